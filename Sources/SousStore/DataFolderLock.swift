import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One kitchen per data folder. Two daemons on one folder would both resume
/// the session, both ring every timer and disagree about the step; two
/// `sous cook` terminals each saved their own timers over the other's (a
/// running rice timer vanished). The second is refused, as a second daemon
/// on the same socket is.
///
/// The holder writes who it is into the lock file, so the one refused can
/// be told where the kitchen is: a daemon's socket (which may not be the
/// one the refused command looked at) or another terminal.
public final class DataFolderLock {
    private let descriptor: Int32

    /// Who cooks with the data folder.
    public enum Holder: Sendable, Equatable {
        /// `sous serve`, answering on this control socket.
        case daemon(socket: String)
        /// `sous cook` in a terminal.
        case terminal
    }

    public struct Busy: Error, CustomStringConvertible {
        /// The folder someone else holds.
        public var folder: String
        /// Who holds it, when it said so.
        public var holder: Holder?
        public var description: String {
            switch holder {
            case .daemon(let socket):
                "a Sous daemon ('sous serve') owns the data folder \(folder) and listens on \(socket)"
            case .terminal:
                "another Sous is cooking with the data folder \(folder) ('sous cook' in another terminal)"
            case nil:
                "another Sous is cooking with the data folder \(folder) ('sous serve', or 'sous cook' in another terminal)"
            }
        }
    }

    public struct Unusable: Error, CustomStringConvertible {
        public var description: String
    }

    public init(_ folder: URL, holder: Holder = .terminal) throws {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent(SousDatabase.lockFileName).path
        descriptor = open(path, O_CREAT | O_RDWR | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw Unusable(description: "cannot open \(path): \(String(cString: strerror(errno)))") }
        // The kernel drops the lock when the process ends, even on kill -9.
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let written = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            close(descriptor)
            throw Busy(folder: folder.path, holder: Self.holder(written))
        }
        let line: String
        switch holder {
        case .daemon(let socket): line = "serve \(socket)\n"
        case .terminal: line = "cook\n"
        }
        _ = ftruncate(descriptor, 0)
        _ = line.withCString { pwrite(descriptor, $0, strlen($0), 0) }
    }

    /// Who the data folder's lock file last named, without taking the lock
    /// or creating anything: for a client that found nothing on its socket.
    /// The file outlives its holder, so a daemon named here may be gone.
    public static func recordedHolder(of folder: URL) -> Holder? {
        guard let written = try? String(contentsOfFile: folder.appendingPathComponent(SousDatabase.lockFileName).path, encoding: .utf8) else { return nil }
        return holder(written)
    }

    /// Who the lock file says holds it ("serve /run/user/1000/sous/sous.sock", "cook").
    static func holder(_ written: String) -> Holder? {
        let line = written.split(separator: "\n").first.map(String.init) ?? ""
        if line == "cook" { return .terminal }
        if line.hasPrefix("serve "), line.count > 6 { return .daemon(socket: String(line.dropFirst(6))) }
        return nil
    }

    deinit { close(descriptor) }
}

import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One kitchen per data folder. Two daemons on one folder would both resume
/// the session, both ring every timer and disagree about the step; two
/// `sous cook` terminals each saved their own timers over the other's (a
/// running rice timer vanished). The second is refused, as a second daemon
/// on the same socket is.
public final class DataFolderLock {
    private let descriptor: Int32

    public struct Busy: Error, CustomStringConvertible {
        public var description: String
    }

    public init(_ folder: URL) throws(Busy) {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("daemon.lock").path
        descriptor = open(path, O_CREAT | O_RDWR | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw Busy(description: "cannot open \(path): \(String(cString: strerror(errno)))") }
        // The kernel drops the lock when the process ends, even on kill -9.
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            throw Busy(description: "another Sous is cooking with the data folder \(folder.path) ('sous serve', or 'sous cook' in another terminal)")
        }
    }

    deinit { close(descriptor) }
}

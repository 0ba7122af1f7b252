import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One daemon per data folder. Two daemons on one folder would both resume
/// the session, both ring every timer and disagree about the step; the
/// second is refused, as a second daemon on the same socket is.
final class DataFolderLock {
    private let descriptor: Int32

    struct Busy: Error, CustomStringConvertible {
        var description: String
    }

    init(_ folder: URL) throws(Busy) {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("daemon.lock").path
        descriptor = open(path, O_CREAT | O_RDWR | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw Busy(description: "cannot open \(path): \(String(cString: strerror(errno)))") }
        // The kernel drops the lock when the process ends, even on kill -9.
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            throw Busy(description: "another Sous daemon is using the data folder \(folder.path)")
        }
    }

    deinit { close(descriptor) }
}

import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes a file so a reader sees the old contents or the new, never half
/// of either: a temporary file in the same folder, flushed to disk, then
/// renamed over the target (rename is atomic within a file system).
public enum AtomicFile {
    public struct Failure: Error, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "cannot write \(path): \(reason)" }
    }

    /// A target that is no regular file (`--output /dev/null`, a pipe, a
    /// terminal) is written in place: renaming over it would replace the
    /// device with a plain file, for every program on the machine. A
    /// symbolic link is followed, so the file it points to is replaced and
    /// the link kept.
    public static func write(_ data: Data, to target: URL) throws(Failure) {
        let url = target.resolvingSymlinksInPath()
        var info = stat()
        if stat(url.path, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
            guard info.st_mode & S_IFMT != S_IFDIR else { throw Failure(path: target.path, reason: "it is a folder") }
            do {
                let handle = try FileHandle(forWritingTo: url)
                defer { try? handle.close() }
                try handle.write(contentsOf: data)
            } catch {
                throw Failure(path: target.path, reason: error.localizedDescription)
            }
            return
        }
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
        guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
            throw Failure(path: url.path, reason: "cannot create a file in \(folder.path)")
        }
        do {
            let handle = try FileHandle(forWritingTo: temporary)
            defer { try? handle.close() }
            try handle.write(contentsOf: data)
            try handle.synchronize()
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw Failure(path: url.path, reason: error.localizedDescription)
        }
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw Failure(path: url.path, reason: reason)
        }
    }
}

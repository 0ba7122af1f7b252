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

    public static func write(_ data: Data, to url: URL) throws(Failure) {
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

import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes a file so that a reader sees the old contents or the new, never
/// half of either: a temporary file in the same folder, flushed to disk,
/// then renamed over the target.
enum AtomicFile {
    static func write(_ data: Data, to url: URL) throws {
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp")
        guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
            throw CommandFailure("cannot write \(url.path): cannot create a file in \(folder.path)")
        }
        do {
            let handle = try FileHandle(forWritingTo: temporary)
            defer { try? handle.close() }
            try handle.write(contentsOf: data)
            try handle.synchronize()
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw CommandFailure("cannot write \(url.path): \(error.localizedDescription)")
        }
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw CommandFailure("cannot write \(url.path): \(reason)")
        }
    }
}

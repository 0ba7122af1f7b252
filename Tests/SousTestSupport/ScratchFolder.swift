import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Folders the tests write into (data folders, databases, WAV files), all
/// under one folder for the test process that is removed when it exits, so
/// `make test` leaves nothing behind in /tmp (it left about 40 MB a run).
/// A run that crashed leaves its folder; the next run removes it once that
/// process is gone.
public enum ScratchFolder {
    /// A new, empty folder named `prefix-UUID` (the prefix says which tests made it).
    public static func make(_ prefix: String) -> URL {
        let url = root.appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A path for a folder or file not yet made (for tests that create it themselves).
    public static func path(_ prefix: String) -> URL {
        root.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    }

    private static let parentName = "sous-tests"

    private static let root: URL = {
        let parent = FileManager.default.temporaryDirectory
        removeLeftovers(in: parent)
        let url = parent.appendingPathComponent("\(parentName)-\(getpid())", isDirectory: true)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        atexit { ScratchFolder.removeOwn() }
        return url
    }()

    private static func removeOwn() {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(parentName)-\(getpid())")
        try? FileManager.default.removeItem(at: url)
    }

    /// Folders of test processes that no longer run (a crash, a killed run).
    private static func removeLeftovers(in parent: URL) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        for name in names where name.hasPrefix(parentName + "-") {
            guard let pid = Int32(name.dropFirst(parentName.count + 1)), pid != getpid() else { continue }
            if kill(pid, 0) != 0, errno == ESRCH {
                try? FileManager.default.removeItem(at: parent.appendingPathComponent(name))
            }
        }
    }
}

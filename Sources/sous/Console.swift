import Foundation

/// Writes to stdout and stderr unbuffered, so piped output and prompts
/// appear in order. A write that fails (a full disk behind `> file`, a
/// closed pipe) is dropped: FileHandle's plain `write` traps on it, and
/// `sous send stop > full-disk` crashed after the daemon had stopped.
enum Console {
    static func out(_ text: String) {
        try? FileHandle.standardOutput.write(contentsOf: Data((text + "\n").utf8))
    }

    static func write(_ text: String) {
        try? FileHandle.standardOutput.write(contentsOf: Data(text.utf8))
    }

    static func error(_ text: String) {
        try? FileHandle.standardError.write(contentsOf: Data((text + "\n").utf8))
    }

    static var inputIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }
}

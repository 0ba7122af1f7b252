import Foundation

/// Writes to stdout and stderr unbuffered, so piped output and prompts
/// appear in order.
enum Console {
    static func out(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    static var inputIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }
}

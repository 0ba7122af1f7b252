import Foundation

/// Log lines on stderr in the form journald understands: a `<N>` priority
/// prefix, then one line of text.
public struct Log: Sendable {
    public enum Level: Int, Sendable, Comparable, CaseIterable {
        case error = 3, warning = 4, notice = 5, info = 6, debug = 7

        public init?(name: String) {
            switch name.lowercased() {
            case "error": self = .error
            case "warning", "warn": self = .warning
            case "notice": self = .notice
            case "info": self = .info
            case "debug": self = .debug
            default: return nil
            }
        }

        public static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
    }

    public var level: Level

    public init(level: Level = .info) { self.level = level }

    public func write(_ level: Level, _ message: @autoclosure () -> String) {
        guard level <= self.level else { return }
        let line = "<\(level.rawValue)>" + message().replacingOccurrences(of: "\n", with: " | ") + "\n"
        // try?: the plain write traps when stderr fails (a full disk), and the daemon must not.
        try? FileHandle.standardError.write(contentsOf: Data(line.utf8))
    }

    public func error(_ message: @autoclosure () -> String) { write(.error, message()) }
    public func warning(_ message: @autoclosure () -> String) { write(.warning, message()) }
    public func info(_ message: @autoclosure () -> String) { write(.info, message()) }
    public func debug(_ message: @autoclosure () -> String) { write(.debug, message()) }
}

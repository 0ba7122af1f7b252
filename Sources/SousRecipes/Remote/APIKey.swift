import Foundation

/// A secret that never prints: string interpolation, `dump`, and error
/// messages all see "<hidden>", so the key cannot leak into logs, the
/// database or a bug report.
public struct APIKey: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// Read only where the key is sent.
    let value: String

    public init?(_ value: String?) {
        guard let trimmed = value?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty else { return nil }
        self.value = trimmed
    }

    public var description: String { "<hidden>" }
    public var debugDescription: String { "<hidden>" }
    public var customMirror: Mirror { Mirror(self, children: []) }

    /// Replaces every occurrence of the key in `text`: a belt to go with the
    /// braces, for messages built from other libraries' errors.
    func scrub(_ text: String) -> String {
        text.replacingOccurrences(of: value, with: "<hidden>")
    }
}

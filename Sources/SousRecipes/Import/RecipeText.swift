import Foundation

/// The text of a recipe file to import. UTF-8 is expected, but Windows
/// Notepad saves "Unicode" as UTF-16: `sous import` and `sous check` both
/// read that too (with a note), so they agree on what a file says.
public enum RecipeText {
    public struct Decoded: Sendable {
        public var text: String
        /// Said to the cook when the file was not plain UTF-8.
        public var note: String?
    }

    /// The file's text, or nil when it is neither UTF-8 nor UTF-16.
    public static func decode(_ data: Data) -> Decoded? {
        let bytes = [UInt8](data.prefix(2))
        if let text = String(data: data, encoding: .utf8), !looksLikeUTF16(data) {
            return Decoded(text: text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text)
        }
        let encoding: String.Encoding
        if bytes == [0xFF, 0xFE] {
            encoding = .utf16LittleEndian
        } else if bytes == [0xFE, 0xFF] {
            encoding = .utf16BigEndian
        } else if looksLikeUTF16(data) {
            // Without a byte-order mark: ASCII text has its zero bytes on one side.
            encoding = data.first == 0 ? .utf16BigEndian : .utf16LittleEndian
        } else {
            return nil
        }
        let body = bytes == [0xFF, 0xFE] || bytes == [0xFE, 0xFF] ? data.dropFirst(2) : data[...]
        guard let text = String(data: Data(body), encoding: encoding) else { return nil }
        return Decoded(text: text, note: "is saved as UTF-16; read as such (UTF-8 is what recipe folders and most tools expect)")
    }

    /// A byte-order mark, or most of every other byte zero over the first
    /// few characters (and none between): valid UTF-8 too (NUL is ASCII), but no recipe holds NULs.
    private static func looksLikeUTF16(_ data: Data) -> Bool {
        let head = [UInt8](data.prefix(64))
        if head.starts(with: [0xFF, 0xFE]) || head.starts(with: [0xFE, 0xFF]) { return true }
        guard head.count >= 4, head.count % 2 == 0 else { return false }
        let even = stride(from: 0, to: head.count, by: 2).filter { head[$0] == 0 }.count
        let odd = stride(from: 1, to: head.count, by: 2).filter { head[$0] == 0 }.count
        let half = head.count / 2
        return (even >= half * 3 / 4 && odd == 0) || (odd >= half * 3 / 4 && even == 0)
    }
}

import Foundation

/// Parses the JSON that web pages embed, which is often not quite JSON:
/// HTML comments or CDATA around it (`//<![CDATA[ ... //]]>` too), a
/// trailing semicolon, `\'` escapes, raw line breaks inside strings,
/// trailing commas, two objects one after the other in one script.
///
/// Strict parsing is tried first; the repairs only run when it fails, so
/// valid JSON is never altered.
enum LenientJSON {
    static func parse(_ text: String) -> Any? {
        let trimmed = unwrap(text)
        guard !trimmed.isEmpty else { return nil }
        if let value = strict(trimmed) ?? strict(repair(trimmed)) { return value }
        // `{...}{...}`: each object read, as a list.
        let parts = topLevelValues(trimmed)
        guard parts.count >= 2 else { return nil }
        let values = parts.compactMap { strict($0) ?? strict(repair($0)) }
        return values.isEmpty ? nil : values
    }

    /// The text of each top-level object or list, by bracket depth outside strings.
    static func topLevelValues(_ text: String) -> [String] {
        var values: [String] = []
        var rest = text[...]
        while let open = rest.firstIndex(where: { $0 == "{" || $0 == "[" }) {
            // A closing bracket before any opening one: not values side by side.
            if rest[..<open].contains(where: { $0 == "}" || $0 == "]" }) { return [] }
            guard let value = balancedValue(at: rest[open...]) else { break }
            values.append(String(value))
            rest = rest[value.endIndex...]
        }
        return values
    }

    /// The object or list starting at the front of `text`, brackets balanced
    /// and strings skipped, or nil when it does not start with one or never closes.
    static func balancedValue(at text: Substring) -> Substring? {
        guard text.first == "{" || text.first == "[" else { return nil }
        var depth = 0
        var inString = false
        var escaped = false
        for index in text.indices {
            let character = text[index]
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                continue
            }
            switch character {
            case "\"": inString = true
            case "{", "[": depth += 1
            case "}", "]":
                depth -= 1
                if depth == 0 { return text[...index] }
            default: break
            }
        }
        return nil
    }

    private static func strict(_ text: String) -> Any? {
        try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
    }

    /// Drops what surrounds the JSON in a script element.
    private static func unwrap(_ text: String) -> String {
        var text = text.trimmingCharacters(in: .whitespacesAndNewlines)
        // Longest first: "//<![CDATA[" is not to lose only its "<![CDATA[".
        for (start, end) in [("<!--", "-->"), ("/*<![CDATA[*/", "/*]]>*/"), ("//<![CDATA[", "//]]>"), ("<![CDATA[", "]]>")] {
            if text.hasPrefix(start) { text.removeFirst(start.count) }
            if text.hasSuffix(end) { text.removeLast(end.count) }
            text = text.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        while text.hasSuffix(";") { text.removeLast() }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Escapes raw control characters inside strings, turns `\'` into `'`,
    /// and removes commas before a closing bracket.
    static func repair(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        var inString = false
        var escaped = false
        var pendingComma = false
        var whitespaceAfterComma = ""
        for character in text {
            if inString {
                if escaped {
                    escaped = false
                    if character == "'" { out.removeLast(); out.append("'"); continue }
                    let valid: Set<Character> = ["\"", "\\", "/", "b", "f", "n", "r", "t", "u"]
                    if !valid.contains(character) { out.removeLast(); out.append("\\\\") }
                    out.append(character)
                    continue
                }
                switch character {
                case "\\": escaped = true; out.append(character)
                case "\"": inString = false; out.append(character)
                case "\n", "\r\n": out.append("\\n")
                case "\r": out.append("\\r")
                case "\t": out.append("\\t")
                default:
                    if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1, scalar.value < 0x20 {
                        out.append(String(format: "\\u%04x", scalar.value))
                    } else {
                        out.append(character)
                    }
                }
                continue
            }
            if pendingComma {
                if character.isWhitespace { whitespaceAfterComma.append(character); continue }
                if character != "}" && character != "]" { out.append(",") }
                out.append(whitespaceAfterComma)
                pendingComma = false
                whitespaceAfterComma = ""
            }
            switch character {
            case "\"": inString = true; out.append(character)
            case ",": pendingComma = true
            default: out.append(character)
            }
        }
        if pendingComma { out.append(",") }
        return out
    }
}

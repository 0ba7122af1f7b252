import CXML2
import Foundation

/// Cleans the strings that recipe pages put in their structured data.
///
/// Sites escape their text once, twice (`&amp;amp;`), or not at all, and
/// leave tags inside (`<strong>`, `<br>`): a cook must hear "½ cup", not
/// "&amp;frac12; cup". The rules follow recipe-scrapers' `normalize_string`
/// so imports agree with the reference tool on the same pages.
public enum HTMLText {
    /// Decodes entities until nothing changes, strips tags, turns no-break
    /// spaces into spaces and collapses whitespace to single spaces.
    public static func clean(_ text: String) -> String {
        var decoded = decodeEntitiesFully(text)
        decoded = stripTags(decoded)
        return tidy(decoded)
    }

    /// Like `clean`, but block-level tags (`<p>`, `<br>`, `<li>`, ...) and
    /// line breaks separate lines, for instruction text that holds several
    /// steps in one string.
    public static func cleanLines(_ text: String) -> [String] {
        var decoded = decodeEntitiesFully(text)
        decoded = stripTags(decoded, blocksAsNewlines: true)
        return decoded.split(whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" })
            .map { tidy(String($0)) }
            .filter { !$0.isEmpty }
    }

    /// Whitespace of any kind becomes one space; zero-width spaces go; the
    /// doubled parentheses some plugins print ("((optional))") become single.
    public static func tidy(_ text: String) -> String {
        var cleaned = text.replacingOccurrences(of: "u0026#039;", with: "'")
        var out = ""
        out.reserveCapacity(cleaned.utf8.count)
        var pendingSpace = false
        for scalar in cleaned.unicodeScalars {
            if scalar == "\u{200B}" || scalar == "\u{FEFF}" { continue }
            if scalar.properties.isWhitespace {
                pendingSpace = !out.isEmpty
                continue
            }
            if pendingSpace { out.unicodeScalars.append(" "); pendingSpace = false }
            out.unicodeScalars.append(scalar)
        }
        cleaned = out
        if cleaned.contains("((") && cleaned.contains("))") {
            cleaned = cleaned.replacingOccurrences(of: "((", with: "(").replacingOccurrences(of: "))", with: ")")
        }
        return cleaned
    }

    /// Decodes repeatedly, so `&amp;amp;` and `&amp;frac12;` come out as
    /// `&` and `½`.
    public static func decodeEntitiesFully(_ text: String) -> String {
        var current = text
        for _ in 0..<8 {
            let next = decodeEntities(current)
            if next == current { break }
            current = next
        }
        return current
    }

    /// Decodes one level of named (`&frac12;`), decimal (`&#039;`) and hex
    /// (`&#x27;`) character references; unknown ones stay as written.
    public static func decodeEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            guard scalar == "&", let (decoded, length) = reference(in: scalars, at: index) else {
                out.append(scalar)
                index += 1
                continue
            }
            out.append(contentsOf: decoded.unicodeScalars)
            index += length
        }
        return String(out)
    }

    /// The character reference starting at `start` (an ampersand): what it
    /// stands for and how many scalars it spans.
    private static func reference(in scalars: [Unicode.Scalar], at start: Int) -> (String, Int)? {
        var index = start + 1
        guard index < scalars.count else { return nil }
        if scalars[index] == "#" {
            index += 1
            var hex = false
            if index < scalars.count, scalars[index] == "x" || scalars[index] == "X" {
                hex = true
                index += 1
            }
            let digitsStart = index
            while index < scalars.count, index - digitsStart < 8,
                  hex ? scalars[index].properties.isASCIIHexDigit : ("0"..."9").contains(scalars[index]) {
                index += 1
            }
            guard index > digitsStart,
                  let value = UInt32(String(String.UnicodeScalarView(scalars[digitsStart..<index])), radix: hex ? 16 : 10) else { return nil }
            if index < scalars.count, scalars[index] == ";" { index += 1 }
            return (String(numericCharacter(value)), index - start)
        }
        let nameStart = index
        while index < scalars.count, index - nameStart < 32, scalars[index].properties.isAlphabetic || ("0"..."9").contains(scalars[index]) {
            index += 1
        }
        guard index > nameStart else { return nil }
        let name = String(String.UnicodeScalarView(scalars[nameStart..<index]))
        let terminated = index < scalars.count && scalars[index] == ";"
        if terminated, let value = namedEntity(name) {
            return (value, index + 1 - start)
        }
        // Legacy references that work without a semicolon: "&amp " and "&nbsp".
        for legacy in ["amp", "lt", "gt", "quot", "nbsp", "copy", "reg"] where name.hasPrefix(legacy) {
            if let value = namedEntity(legacy) { return (value, 1 + legacy.unicodeScalars.count) }
        }
        return nil
    }

    private static func numericCharacter(_ value: UInt32) -> Character {
        if (0x80...0x9F).contains(value), let mapped = windows1252[value] { return Character(mapped) }
        guard value != 0, let scalar = Unicode.Scalar(value) else { return "\u{FFFD}" }
        return Character(scalar)
    }

    /// HTML 4's entities come from libxml2; these HTML 5 ones are common in
    /// recipes and missing there.
    private static let html5Entities: [String: String] = [
        "apos": "'", "frac13": "⅓", "frac23": "⅔", "frac15": "⅕", "frac25": "⅖", "frac35": "⅗", "frac45": "⅘",
        "frac16": "⅙", "frac56": "⅚", "frac18": "⅛", "frac38": "⅜", "frac58": "⅝", "frac78": "⅞", "half": "½",
        "hyphen": "‐", "dash": "‐", "star": "☆", "check": "✓", "nbsp": "\u{00A0}", "NewLine": "\n", "Tab": "\t",
        "period": ".", "comma": ",", "colon": ":", "semi": ";", "excl": "!", "quest": "?", "lpar": "(", "rpar": ")",
        "sol": "/", "num": "#", "percnt": "%", "plus": "+", "equals": "=", "ast": "*", "commat": "@",
    ]

    static func namedEntity(_ name: String) -> String? {
        if let value = html5Entities[name] { return value }
        let code = name.withCString { sous_html_entity($0) }
        guard code != 0, let scalar = Unicode.Scalar(code) else { return nil }
        return String(Character(scalar))
    }

    /// Characters 0x80-0x9F as browsers read them in numeric references.
    private static let windows1252: [UInt32: String] = [
        0x80: "€", 0x82: "‚", 0x83: "ƒ", 0x84: "„", 0x85: "…", 0x86: "†", 0x87: "‡", 0x88: "ˆ", 0x89: "‰",
        0x8A: "Š", 0x8B: "‹", 0x8C: "Œ", 0x8E: "Ž", 0x91: "‘", 0x92: "’", 0x93: "“", 0x94: "”", 0x95: "•",
        0x96: "–", 0x97: "—", 0x98: "˜", 0x99: "™", 0x9A: "š", 0x9B: "›", 0x9C: "œ", 0x9E: "ž", 0x9F: "Ÿ",
    ]

    private static let blockTags: Set<String> = [
        "br", "p", "li", "div", "ol", "ul", "h1", "h2", "h3", "h4", "h5", "h6", "tr", "section", "article", "blockquote",
    ]

    /// Removes tags written inside a string ("<strong>Tip:</strong>").
    /// A "<" that does not start a tag ("< 5 min") stays.
    public static func stripTags(_ text: String, blocksAsNewlines: Bool = false) -> String {
        guard text.contains("<") else { return text }
        let characters = Array(text)
        var out = ""
        var index = 0
        while index < characters.count {
            let character = characters[index]
            guard character == "<", index + 1 < characters.count,
                  characters[index + 1].isLetter || ["/", "!", "?"].contains(characters[index + 1]),
                  let close = characters[(index + 1)...].firstIndex(of: ">") else {
                out.append(character)
                index += 1
                continue
            }
            if blocksAsNewlines {
                let tag = String(characters[(index + 1)..<close].drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber }).lowercased()
                if blockTags.contains(tag) { out.append("\n") }
            }
            index = close + 1
        }
        return out
    }
}

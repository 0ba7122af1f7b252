import Foundation

/// The marks pages print before a list line for the eye, not the cook:
/// recipe cards' tick boxes ("▢ 1 cup butter", WP Recipe Maker's), "☐",
/// "✓", bullets ("•", "- ", "* ") and emoji.
///
/// Left in, the line starts with no number, so its amount is not read and
/// scaling leaves it as printed while saying it scaled. The importer drops
/// them from the text it saves; the parser from any line, so one typed or
/// copied by hand reads the same.
public enum ListMarker {
    /// The line without its leading marks; the line itself when nothing
    /// else is left.
    public static func stripped(_ line: String) -> String {
        var rest = Substring(line)
        while let first = rest.first {
            if isMark(first) {
                rest = rest.dropFirst()
            } else if "-*+–—".contains(first), rest.dropFirst().first?.isWhitespace ?? false {
                // "- 2 eggs" written as a plain-text list; "-1" is left alone.
                rest = rest.dropFirst()
            } else if first.isWhitespace {
                rest = rest.dropFirst()
            } else {
                break
            }
        }
        return rest.isEmpty ? line : String(rest)
    }

    /// Boxes, ticks, bullets, stars and emoji: symbols that are not
    /// numbers ("½" stays), letters or currency.
    private static func isMark(_ character: Character) -> Bool {
        if "•‣◦⁃∙·●▪▫■□◻◼▢☐☑☒✓✔✗✘➤►▶→".contains(character) { return true }
        guard let scalar = character.unicodeScalars.first else { return false }
        return scalar.properties.generalCategory == .otherSymbol
    }
}

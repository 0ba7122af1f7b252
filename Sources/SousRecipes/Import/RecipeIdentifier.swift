import Foundation

/// Makes recipe ids from titles: "Crème Brûlée (Easy!)" -> "creme-brulee-easy".
///
/// Ids are file names and are typed by hand (`sous cook creme-brulee`), so
/// they keep to ASCII letters, digits and single hyphens.
public enum RecipeIdentifier {
    /// The kebab-case id for a title; `fallback` (or "recipe") when the title
    /// has no Latin letters or digits, as a Chinese title has.
    public static func make(from title: String, fallback: String = "recipe") -> String {
        let folded = title.folding(options: [.diacriticInsensitive, .caseInsensitive, .widthInsensitive], locale: Locale(identifier: "en_US_POSIX"))
            .replacingOccurrences(of: "ß", with: "ss")
            .replacingOccurrences(of: "æ", with: "ae")
            .replacingOccurrences(of: "ø", with: "o")
            .replacingOccurrences(of: "œ", with: "oe")
            .replacingOccurrences(of: "ł", with: "l")
            .replacingOccurrences(of: "&", with: " and ")
            .lowercased()
        var id = ""
        var pendingHyphen = false
        for scalar in folded.unicodeScalars {
            let isWordCharacter = ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
            if isWordCharacter {
                if pendingHyphen, !id.isEmpty { id.append("-") }
                pendingHyphen = false
                id.unicodeScalars.append(scalar)
            } else if scalar != "'" && scalar != "’" {
                pendingHyphen = true
            }
        }
        // Long titles make unwieldy file names: cut at a word boundary.
        if id.count > 60 {
            var cut = String(id.prefix(60))
            if let hyphen = cut.lastIndex(of: "-") { cut = String(cut[..<hyphen]) }
            id = cut
        }
        if id.isEmpty { return fallback == "recipe" || fallback.isEmpty ? "recipe" : make(from: fallback) }
        return id
    }
}

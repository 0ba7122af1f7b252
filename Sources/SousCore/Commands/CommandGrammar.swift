import Foundation

/// The JSGF command grammar with the active recipe's words filled in.
///
/// The grammar file (Grammars/commands.jsgf) holds two placeholders:
/// `__INGREDIENTS__` becomes the recipe's ingredient names and `__STEPS__`
/// its step numbers, so "how much tahini" and "go to step 9" are only
/// heard when they make sense.
public struct CommandGrammar: Sendable {
    public let template: String

    public init(template: String) { self.template = template }

    /// The grammar for a recipe with these ingredients and this many steps.
    public func text(ingredients: [String], steps: Int) -> String {
        let names = Self.spokenNames(ingredients)
        let numbers = (1...max(1, min(steps, 20))).map { Self.numberWords[$0] }
        return template
            .replacingOccurrences(of: "__INGREDIENTS__", with: names.isEmpty ? "<VOID>" : names.joined(separator: " | "))
            .replacingOccurrences(of: "__STEPS__", with: numbers.joined(separator: " | "))
    }

    /// Ingredient names as they would be said: lower case, letters and
    /// inner apostrophes only, each once, with a plural-free form added
    /// ("cherry tomatoes" and "cherry tomato").
    public static func spokenNames(_ names: [String]) -> [String] {
        var seen = Set<String>()
        var result: [String] = []
        for name in names {
            let words = spokenWords(name)
            guard !words.isEmpty, words.count <= 4 else { continue }
            for variant in [words.joined(separator: " "), (words.dropLast() + [Words.stem(words.last!)]).joined(separator: " ")]
            where seen.insert(variant).inserted {
                result.append(variant)
            }
        }
        return result
    }

    /// Lower-case words of letters, keeping apostrophes inside words ("za'atar").
    static func spokenWords(_ name: String) -> [String] {
        let folded = name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .replacingOccurrences(of: "’", with: "'")
        var words: [String] = []
        var current = ""
        for character in folded {
            if character.isLetter || (character == "'" && !current.isEmpty) {
                current.append(character)
            } else {
                if !current.isEmpty { words.append(current.trimmingCharacters(in: CharacterSet(charactersIn: "'"))) }
                current = ""
            }
        }
        if !current.isEmpty { words.append(current.trimmingCharacters(in: CharacterSet(charactersIn: "'"))) }
        return words.filter { !$0.isEmpty }
    }

    static let numberWords = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty",
    ]
}

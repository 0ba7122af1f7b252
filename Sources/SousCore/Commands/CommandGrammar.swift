import Foundation

/// The JSGF command grammar with the active recipe's words filled in.
///
/// The grammar file (Grammars/commands.jsgf) holds placeholders:
/// `__INGREDIENTS__` becomes the recipe's ingredient names and `__STEPS__`
/// its step numbers, so "how much tahini" and "go to step 9" are only
/// heard when they make sense.
public struct CommandGrammar: Sendable {
    public let template: String

    public init(template: String) { self.template = template }

    /// The grammar for a recipe with these ingredients and this many steps.
    /// Step numbers run to 20 however short the recipe, so "go to step 9"
    /// on a five-step recipe is heard as nine and answered, not misheard
    /// as a step that exists.
    ///
    /// `acknowledging` (a timer is ringing) fills `__ACKNOWLEDGE__` with the
    /// "okay" a cook says to a ringing timer; otherwise it can never be heard.
    /// `expectingLength` (Sous asked "For how long?", offered a timer or
    /// just set one) keeps `<length>`, a length said alone ("ten minutes"),
    /// and `<fix>` ("no, fifteen minutes"), which in other talk would be
    /// heard too often (always there, they cost 2% of commands in noise).
    /// `choosingTimer` (Sous asked "Which one?" about timers) keeps
    /// `<which>`: "the pasta timer", "the second one".
    /// `extending` (a timer rings or was just silenced) keeps `<extend>`:
    /// "five more minutes", "another ten minutes"; and `<rang>`: "which
    /// timer was that".
    /// `holding` (a timer runs or is paused) keeps `<hold>`: "pause the
    /// pasta timer", "resume the timer". Always there, its "pause the ...
    /// timer" took a lone "next" in a recorded session for itself.
    /// `makes`: the noun of what the recipe makes ("loaf", "loaves",
    /// `Recipe.yieldWords`), filling `__YIELD__`: "make two loaves" is heard
    /// only in a recipe that makes loaves.
    public func text(ingredients: [String], steps: Int, acknowledging: Bool = false, expectingLength: Bool = false,
                     choosingTimer: Bool = false, extending: Bool = false, holding: Bool = false, makes: [String] = []) -> String {
        let names = Self.spokenNames(ingredients)
        var seen = Set<String>()
        let yield = makes.map { Self.spokenWords($0).joined(separator: " ") }.filter { !$0.isEmpty && seen.insert($0).inserted }
        let numbers = (0...max(20, min(steps, 99))).map(Self.spokenNumber)
        var text = template
            .replacingOccurrences(of: "__STEPS__", with: numbers.joined(separator: " | "))
            .replacingOccurrences(of: "__INGREDIENTS__", with: names.joined(separator: " | "))
            .replacingOccurrences(of: "__ACKNOWLEDGE__", with: Self.acknowledgements)
            .replacingOccurrences(of: "__YIELD__", with: yield.joined(separator: " | "))
        // PocketSphinx builds no grammar around JSGF's <VOID>: a rule with
        // nothing to say is taken out, with every alternative that uses it.
        if names.isEmpty { text = Self.removing(["howmuch", "substitute", "ingredient"], from: text) }
        if !acknowledging { text = Self.removing(["acknowledge"], from: text) }
        if !expectingLength { text = Self.removing(["length", "fix"], from: text) }
        if !choosingTimer { text = Self.removing(["which"], from: text) }
        if !extending { text = Self.removing(["extend", "rang"], from: text) }
        if !holding { text = Self.removing(["hold"], from: text) }
        if yield.isEmpty { text = Self.removing(["makes", "yield"], from: text) }
        return text
    }

    /// What a cook says to a ringing timer besides "stop" (each understood
    /// by the text parser as yes, which silences it).
    static let acknowledgements = "okay | got it"

    /// The grammar without these rules: their definitions and the
    /// "| <rule>" alternatives that name them.
    static func removing(_ rules: [String], from text: String) -> String {
        var lines = text.components(separatedBy: "\n")
        for rule in rules {
            // A definition runs to its ";": its continuation lines go too
            // (left behind, "| (pause | resume) all timers;" broke the grammar).
            var kept: [String] = []
            var inside = false
            for line in lines {
                if line.hasPrefix("<\(rule)> =") { inside = true }
                if inside {
                    if line.trimmingCharacters(in: .whitespaces).hasSuffix(";") { inside = false }
                    continue
                }
                kept.append(line.replacingOccurrences(of: "| <\(rule)>", with: ""))
            }
            lines = kept
        }
        return lines.joined(separator: "\n")
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
            // The whole name, its singular, and each telling word alone
            // ("chicken" for "chicken breast", "oil" for "olive oil").
            var variants = [words.joined(separator: " "), (words.dropLast() + [Words.stem(words.last!)]).joined(separator: " ")]
            if words.count > 1 {
                variants += words.filter { $0.count >= 3 && !vagueWords.contains($0) }
            }
            for variant in variants where seen.insert(variant).inserted {
                result.append(variant)
            }
        }
        return result
    }

    /// Ingredient names used by at least `minimum` of the recipes: the
    /// everyday ones a cook may ask about whatever is being cooked.
    public static func commonIngredients(in recipes: [Recipe], minimum: Int = 3) -> [String] {
        var counts: [String: Int] = [:]
        for recipe in recipes {
            for name in Set(recipe.ingredients.map { spokenWords($0.name).joined(separator: " ") }) where !name.isEmpty {
                counts[name, default: 0] += 1
            }
        }
        return counts.filter { $0.value >= minimum }.map(\.key).sorted()
    }

    /// Words that name no ingredient on their own.
    static let vagueWords: Set<String> = [
        "fresh", "ground", "dried", "large", "small", "medium", "whole", "plain", "extra", "virgin", "light", "dark",
        "and", "the", "for", "with", "free", "low", "fat", "red", "green", "white", "black", "yellow", "hot", "cold",
        "warm", "sweet", "raw", "cooked", "baby", "mixed", "unsalted", "salted", "granulated", "caster", "powdered",
    ]

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

    /// 0-99 as words: "twenty one".
    static func spokenNumber(_ value: Int) -> String {
        if value <= 20 { return numberWords[value] }
        let tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"][value / 10]
        return value % 10 == 0 ? tens : "\(tens) \(numberWords[value % 10])"
    }

    static let numberWords = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty",
    ]
}

extension Recipe {
    /// What the recipe makes, as a cook says it: "loaf" and "loaves"; none
    /// for a recipe that serves people.
    public var yieldWords: [String] {
        guard let makes else { return [] }
        return makes.singular == makes.plural ? [makes.singular] : [makes.singular, makes.plural]
    }

    /// The ingredient names a cook asks about by voice: each as written,
    /// and for things counted ("1 onion", "3 cloves garlic") the plural as
    /// said, "how many onions": without it the recogniser matched "onions"
    /// to another word of the recipe ("eggs", "oats") and answered for that.
    public var askedNames: [String] {
        var names: [String] = []
        for ingredient in ingredients {
            names.append(ingredient.name)
            let counted = ingredient.amount != nil && (ingredient.unit == nil || ingredient.unit?.kind == .count)
            if counted, !ShoppingNames.isPlural(ingredient.name), ingredient.unit == nil {
                names.append(ShoppingNames.pluralise(ingredient.name))
            }
        }
        return names
    }
}

import Foundation
import SousCore

/// Reads how many a recipe serves from schema.org's `recipeYield`:
/// "4 servings", "Serves 4", "6-8" (8: a range counts its top), 4, "2 dozen" (24),
/// "one 9-inch pie (8 slices)" (8: a pan's size is no yield), or a list
/// such as ["4", "4 bowls"].
///
/// From a list the entry naming what it yields ("4 bowls", "2 pies") wins
/// over a bare number, as in recipe-scrapers' `get_yields`, because sites
/// put a machine count first and the printed yield after it.
public enum RecipeYield {
    /// The servings, or nil when the value holds no positive number.
    public static func servings(from value: Any?) -> Int? {
        switch value {
        case let number as NSNumber:
            let count = Int(bounded: number.doubleValue)
            return count > 0 && count <= 10_000 ? count : nil
        case let text as String:
            return count(in: text)
        case let list as [Any]:
            let texts = list.map { element -> String in
                if let text = element as? String { return text }
                if let number = element as? NSNumber { return number.stringValue }
                return ""
            }
            guard let first = texts.first else { return nil }
            let chosen = texts.first(where: namesAYield) ?? first
            return count(in: chosen) ?? texts.lazy.compactMap(count(in:)).first
        case let object as [String: Any]:
            return servings(from: object["value"] ?? object["maxValue"] ?? object["name"])
        default:
            return nil
        }
    }

    /// What the yield counts when it is a thing a recipe is known to make
    /// ("24 cookies", "1 loaf", "makes 2 loaves"), not people; nil when it
    /// counts people, names nothing, or counts otherwise than `servings`
    /// (its count as read).
    public static func unit(from value: Any?, servings: Int?) -> YieldUnit? {
        guard let servings, let text = chosenText(value) else { return nil }
        let decoded = HTMLText.decodeEntitiesFully(text)
        guard let read = YieldUnit.reading(decoded, onlyKnown: true), read.count == servings else { return nil }
        return read.unit
    }

    /// How many people a yield says it serves beside the thing it makes,
    /// whose count is `count`: 10 for ["10", "1 loaf"], "Makes 1 loaf
    /// (serves 10)" or "1 loaf; serves 10". Nil when it says no other count.
    public static func serves(from value: Any?, makes count: Int) -> Int? {
        for text in texts(value) {
            if let people = YieldUnit.readingBoth(HTMLText.decodeEntitiesFully(text), onlyKnown: true).people, people != count { return people }
        }
        return nil
    }

    /// Every text in a yield: a list's entries, numbers as text.
    private static func texts(_ value: Any?) -> [String] {
        switch value {
        case let text as String: [text]
        case let number as NSNumber: [number.stringValue]
        case let list as [Any]: list.flatMap(texts)
        case let object as [String: Any]: texts(object["value"] ?? object["maxValue"] ?? object["name"])
        default: []
        }
    }

    /// The text `servings(from:)` reads its count from.
    private static func chosenText(_ value: Any?) -> String? {
        switch value {
        case let text as String:
            return text
        case let list as [Any]:
            let texts = list.compactMap { $0 as? String }
            return texts.first(where: namesAYield) ?? texts.first
        case let object as [String: Any]:
            return chosenText(object["value"] ?? object["maxValue"] ?? object["name"])
        default:
            return nil
        }
    }

    /// What a printed yield counts: its first whole number that is not a
    /// pan's size ("9-inch", "9x13", "23 cm"), or the top of a range that
    /// starts with it ("6-8 servings", "Serves 4 to 6": 8, 6), times twelve
    /// before "dozen"; "a dozen" is 12.
    public static func count(in text: String) -> Int? {
        let decoded = HTMLText.decodeEntitiesFully(text).lowercased()
        var index = decoded.startIndex
        var sizeGoesOn = false
        while index < decoded.endIndex {
            guard decoded[index].isASCII, decoded[index].isNumber else {
                index = decoded.index(after: index)
                continue
            }
            let end = decoded[index...].firstIndex { !($0.isASCII && $0.isNumber) } ?? decoded.endIndex
            let digits = decoded[index..<end]
            let following = decoded[end...].drop { $0 == " " || $0 == "-" }
            let word = following.prefix { $0.isLetter }
            // "9x13", "9 x 13": both numbers are the pan.
            let times = following.first.map { $0 == "x" || $0 == "×" } == true && !(following.dropFirst().first?.isLetter ?? false)
            let isSize = sizeGoesOn || times || following.first.map { "\"″'".contains($0) } == true
                || ["inch", "inches", "in", "cm", "mm"].contains(String(word))
            sizeGoesOn = times
            index = end
            guard !isSize, let number = Int(digits.prefix(9)), number > 0 else { continue }
            // "4-6", "12 to 16 pieces", "4–6": the range's top. A spaced
            // hyphen ("2 - 4") keeps the first, as recipe-scrapers reads it
            // (the pages' expected answers do); an en dash, a range's own
            // mark, is a range to any reader (no page there has one).
            if let range = decoded[end...].prefixMatch(of: Self.rangeTop), let top = Int(range.output.1.prefix(9)).map({ max($0, number) }) {
                let unit = decoded[range.range.upperBound...].drop { $0 == " " }.prefix { $0.isLetter }
                return unit == "dozen" ? top * 12 : top
            }
            return word == "dozen" ? number * 12 : number
        }
        return spelled(in: decoded)
    }

    /// A yield in words ("Serves four", "makes two dozen", "twenty-four
    /// cookies"), when no figure is given.
    static func spelled(in text: String) -> Int? {
        let words = text.split(whereSeparator: { !$0.isLetter }).map(String.init)
        for (index, word) in words.enumerated() {
            guard var value = NumberWords.units[word] ?? NumberWords.tens[word], value > 0 else { continue }
            var after = index + 1
            if NumberWords.tens[word] != nil, after < words.count, let unit = NumberWords.units[words[after]], (1...9).contains(unit) {
                value += unit
                after += 1
            }
            return after < words.count && words[after] == "dozen" ? value * 12 : value
        }
        return words.contains("dozen") ? 12 : nil
    }

    /// After a range's first number, "-8" or " to 8" (recipe-scrapers'
    /// `\d+(\s+to\s+|-)\d+`), or "–8" with an en dash: the top.
    nonisolated(unsafe) private static let rangeTop = #/(?:-|\s*\u{2013}\s*|\s+to\s+)([0-9]+)/#

    /// Things recipes yield, singular and plural, from recipe-scrapers'
    /// RECIPE_YIELD_TYPES, plus the abbreviations it accepts after a number.
    static let yieldWords: Set<String> = {
        let pairs = [
            "appetizer appetizers", "bar bars", "batch batches", "bowl bowls", "bun buns", "cake cakes", "cookie cookies",
            "cup cups", "cupcake cupcakes", "dozen", "gallon gallons", "gram grams", "kilogram kilograms", "item items",
            "layer layers", "liter liters", "loaf loaves", "milliliter milliliters", "muffin muffins", "ounce ounces",
            "pancake pancakes", "patty patties", "piece pieces", "pie pies", "pint pints", "pound pounds",
            "sandwich sandwiches", "scone scones", "scoop scoops", "slice slices", "taquito tacquitos", "brownie brownies",
            "blondie blondies", "churro churros", "crepe crepes", "croissant croissants", "donut donuts", "fritter fritters",
            "naan", "pierogi pierogies", "pizzelle pizzelles", "tart tarts", "turnover turnovers", "burrito burritos",
            "quesadilla quesadillas", "gordita gorditas", "falafel", "wrap wraps", "skewer skewers", "jar jars",
            "square squares", "roll rolls",
        ]
        return Set(pairs.flatMap { $0.split(separator: " ").map(String.init) })
    }()

    static let abbreviations: Set<String> = ["kg", "lbs", "lb", "oz", "ml", "g"]

    /// True when the text says what it yields: "4 bowls", "2 pies", "500 g".
    static func namesAYield(_ text: String) -> Bool {
        let words = text.lowercased().split(whereSeparator: { !$0.isLetter })
        if words.contains(where: { yieldWords.contains(String($0)) }) { return true }
        // "500g" or "2 lb": an abbreviation right after the first number.
        var afterNumber = false
        var unit = ""
        for character in text.lowercased() {
            if character.isNumber || character == "." {
                if !unit.isEmpty { break }
                afterNumber = true
            } else if afterNumber, character.isLetter {
                unit.append(character)
            } else if afterNumber, !unit.isEmpty || character != " " {
                break
            }
        }
        return abbreviations.contains(unit)
    }
}

import Foundation

/// Scales the weights and volumes written inside free text, such as an
/// ingredient's note ("1 stick butter, 113 g, softened"): a cook who weighs
/// must read the weight for the servings being cooked.
enum ScaledText {
    static func all(_ text: String, by factor: Double) -> String {
        guard abs(factor - 1) > 1e-9 else { return text }
        var result = ""
        var rest = Substring(text)
        while let match = rest.firstMatch(of: measure) {
            result += rest[..<match.range.lowerBound]
            let number = String(match.output.1).replacingOccurrences(of: ",", with: ".")
            if let value = Double(number), let unit = CookingUnit.lookup(String(match.output.2)), unit.kind != .count {
                result += measure(value, unit, scaledBy: factor)
            } else {
                result += rest[match.range]
            }
            rest = rest[match.range.upperBound...]
        }
        return result + rest
    }

    /// "225 g" for 5 of 8 servings: "140 g", in the unit a kitchen uses.
    private static func measure(_ value: Double, _ unit: CookingUnit?, scaledBy factor: Double) -> String {
        let measuring = Ingredient(text: "", amount: .exact(value), unit: unit, name: "")
        return measuring.quantityText(measuring.measured(factor))
    }

    /// "400 g, drained" -> "400 g each, drained": the size of one of several packs.
    static func markingEach(_ text: String) -> String {
        guard let match = text.firstMatch(of: measure) else { return text }
        return String(text[..<match.range.upperBound]) + " each" + text[match.range.upperBound...]
    }

    /// A figure and a unit word: "113 g", "1.5 kg", "200ml", "8 oz".
    nonisolated(unsafe) private static let measure = #/(\d+(?:[.,]\d+)?)\s?(kg|g|mg|ml|l|oz|lb|lbs|tbsp|tsp|cups?|grams?|kilograms?|millilitres?|milliliters?|litres?|liters?|ounces?|pounds?)\b/#

    /// Scales the amounts a step gives for the recipe's own ingredients
    /// ("the 225 g of sugar", "crack in the 4 eggs"), leaving alone the
    /// ones that are not food ("a 900 g (2 lb) loaf tin", "4 small wells").
    static func step(_ text: String, ingredients: [Ingredient], by factor: Double) -> String {
        guard abs(factor - 1) > 1e-9 else { return text }
        let names = Set(ingredients.flatMap { Words.stems($0.name) }.filter { $0.count > 2 && !CommandGrammar.vagueWords.contains($0) })
        var result = ""
        var rest = Substring(text)
        while let match = rest.firstMatch(of: amount) {
            let before = rest[..<match.range.lowerBound]
            let after = rest[match.range.upperBound...]
            result += before
            // Part of a fraction, a range, a temperature or a percentage: not an amount of food.
            let joined = before.last.map { "./-".contains($0) } == true || after.first.map { "/%°-".contains($0) } == true
            // What the amount is of: the words after it, past "(8 oz)", "of" and "the".
            var tail = after
            if let paren = tail.firstMatch(of: parenthetical), paren.range.lowerBound == tail.startIndex { tail = tail[paren.range.upperBound...] }
            let following = Words.stems(String(tail.prefix(40))).drop { ["of", "the"].contains($0) }.prefix(3)
            let value = Double(String(match.output.1).replacingOccurrences(of: ",", with: "."))
            let unitWord = match.output.2.map(String.init)
            let unit = unitWord.flatMap { CookingUnit.lookup($0) }
            let countsFood = unitWord == nil && following.first.map { names.contains($0) } == true
            let measuresFood = unit.map { $0.kind != .count } == true && following.contains(where: names.contains)
            guard !joined, let value, countsFood || measuresFood else {
                result += rest[match.range]
                rest = after
                continue
            }
            result += measure(value, unit, scaledBy: factor)
            rest = after
            // "(8 oz)" right after a scaled weight is the same amount.
            if let paren = rest.firstMatch(of: parenthetical), paren.range.lowerBound == rest.startIndex {
                result += " (" + all(String(paren.output.1), by: factor) + ")"
                rest = rest[paren.range.upperBound...]
            }
        }
        return result + rest
    }

    /// A whole or decimal figure, optionally followed by a unit word.
    nonisolated(unsafe) private static let amount = #/\b(\d+(?:[.,]\d+)?)(?:\s?(kg|g|ml|l|oz|lb|lbs|tbsp|tbsps|tsp|tsps|tablespoons?|teaspoons?|cups?|grams?|kilograms?|millilitres?|milliliters?|litres?|liters?|ounces?|pounds?)\b)?/#
    nonisolated(unsafe) private static let parenthetical = #/\s?\(([^)]{1,20})\)/#
}

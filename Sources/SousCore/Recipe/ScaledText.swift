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
                let scaled = Ingredient(text: "", amount: .exact(value), unit: unit, name: "").measured(factor)
                result += Ingredient(text: "", amount: nil, unit: unit, name: "").quantityText(scaled)
            } else {
                result += rest[match.range]
            }
            rest = rest[match.range.upperBound...]
        }
        return result + rest
    }

    /// A figure and a unit word: "113 g", "1.5 kg", "200ml", "8 oz".
    nonisolated(unsafe) private static let measure = #/(\d+(?:[.,]\d+)?)\s?(kg|g|mg|ml|l|oz|lb|lbs|tbsp|tsp|cups?|grams?|kilograms?|millilitres?|milliliters?|litres?|liters?|ounces?|pounds?)\b/#
}

import Foundation

/// Finds where a step says how hot: "200°C", "350 degrees F", "gas mark 6",
/// or failing that a heat level ("over medium-high heat").
public enum HeatMention {
    public enum Kind: Sendable {
        /// Degrees in a sentence about the oven ("Heat the oven to 200°C").
        case oven
        case degrees
        case level
    }

    /// The first sentence of `text` that names a temperature of this kind.
    public static func sentence(in text: String, kind: Kind) -> String? {
        SpokenText.sentences(text).first { sentence in
            func has(_ pattern: String) -> Bool { sentence.range(of: pattern, options: [.regularExpression, .caseInsensitive]) != nil }
            switch kind {
            case .oven: return has(degrees) && has(oven) && !has(food)
            case .degrees: return has(degrees)
            case .level: return has(level)
            }
        }
    }

    private static let degrees = #"\d\s*(°|º|˚|℉|℃|degrees?\b|deg\b)|\d\s?[CF]\b|gas( mark)? \d"#
    private static let oven = #"\b(oven|bake|baking|roast|preheat|pre-heat|gas)\b"#
    /// How hot the food must get, not the oven: "until the thigh reaches 75°C".
    private static let food = #"\b(reach|reaches|internal|thermometer|core|thickest)\b"#
    private static let level = #"\b(low|medium|moderate|high|medium[- ]high|medium[- ]low)\b[- ](heat|flame|oven)|\b(simmer|boil)\b"#
}

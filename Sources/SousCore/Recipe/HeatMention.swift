import Foundation

/// Finds where a step says how hot: "200°C", "350 degrees F", "gas mark 6",
/// or failing that a heat level ("over medium-high heat").
public enum HeatMention {
    public enum Kind: Sendable { case degrees, level }

    /// The first sentence of `text` that names a temperature of this kind.
    public static func sentence(in text: String, kind: Kind) -> String? {
        let pattern = kind == .degrees ? degrees : level
        return SpokenText.sentences(text).first { sentence in
            sentence.range(of: pattern, options: [.regularExpression, .caseInsensitive]) != nil
        }
    }

    private static let degrees = #"\d\s*(°|º|˚|degrees?\b|deg\b)|\d\s?[CF]\b|gas( mark)? \d"#
    private static let level = #"\b(low|medium|moderate|high|medium[- ]high|medium[- ]low)\b[- ](heat|flame|oven)|\b(simmer|boil)\b"#
}

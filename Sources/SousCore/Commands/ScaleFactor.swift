/// "make it 1.5 times", "1.5x", "one and a half times the recipe", "twice
/// as much": servings by a factor, which a phrase's whole-number slot cannot
/// hold (it read "1.5 times" as 1 serving).
enum ScaleFactor {
    /// The intent of words that scale by a factor, or nil. "The recipe" is
    /// the recipe's own servings, unless said "again".
    static func intent(_ words: [String]) -> Intent? {
        let text = words.joined(separator: " ")
        guard let match = text.wholeMatch(of: phrase) else { return nil }
        let factor: Double
        if let number = match.output.2 {
            guard let value = Double(number), value.isFinite else { return nil }
            factor = value + (match.output.3 == nil ? 0 : 0.5)
        } else {
            // "half" alone is no command; "make it half", "half as much" are.
            guard match.output.5 != nil || ["make", "cook", "scale", "do", "multiply", "increase"].contains(words.first ?? "") else { return nil }
            factor = match.output.4 == "half" ? 0.5 : 2
        }
        guard factor > 0 else { return nil }
        let ofRecipe = (match.output.1?.contains("recipe") == true || match.output.5?.contains("recipe") == true) && match.output.6 == nil
        return ofRecipe ? .scaleBy(factor) : .scaleServings(factor)
    }

    nonisolated(unsafe) private static let phrase =
        #/(?:(?:make|cook|scale|do|multiply|increase)( it| this| the recipe| everything| the amounts| the quantities)?(?: by)? )?(?:(\d+(?:\.\d+)?)( and a half)? (?:times|x)|(twice|double|half))(?: (as much|the recipe|the amounts|the quantities|the amount|the size|over|as big))?( again)?/#
}

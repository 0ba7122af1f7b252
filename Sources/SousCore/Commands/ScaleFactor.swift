/// "make it 1.5 times", "1.5x", "times 3", "one and a half times the
/// recipe", "twice as much": servings by a factor, which a phrase's whole-number slot cannot
/// hold (it read "1.5 times" as 1 serving).
enum ScaleFactor {
    /// The intent of words that scale by a factor, or nil. "The recipe" is
    /// the recipe's own servings, unless said "again".
    static func intent(_ words: [String]) -> Intent? {
        // "times 3", "x2": the factor said after its sign.
        let text = words.joined(separator: " ")
            .replacing(#/\bx(\d+(?:\.\d+)?)$/#) { "\($0.output.1) x" }
            .replacing(#/\b(?:times|x) (\d+(?:\.\d+)?)$/#) { "\($0.output.1) times" }
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
        // "1.5x", "make it 3 times" are the recipe's servings by that, as
        // "double the recipe" is, so "1.5x" then "make it 1.5 times" stays
        // 1.5 times the recipe; "twice as much", "double it", "3 times
        // as much" and anything "again" scale what is set.
        let relative = ["as much", "as big", "over"].contains(match.output.5.map(String.init) ?? "")
        let ofRecipe = match.output.6 == nil
            && (match.output.1?.contains("recipe") == true || match.output.5?.contains("recipe") == true || match.output.2 != nil && !relative)
        return ofRecipe ? .scaleBy(factor) : .scaleServings(factor)
    }

    nonisolated(unsafe) private static let phrase =
        #/(?:(?:make|cook|scale|do|multiply|increase)( it| this| the recipe| everything| the amounts| the quantities)?(?: by)? )?(?:(\d+(?:\.\d+)?)( and a half)? (?:times|x)|(twice|double|half))(?: (as much|the recipe|the amounts|the quantities|the amount|the size|over|as big))?( again)?/#
}

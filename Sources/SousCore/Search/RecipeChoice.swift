extension RecipeSearch {
    /// The recipe an answer to "Which one: Creamy Mashed Potatoes or Crispy
    /// Roast Potatoes?" picks, of those offered (in the order they were
    /// named): a title or words of one title ("mashed", "the mashed ones",
    /// "the mashed potatoes"), or its place ("the first one", "the 2nd
    /// one", "the last one"). Nil when the words fit none of them, or
    /// several: asking again beats opening the wrong dish.
    public static func chosen(_ answer: String, among offered: [Recipe]) -> Recipe? {
        guard !offered.isEmpty else { return nil }
        let words = CommandParser.normalizedWords(answer).filter { !answerFillers.contains($0) }
        guard !words.isEmpty else { return nil }
        // Only the first six are named in the question.
        let named = Array(offered.prefix(6))
        if words.count == 1 {
            if words[0] == "last" { return named.last }
            if let place = NumberWords.ordinal(words[0]), place >= 1, place <= named.count { return named[place - 1] }
        }
        // Every word said is a word of one title ("potatoes" is of both: asked again).
        let wanted = Set(Words.stems(words.joined(separator: " ")))
        let fitting = offered.filter { wanted.isSubset(of: Set(Words.stems($0.title))) }
        if fitting.count == 1 { return fitting[0] }
        if case .one(let recipe) = RecipeSearch(offered).match(answer) { return recipe }
        return nil
    }

    /// Words around the answer that name no recipe: "the mashed ones please".
    private static let answerFillers: Set<String> = [
        "the", "one", "ones", "1", "please", "that", "those", "this", "ok", "okay", "recipe", "dish", "um", "uh", "er",
        "i", "mean", "meant",
    ]
}

import Foundation

/// Search over a recipe collection by title, tag, ingredient and step, forgiving
/// case, plurals, one typo per word and a thing's other name ("shrimp" finds
/// the prawns), most relevant first: see `SearchIndex.match`.
///
/// Built once per collection: every recipe's words are stemmed up front
/// into a vocabulary of numbered words with posting lists, so a query costs
/// a scan of the vocabulary for typos and a walk of a few posting lists,
/// never a pass over every recipe. Results are ordered by integer keys
/// computed here (title order is ranked once), because comparing titles
/// during each query dominated with ten thousand recipes.
public struct RecipeSearch: Sendable {
    public struct Hit: Hashable, Sendable {
        public var recipe: Recipe
        public var score: Double
    }

    public let recipes: [Recipe]
    private let index: SearchIndex

    public init(_ recipes: [Recipe]) {
        self.recipes = recipes
        self.index = SearchIndex(recipes)
    }

    private static let ignoredInQueries: Set<String> = ["and", "with", "the", "a", "of", "recipe", "recipes"]

    /// Recipes matching every word of `text` (all recipes when empty), after
    /// the filter, in the filter's order. A word only the steps mention
    /// ("grill", "slow cooker") counts least.
    public func search(_ text: String, filter: RecipeFilter = RecipeFilter()) -> [Hit] {
        search(text, filter: filter, readingSteps: true)
    }

    /// Without `readingSteps` for naming a recipe: a word only its method
    /// mentions ("plan remove oven") names no dish.
    private func search(_ text: String, filter: RecipeFilter, readingSteps: Bool) -> [Hit] {
        let queryWords = SearchIndex.queryTerms(text).filter { !Self.ignoredInQueries.contains($0) }
        var candidates: [Int32]
        var scores: [Double]
        if queryWords.isEmpty {
            candidates = Array(0..<Int32(recipes.count))
            scores = [Double](repeating: 0, count: recipes.count)
        } else {
            guard let matched = index.match(queryWords, readingSteps: readingSteps) else { return [] }
            (candidates, scores) = matched
        }
        var hits: [(index: Int32, score: Double)] = []
        hits.reserveCapacity(candidates.count)
        let filtering = filter.tags.isEmpty && filter.diets.isEmpty && filter.without.isEmpty
            && filter.dislikes.isEmpty && filter.maxMinutes == nil
        for (position, candidate) in candidates.enumerated() where filtering || passes(Int(candidate), filter) {
            hits.append((candidate, scores[position]))
        }
        let rank = index.titleRank
        switch filter.sort {
        case .relevance:
            hits.sort { $0.score != $1.score ? $0.score > $1.score : rank[Int($0.index)] < rank[Int($1.index)] }
        case .time, .slowest:
            let slowest = filter.sort == .slowest
            hits.sort { a, b in
                // 0 is an unknown time: last either way, never the quickest.
                let x = recipes[Int(a.index)].minutes, y = recipes[Int(b.index)].minutes
                if (x == 0) != (y == 0) { return y == 0 }
                if x != y { return slowest ? x > y : x < y }
                return rank[Int(a.index)] < rank[Int(b.index)]
            }
        case .title:
            hits.sort { rank[Int($0.index)] < rank[Int($1.index)] }
        }
        return hits.map { Hit(recipe: recipes[Int($0.index)], score: $0.score) }
    }

    private func passes(_ position: Int, _ filter: RecipeFilter) -> Bool {
        let recipe = recipes[position]
        let tags = Set(recipe.tags.map { $0.lowercased() })
        for tag in filter.tags where !tags.contains(tag.lowercased()) { return false }
        let diets = filter.diets.isEmpty ? [] : Diets.of(recipe)
        for diet in filter.diets where !diets.contains(diet.lowercased()) { return false }
        if !filter.without.isEmpty {
            let allergens = Set(Allergens.of(recipe))
            for avoided in filter.without {
                if let allergen = Allergens.category(avoided) {
                    if allergens.contains(allergen) { return false }
                } else if uses(position, avoided) {
                    // Not an allergen Sous knows ("mushrooms"): left out like a dislike.
                    return false
                }
            }
        }
        for disliked in filter.dislikes where ShoppingNames.uses(disliked, in: index.ingredientWords(of: position)) { return false }
        // A recipe that does not say how long it takes is not "ready within 10 minutes".
        if let limit = filter.maxMinutes, recipe.minutes > limit || recipe.minutes == 0 { return false }
        return true
    }

    /// Whether any of the recipe's ingredients has all these words.
    private func uses(_ position: Int, _ ingredient: String) -> Bool {
        let wanted = Set(Words.stems(ingredient))
        return !wanted.isEmpty && index.ingredientWords(of: position).contains { wanted.isSubset(of: $0) }
    }

    /// Finds one recipe by id or by a loosely typed title ("garlic chicken").
    /// What a name given on the command line means.
    public enum Match: Equatable, Sendable {
        /// An id, a title, or words that fit one title only.
        case one(Recipe)
        /// Words that fit several titles ("soup"), or only what a loose
        /// search suggests ("chiken", "fresh-tomato"): the cook says which.
        case several([Recipe])
        case none
    }

    /// For commands that must not guess: planning the wrong dish because a
    /// word was mistyped is worse than being asked.
    public func match(_ idOrTitle: String) -> Match {
        if let exact = recipes.first(where: { $0.id == idOrTitle }) { return .one(exact) }
        let lowered = idOrTitle.lowercased()
        // A cook's own "Banana Bread" beside the bundled one: both are asked about.
        let titled = recipes.filter { $0.title.lowercased() == lowered || $0.id == lowered }
        if titled.count == 1 { return .one(titled[0]) }
        if titled.count > 1 { return .several(titled) }
        let fitting = index.titles(matching: SearchIndex.queryTerms(idOrTitle.replacingOccurrences(of: "-", with: " ")))
        if fitting.count == 1 { return .one(recipes[fitting[0]]) }
        if !fitting.isEmpty { return .several(fitting.map { recipes[$0] }) }
        let found = search(idOrTitle, filter: RecipeFilter(), readingSteps: false).prefix(6).map(\.recipe)
        return found.isEmpty ? .none : .several(Array(found))
    }

    /// "a (A), b (B) ... and 3 more": candidates for a message, the first six.
    /// `origin` tells apart recipes of one title ("bundled", "from the
    /// recipe feed"), said only where a title repeats.
    public static func candidates(_ recipes: [Recipe], origin: (Recipe) -> String? = { _ in nil }) -> String {
        let repeated = repeatedTitles(recipes)
        let named = recipes.prefix(6).map { recipe in
            let from = repeated.contains(recipe.title.lowercased()) ? origin(recipe).map { ", \($0)" } ?? "" : ""
            return "\(recipe.id) (\(recipe.title)\(from))"
        }.joined(separator: ", ")
        return recipes.count > 6 ? "\(named) and \(recipes.count - 6) more" : named
    }

    /// The titles (lower-cased) more than one of `recipes` has.
    public static func repeatedTitles(_ recipes: [Recipe]) -> Set<String> {
        var seen = Set<String>(), repeated = Set<String>()
        for recipe in recipes where !seen.insert(recipe.title.lowercased()).inserted { repeated.insert(recipe.title.lowercased()) }
        return repeated
    }

    public func resolve(_ idOrTitle: String) -> Recipe? {
        if let exact = recipes.first(where: { $0.id == idOrTitle }) { return exact }
        let lowered = idOrTitle.lowercased()
        if let titled = recipes.first(where: { $0.title.lowercased() == lowered || $0.id == lowered }) { return titled }
        if let best = index.fewestWordTitle(matching: SearchIndex.queryTerms(idOrTitle)) { return recipes[best] }
        return search(idOrTitle, filter: RecipeFilter(), readingSteps: false).first?.recipe
    }
}

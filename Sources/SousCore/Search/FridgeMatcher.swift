/// "What can I cook with what's in my fridge?": recipes ranked by how much
/// of what the cook has they use, then by how little is left to buy.
public enum FridgeMatcher {
    public struct Suggestion: Hashable, Sendable {
        public var recipe: Recipe
        /// Ingredients the fridge covers.
        public var used: [Ingredient]
        /// Ingredients still to buy, pantry staples left out.
        public var missing: [Ingredient]
        /// The cook's items the recipe uses, in the order given.
        public var items: [String]
    }

    /// The things a cook typed, however they typed them: `chicken rice
    /// lemon`, `"chicken, rice and a lemon"` (one quoted argument), or
    /// `what can I make with chicken and rice`. Commas, "and", "&" and "+"
    /// separate things; "a", "some", "2" and the question around them go.
    public static func items(_ arguments: [String]) -> [String] {
        let joined = arguments.joined(separator: " ")
        let pieces: [String]
        if let question = joined.firstMatch(of: askedWith) {
            pieces = [String(joined[question.range.upperBound...])]
        } else {
            pieces = arguments
        }
        var items: [String] = []
        for piece in pieces {
            for part in piece.split(whereSeparator: { ",;&+/?!\n".contains($0) }) {
                var words: [String] = []
                for word in Words.tokens(String(part)) + ["and"] {
                    guard word == "and" || word == "plus" || word == "or" else { words.append(word); continue }
                    if let item = cleaned(words), !items.contains(item) { items.append(item) }
                    words = []
                }
            }
        }
        return items
    }

    /// "what can I make with", "anything using", "recipes from".
    nonisolated(unsafe) private static let askedWith = #/(?i)^\s*(?:what|which|anything|something|ideas?|recipes?|dishes|meals?)\b.*?\b(?:with|using|from)\s+/#

    /// Counting and filler words before a thing ("a lemon", "2 tins of
    /// tomatoes", "some leftover rice") and words that are only the
    /// question ("what", "I", "make" typed as separate arguments).
    private static let leading: Set<String> = [
        "a", "an", "some", "the", "few", "couple", "of", "my", "half", "leftover", "leftovers", "bit", "little", "lot", "lots",
        "can", "cans", "tin", "tins", "jar", "jars", "bag", "bags", "pack", "packet", "bunch", "handful", "piece", "pieces",
    ]
    private static let question: Set<String> = [
        "what", "which", "can", "could", "should", "i", "we", "you", "make", "cook", "with", "using", "have", "got", "ive", "do",
        "to", "in", "my", "fridge", "the", "left", "over", "is", "there", "for", "dinner", "tonight", "lunch", "something",
    ]

    private static func cleaned(_ words: [String]) -> String? {
        var words = words[...]
        while let first = words.first, leading.contains(first) || first.allSatisfy(\.isNumber) { words = words.dropFirst() }
        guard !words.isEmpty, !words.allSatisfy(question.contains) else { return nil }
        return words.joined(separator: " ")
    }

    /// Recipes using at least one of `items`: those using more of them
    /// first, then fewest missing, then quickest (unknown time last).
    /// What the cupboard holds (`sous pantry`, and the staples unless the
    /// cook lacks them) is never missing. An item of several words that no
    /// ingredient anywhere is named ("chicken rice lemon", typed as one)
    /// is taken as that many items.
    public static func suggest(_ items: [String], from recipes: [Recipe], pantry: PantryContents = PantryContents()) -> [Suggestion] {
        // "egg-free mayonnaise" is no eggs (`NegatedWords`).
        let names = recipes.map { $0.ingredients.map { NegatedWords.reading(SearchIndex.stems($0.name)) } }
        var fridge: [(item: String, words: [String])] = []
        for item in items {
            let words = NegatedWords.reading(SearchIndex.stems(item))
            guard !words.isEmpty else { continue }
            let named = Named(words)
            if words.count > 1, !names.contains(where: { $0.contains { Self.names(words, $0) || Self.names(named.same, Named($0).all) } }) {
                fridge += words.filter { !$0.hasPrefix("free:") && !fridge.map(\.item).contains($0) }.map { ($0, [$0]) }
            } else {
                fridge.append((item, words))
            }
        }
        guard !fridge.isEmpty else { return [] }
        let fridgeNames = fridge.map { Named($0.words) }
        var suggestions: [Suggestion] = []
        for (recipe, have) in zip(recipes, names) {
            var used: [Ingredient] = []
            var missing: [Ingredient] = []
            var usedItems = Set<Int>()
            var missingNames: [[String]] = []
            for (ingredient, words) in zip(recipe.ingredients, have) {
                let name = Named(words)
                let covering = fridge.indices.filter { covers(fridgeNames[$0], name) }
                if !covering.isEmpty {
                    used.append(ingredient)
                    usedItems.formUnion(covering)
                } else if pantry.reason(for: ingredient.name) == nil, !missingNames.contains(words) {
                    missing.append(ingredient)
                    missingNames.append(words)
                }
            }
            if !used.isEmpty {
                suggestions.append(Suggestion(recipe: recipe, used: used, missing: missing, items: usedItems.sorted().map { fridge[$0].item }))
            }
        }
        return suggestions.sorted { a, b in
            if a.items.count != b.items.count { return a.items.count > b.items.count }
            if a.missing.count != b.missing.count { return a.missing.count < b.missing.count }
            let x = a.recipe.minutes, y = b.recipe.minutes
            if (x == 0) != (y == 0) { return y == 0 }
            if x != y { return x < y }
            return a.recipe.title < b.recipe.title
        }
    }

    /// A fridge item covers an ingredient that is that thing: all its
    /// words are in the name ("feta" covers "feta cheese"; "egg" covers
    /// "eggs"; "chicken" covers "chicken thighs"), and the name does not
    /// end in a product of its own made from it ("rice vinegar", "rice
    /// noodles", "chicken stock" are bought, not the rice or chicken the
    /// cook has). The other way round too: "jasmine rice" or "chicken
    /// thighs" in the fridge cover a recipe's plain "rice" or "chicken".
    /// A thing under its British or American name covers it under the
    /// other: "shrimp" the king prawns, "ground beef" the beef mince,
    /// "scallions" the spring onions (`Words.sameThing`). Cilantro is
    /// the leaves, never the ground coriander or its seeds.
    static func covers(_ item: [String], _ ingredient: [String]) -> Bool {
        covers(Named(item), Named(ingredient))
    }

    /// Words under their own names and under the one word for a thing
    /// sold under several.
    struct Named {
        var words: [String]
        /// Each other name replaced by the one word for it: "ground beef" is "beefmince".
        var same: [String]
        /// The words, plus the one word for each name among them:
        /// "king prawns" is also "kingprawn" and "prawn".
        var all: [String]

        init(_ words: [String]) {
            self.words = words
            let forms = words.map(Words.searchForm)
            same = Words.withSameNames(forms)
            // The name's last word is the thing it is ("chilli powder" is no
            // chilli), or the word for a name ending there ("tomato puree").
            let others = Words.otherNameWords(forms)
            let last = others.last(where: { $0.end == forms.count - 1 })?.word ?? forms.last
            all = (forms + others.map(\.word) + forms.compactMap { Words.withSameNames([$0]).first }).filter { $0 != last } + (last.map { [$0] } ?? [])
        }

        /// Whether the words hold a name that has another.
        var renamed: Bool { same != words.map(Words.searchForm) }
        var isCilantro: Bool { same.contains("coriander") && !words.contains("coriander") }
        var isSpice: Bool { words.contains("ground") || words.contains("seed") }
    }

    static func covers(_ item: Named, _ ingredient: Named) -> Bool {
        if names(item.words, ingredient.words) || names(ingredient.words, item.words) { return true }
        if (item.isCilantro && ingredient.isSpice) || (ingredient.isCilantro && item.isSpice) { return false }
        // Only a name that has another is read under it: "tomato" is no tomato puree.
        return (item.renamed && names(item.same, ingredient.all)) || (ingredient.renamed && names(ingredient.same, item.all))
    }

    /// Whether `thing`'s words are all in `name` and `name` is that thing.
    static func names(_ thing: [String], _ name: [String]) -> Bool {
        guard let head = thing.last, let last = name.last,
              thing.allSatisfy({ word in name.contains { Words.similar(word, $0) } }) else { return false }
        return Words.similar(head, last) || !madeFrom.contains(last)
    }

    /// Last words naming another product made from the words before them:
    /// `IngredientMatcher`'s, and those sold as a thing of their own
    /// ("rice paper", "peanut butter", "lemon curd", "tomato puree").
    static let madeFrom: Set<String> = IngredientMatcher.otherProducts.union([
        "paper", "sauce", "puree", "oil", "butter", "curd", "jam", "cake", "cracker", "pudding", "syrup", "ketchup", "powder",
    ])
}

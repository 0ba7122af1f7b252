/// "What can I cook with what's in my fridge?": recipes ranked by how few
/// ingredients the cook would still have to buy.
public enum FridgeMatcher {
    public struct Suggestion: Hashable, Sendable {
        public var recipe: Recipe
        /// Ingredients the fridge covers.
        public var used: [Ingredient]
        /// Ingredients still to buy, pantry staples left out.
        public var missing: [Ingredient]
    }

    /// Recipes using at least one of `items`, fewest missing first, then most used.
    /// What the cupboard holds (`sous pantry`, and the staples unless the
    /// cook lacks them) is never missing.
    public static func suggest(_ items: [String], from recipes: [Recipe], pantry: PantryContents = PantryContents()) -> [Suggestion] {
        let fridge = items.map(Words.stems).filter { !$0.isEmpty }
        guard !fridge.isEmpty else { return [] }
        var suggestions: [Suggestion] = []
        for recipe in recipes {
            var used: [Ingredient] = []
            var missing: [Ingredient] = []
            for ingredient in recipe.ingredients {
                let have = Words.stems(ingredient.name)
                if fridge.contains(where: { covers($0, have) }) {
                    used.append(ingredient)
                } else if pantry.reason(for: ingredient.name) == nil,
                          !missing.contains(where: { Words.stems($0.name) == have }) {
                    missing.append(ingredient)
                }
            }
            if !used.isEmpty { suggestions.append(Suggestion(recipe: recipe, used: used, missing: missing)) }
        }
        return suggestions.sorted { a, b in
            if a.missing.count != b.missing.count { return a.missing.count < b.missing.count }
            if a.used.count != b.used.count { return a.used.count > b.used.count }
            return a.recipe.title < b.recipe.title
        }
    }

    /// A fridge item covers an ingredient when all its words are in the
    /// ingredient's name ("feta" covers "feta cheese"; "egg" covers "eggs").
    static func covers(_ item: [String], _ ingredient: [String]) -> Bool {
        item.allSatisfy { word in ingredient.contains { Words.similar(word, $0) } }
    }
}

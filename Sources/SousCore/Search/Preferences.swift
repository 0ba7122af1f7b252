/// What the cook always wants applied: diets followed, allergens avoided,
/// disliked ingredients left out, a limit on time, and the measures
/// recipes are read in.
public struct Preferences: Hashable, Sendable, Codable {
    public var diets: [String]
    public var allergens: [String]
    public var dislikes: [String]
    public var maxMinutes: Int?
    /// Optional so preferences saved before it read as they were: as written.
    public var units: MeasuringSystem?

    public init(diets: [String] = [], allergens: [String] = [], dislikes: [String] = [], maxMinutes: Int? = nil,
                units: MeasuringSystem? = nil) {
        self.diets = diets
        self.allergens = allergens
        self.dislikes = dislikes
        self.maxMinutes = maxMinutes
        self.units = units
    }

    /// The measures recipes are shown, cooked and shopped for in.
    public var measuring: MeasuringSystem { units ?? .asWritten }

    public var isEmpty: Bool { diets.isEmpty && allergens.isEmpty && dislikes.isEmpty && maxMinutes == nil && measuring == .asWritten }
}

/// A search's filters and order, as given on the command line.
public struct RecipeFilter: Hashable, Sendable {
    public enum Sort: String, Hashable, Sendable, CaseIterable {
        case relevance, time, slowest = "-time", title
    }

    public var tags: [String] = []
    public var diets: [String] = []
    /// Allergens and ingredients to leave out, each word with what it
    /// stands for ("pork": bacon, chorizo, ...; see `AvoidWords`).
    public var without: [String] = []
    public var dislikes: [String] = []
    public var maxMinutes: Int?
    public var sort: Sort = .relevance

    public init(tags: [String] = [], diets: [String] = [], without: [String] = [], dislikes: [String] = [],
                maxMinutes: Int? = nil, sort: Sort = .relevance) {
        self.tags = tags
        self.diets = diets
        self.without = AvoidWords.expanding(without)
        self.dislikes = AvoidWords.expanding(dislikes)
        self.maxMinutes = maxMinutes
        self.sort = sort
    }

    /// Adds the standing preferences to what was asked for this time.
    public func applying(_ preferences: Preferences) -> RecipeFilter {
        var filter = self
        filter.diets = Array(Set(diets + preferences.diets)).sorted()
        filter.without = Array(Set(AvoidWords.expanding(without + preferences.allergens))).sorted()
        filter.dislikes = Array(Set(AvoidWords.expanding(dislikes + preferences.dislikes))).sorted()
        if let limit = preferences.maxMinutes { filter.maxMinutes = min(maxMinutes ?? limit, limit) }
        return filter
    }
}

extension Preferences {
    /// What a recipe holds that the cook avoids: allergens (declared or
    /// read from its ingredients) and other avoided ingredients. Searches
    /// hide such recipes; a recipe picked by name (to cook, plan,
    /// favourite) is still taken, with this said, since an allergy must
    /// never be forgotten silently.
    public func avoided(in recipe: Recipe) -> [String] {
        let allergens = Set(Allergens.of(recipe))
        var found: [String] = []
        for avoided in self.allergens {
            let hit: String?
            if let allergen = Allergens.category(avoided) {
                hit = allergens.contains(allergen) ? allergen : nil
            } else {
                let names = recipe.ingredients.map { Set(Words.stems($0.name)) }
                hit = AvoidWords.meaning(avoided).contains { word in
                    let wanted = Set(Words.stems(word))
                    return !wanted.isEmpty && names.contains { wanted.isSubset(of: $0) }
                } ? avoided : nil
            }
            if let hit, !found.contains(hit) { found.append(hit) }
        }
        return found
    }

    /// Why the cook cannot have a food so named, in their words: "has nuts,
    /// which you avoid", "is not vegan"; nil when they can (or Sous cannot
    /// tell). A substitute offered must never be one of these.
    public func forbids(_ name: String) -> String? {
        let food = Recipe(id: "", title: name, minutes: 0, servings: 1, ingredients: [Ingredient(parsing: name)], steps: [])
        if let hit = avoided(in: food).first { return "has \(hit), which you avoid" }
        return diets.first { Diets.excludes($0, name) }.map { "is not \($0.lowercased())" }
    }

    /// "Note: Peanut Sesame Noodles contains peanuts, which you avoid."
    public func avoidanceNote(for recipe: Recipe) -> String? {
        let found = avoided(in: recipe)
        guard !found.isEmpty else { return nil }
        return "Note: \(recipe.title) contains \(ShoppingList.spokenList(found)), which you avoid."
    }
}

extension Preferences {
    /// Why these preferences hide a recipe, in the cook's words: "not
    /// vegetarian", "contains peanuts", "uses coriander", "takes 75 min".
    /// Empty when they do not. A hidden recipe the cook went looking for
    /// deserves its reason, not a bare count.
    public func whyHidden(_ recipe: Recipe) -> [String] {
        var reasons: [String] = []
        let diets = Diets.of(recipe)
        for diet in self.diets where !diets.contains(diet.lowercased()) { reasons.append("not \(diet.lowercased())") }
        reasons += avoided(in: recipe).map { "contains \($0)" }
        let names = recipe.ingredients.map { Set(Words.stems($0.name)) }
        for disliked in dislikes where AvoidWords.meaning(disliked).contains(where: { ShoppingNames.uses($0, in: names) }) {
            reasons.append("uses \(disliked)")
        }
        if let limit = maxMinutes {
            if recipe.minutes == 0 { reasons.append("time unknown") } else if recipe.minutes > limit { reasons.append("takes \(recipe.minutes) min") }
        }
        return reasons
    }
}

extension Preferences {
    /// A recipe these preferences hide, with why.
    public struct Hidden: Hashable, Sendable {
        public var recipe: Recipe
        public var reasons: [String]

        public init(recipe: Recipe, reasons: [String]) {
            self.recipe = recipe
            self.reasons = reasons
        }
    }

    /// Splits results the cook did not search locally (a remote search's)
    /// into those kept, in their order, and those hidden with the reason,
    /// by the same rules `sous search` filters by. A recipe whose time is
    /// unknown is kept under a time limit when `unknownTimePasses`:
    /// Spoonacular's fridge search never says how long its recipes take.
    public func sift(_ recipes: [Recipe], unknownTimePasses: Bool = false) -> (kept: [Recipe], hidden: [Hidden]) {
        var kept: [Recipe] = []
        var hidden: [Hidden] = []
        for recipe in recipes {
            var judge = self
            if unknownTimePasses, recipe.minutes == 0 { judge.maxMinutes = nil }
            let reasons = judge.whyHidden(recipe)
            if reasons.isEmpty { kept.append(recipe) } else { hidden.append(Hidden(recipe: recipe, reasons: reasons)) }
        }
        return (kept, hidden)
    }
}

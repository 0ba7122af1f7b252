/// A recipe in the meal plan, for a number of servings (or of what it
/// makes: cooking half a loaf, "what do I need to buy" is for 0.5).
public struct PlannedRecipe: Hashable, Sendable {
    public var recipe: Recipe
    public var servings: Double
    /// The day it is planned for ("Monday"), nil for any day.
    public var day: String?

    public init(recipe: Recipe, servings: Double, day: String? = nil) {
        self.recipe = recipe
        self.servings = servings
        self.day = day
    }

    public init(recipe: Recipe, servings: Int, day: String? = nil) {
        self.init(recipe: recipe, servings: Double(servings), day: day)
    }

    /// How much the recipe's own amounts are multiplied by; at least one
    /// serving, or an eighth of a loaf.
    public var scale: Double { max(servings, recipe.makesParts ? 0.125 : 1) / Double(max(recipe.servings, 1)) }
}

/// What the cook already has at home.
public struct PantryContents: Hashable, Sendable {
    /// Things in the cupboard: "rice", "plain flour".
    public var have: [String]
    /// Staples the cook does not keep, so they are bought like anything else.
    public var lacking: [String]

    public init(have: [String] = [], lacking: [String] = []) {
        self.have = have
        self.lacking = lacking
    }

    /// The form two names are compared in: "Basmati Rice" and "basmati
    /// rice" are the same thing.
    public static func key(for name: String) -> String { ShoppingNames.key(name) }

    /// Why an item is left off the list, or nil when it must be bought.
    /// Names are compared as the list merges them (case and plurals
    /// ignored), or as the same thing in a named form ("rice" is the
    /// basmati, "cinnamon" the ground), never by loose similarity:
    /// "pepper" in the cupboard must not hide the bell peppers.
    public func reason(for name: String) -> LeftOutItem.Reason? {
        let key = ShoppingNames.key(name)
        if have.contains(where: { ShoppingNames.key($0) == key || ShoppingNames.covers($0, name) }) { return .pantry }
        if PantryStaples.contains(name), !lacking.contains(where: { Self.names(name, $0) }) { return .staple }
        return nil
    }

    /// "salt and pepper" when the cook is out of salt only: the salt to buy,
    /// the pepper left at home (the list printed "salt and pepper (to
    /// taste)" beside the salt, as if the pepper had run out too).
    func bought(_ ingredient: Ingredient) -> [Ingredient] {
        guard !lacking.isEmpty, ingredient.name.lowercased().contains(" and "), PantryStaples.contains(ingredient.name) else { return [ingredient] }
        let parts = ingredient.name.components(separatedBy: " and ").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let out = parts.filter { part in lacking.contains { Self.names(part, $0) } }
        guard parts.count > 1, !out.isEmpty, out.count < parts.count else { return [ingredient] }
        return out.map { part in
            Ingredient(text: ingredient.text.replacingOccurrences(of: ingredient.name, with: part), amount: ingredient.amount,
                       unit: ingredient.unit, name: part, note: ingredient.note, section: ingredient.section)
        }
    }

    /// Whether running out of `lacking` means `staple` must be bought: out
    /// of "oil" is out of olive oil and the "aceite de oliva", out of
    /// "pepper" out of black pepper.
    /// Only staples are matched so loosely; they are a short, known list.
    static func names(_ staple: String, _ lacking: String) -> Bool {
        let wanted = Set(Words.stems(lacking))
        return !wanted.isEmpty && wanted.isSubset(of: Set(PantryStaples.englishStems(staple)))
    }
}

/// The meal plan's ingredients merged into one list, grouped by aisle.
///
/// Pure: the plan and the pantry go in, the list comes out; reading the
/// database and printing happen at the edge.
public struct ShoppingList: Hashable, Sendable {
    public struct Section: Hashable, Sendable {
        public var aisle: Aisle
        public var items: [ShoppingItem]
    }

    /// Aisles in shop order, only those with something to buy.
    public var sections: [Section]
    /// Needed, but already at home.
    public var leftOut: [LeftOutItem]
    public var plan: [PlannedRecipe]
    /// Planned recipe ids no longer in the library: said on every form of
    /// the list, so the cook at the shop knows which meals it does not cover.
    public var missing: [String] = []
    /// The titles the plan kept for the missing ids, by id: the list names
    /// "Pancakes (pancakes-2)", not the bare id.
    public var missingTitles: [String: String] = [:]

    public var items: [ShoppingItem] { sections.flatMap(\.items) }
    public var isEmpty: Bool { sections.isEmpty }

    /// `units`: the measures the plan's recipes were converted to; in US
    /// measures butter is bought in sticks, however the recipes measure it.
    public init(plan: [PlannedRecipe], pantry: PantryContents = PantryContents(), units: MeasuringSystem = .asWritten) {
        struct Entry {
            var spellings: [String] = []
            var total = QuantityTotal()
            var recipes: [String] = []
            var reason: LeftOutItem.Reason?
            var canned = false
        }
        var entries: [String: Entry] = [:]
        var order: [String] = []
        let label = Self.labels(plan)
        // Each line re-read once (the parser is the costly part).
        let reread = plan.map { $0.recipe.ingredients.map(\.reread) }
        let plainKeys = Set(reread.joined().map { ShoppingNames.key(ShoppingNames.normalise($0).name) })
        for (planned, lines) in zip(plan, reread) {
            // Yolks and whites come from eggs: a recipe wanting 3 yolks and
            // 3 whites needs 3 eggs, bought beside its whole ones.
            var ingredients = lines.flatMap(pantry.bought).filter { !ShoppingNames.eggPart($0.name) || $0.amount == nil || $0.unit != nil }
            let parts = lines.filter { ShoppingNames.eggPart($0.name) && $0.amount != nil && $0.unit == nil }
            if let most = parts.compactMap({ $0.amount?.upper }).max() {
                ingredients.append(Ingredient(text: "\(most) eggs", amount: .exact(most), unit: nil, name: "eggs", note: nil))
            }
            for ingredient in ingredients {
                var (name, unit) = ShoppingNames.normalise(ingredient)
                if let fuller = ShoppingNames.namedByNote(ingredient, name, among: plainKeys) { name = fuller }
                if let chosen = ShoppingNames.chosenAlternative(name, among: plainKeys) { name = chosen }
                if let form = ShoppingNames.boughtForm(name, among: plainKeys) { name = form }
                var key = ShoppingNames.key(name)
                guard !key.isEmpty else { continue }
                // A can of tomatoes is not the fresh tomatoes of another recipe.
                let canned = ShoppingNames.isCanned(name, unit)
                if canned, !key.hasPrefix("can") { key = "canned " + key }
                if entries[key] == nil {
                    order.append(key)
                    entries[key] = Entry(reason: pantry.reason(for: name), canned: canned)
                }
                entries[key]!.spellings.append(name)
                entries[key]!.total.add(ingredient.amount, unit, note: ingredient.note, scale: planned.scale)
                // "plus 1 for the egg wash": bought too, as printed.
                if let extra = ingredient.extra { entries[key]!.total.add(.exact(extra.amount), extra.unit ?? unit, note: nil, scale: 1) }
                if !entries[key]!.recipes.contains(label[planned.recipe.id]!) { entries[key]!.recipes.append(label[planned.recipe.id]!) }
            }
        }
        var byAisle: [Aisle: [ShoppingItem]] = [:]
        var leftOut: [LeftOutItem] = []
        for key in order {
            var entry = entries[key]!
            let cupWeighed = Density.gramsPerCup(key).map { $0 / Density.millilitresPerCup }
            entry.total.weighVolume(gramsPerMillilitre: Density.gramsPerMillilitre(key) ?? cupWeighed,
                                    gramsPerPack: Density.gramsPerPack(key), inSticks: units == .us && Density.isButter(key),
                                    byThePound: units == .us && cupWeighed != nil, metric: units == .metric,
                                    gramsPerMillilitreWeighed: cupWeighed)
            let name = ShoppingNames.display(entry.spellings, count: entry.total.plainCount)
            var item = ShoppingItem(name: name, key: key, aisle: entry.canned ? .pantry : Aisle.of(name), quantities: entry.total.quantities,
                                    unmeasured: entry.total.unmeasured,
                                    recipes: entry.recipes)
            if let reason = entry.reason {
                let needed = reason == .pantry && !item.quantities.isEmpty ? item.line : nil
                leftOut.append(LeftOutItem(name: name, reason: reason, recipes: entry.recipes, needed: needed))
                continue
            }
            item.alsoCalled = ShoppingNames.alsoCalled(entry.spellings, shown: name)
            byAisle[item.aisle, default: []].append(item)
        }
        sections = Aisle.allCases.compactMap { aisle in
            guard let items = byAisle[aisle] else { return nil }
            return Section(aisle: aisle, items: items.sorted { $0.name.lowercased() < $1.name.lowercased() })
        }
        self.leftOut = leftOut
        self.plan = plan
    }
}

extension ShoppingList {
    /// Each planned recipe by its title, or "title (id)" when another planned
    /// recipe has the same title (a bundled Garlic Lemon Chicken and the
    /// feed's): the cook must see which meal needs what.
    static func labels(_ plan: [PlannedRecipe]) -> [String: String] {
        var titles: [String: Set<String>] = [:]
        for planned in plan { titles[planned.recipe.title.lowercased(), default: []].insert(planned.recipe.id) }
        var labels: [String: String] = [:]
        for planned in plan {
            let shared = titles[planned.recipe.title.lowercased()]!.count > 1
            labels[planned.recipe.id] = shared ? "\(planned.recipe.title) (\(planned.recipe.id))" : planned.recipe.title
        }
        return labels
    }
}

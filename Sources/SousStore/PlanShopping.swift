import Foundation
import SousCore

/// The meal plan's shopping list, read from the database: what `sous shop`
/// prints and what Sous says to "what do I need to buy".
public enum PlanShopping {
    public struct Result: Sendable {
        public var list: ShoppingList
        /// Planned ids no longer in the library (a removed bookmark or file).
        public var missing: [String]
    }

    /// The planned recipes by id: from `recipes` (the whole library,
    /// bookmarks included), else the complete copy a remote search or
    /// lookup left in the cache, as `sous show` finds it. A remote recipe
    /// whose bookmark was removed is still in the plan, online or not.
    public static func plannedRecipes(database: Database, recipes: [Recipe]) throws(StoreError) -> [String: Recipe] {
        var byID = Dictionary(recipes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let cache = RemoteRecipeCache(database)
        for entry in try MealPlan(database).entries() where byID[entry.recipeID] == nil {
            if let cached = try cache.entry(entry.recipeID), cached.complete { byID[entry.recipeID] = cached.recipe }
        }
        return byID
    }

    /// The list for the plan in `database`, recipes looked up as
    /// `plannedRecipes` does, in the measures the cook reads
    /// (`sous prefs --units`): a metric cook buys grams of flour, not cups;
    /// `units` (`sous shop --units`) in their place for this once.
    public static func list(database: Database, recipes: [Recipe], units asked: MeasuringSystem? = nil) throws(StoreError) -> Result {
        let units: MeasuringSystem
        if let asked { units = asked } else { units = try PreferenceStore(database).load().measuring }
        let byID = try plannedRecipes(database: database, recipes: recipes).mapValues { $0.converted(to: units) }
        var planned: [PlannedRecipe] = []
        var missing: [String] = []
        var titles: [String: String] = [:]
        for entry in try MealPlan(database).entries() {
            if let recipe = byID[entry.recipeID] {
                planned.append(PlannedRecipe(recipe: recipe, servings: entry.servings, day: entry.day?.title))
            } else if !missing.contains(entry.recipeID) {
                missing.append(entry.recipeID)
            }
            if byID[entry.recipeID] == nil, let title = entry.title { titles[entry.recipeID] = title }
        }
        var list = ShoppingList(plan: planned, pantry: try PantryStore(database).contents(), units: units)
        list.missing = missing
        list.missingTitles = titles
        return Result(list: list, missing: missing)
    }

    /// The spoken answer to "what do I need to buy" for the meal plan:
    /// item names with amounts, staples and the pantry left out. Nil when
    /// nothing is planned, so the voice loop can answer for the recipe
    /// being cooked instead.
    public static func spokenAnswer(database: Database, recipes: [Recipe]) throws(StoreError) -> String? {
        let result = try list(database: database, recipes: recipes)
        guard !result.list.plan.isEmpty || !result.missing.isEmpty else { return nil }
        return result.list.spoken
    }
}

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

    /// The list for the plan in `database`, recipes looked up in `recipes`
    /// (the whole library, bookmarks included).
    public static func list(database: Database, recipes: [Recipe]) throws(StoreError) -> Result {
        let byID = Dictionary(recipes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var planned: [PlannedRecipe] = []
        var missing: [String] = []
        for entry in try MealPlan(database).entries() {
            if let recipe = byID[entry.recipeID] {
                planned.append(PlannedRecipe(recipe: recipe, servings: entry.servings, day: entry.day?.title))
            } else if !missing.contains(entry.recipeID) {
                missing.append(entry.recipeID)
            }
        }
        return Result(list: ShoppingList(plan: planned, pantry: try PantryStore(database).contents()), missing: missing)
    }

    /// The spoken answer to "what do I need to buy" for the meal plan:
    /// item names with amounts, staples and the pantry left out. Nil when
    /// nothing is planned, so the voice loop can answer for the recipe
    /// being cooked instead.
    public static func spokenAnswer(database: Database, recipes: [Recipe]) throws(StoreError) -> String? {
        let result = try list(database: database, recipes: recipes)
        guard !result.list.plan.isEmpty else { return nil }
        return result.list.spoken
    }
}

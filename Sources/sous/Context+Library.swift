import Foundation
import SousCore
import SousRecipes
import SousStore

extension Context {
    /// "Note: … contains peanuts, which you avoid." for a recipe picked by
    /// name, which no search filtered; printed where it is cooked, planned,
    /// favourited or shown.
    func sayAvoidedIngredients(in recipe: Recipe) {
        guard let database = try? readingDatabase(), let preferences = try? PreferenceStore(database).load(),
              let note = preferences.avoidanceNote(for: recipe) else { return }
        Console.out(note)
    }

    /// The cook's standing preferences (`sous prefs`); none when unreadable.
    var savedPreferences: Preferences {
        guard let database = try? readingDatabase(), let preferences = try? PreferenceStore(database).load() else { return Preferences() }
        return preferences
    }

    /// The measures the cook reads recipes in (`sous prefs --units`).
    var savedUnits: MeasuringSystem {
        guard let database = try? readingDatabase(), let preferences = try? PreferenceStore(database).load() else { return .asWritten }
        return preferences.measuring
    }

    /// The servings a recipe is planned for today (or its only plan entry).
    func plannedServings(_ recipe: Recipe) -> PlanEntry? {
        try? MealPlan(database()).plannedServings(recipe.id)
    }

    /// Whether the library's copy of `recipe` is the recipe feed's (no file
    /// of the cook's own overrides it): the feed may drop it any day.
    func comesFromFeed(_ recipe: Recipe) -> Bool {
        guard let database = try? database() else { return false }
        return RecipeLibrary.feedRecipes(in: database).contains(recipe)
    }

    /// Keeps a copy of a feed recipe the cook plans or favourites, as a
    /// planned Spoonacular recipe is kept: the plan, its shopping list and
    /// the favourites still have it when the feed drops it. Says so once.
    func keepFeedCopy(of recipe: Recipe, because reason: String) throws {
        guard comesFromFeed(recipe), try !Bookmarks(database()).contains(recipe.id) else { return }
        try Bookmarks(database()).add(recipe, source: "feed")
        Console.out("Bookmarked \(recipe.title) from the recipe feed, so \(reason) if the feed drops it.")
    }

    /// Spoonacular behind the quota ledger, on this run's database.
    func spoonacular() throws -> SpoonacularSource {
        SpoonacularSource(database: try database(), settings: remoteSettings())
    }

    /// A recipe from the library, or, for a "spoonacular-N" id not in it,
    /// fetched through the quota tracker (the cache first).
    func recipeOrRemote(_ idOrTitle: String) async throws -> (recipe: Recipe, remote: Bool) {
        if let local = try recipes().first(where: { $0.id == idOrTitle }) { return (local, false) }
        if idOrTitle.hasPrefix("spoonacular-") {
            do {
                return (try await spoonacular().recipe(id: idOrTitle), true)
            } catch {
                throw CommandFailure("cannot get \(idOrTitle): \(error)")
            }
        }
        return (try recipe(idOrTitle), false)
    }
}

import Foundation
import SousRecipes
import SousStore
extension SousCommand {
    /// Importing recipes from saved web pages, Cooklang and JSON.
    static let importCommands: [any Subcommand.Type] = [ImportCommand.self, RemoveCommand.self]
}

/// `sous remove`: takes a recipe the cook imported out of their library.
/// Re-importing an edited file adds a numbered copy, so copies pile up;
/// this is how they go, without knowing where the data folder is.
struct RemoveCommand: Subcommand {
    static let name = "remove"
    static let summary = "Remove a recipe you imported (its file in your data folder)."
    static let usage = "sous remove ID|TITLE"
    static let discussion = "Recipes bundled with Sous stay; a bookmark keeps its own copy until 'sous bookmark --remove ID'."

    static func run(_ arguments: ParsedArguments, _ context: Context) async throws -> Int32 {
        guard !arguments.positionals.isEmpty else { throw UsageError("remove needs a recipe ID or title") }
        // Only the exact id or title: a file deleted is gone.
        let recipe = try context.exactRecipe(arguments.positionals.joined(separator: " "))
        let paths = try context.paths()
        // A file copied in by hand may hold the recipe under another name.
        guard let file = RecipeFolder(paths.userRecipes).file(of: recipe.id) else {
            if FileManager.default.fileExists(atPath: paths.recipes.appendingPathComponent("\(recipe.id).json").path) {
                throw CommandFailure("\(recipe.title) (\(recipe.id)) comes with Sous and stays; only recipes you imported can be removed")
            }
            if context.comesFromFeed(recipe) {
                throw CommandFailure("\(recipe.title) (\(recipe.id)) comes from the recipe feed and stays while the feed lists it; only recipes you imported can be removed")
            }
            throw CommandFailure("\(recipe.title) (\(recipe.id)) is a bookmark, not an imported file; 'sous bookmark --remove \(recipe.id)' removes it")
        }
        do {
            try FileManager.default.removeItem(at: file)
        } catch {
            throw CommandFailure("\(file.path): cannot be removed (\(error.localizedDescription))")
        }
        Console.out("Removed \(recipe.title) (\(recipe.id)) from your recipes.")
        let database = try context.database()
        // The plan keeps the title, so it names the meal after (planned before titles were kept, too).
        let days = try MealPlan(database).keepTitle(recipe.id, recipe.title)
        if try Bookmarks(database).contains(recipe.id) {
            Console.out("Its bookmark keeps a copy for cooking offline; 'sous bookmark --remove \(recipe.id)' removes that too.")
        } else {
            let favourite = try Favourites(database).contains(recipe.id)
            var was: [String] = []
            var undo: [String] = []
            if !days.isEmpty {
                let named = days.map { $0?.title ?? "any day" }
                was.append("in your meal plan for " + PlanCommand.listed(named))
                undo.append("'sous plan remove \(recipe.id)'")
            }
            if favourite {
                was.append("a favourite")
                undo.append("'sous unfavorite \(recipe.id)'")
            }
            if !was.isEmpty {
                let those = was.count > 1 ? "both now list it as gone" : days.isEmpty ? "your favourites now list it as gone" : "the plan and the shopping list now name it as gone"
                Console.out("It was \(was.joined(separator: " and ")); \(those) (\(undo.joined(separator: ", "))).")
            }
        }
        // The cook may be in the middle of it: the daemon keeps its copy until
        // it restarts, when the session cannot be resumed.
        if !(try Bookmarks(database).contains(recipe.id)), let saved = try? SessionStore(database).load(), saved.active,
           saved.snapshot.recipeID == recipe.id {
            Console.out("It is being cooked: that session carries on while Sous runs, but cannot be resumed after a restart.")
        }
        return 0
    }
}

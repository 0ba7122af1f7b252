import Foundation
import SousCore
import SousRecipes
import SousStore

struct BookmarkCommand: Subcommand {
    static let name = "bookmark"
    static let summary = "Keep a recipe (remote ones too) whole on this machine, to cook offline."
    static let usage = "sous bookmark ID|TITLE [--remove]"
    static let discussion = """
        A Spoonacular id (spoonacular-716429) is taken from the cache of your searches when there,
        otherwise fetched once through the quota tracker. Bookmarked recipes appear in list, search,
        show and cook like the bundled ones, with or without a network.
        """
    static let options: [OptionSpec] = [.flag("remove", "forget the bookmark")]

    static func run(_ arguments: ParsedArguments, _ context: Context) async throws -> Int32 {
        guard !arguments.positionals.isEmpty else { throw UsageError("bookmark needs a recipe ID or title") }
        let wanted = arguments.positionals.joined(separator: " ")
        let bookmarks = Bookmarks(try context.database())
        if arguments.has("remove") {
            let saved = try bookmarks.all().bookmarks.map(\.recipe)
            let target: Recipe?
            if let exact = saved.first(where: { $0.id == wanted }) {
                target = exact
            } else {
                switch RecipeSearch(saved).match(wanted) {
                case .one(let found): target = found
                case .several(let found):
                    throw CommandFailure("'\(wanted)' could be any of: \(context.candidates(found)); give the id")
                case .none: target = nil
                }
            }
            guard let target, try bookmarks.remove(target.id) else {
                throw CommandFailure("'\(wanted)' is not bookmarked; 'sous bookmarks' lists them")
            }
            Console.out("Removed the bookmark for \(target.title) (\(target.id)).")
            // A remote recipe's other copy is the cache of remote calls, which
            // the plan, 'sous shop', show and cook fall back on.
            let planned = try MealPlan(try context.database()).entries().filter { $0.recipeID == target.id }
            if !planned.isEmpty, target.id.hasPrefix("spoonacular-") {
                if let cached = try RemoteRecipeCache(try context.database()).entry(target.id), cached.complete {
                    Console.out("It is still in your meal plan, from the copy Sous cached when it was fetched ('sous bookmark \(target.id)' keeps it for sure; 'sous plan remove \(target.id)' takes it off the plan).")
                } else {
                    Console.out("It is in your meal plan, but Sous has no other copy: 'sous shop' leaves it out until it is fetched again ('sous show \(target.id)', online).")
                }
            }
            // The bookmark may have been the last copy: its file was removed,
            // or the feed dropped it.
            let paths = try context.paths()
            let files = [paths.userRecipes, paths.recipes].map { $0.appendingPathComponent("\(target.id).json").path }
            if RecipeLibrary.feedRecipes(in: try context.database()).contains(where: { $0.id == target.id }) {
                Console.out("\(target.title) stays in your library from the recipe feed while the feed lists it.")
            } else if !target.id.hasPrefix("spoonacular-"), !files.contains(where: FileManager.default.fileExists) {
                let favourite = try Favourites(try context.database()).all().contains(target.id)
                let where_ = [planned.isEmpty ? nil : "planned for \(planned.map { $0.day?.title ?? "any day" }.joined(separator: ", "))",
                              favourite ? "a favourite" : nil].compactMap { $0 }
                Console.out("It was the only copy of \(target.title): the recipe has left your library"
                            + (where_.isEmpty ? " (import it again to keep it)." : "; it was \(where_.joined(separator: " and ")), so 'sous shop' leaves it out until you import it again."))
            }
            return 0
        }
        let (recipe, remote) = try await context.recipeOrRemote(wanted)
        let added = try bookmarks.add(recipe, source: remote || recipe.id.hasPrefix("spoonacular-") ? "spoonacular" : "library")
        Console.out(added ? "Bookmarked \(recipe.title) (\(recipe.id)); it is kept on this machine for cooking offline."
                          : "\(recipe.title) (\(recipe.id)) was already bookmarked; the saved copy is up to date.")
        if SpoonacularRecipe.isIncomplete(recipe) {
            Console.out("Note: Spoonacular gave no \(recipe.ingredients.isEmpty ? "ingredients" : "steps") for it, so cooking it offline reads only what there is.")
        }
        return 0
    }
}

struct BookmarksCommand: Subcommand {
    static let name = "bookmarks"
    static let summary = "List your bookmarked recipes."
    static let usage = "sous bookmarks [--json]"
    static let options: [OptionSpec] = [.flag("json", "print JSON")]

    static func run(_ arguments: ParsedArguments, _ context: Context) async throws -> Int32 {
        guard arguments.positionals.isEmpty else { throw UsageError("bookmarks takes no arguments") }
        let saved = try Bookmarks(try context.database()).all()
        for problem in saved.problems { Console.error("warning: \(problem)") }
        if arguments.has("json") {
            RecipeListing.print(saved.bookmarks.map(\.recipe), json: true, emptyMessage: "")
            return 0
        }
        guard !saved.bookmarks.isEmpty else {
            Console.out("No bookmarks yet. Keep a recipe with 'sous bookmark ID'.")
            return 0
        }
        let width = saved.bookmarks.map(\.recipe.id.count).max() ?? 0
        for bookmark in saved.bookmarks {
            Console.out(RecipeListing.line(bookmark.recipe, idWidth: width) + (bookmark.source == "spoonacular" ? " [spoonacular]" : ""))
        }
        return 0
    }
}

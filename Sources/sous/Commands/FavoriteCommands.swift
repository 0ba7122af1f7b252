import Foundation
import SousCore
import SousStore

struct FavoriteCommand: Subcommand {
    static let name = "favorite"
    static let summary = "Add a recipe to your favourites (--remove takes it off)."
    static let usage = "sous favorite ID|TITLE [--remove]"
    static let options: [OptionSpec] = [.flag("remove", "take the recipe off your favourites")]

    static func run(_ arguments: ParsedArguments, _ context: Context) async throws -> Int32 {
        guard !arguments.positionals.isEmpty else { throw UsageError("favorite needs a recipe ID or title") }
        let name = arguments.positionals.joined(separator: " ")
        let favourites = Favourites(try context.database())
        // A favourite whose recipe is gone can still be taken off by its id.
        if arguments.has("remove"), try favourites.all().contains(name), try context.search().resolve(name)?.id != name {
            _ = try favourites.remove(name)
            Console.out("Removed \(name) from your favourites.")
            return 0
        }
        var recipe: Recipe
        do {
            recipe = try context.recipe(name)
        } catch let failure as CommandFailure where arguments.has("remove") {
            // Taking one off: only the favourites among the candidates count,
            // as "bookmark --remove" looks among the bookmarks.
            let ids = Set(try favourites.all())
            guard case .one(let favourite) = RecipeSearch(try context.recipes().filter { ids.contains($0.id) }).match(name) else { throw failure }
            recipe = favourite
        }
        if arguments.has("remove") {
            let removed = try favourites.remove(recipe.id)
            Console.out(removed ? "Removed \(recipe.title) from your favourites." : "\(recipe.title) was not a favourite.")
        } else {
            let added = try favourites.add(recipe.id)
            Console.out(added ? "Added \(recipe.title) to your favourites." : "\(recipe.title) is already a favourite.")
            try context.keepFeedCopy(of: recipe, because: "your favourites keep it")
            context.sayAvoidedIngredients(in: recipe)
        }
        return 0
    }
}

struct UnfavoriteCommand: Subcommand {
    static let name = "unfavorite"
    static let summary = "Take a recipe off your favourites."
    static let usage = "sous unfavorite ID|TITLE"

    static func run(_ arguments: ParsedArguments, _ context: Context) async throws -> Int32 {
        var forwarded = arguments
        forwarded.flags.insert("remove")
        guard !arguments.positionals.isEmpty else { throw UsageError("unfavorite needs a recipe ID or title") }
        return try await FavoriteCommand.run(forwarded, context)
    }
}

struct FavoritesCommand: Subcommand {
    static let name = "favorites"
    static let summary = "List your favourite recipes."
    static let usage = "sous favorites [--json]"
    static let options: [OptionSpec] = [.flag("json", "print JSON")]

    static func run(_ arguments: ParsedArguments, _ context: Context) async throws -> Int32 {
        guard arguments.positionals.isEmpty else { throw UsageError("favorites takes no arguments") }
        let ids = try Favourites(try context.database()).all()
        let recipes = try context.recipes()
        let found = ids.compactMap { id in recipes.first { $0.id == id } }
        let gone = ids.filter { id in !recipes.contains { $0.id == id } }
        let empty = gone.isEmpty ? "No favourites yet. Add one with 'sous favorite ID'." : "No favourites in your library."
        RecipeListing.print(found, json: arguments.has("json"), emptyMessage: empty)
        if !gone.isEmpty, !arguments.has("json") {
            Console.out("(no longer in your library: \(gone.joined(separator: ", ")); 'sous unfavorite ID' takes them off)")
        }
        return 0
    }
}

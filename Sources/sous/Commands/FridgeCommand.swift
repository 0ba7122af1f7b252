import Foundation
import SousCore
import SousStore

struct FridgeCommand: Subcommand {
    static let name = "fridge"
    static let summary = "Suggest recipes for what's in your fridge, those using most of it first."
    static let usage = "sous fridge ITEM... [--limit N] [--all] [--json]"
    static let discussion = """
        Items may be words or one phrase: 'sous fridge chicken rice lemon' and
        'sous fridge "chicken, rice and a lemon"' are the same. Recipes using
        more of your items come first, then those missing fewest ingredients,
        then the quickest. What your pantry holds ('sous pantry') and the
        staples (salt, pepper, oil, water) are never listed as missing.
        """
    static let options: [OptionSpec] = [
        .value("limit", "N", "show at most N recipes (default 10)"),
        .flag("all", "ignore your saved preferences"),
        .flag("json", "print JSON: each recipe as 'sous search --json' gives it, with the ingredients it uses and those missing"),
    ]

    static func run(_ arguments: ParsedArguments, _ context: Context) async throws -> Int32 {
        guard !arguments.positionals.isEmpty else { throw UsageError("fridge needs at least one ITEM, e.g. 'sous fridge egg spinach feta'") }
        let limit = try arguments.int("limit", in: 1...1000) ?? 10
        let everything = try context.recipes()
        var recipes = everything
        if !arguments.has("all") {
            let filter = RecipeFilter().applying(try PreferenceStore(context.database()).load())
            recipes = RecipeSearch(recipes).search("", filter: filter).map(\.recipe)
        }
        let items = FridgeMatcher.items(arguments.positionals)
        guard !items.isEmpty else { throw UsageError("fridge needs the things you have, e.g. 'sous fridge egg spinach feta'") }
        let pantry = (try? PantryStore(context.database()).contents()) ?? PantryContents()
        let suggestions = FridgeMatcher.suggest(items, from: recipes, pantry: pantry)
        let hidden = recipes.count < everything.count ? FridgeMatcher.suggest(items, from: everything, pantry: pantry).count - suggestions.count : 0
        // In US measures a line is named as an American shop names it: "superfine sugar", not "caster sugar".
        let units = context.savedUnits
        func named(_ lines: [Ingredient]) -> [String] { lines.map { $0.converted(to: units).name } }
        if arguments.has("json") {
            Console.out(RecipeListing.jsonText(suggestions.prefix(limit).map { suggestion -> [String: Any] in
                var object = RecipeListing.jsonObject(suggestion.recipe)
                object["uses"] = named(suggestion.used)
                object["missing"] = named(suggestion.missing)
                return object
            }))
            return 0
        }
        let note = "(\(hidden) more \(hidden == 1 ? "is" : "are") hidden by your preferences: see 'sous prefs'; --all shows \(hidden == 1 ? "it" : "them"))"
        defer { if hidden > 0 { Console.out(note) } }
        guard !suggestions.isEmpty else {
            Console.out("No recipe uses \(items.joined(separator: ", ")).")
            return 0
        }
        let width = suggestions.prefix(limit).map(\.recipe.id.count).max() ?? 0
        for suggestion in suggestions.prefix(limit) {
            let missing = suggestion.missing.isEmpty ? "nothing missing"
                : "missing \(suggestion.missing.count): " + named(suggestion.missing).joined(separator: ", ")
            Console.out(suggestion.recipe.id.padding(toLength: width, withPad: " ", startingAt: 0)
                        + "  \(suggestion.recipe.title) (\(RecipeListing.time(suggestion.recipe))) - \(missing)")
        }
        return 0
    }
}

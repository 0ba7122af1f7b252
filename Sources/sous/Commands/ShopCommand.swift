import Foundation
import SousCore
import SousStore

struct ShopCommand: Subcommand {
    static let name = "shop"
    static let summary = "The shopping list for the meal plan: merged, scaled, grouped by aisle."
    static let usage = "sous shop [--format text|markdown|json] [--output FILE] [--units metric|us|as-written]"
    static let discussion = """
        One line per ingredient across the plan, scaled to the planned servings and added up: grams
        with kilograms, spoons with cups, and cups with grams where a cup of the thing has a known
        weight (flour, sugar, butter, milk; other cups stay a second amount). Spoons are rounded up to
        the spoons in a drawer (1/8, 1/4, 1/2, 3/4 tsp). In US measures butter is in sticks and flour
        or sugar from a pound in pounds; --units converts the list for this once, as 'sous show
        --units' does a recipe. Salt, pepper, oil and water, and
        what 'sous pantry' says you have, are left out and named at the end.
        """
    static let options: [OptionSpec] = [
        .value("format", "FORMAT", "text (default), markdown or json; an --output FILE ending .md or .json implies it"),
        .value("output", "FILE", "write to FILE (replaced atomically) instead of printing"),
        .value("units", "SYSTEM", "metric, us or as-written (default: 'sous prefs --units', else as-written)"),
    ]

    static func run(_ arguments: ParsedArguments, _ context: Context) async throws -> Int32 {
        guard arguments.positionals.isEmpty else { throw UsageError("shop takes no arguments; plan recipes with 'sous plan add'") }
        // Without --format, the output file's extension says: list.md is markdown.
        let implied: String? = switch arguments.value("output").map({ ($0 as NSString).pathExtension.lowercased() }) {
        case "md", "markdown": "markdown"
        case "json": "json"
        default: nil
        }
        let formatName = arguments.value("format") ?? implied ?? "text"
        guard let format = ShoppingList.Format(rawValue: formatName) else {
            throw UsageError("--format must be text, markdown or json, got '\(formatName)'")
        }
        if let output = arguments.value("output"), output.trimmingCharacters(in: .whitespaces).isEmpty || output.hasSuffix("/") {
            throw UsageError("--output needs a file name, got '\(output)'")
        }
        let units = try ShowCommand.units(arguments, context)
        let result = try PlanShopping.list(database: try context.database(), recipes: try context.recipes(), units: units)
        for id in result.missing {
            let named = result.list.missingTitles[id].map { "\($0) (\(id))" } ?? id
            Console.error("warning: \(named) is planned but no longer in your library; left off the list ('sous plan remove \(id)')")
        }
        // On the side (the list itself may be piped or saved): a planned
        // recipe holding what the cook avoids is never bought for silently.
        if let preferences = try? PreferenceStore(context.database()).load(), !preferences.allergens.isEmpty {
            let planned = Set(try MealPlan(try context.database()).entries().map(\.recipeID))
            for recipe in try PlanShopping.plannedRecipes(database: try context.database(), recipes: try context.recipes()).values
            where planned.contains(recipe.id) {
                if let note = preferences.avoidanceNote(for: recipe) { Console.error(note) }
            }
        }
        let text = result.list.rendered(as: format)
        guard let output = arguments.value("output") else {
            Console.out(text)
            return 0
        }
        let url = URL(fileURLWithPath: output)
        do { try AtomicFile.write(Data((text + "\n").utf8), to: url) } catch { throw CommandFailure("\(error)") }
        let count = result.list.items.count
        Console.out("Wrote the shopping list (\(count) \(count == 1 ? "item" : "items")) to \(url.path).")
        return 0
    }
}

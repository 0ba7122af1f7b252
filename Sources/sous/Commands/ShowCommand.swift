import Foundation
import SousCore

struct ShowCommand: Subcommand {
    static let name = "show"
    static let summary = "Print a recipe: ingredients for your servings, and steps."
    static let usage = "sous show ID|TITLE [--servings N] [--units metric|us|as-written] [--json]"
    static let options: [OptionSpec] = [
        .value("servings", "N", "scale the ingredients for N servings (or N of what it makes: 48 cookies, \"1.5 loaves\"; of a recipe that says whom it feeds, N people: 30 of a loaf serving 10 is 3 loaves)"),
        .value("units", "SYSTEM", "metric, us or as-written (default: 'sous prefs --units', else as-written)"),
        .flag("json", "print the recipe in Sous's JSON format (scaled with --servings, in --units)"),
    ]

    static func run(_ arguments: ParsedArguments, _ context: Context) async throws -> Int32 {
        guard !arguments.positionals.isEmpty else { throw UsageError("show needs a recipe ID or title") }
        // A recipe found by 'sous remote search' can be looked at by its id (from the cache when it has it).
        // Its lines as this Sous reads them, as cooking it does (an older import's "EL Tomatenmark").
        let written = try await context.recipeOrRemote(arguments.positionals.joined(separator: " ")).recipe.reread
        let recipe = written.converted(to: try units(arguments, context))
        let servings = try arguments.servings(for: recipe) ?? Double(recipe.servings)
        if arguments.has("json") {
            // For other servings, the recipe as made for them: amounts, lines and steps.
            // A recipe counts whole ones: half a loaf is no recipe's "servings".
            guard servings == servings.rounded() else {
                throw UsageError("--json prints a recipe for a whole number of \(recipe.makes?.plural ?? "servings"), got --servings \(arguments.value("servings") ?? "")")
            }
            Console.out(String(decoding: recipe.scaled(toServings: Int(servings)).encodedJSON(), as: UTF8.self))
            return 0
        }
        let scale = servings / Double(recipe.servings)
        Console.out("\(recipe.title)  [\(recipe.id)]")
        // "makes 2 loaves (serves about 20)": the people too, when the recipe says.
        let fed = recipe.peopleFed(by: servings).map { " (serves \(servings == Double(recipe.servings) ? "" : "about ")\(max(1, Int($0.rounded()))))" } ?? ""
        let made = recipe.makes == nil ? "serves \(AmountFormatter.format(servings))" : "makes \(recipe.made(servings))\(fed)"
        var facts = [recipe.minutes > 0 ? "\(recipe.minutes) min" : "time unknown", made]
        if !recipe.diets.isEmpty {
            facts.append(recipe.diets.joined(separator: ", "))
        } else {
            // What `--diet` goes by for a recipe that declares none.
            let judged = Diets.of(recipe).sorted()
            if !judged.isEmpty { facts.append(judged.joined(separator: ", ") + " (judged from the ingredients)") }
            else if !Diets.canJudge(recipe) { facts.append(notJudged(recipe)) }
        }
        if !recipe.notDiets.isEmpty {
            let list = recipe.notDiets.count == 1 ? recipe.notDiets[0]
                : recipe.notDiets.dropLast().joined(separator: ", ") + " or " + recipe.notDiets[recipe.notDiets.count - 1]
            facts.append("not \(list), its source says")
        }
        Console.out(facts.joined(separator: " · "))
        if let tin = BakingVessel(of: recipe)?.note(scale: scale) { Console.out(tin) }
        let allergens = Allergens.of(recipe)
        if !allergens.isEmpty { Console.out("Contains: \(allergens.joined(separator: ", "))") }
        context.sayAvoidedIngredients(in: recipe)
        Console.out("\nIngredients:")
        // The groups the list is printed in, as the steps' parts are.
        var group: String?
        for ingredient in recipe.ingredients {
            if ingredient.section != group { Console.out("  \(ingredient.section ?? "Also")") }
            group = ingredient.section
            Console.out("- \(ingredient.line(scale: scale))")
        }
        Console.out("\nSteps:")
        var section: String?
        for (index, step) in recipe.steps.enumerated() {
            if let name = step.section, name != section { Console.out("  \(name)"); section = name }
            Console.out("\(index + 1). \(recipe.stepText(index, scale: scale))")
        }
        return 0
    }

    /// The measures asked for on the command line, else the saved ones.
    static func units(_ arguments: ParsedArguments, _ context: Context) throws -> MeasuringSystem {
        if let units = arguments.value("units") { return try PrefsCommand.system(units) }
        return context.savedUnits
    }

    /// Why no diet is shown: the ingredients Sous does not know, when a few
    /// ("diets not judged (Sous does not know what 'Bisto granules' may hold)"), or a
    /// language it cannot read.
    static func notJudged(_ recipe: Recipe) -> String {
        let unknown = Diets.unknownIngredients(recipe)
        guard !unknown.isEmpty, unknown.count * 2 < recipe.ingredients.count else {
            return "diets not judged (ingredients in words Sous cannot read)"
        }
        let named = unknown.prefix(3).map { "'\($0)'" }.joined(separator: ", ") + (unknown.count > 3 ? " and \(unknown.count - 3) more" : "")
        return "diets not judged (Sous does not know what \(named) may hold)"
    }
}

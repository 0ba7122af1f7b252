import Foundation
import SousCore
import SousStore

/// The filter options `list` and `search` share, and how both print.
enum RecipeListing {
    static let filterOptions: [OptionSpec] = [
        .value("tag", "TAG", "only recipes with this tag (repeatable)"),
        .value("diet", "DIET", "only recipes fit for this diet: vegetarian, vegan, gluten-free, dairy-free, ..."),
        .value("without", "ALLERGEN", "leave out recipes containing this allergen (repeatable)"),
        .value("max-minutes", "N", "only recipes ready within N minutes"),
        .value("sort", "ORDER", "time (quickest first), -time (slowest first) or title"),
        .flag("all", "ignore your saved preferences"),
        .flag("json", "print JSON"),
    ]

    static func filter(_ arguments: ParsedArguments, _ context: Context, preferences: Bool = true) throws -> RecipeFilter {
        try checkDiets(arguments.all("diet"), context)
        // Once per command: the hidden note builds the filter again, without preferences.
        if preferences { try checkAvoided(arguments.all("without"), context) }
        var filter = RecipeFilter(tags: arguments.all("tag"), diets: arguments.all("diet"), without: arguments.all("without"),
                                  maxMinutes: try arguments.int("max-minutes", in: 1...10_000))
        if let sort = arguments.value("sort") {
            guard let order = RecipeFilter.Sort(rawValue: sort), order != .relevance else {
                throw UsageError("--sort must be time, -time or title, got '\(sort)'")
            }
            filter.sort = order
        }
        if preferences, !arguments.has("all"), let database = try context.readingDatabase() {
            filter = filter.applying(try savedPreferences(database, arguments))
        }
        return filter
    }

    /// The saved preferences as they apply to this command: a
    /// `--max-minutes` typed now replaces the saved limit, looser or
    /// tighter ("tonight I have an hour"), while the diets and allergies
    /// still hold; `--all` was the only way round it, and dropped those too.
    static func savedPreferences(_ database: Database, _ arguments: ParsedArguments) throws -> Preferences {
        var preferences = try PreferenceStore(database).load()
        if arguments.value("max-minutes") != nil { preferences.maxMinutes = nil }
        return preferences
    }

    /// A misspelt diet ("vegtarian") would quietly match nothing.
    static func checkDiets(_ diets: [String], _ context: Context) throws {
        guard !diets.isEmpty else { return }
        let known = Set(try context.recipes().flatMap { $0.diets.map { $0.lowercased() } }).union(standardDiets)
        for diet in diets where !known.contains(diet.lowercased()) {
            throw UsageError("unknown diet '\(diet)'; known diets: \(known.sorted().joined(separator: ", "))")
        }
    }

    /// A word to leave out that is no allergen Sous knows and no recipe
    /// uses hid nothing without a word ("--without meat", "--avoid nutz").
    /// A diet or a misspelt allergen is refused with what was meant, as a
    /// misspelt diet is; another word is kept, since a recipe imported
    /// later may use it, and the note says it hides nothing yet.
    static func checkAvoided(_ words: [String], _ context: Context) throws {
        for word in words where Allergens.category(word) == nil {
            if let hint = AvoidWords.hint(for: word) { throw UsageError("'\(word)' is not an allergen Sous knows; \(hint)") }
            let wanted = AvoidWords.meaning(word).map { Set(Words.stems($0)) }.filter { !$0.isEmpty }
            let used = try context.recipes().contains { recipe in
                recipe.ingredients.contains { ingredient in
                    let names = Set(Words.stems(ingredient.name))
                    return wanted.contains { $0.isSubset(of: names) }
                }
            }
            if !used {
                Console.error("note: no recipe uses '\(word)', and it is not an allergen Sous knows (\(Allergens.names.joined(separator: ", "))); it hides recipes that list it as an ingredient")
            }
        }
    }

    static let standardDiets: Set<String> = ["vegetarian", "vegan", "gluten-free", "dairy-free", "nut-free", "egg-free", "pescatarian"]

    /// "3 more are hidden by your preferences": an empty or short list
    /// must not read as "Sous has no such recipe" when preferences hid them.
    /// A few hidden recipes are named with the reason ("veggie-pasta-primavera:
    /// not vegetarian"); more are counted.
    static func hiddenNote(shown: [Recipe], search text: String, _ arguments: ParsedArguments, _ context: Context) throws -> String? {
        guard !arguments.has("all"), !arguments.has("json"), let database = try context.readingDatabase() else { return nil }
        let preferences = try savedPreferences(database, arguments)
        guard !preferences.isEmpty else { return nil }
        let ids = Set(shown.map(\.id))
        let hidden = try context.search().search(text, filter: try filter(arguments, context, preferences: false))
            .map(\.recipe).filter { !ids.contains($0.id) }
        return note(hidden: hidden.map { Preferences.Hidden(recipe: $0, reasons: preferences.whyHidden($0)) })
    }

    /// The line under a list some of whose recipes preferences hid: up to
    /// three named with why, more counted; nil when none were hidden.
    static func note(hidden: [Preferences.Hidden]) -> String? {
        guard !hidden.isEmpty else { return nil }
        let them = hidden.count == 1 ? "it" : "them"
        if hidden.count <= 3 {
            let named = hidden.map { $0.reasons.isEmpty ? $0.recipe.id : "\($0.recipe.id) (\($0.reasons.joined(separator: ", ")))" }
            return "(Hidden by your preferences: \(named.joined(separator: "; ")); --all shows \(them))"
        }
        return "(\(hidden.count) more are hidden by your preferences: see 'sous prefs'; --all shows \(them))"
    }

    /// `origin`: where it came from, said when another recipe listed has its title.
    static func line(_ recipe: Recipe, idWidth: Int, origin: String? = nil) -> String {
        let tags = recipe.tags.isEmpty ? "" : "; " + recipe.tags.joined(separator: ", ")
        let from = origin.map { " [\($0)]" } ?? ""
        return recipe.id.padding(toLength: idWidth, withPad: " ", startingAt: 0) + "  \(recipe.title) (\(time(recipe))\(tags))\(from)"
    }

    /// "25 min", or "time unknown" for a recipe that does not say (never "0 min").
    static func time(_ recipe: Recipe) -> String {
        recipe.minutes > 0 ? "\(recipe.minutes) min" : "time unknown"
    }

    /// A recipe as `--json` gives it. `servingsUnknown`: see `print`.
    static func jsonObject(_ recipe: Recipe, servingsUnknown: Bool = false) -> [String: Any] {
        ["id": recipe.id, "title": recipe.title, "minutes": recipe.minutes > 0 ? recipe.minutes : NSNull(),
         "servings": servingsUnknown ? NSNull() : recipe.servings, "tags": recipe.tags,
         // What `--diet` goes by: the declared diets, or those judged from the ingredients.
         "diets": recipe.diets.isEmpty ? Diets.of(recipe).sorted() : recipe.diets]
    }

    /// `servingsUnknown`: ids whose servings the source never said (a
    /// remote fridge search's), printed as null in JSON rather than a
    /// made-up 1; an unknown time (0) is null too, as the text says "time unknown".
    static func print(_ recipes: [Recipe], json: Bool, emptyMessage: String, servingsUnknown: Set<String> = [],
                      origins: [String: String] = [:]) {
        if json {
            let objects = recipes.map { jsonObject($0, servingsUnknown: servingsUnknown.contains($0.id)) }
            Console.out(jsonText(objects))
            return
        }
        guard !recipes.isEmpty else {
            Console.out(emptyMessage)
            return
        }
        let width = recipes.map(\.id.count).max() ?? 0
        let repeated = RecipeSearch.repeatedTitles(recipes)
        for recipe in recipes {
            Console.out(line(recipe, idWidth: width, origin: repeated.contains(recipe.title.lowercased()) ? origins[recipe.id] : nil))
        }
    }

    static func jsonText(_ object: Any) -> String {
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]) else {
            return "null"
        }
        return String(decoding: data, as: UTF8.self)
    }
}

struct ListCommand: Subcommand {
    static let name = "list"
    static let summary = "List the recipes, filtered by your preferences."
    static let usage = "sous list [--tag TAG] [--diet DIET] [--without ALLERGEN] [--max-minutes N] [--sort time|-time|title] [--all] [--json]"
    static var options: [OptionSpec] { RecipeListing.filterOptions }

    static func run(_ arguments: ParsedArguments, _ context: Context) async throws -> Int32 {
        guard arguments.positionals.isEmpty else { throw UsageError("list takes no arguments; did you mean 'sous search \(arguments.positionals.joined(separator: " "))'?") }
        var filter = try RecipeListing.filter(arguments, context)
        if filter.sort == .relevance { filter.sort = .title }
        let hits = try context.search().search("", filter: filter)
        RecipeListing.print(hits.map(\.recipe), json: arguments.has("json"), emptyMessage: "No recipes match.", origins: context.origins)
        if let note = try RecipeListing.hiddenNote(shown: hits.map(\.recipe), search: "", arguments, context) { Console.out(note) }
        return 0
    }
}

struct SearchCommand: Subcommand {
    static let name = "search"
    static let summary = "Find recipes by title, tag, ingredient or step, best matches first."
    static let usage = "sous search TEXT [--tag TAG] [--diet DIET] [--without ALLERGEN] [--max-minutes N] [--sort time|-time|title] [--all] [--json]"
    static let discussion = """
        Matching ignores case and plurals, forgives one typo per word ('sous
        search tomatos' finds tomato soup) and knows a thing's other names
        ('shrimp' finds prawns, 'cilantro' coriander). Title matches come
        first, then tags, then recipes using the thing as an ingredient,
        then those whose steps mention it ('grill', 'slow cooker'). What a
        title says a dish is without ('No Eggs', 'egg-free') is no match for
        that thing; 'egg-free' or 'no eggs' finds it.
        """
    static var options: [OptionSpec] { RecipeListing.filterOptions }

    static func run(_ arguments: ParsedArguments, _ context: Context) async throws -> Int32 {
        let text = arguments.positionals.joined(separator: " ")
        guard !text.trimmingCharacters(in: .whitespaces).isEmpty else { throw UsageError("search needs TEXT") }
        let hits = try context.search().search(text, filter: try RecipeListing.filter(arguments, context))
        RecipeListing.print(hits.map(\.recipe), json: arguments.has("json"), emptyMessage: "No recipes match '\(text)'.", origins: context.origins)
        if let note = try RecipeListing.hiddenNote(shown: hits.map(\.recipe), search: text, arguments, context) { Console.out(note) }
        if !arguments.has("json"), let diet = try dietNamed(text, context), !arguments.all("diet").contains(where: { $0.lowercased() == diet }) {
            Console.out("(For every \(diet) recipe, judged from the ingredients too: sous list --diet \(diet))")
        }
        return 0
    }

    /// A search for "vegetarian" finds the recipes saying so, but a diet
    /// is judged from the ingredients too: the cook is pointed to `--diet`
    /// rather than left thinking those few are all there are.
    static func dietNamed(_ text: String, _ context: Context) throws -> String? {
        let name = Words.tokens(text).joined(separator: "-")
        if RecipeListing.standardDiets.contains(name) { return name }
        return try context.recipes().contains { $0.diets.contains { $0.lowercased() == name } } ? name : nil
    }
}

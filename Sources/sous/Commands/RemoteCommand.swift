import Foundation
import SousCore
import SousRecipes
import SousStore

struct RemoteCommand: Subcommand {
    static let name = "remote"
    static let summary = "Search Spoonacular (within your daily API quota); falls back to your own recipes."
    static let usage = "sous remote search TEXT [--limit N] [--all] [--json] | sous remote fridge ITEM... [--limit N] [--all] [--json]"
    static let discussion = """
        search  recipes matching TEXT, with their ingredients and steps, so any can be bookmarked
                ('sous bookmark ID') or planned at no further cost.
        fridge  recipes using the ITEMs you have (Spoonacular's findByIngredients).
        Your preferences ('sous prefs') go with a search as Spoonacular diets and intolerances, and
        every result is checked against them as 'sous search' checks; --all shows everything.
        Every call is priced first and refused if it would pass your daily limit ('sous quota').
        When the call is refused or fails (no key, no network, timeout, HTTP error, quota used up)
        one line on stderr says why and your own recipes are searched instead.
        The API key comes from SOUS_SPOONACULAR_KEY or "spoonacularKey" in
        $XDG_CONFIG_HOME/sous/config.json (~/.config/sous/config.json); it is sent in a header,
        never stored. SOUS_SPOONACULAR_URL points Sous at another server.
        """
    static let options: [OptionSpec] = [
        .value("limit", "N", "ask for at most N recipes (default 10; each result costs points)"),
        .flag("all", "ignore your saved preferences"),
        .flag("json", "print JSON"),
    ]

    static func run(_ arguments: ParsedArguments, _ context: Context) async throws -> Int32 {
        guard let action = arguments.positionals.first else { throw UsageError("remote needs 'search TEXT' or 'fridge ITEM...'") }
        let rest = Array(arguments.positionals.dropFirst())
        let limit = try arguments.int("limit", in: 1...100) ?? 10
        let source = try context.spoonacular()
        let local = try context.recipes()
        let preferences = arguments.has("all") ? Preferences() : try PreferenceStore(context.database()).load()
        let outcome: RemoteOutcome
        switch action {
        case "search":
            let text = rest.joined(separator: " ").trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty else { throw UsageError("remote search needs TEXT") }
            outcome = await source.search(text, number: limit, local: local, preferences: preferences)
        case "fridge":
            let items = rest.flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }.filter { !$0.isEmpty }
            guard !items.isEmpty else { throw UsageError("remote fridge needs at least one ITEM") }
            outcome = await source.findByIngredients(items, number: limit, local: local, preferences: preferences)
        default:
            throw UsageError("unknown remote action '\(action)'; use search or fridge")
        }
        if let note = outcome.fallbackNote { Console.error(note) }
        // Spoonacular's fridge search says nothing of servings until the whole recipe is fetched.
        let servingsUnknown = Set(outcome.recipes.filter(SpoonacularRecipe.isIncomplete).map(\.id))
        if arguments.has("json") {
            RecipeListing.print(outcome.recipes, json: true, emptyMessage: "", servingsUnknown: servingsUnknown)
            return 0
        }
        let empty = outcome.hidden.isEmpty ? "No recipes found." : "No recipes found that fit your preferences."
        RecipeListing.print(outcome.recipes, json: false, emptyMessage: empty)
        if let note = RecipeListing.note(hidden: outcome.hidden) { Console.out(note) }
        if case .remote(let cost) = outcome.origin {
            let quota = outcome.quota.map { "; \($0.summary)" } ?? ""
            let asked = outcome.asked.isEmpty ? "" : " (asked for \(outcome.asked.described))"
            let count = outcome.recipes.count + outcome.hidden.count
            Console.out("\nSpoonacular: \(count) \(count == 1 ? "recipe" : "recipes") for \(QuotaStatus.pointsPhrase(cost))\(asked)\(quota).")
            let bookmarks = try Bookmarks(context.database())
            if let first = outcome.recipes.first(where: { (try? bookmarks.contains($0.id)) != true }) {
                Console.out("Keep one for cooking offline: sous bookmark \(first.id)")
            }
        }
        return 0
    }
}

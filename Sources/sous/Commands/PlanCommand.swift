import Foundation
import SousCore
import SousRecipes
import SousStore

struct PlanCommand: Subcommand {
    static let name = "plan"
    static let summary = "Plan the week's meals: add, remove, clear, or show the plan by day."
    static let usage = "sous plan [add ID|TITLE [--day DAY]... [--servings N] | remove [ID|TITLE] [--day DAY]... | clear [--day DAY]...]"
    static let discussion = """
        DAY is mon ... sun (or monday, thurs, today, tomorrow); without --day a recipe is planned for
        any day; --day can be given more than once. Planning a recipe again for the same day changes
        its servings; giving a day to a recipe planned for any day moves it to that day, and planning
        it for another day too adds a second meal (Sous says how many times it is planned).
        'plan remove' takes the planned recipe's exact id or title. 'plan clear --day wed' (or 'plan remove --day wed') empties that day only. A Spoonacular recipe
        is bookmarked when planned, so the plan and its shopping list work offline; so is a recipe
        from the recipe feed, which keeps it planned if the feed drops it.
        'sous shop' turns the plan into a shopping list.
        """
    static let options: [OptionSpec] = [
        .value("day", "DAY", "the day: mon, tue, wed, thu, fri, sat, sun, today, tomorrow"),
        .value("servings", "N", "cook for N servings, or N of what it makes (48 cookies, \"2 loaves\"; of a recipe that says whom it feeds, N people; default: the recipe's own)"),
    ]

    static func run(_ arguments: ParsedArguments, _ context: Context) async throws -> Int32 {
        let action = arguments.positionals.first ?? "show"
        let target = arguments.positionals.dropFirst().joined(separator: " ")
        let plan = MealPlan(try context.database())
        var days: [PlanDay?] = []
        for text in arguments.all("day") {
            let day = try parseDay(text)
            if !days.contains(day) { days.append(day) }
        }
        if days.isEmpty { days = [nil] }
        if action != "add", arguments.value("servings") != nil {
            throw UsageError("--servings goes with 'plan add' (planning a recipe again for its day changes its servings)")
        }
        switch action {
        case "show", "list":
            guard target.isEmpty, days == [nil] else { throw UsageError("plan shows the whole plan; use 'plan add' or 'plan remove' with a recipe") }
            try show(plan, context)
        case "clear" where target.isEmpty && days != [nil], "remove" where target.isEmpty && days != [nil]:
            // One day emptied, never the week: "clear --day wed" meant Wednesday.
            for case let day? in days {
                let count = try plan.clear(day: day)
                Console.out(count == 0 ? "Nothing was planned for \(day.title)."
                            : "Cleared \(day.title) (\(count) \(count == 1 ? "meal" : "meals")).")
            }
        case "add":
            guard !target.isEmpty else { throw UsageError("plan add needs a recipe ID or title") }
            let (recipe, remote) = try await context.recipeOrRemote(target)
            if remote || recipe.id.hasPrefix("spoonacular-"), try Bookmarks(try context.database()).add(recipe, source: "spoonacular") {
                Console.out("Bookmarked \(recipe.title) so the plan works offline.")
            }
            try context.keepFeedCopy(of: recipe, because: "the plan keeps it")
            defer { context.sayAvoidedIngredients(in: recipe) }
            // Days asked for together are meant together; a meal planned
            // before is said beside the new one, as the shopping doubles.
            let plannedBefore = try plan.entries().contains { $0.recipeID == recipe.id }
            for day in days {
                // Planned again without --servings keeps the servings already planned.
                let planned = try plan.entries().first { $0.recipeID == recipe.id && $0.day == day }?.servings
                // "2 loaves", "48 cookies": a plan counts whole ones, as the shop buys for them.
                // A headcount is as many whole loaves as feed them all.
                let request = try arguments.servingsRequest(for: recipe)
                let asked = request.map { $0.people != nil ? $0.count.rounded(.up) : $0.count }
                if let asked, asked != asked.rounded() {
                    throw UsageError("a plan counts whole \(recipe.makes?.plural ?? "servings"), got --servings \(arguments.value("servings") ?? "")")
                }
                let anyDay = try plan.entries().first { $0.recipeID == recipe.id && $0.day == nil }?.servings
                let servings = asked.map { Int($0) } ?? planned ?? anyDay ?? recipe.servings
                let when = day?.title ?? "any day"
                let count = recipe.madeAndFed(Double(servings))
                // Planned for "any day", then given a day: the same meal, now on that day.
                if let day, planned == nil, try plan.moveFromAnyDay(recipe.id, to: day, servings: servings) {
                    Console.out("Moved \(recipe.title) from any day to \(day.title), \(count).")
                    continue
                }
                switch try plan.add(recipe.id, day: day, servings: servings, title: recipe.title) {
                case .added:
                    Console.out("Planned \(recipe.title) for \(when), \(count).")
                    // A second meal of it is meant (another day), but the shopping doubles: say so.
                    let days = try plan.entries().filter { $0.recipeID == recipe.id }.map { $0.day?.title ?? "any day" }
                    if plannedBefore, days.count > 1 {
                        Console.out("\(recipe.title) is now planned \(Self.times(days.count)): \(Self.listed(days)).")
                    }
                case .updated(let previous) where previous == servings:
                    Console.out("\(recipe.title) is already planned for \(when), \(count).")
                case .updated(let previous):
                    Console.out("\(recipe.title) was already planned for \(when); servings \(previous) -> \(servings).")
                }
            }
        case "remove":
            guard !target.isEmpty else { throw UsageError("plan remove needs a recipe ID or title, or --day DAY to empty a day") }
            let id = try resolvePlanned(target, plan, context)
            for day in days {
                let removed = try plan.remove(id, day: day)
                guard removed > 0 else {
                    // Say where it is planned, if anywhere.
                    let planned = try plan.entries().filter { $0.recipeID == id }.map { $0.day?.title ?? "any day" }
                    throw CommandFailure("\(id) is not planned\(day.map { " for \($0.title)" } ?? "")"
                                         + (planned.isEmpty ? "" : "; it is planned for \(planned.joined(separator: ", "))"))
                }
                Console.out("Removed \(id) from the plan\(day.map { " for \($0.title)" } ?? (removed > 1 ? " (\(removed) days)" : "")).")
            }
        case "clear":
            guard target.isEmpty else { throw UsageError("plan clear takes no recipe (to take one out: 'plan remove ID')") }
            let count = try plan.clear()
            Console.out(count == 0 ? "The plan was already empty." : "Cleared the plan (\(count) \(count == 1 ? "meal" : "meals")).")
        default:
            throw UsageError("unknown plan action '\(action)'; use add, remove, clear, or nothing to show the plan")
        }
        return 0
    }

    static func parseDay(_ text: String) throws(UsageError) -> PlanDay {
        switch text.lowercased() {
        case "today": return PlanDay(Date())
        case "tomorrow": return PlanDay(Date().addingTimeInterval(86_400))
        default:
            guard let day = PlanDay(parsing: text) else { throw UsageError("--day must be a day of the week (mon ... sun, today, tomorrow), got '\(text)'") }
            return day
        }
    }

    /// "twice", "3 times".
    static func times(_ count: Int) -> String { count == 2 ? "twice" : "\(count) times" }

    /// "Tuesday and Monday", "Monday, Tuesday and any day".
    static func listed(_ items: [String]) -> String {
        items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items.last!
    }

    /// The id as planned: exact, or the planned recipe its whole title
    /// names (case and spacing aside). A loose match ("lentil") is named
    /// back, never removed, as `sous remove` does.
    static func resolvePlanned(_ target: String, _ plan: MealPlan, _ context: Context) throws -> String {
        let planned = try plan.entries().map(\.recipeID)
        let wanted = target.split(whereSeparator: \.isWhitespace).joined(separator: " ").lowercased()
        if let id = planned.first(where: { $0.lowercased() == wanted }) { return id }
        let recipes = try PlanShopping.plannedRecipes(database: try context.database(), recipes: try context.recipes()).values
            .filter { planned.contains($0.id) }
        func same(_ title: String) -> Bool { title.split(whereSeparator: \.isWhitespace).joined(separator: " ").lowercased() == wanted }
        // A recipe gone from the library by the title the plan kept.
        let kept = try plan.entries().filter { entry in !recipes.contains { $0.id == entry.recipeID } && entry.title.map(same) == true }
        let titled = Set(recipes.filter { same($0.title) }.map(\.id) + kept.map(\.recipeID))
        if titled.count == 1 { return titled.first! }
        if titled.count > 1 {
            throw CommandFailure("several planned recipes are called '\(target)': \(titled.sorted().joined(separator: ", ")); give the id")
        }
        if let loose = RecipeSearch(Array(recipes)).resolve(target) {
            throw CommandFailure("no planned recipe has the id or title '\(target)'; did you mean \(loose.title) (\(loose.id))? Give its id to be sure")
        }
        return target
    }

    static func show(_ plan: MealPlan, _ context: Context) throws {
        let entries = try plan.entries()
        guard !entries.isEmpty else {
            Console.out("The meal plan is empty. Add a recipe with 'sous plan add ID --day mon'.")
            return
        }
        let recipes = try PlanShopping.plannedRecipes(database: try context.database(), recipes: try context.recipes())
        let width = entries.map(\.recipeID.count).max() ?? 0
        var heading: String?
        for entry in entries {
            let title = entry.day?.title ?? "Any day"
            if title != heading {
                Console.out(title)
                heading = title
            }
            let recipe = recipes[entry.recipeID]
            let name = recipe.map { "\($0.title) (\($0.minutes) min)" } ?? entry.title.map { "\($0) (no longer in your library)" }
                ?? "(no longer in your library)"
            let count = recipe?.made(Double(entry.servings)) ?? "\(entry.servings) \(entry.servings == 1 ? "serving" : "servings")"
            Console.out("  " + entry.recipeID.padding(toLength: width, withPad: " ", startingAt: 0) + "  \(name), \(count)")
        }
    }
}

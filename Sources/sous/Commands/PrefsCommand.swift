import Foundation
import SousCore
import SousStore

struct PrefsCommand: Subcommand {
    static let name = "prefs"
    static let summary = "Show or change your standing preferences (diets, allergens, dislikes, time, units)."
    static let usage = "sous prefs [--diet DIET] [--avoid ALLERGEN] [--dislike INGREDIENT] [--max-minutes N] [--units metric|us|as-written] [--remove] [--clear]"
    static let discussion = """
        Preferences apply to list, search and fridge unless --all is given. With --remove, the
        given diets, allergens and dislikes are taken off instead of added. --units converts
        every recipe shown, cooked or shopped for: metric (grams, millilitres, °C; spoons stay
        spoons), us (cups, ounces, pounds, °F) or as-written (the default).
        """
    static let options: [OptionSpec] = [
        .value("diet", "DIET", "only suggest recipes fit for this diet (repeatable)"),
        .value("avoid", "ALLERGEN", "never suggest recipes with this allergen (repeatable)"),
        .value("dislike", "INGREDIENT", "never suggest recipes using this ingredient (repeatable)"),
        .value("max-minutes", "N", "only suggest recipes ready within N minutes (0 removes the limit)"),
        .value("units", "SYSTEM", "show recipes in metric, us or as-written units"),
        .flag("remove", "remove the given values instead of adding them"),
        .flag("clear", "forget all preferences"),
    ]

    static func run(_ arguments: ParsedArguments, _ context: Context) async throws -> Int32 {
        guard arguments.positionals.isEmpty else { throw UsageError("prefs takes options only") }
        let store = PreferenceStore(try context.database())
        var preferences = arguments.has("clear") ? Preferences() : try store.load()
        let removing = arguments.has("remove")
        func update(_ list: inout [String], _ values: [String]) {
            let cleaned = values.map { $0.lowercased().trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            if removing { list.removeAll { cleaned.contains($0) } } else { list = Array(Set(list + cleaned)).sorted() }
        }
        if !removing {
            try RecipeListing.checkDiets(arguments.all("diet"), context)
            try RecipeListing.checkAvoided(arguments.all("avoid"), context)
        }
        update(&preferences.diets, arguments.all("diet"))
        update(&preferences.allergens, arguments.all("avoid"))
        update(&preferences.dislikes, arguments.all("dislike"))
        if let minutes = try arguments.int("max-minutes", in: 0...10_000) {
            preferences.maxMinutes = minutes == 0 ? nil : minutes
        }
        if let units = arguments.value("units") {
            preferences.units = try system(units)
        }
        let changed = arguments.has("clear") || !arguments.values.isEmpty
        if changed { try store.save(preferences) }
        Console.out(describe(preferences))
        return 0
    }

    static func describe(_ preferences: Preferences) -> String {
        guard !preferences.isEmpty else { return "No preferences set." }
        var lines: [String] = []
        if !preferences.diets.isEmpty { lines.append("diets: \(preferences.diets.joined(separator: ", "))") }
        if !preferences.allergens.isEmpty { lines.append("avoid: \(preferences.allergens.joined(separator: ", "))") }
        if !preferences.dislikes.isEmpty { lines.append("dislikes: \(preferences.dislikes.joined(separator: ", "))") }
        if let minutes = preferences.maxMinutes { lines.append("max minutes: \(minutes)") }
        if preferences.measuring != .asWritten { lines.append("units: \(preferences.measuring.rawValue)") }
        return lines.joined(separator: "\n")
    }

    /// "metric", "us", "as-written" (and "US", "imperial", "grams", "cups").
    static func system(_ text: String) throws(UsageError) -> MeasuringSystem {
        guard let system = MeasuringSystem(words: text) else {
            throw UsageError("unknown units '\(text)'; use metric, us or as-written")
        }
        return system
    }
}

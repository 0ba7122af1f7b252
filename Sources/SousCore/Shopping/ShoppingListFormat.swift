import Foundation

/// The shopping list as text for a terminal, Markdown for a notes app,
/// JSON for other programs, and a sentence to say aloud.
extension ShoppingList {
    public enum Format: String, CaseIterable, Sendable {
        case text, markdown, json
    }

    public func rendered(as format: Format) -> String {
        switch format {
        case .text: textRendering()
        case .markdown: markdownRendering()
        case .json: jsonRendering()
        }
    }

    /// "Garlic Lemon Chicken (Monday, 4 servings), Red Lentil Dal (6 servings)":
    /// the day tells apart one recipe planned twice.
    var planSummary: String {
        let label = Self.labels(plan)
        return plan.map { planned in
            let servings = planned.recipe.made(planned.servings)
            let id = label[planned.recipe.id] == planned.recipe.title ? "" : "\(planned.recipe.id), "
            return "\(planned.recipe.title) (\(id)\(planned.day.map { "\($0), " } ?? "")\(servings))"
        }.joined(separator: ", ")
    }

    /// "salt, olive oil (staples); rice (your pantry)"
    var leftOutSummary: String {
        var parts: [String] = []
        // "salt and pepper" beside "salt" and "black pepper" says nothing new.
        func saidAlready(_ name: String, among names: [String]) -> Bool {
            let parts = name.components(separatedBy: " and ")
            return parts.count > 1 && parts.allSatisfy { part in
                names.contains { $0 != name && ($0 == part || $0.hasSuffix(" " + part)) }
            }
        }
        let staples = leftOut.filter { $0.reason == .staple }.map(\.name)
        let pantry = leftOut.filter { $0.reason == .pantry }.map(\.name)
        let everything = staples + pantry
        let shown = (staples: staples.filter { !saidAlready($0, among: everything) }, pantry: pantry.filter { !saidAlready($0, among: everything) })
        if !shown.staples.isEmpty { parts.append("\(shown.staples.joined(separator: ", ")) (staples)") }
        if !shown.pantry.isEmpty { parts.append("\(shown.pantry.joined(separator: ", ")) (your pantry)") }
        return parts.joined(separator: "; ")
    }

    /// "13 1/2 sticks butter, 19 eggs": how much of what the pantry holds
    /// the plan uses, to check for before shopping.
    var pantryNeeds: String? {
        let needed = leftOut.compactMap(\.needed)
        return needed.isEmpty ? nil : needed.joined(separator: ", ")
    }

    /// "Pancakes (pancakes-2) and caramel-apples are planned but no longer
    /// in your library": by the title the plan kept, with the id
    /// `sous plan remove` takes; aloud (`spoken`) by the title alone.
    var missingSentence: String? { missingSentence(spoken: false) }

    func missingSentence(spoken: Bool) -> String? {
        guard !missing.isEmpty else { return nil }
        let names = missing.map { id in missingTitles[id].map { spoken ? $0 : "\($0) (\(id))" } ?? id }
        return "\(Self.spokenList(names)) \(missing.count == 1 ? "is" : "are") planned but no longer in your library"
    }

    func textRendering() -> String {
        if plan.isEmpty, let missingSentence { return "Nothing to buy: \(missingSentence) ('sous plan remove ID')." }
        guard !plan.isEmpty else { return "Your meal plan is empty; add recipes with 'sous plan add ID'." }
        var lines = ["Shopping list for \(planSummary)"]
        let width = min(44, (items.map(\.line.count).max() ?? 0) + 2)
        for section in sections {
            lines.append("")
            lines.append(section.aisle.title)
            for item in section.items {
                lines.append("  " + item.line.padding(toLength: max(width, item.line.count + 2), withPad: " ", startingAt: 0)
                             + item.recipes.joined(separator: ", "))
            }
        }
        if isEmpty { lines.append("\nNothing to buy: you have everything.") }
        if !leftOut.isEmpty {
            lines.append("")
            lines.append("Left out, you have them: \(leftOutSummary)")
            if let pantryNeeds { lines.append("Check you have enough: the plan uses \(pantryNeeds).") }
        }
        if let missingSentence {
            lines.append("")
            lines.append("Not on this list: \(missingSentence).")
        }
        return lines.joined(separator: "\n")
    }

    func markdownRendering() -> String {
        var lines = ["# Shopping list", ""]
        if plan.isEmpty, let missingSentence { return (lines + ["Nothing to buy: \(Self.escapeMarkdown(missingSentence))."]).joined(separator: "\n") }
        guard !plan.isEmpty else { return (lines + ["Your meal plan is empty."]).joined(separator: "\n") }
        lines.append("For \(planSummary).")
        for section in sections {
            lines += ["", "## \(section.aisle.title)", ""]
            for item in section.items {
                lines.append("- [ ] \(Self.escapeMarkdown(item.line)) — \(Self.escapeMarkdown(item.recipes.joined(separator: ", ")))")
            }
        }
        if !leftOut.isEmpty {
            lines += ["", "## Left out (you have them)", ""]
            for item in leftOut {
                let needed = item.needed.map { ": the plan uses \(Self.escapeMarkdown($0))" } ?? ""
                lines.append("- \(Self.escapeMarkdown(item.name)) (\(item.reason == .staple ? "staple" : "your pantry")\(needed))")
            }
        }
        if let missingSentence {
            lines += ["", "## Not on this list", "", Self.escapeMarkdown(missingSentence) + "."]
        }
        return lines.joined(separator: "\n")
    }

    private static func escapeMarkdown(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if "\\`*_[]#|<>".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }

    private struct JSONList: Encodable {
        struct PlanEntry: Encodable { var id: String; var title: String; var servings: Double; var makes: String?; var day: String? }
        struct Quantity: Encodable { var quantity: Amount; var unit: String?; var text: String }
        struct Item: Encodable {
            var name: String; var amount: String; var quantities: [Quantity]; var unmeasured: [String]; var recipes: [String]
            /// The item's names in the other languages of its recipes; absent when none.
            var alsoCalled: [String]?
        }
        struct Section: Encodable { var aisle: String; var items: [Item] }
        /// `needed`: what the plan uses of a pantry item ("13 1/2 sticks butter"); absent for staples.
        struct LeftOut: Encodable { var name: String; var reason: String; var recipes: [String]; var needed: String? }
        var plan: [PlanEntry]
        var aisles: [Section]
        var leftOut: [LeftOut]
        var missing: [String]
    }

    func jsonRendering() -> String {
        let list = JSONList(
            plan: plan.map { .init(id: $0.recipe.id, title: $0.recipe.title, servings: $0.servings, makes: $0.recipe.makes == nil ? nil : $0.recipe.made($0.servings), day: $0.day) },
            aisles: sections.map { section in
                .init(aisle: section.aisle.rawValue, items: section.items.map { item in
                    .init(name: item.name, amount: item.amountText,
                          quantities: item.quantities.map { .init(quantity: Self.rounded($0.amount), unit: $0.unit?.symbol, text: $0.text) },
                          unmeasured: item.unmeasured, recipes: item.recipes, alsoCalled: item.alsoCalled.isEmpty ? nil : item.alsoCalled)
                })
            },
            leftOut: leftOut.map { .init(name: $0.name, reason: $0.reason.rawValue, recipes: $0.recipes, needed: $0.needed) },
            missing: missing)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(list)) ?? Data("{}".utf8), as: UTF8.self)
    }

    /// Three decimals are plenty and spare other programs 0.30000000000000004.
    private static func rounded(_ amount: Amount) -> Amount {
        func round(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
        switch amount {
        case .exact(let value): return .exact(round(value))
        case .range(let low, let high): return .range(round(low), round(high))
        }
    }

    /// The list as one sentence, short enough to listen to: the things to
    /// buy with their amounts, and nothing about what the cook already has.
    public var spoken: String {
        let missingSentence = missingSentence(spoken: true)
        let gone = missingSentence.map { "\n" + $0.sentenceStart + ", so this list leaves \(missing.count == 1 ? "it" : "them") out." } ?? ""
        if plan.isEmpty, let missingSentence { return "There is nothing to buy: " + missingSentence + "." }
        guard !plan.isEmpty else { return "Your meal plan is empty, so there is nothing to buy." }
        guard !items.isEmpty else { return "You have everything for your meal plan." + gone }
        // One sentence an aisle, so a long week can be stopped between them.
        let count = items.count == 1 ? "1 thing" : "\(items.count) things"
        let aisles = sections.map { "\($0.aisle.title): \(Self.spokenList($0.items.map(\.spoken)))." }
        return "For your meal plan, buy \(count).\n" + aisles.joined(separator: "\n") + gone
    }

    /// "a, b and c": a list as a sentence says it.
    public static func spokenList(_ parts: [String]) -> String {
        switch parts.count {
        case 0: ""
        case 1: parts[0]
        default: parts.dropLast().joined(separator: ", ") + " and " + parts[parts.count - 1]
        }
    }
}

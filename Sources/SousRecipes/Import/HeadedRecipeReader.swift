import Foundation
import SousCore

/// Reads a recipe from a page that has no usable schema.org data but lays
/// the recipe out as a cook reads it: a heading "Ingredients" (or
/// "Zutaten", "Składniki", ...) over a list, a heading "Instructions" (or
/// "Method", "Step-by-step", ...) over a list or paragraphs.
///
/// Blogs on hosted builders and older CMS pages print recipes this way. The
/// heading may be an `<h3>` or just a bold paragraph ("**Ingredients:**"),
/// so any short block whose whole text is such a word counts. A section runs
/// until the other section's heading, a notes heading, or a heading of the
/// same or higher rank; bold sub-group lines and smaller headings inside it
/// ("For the glaze") only group its items.
enum HeadedRecipeReader {
    /// What the layout gave; empty lists when the page has no such headings.
    struct Sections {
        var title: String?
        var ingredients: [String] = []
        /// The group heading above each ingredient ("For the crust:"), by line.
        var ingredientGroups: [String?] = []
        var steps: [String] = []
        /// The sub-heading above each step ("Make the filling"), by step.
        var stepSections: [String?] = []
        var minutes: Int?
        var servings: Int?
        /// What `servings` counts when the page prints a thing: "Makes 24 cookies".
        var makes: YieldUnit?
    }

    static func read(_ root: HTMLElement) -> Sections {
        var scan = Scan()
        scan.walk(root)
        var sections = Sections()
        sections.title = scan.firstHeading
        sections.ingredients = scan.ingredients
        sections.ingredientGroups = scan.ingredientGroups
        sections.steps = scan.stepItems.isEmpty ? scan.stepParagraphs : scan.stepItems
        sections.stepSections = scan.stepItems.isEmpty ? scan.stepParagraphSections : scan.stepItemSections
        let prep = scan.facts[.prep].flatMap(RecipeDuration.minutes(_:))
        let cook = scan.facts[.cook].flatMap(RecipeDuration.minutes(_:))
        if let total = scan.facts[.total].flatMap(RecipeDuration.minutes(_:)) {
            sections.minutes = total
        } else if prep != nil || cook != nil {
            sections.minutes = (prep ?? 0) + (cook ?? 0)
        }
        sections.servings = scan.facts[.servings].flatMap { RecipeYield.servings(from: $0) }
        sections.makes = RecipeYield.unit(from: scan.facts[.servings], servings: sections.servings)
        return sections
    }

    enum Label { case ingredients, instructions, other }

    /// Section headings in the languages recipe pages are most often
    /// written in, lowercased, without the trailing colon.
    static let labels: [String: Label] = {
        var labels: [String: Label] = [:]
        for word in ["ingredients", "ingredient list", "zutaten", "ingrédients", "ingredientes", "ingredienti", "składniki",
                     "hozzávalók", "ingrediënten", "ingredienser", "ingredienten", "suroviny", "ingrediencie", "ainekset",
                     "what you need", "you will need", "you'll need", "用料", "材料", "食材", "原料"] {
            labels[word] = .ingredients
        }
        for word in ["instructions", "method", "directions", "preparation", "steps", "step-by-step", "step by step",
                     "how to make it", "how to make", "zubereitung", "préparation", "preparación", "elaboración",
                     "preparazione", "procedimento", "przygotowanie", "sposób przygotowania", "elkészítés", "a recept",
                     "bereiding", "bereidingswijze", "fremgangsmåde", "fremgangsmåte", "postup", "postup prípravy",
                     "postup přípravy", "valmistus", "modo de preparo", "modo de preparação", "做法", "步骤", "做法步骤",
                     "作り方", "手順"] {
            labels[word] = .instructions
        }
        for word in ["notes", "note", "recipe notes", "tips", "nutrition", "nutrition facts", "variation", "variations",
                     "comments", "equipment", "details"] {
            labels[word] = .other
        }
        return labels
    }()

    /// The label a block's text names, if its whole text is one.
    static func label(_ text: String) -> Label? {
        var key = text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
        while let last = key.last, last == ":" || last == "：" || last == "." || last.isWhitespace { key.removeLast() }
        guard !key.isEmpty, key.count <= 40 else { return nil }
        return labels[key]
    }

    /// Words that count portions after a number ("4 servings", "2 - 4 porcje").
    static let servingWords: Set<String> = [
        "serving", "servings", "portion", "portions", "people", "persons", "porcje", "porcji", "porce", "porcie",
        "porciones", "porções", "porzioni", "portionen", "personen", "personnes", "adag", "annos",
    ]

    /// "4 servings", "Serves 4" or a card's "Servings" over "4", printed on
    /// its own near the recipe.
    static func namesServings(_ text: String) -> Bool {
        let words = text.lowercased().split(whereSeparator: { $0.isWhitespace || $0 == "-" || $0 == "–" }).map(String.init)
        guard (2...4).contains(words.count), let first = words.first, let last = words.last else { return false }
        if first.allSatisfy(\.isNumber) { return servingWords.contains(last) }
        return (first == "serves" || servingWords.contains(first)) && words.count == 2 && last.allSatisfy(\.isNumber)
    }

    /// Facts printed as "Label: value" lines beside the recipe.
    enum Fact: Hashable { case prep, cook, total, servings }

    static let factLabels: [String: Fact] = [
        "prep time": .prep, "preparation time": .prep, "prep": .prep,
        "cook time": .cook, "cooking time": .cook, "bake time": .cook, "baking time": .cook, "cook": .cook, "bake": .cook,
        "total time": .total, "ready in": .total, "total": .total,
        "serves": .servings, "servings": .servings, "yield": .servings, "yields": .servings, "makes": .servings,
    ]

    /// The labelled parts of a card's meta line, one fact each: "Prep: 15
    /// mins | Cook: 55 mins | Serves 10", "Total time: 1 hour 10 minutes ·
    /// Serves: 10", or lines broken by `<br>`. Read whole, the servings
    /// counted as minutes and were lost.
    static func factParts(_ text: String) -> [String] {
        var pieces: [String] = []
        for piece in text.replacingOccurrences(of: " / ", with: "\n").components(separatedBy: CharacterSet(charactersIn: "\n|·•;")) {
            // A card's "Servings" over "4": the label alone, its value on the next line.
            let label = pieces.last.map { $0.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: ": ")) }
            if let label, factLabels[label] != nil || servingWords.contains(label) {
                pieces[pieces.count - 1] += " " + piece
            } else {
                pieces.append(piece)
            }
        }
        return pieces.flatMap { piece -> [String] in
            // "Prep time: 10 minutes Cook time: 20 minutes": cut before each later "label:".
            var parts: [String] = []
            var rest = Substring(HTMLText.clean(piece))
            while let match = rest.dropFirst().firstMatch(of: laterLabel) {
                parts.append(String(rest[..<match.range.lowerBound]))
                rest = rest[match.range.lowerBound...].drop(while: \.isWhitespace)
            }
            parts.append(String(rest))
            return parts.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
    }

    /// A label (one of `factLabels`) written with its colon after a word of the value.
    nonisolated(unsafe) private static let laterLabel =
        #/(?i)\s(?:preparation time|prep time|prep|cooking time|cook time|cook|bake time|baking time|bake|total time|total|ready in|servings|serves|yields|yield|makes)\s*:/#

    /// The fact one part states: "Cook time: 20 minutes", or without a
    /// colon "Prep 10 mins" and "Makes 8 scones" when a number follows the
    /// label and, for a time, nothing but the time ("Cook 5 minutes,
    /// stirring" is a step).
    static func fact(in part: String) -> (Fact, String)? {
        let text = HTMLText.clean(part)
        if let colon = text.firstIndex(of: ":") {
            let name = text[..<colon].lowercased().trimmingCharacters(in: .whitespaces)
            let value = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            guard let fact = factLabels[name], !value.isEmpty else { return nil }
            // "Total: $12.99" in a shop's box is no time: a one-word label needs a time word.
            if fact != .servings, !name.contains(" "),
               !value.lowercased().split(whereSeparator: { !$0.isLetter }).contains(where: { timeWords.contains(String($0)) }) {
                return nil
            }
            return (fact, value)
        }
        let lowered = text.lowercased()
        for (name, fact) in factLabels where lowered.hasPrefix(name + " ") {
            let value = text.dropFirst(name.count).trimmingCharacters(in: .whitespaces)
            guard value.first?.isNumber == true else { continue }
            let words = value.lowercased().split(whereSeparator: { $0.isWhitespace || $0 == "-" })
            if fact == .servings {
                if words.count <= 4 { return (fact, value) }
            } else if words.allSatisfy({ word in word.allSatisfy { $0.isNumber || $0 == "." } || timeWords.contains(String(word)) }) {
                return (fact, value)
            }
        }
        return nil
    }

    private static let timeWords: Set<String> = [
        "h", "hr", "hrs", "hour", "hours", "m", "min", "mins", "minute", "minutes", "and", "to",
    ]

    private struct Scan {
        var ingredients: [String] = []
        var ingredientGroups: [String?] = []
        var stepItems: [String] = []
        var stepItemSections: [String?] = []
        var stepParagraphs: [String] = []
        var stepParagraphSections: [String?] = []
        /// The sub-heading inside the current section, as printed.
        var group: String?
        var facts: [Fact: String] = [:]
        var firstHeading: String?
        /// The section being read and the rank of its heading (7 for a
        /// heading that is not `<h1>`-`<h6>`).
        var current: (label: Label, rank: Int)?
        var done: Set<Label> = []

        static let skipped: Set<String> = [
            "script", "style", "noscript", "template", "select", "button", "svg", "iframe", "form", "nav", "footer",
        ]
        static let blocks: Set<String> = ["p", "div", "span", "strong", "b", "dt", "legend", "section", "header"]

        mutating func walk(_ element: HTMLElement) {
            for child in element.childElements {
                if Self.skipped.contains(child.name) || child.isHiddenFromReader { continue }
                let rank = headingRank(child.name)
                if rank != nil || Self.blocks.contains(child.name), let text = child.shortText(limit: 60) {
                    if let label = HeadedRecipeReader.label(text) {
                        enter(label, rank: rank ?? 7)
                        continue
                    }
                    let cleaned = HTMLText.clean(text)
                    if let rank {
                        if rank == 1, firstHeading == nil, !text.isEmpty { firstHeading = cleaned }
                        if let current, !text.isEmpty {
                            // A smaller heading inside the section groups what follows.
                            if rank <= current.rank { leave(current.label) } else { group = cleaned }
                        }
                        continue
                    }
                    // "For the crust:" in bold, over its own list (not a short list in capitals).
                    if current != nil, !cleaned.isEmpty, SchemaRecipeReader.isGroupHeading(cleaned),
                       child.descendants(where: { $0.name == "li" }).isEmpty {
                        group = cleaned
                        continue
                    }
                }
                if child.name == "li" || child.name == "p" || child.name == "div" { readFact(child) }
                if child.name == "li", let current {
                    let text = HTMLText.clean(child.layoutText)
                    if !text.isEmpty {
                        if current.label == .ingredients {
                            ingredients.append(ListMarker.stripped(text))
                            ingredientGroups.append(group.flatMap(ImportedRecipe.groupName))
                        }
                        if current.label == .instructions {
                            stepItems.append(text)
                            stepItemSections.append(group.flatMap(Self.sectionName))
                        }
                    }
                    continue
                }
                if child.name == "p", let current, current.label == .instructions {
                    let text = HTMLText.clean(child.layoutText)
                    if !text.isEmpty {
                        stepParagraphs.append(text)
                        stepParagraphSections.append(group.flatMap(Self.sectionName))
                    }
                    continue
                }
                walk(child)
            }
        }

        private mutating func enter(_ label: Label, rank: Int) {
            if let current { leave(current.label) }
            current = done.contains(label) || label == .other ? nil : (label, rank)
            group = nil
        }

        /// "Make the filling:" names its steps "Make the filling"; "Step 2"
        /// names nothing.
        static func sectionName(_ heading: String) -> String? {
            let name = heading.trimmingCharacters(in: CharacterSet(charactersIn: ":-=*#– ").union(.whitespaces))
            return name.isEmpty || SchemaRecipeReader.isStepLabel(name) ? nil : name
        }

        private mutating func leave(_ label: Label) {
            let found = label == .ingredients ? !ingredients.isEmpty : !(stepItems.isEmpty && stepParagraphs.isEmpty)
            if found { done.insert(label) }
            current = nil
            group = nil
        }

        private mutating func readFact(_ element: HTMLElement) {
            guard let short = element.shortText(limit: 100) else { return }
            for part in HeadedRecipeReader.factParts(short) {
                if facts[.servings] == nil, HeadedRecipeReader.namesServings(part) {
                    facts[.servings] = part
                    continue
                }
                guard let (fact, value) = HeadedRecipeReader.fact(in: part), facts[fact] == nil else { continue }
                facts[fact] = value
            }
        }

        private func headingRank(_ name: String) -> Int? {
            guard name.count == 2, name.first == "h", let digit = name.last?.wholeNumberValue, (1...6).contains(digit) else { return nil }
            return digit
        }
    }
}

extension HTMLElement {
    /// The element's laid-out text when its source text is at most `limit`
    /// characters, else nil; cheap to ask of every block on a long page.
    func shortText(limit: Int) -> String? {
        var budget = limit * 4
        guard fitsText(&budget) else { return nil }
        let text = layoutText
        return text.count <= limit ? text : nil
    }

    private func fitsText(_ budget: inout Int) -> Bool {
        for child in children {
            switch child {
            case .text(let run):
                budget -= run.utf8.count
                if budget < 0 { return false }
            case .element(let element):
                if !element.fitsText(&budget) { return false }
            }
        }
        return true
    }
}

import Foundation
import SousCore

/// Reads Cooklang recipes (https://cooklang.org): plain text where
/// `@garlic{2%cloves}` marks an ingredient, `#pan{}` a piece of cookware and
/// `~{25%minutes}` a timer; each paragraph is a step.
///
/// Supported: `>> key: value` metadata (a lone `>> Pancakes` is taken as
/// the title, with a note) and YAML front matter (`title`,
/// `servings`, `time`/`total time`/`prep time`/`cook time`), `--` line
/// comments and `[- block comments -]`, `= Section` lines, `> notes`
/// (skipped), single-word `@salt` and multi-word `@olive oil{}`, preparations
/// `@onion{1}(diced)`. A step's first timer becomes its `timer`.
public enum CooklangParser {
    public static func parse(_ source: String, fallbackTitle: String) -> ImportedRecipe {
        var metadata: [String: String] = [:]
        var text = stripBlockComments(source.replacingOccurrences(of: "\r\n", with: "\n"))
        text = readFrontMatter(text, into: &metadata)

        var paragraphs: [(text: String, section: String?)] = []
        var current: [String] = []
        var section: String?
        /// `>> Pancakes`: metadata without a key, most likely the title.
        var keyless: [String] = []
        func endParagraph() {
            let joined = current.joined(separator: " ").trimmingCharacters(in: .whitespaces)
            if !joined.isEmpty { paragraphs.append((joined, section)) }
            current = []
        }
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = stripLineComment(String(rawLine)).trimmingCharacters(in: .whitespaces)
            if line.hasPrefix(">>") {
                endParagraph()
                let entry = line.dropFirst(2)
                if let colon = entry.firstIndex(of: ":") {
                    let key = entry[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
                    metadata[key] = entry[entry.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                } else if !entry.trimmingCharacters(in: .whitespaces).isEmpty {
                    keyless.append(entry.trimmingCharacters(in: .whitespaces))
                }
            } else if line.hasPrefix(">") {
                endParagraph()
            } else if line.hasPrefix("=") {
                endParagraph()
                let name = line.trimmingCharacters(in: CharacterSet(charactersIn: "= ")).trimmingCharacters(in: .whitespaces)
                section = name.isEmpty ? nil : name
            } else if line.isEmpty {
                endParagraph()
            } else {
                current.append(line)
            }
        }
        endParagraph()

        var ingredients: [String] = []
        var steps: [Step] = []
        var problems: [String] = []
        for paragraph in paragraphs {
            let parsed = parseStep(paragraph.text)
            problems += parsed.problems.map { "step \(steps.count + 1): \($0)" }
            for ingredient in parsed.ingredients where !ingredients.contains(ingredient) { ingredients.append(ingredient) }
            if !parsed.text.isEmpty {
                steps.append(Step(text: parsed.text, timer: parsed.timer, section: paragraph.section))
            }
        }

        var title = metadata["title"].flatMap { $0.isEmpty ? nil : $0 } ?? fallbackTitle
        for (index, entry) in keyless.enumerated() {
            if index == 0, metadata["title"]?.isEmpty ?? true {
                title = entry
                problems.append("'>> \(entry)' has no key; taken as the title (write '>> title: \(entry)')")
            } else {
                problems.append("'>> \(entry)' has no key (write '>> key: value'); ignored")
            }
        }
        var minutes = ["time", "total time", "totaltime", "duration", "time required"].lazy
            .compactMap { metadata[$0].flatMap(RecipeDuration.minutes) }.first
        if minutes == nil {
            let prep = (metadata["prep time"] ?? metadata["prep_time"]).flatMap(RecipeDuration.minutes) ?? 0
            let cook = (metadata["cook time"] ?? metadata["cook_time"]).flatMap(RecipeDuration.minutes) ?? 0
            if prep + cook > 0 { minutes = prep + cook }
        }
        let servings = (metadata["servings"] ?? metadata["serves"] ?? metadata["yield"]).flatMap(RecipeYield.firstNumber(in:))
        var recipe = ImportedRecipe(title: title, ingredients: ingredients, steps: steps, minutes: minutes, servings: servings,
                                    image: metadata["image"], source: .cooklang)
        recipe.tags = ImportedRecipe.tags(from: [metadata["tags"] ?? metadata["tag"] ?? ""])
        recipe.problems = problems
        return recipe
    }

    // MARK: Comments and metadata

    private static func stripBlockComments(_ text: String) -> String {
        var out = ""
        var rest = Substring(text)
        while let open = rest.range(of: "[-") {
            out += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].range(of: "-]") else { return out }
            rest = rest[close.upperBound...]
        }
        return out + rest
    }

    private static func stripLineComment(_ line: String) -> String {
        guard let dashes = line.range(of: "--") else { return line }
        return String(line[..<dashes.lowerBound])
    }

    /// YAML front matter between `---` lines at the very start: flat
    /// `key: value` pairs are all Sous uses.
    private static func readFrontMatter(_ text: String, into metadata: inout [String: String]) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first?.trimmingCharacters(in: .whitespaces) == "---",
              let end = lines.dropFirst().firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "---" }) else { return text }
        for line in lines[1..<end] {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let key = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            var value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first {
                value = String(value.dropFirst().dropLast())
            }
            if !key.isEmpty, !value.isEmpty { metadata[key] = value }
        }
        return lines[(end + 1)...].joined(separator: "\n")
    }

    // MARK: Steps

    struct ParsedStep {
        var text: String
        var ingredients: [String]
        var timer: Int?
        /// Markup Sous could not read ("@sugar{100%g" never closed).
        var problems: [String] = []
    }

    /// Replaces the markup in one step with plain words and collects its
    /// ingredients and first timer.
    static func parseStep(_ source: String) -> ParsedStep {
        let characters = Array(source)
        var text = ""
        var ingredients: [String] = []
        var timer: Int?
        var problems: [String] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            guard "@#~".contains(character), let component = readComponent(characters, at: index + 1) else {
                text.append(character)
                index += 1
                continue
            }
            if component.unclosed {
                // The amount swallowed everything to the next "}": a whole ingredient was lost.
                problems.append("'\(character)\(component.name){' is never closed with '}'")
            }
            index = component.end
            switch character {
            case "@":
                text += component.name
                ingredients.append(ingredientLine(component))
            case "#":
                text += component.name
            default:
                let duration = [component.quantity, component.unit].filter { !$0.isEmpty }.joined(separator: " ")
                text += duration.isEmpty ? component.name : duration
                if timer == nil, let seconds = timerSeconds(component) { timer = seconds }
            }
        }
        let cleaned = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return ParsedStep(text: cleaned, ingredients: ingredients, timer: timer, problems: problems)
    }

    struct Component {
        var name: String
        var quantity: String
        var unit: String
        var note: String
        var end: Int
        var unclosed = false
    }

    /// A component after its sigil: `name{quantity%unit}(note)` or a single word.
    private static func readComponent(_ characters: [Character], at start: Int) -> Component? {
        guard start <= characters.count else { return nil }
        // Multi-word names run to a "{" with no other sigil before it.
        var brace: Int?
        var scan = start
        while scan < characters.count {
            let character = characters[scan]
            if character == "{" { brace = scan; break }
            if "@#~".contains(character) { break }
            scan += 1
        }
        var name: String
        var end: Int
        var quantity = ""
        var unit = ""
        // The closing brace, before any other component's sigil or brace.
        let close = brace.flatMap { brace in characters[(brace + 1)...].firstIndex { "}{@#~".contains($0) } }.flatMap { characters[$0] == "}" ? $0 : nil }
        if let brace, close == nil, var word = singleWord(characters, at: start) {
            word.name = String(characters[start..<brace]).trimmingCharacters(in: .whitespaces)
            word.end = brace + 1
            word.unclosed = true
            return word
        }
        if let brace, let close {
            name = String(characters[start..<brace]).trimmingCharacters(in: .whitespaces)
            // A single word followed by text and then a brace belongs to a later component.
            if name.contains(" "), characters[start..<brace].contains(where: { $0 == "." || $0 == "," }) {
                return singleWord(characters, at: start)
            }
            let inside = String(characters[(brace + 1)..<close])
            let parts = inside.split(separator: "%", maxSplits: 1, omittingEmptySubsequences: false)
            quantity = parts.first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            if quantity.hasPrefix("=") { quantity = String(quantity.dropFirst()).trimmingCharacters(in: .whitespaces) }
            if quantity.hasSuffix("*") { quantity = String(quantity.dropLast()).trimmingCharacters(in: .whitespaces) }
            unit = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
            end = close + 1
        } else {
            guard let word = singleWord(characters, at: start) else { return nil }
            return word
        }
        guard !name.isEmpty || !quantity.isEmpty else { return nil }
        var note = ""
        if end < characters.count, characters[end] == "(", let close = characters[end...].firstIndex(of: ")") {
            note = String(characters[(end + 1)..<close]).trimmingCharacters(in: .whitespaces)
            end = close + 1
        }
        name = name.trimmingCharacters(in: .whitespaces)
        return Component(name: name, quantity: quantity, unit: unit, note: note, end: end)
    }

    private static func singleWord(_ characters: [Character], at start: Int) -> Component? {
        var end = start
        while end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "_" { end += 1 }
        guard end > start else { return nil }
        return Component(name: String(characters[start..<end]), quantity: "", unit: "", note: "", end: end)
    }

    /// "2 cloves garlic", "salt", "1 onion, diced".
    private static func ingredientLine(_ component: Component) -> String {
        // "@salt{some}": a word for an amount goes after the name ("salt,
        // some"), or it would be read as part of the name and said twice.
        // "@fresh thyme{a few%sprigs}" reads as written: "a few sprigs fresh thyme".
        if !component.quantity.isEmpty, number(component.quantity) == nil, IngredientParser.few(in: component.quantity) == nil,
           IngredientParser.parse("\(component.quantity) \(component.name)").amount == nil {
            return [component.name, component.quantity, component.unit, component.note].filter { !$0.isEmpty }.joined(separator: ", ")
        }
        var line = [component.quantity, component.unit, component.name].filter { !$0.isEmpty }.joined(separator: " ")
        if !component.note.isEmpty { line += ", \(component.note)" }
        return line
    }

    private static func timerSeconds(_ component: Component) -> Int? {
        guard let amount = number(component.quantity) else { return nil }
        let unit = component.unit.lowercased()
        let factor: Double
        switch unit {
        case "s", "sec", "secs", "second", "seconds": factor = 1
        case "", "m", "min", "mins", "minute", "minutes": factor = 60
        case "h", "hr", "hrs", "hour", "hours": factor = 3_600
        case "d", "day", "days": factor = 86_400
        default: return nil
        }
        let seconds = Int(bounded: (amount * factor).rounded())
        return seconds > 0 ? seconds : nil
    }

    private static func number(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let value = Double(trimmed) { return value }
        let parts = trimmed.split(separator: "/")
        if parts.count == 2, let top = Double(parts[0].trimmingCharacters(in: .whitespaces)),
           let bottom = Double(parts[1].trimmingCharacters(in: .whitespaces)), bottom > 0 {
            return top / bottom
        }
        return nil
    }
}

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
        let frontMatterLines: Int
        (text, frontMatterLines) = readFrontMatter(text, into: &metadata)

        /// Each paragraph's text, and where in it each of its lines of the file starts.
        var paragraphs: [(text: String, section: String?, lines: [(offset: Int, line: Int)])] = []
        var current: [(text: String, line: Int)] = []
        var section: String?
        /// `>> Pancakes`: metadata without a key, most likely the title.
        var keyless: [String] = []
        func endParagraph() {
            var joined = ""
            var lines: [(offset: Int, line: Int)] = []
            for part in current {
                if !joined.isEmpty { joined += " " }
                lines.append((joined.count, part.line))
                joined += part.text
            }
            if !joined.isEmpty { paragraphs.append((joined, section, lines)) }
            current = []
        }
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let lineNumber = frontMatterLines + index + 1
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
                current.append((line, lineNumber))
            }
        }
        endParagraph()

        var ingredients: [String] = []
        var steps: [Step] = []
        var problems: [String] = []
        var notes: [String] = []
        for paragraph in paragraphs {
            let parsed = parseStep(paragraph.text)
            func place(_ at: Int) -> String {
                let line = paragraph.lines.last { $0.offset <= at }?.line ?? paragraph.lines.first?.line ?? 0
                return "line \(line), step \(steps.count + 1)"
            }
            problems += parsed.problems.map { "\(place($0.at)): \($0.text)" }
            notes += parsed.notes.map { "\(place($0.at)): \($0.text)" }
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
        let yield = metadata["servings"] ?? metadata["serves"] ?? metadata["yield"]
        let servings = yield.flatMap(RecipeYield.count(in:))
        var recipe = ImportedRecipe(title: title, ingredients: ingredients, steps: steps, minutes: minutes, servings: servings,
                                    image: metadata["image"], source: .cooklang)
        // ">> servings: 24 cookies": the author's own word for what it makes.
        if let yield, let read = YieldUnit.reading(yield), read.count == servings { recipe.makes = read.unit }
        // ">> servings: 10" beside ">> yield: 1 loaf" (or ">> serves: 10"
        // beside ">> servings: 1 loaf"): makes 1 loaf, which serves 10.
        var people: Int?
        var made: (count: Int, unit: YieldUnit)?
        for key in ["servings", "serves", "yield"] {
            guard let text = metadata[key] else { continue }
            let both = YieldUnit.readingBoth(text)
            people = people ?? both.people
            made = made ?? both.makes
        }
        if let made, recipe.makes == nil || recipe.servings == made.count {
            (recipe.servings, recipe.makes) = (made.count, made.unit)
            recipe.serves = people == made.count ? nil : people
        }
        recipe.tags = ImportedRecipe.tags(from: [metadata["tags"] ?? metadata["tag"] ?? ""])
        recipe.problems = problems
        recipe.notes = notes
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
    /// Returns the text after it and how many lines it took.
    private static func readFrontMatter(_ text: String, into metadata: inout [String: String]) -> (String, Int) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first?.trimmingCharacters(in: .whitespaces) == "---",
              let end = lines.dropFirst().firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "---" }) else { return (text, 0) }
        for line in lines[1..<end] {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let key = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            var value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first {
                value = String(value.dropFirst().dropLast())
            }
            if !key.isEmpty, !value.isEmpty { metadata[key] = value }
        }
        return (lines[(end + 1)...].joined(separator: "\n"), end + 1)
    }

    // MARK: Steps

    struct ParsedStep {
        var text: String
        var ingredients: [String]
        var timer: Int?
        /// Markup Sous could not read ("@sugar{100%g" never closed), and
        /// where in the step's text its sigil is.
        var problems: [(at: Int, text: String)] = []
        /// How markup that is not wrong was read ("~{3}" as minutes).
        var notes: [(at: Int, text: String)] = []
    }

    /// Replaces the markup in one step with plain words and collects its
    /// ingredients and first timer.
    static func parseStep(_ source: String) -> ParsedStep {
        let characters = Array(source)
        var text = ""
        var ingredients: [String] = []
        var timer: Int?
        var problems: [(at: Int, text: String)] = []
        var notes: [(at: Int, text: String)] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            guard "@#~".contains(character), let component = readComponent(characters, at: index + 1) else {
                text.append(character)
                index += 1
                continue
            }
            let sigil = index
            let written = String(characters[index..<component.end]).trimmingCharacters(in: .whitespaces)
            let read: String
            index = component.end
            switch character {
            case "@":
                text += component.name
                let line = ingredientLine(component)
                ingredients.append(line)
                read = line
                if !component.unit.isEmpty, !component.unclosed, amountInWords(component) {
                    notes.append((sigil, "'\(written)': '\(component.quantity)' is no amount for '\(component.unit)'; read as \(line) (write a number, as '@\(component.name){250%\(component.unit)}')"))
                }
            case "#":
                text += component.name
                read = component.name
            default:
                // "~{3}": minutes, said as such (not "simmer 3").
                let unit = component.unit.isEmpty && number(component.quantity) != nil ? "minutes" : component.unit
                let duration = [component.quantity, unit].filter { !$0.isEmpty }.joined(separator: " ")
                text += duration.isEmpty ? component.name : duration
                if timer == nil, let seconds = timerSeconds(component) { timer = seconds }
                read = duration.isEmpty ? component.name : "a timer of \(duration)"
                if component.unit.isEmpty, !component.unclosed, number(component.quantity) != nil {
                    notes.append((sigil, "'\(written)' has no unit; read as \(duration) (write '~{\(component.quantity)%minutes}')"))
                }
            }
            if component.unclosed {
                // Read as far as it can be; the rest of the step stays words.
                problems.append((sigil, "'\(written)' is never closed with '}'; read as \(read)"))
            }
        }
        let cleaned = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return ParsedStep(text: cleaned, ingredients: ingredients, timer: timer, problems: problems, notes: notes)
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
        if let brace, close == nil {
            return unclosed(characters, name: start, brace: brace)
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

    /// `@dark muscovado sugar{140%g, then beat in`: the amount written
    /// before the words go on ("140", "g") is kept, the brace dropped, and
    /// what follows stays the step's words (it was read aloud as markup).
    private static func unclosed(_ characters: [Character], name start: Int, brace: Int) -> Component? {
        let name = String(characters[start..<brace]).trimmingCharacters(in: .whitespaces)
        // "Add @salt, then stir {gently": the brace is not the salt's.
        if name.contains(where: { $0 == "." || $0 == "," }) { return singleWord(characters, at: start) }
        var end = brace + 1
        func run(while test: (Character) -> Bool) -> String {
            let from = end
            while end < characters.count, test(characters[end]) { end += 1 }
            return String(characters[from..<end])
        }
        _ = run { $0 == " " }
        var quantity = run { $0.isNumber || $0 == "." || $0 == "/" || $0 == " " }
        // "1 1/2 hours": the space inside a number, not the one after it.
        while quantity.hasSuffix(" ") { quantity.removeLast(); end -= 1 }
        var unit = ""
        if !quantity.isEmpty, end < characters.count, characters[end] == "%" {
            end += 1
            unit = run { $0.isLetter }
        }
        if quantity.isEmpty { end = brace + 1 }
        guard !name.isEmpty || !quantity.isEmpty else { return nil }
        return Component(name: name, quantity: quantity, unit: unit, note: "", end: end, unclosed: true)
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
        if amountInWords(component) {
            // "@butter{lots%g}": "lots" of grams means nothing; the unit goes (and `parseStep` says so).
            return [component.name, component.quantity, component.note].filter { !$0.isEmpty }.joined(separator: ", ")
        }
        var line = [component.quantity, component.unit, component.name].filter { !$0.isEmpty }.joined(separator: " ")
        if !component.note.isEmpty { line += ", \(component.note)" }
        return line
    }

    /// "@salt{some}", "@butter{lots%g}": an amount no number or "a few" reads.
    private static func amountInWords(_ component: Component) -> Bool {
        !component.quantity.isEmpty && number(component.quantity) == nil && IngredientParser.few(in: component.quantity) == nil
            && IngredientParser.parse("\(component.quantity) \(component.name)").amount == nil
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
        // "~{1,5%Stunden}", "~{10%Minuten}": the words of a German or Spanish recipe.
        default:
            guard let minutes = RecipeDuration.unitMinutes(unit) else { return nil }
            factor = minutes * 60
        }
        let seconds = Int(bounded: (amount * factor).rounded())
        return seconds > 0 ? seconds : nil
    }

    private static func number(_ text: String) -> Double? {
        // "~{1,5%h}": a decimal comma, as in "@Gemüsebrühe{1,2%l}".
        let trimmed = DecimalComma.points(text.trimmingCharacters(in: .whitespaces))
        if let value = Double(trimmed) { return value }
        let parts = trimmed.split(separator: "/")
        if parts.count == 2, let top = Double(parts[0].trimmingCharacters(in: .whitespaces)),
           let bottom = Double(parts[1].trimmingCharacters(in: .whitespaces)), bottom > 0 {
            return top / bottom
        }
        return nil
    }
}

import Foundation
import SousCore

/// Turns one schema.org Recipe (from JSON-LD or microdata) into an
/// `ImportedRecipe`.
///
/// The rules follow recipe-scrapers' schema.org mode, the reference most
/// recipe tools agree with: ingredient lines are cleaned one by one;
/// `HowToSection`s name the steps inside them; a `HowToStep` whose `name` is
/// more than the start of its `text` keeps the name as a step of its own;
/// total time is `totalTime`, or prep plus cook time when that is missing.
enum SchemaRecipeReader {
    static func read(_ node: [String: Any], source: ImportedRecipe.Source) -> ImportedRecipe {
        let lines = groupedIngredients(node["recipeIngredient"] ?? node["ingredients"])
        var recipe = ImportedRecipe(
            title: string(node["name"] ?? node["headline"]).map(HTMLText.clean) ?? "",
            ingredients: lines.map(\.line),
            steps: steps(node["recipeInstructions"] ?? node["RecipeInstructions"] ?? node["instructions"]),
            minutes: minutes(node),
            servings: RecipeYield.servings(from: nonEmpty(node["recipeYield"]) ?? nonEmpty(node["yield"])),
            image: image(node["image"]),
            source: source)
        recipe.makes = RecipeYield.unit(from: nonEmpty(node["recipeYield"]) ?? nonEmpty(node["yield"]), servings: recipe.servings)
        // ["10", "1 loaf"]: the loaf is counted, and serves 10.
        if recipe.makes != nil, let count = recipe.servings {
            recipe.serves = RecipeYield.serves(from: nonEmpty(node["recipeYield"]) ?? nonEmpty(node["yield"]), makes: count)
        }
        if lines.contains(where: { $0.group != nil }) { recipe.ingredientGroups = lines.map(\.group) }
        recipe.tags = ImportedRecipe.tags(from: ["recipeCategory", "recipeCuisine"].flatMap { strings(node[$0]) }.map(HTMLText.clean))
        recipe.diets = ImportedRecipe.diets(from: strings(node["suitableForDiet"]))
        return recipe
    }

    private static func strings(_ value: Any?) -> [String] {
        if let list = value as? [Any] { return list.compactMap { string($0) } }
        return string(value).map { [$0] } ?? []
    }

    // MARK: Ingredients

    static func ingredients(_ value: Any?) -> [String] {
        groupedIngredients(value).map(\.line)
    }

    /// The lines, each with the group heading above it ("For the frosting:"
    /// over "1/2 cup butter" gives "for the frosting"), headings left out.
    static func groupedIngredients(_ value: Any?) -> [(line: String, group: String?)] {
        var raw: [Any] = []
        switch value {
        case let list as [Any]:
            for item in list {
                if let nested = item as? [Any] { raw += nested } else { raw.append(item) }
            }
        case let text as String:
            raw = [text]
        case let object as [String: Any]:
            raw = [object]
        default:
            break
        }
        var lines: [(line: String, group: String?)] = []
        var group: String?
        for line in raw.compactMap(ingredientText).map(HTMLText.clean).map(ListMarker.stripped) where !line.isEmpty {
            if isGroupHeading(line) {
                group = ImportedRecipe.groupName(line)
            } else {
                lines.append((line, group))
            }
        }
        return lines
    }

    private static func ingredientText(_ value: Any) -> String? {
        switch value {
        case let text as String:
            return text
        case let number as NSNumber:
            return number.stringValue
        case let object as [String: Any]:
            // schema.org PropertyValue: value, unit, name.
            let parts = [object["value"], object["unitText"] ?? object["unitCode"], object["name"]]
                .compactMap { part -> String? in
                    if let text = part as? String { return text }
                    if let number = part as? NSNumber { return number.stringValue }
                    return nil
                }
                .filter { !$0.isEmpty }
            if !parts.isEmpty { return parts.joined(separator: " ") }
            return string(object["text"])
        default:
            return nil
        }
    }

    /// "For the sauce:" or "Para el sofrito:" in an ingredient list heads a
    /// group; it is nothing to buy.
    /// So are "FOR THE ICING", "For the topping" and "--- Sauce ---" written
    /// without a colon: short, no amount, in capitals, dashes or "for the".
    static func isGroupHeading(_ line: String) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard !trimmed.contains(where: \.isNumber), trimmed.split(separator: " ").count <= 6 else { return false }
        if trimmed.hasSuffix(":") { return true }
        let letters = trimmed.filter(\.isLetter)
        if letters.count >= 4, letters.allSatisfy(\.isUppercase), trimmed.contains(" ") { return true }
        if trimmed.hasPrefix("--") || trimmed.hasPrefix("==") || trimmed.hasPrefix("**") { return true }
        return trimmed.lowercased().hasPrefix("for the ") && trimmed.split(separator: " ").count <= 4
    }

    // MARK: Steps

    static func steps(_ value: Any?) -> [Step] {
        var steps: [Step] = []
        // "Ajout d'ingrédient" over every other step: a name shared by
        // several steps says what kind of step it is, no heading to read out.
        var named: [String: Int] = [:]
        for name in stepNames(value) { named[name, default: 0] += 1 }
        let kinds = Set(named.filter { $0.value > 1 }.keys)
        switch value {
        case let text as String:
            // "1: <p>Boil the water.</p> 2: <p>..." numbers its paragraphs.
            var lines = splitNumbered(lines: HTMLText.cleanLines(text))
            if lines.count == 1 { lines = unglued(lines[0]) }
            steps = lines.map(withoutStepNumber).filter { !isStepLabel($0) }.map { Step(text: $0) }
        case let list as [Any]:
            for item in list { appendSteps(from: item, section: nil, kinds: kinds, to: &steps) }
        case let object as [String: Any]:
            appendSteps(from: object, section: nil, kinds: kinds, to: &steps)
        default:
            break
        }
        steps = withoutChatter(headingsAsSections(steps))
        // One section around every step separates nothing ("Preparation").
        if let first = steps.first?.section, steps.allSatisfy({ $0.section == first }) {
            steps = steps.map { Step(text: $0.text, timer: $0.timer, section: nil) }
        }
        return steps
    }

    /// The names of the steps that have a text of their own, in order.
    private static func stepNames(_ value: Any?) -> [String] {
        switch value {
        case let list as [Any]:
            return list.flatMap(stepNames)
        case let object as [String: Any]:
            if let inner = object["itemListElement"] ?? object["steps"] ?? object["item"], string(object["text"]) == nil { return stepNames(inner) }
            guard string(object["text"] ?? object["description"]) != nil,
                  let name = string(object["name"] ?? object["Name"]).map(HTMLText.clean), !name.isEmpty else { return [] }
            return [name]
        default:
            return []
        }
    }

    private static func appendSteps(from value: Any, section: String?, kinds: Set<String>, to steps: inout [Step]) {
        switch value {
        case let text as String:
            let cleaned = withoutStepNumber(HTMLText.clean(text))
            if !cleaned.isEmpty, !isStepLabel(cleaned) { steps.append(Step(text: cleaned, section: section)) }
        case let list as [Any]:
            for item in list { appendSteps(from: item, section: section, kinds: kinds, to: &steps) }
        case let object as [String: Any]:
            appendStep(object, section: section, kinds: kinds, to: &steps)
        default:
            break
        }
    }

    private static func appendStep(_ object: [String: Any], section: String?, kinds: Set<String>, to steps: inout [Step]) {
        let name = string(object["name"] ?? object["Name"]).map(HTMLText.clean).flatMap { $0.isEmpty ? nil : $0 }
        if SchemaTypes.contains(object, "HowToSection") || (object["itemListElement"] != nil && string(object["text"]) == nil) {
            let elements = object["itemListElement"] ?? object["steps"] ?? []
            // "Step 7" around one step names no part of the recipe.
            appendSteps(from: elements, section: name.flatMap { isStepLabel($0) ? nil : $0 } ?? section, kinds: kinds, to: &steps)
            return
        }
        // An ItemList's ListItem wraps the step: {"@type": "ListItem", "item": {HowToStep}}.
        if let item = object["item"], string(object["text"]) == nil, !(item is String) {
            appendSteps(from: item, section: section, kinds: kinds, to: &steps)
            return
        }
        if SchemaTypes.contains(object, "HowToTip") { return }
        // Line breaks inside one step are layout, often mid-sentence: the
        // step stays whole.
        let text = withoutStepNumber(HTMLText.clean(string(object["text"] ?? object["description"]) ?? ""))
        if let name, !text.isEmpty, !isStepLabel(name), !kinds.contains(name) {
            // Sites repeat the text as the name, or cut it short; a real
            // heading ("Make the dough") stays.
            let stem = String(name.reversed().drop { $0 == "." }.reversed())
            if !text.hasPrefix(stem) { steps.append(Step(text: name, section: section)) }
        }
        if !text.isEmpty {
            steps.append(Step(text: text, section: section))
        } else if let name, !isStepLabel(name) {
            steps.append(Step(text: name, section: section))
        }
    }

    /// "Verwarm de oven voor op 200 graden.Verhit de olie in de wok.Bak
    /// ...": a page that lost its line breaks glues one step's end to the
    /// next one's start, and fourteen steps came in as one a cook could not
    /// step through. Where a sentence end touches a capital, every sentence
    /// end before a capital is a step's end ("plm. 2 minuten" and "kool.
    /// (De kool ...!)" stay whole); a text without such a join is left as
    /// it is.
    static func unglued(_ text: String) -> [String] {
        guard text.contains(Self.gluedEnd) else { return [text] }
        var steps: [String] = []
        var rest = Substring(text)
        while let end = rest.firstMatch(of: Self.sentenceEnd) {
            let step = (rest[..<end.range.lowerBound] + end.output.1 + end.output.2).trimmingCharacters(in: .whitespaces)
            steps.append(step)
            rest = rest[end.range.upperBound...]
        }
        let last = rest.trimmingCharacters(in: .whitespaces)
        if !last.isEmpty { steps.append(last) }
        return steps
    }

    /// A lower-case letter's sentence end, touching the next capital.
    nonisolated(unsafe) private static let gluedEnd = #/\p{Ll}[.!?]\)?\p{Lu}/#
    /// A sentence end (with a closing bracket) before a capital, spaced or not;
    /// the capital is left for the next sentence.
    nonisolated(unsafe) private static let sentenceEnd = #/([\p{Ll}\)])([.!?]\)?)\s*(?=\p{Lu})/#

    /// "1. Mix the flour. 2. Knead it. 3. Bake." in one string is three
    /// steps: numbers 1, 2, 3... in order, each after a sentence end.
    static func splitNumbered(_ line: String) -> [String] {
        splitNumbered(lines: [line])
    }

    /// The text's lines cut at its numbers 1, 2, 3... in order, "1." at a
    /// line's start and each after a sentence end, in Chinese and Japanese
    /// also with no space after the number or end mark before it
    /// ("1.番茄切丁 2.鸡蛋打散", "1、…"). A line's text before its first
    /// number, within a numbered run, ends the step before: the line broke
    /// inside it (joined with no space between two Chinese or Japanese
    /// characters, as a browser joins them). A line without numbers stays a
    /// step of its own; a number not at a line's start is only cut where it
    /// goes on a run ("Bake for 2. 5 hours" stays whole).
    static func splitNumbered(lines: [String]) -> [String] {
        var pieces: [String] = []
        var expected = 1
        for line in lines {
            let marks = line.matches(of: numberedStep)
            // "1." opening a line starts a run afresh (a second list's).
            if let first = marks.first, first.output.1.startIndex == line.startIndex, Int(first.output.1) == 1 { expected = 1 }
            let startedAt = expected
            var cuts: [Range<String.Index>] = []
            for mark in marks where Int(mark.output.1) == expected {
                // From the number on: a Chinese full stop before it ends the step before.
                let cut = mark.output.1.startIndex..<mark.range.upperBound
                let before = line[..<cut.lowerBound].trimmingCharacters(in: .whitespaces)
                // A run starts at a line's start and goes on after a step's end.
                guard before.isEmpty ? expected == 1 || cuts.isEmpty : expected > 1 && endsAStep(before) else { continue }
                cuts.append(cut)
                expected += 1
            }
            guard let first = cuts.first else {
                pieces.append(line)
                continue
            }
            let lead = line[..<first.lowerBound].trimmingCharacters(in: .whitespaces)
            if !lead.isEmpty {
                if startedAt > 1, let last = pieces.popLast() {
                    pieces.append(joined(last, lead))
                } else {
                    pieces.append(lead)
                }
            }
            for index in cuts.indices {
                let end = index + 1 < cuts.count ? cuts[index + 1].lowerBound : line.endIndex
                pieces.append(line[cuts[index].upperBound..<end].trimmingCharacters(in: .whitespaces))
            }
        }
        return pieces.filter { !$0.isEmpty }
    }

    /// Text a step number may follow: a sentence's end, or (Chinese and
    /// Japanese steps often end bare) a Chinese, Japanese or Korean
    /// character or an emoji.
    private static func endsAStep(_ text: String) -> Bool {
        guard let last = text.unicodeScalars.last else { return false }
        if ".!?)。！？）…".unicodeScalars.contains(last) { return true }
        return isCJK(last) || (last.value >= 0x2190 && last.properties.isEmoji)
    }

    /// Han, kana, Hangul and their punctuation: scripts written without spaces between words.
    static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x11FF, 0x2E80...0x9FFF, 0xA960...0xA97F, 0xAC00...0xD7FF, 0xF900...0xFAFF, 0xFE30...0xFE4F,
             0xFF00...0xFFEF, 0x20000...0x3FFFF: return true
        default: return false
        }
    }

    /// Two parts of one step a line break split: a space between them, none
    /// between two Chinese or Japanese characters.
    private static func joined(_ head: String, _ tail: String) -> String {
        guard let end = head.unicodeScalars.last, let start = tail.unicodeScalars.first else { return head + tail }
        let noSpace = isCJK(end) && isCJK(start) && !isHangul(end) && !isHangul(start)
        return head + (noSpace ? "" : " ") + tail
    }

    private static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
        (0x1100...0x11FF).contains(scalar.value) || (0xA960...0xA97F).contains(scalar.value) || (0xAC00...0xD7FF).contains(scalar.value)
    }

    /// "For the meat:" or "To serve:" given as a step of its own names the
    /// steps after it; it is nothing to do.
    static func headingsAsSections(_ steps: [Step]) -> [Step] {
        var result: [Step] = []
        // The heading, within the page's own section it was given in.
        var heading: (name: String, within: String?)?
        for (index, step) in steps.enumerated() {
            let words = step.text.split(separator: " ")
            if step.text.hasSuffix(":"), words.count <= 5, !step.text.contains(where: \.isNumber), index + 1 < steps.count {
                heading = (String(step.text.dropLast()).trimmingCharacters(in: .whitespaces), step.section)
                continue
            }
            if let current = heading, current.within != step.section { heading = nil }
            result.append(Step(text: step.text, timer: step.timer, section: heading?.name ?? step.section))
        }
        return result
    }

    /// The steps without the page's chatter ("Enjoy!", "Pin this recipe"),
    /// unless nothing else is left.
    static func withoutChatter(_ steps: [Step]) -> [Step] {
        let kept = steps.filter { !PageChatter.isChatter($0.text) }
        return kept.isEmpty ? steps : kept
    }

    /// "Step 1: Crack the eggs." and "1. Crack the eggs." are read "Step 1
    /// of 3: Crack the eggs.": the page's own number goes.
    static func withoutStepNumber(_ text: String) -> String {
        guard let match = text.prefixMatch(of: stepNumber) ?? text.prefixMatch(of: listNumber) else { return text }
        let rest = text[match.range.upperBound...].trimmingCharacters(in: .whitespaces)
        return rest.isEmpty ? text : rest
    }

    nonisolated(unsafe) private static let stepNumber = #/(?i)(?:step|schritt|étape|etape|paso|stap)\s*\d+\s*[:.)\-–]\s*/#

    /// "1. " or "2) " before a word; "1.5 kg" and "350 F" are no numbering.
    nonisolated(unsafe) private static let listNumber = #/\d{1,2}[.)]\s+(?=\p{L})/#

    /// "2. " after a space or at the start; in Chinese and Japanese also
    /// "2.番茄", "2、番茄", "2．", after "。" with no space, and "12." closing the text.
    nonisolated(unsafe) private static let numberedStep =
        #/(?:^|\s|[。！？])(\d{1,2})(?:[.)](?=\s|$)|[.)．](?=[\p{Han}\p{Hiragana}\p{Katakana}\p{Hangul}])|、)/#

    /// "Step 1", "2.", "Schritt 3": a number, not a heading worth reading.
    static func isStepLabel(_ name: String) -> Bool {
        let words = name.split(whereSeparator: { $0 == " " || $0 == "." || $0 == ":" || $0 == "#" })
        guard let last = words.last, last.allSatisfy(\.isNumber) else { return false }
        return words.count <= 2 && (words.count == 1 || words[0].count <= 10)
    }

    // MARK: Times, yield, image

    static func minutes(_ node: [String: Any]) -> Int? {
        if let total = RecipeDuration.minutes(from: node["totalTime"]) { return total }
        let prep = RecipeDuration.minutes(from: node["prepTime"]) ?? 0
        let cook = RecipeDuration.minutes(from: node["cookTime"] ?? node["performTime"]) ?? 0
        return prep + cook > 0 ? prep + cook : nil
    }

    private static func image(_ value: Any?) -> String? {
        switch value {
        case let text as String: return text.hasPrefix("http") ? text : nil
        case let list as [Any]: return list.lazy.compactMap { image($0) }.first
        case let object as [String: Any]: return image(object["url"] ?? object["contentUrl"])
        default: return nil
        }
    }

    static func string(_ value: Any?) -> String? {
        switch value {
        case let text as String: return text
        case let number as NSNumber: return number.stringValue
        case let list as [Any]: return list.lazy.compactMap { string($0) }.first
        default: return nil
        }
    }

    private static func nonEmpty(_ value: Any?) -> Any? {
        switch value {
        case nil: return nil
        case let text as String: return text.trimmingCharacters(in: .whitespaces).isEmpty ? nil : text
        case let list as [Any]: return list.isEmpty ? nil : list
        default: return value
        }
    }
}

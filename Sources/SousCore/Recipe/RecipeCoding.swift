import Foundation

/// A recipe file that cannot be used, naming the file and the field so the
/// author can fix it without reading a stack trace.
public struct RecipeFormatError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String?
    public var field: String
    public var problem: String

    public init(file: String? = nil, field: String, problem: String) {
        self.file = file
        self.field = field
        self.problem = problem
    }

    public var description: String {
        let place = field.isEmpty ? "" : "field '\(field)': "
        if let file { return "\(file): \(place)\(problem)" }
        return "\(place)\(problem)"
    }
}

extension Amount: Codable {
    private enum RangeKeys: String, CodingKey { case min, max }

    public init(from decoder: Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let value = try? single.decode(Double.self) {
            guard value.isFinite, value >= 0 else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "must be a positive number"))
            }
            guard value <= Amount.largest else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "must be at most 1000000, got \(value)"))
            }
            self = .exact(value)
            return
        }
        guard let range = try? decoder.container(keyedBy: RangeKeys.self),
              let low = try? range.decode(Double.self, forKey: .min),
              let high = try? range.decode(Double.self, forKey: .max) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "expected a number or {\"min\": N, \"max\": N}"))
        }
        guard low >= 0, high >= low else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "min must be at most max"))
        }
        guard high <= Amount.largest else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "must be at most 1000000, got \(high)"))
        }
        self = low == high ? .exact(low) : .range(low, high)
    }

    public func encode(to encoder: Encoder) throws {
        switch self {
        case .exact(let value):
            var single = encoder.singleValueContainer()
            try single.encode(value)
        case .range(let low, let high):
            var range = encoder.container(keyedBy: RangeKeys.self)
            try range.encode(low, forKey: .min)
            try range.encode(high, forKey: .max)
        }
    }
}

extension Ingredient: Codable {
    private enum Keys: String, CodingKey { case text, quantity, unit, name, note, section }

    /// Accepts a bare string ("2 eggs") or an object; an object without
    /// `name` is parsed from its `text`, so hand-written recipes stay short.
    public init(from decoder: Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let text = try? single.decode(String.self) {
            self.init(parsing: text)
            return
        }
        let container = try decoder.container(keyedBy: Keys.self)
        let text = try container.decode(String.self, forKey: .text)
        // "For the frosting": the group the line is printed under, on its own or with the parts.
        let section = try container.decodeIfPresent(String.self, forKey: .section).flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 }
        // Checked even when the line is parsed from its text: a "quantity"
        // of "lots" is a mistake the author should hear about.
        let amount = try container.decodeIfPresent(Amount.self, forKey: .quantity)
        guard let name = try container.decodeIfPresent(String.self, forKey: .name) else {
            _ = amount
            if let symbol = try container.decodeIfPresent(String.self, forKey: .unit), CookingUnit.withSymbol(symbol) == nil {
                throw DecodingError.dataCorruptedError(forKey: .unit, in: container, debugDescription: Self.unknownUnit(symbol))
            }
            self.init(parsing: text)
            self.section = section
            return
        }
        var unit: CookingUnit?
        if let symbol = try container.decodeIfPresent(String.self, forKey: .unit) {
            guard let known = CookingUnit.withSymbol(symbol) else {
                throw DecodingError.dataCorruptedError(forKey: .unit, in: container, debugDescription: Self.unknownUnit(symbol))
            }
            unit = known
        }
        let note = try container.decodeIfPresent(String.self, forKey: .note)
        self.init(text: text, amount: amount, unit: unit, name: name, note: note, section: section)
    }

    /// "thumb" is not a unit: what is, and how to write the line without one.
    private static func unknownUnit(_ symbol: String) -> String {
        "unknown unit '\(symbol)'; Sous knows \(CookingUnit.all.map(\.symbol).joined(separator: ", ")) (or leave 'unit' out)"
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(text, forKey: .text)
        try container.encodeIfPresent(amount, forKey: .quantity)
        try container.encodeIfPresent(unit?.symbol, forKey: .unit)
        try container.encode(name, forKey: .name)
        try container.encodeIfPresent(note, forKey: .note)
        try container.encodeIfPresent(section, forKey: .section)
    }
}

extension Step: Codable {
    private enum Keys: String, CodingKey { case text, timer, section }

    public init(from decoder: Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let text = try? single.decode(String.self) {
            self.init(text: text)
            return
        }
        let container = try decoder.container(keyedBy: Keys.self)
        // A timer of 0 or less, or over a day, is reported by `problems`, with
        // every other problem of the file; 90.5 names the field here (Foundation
        // would call the file "not valid JSON").
        var timer: Int?
        if let seconds = try container.decodeIfPresent(Double.self, forKey: .timer) {
            guard seconds == seconds.rounded() else {
                throw DecodingError.dataCorruptedError(forKey: .timer, in: container, debugDescription: "must be a whole number of seconds, got \(seconds)")
            }
            timer = Int(bounded: seconds)
        }
        self.init(text: try container.decode(String.self, forKey: .text), timer: timer,
                  section: try container.decodeIfPresent(String.self, forKey: .section))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(text, forKey: .text)
        try container.encodeIfPresent(timer, forKey: .timer)
        try container.encodeIfPresent(section, forKey: .section)
    }
}

extension Recipe: Codable {
    private enum Keys: String, CodingKey {
        case id, title, tags, minutes, servings, yield, image, diets, notDiets, allergens, ingredients, steps, nutrition
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        let minutes: Int = try Self.whole(.minutes, container) ?? container.decode(Int.self, forKey: .minutes)
        let (servings, makes, serves) = try Self.yield(container)
        self.init(
            id: try container.decode(String.self, forKey: .id),
            title: try container.decode(String.self, forKey: .title),
            tags: try container.decodeIfPresent([String].self, forKey: .tags) ?? [],
            minutes: minutes,
            servings: servings,
            makes: makes,
            serves: serves,
            image: try container.decodeIfPresent(String.self, forKey: .image),
            diets: try container.decodeIfPresent([String].self, forKey: .diets) ?? [],
            notDiets: try container.decodeIfPresent([String].self, forKey: .notDiets) ?? [],
            allergens: try container.decodeIfPresent([String].self, forKey: .allergens) ?? [],
            ingredients: try container.decode([Ingredient].self, forKey: .ingredients),
            steps: try container.decode([Step].self, forKey: .steps),
            nutrition: try container.decodeIfPresent(Nutrition.self, forKey: .nutrition))
    }

    /// How many the recipe is for, what it makes when not servings, and
    /// how many people that feeds: `"servings": 4`, `"servings": "1 loaf"`,
    /// `"yield": "24 cookies"`, `"servings": 10, "yield": "1 loaf"` (serves
    /// 10, makes 1 loaf: "make it for 20 people" is 2 loaves), `"yield":
    /// "Serves 10, makes 1 loaf"`. A plain number beside a yield of the
    /// same count is that count (`"servings": 24, "yield": "24 cookies"`).
    /// A count Sous cannot read names its field; fields that contradict
    /// each other (two counts of people, or two of things, that differ)
    /// are refused naming "yield", as Sous scales by one count.
    private static func yield(_ container: KeyedDecodingContainer<Keys>) throws -> (Int, YieldUnit?, Int?) {
        let servings = try yieldField(.servings, container)
        guard let yield = try yieldField(.yield, container) else {
            let count = servings?.makes?.count ?? servings?.people ?? servings?.number ?? 1
            return (count, servings?.makes?.unit, servings?.makes == nil ? nil : servings?.people)
        }
        func refuse(_ counts: String, _ other: String, _ count: Int) -> DecodingError {
            DecodingError.dataCorruptedError(forKey: .yield, in: container, debugDescription:
                "\(yield.said) counts \(counts) but 'servings' is \(other); Sous scales by one count: leave 'servings' out or make it \(count)")
        }
        // Two things made: one count, of one thing.
        if let made = yield.makes, let servings, let other = servings.makes, made.count != other.count || made.unit.word != other.unit.word {
            throw refuse(made.unit.counted(Double(made.count)), servings.said, made.count)
        }
        let makes = yield.makes ?? servings?.makes
        // A plain number beside a thing made of the same count is that
        // count; otherwise it counts people.
        var people: [Int] = []
        for read in [servings, yield].compactMap({ $0 }) {
            if let count = read.people { people.append(count) }
            if let number = read.number, number != makes?.count { people.append(number) }
        }
        if people.count == 2, people[0] != people[1] { throw refuse("\(people[1])", "\(people[0])", people[1]) }
        guard let makes else { return (people.first ?? 1, nil, nil) }
        return (makes.count, makes.unit, people.first)
    }

    /// One field's count: people and what is made as text says them
    /// ("Serves 10, makes 1 loaf", "24 cookies"), or a plain number, which
    /// `yield` tells apart. Nil when the field is absent or null.
    private static func yieldField(_ key: Keys, _ container: KeyedDecodingContainer<Keys>) throws
        -> (people: Int?, makes: (count: Int, unit: YieldUnit)?, number: Int?, said: String)? {
        guard container.contains(key), try !container.decodeNil(forKey: key) else { return nil }
        if let text = try? container.decode(String.self, forKey: key) {
            let both = YieldUnit.readingBoth(text)
            guard both.people != nil || both.makes != nil else {
                throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription:
                    "expected a whole number or what the recipe makes (\"24 cookies\", \"1 loaf\"), got '\(text)'")
            }
            return (both.people, both.makes, nil, "'\(text)'")
        }
        if key == .servings { return try whole(key, container).map { (nil, nil, $0, "\($0)") } }
        guard let count = try? whole(key, container) else {
            throw DecodingError.typeMismatch(String.self, .init(codingPath: container.codingPath + [key],
                                                                debugDescription: "expected what the recipe makes, as text"))
        }
        return (nil, nil, count, "\(count)")
    }

    /// "servings": 2.5 named the field, not "is not valid JSON".
    private static func whole(_ key: Keys, _ container: KeyedDecodingContainer<Keys>) throws -> Int? {
        let value: Double?
        do {
            value = try container.decodeIfPresent(Double.self, forKey: key)
        } catch DecodingError.typeMismatch(_, let context) {
            throw DecodingError.typeMismatch(Int.self, context)
        }
        guard let value else { return nil }
        // 2.5 decoded as an Int is reported without the field by Foundation.
        guard value == value.rounded(), abs(value) < 1e9 else {
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "must be a whole number, got \(value)")
        }
        return Int(value)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encode(tags, forKey: .tags)
        try container.encode(minutes, forKey: .minutes)
        // "Serves 10, makes 1 loaf": the people as "servings", the loaf as "yield".
        try container.encode(serves ?? servings, forKey: .servings)
        if let makes { try container.encode("\(servings) \(servings == 1 ? makes.singular : makes.plural)", forKey: .yield) }
        try container.encodeIfPresent(image, forKey: .image)
        if !diets.isEmpty { try container.encode(diets, forKey: .diets) }
        if !notDiets.isEmpty { try container.encode(notDiets, forKey: .notDiets) }
        if !allergens.isEmpty { try container.encode(allergens, forKey: .allergens) }
        try container.encode(ingredients, forKey: .ingredients)
        try container.encode(steps, forKey: .steps)
        try container.encodeIfPresent(nutrition, forKey: .nutrition)
    }
}

extension Recipe {
    /// Decodes and checks one recipe file's bytes. Every problem is reported
    /// as a `RecipeFormatError` naming `file` and the field at fault.
    public static func decode(_ data: Data, file: String? = nil) throws(RecipeFormatError) -> Recipe {
        let recipe: Recipe
        // JSONDecoder reads Latin-1 bytes in a string without a word, then
        // blames a field: the file's encoding is what to fix.
        guard String(validating: data, as: UTF8.self) != nil else {
            throw RecipeFormatError(file: file, field: "", problem: "is not UTF-8 text; save it as UTF-8")
        }
        do {
            recipe = try JSONDecoder().decode(Recipe.self, from: data)
        } catch let error as DecodingError {
            if case .dataCorrupted(let context) = error, context.codingPath.isEmpty {
                throw RecipeFormatError(file: file, field: "", problem: JSONProblem.describe(data, error))
            }
            throw Self.describe(error, file: file)
        } catch {
            throw RecipeFormatError(file: file, field: "", problem: JSONProblem.describe(data, error))
        }
        try recipe.validate(file: file)
        return recipe
    }

    /// Checks what the type system cannot: a readable id, at least one step,
    /// sensible numbers. Throws the first problem.
    public func validate(file: String? = nil) throws(RecipeFormatError) {
        if let first = problems(file: file).first { throw first }
    }

    /// Every problem `validate` would find, so `sous check` can list them all
    /// at once instead of one per run.
    public func problems(file: String? = nil) -> [RecipeFormatError] {
        var found: [RecipeFormatError] = []
        func fail(_ field: String, _ problem: String) { found.append(RecipeFormatError(file: file, field: field, problem: problem)) }
        if id.isEmpty || id.unicodeScalars.contains(where: { !Self.idCharacters.contains($0) }) {
            // "Sunday-Roast": the id it was most likely meant to be.
            let words = id.lowercased().unicodeScalars.split { !Self.idCharacters.contains($0) || $0 == "-" }
            let suggestion = words.map { String(String.UnicodeScalarView($0)) }.joined(separator: "-")
            let hint = suggestion.isEmpty || suggestion == id ? "" : " (did you mean '\(suggestion)'?)"
            fail("id", "must be lowercase letters, digits and hyphens, got '\(id)'\(hint)")
        }
        if title.trimmingCharacters(in: .whitespaces).isEmpty { fail("title", "must not be empty") }
        if minutes < 0 { fail("minutes", "must not be negative") }
        if servings < 1 { fail("servings", "must be at least 1") }
        if steps.isEmpty { fail("steps", "a recipe needs at least one step") }
        for (index, step) in steps.enumerated() {
            // An empty entry ("" in the list) is said as the user wrote it,
            // not as a "text" field they never typed.
            if step.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { fail("steps[\(index)]", "is an empty step; remove it") }
            if let timer = step.timer, timer <= 0 { fail("steps[\(index)].timer", "must be a positive number of seconds") }
            if let timer = step.timer, timer > Self.longestTimer {
                fail("steps[\(index)].timer", "must be at most 24 hours (86400 seconds), got \(timer)")
            }
        }
        for (index, ingredient) in ingredients.enumerated() where ingredient.name.trimmingCharacters(in: .whitespaces).isEmpty {
            // "" in the list is an empty line, and "2" a line with no thing
            // to buy; only a "name" written empty is the name's fault.
            let text = ingredient.text.trimmingCharacters(in: .whitespacesAndNewlines)
            if text.isEmpty {
                fail("ingredients[\(index)]", "is an empty line; remove it")
            } else if IngredientParser.parse(text).name.isEmpty {
                fail("ingredients[\(index)]", "'\(text)' names no ingredient; write what it is (\"2 eggs\", not \"2\")")
            } else {
                fail("ingredients[\(index)].name", "must not be empty")
            }
        }
        return found
    }

    /// A step's timer runs at most a day, as a timer set by voice does.
    public static let longestTimer = 24 * 3600

    /// What an id may contain: built once, checked for every recipe loaded.
    private static let idCharacters = CharacterSet.lowercaseLetters.union(.decimalDigits).union(CharacterSet(charactersIn: "-"))

    public func encodedJSON() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .withoutEscapingSlashes]
        return (try? encoder.encode(self)) ?? Data()
    }

    /// A decoding error as the cook reads it: the file, the field, the problem.
    public static func describe(_ error: DecodingError, file: String?) -> RecipeFormatError {
        func path(_ codingPath: [CodingKey], _ last: CodingKey? = nil) -> String {
            var keys = codingPath
            if let last { keys.append(last) }
            var text = ""
            for key in keys {
                if let index = key.intValue { text += "[\(index)]" } else { text += text.isEmpty ? key.stringValue : ".\(key.stringValue)" }
            }
            return text
        }
        switch error {
        case .keyNotFound(let key, let context):
            return RecipeFormatError(file: file, field: path(context.codingPath, key), problem: "is missing")
        case .typeMismatch(let type, let context):
            return RecipeFormatError(file: file, field: path(context.codingPath), problem: "expected \(Self.typeName(type))")
        case .valueNotFound(let type, let context):
            return RecipeFormatError(file: file, field: path(context.codingPath), problem: "expected \(Self.typeName(type)), found null")
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty {
                return RecipeFormatError(file: file, field: "", problem: "is not valid JSON")
            }
            return RecipeFormatError(file: file, field: path(context.codingPath), problem: context.debugDescription)
        @unknown default:
            return RecipeFormatError(file: file, field: "", problem: "could not be read")
        }
    }

    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type: "a whole number"
        case is Double.Type: "a number"
        case is [String].Type: "a list of strings"
        default: "\(type)".lowercased().contains("array") ? "a list" : "an object"
        }
    }
}

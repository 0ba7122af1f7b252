import SousCore

/// One option a subcommand accepts.
struct OptionSpec: Sendable {
    var name: String
    var takesValue: Bool
    var help: String
    var valueName: String = "VALUE"

    static func flag(_ name: String, _ help: String) -> OptionSpec {
        OptionSpec(name: name, takesValue: false, help: help)
    }

    static func value(_ name: String, _ valueName: String, _ help: String) -> OptionSpec {
        OptionSpec(name: name, takesValue: true, help: help, valueName: valueName)
    }
}

/// The command line after the subcommand name, split into positionals,
/// option values and flags.
struct ParsedArguments {
    var positionals: [String] = []
    var values: [String: [String]] = [:]
    var flags: Set<String> = []

    func value(_ name: String) -> String? { values[name]?.last }
    func all(_ name: String) -> [String] { values[name] ?? [] }
    func has(_ name: String) -> Bool { flags.contains(name) }

    func int(_ name: String, in range: ClosedRange<Int>) throws(UsageError) -> Int? {
        guard let text = value(name) else { return nil }
        guard let number = Int(text), range.contains(number) else {
            throw UsageError("--\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound), got '\(text)'")
        }
        return number
    }

    /// `--servings N` for this recipe: whole servings from 1 to 100, or as
    /// many of what it makes ("1.5" loaves, "48" cookies: `Recipe.scaleRange`).
    /// "30 people" is a headcount: a loaf that serves 10 is 3 loaves for
    /// it, and one that does not say whom it feeds is an error saying so.
    /// Of a recipe that says whom it feeds, a bare number is servings too
    /// (`--servings 30` of a loaf serving 10 is 3 loaves, not 30: servings
    /// are what people eat), and "2 loaves" counts loaves.
    func servings(for recipe: Recipe) throws(UsageError) -> Double? {
        guard let text = value("servings") else { return nil }
        let lower = text.lowercased()
        if let match = lower.wholeMatch(of: #/\s*(\d+)\s*(?:people|persons|person|guests|servings|serving|portions)\s*/#) {
            return try count(forPeople: String(match.output.1), text, of: recipe)
        }
        guard let made = recipe.makes else { return try int("servings", in: 1...100).map(Double.init) }
        var number = Double(text)
        if let match = lower.wholeMatch(of: #/\s*(\d+(?:\.\d+)?)\s*([a-z ]+?)\s*/#), made.matches(String(match.output.2)) {
            number = Double(match.output.1)
        } else if recipe.serves != nil, Int(text) != nil {
            return try count(forPeople: text, text, of: recipe)
        }
        let range = recipe.scaleRange
        guard let number, number.isFinite, range.contains(number), recipe.makesParts || number == number.rounded() else {
            let what = recipe.makesParts ? "a number" : "a whole number"
            throw UsageError("--servings counts what \(recipe.title) makes: \(what) of \(made.plural) from "
                             + "\(AmountFormatter.format(range.lowerBound)) to \(AmountFormatter.format(range.upperBound)), got '\(text)'")
        }
        return number
    }

    /// So many of what `recipe` makes as feed `headcount` people; servings
    /// of a recipe that makes none.
    private func count(forPeople headcount: String, _ text: String, of recipe: Recipe) throws(UsageError) -> Double {
        guard let people = Int(headcount), (1...1000).contains(people) else {
            throw UsageError("--servings: a number of people from 1 to 1000, got '\(text)'")
        }
        guard recipe.makes != nil else {
            guard people <= 100 else { throw UsageError("--servings must be a whole number from 1 to 100, got '\(text)'") }
            return Double(people)
        }
        guard let count = recipe.count(forPeople: people), recipe.scaleRange.contains(count) else {
            throw UsageError(recipe.serves == nil
                ? "\(recipe.title) makes \(recipe.madeAsWritten) and doesn't say how many people that feeds: give --servings in \(recipe.makes?.plural ?? "servings"), got '\(text)'"
                : "--servings '\(text)' is more than \(recipe.title) can be scaled to")
        }
        return count
    }

    /// Parses `--name value`, `--name=value`, flags, and `--` ending options.
    static func parse(_ arguments: [String], options: [OptionSpec]) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("--") || argument == "-" {
                if !optionsEnded, argument.hasPrefix("-"), argument.count > 1, argument != "-", Double(argument) == nil {
                    throw UsageError("unknown option '\(argument)'")
                }
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" { optionsEnded = true; continue }
            var name = String(argument.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            guard let spec = options.first(where: { $0.name == name }) else {
                throw UsageError("unknown option '--\(name)'" + Suggestion.closest(name, among: options.map(\.name)).map { "; did you mean '--\($0)'?" }.orEmpty)
            }
            if spec.takesValue {
                if let inlineValue {
                    parsed.values[name, default: []].append(inlineValue)
                } else {
                    guard index < arguments.count else { throw UsageError("--\(name) needs a value (\(spec.valueName))") }
                    parsed.values[name, default: []].append(arguments[index])
                    index += 1
                }
            } else {
                guard inlineValue == nil else { throw UsageError("--\(name) takes no value") }
                parsed.flags.insert(name)
            }
        }
        return parsed
    }
}

/// "serach" -> "search": the nearest name a typo could have meant.
enum Suggestion {
    static func closest(_ typed: String, among names: [String]) -> String? {
        let scored = names.map { ($0, Words.distance(typed.lowercased(), $0, limit: 3)) }.filter { $0.1 <= 2 }
        if let prefixed = names.first(where: { $0.hasPrefix(typed) && typed.count >= 3 }) { return prefixed }
        return scored.min { $0.1 < $1.1 }?.0
    }
}

extension Optional where Wrapped == String {
    var orEmpty: String { self ?? "" }
}

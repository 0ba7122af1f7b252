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
    /// many of what it makes (`Recipe.scaleRange`): "48 cookies", "2 dozen
    /// cookies", "1 1/2 loaves", "half a loaf", "3/4 loaf". "30 people" is
    /// a headcount: a loaf that serves 10 is 3 loaves for it, and one that
    /// does not say whom it feeds is an error saying so. Of a recipe that
    /// says whom it feeds, a bare whole number is people too (`--servings
    /// 30` of a loaf serving 10 is 3 loaves, not 30: servings are what
    /// people eat); of one that doesn't, what it makes ("48" cookies).
    func servings(for recipe: Recipe) throws(UsageError) -> Double? {
        try servingsRequest(for: recipe)?.count
    }

    /// `servings(for:)`, with the headcount it was worked out from, if any:
    /// a plan rounds that up to whole loaves.
    func servingsRequest(for recipe: Recipe) throws(UsageError) -> (count: Double, people: Int?)? {
        guard let text = value("servings") else { return nil }
        // "2 dozen cookies" is 24 cookies, "twelve" 12.
        // "½ loaf", "1½ loaves": the fractions Sous prints, typed back.
        let typed = IngredientParser.spellingFractions(text.lowercased())
        let lower = NumberWords.digitize(typed.split(separator: " ").map(String.init), dozenCountsPieces: true).joined(separator: " ")
        if let match = lower.wholeMatch(of: #/(\d+)\s*(?:people|persons|person|guests|servings|serving|portions)/#) {
            return try (count(forPeople: String(match.output.1), text, of: recipe), Int(match.output.1))
        }
        // "2 batches", "half a batch", "a double batch": times the recipe as
        // written, whatever it makes or serves (was "Banana Bread makes
        // loaves, not batches": its one loaf was taken for no batch).
        if let batches = Self.batches(lower) {
            let exact = batches * Double(recipe.servings)
            // Servings and pieces are whole, as "make two batches" rounds them.
            let count = recipe.makesParts ? exact : max(1, exact.rounded())
            guard exact.isFinite, exact > 0, recipe.scaleRange.contains(count) else {
                let range = recipe.scaleRange
                throw UsageError("--servings '\(text)': \(recipe.title) can be scaled from \(recipe.made(range.lowerBound)) to \(recipe.made(range.upperBound))")
            }
            return (count, nil)
        }
        guard let made = recipe.makes else { return try int("servings", in: 1...100).map { (Double($0), nil) } }
        let range = recipe.scaleRange
        func checked(_ number: Double?) throws(UsageError) -> Double {
            guard let number, number.isFinite, range.contains(number), recipe.makesParts || number == number.rounded() else {
                let what = recipe.makesParts ? "a number" : "a whole number"
                throw UsageError("--servings counts what \(recipe.title) makes: \(what) of \(made.plural) from "
                                 + "\(AmountFormatter.format(range.lowerBound)) to \(AmountFormatter.format(range.upperBound)) "
                                 + (recipe.makesParts ? "(\"2 \(made.plural)\", \"half a \(made.singular)\")" : "(\"48 \(made.plural)\", \"2 dozen \(made.plural)\")")
                                 + ", got '\(text)'")
            }
            return number
        }
        if let bare = Double(lower) {
            // A bare whole number of a recipe that says whom it feeds is people.
            if recipe.serves != nil {
                guard bare == bare.rounded() else {
                    throw UsageError("--servings \(text): of \(recipe.title) a bare number is people (\(recipe.madeAndFed(Double(recipe.servings)))); "
                                     + "for part of a \(made.singular) say --servings \"\(text) \(bare > 1 ? made.plural : made.singular)\"")
                }
                return try (count(forPeople: lower, text, of: recipe), Int(bare))
            }
            return (try checked(bare), nil)
        }
        // "1 1/2 loaves", "3/4 loaf", "0.5 loaf".
        if let match = lower.wholeMatch(of: #/(?:(\d+) )?(\d+)/(\d+)\s+([a-z][a-z ]*)|(\d+(?:\.\d+)?)\s*([a-z][a-z ]*)/#) {
            let noun = String(match.output.4 ?? match.output.6 ?? "")
            guard made.matches(noun) || noun == YieldRequest.pieces else { throw UsageError("--servings '\(text)': \(recipe.title) makes \(made.plural), not \(noun)") }
            if let top = match.output.2.flatMap({ Double($0) }), let bottom = match.output.3.flatMap({ Double($0) }), bottom > 0 {
                return (try checked((match.output.1.flatMap { Double($0) } ?? 0) + top / bottom), nil)
            }
            return (try checked(match.output.5.flatMap { Double($0) }), nil)
        }
        // "2 dozen cookies", "half a loaf", "a dozen": as the cook would say it.
        switch CommandParser.parse("make " + lower) {
        case .makes(let count, let noun)?:
            guard made.matches(noun) || noun == YieldRequest.pieces else { throw UsageError("--servings '\(text)': \(recipe.title) makes \(made.plural), not \(noun)") }
            return (try checked(count), nil)
        case .people(let people)?:
            return try (count(forPeople: String(people), text, of: recipe), people)
        default:
            return (try checked(nil), nil)
        }
    }

    /// "2 batches", "1 1/2 batches", "half a batch", "a double batch": how
    /// many times the recipe as written; nil for anything but batches.
    private static func batches(_ lower: String) -> Double? {
        guard lower.split(separator: " ").contains(where: { $0 == "batch" || $0 == "batches" }) else { return nil }
        if let match = lower.wholeMatch(of: #/(?:(\d+) )?(\d+)/(\d+)\s*(?:batch|batches)/#),
           let top = Double(match.output.2), let bottom = Double(match.output.3), bottom > 0 {
            return (match.output.1.flatMap { Double($0) } ?? 0) + top / bottom
        }
        if let match = lower.wholeMatch(of: #/(\d+(?:\.\d+)?)\s*(?:batch|batches)/#) { return Double(match.output.1) }
        switch CommandParser.parse("make " + lower) {
        case .makes(let count, let noun)? where ["batch", "batches"].contains(noun): return count
        case .scaleBy(let factor)?: return factor
        default: return nil
        }
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

/// "What can I use instead of buttermilk": the table's swaps
/// (`Substitute`) worked out for the amount this recipe needs at the
/// servings being cooked, in the cook's measures, rounded as the kitchen
/// measures ("For 2 cups of buttermilk: 2 cups of milk with 2 tbsp of lemon
/// juice or white vinegar; let it stand 5 minutes."). A thing the recipe
/// does not use gets the rule itself; one the table lacks is said so.
extension Reply {
    mutating func suggestSubstitute(for asked: String, with offered: String?) {
        let name = asked.trimmingCharacters(in: .whitespaces)
        var line: Int?
        if !state.isIdle, !recipe.ingredients.isEmpty {
            let answer = IngredientMatcher.answer(name, in: recipe.ingredients)
            if !answer.onlyNamedAfter { line = answer.found.first }
        }
        // "coconut milk" asked of a recipe with milk, "peanut butter" of one
        // with butter: another food, not that line.
        if let found = line, Set(Words.stems(name)).subtracting(Words.stems(recipe.ingredients[found].name)).contains(where: ReadableIngredients.isFood) {
            line = nil
        }
        // Another name of the thing the table knows: "baking soda" for the line's
        // "bicarbonate of soda", "icing sugar" for US measures' "powdered sugar".
        if line == nil, !state.isIdle, let asked = Substitute.entry(for: name) {
            line = recipe.ingredients.firstIndex { Substitute.entry(for: $0.name)?.names == asked.names }
        }
        let lineName = line.map { recipe.ingredients[$0].name }
        let lineEntry = lineName.flatMap(Substitute.entry(for:))
        guard let entry = lineEntry ?? Substitute.entry(for: name) else {
            if let offered {
                say("I don't know a substitute for \(name), so I can't say whether \(offered) works.", remember: false)
            } else {
                say("I don't know a substitute for \(name).", remember: false)
            }
            return
        }
        // The recipe's line is a kind the entry rules out: "1 tsp dried oregano"
        // was told "a third as much of the dried herb".
        if let lineName, lineEntry == nil, !entry.unless.isDisjoint(with: Words.stems(lineName)) {
            say("I don't know a substitute for \(lineName.lowercased()).", remember: false)
            return
        }
        // Nothing the cook avoids or their diet rules out: tahini's swap offered
        // cashew butter to a cook avoiding nuts, maple syrup's honey to a vegan.
        let (suited, refused) = suiting(entry)
        guard let entry = suited else {
            say("I don't know a substitute for \(name) you can have: \(ShoppingList.spokenList(refused)).", remember: false)
            return
        }
        // A line of another thing the words also fit is not what the table has.
        if lineEntry == nil { line = nil }
        let herb = Self.herbWord(lineName ?? name) ?? Self.herbWord(name) ?? "herb"
        if let offered {
            guard let (option, main) = entry.option(using: offered) else {
                say("I can't say whether \(offered) works instead of \(name). \(substitutes(entry, name: name, line: line, herb: herb))")
                return
            }
            // "Can I use oil instead of butter" where the steps cream it: no "Yes."
            if line != nil, let reason = option.needs.flatMap(ruledOut) {
                say(reason)
                return
            }
            let only = Substitute(entry.names, unless: entry.unless, [option])
            // "Water instead of eggs" was "Yes. ... ground flaxseed with ... water":
            // a part of the swap is no swap by itself.
            say((main ? "Yes. " : "Not on its own. ") + substitutes(only, name: name, line: line, herb: herb))
            return
        }
        say(substitutes(entry, name: name, line: line, herb: herb))
    }

    /// `entry` without the options, or the alternatives within a part
    /// ("smooth cashew butter or sunflower seed butter"), that the cook's
    /// preferences rule out; nil when none is left, with why each was
    /// refused ("honey is not vegan").
    func suiting(_ entry: Substitute) -> (Substitute?, [String]) {
        let preferences = state.preferences
        guard !preferences.diets.isEmpty || !preferences.allergens.isEmpty else { return (entry, []) }
        var refused: [String] = []
        var options: [Substitute.Option] = []
        for option in entry.options {
            var parts: [Substitute.Part] = []
            var rule = option.rule
            for part in option.parts {
                let alternatives = part.name.components(separatedBy: " or ")
                let kept = alternatives.filter { alternative in
                    guard let why = preferences.forbids(alternative) else { return true }
                    refused.append("\(alternative) \(why)")
                    return false
                }
                guard !kept.isEmpty else { break }
                let name = kept.joined(separator: " or ")
                rule = rule.replacingOccurrences(of: part.name, with: name)
                parts.append(Substitute.Part(name, part.ratio))
            }
            guard parts.count == option.parts.count else { continue }
            options.append(Substitute.Option(parts, joining: option.joining, then: option.then, caveat: option.caveat, needs: option.needs, rule: rule))
        }
        return (options.isEmpty ? nil : Substitute(entry.names, unless: entry.unless, options), refused)
    }

    /// Every option of `entry`: for the line's amount where its measure
    /// allows ("For 2 cups of buttermilk: ..."), else the rules ("Instead
    /// of buttermilk: a cup of milk with ...").
    func substitutes(_ entry: Substitute, name: String, line: Int?, herb: String) -> String {
        // The table's own caveat rules a swap out where this recipe's steps do
        // what it cannot: a flax egg was measured out for an omelette.
        if line != nil {
            let reasons = entry.options.map { $0.needs.flatMap(ruledOut) }
            if let first = reasons.first ?? nil, reasons.allSatisfy({ $0 != nil }) { return first }
        }
        let results: [String?] = entry.options.map { option in line.flatMap { workedOut(option, line: $0, herb: herb) } }
        guard let line, results.contains(where: { $0 != nil }) else {
            let rules = entry.options.map { spokenName($0.rule, herb: herb) }
            return "Instead of \(name): \(rules.joined(separator: "; or ")).".replacingOccurrences(of: "..", with: ".")
        }
        // "1/2 large egg", without how to measure part of one (": beat 1 and use ...").
        let amount = spokenAmount(line, scale: state.scale, withNote: false, unit: nil).split(separator: ":").first.map(String.init) ?? ""
        var said: [String] = []
        for (option, result) in zip(entry.options, results) {
            if let result {
                let caveat = option.caveat.map { " " + $0 } ?? ""
                said.append(result + "." + caveat)
            } else {
                said.append(spokenName(option.rule, herb: herb) + ".")
            }
        }
        return "For \(amount): " + said.joined(separator: " Or ")
    }

    /// Why this recipe's steps rule out a swap that needs `use`, in words;
    /// nil where they do not.
    func ruledOut(_ use: Substitute.Use) -> String? {
        let sentences = recipe.steps.flatMap { $0.text.lowercased().split(whereSeparator: { ".;!?".contains($0) }) }
            .map { Set($0.split(whereSeparator: { !$0.isLetter }).map(String.init)) }
        let title = recipe.title
        switch use {
        case .baking:
            // Baked, or a batter bound with flour (pancakes): a flax egg holds it.
            let baked = sentences.contains { !$0.isDisjoint(with: ["oven", "bake", "baked", "baking", "bakes"]) }
            let batter = recipe.ingredients.contains { Words.stems($0.name).contains("flour") }
            return baked || batter ? nil : "Eggs are the dish in \(title); the flax egg only works in baking."
        case .melted:
            let worked = sentences.filter { words in
                words.contains("butter") && words.isDisjoint(with: ["melt", "melted", "melting"])
                    && (!words.isDisjoint(with: ["cream", "creamed", "creaming", "beat", "beaten", "rub", "rubbed"]) || words.isSuperset(of: ["until", "pale"]))
            }
            guard !worked.isEmpty else { return nil }
            let how = worked.contains { !$0.isDisjoint(with: ["rub", "rubbed"]) } ? "rubs the butter in" : "creams the butter"
            return "Oil won't do here: \(title) \(how), and oil only stands in for melted butter."
        case .unwhipped:
            let whipped = sentences.contains { words in
                words.contains("cream") && !words.isDisjoint(with: ["whip", "whipped", "whipping", "peaks"])
            }
            return whipped ? "Milk and butter won't do here: \(title) whips the cream, and they do not whip." : nil
        }
    }

    /// One option for the line's amount at the servings cooked: "2 cups of
    /// milk with 2 tbsp of lemon juice or white vinegar; let it stand 5
    /// minutes". Nil where the line's measure does not fit the ratio ("a
    /// knob of butter", "2 sprigs of thyme" for a third as much dried).
    func workedOut(_ option: Substitute.Option, line index: Int, herb: String) -> String? {
        let line = recipe.ingredients[index]
        guard var (amount, unit) = line.measured(state.scale) ?? line.amount.map({ ($0.scaled(by: state.scale), line.unit) }) else { return nil }
        // The exact amount in the measure chosen, not its rounded reading: a
        // third of a teaspoon of soda read as 1/4 was told 3/4 tsp of baking powder.
        if let exact = line.amount?.scaled(by: state.scale), let from = line.unit, let to = unit, from.kind == to.kind, from.kind != .count,
           let fromFactor = from.baseFactor, let toFactor = to.baseFactor {
            amount = exact.scaled(by: fromFactor / toFactor)
        }
        // A stick of butter is half a cup; 3/4 stick of oil is no measure.
        if unit?.symbol == "stick" {
            amount = amount.scaled(by: 0.5)
            unit = .cup
        }
        var parts: [String] = []
        // The first part as measured, for the others mixed in proportion to it.
        var measuredFirst: (amount: Amount, unit: CookingUnit, quantity: Double, of: CookingUnit?)?
        for part in option.parts {
            var value: Amount
            var partUnit: CookingUnit?
            switch part.ratio {
            case .same(let fraction):
                guard let unit, unit.kind != .count else { return nil }
                (value, partUnit) = (amount.scaled(by: fraction), unit)
            case .sameWeight(let fraction):
                guard let unit, let factor = unit.baseFactor else { return nil }
                switch unit.kind {
                case .mass: (value, partUnit) = (amount.scaled(by: fraction), unit)
                case .volume:
                    guard let from = Density.gramsPerCup(line.name), let to = Density.gramsPerCup(part.name) else { return nil }
                    let cups = factor / CookingUnit.cup.baseFactor!
                    (value, partUnit) = (amount.scaled(by: cups * from / to * fraction), .cup)
                case .count: return nil
                }
            case .per(let quantity, let each, let of):
                if let of, of.kind == .volume {
                    guard let millilitres = Self.millilitres(amount, unit, of: line.name), let size = of.baseFactor else { return nil }
                    (value, partUnit) = (millilitres.scaled(by: quantity / size), each)
                } else {
                    // One of a thing counted: an egg, a shallot, a clove of garlic.
                    guard unit == nil || unit == of else { return nil }
                    (value, partUnit) = (amount.scaled(by: quantity), each)
                }
            }
            // Parts mixed in proportion keep it once rounded: 1/8 tsp of soda
            // with 1/8 tsp of cream of tartar (3/32 and 3/16, each rounded) was 1 to 1, not 1 to 2.
            if case .per(let quantity, let each, let of) = part.ratio, let first = measuredFirst, first.of == of,
               let each, each.kind == first.unit.kind, let from = first.unit.baseFactor, let to = each.baseFactor {
                value = first.amount.scaled(by: quantity / first.quantity * from / to)
            }
            // Weighed where a metric cook weighs: melted butter in grams (was
            // "150 ml of melted butter"), flaxseed beyond a few spoons.
            let metric = state.units == .metric || line.measuredIn == .metric
            if let volume = partUnit, volume.kind == .volume, volume.isMetric, Density.isButter(part.name.replacingOccurrences(of: "melted ", with: "")),
               let factor = volume.baseFactor, let gramsPerCup = Density.gramsPerCup("butter"), let cup = CookingUnit.cup.baseFactor {
                (value, partUnit) = (value.scaled(by: factor * gramsPerCup / cup), .gram)
            }
            if metric, part.name.contains("flaxseed"), let spoons = partUnit, spoons.kind == .volume, let factor = spoons.baseFactor,
               let tablespoon = CookingUnit.tablespoon.baseFactor, value.upper * factor > 4 * tablespoon + 0.01 {
                (value, partUnit) = (value.scaled(by: factor / tablespoon * Self.flaxseedGramsPerTablespoon), .gram)
            }
            // Millilitres to a jug's 5 ml, as a converted cup is ("59 ml" is no reading).
            let poured = partUnit == .millilitre && value.lower >= 20 ? Self.toJug(value) : value
            var ingredient = Ingredient(text: "", amount: poured, unit: partUnit, name: spokenName(part.name, herb: herb))
            ingredient.measuredIn = line.measuredIn
            if parts.isEmpty, case .per(let quantity, _, let of) = part.ratio, let (shown, shownUnit) = ingredient.measured(Self.measuredScale), let shownUnit {
                measuredFirst = (shown, shownUnit, quantity, of)
            }
            parts.append(ingredient.answer(scale: Self.measuredScale))
        }
        guard let first = parts.first else { return nil }
        let rest = parts.dropFirst()
        let joined = rest.isEmpty ? first : "\(first) \(option.joining) " + rest.joined(separator: " and ")
        return joined + (option.then.map { "; " + $0 } ?? "")
    }

    /// What a tablespoon of ground flaxseed weighs.
    static let flaxseedGramsPerTablespoon = 7.0

    /// A part's name as this cook says it: the herb put in, and in US
    /// measures the American name ("cornstarch", "all-purpose flour").
    func spokenName(_ text: String, herb: String) -> String {
        let named = Self.named(text, herb: herb)
        return state.units == .us ? AmericanNames.ingredient(named) : named
    }

    /// A hair over the recipe's own scale: `Ingredient.answer` rounds an
    /// amount to the kitchen's measures only when it is scaled (the
    /// author's figure stands as written), and a worked-out part (1.06 tbsp
    /// of lemon juice for 250 ml of buttermilk) is never the author's.
    static let measuredScale = 1 + 1e-6

    /// Millilitres to the nearest 5, as a measuring jug reads.
    static func toJug(_ amount: Amount) -> Amount {
        func jug(_ value: Double) -> Double { (value / 5).rounded() * 5 }
        return switch amount {
        case .exact(let value): .exact(jug(value))
        case .range(let low, let high): .range(jug(low), jug(high))
        }
    }

    /// `amount` in `unit` of the thing called `name` in millilitres: a
    /// weight by what a cup of it weighs, or a liquid's density.
    static func millilitres(_ amount: Amount, _ unit: CookingUnit?, of name: String) -> Amount? {
        guard let unit, let factor = unit.baseFactor else { return nil }
        switch unit.kind {
        case .volume: return amount.scaled(by: factor)
        case .mass:
            let gramsPerMillilitre = Density.gramsPerCup(name).map { $0 / CookingUnit.cup.baseFactor! } ?? Density.pouredGramsPerMillilitre(name)
                ?? (Ingredient.isLiquid(name) ? 1 : nil)
            return gramsPerMillilitre.map { amount.scaled(by: factor / $0) }
        case .count: return nil
        }
    }

    /// The herb replaced, for "dried thyme": nil for a name that has none.
    static func herbWord(_ name: String) -> String? {
        Words.stems(name).first { Substitute.herbs.contains($0) || Substitute.herbs.contains($0 + "s") }
    }

    /// A part's name with the herb put in ("dried *" is "dried thyme").
    static func named(_ text: String, herb: String) -> String {
        text.replacingOccurrences(of: "*", with: herb == "chive" ? "chives" : herb)
    }
}

import Foundation

/// "How much butter" where the list says "2/3 cup butter, 150 g": the
/// weight `show` prints is the one number a cook with scales can use, so
/// the answer keeps it; "how many grams of butter" and "how much butter
/// in grams" answer in grams, from the weight the line carries or by
/// converting its own unit (a cup of flour by what a cup of it weighs).
extension Reply {
    /// The measure asked for and the name without it: "grams of butter",
    /// "butter in grams" are the butter in grams. Only weights and volumes
    /// ("how many cloves" is the garlic's count, answered as it is).
    static func askedMeasure(_ name: String) -> (name: String, unit: CookingUnit?) {
        // A stick is butter's measure: "how many sticks of butter".
        func measure(_ unit: CookingUnit) -> Bool { unit.kind != .count || unit.symbol == "stick" }
        if let match = name.wholeMatch(of: #/([a-z ]+?) of (?:the )?(.+)/#), let unit = CookingUnit.lookup(String(match.output.1)),
           measure(unit) {
            return (String(match.output.2), unit)
        }
        if let match = name.wholeMatch(of: #/(.+?) in ([a-z ]+)/#), let unit = CookingUnit.lookup(String(match.output.2)), measure(unit) {
            return (String(match.output.1), unit)
        }
        return (name, nil)
    }

    /// The answer for one line: its amount for `scale`, the weight its note
    /// gives beside a cup or a count ("2/3 cup of butter, 150 g"), and in
    /// the unit asked when the line's own converts to it or it carries a
    /// weight ("150 g of butter").
    func spokenAmount(_ index: Int, scale: Double, withNote: Bool, unit asked: CookingUnit?) -> String {
        let shown = recipe.ingredients[index]
        // Asked in the kind of unit the recipe is written in: the author's
        // amount, scaled. "In grams" of a 250 g line read in US measures
        // was 255 g, the round trip through the cups shown.
        let written = state.written.ingredients.count == recipe.ingredients.count ? state.written.ingredients[index] : shown
        // Sticks shown for grams, asked in cups: from the grams too.
        let measured = written.amount != nil && written.unit.map { $0.kind != .count } == true
        var line = measured && (written.unit?.kind == asked?.kind || (asked != nil && shown.unit?.kind == .count)) ? written : shown
        // A stick of butter is half a cup: "how many tablespoons of butter" of 2 sticks is 16.
        if let asked, asked.symbol != "stick", line.unit?.symbol == "stick", Density.isButter(line.name), let sticks = line.amount {
            line = Ingredient(text: line.text, amount: sticks.scaled(by: 0.5), unit: .cup, name: line.name, note: line.note, section: line.section)
        }
        let answer = line.answer(scale: scale, withNote: withNote)
        let weight = noteWeight(line, scale: scale)
        if let asked, asked.symbol == "stick", let sticks = Self.sticks(of: written, scale: scale) {
            let name = Ingredient.sentenceCase(shown.name)
            return "\(Self.sticksSaid(sticks, line: line, asked: asked)) of \(name)" + noteTail(answer, line, scale: scale, withNote: withNote)
        }
        if let asked, let amount = line.amount {
            let name = Ingredient.sentenceCase(shown.name)
            if let unit = line.unit, unit.kind == asked.kind, let from = unit.baseFactor, let to = asked.baseFactor {
                let value = amount.scaled(by: scale * from / to)
                return Self.said(value, asked: asked, line: line, name: name) + noteTail(answer, line, scale: scale, withNote: withNote)
            }
            if asked.kind == .mass, line.unit?.kind != .mass, let weight, !weight.contains("each") {
                // "in ounces" of "150 g": the weight converted.
                var said = weight
                if asked != .gram, let grams = ScaledText.firstWeight(in: weight), let factor = asked.baseFactor,
                   !weight.lowercased().contains(asked.symbol) {
                    let shown = Amount.exact(Ingredient.measurable(grams / factor, asked))
                    said = line.quantityText((shown, asked))
                }
                return "\(said) of \(name)" + noteTail(answer, line, scale: scale, withNote: withNote).replacingOccurrences(of: ", " + weight, with: "")
            }
            // "How many grams of flour" for "2 cups flour", and "how many cups
            // of sugar" for "200 g sugar": by the kitchen's table of what a cup weighs.
            if let unit = line.unit, unit.kind != asked.kind, unit.kind != .count, asked.kind != .count,
               let gramsPerCup = Density.gramsPerCup(line.name), let from = unit.baseFactor, let to = asked.baseFactor {
                let cup = CookingUnit.cup.baseFactor!
                let factor = asked.kind == .mass ? from / cup * gramsPerCup / to : from / gramsPerCup * cup / to
                let value = amount.scaled(by: scale * factor)
                return Self.said(value, asked: asked, line: line, name: name) + noteTail(answer, line, scale: scale, withNote: withNote)
            }
        }
        // The weight is in the answer already when the note is said.
        guard !withNote, line.unit?.kind != .mass, let weight else { return answer }
        return "\(answer), \(weight)"
    }

    /// How many sticks of butter a line's amount for `scale` is, to the
    /// quarter stick a wrapper marks: "how many sticks of butter" of
    /// "250 g butter" is 2 1/4 (was 250 g, or cups in US measures). Nil
    /// for what is no butter, or too little to cut from a stick.
    static func sticks(of line: Ingredient, scale: Double) -> Amount? {
        guard Density.isButter(line.name), let amount = line.amount, let unit = line.unit else { return nil }
        let perStick: Double
        if unit.symbol == "stick" {
            perStick = 1
        } else if let factor = unit.baseFactor, unit.kind != .count {
            perStick = unit.kind == .mass ? factor / MeasureConversion.gramsPerStick : factor / (CookingUnit.cup.baseFactor! / 2)
        } else {
            return nil
        }
        let scaled = amount.scaled(by: scale * perStick)
        guard scaled.upper >= 0.2 else { return nil }
        return scaled
    }

    /// Sticks as a wrapper marks them: by the quarter stick ("2 1/4
    /// sticks" for 250 g) when one is within a tenth of the amount, else a
    /// quarter stick and the tablespoon more its marks show ("3/4 stick
    /// plus 1 tbsp" for 100 g, was "7/8 stick", a mark no wrapper has),
    /// else tablespoons and about how much of a stick.
    static func sticksSaid(_ sticks: Amount, line: Ingredient, asked: CookingUnit) -> String {
        func quarter(_ value: Double) -> Double { max(0.25, (value * 4).rounded() / 4) }
        guard case .exact(let value) = sticks else {
            guard case .range(let low, let high) = sticks else { return "" }
            return line.quantityText((.range(quarter(low), quarter(high)), asked), asAsked: true)
        }
        let quarters = quarter(value)
        if abs(quarters - value) <= value * 0.1 { return line.quantityText((.exact(quarters), asked), asAsked: true) }
        let tablespoons = value * 8
        let whole = tablespoons.rounded()
        if whole >= 1, abs(whole - tablespoons) <= tablespoons * 0.1 {
            let marks = (whole / 2).rounded(.down) / 4
            let spoon = whole - marks * 8
            guard marks > 0 else { return "1 tbsp, 1/8 stick" }
            let stick = line.quantityText((.exact(marks), asked), asAsked: true)
            return spoon > 0 ? "\(stick) plus 1 tbsp" : stick
        }
        let spoons = AmountFormatter.format(max(0.5, (tablespoons * 2).rounded() / 2), unit: .tablespoon)
        return "\(spoons) tbsp, \(near(value, quarters > value ? quarters : nil, quarters <= value ? quarters : nil)) \(line.quantityText((.exact(quarters), asked), asAsked: true))"
    }

    /// The amount said in the unit asked for, when its measures hold it
    /// within about a tenth; otherwise exactly in a smaller measure, then
    /// the asked one nearly: "3 tbsp of plain flour, just under 1/4 cup"
    /// (was "1/8 cup", a third too little).
    static func said(_ value: Amount, asked: CookingUnit, line: Ingredient, name: String) -> String {
        let plain = "\(line.quantity(value, asked: asked)) of \(name)"
        guard case .exact(let exact) = value, exact > 0, let (down, up) = kitchenMeasures(around: exact, asked) else { return plain }
        // A cup and spoons ("1/2 cup less 1 tbsp") says it exactly.
        if asked == .cup, abs(Ingredient.measurable(exact, .cup) - exact) > exact * 0.05, Ingredient.cupAndSpoons(exact * 16, quarterCup: true) != nil {
            return plain
        }
        let shown = Ingredient.measurable(exact, asked, name: line.name)
        guard abs(shown - exact) > exact * 0.1 else { return plain }
        guard let smaller = smallerMeasure(asked), let from = asked.baseFactor, let to = smaller.baseFactor else { return plain }
        let inSmaller = exact * from / to
        // Less than one of the smaller too ("1/2 tsp"): in teaspoons, their spoons.
        let (unit, amount) = smaller == .tablespoon && inSmaller < 1 ? (CookingUnit.teaspoon, exact * from / CookingUnit.teaspoon.baseFactor!) : (smaller, inSmaller)
        let small = line.quantityText((.exact(Ingredient.measurable(amount, unit)), unit), asAsked: true)
        let nearly = up.map { line.quantityText((.exact($0), asked), asAsked: true) }
        let over = down.map { line.quantityText((.exact($0), asked), asAsked: true) }
        // The nearer measure; a tie is the one not to overfill.
        let useUp = up != nil && (down == nil || abs(up! - exact) <= abs(exact - down!) + 1e-9)
        return "\(small) of \(name), \(near(exact, useUp ? up : nil, useUp ? nil : down)) \((useUp ? nearly : over) ?? "")"
    }

    /// "just under" a measure a little more than `value`, "just over" one a
    /// little less, "about" one further off.
    private static func near(_ value: Double, _ up: Double?, _ down: Double?) -> String {
        if let up { return up <= value * 1.35 ? "just under" : "about" }
        if let down { return down >= value * 0.75 ? "just over" : "about" }
        return "about"
    }

    /// The unit a measure's amount is said exactly in when its own
    /// measures cannot: a cup in tablespoons, a tablespoon in teaspoons, a
    /// pound in ounces.
    private static func smallerMeasure(_ unit: CookingUnit) -> CookingUnit? {
        switch unit {
        case .cup: .tablespoon
        case .tablespoon: .teaspoon
        case .pound: .ounce
        default: nil
        }
    }

    /// The measures of `unit` a cook has just below and just above
    /// `value` (cups: eighths and thirds; pounds: eighths; spoons:
    /// quarters); nil for units measured finely (grams, millilitres).
    private static func kitchenMeasures(around value: Double, _ unit: CookingUnit) -> (down: Double?, up: Double?)? {
        let parts: [Double]
        switch unit {
        case .cup: parts = value >= 2 ? [0, 0.25, 0.5, 0.75] : [0, 0.125, 0.25, 1.0 / 3, 0.375, 0.5, 0.625, 2.0 / 3, 0.75, 0.875]
        case .pound: parts = stride(from: 0.0, to: 1, by: 0.125).map { $0 }
        case .tablespoon: parts = [0, 0.25, 0.5, 0.75]
        case .teaspoon: parts = [0, 0.125, 0.25, 0.5, 0.75]
        default: return nil
        }
        let whole = value.rounded(.down)
        let measures = ([whole - 1, whole, whole + 1].flatMap { base in parts.map { base + $0 } } + [whole + 2]).filter { $0 > 1e-9 }
        let down = measures.filter { $0 <= value + 1e-9 }.max()
        let up = measures.filter { $0 >= value - 1e-9 }.min()
        return (down, up)
    }

    /// The part of a line's note, as scaled for the list, that gives a
    /// weight ("150 g", "about 400 g in total", "6 oz each"), or nil.
    func noteWeight(_ line: Ingredient, scale: Double) -> String? {
        guard let note = line.note, !note.isEmpty, let shown = line.measured(scale) else { return nil }
        let scaled = line.scaledNote(note, scale: scale, shown: shown)
        return scaled.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            .first { $0.firstMatch(of: Self.weightPattern) != nil }
    }

    /// ", softened, for the filling": what `answer(withNote:)` adds after the amount.
    private func noteTail(_ answer: String, _ line: Ingredient, scale: Double, withNote: Bool) -> String {
        guard withNote else { return "" }
        let bare = line.answer(scale: scale)
        return answer.hasPrefix(bare) ? String(answer.dropFirst(bare.count)) : ""
    }

    nonisolated(unsafe) static let weightPattern =
        #/(?i)\d(?:[\d.,/ ]*\d)?\s?(?:kg|g|grams?|kilograms?|oz|ounces?|lbs?|pounds?)\b/#
}

extension Ingredient {
    /// `value` said in the unit the cook asked for, to what its measures
    /// hold: "14 tbsp" when asked in tablespoons (not "3/4 cup plus 2
    /// tbsp"), and in cups "1/2 cup less 1 tbsp" where no cup measure
    /// holds it (7 tbsp was "3/8 cup", a spoon short).
    func quantity(_ value: Amount, asked: CookingUnit) -> String {
        if asked == .cup, case .exact(let cups) = value, abs(Ingredient.measurable(cups, .cup) - cups) > cups * 0.05,
           let cupAndSpoons = Ingredient.cupAndSpoons(cups * 16, quarterCup: true) {
            return cupAndSpoons
        }
        let shown: Amount = switch value {
        case .exact(let v): .exact(Ingredient.measurable(v, asked))
        case .range(let low, let high): .range(Ingredient.measurable(low, asked), Ingredient.measurable(high, asked))
        }
        return quantityText((shown, asked), asAsked: true)
    }
}

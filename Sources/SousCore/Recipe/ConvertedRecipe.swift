import Foundation

extension Recipe {
    /// The recipe in the cook's measuring system: each line's amount and
    /// unit, its text and note, and the steps' temperatures and amounts.
    /// Scaling comes after (`scaled(toServings:)`, `line(scale:)`), so "make
    /// it for 6" and "in metric" compose either way round.
    public func converted(to system: MeasuringSystem) -> Recipe {
        guard system != .asWritten else { return self }
        var recipe = self
        recipe.ingredients = ingredients.map { $0.converted(to: system) }
        let spiceCoriander = ingredients.contains { AmericanNames.isSpiceCoriander($0.text) }
        recipe.steps = steps.map { step in
            var text = UnitsText.converting(step.text, to: system, ingredients: ingredients)
            if system == .us { text = AmericanNames.step(text, spiceCoriander: spiceCoriander) }
            return Step(text: text, timer: step.timer, section: step.section)
        }
        return recipe
    }
}

extension Ingredient {
    /// This line in `system`: "2 cups flour" is "250 g flour" for a metric
    /// cook, "200 g caster sugar" "1 cup caster sugar" for an American one.
    /// The author's own figure in the other system wins over a
    /// conversion ("1 stick butter, 113 g" is 113 g). Counts ("3 eggs") and
    /// lines without a number stay as written; a count's size is
    /// converted where it is written ("2 (400 g) cans" is "2 (14 oz) cans").
    public func converted(to system: MeasuringSystem) -> Ingredient {
        var measured = convertedMeasures(to: system)
        measured.measuredIn = system
        return system == .us ? measured.withAmericanNames() : measured
    }

    /// This line with the names an American shop and cook use
    /// (`AmericanNames`): "1 cup all-purpose flour", not "plain flour".
    func withAmericanNames() -> Ingredient {
        var line = self
        line.name = AmericanNames.ingredient(name)
        line.text = AmericanNames.ingredient(text)
        line.note = note.map(AmericanNames.ingredient)
        // "pudding rice, short-grain" is "short-grain rice", said once.
        if let said = line.note?.lowercased(), line.name.lowercased().contains(said), !name.lowercased().contains(said) {
            line.note = nil
            if line.text.lowercased().hasSuffix(", " + said) { line.text = String(line.text.dropLast(said.count + 2)) }
        }
        return line
    }

    private func convertedMeasures(to system: MeasuringSystem) -> Ingredient {
        guard system != .asWritten else { return self }
        guard let amount, let unit, unit.kind != .count || unit.symbol == "stick" else {
            let note = note.map { UnitsText.converting($0, to: system, name: name) }
            let text = UnitsText.converting(text, to: system, name: name)
            guard note != self.note || text != IngredientParser.spellingFractions(self.text) else { return self }
            return Ingredient(text: text, amount: amount, unit: self.unit, name: name, note: note, section: section)
        }
        var note = note
        var shown: (amount: Amount, unit: CookingUnit?)
        if let (figure, rest) = authorsFigure(in: system) {
            shown = Self.readable(figure.0, figure.1)
            note = rest
        } else if let converted = MeasureConversion.measured(amount, unit, name: name, to: system) {
            shown = converted
            note = withoutRestatement(of: amount, unit, in: system)
        } else {
            return self
        }
        note = note.map { UnitsText.converting($0, to: system, name: name) }
        var line = Ingredient(text: text, amount: shown.amount, unit: shown.unit, name: name, note: note, section: section)
        line.text = line.rebuiltLine(scale: 1) ?? text
        return line
    }

    /// The note without its first part when that is the line's own amount
    /// said another way, in units `system` converts too: "1 cup (2 sticks)
    /// butter" in metric was "225 g butter, 225 g", and "455 g butter, 450 g"
    /// when scaled.
    private func withoutRestatement(of amount: Amount, _ unit: CookingUnit, in system: MeasuringSystem) -> String? {
        guard let note else { return nil }
        var parts = note.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let first = parts.first, let match = IngredientParser.normalize(first).wholeMatch(of: ScaledText.measurePattern),
              match.output.1 == nil, let value = ScaledText.fraction(String(match.output.2)),
              let found = CookingUnit.lookup(String(match.output.3).lowercased()), found.kind != .count || found.symbol == "stick",
              !MeasureConversion.belongs(found, to: system),
              let said = Self.metricQuantity(amount.upper, unit, name: name), let again = Self.metricQuantity(value, found, name: name),
              said.unit == again.unit, abs(said.value - again.value) <= said.value * 0.05 else { return note }
        parts.removeFirst()
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// So much of a unit in grams or millilitres, for comparing two ways of writing one amount.
    private static func metricQuantity(_ value: Double, _ unit: CookingUnit, name: String) -> (value: Double, unit: CookingUnit)? {
        let (metric, target) = unit.isMetric ? (Amount.exact(value), unit) : MeasureConversion.convert(.exact(value), unit, name: name, to: .metric) ?? (.exact(0), unit)
        guard target.isMetric, let factor = target.baseFactor, metric.upper > 0 else { return nil }
        return (metric.upper * factor, target.kind == .mass ? .gram : .millilitre)
    }

    /// A weight or volume in the note in `system` when the line's own is
    /// not ("2 cups flour (250 g)", "1 stick butter, 113 g"), with the
    /// note left without it.
    private func authorsFigure(in system: MeasuringSystem) -> ((Amount, CookingUnit), String?)? {
        guard let note, let unit, !MeasureConversion.belongs(unit, to: system) else { return nil }
        let text = IngredientParser.normalize(note)
        guard let match = text.firstMatch(of: ScaledText.measurePattern), match.output.1 == nil,
              let value = ScaledText.fraction(String(match.output.2)),
              let found = CookingUnit.lookup(String(match.output.3).lowercased()), found.kind == .mass || found.kind == .volume,
              found != .teaspoon, found != .tablespoon, MeasureConversion.belongs(found, to: system) else { return nil }
        var rest = text
        rest.removeSubrange(match.range)
        rest = rest.replacingOccurrences(of: "()", with: "").replacingOccurrences(of: "( )", with: "")
        let parts = rest.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && $0 != "about" }
        return ((.exact(value), found), parts.isEmpty ? nil : parts.joined(separator: ", "))
    }
}

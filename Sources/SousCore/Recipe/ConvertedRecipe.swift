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
        recipe.steps = steps.map { step in
            Step(text: UnitsText.converting(step.text, to: system, ingredients: ingredients), timer: step.timer, section: step.section)
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
        } else {
            return self
        }
        note = note.map { UnitsText.converting($0, to: system, name: name) }
        var line = Ingredient(text: text, amount: shown.amount, unit: shown.unit, name: name, note: note, section: section)
        line.text = line.rebuiltLine(scale: 1) ?? text
        return line
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

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
        if let match = name.wholeMatch(of: #/([a-z ]+?) of (?:the )?(.+)/#), let unit = CookingUnit.lookup(String(match.output.1)),
           unit.kind != .count {
            return (String(match.output.2), unit)
        }
        if let match = name.wholeMatch(of: #/(.+?) in ([a-z ]+)/#), let unit = CookingUnit.lookup(String(match.output.2)), unit.kind != .count {
            return (String(match.output.1), unit)
        }
        return (name, nil)
    }

    /// The answer for one line: its amount for `scale`, the weight its note
    /// gives beside a cup or a count ("2/3 cup of butter, 150 g"), and in
    /// the unit asked when the line's own converts to it or it carries a
    /// weight ("150 g of butter").
    func spokenAmount(_ index: Int, scale: Double, withNote: Bool, unit asked: CookingUnit?) -> String {
        let line = recipe.ingredients[index]
        let answer = line.answer(scale: scale, withNote: withNote)
        let weight = noteWeight(line, scale: scale)
        if let asked, let amount = line.amount {
            let name = Ingredient.sentenceCase(line.name)
            if let unit = line.unit, unit.kind == asked.kind, let from = unit.baseFactor, let to = asked.baseFactor {
                let value = amount.scaled(by: scale * from / to)
                let shown: Amount = switch value {
                case .exact(let v): .exact(Ingredient.measurable(v, asked))
                case .range(let low, let high): .range(Ingredient.measurable(low, asked), Ingredient.measurable(high, asked))
                }
                return "\(line.quantityText((shown, asked))) of \(name)" + noteTail(answer, line, scale: scale, withNote: withNote)
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
                let shown: Amount = switch value {
                case .exact(let v): .exact(Ingredient.measurable(v, asked))
                case .range(let low, let high): .range(Ingredient.measurable(low, asked), Ingredient.measurable(high, asked))
                }
                return "\(line.quantityText((shown, asked))) of \(name)" + noteTail(answer, line, scale: scale, withNote: withNote)
            }
        }
        // The weight is in the answer already when the note is said.
        guard !withNote, line.unit?.kind != .mass, let weight else { return answer }
        return "\(answer), \(weight)"
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

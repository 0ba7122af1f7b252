/// "5 large eggs, plus 1 for the egg wash", "1 cup sugar, plus 2 tbsp for
/// sprinkling": more of the same thing, asked for in the note. It was lost
/// from "how many eggs altogether" and from the shopping list, and the
/// baker ran out of eggs.
public struct IngredientExtra: Hashable, Sendable {
    /// As written: the line prints "plus 1" at any servings, so the extra
    /// is said and bought as printed, beside the scaled amount.
    public var amount: Double
    public var unit: CookingUnit?
    /// What the extra is for: "for the egg wash".
    public var purpose: String?
    /// The note's part as written: "plus 1 for the egg wash".
    public var said: String
}

extension Ingredient {
    /// The "plus 1 for the egg wash" of the note, in a unit the line's own
    /// adds to; nil when there is none ("plus extra for dusting" gives no number).
    public var extra: IngredientExtra? {
        guard amount != nil, let note, note.lowercased().contains("plus") || note.contains("+") else { return nil }
        for part in note.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            var scanner = LineScanner(part)
            guard scanner.readWord(in: ["plus", "and"]) != nil || scanner.readCharacter("+") else { continue }
            guard let value = scanner.readNumber(), value > 0, value <= Amount.largest else { continue }
            scanner.skipSpaces()
            let written = scanner.readUnit()
            _ = scanner.readWord(in: ["more", "extra"])
            let rest = scanner.remainder.trimmingCharacters(in: .whitespaces)
            guard rest.isEmpty || ["for ", "to "].contains(where: { rest.lowercased().hasPrefix($0) }) else { continue }
            let unit: CookingUnit?
            if let written {
                // "plus 2 tbsp" to a cup, "plus 1 clove" to cloves: what adds up.
                guard let own = self.unit, written.kind == own.kind, written.kind != .count || written == own else { continue }
                unit = written
            } else {
                // "plus 1" to eggs or cloves; to "1 cup" it says not of what.
                guard self.unit == nil || self.unit?.kind == .count else { continue }
                unit = self.unit
            }
            return IngredientExtra(amount: value, unit: unit, purpose: rest.isEmpty ? nil : rest, said: part)
        }
        return nil
    }

    /// The line and its extra as two lines of one thing, for a sum: "5
    /// eggs, large" and "1 egg, for the egg wash". The extra's amount is
    /// the printed one at `scale`.
    public func extraApart(scale: Double) -> [Ingredient] {
        guard let extra, scale > 0 else { return [self] }
        var own = self
        let rest = (note ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && $0 != extra.said }
        own.note = rest.isEmpty ? nil : rest.joined(separator: ", ")
        own.text = ([AmountFormatter.format(amount ?? .exact(1), unit: unit)] + [unit?.symbol, name].compactMap { $0 }).joined(separator: " ")
        let more = Ingredient(text: ([AmountFormatter.format(extra.amount, unit: extra.unit)] + [extra.unit?.symbol, name].compactMap { $0 }).joined(separator: " "),
                              amount: .exact(extra.amount / scale), unit: extra.unit, name: name, note: extra.purpose)
        return [own, more]
    }
}

import Foundation

/// One line of a recipe's ingredient list.
///
/// The printed `text` is kept because it is what the author wrote and what a
/// cook expects to hear at the recipe's own servings; the parsed parts exist
/// so Sous can scale, answer "how much" and merge shopping lists.
public struct Ingredient: Hashable, Sendable {
    public var text: String
    public var amount: Amount?
    public var unit: CookingUnit?
    public var name: String
    public var note: String?

    public init(text: String, amount: Amount?, unit: CookingUnit?, name: String, note: String? = nil) {
        self.text = text
        self.amount = amount
        self.unit = unit
        self.name = name
        self.note = note
    }

    /// Parses a printed line.
    public init(parsing text: String) {
        let parsed = IngredientParser.parse(text)
        self.init(text: text, amount: parsed.amount, unit: parsed.unit, name: parsed.name, note: parsed.note)
    }

    /// The line as printed for the given scale: the author's text when
    /// nothing changes, otherwise rebuilt from the scaled amount.
    public func line(scale: Double) -> String {
        guard let amount, abs(scale - 1) > 1e-9 else { return text }
        var line = "\(quantityText(amount.scaled(by: scale))) \(name)"
        if let note, !note.isEmpty { line += ", \(note)" }
        return line
    }

    /// "3 cloves", "1.5 tbsp", "a pinch": the amount with its unit.
    public func quantityText(_ scaled: Amount?) -> String {
        guard let scaled else {
            if let unit { return "a \(unit.singular)" }
            return ""
        }
        let (shown, shownUnit) = Self.readable(scaled, unit)
        let number = AmountFormatter.format(shown, unit: shownUnit)
        guard let shownUnit else { return number }
        return "\(number) \(shownUnit.name(for: shown))"
    }

    /// The amount as a short answer to "how much NAME": "3 cloves of garlic",
    /// "2 eggs", "salt to taste".
    public func answer(scale: Double) -> String {
        let spokenName = Self.sentenceCase(name)
        guard let amount else {
            if let unit { return "a \(unit.singular) of \(spokenName)" }
            let note = note.map { " \($0)" } ?? ""
            return note.isEmpty ? "some \(spokenName)" : "\(spokenName)\(note)"
        }
        let scaled = amount.scaled(by: scale)
        let quantity = quantityText(scaled)
        if unit == nil || unit == .piece {
            let number = AmountFormatter.format(scaled, unit: nil)
            return "\(number) \(spokenName)"
        }
        return "\(quantity) of \(spokenName)"
    }

    /// Moves big gram and millilitre amounts up to kilograms and litres.
    static func readable(_ amount: Amount, _ unit: CookingUnit?) -> (Amount, CookingUnit?) {
        guard let unit else { return (amount, nil) }
        if unit == .gram, amount.lower >= 1000 { return (amount.scaled(by: 0.001), .kilogram) }
        if unit == .millilitre, amount.lower >= 1000 { return (amount.scaled(by: 0.001), .litre) }
        return (amount, unit)
    }

    /// "Chicken breast" reads as "chicken breast" mid-sentence; "Parmigiano
    /// Reggiano" keeps its capitals.
    static func sentenceCase(_ name: String) -> String {
        guard let first = name.first, first.isUppercase else { return name }
        let rest = name.dropFirst()
        if rest.contains(where: { $0.isUppercase }) { return name }
        return first.lowercased() + rest
    }
}

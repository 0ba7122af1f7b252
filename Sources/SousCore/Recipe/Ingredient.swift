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
        guard abs(scale - 1) > 1e-9, let scaled = scaledAmount(scale) else { return text }
        var line = "\(quantityText(scaled)) \(countedName(scaled))"
        if let note, !note.isEmpty { line += ", \(note)" }
        return line
    }

    /// The amount for `scale` times the recipe's servings, as a cook would
    /// measure it: things counted whole (eggs, cloves, cans) in halves below
    /// two and whole ones above, because nobody cracks 3.2 eggs; spoons and
    /// cups to the measures in a drawer (0.8 tsp is 3/4 tsp; cups in eighths
    /// and thirds). Weights and millilitres scale exactly; the formatter
    /// rounds them as a kitchen scale shows them.
    public func scaledAmount(_ scale: Double) -> Amount? {
        guard let amount else { return nil }
        let scaled = amount.scaled(by: scale)
        guard abs(scale - 1) > 1e-9 else { return scaled }
        switch scaled {
        case .exact(let value): return .exact(Self.measurable(value, unit))
        case .range(let low, let high):
            let (roundedLow, roundedHigh) = (Self.measurable(low, unit), Self.measurable(high, unit))
            return roundedLow == roundedHigh ? .exact(roundedLow) : .range(roundedLow, roundedHigh)
        }
    }

    static func measurable(_ value: Double, _ unit: CookingUnit?) -> Double {
        func nearest(_ step: Double) -> Double { max(step, (value / step).rounded() * step) }
        if unit == nil || unit?.kind == .count { return value < 2 ? nearest(0.5) : value.rounded() }
        switch unit {
        case .teaspoon?: return value < 1 ? nearest(0.125) : nearest(0.25)
        case .tablespoon?: return value < 1 ? nearest(0.25) : nearest(0.5)
        case .cup?:
            // Eighths and thirds: the cups of a measuring set.
            let whole = value.rounded(.down)
            let parts = [0, 0.125, 0.25, 1.0 / 3, 0.375, 0.5, 0.625, 2.0 / 3, 0.75, 0.875, 1]
            let part = parts.min { abs(value - whole - $0) < abs(value - whole - $1) } ?? 0
            return max(0.125, whole + part)
        default: return value
        }
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
    /// "2 eggs", "about 3 eggs" (3.2 rounded to whole eggs), "salt to taste".
    /// `withNote` adds the line's note ("80 g of butter, softened, for the
    /// filling"), which tells apart two lines of the same ingredient.
    public func answer(scale: Double, withNote: Bool = false) -> String {
        let answer = bareAnswer(scale: scale)
        guard withNote, amount != nil, let note, !note.isEmpty else { return answer }
        return "\(answer), \(note)"
    }

    private func bareAnswer(scale: Double) -> String {
        let spokenName = Self.sentenceCase(name)
        guard let amount else {
            if let unit { return "a \(unit.singular) of \(spokenName)" }
            let note = note.map { " \($0)" } ?? ""
            return note.isEmpty ? "some \(spokenName)" : "\(spokenName)\(note)"
        }
        let exact = amount.scaled(by: scale)
        let scaled = scaledAmount(scale) ?? exact
        // Whole eggs are a visible rounding; a spoon within an eighth is not.
        let counted = unit == nil || unit?.kind == .count
        let about = counted && (abs(scaled.upper - exact.upper) > 0.1 || abs(scaled.lower - exact.lower) > 0.1) ? "about " : ""
        if unit == nil || unit == .piece {
            let number = AmountFormatter.format(scaled, unit: nil)
            return "\(about)\(number) \(Self.sentenceCase(countedName(scaled)))"
        }
        return "\(about)\(quantityText(scaled)) of \(spokenName)"
    }

    /// The name for a count of it: "1/2 egg" from "2 eggs", "3 eggs" from
    /// "1 egg". Things measured by weight or volume keep their name.
    func countedName(_ scaled: Amount) -> String {
        guard unit == nil || unit == .piece, let amount else { return name }
        if scaled.upper <= 1 { return Self.singular(name) }
        if unit == nil, amount.upper <= 1, !ShoppingNames.isPlural(name) { return ShoppingNames.pluralise(name) }
        return name
    }

    /// "eggs" -> "egg" for half an egg; a name whose singular is not sure
    /// ("berries") stays as written.
    static func singular(_ name: String) -> String {
        guard let last = name.split(separator: " ").last else { return name }
        let stem = Words.stem(String(last))
        let candidate = name.dropLast(last.count) + stem
        return ShoppingNames.pluralise(String(candidate)) == name ? String(candidate) : name
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

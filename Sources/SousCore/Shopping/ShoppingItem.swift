/// One line of the shopping list: a thing to buy, how much in all, and
/// which planned recipes need it.
public struct ShoppingItem: Hashable, Sendable {
    /// As printed: "chicken breast", "eggs".
    public var name: String
    /// What merges lines across recipes: stemmed, lower-cased words.
    public var key: String
    public var aisle: Aisle
    /// The summed amounts in display units; more than one when they cannot
    /// be added ("200 g + 1 cup" of flour, "2 cans + 400 g" of chickpeas).
    public var quantities: [ShoppingQuantity]
    /// Non-numeric amounts, each once: "to taste", "a pinch".
    public var unmeasured: [String]
    /// Titles of the planned recipes that use it, in plan order.
    public var recipes: [String]

    public init(name: String, key: String, aisle: Aisle, quantities: [ShoppingQuantity], unmeasured: [String], recipes: [String]) {
        self.name = name
        self.key = key
        self.aisle = aisle
        self.quantities = quantities
        self.unmeasured = unmeasured
        self.recipes = recipes
    }

    /// "1.2 kg", "200 g + 1 cup", "3 tbsp (plus to serve)", "6, plus 1/3
    /// cup grated", "to taste", "" when nothing is known.
    public var amountText: String {
        if quantities.isEmpty { return vague.joined(separator: ", ") }
        if let (counted, measured) = countedAndMeasured {
            return counted.map(\.text).joined(separator: " + ") + ", plus " + Self.measures(measured, \.text) + (extra.map { " " + $0 } ?? "")
        }
        return quantities.map(\.text).joined(separator: " + ") + (extra.map { " " + $0 } ?? "")
    }

    /// "1.2 kg chicken breast", "3 lemons", "salt (to taste)", "3 tbsp
    /// parsley (plus to serve)", "6 onions, plus 1/3 cup grated".
    public var line: String {
        if quantities.isEmpty {
            return vague.isEmpty ? name : "\(name) (\(vague.joined(separator: ", ")))"
        }
        if let (counted, measured) = countedAndMeasured {
            return counted.map(\.text).joined(separator: " + ") + " \(name), plus " + Self.measures(measured, \.text) + (extra.map { " " + $0 } ?? "")
        }
        return quantities.map(\.text).joined(separator: " + ") + " \(name)" + (extra.map { " " + $0 } ?? "")
    }

    /// Counted and also weighed or measured ("1/3 cup + 6 onions" left the
    /// cook not knowing how many onions to buy): the count leads, the rest
    /// follows as more of it, with how it is prepared when the recipes say.
    /// A can beside a weight ("2 cans + 400 g chickpeas") is two ways to buy.
    private var countedAndMeasured: (counted: [ShoppingQuantity], measured: [ShoppingQuantity])? {
        let counted = quantities.filter(\.isCount)
        let measured = quantities.filter(\.isMeasure)
        guard !counted.isEmpty, !measured.isEmpty, counted.count + measured.count == quantities.count else { return nil }
        return (counted, measured)
    }

    /// "1/3 cup grated", "200 g and 1 tbsp".
    private static func measures(_ quantities: [ShoppingQuantity], _ text: KeyPath<ShoppingQuantity, String>) -> String {
        quantities.map { quantity in quantity[keyPath: text] + (quantity.preparation.map { " " + $0 } ?? "") }.joined(separator: " and ")
    }

    private var vague: [String] { unmeasured.filter { $0 != "some" } }

    /// What is needed besides the measured amounts: "(plus a handful)",
    /// "(plus some)" when another recipe uses it unmeasured (a topping),
    /// so the shopper buys more than the measured part.
    private var extra: String? {
        let more = quantities.isEmpty ? vague : unmeasured
        return more.isEmpty ? nil : "(plus \(more.joined(separator: ", ")))"
    }

    /// "1.2 kilograms of chicken breast", "3 lemons", "parsley".
    public var spoken: String {
        guard !quantities.isEmpty else { return name }
        if let (counted, measured) = countedAndMeasured {
            let count = counted.map(\.spoken).joined(separator: " and ")
            return (counted.last?.unit == nil ? "\(count) \(name)" : "\(count) of \(name)") + ", plus " + Self.measures(measured, \.spoken)
        }
        let amounts = quantities.map(\.spoken).joined(separator: " and ")
        return quantities.last?.unit == nil ? "\(amounts) \(name)" : "\(amounts) of \(name)"
    }
}

/// Something the plan needs that the cook already has.
public struct LeftOutItem: Hashable, Sendable {
    public enum Reason: String, Hashable, Sendable, Codable {
        /// Salt, pepper, oil, water: assumed in every kitchen.
        case staple
        /// The cook said so with `sous pantry add`.
        case pantry
    }

    public var name: String
    public var reason: Reason
    public var recipes: [String]
}

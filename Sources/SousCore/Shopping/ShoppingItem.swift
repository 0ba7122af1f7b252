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

    /// "1.2 kg", "200 g + 1 cup", "3 tbsp (plus to serve)", "to taste", ""
    /// when nothing is known.
    public var amountText: String {
        let measured = quantities.map(\.text).joined(separator: " + ")
        if quantities.isEmpty { return vague.joined(separator: ", ") }
        return measured + (extra.map { " " + $0 } ?? "")
    }

    /// "1.2 kg chicken breast", "3 lemons", "salt (to taste)", "3 tbsp
    /// parsley (plus to serve)".
    public var line: String {
        if quantities.isEmpty {
            return vague.isEmpty ? name : "\(name) (\(vague.joined(separator: ", ")))"
        }
        return quantities.map(\.text).joined(separator: " + ") + " \(name)" + (extra.map { " " + $0 } ?? "")
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

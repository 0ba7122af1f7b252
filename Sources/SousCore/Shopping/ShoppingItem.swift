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
    /// Its names in the other languages of the merged recipes ("eier",
    /// "huevos" beside "eggs"): printed after the name, not said aloud.
    public var alsoCalled: [String] = []

    /// "eggs / eier / huevos": the name as printed.
    public var shownName: String { ([name] + alsoCalled).joined(separator: " / ") }

    public init(name: String, key: String, aisle: Aisle, quantities: [ShoppingQuantity], unmeasured: [String], recipes: [String]) {
        self.name = name
        self.key = key
        self.aisle = aisle
        self.quantities = quantities
        self.unmeasured = unmeasured
        self.recipes = recipes
    }

    /// "1.2 kg", "200 g + 1 cup", "3 tbsp + extra to serve", "6 + 1/3
    /// cup grated", "to taste", "a pinch + extra to taste", "" when nothing
    /// is known.
    public var amountText: String {
        guard !quantities.isEmpty else { return Self.joined(Self.vagueParts(vague)) }
        return Self.joined(amounts.beforeName + amounts.afterName)
    }

    /// "1.2 kg chicken breast", "3 lemons", "salt (to taste)", "3 tbsp
    /// parsley + extra to serve", "6 onions + 1/3 cup grated".
    ///
    /// Amounts that cannot be added up are joined one way on every line,
    /// in every format: " + " ("200 g + 1 cup flour"; it was also ",
    /// plus", "and" and "(plus ...)" by the path a line took).
    public var line: String {
        guard !quantities.isEmpty else { return vague.isEmpty ? shownName : "\(shownName) (\(amountText))" }
        return Self.joined(amounts.beforeName) + " \(shownName)" + amounts.afterName.map { Self.separator + $0 }.joined()
    }

    /// " + ", between amounts of one thing that do not add up; "plus" aloud.
    static let separator = " + "

    private static func joined(_ parts: [String]) -> String { parts.joined(separator: separator) }

    /// The amounts before the name and after it. Counted and also weighed
    /// or measured ("1/3 cup + 6 onions" left the cook not knowing how many
    /// onions to buy): the count leads, the rest follows as more of it,
    /// with how it is prepared when the recipes say ("6 onions + 1/3 cup
    /// grated"). A can beside a weight ("2 cans + 400 g chickpeas") is two
    /// ways to buy: both lead. What has no number follows last.
    private var amounts: (beforeName: [String], afterName: [String]) {
        let extras = unmeasured.map(Self.extra)
        if let (counted, measured) = countedAndMeasured {
            return (counted.map(\.text), measured.map(Self.prepared) + extras)
        }
        return (quantities.map(\.text), extras)
    }

    /// Counted and also weighed or measured, nothing else: see `amounts`.
    private var countedAndMeasured: (counted: [ShoppingQuantity], measured: [ShoppingQuantity])? {
        let counted = quantities.filter(\.isCount)
        let measured = quantities.filter(\.isMeasure)
        guard !counted.isEmpty, !measured.isEmpty, counted.count + measured.count == quantities.count else { return nil }
        return (counted, measured)
    }

    /// "1/3 cup grated".
    private static func prepared(_ quantity: ShoppingQuantity) -> String {
        quantity.text + (quantity.preparation.map { " " + $0 } ?? "")
    }

    /// "1/3 cup grated" said aloud.
    private static func spokenPrepared(_ quantity: ShoppingQuantity) -> String {
        quantity.spoken + (quantity.preparation.map { " " + $0 } ?? "")
    }

    private var vague: [String] { unmeasured.filter { $0 != "some" } }

    /// What is needed on top of a measured amount, as a recipe says it: a
    /// handful stays "a handful"; "some" and a purpose are "extra" ("extra
    /// to serve", "extra for dusting"), so the shopper buys more than the
    /// measured part.
    private static func extra(_ phrase: String) -> String {
        if phrase == "some" { return "extra" }
        guard let first = phrase.split(separator: " ").first, ["to", "for", "as"].contains(first) else { return phrase }
        return "extra " + phrase
    }

    /// Amounts without a number, alone on a line: something to count
    /// first ("a pinch"), then what it is for, as more of it ("a pinch +
    /// extra to taste").
    private static func vagueParts(_ phrases: [String]) -> [String] {
        let ordered = phrases.filter { extra($0) == $0 } + phrases.filter { extra($0) != $0 }
        return ordered.enumerated().map { $0.offset == 0 ? $0.element : extra($0.element) }
    }

    /// "1.2 kilograms of chicken breast", "3 lemons", "6 onions plus 1/3
    /// cup grated", "3 tablespoons of parsley plus extra to serve", "a
    /// pinch of salt plus extra to taste": what the printed line says, its
    /// amounts joined by "plus" as the list shows "+", never "and", which
    /// the spoken list puts between things. (The "+ extra" part was left
    /// out aloud, so the shopper bought only the measured part.)
    public var spoken: String {
        guard !quantities.isEmpty else {
            let parts = Self.vagueParts(vague)
            guard let first = parts.first else { return name }
            // "a pinch of salt", but "salt to taste".
            let named = Self.extra(first) == first ? "\(first) of \(name)" : "\(name) \(first)"
            return ([named] + parts.dropFirst()).joined(separator: " plus ")
        }
        let lead: [ShoppingQuantity], rest: [ShoppingQuantity]
        if let (counted, measured) = countedAndMeasured { (lead, rest) = (counted, measured) } else { (lead, rest) = (quantities, []) }
        let amounts = lead.map(\.spoken).joined(separator: " plus ")
        let named = lead.last?.unit == nil ? "\(amounts) \(name)" : "\(amounts) of \(name)"
        return ([named] + rest.map(Self.spokenPrepared) + unmeasured.map(Self.extra)).joined(separator: " plus ")
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
    /// What the plan needs of something the pantry holds ("13 1/2 sticks
    /// butter"): having some butter is not having 13 sticks, so the cook
    /// sees how much to check for. Nil for staples and unmeasured things.
    public var needed: String?

    public init(name: String, reason: Reason, recipes: [String], needed: String? = nil) {
        self.name = name
        self.reason = reason
        self.recipes = recipes
        self.needed = needed
    }
}

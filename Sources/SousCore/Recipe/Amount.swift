/// How much of an ingredient a recipe asks for.
///
/// Ranges stay ranges through scaling ("2-3 cloves" for two becomes "4-6
/// cloves" for four) because collapsing them would invent precision the
/// author never gave.
public enum Amount: Hashable, Sendable {
    case exact(Double)
    case range(Double, Double)

    /// More than any kitchen measures (a tonne in grams, a million eggs): a
    /// typo or a broken page, refused where recipes are read so no
    /// arithmetic or formatting downstream has to survive 1e20.
    public static let largest: Double = 1_000_000

    /// The larger figure: what a shopping list should plan for.
    public var upper: Double {
        switch self {
        case .exact(let value): value
        case .range(_, let high): high
        }
    }

    public var lower: Double {
        switch self {
        case .exact(let value): value
        case .range(let low, _): low
        }
    }

    public func scaled(by factor: Double) -> Amount {
        switch self {
        case .exact(let value): .exact(value * factor)
        case .range(let low, let high): .range(low * factor, high * factor)
        }
    }

    /// True when the amount is one of something or less ("1 cup", "1/4-1/2
    /// cup", not "1-2 cups"), which decides between singular and plural unit names.
    public var isSingular: Bool {
        switch self {
        case .exact(let value): value > 0 && value <= 1
        case .range(let low, let high): low > 0 && high <= 1
        }
    }
}

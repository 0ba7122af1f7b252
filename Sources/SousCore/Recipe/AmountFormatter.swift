import Foundation

/// Prints amounts the way a cook writes them: "1.5 tbsp", "2/3 cup",
/// "1/4 tsp", "450 g", never "1.4999" or "0.3333333".
public enum AmountFormatter {
    private static let fractions: [(Double, String)] = [
        (1.0 / 8, "1/8"), (1.0 / 4, "1/4"), (1.0 / 3, "1/3"), (3.0 / 8, "3/8"), (1.0 / 2, "1/2"),
        (5.0 / 8, "5/8"), (2.0 / 3, "2/3"), (3.0 / 4, "3/4"), (7.0 / 8, "7/8"),
    ]

    /// Formats one figure for the given unit. Metric amounts print as
    /// decimals, grams and millilitres rounded as a kitchen scale shows them
    /// (to the nearest 5 above 100). Spoons, cups, ounces and counts print
    /// as the fractions on measuring spoons ("1/4 tsp", "2 2/3 cups", "1 1/2
    /// tbsp"): "6.5 tbsp" above "3 1/4 tbsp" in one list read as two systems.
    /// Quarts, pints and gallons read off a jug in quarters ("4 3/4 quarts",
    /// never "4.69").
    public static func format(_ value: Double, unit: CookingUnit? = nil) -> String {
        guard value.isFinite, value > 0 else { return "0" }
        if let unit, metricSymbols.contains(unit.symbol) {
            if ["g", "ml", "mg"].contains(unit.symbol) {
                if value >= 100 { return integerString((value / 5).rounded() * 5) }
                if value >= 10 { return integerString(value.rounded()) }
                // A kitchen scale shows whole grams; a few grams of yeast keep a decimal.
                if value >= 5 { return integerString(value.rounded()) }
                return decimalString((value * 10).rounded() / 10)
            }
            // 1.625 l is read off a jug as 1.65, not 1.63.
            if value >= 1 { return decimalString((value * 20).rounded() / 20) }
            return decimalString((value * 100).rounded() / 100)
        }
        var value = value
        if let unit, jugSymbols.contains(unit.symbol) { value = max(0.25, (value * 4).rounded() / 4) }
        let whole = value.rounded(.down)
        let fraction = value - whole
        if fraction < 0.02 { return integerString(whole) }
        if fraction > 0.98 { return integerString(whole + 1) }
        for (fractionValue, printed) in fractions where abs(fraction - fractionValue) < 0.02 {
            return whole == 0 ? printed : "\(integerString(whole)) \(printed)"
        }
        return decimalString((value * 100).rounded() / 100)
    }

    private static let metricSymbols: Set<String> = ["g", "kg", "mg", "ml", "l", "dl", "cl"]
    private static let jugSymbols: Set<String> = ["pint", "quart", "gallon"]

    public static func format(_ amount: Amount, unit: CookingUnit? = nil) -> String {
        switch amount {
        case .exact(let value):
            return format(value, unit: unit)
        case .range(let low, let high):
            return "\(format(low, unit: unit))-\(format(high, unit: unit))"
        }
    }

    private static func integerString(_ value: Double) -> String {
        String(Int(bounded: value.rounded()))
    }

    private static func decimalString(_ value: Double) -> String {
        var text = String(format: "%.2f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}

/// The measures a cook reads recipes in. A cook in London with a scale
/// and spoons gets an American recipe's cups, ounces and °F as grams,
/// millilitres and °C; one in Ohio with cups gets a European recipe's
/// grams as cups and ounces.
public enum MeasuringSystem: String, Hashable, Sendable, Codable, CaseIterable {
    /// The author's own units, untouched.
    case asWritten = "as-written"
    /// Grams, millilitres, °C; spoons stay spoons.
    case metric
    /// Cups, spoons, ounces and pounds, °F.
    case us

    /// "metric", "US", "as written", "imperial", "grams", "cups": what a cook
    /// types on the command line or says.
    public init?(words: String) {
        let key = words.lowercased().replacingOccurrences(of: "-", with: " ").replacingOccurrences(of: "_", with: " ")
            .trimmingCharacters(in: .whitespaces)
        switch key {
        case "as written", "written", "original", "as is", "default", "none": self = .asWritten
        case "metric", "si", "grams", "gram", "g", "ml", "millilitres", "milliliters", "celsius", "uk", "eu", "european": self = .metric
        case "us", "u.s.", "usa", "american", "imperial", "cups", "cup", "ounces", "oz", "fahrenheit", "us customary", "customary": self = .us
        default: return nil
        }
    }

    /// "metric", "US measures", "the units the recipe is written in".
    public var spokenName: String {
        switch self {
        case .asWritten: "the recipe's own units"
        case .metric: "metric"
        case .us: "US cups and ounces"
        }
    }
}

import Foundation

/// A unit a recipe measures in.
///
/// The table knows the spellings cooks actually print ("Tbsp", "tbs.",
/// "tablespoons", "T") so imported and hand-written recipes parse alike, and
/// it knows how to say each unit aloud.
public struct CookingUnit: Hashable, Sendable {
    public enum Kind: String, Sendable { case mass, volume, count }

    /// Canonical spelling stored in recipe files: "g", "tbsp", "clove".
    public let symbol: String
    public let kind: Kind
    /// Spoken or printed in full: "tablespoon".
    public let singular: String
    public let plural: String
    /// Whether printed amounts use the symbol ("2 tbsp") or the word ("2 cloves").
    public let printsSymbol: Bool
    /// Factor to the base unit of its kind (grams, millilitres); nil for counts.
    public let baseFactor: Double?

    public func name(for amount: Amount?) -> String {
        if printsSymbol { return symbol }
        guard let amount else { return singular }
        return amount.isSingular ? singular : plural
    }

    public func spokenName(for amount: Amount?) -> String {
        guard let amount else { return singular }
        return amount.isSingular ? singular : plural
    }
}

extension CookingUnit {
    private static func mass(_ symbol: String, _ singular: String, _ plural: String, _ factor: Double) -> CookingUnit {
        CookingUnit(symbol: symbol, kind: .mass, singular: singular, plural: plural, printsSymbol: true, baseFactor: factor)
    }
    private static func volume(_ symbol: String, _ singular: String, _ plural: String, _ factor: Double, printsSymbol: Bool = true) -> CookingUnit {
        CookingUnit(symbol: symbol, kind: .volume, singular: singular, plural: plural, printsSymbol: printsSymbol, baseFactor: factor)
    }
    private static func count(_ word: String, _ plural: String? = nil) -> CookingUnit {
        CookingUnit(symbol: word, kind: .count, singular: word, plural: plural ?? word + "s", printsSymbol: false, baseFactor: nil)
    }

    public static let gram = mass("g", "gram", "grams", 1)
    public static let kilogram = mass("kg", "kilogram", "kilograms", 1000)
    public static let milligram = mass("mg", "milligram", "milligrams", 0.001)
    public static let ounce = mass("oz", "ounce", "ounces", 28.349523125)
    public static let pound = mass("lb", "pound", "pounds", 453.59237)
    public static let millilitre = volume("ml", "millilitre", "millilitres", 1)
    public static let litre = volume("l", "litre", "litres", 1000)
    public static let decilitre = volume("dl", "decilitre", "decilitres", 100)
    public static let centilitre = volume("cl", "centilitre", "centilitres", 10)
    public static let teaspoon = volume("tsp", "teaspoon", "teaspoons", 4.92892159375)
    public static let tablespoon = volume("tbsp", "tablespoon", "tablespoons", 14.78676478125)
    public static let cup = volume("cup", "cup", "cups", 236.5882365, printsSymbol: false)
    public static let fluidOunce = volume("fl oz", "fluid ounce", "fluid ounces", 29.5735295625)
    public static let pint = volume("pint", "pint", "pints", 473.176473, printsSymbol: false)
    public static let quart = volume("quart", "quart", "quarts", 946.352946, printsSymbol: false)
    public static let gallon = volume("gallon", "gallon", "gallons", 3785.411784, printsSymbol: false)

    public static let piece = CookingUnit(symbol: "pc", kind: .count, singular: "piece", plural: "pieces", printsSymbol: true, baseFactor: nil)

    /// Every unit Sous knows, measures first.
    public static let all: [CookingUnit] = [
        gram, kilogram, milligram, ounce, pound,
        millilitre, litre, decilitre, centilitre, teaspoon, tablespoon, cup, fluidOunce, pint, quart, gallon,
        piece,
        count("clove"), count("can"), count("tin"), count("pinch", "pinches"), count("dash", "dashes"),
        count("slice"), count("bunch", "bunches"), count("sprig"), count("stick"), count("handful"),
        count("head"), count("stalk"), count("sheet"), count("packet"), count("package"), count("jar"),
        count("bottle"), count("leaf", "leaves"), count("fillet"), count("cube"), count("drop"),
        count("ear"), count("knob"), count("rasher"), count("strip"), count("bag"), count("box", "boxes"),
        count("block"), count("loaf", "loaves"), count("scoop"), count("splash", "splashes"),
        count("sachet"), count("envelope"), count("stem"), count("wedge"),
        // A German "Becher" of cream or yoghurt: bought by the carton.
        count("carton"),
        // A piece of ginger or cinnamon by its length: "1 inch fresh ginger".
        count("inch", "inches"),
    ]

    /// Spellings other than the symbol, singular and plural.
    private static let aliases: [String: String] = [
        "gr": "g", "grs": "g", "gm": "g", "gms": "g", "gramme": "g", "grammes": "g",
        "kgs": "kg", "kilo": "kg", "kilos": "kg", "kilogramme": "kg", "kilogrammes": "kg",
        "ozs": "oz", "lbs": "lb", "pound": "lb", "pounds": "lb",
        "mls": "ml", "milliliter": "ml", "milliliters": "ml", "millilitre": "ml", "millilitres": "ml",
        "liter": "l", "liters": "l", "litre": "l", "litres": "l", "ltr": "l", "lt": "l",
        "deciliter": "dl", "deciliters": "dl", "centiliter": "cl", "centiliters": "cl",
        "t": "tsp", "ts": "tsp", "tsps": "tsp", "teaspoon": "tsp", "teaspoons": "tsp",
        "tbs": "tbsp", "tbsps": "tbsp", "tbl": "tbsp", "tbls": "tbsp", "tblsp": "tbsp", "tablespoon": "tbsp", "tablespoons": "tbsp",
        "cups": "cup", "c": "cup",
        "floz": "fl oz", "fl. oz": "fl oz", "fluid ounce": "fl oz", "fluid ounces": "fl oz", "fl ozs": "fl oz",
        "pints": "pint", "pt": "pint", "pts": "pint", "quarts": "quart", "qt": "quart", "qts": "quart",
        "gallons": "gallon", "gal": "gallon",
        "pcs": "pc", "pieces": "pc", "piece": "pc",
        // "1 pkg (8 oz) cream cheese": the name was "pkg".
        "pkg": "package", "pkgs": "package",
    ]

    /// The kitchen units of German, Spanish, Portuguese, French, Italian and
    /// Dutch recipes, so "2 EL Tomatenmark" is two tablespoons of it (not
    /// two of something called "EL Tomatenmark") and scales and merges like
    /// "2 tbsp". Several words are one unit: "colheres de sopa", "c. à soupe".
    private static let foreignAliases: [String: String] = [
        "el": "tbsp", "essl": "tbsp", "eßl": "tbsp", "esslöffel": "tbsp", "eßlöffel": "tbsp",
        "cucharada": "tbsp", "cucharadas": "tbsp", "cda": "tbsp", "cdas": "tbsp",
        "colher de sopa": "tbsp", "colheres de sopa": "tbsp", "c à soupe": "tbsp", "c à s": "tbsp", "càs": "tbsp",
        "cuillère à soupe": "tbsp", "cuillères à soupe": "tbsp", "cuillerée à soupe": "tbsp", "cuillerées à soupe": "tbsp",
        "cucchiaio": "tbsp", "cucchiai": "tbsp", "eetlepel": "tbsp", "eetlepels": "tbsp",
        "tl": "tsp", "teelöffel": "tsp", "cucharadita": "tsp", "cucharaditas": "tsp", "cdta": "tsp", "cdtas": "tsp",
        "cdita": "tsp", "cditas": "tsp", "colher de chá": "tsp", "colheres de chá": "tsp", "c à café": "tsp", "c à c": "tsp",
        "càc": "tsp", "c à thé": "tsp", "cuillère à café": "tsp", "cuillères à café": "tsp", "cuillerée à café": "tsp",
        "cuillerées à café": "tsp", "cucchiaino": "tsp", "cucchiaini": "tsp", "theelepel": "tsp", "theelepels": "tsp",
        "taza": "cup", "tazas": "cup", "xícara": "cup", "xícaras": "cup", "tasse": "cup", "tassen": "cup", "tazza": "cup", "tazze": "cup",
        "gramos": "g", "gramo": "g", "gramas": "g", "grama": "g", "gramm": "g", "grammi": "g", "grammo": "g",
        "quilo": "kg", "quilos": "kg", "quilograma": "kg", "quilogramas": "kg", "kilogramm": "kg", "kilogramos": "kg",
        "litro": "l", "litros": "l", "litri": "l", "mililitros": "ml", "mililitro": "ml", "millilitri": "ml",
        "prise": "pinch", "prisen": "pinch", "msp": "pinch", "messerspitze": "pinch", "pizca": "pinch", "pizcas": "pinch",
        "pitada": "pinch", "pitadas": "pinch", "pincée": "pinch", "pincées": "pinch", "pizzico": "pinch", "snufje": "pinch",
        "stück": "pc", "stücke": "pc", "stk": "pc", "unidad": "pc", "unidades": "pc", "unidade": "pc", "pièce": "pc",
        "pièces": "pc", "pezzo": "pc", "pezzi": "pc", "stuk": "pc", "stuks": "pc",
        "lata": "can", "latas": "can", "dose": "can", "dosen": "can", "boîte": "can", "boîtes": "can", "lattina": "can", "blik": "can",
        "diente": "clove", "dientes": "clove", "dente": "clove", "dentes": "clove", "gousse": "clove", "gousses": "clove",
        "spicchio": "clove", "spicchi": "clove", "zehe": "clove", "zehen": "clove", "teentje": "clove", "teentjes": "clove",
        "bund": "bunch", "manojo": "bunch", "maço": "bunch", "mazzo": "bunch", "bos": "bunch",
        "puñado": "handful", "puñados": "handful", "punhado": "handful", "poignée": "handful", "manciata": "handful", "handvoll": "handful",
        "päckchen": "packet", "pck": "packet", "packung": "packet", "paquete": "packet", "pacote": "packet",
        "scheibe": "slice", "scheiben": "slice", "rebanada": "slice", "rebanadas": "slice", "rodaja": "slice", "rodajas": "slice",
        "fatia": "slice", "fatias": "slice", "tranche": "slice", "tranches": "slice",
        "tablete": "cube", "tabletes": "cube", "pastilla": "cube", "würfel": "cube", "cubito": "cube", "cubitos": "cube",
        // "1 Becher Sahne", "1 Stange Lauch", "1 Glas Gurken", "1 Tüte Backpulver", "2 Zweige Rosmarin", "1 Pkt. Vanillepudding".
        "becher": "carton", "stange": "stalk", "stangen": "stalk", "glas": "jar", "gläser": "jar", "tüte": "bag", "tüten": "bag",
        "zweig": "sprig", "zweige": "sprig", "pkt": "packet",
    ]

    private static let bySpelling: [String: CookingUnit] = {
        var table: [String: CookingUnit] = [:]
        for unit in all.reversed() {
            table[unit.symbol.lowercased()] = unit
            table[unit.singular.lowercased()] = unit
            table[unit.plural.lowercased()] = unit
        }
        for (alias, symbol) in aliases.merging(foreignAliases, uniquingKeysWith: { english, _ in english }) {
            if let unit = all.first(where: { $0.symbol == symbol }) { table[alias] = unit }
        }
        // British spellings of the metric words.
        table["millilitre"] = millilitre; table["litre"] = litre
        return table
    }()

    /// Finds a unit by any printed spelling. "T" (capital) is a tablespoon and
    /// "t" a teaspoon, as on old American cards; everything else ignores case.
    public static func lookup(_ spelling: String) -> CookingUnit? {
        var word = spelling.trimmingCharacters(in: .whitespaces)
        if word.hasSuffix(".") { word.removeLast() }
        if word == "T" || word == "Tb" || word == "TB" { return tablespoon }
        if word == "t" { return teaspoon }
        return bySpelling[word.lowercased().replacingOccurrences(of: ".", with: "")]
    }

    /// Finds a unit by its canonical symbol as stored in recipe files.
    public static func withSymbol(_ symbol: String) -> CookingUnit? {
        all.first { $0.symbol == symbol } ?? lookup(symbol)
    }
}

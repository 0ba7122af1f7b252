import Foundation

/// What a cook means by a word to avoid that names no allergen. "--without
/// pork" left Chorizo and Chickpea Stew in, and "--without chili" hid
/// nothing while "chilli" hid six recipes: a word stands for the
/// ingredients a cook would count as it. A word that hides nothing is
/// said so, with what was likely meant ("meat" is a diet).
public enum AvoidWords {
    /// The ingredient words a word to avoid stands for, itself first
    /// ("pork": pork, bacon, chorizo, ham, ...); an allergen or a word
    /// not in the table stands for itself.
    public static func meaning(_ word: String) -> [String] {
        let cleaned = word.lowercased().trimmingCharacters(in: .whitespaces)
        guard let family = families[key(cleaned)] else { return [cleaned] }
        return [cleaned] + family.filter { key($0) != key(cleaned) }
    }

    /// Every word of a list with what it stands for, each once.
    public static func expanding(_ words: [String]) -> [String] {
        var seen = Set<String>()
        return words.flatMap(meaning).filter { seen.insert($0).inserted }
    }

    /// What a word that is no allergen Sous knows likely meant: a diet
    /// ("meat": --diet vegetarian) or an allergen it misspells ("nutz").
    /// Nil when nothing better is known.
    public static func hint(for word: String) -> String? {
        let cleaned = key(word.lowercased())
        if let diet = diets[cleaned] { return "did you mean --diet \(diet)?" }
        guard Allergens.category(word) == nil, families[cleaned] == nil else { return nil }
        let spellings = Allergens.names + ["milk", "wheat", "prawns", "shrimp", "peanut", "nut", "soya"]
        if let close = spellings.first(where: { Words.similar(cleaned, $0) || Words.similar(cleaned, Words.stem($0)) }) {
            return "did you mean '\(close)'?"
        }
        return nil
    }

    private static func key(_ word: String) -> String {
        Words.stems(word.replacingOccurrences(of: "-", with: " ")).joined(separator: " ")
    }

    /// Words that are diets, not ingredients: what a cook avoiding them wants instead.
    private static let diets: [String: String] = [
        "meat": "vegetarian (no meat or fish) or --diet pescatarian (fish allowed)",
        "animal": "vegan", "animal product": "vegan", "meat and fish": "vegetarian", "vegetarian": "vegetarian",
        "vegan": "vegan", "pescatarian": "pescatarian", "gluten free": "gluten-free", "dairy free": "dairy-free",
        "nut free": "nut-free", "egg free": "egg-free", "lactose free": "dairy-free",
    ]

    private static let chilli = ["chilli", "chili", "chile", "jalapeno", "jalapeño", "cayenne", "chipotle", "habanero",
                                 "scotch bonnet", "gochujang", "gochugaru", "sriracha", "harissa", "sambal", "hot sauce",
                                 "pepper flake", "piri piri", "peri peri", "tabasco", "peperoncino", "guindilla"]
    private static let pork = ["pork", "bacon", "ham", "chorizo", "pancetta", "prosciutto", "salami", "lardon", "guanciale",
                               "sausage", "pepperoni", "gammon", "nduja", "speck", "mortadella", "jamon", "lard", "hot dog",
                               "frankfurter", "kielbasa", "bratwurst", "andouille", "capicola", "coppa", "soppressata"]
    private static let beef = ["beef", "mince", "steak", "brisket", "oxtail", "sirloin", "tenderloin", "chuck", "ribeye",
                               "bavette", "flank", "veal", "pastrami", "bresaola", "corned"]

    /// Stemmed word -> what it stands for. "sausage" is pork even when
    /// another meat may be meant: hiding a chicken sausage is the safer slip.
    private static let families: [String: [String]] = {
        var table: [String: [String]] = [:]
        for word in ["chilli", "chili", "chile", "spicy", "hot", "heat"] { table[key(word)] = chilli }
        table["pork"] = pork
        table["beef"] = beef
        table["lamb"] = ["lamb", "mutton", "hogget"]
        table["mutton"] = ["mutton", "lamb"]
        table["chicken"] = ["chicken", "poultry"]
        table["poultry"] = ["chicken", "turkey", "duck", "goose", "poultry"]
        return table
    }()
}

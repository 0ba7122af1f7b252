/// German and Dutch write a dish as one word: "Apfelkuchen",
/// "Linsensuppe", "Kartoffelgulasch", "groentesoep". A cook searching
/// "Kuchen", "Suppe", "Gulasch" or "Linsen" means them, so a title word
/// ending in a dish word is also filed under the dish word and under what
/// comes before it.
enum CompoundWords {
    /// Words shorter than this (in UTF-8 bytes) are no compound of a dish
    /// word; the index skips them without a look.
    static let shortest = 8

    /// "linsensuppe" -> ["suppe", "linsen"]; [] for a word that is no such compound.
    static func parts(_ word: String) -> [String] {
        guard word.utf8.count >= shortest, let endings = byLastThree[String(word.suffix(3))] else { return [] }
        for ending in endings where word.hasSuffix(ending) {
            let before = String(word.dropLast(ending.count))
            return before.count >= 4 ? [ending, before] : [ending]
        }
        return []
    }

    /// Dish words, as search files them (lower-case, accents folded, singular stems).
    private static let dishes = [
        "kuchen", "torte", "suppe", "eintopf", "auflauf", "salat", "brot", "brotchen", "gulasch", "pfanne", "braten", "sosse",
        "knodel", "strudel", "schnitzel", "platzchen", "kekse", "nudeln", "soep", "taart", "stamppot", "salade",
        "brood", "ovenschotel", "koek", "schotel", "curry", "brei", "waffeln", "spiesse", "frikadellen", "pastete",
        // Dishes the world shares, joined in German as its own:
        // Tomatenrisotto, Kartoffelgratin, Gemüselasagne, Spinatquiche.
        "risotto", "gratin", "lasagne", "pizza", "quiche", "pudding", "kompott", "muffin", "burger", "omelett", "pesto",
    ]

    /// The dish words by their last three letters: one dictionary look-up
    /// for most title words.
    private static let byLastThree: [String: [String]] = {
        var table: [String: [String]] = [:]
        for dish in dishes { table[String(dish.suffix(3)), default: []].append(dish) }
        return table.mapValues { $0.sorted { $0.count > $1.count } }
    }()
}

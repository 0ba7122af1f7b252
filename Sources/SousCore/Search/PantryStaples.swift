/// What every kitchen is assumed to have: left out of "what's missing" and
/// shopping lists, because nobody buys salt for one recipe.
public enum PantryStaples {
    public static let names: Set<String> = [
        "salt", "pepper", "black pepper", "ground black pepper", "salt and pepper", "sea salt", "kosher salt",
        "water", "cold water", "warm water", "hot water", "boiling water", "ice water",
        "oil", "olive oil", "vegetable oil", "cooking oil", "sunflower oil", "canola oil", "neutral oil",
        "extra virgin olive oil", "rapeseed oil", "ice",
    ]

    private static let stemmed: Set<String> = Set(names.map { Words.stems($0).joined(separator: " ") })

    public static func contains(_ name: String) -> Bool {
        let words = Words.stems(name)
        if stemmed.contains(words.joined(separator: " ")) { return true }
        if isSeasoning(words) || isForeign(words) { return true }
        // "reserved pasta water"; "canola/vegetable oil", "olive or avocado oil".
        if words.last == "water", !words.contains(where: { ["coconut", "rose", "tonic", "sparkling", "soda", "blossom", "mineral"].contains($0) }) {
            return true
        }
        return words.last == "oil" && (name.contains("/") || words.contains("or"))
    }

    /// Salt and pepper however the page names the kind: "table salt",
    /// "fine sea salt", "white or black pepper", "ground white pepper or
    /// black pepper". Only these words: "garlic salt", "red pepper" and
    /// "pink peppercorns" are bought.
    private static func isSeasoning(_ words: [String]) -> Bool {
        words.contains { $0 == "salt" || $0 == "pepper" } && words.allSatisfy(seasoningWords.contains)
    }

    private static let seasoningWords: Set<String> = [
        "salt", "pepper", "and", "or", "black", "white", "ground", "table", "kosher", "sea", "fine", "flaky", "coarse",
        "cracked", "freshly", "fresh", "iodized", "iodised", "to", "taste",
    ]

    /// The same staples in the languages whose kitchen units Sous reads
    /// (accents folded, as `Words` gives them), each with the English word
    /// it is, so "sous pantry remove oil" puts the aceite back on the list.
    static let foreignStaples: [String: String] = [
        "sal": "salt", "sel": "salt", "sale": "salt", "salz": "salt", "jodsalz": "salt", "meersalz": "salt", "speisesalz": "salt",
        "pimienta": "pepper", "poivre": "pepper", "pepe": "pepper", "pfeffer": "pepper",
        "aceite": "oil", "oleo": "oil", "huile": "oil", "olio": "oil", "ol": "oil", "pflanzenol": "oil", "rapsol": "oil",
        "olivenol": "oil", "sonnenblumenol": "oil", "speiseol": "oil",
        "agua": "water", "wasser": "water", "eau": "water", "acqua": "water",
    ]

    /// What may stand beside them and leave them staples: "of", "and",
    /// olive and sunflower, virgin, fine, sea, black, ground, warm. An
    /// "aceite de sésamo" or "agua de coco" has another word, so is bought.
    private static let foreignCompanions: Set<String> = [
        "de", "d", "di", "del", "do", "da", "y", "e", "et", "und", "al", "gusto", "gosto",
        "oliva", "olive", "oliv", "girasol", "girassol", "tournesol", "semi", "vegetal", "vegetale", "virgen", "vergine",
        "extravergine", "extra", "neutro", "neutre", "colza", "canola",
        "fino", "fina", "fin", "gruesa", "grueso", "gorda", "gro", "grosso", "marina", "marino", "mer", "mar",
        "negra", "negro", "noir", "nero", "schwarz", "schwarzer", "blanca", "blanco", "blanc", "bianco", "weiß", "weißer", "weisser",
        "molida", "molido", "moulu", "macinato", "gemahlen", "gemahlener",
        "tibia", "templada", "fria", "caliente", "froide", "chaude", "tiede", "fredda", "calda", "warm", "warme", "kalt",
        "kaltes", "morna", "quente",
        // How pepper is ground, and "or": "Pfeffer aus der Mühle", "pimienta negra recién molida",
        // "poivre noir du moulin", "pepe nero macinato al momento", "sal o pimienta", "sale e pepe q.b.".
        "du", "des", "aus", "der", "muhle", "frisch", "frischer", "recien", "fraichement", "appena", "momento", "moulin",
        "grob", "grobes", "grober", "o", "ou", "oder", "q", "b", "qb", "nach", "geschmack", "belieben",
        "gout", "au", "gosto", "a",
    ]

    /// "aceite de oliva virgen extra", "Salz/Jodsalz", "sal y pimienta",
    /// "Pflanzenöl", "agua tibia", "schwarzer Pfeffer aus der Mühle": a
    /// staple word, and nothing beside it but another staple or a
    /// companion word.
    private static func isForeign(_ words: [String]) -> Bool {
        guard words.contains(where: { foreignStaples[$0] != nil }) else { return false }
        return words.allSatisfy { foreignStaples[$0] != nil || foreignCompanions.contains($0) }
    }

    /// The name's words with a foreign staple word in English ("aceite de
    /// oliva" has "oil"), for matching what the cook has run out of.
    static func englishStems(_ name: String) -> [String] {
        let words = Words.stems(name)
        guard isForeign(words) else { return words }
        return words.map { foreignStaples[$0] ?? $0 }
    }
}

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
        // "reserved pasta water"; "canola/vegetable oil", "olive or avocado oil".
        if words.last == "water", !words.contains(where: { ["coconut", "rose", "tonic", "sparkling", "soda", "blossom", "mineral"].contains($0) }) {
            return true
        }
        return words.last == "oil" && (name.contains("/") || words.contains("or"))
    }
}

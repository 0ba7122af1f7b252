/// The words a cook names a dish by, compared with its title: stemmed, and
/// a thing called two ways under one word, so "the mash" is Creamy Mashed
/// Potatoes as "the mashed potatoes" is.
public enum DishWords {
    public static func of(_ text: String) -> Set<String> {
        Set(Words.withSameNames(Words.stems(text).map(Words.searchForm))).subtracting(["the", "my", "a", "an"])
    }

    /// Whether `words` (as `of` gives them) all name something in `title`.
    public static func name(_ words: Set<String>, _ title: String) -> Bool {
        !words.isEmpty && words.isSubset(of: of(title))
    }
}

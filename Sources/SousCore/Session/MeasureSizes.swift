/// "How much is a pinch", "how much is a small handful": the loose
/// measures recipes use, in ones a cook can check. Asked as an ingredient,
/// they got "I don't know is a small handful in Roasted Tomato Soup. Did
/// you mean salt?".
enum MeasureSizes {
    /// What one of these is, nil when `question` ("is a small handful")
    /// asks about no measure.
    static func answer(_ question: String) -> String? {
        var words = Words.tokens(question)
        guard words.first == "is", words.count >= 3, ["a", "an", "one"].contains(words[1]) else { return nil }
        words.removeFirst(2)
        var size = ""
        if let first = words.first, sizeWords.contains(first) {
            size = first
            words.removeFirst()
        }
        guard let measure = words.first.map(Words.stem), let told = sizes[measure] else { return nil }
        // "a knob of butter": the measure is what is asked, whatever it is of.
        guard words.count == 1 || words[1] == "of" else { return nil }
        let small = ["small"].contains(size), large = ["large", "big", "good", "generous", "heaped", "heaping"].contains(size)
        // "A knob of butter is ...", "a stick is ..." said "a stick of butter".
        let named = words.joined(separator: " ") + (words.count == 1 ? told.of.map { " of \($0)" } ?? "" : "")
        let said = (size.isEmpty ? "A" : "A \(size)") + " \(named)"
        return "\(said) is \(small ? told.small : large ? told.large : told.usual)."
    }

    /// How big a measure is said to be: "a small handful", "a heaped teaspoon".
    static let sizeWords: Set<String> = ["small", "large", "big", "good", "generous", "heaped", "heaping", "level"]

    private struct Size {
        var usual: String, small: String, large: String
        /// What it is always a measure of ("a stick" of butter).
        var of: String? = nil
    }

    private static let sizes: [String: Size] = [
        "pinch": Size(usual: "what you hold between thumb and finger, about 1/16 of a teaspoon",
                      small: "a little under 1/16 of a teaspoon", large: "about 1/8 of a teaspoon"),
        "dash": Size(usual: "a quick shake or splash, about 1/8 of a teaspoon", small: "a few drops", large: "about 1/4 of a teaspoon"),
        "handful": Size(usual: "what one hand holds loosely, about half a cup (of leaves, about 15 g)",
                        small: "about a quarter cup, loosely held (of leaves, about 8 g)",
                        large: "about a cup, loosely held (of leaves, about 30 g)"),
        "knob": Size(usual: "about a tablespoon, 15 g", small: "about 2 teaspoons, 10 g", large: "about 2 tablespoons, 30 g"),
        "splash": Size(usual: "about a tablespoon, 15 ml", small: "about a teaspoon, 5 ml", large: "about 2 tablespoons, 30 ml"),
        "glug": Size(usual: "about 2 tablespoons, 30 ml", small: "about a tablespoon, 15 ml", large: "about 3 tablespoons, 45 ml"),
        "drizzle": Size(usual: "about a teaspoon to a tablespoon, poured thin", small: "about a teaspoon", large: "about a tablespoon"),
        "cup": Size(usual: "240 ml in US recipes, 250 ml in British and Australian ones: 16 tablespoons",
                    small: "240 ml in US recipes, 250 ml in British and Australian ones", large: "240 ml in US recipes, 250 ml in British and Australian ones"),
        "tablespoon": Size(usual: "15 ml, 3 teaspoons", small: "15 ml, 3 teaspoons, just level", large: "about 2 level tablespoons, heaped"),
        "teaspoon": Size(usual: "5 ml", small: "5 ml, just level", large: "about 2 level teaspoons, heaped"),
        "stick": Size(usual: "113 g: 8 tablespoons, half a cup", small: "113 g", large: "113 g", of: "butter"),
        "clove": Size(usual: "about a teaspoon once minced", small: "about half a teaspoon minced", large: "about 2 teaspoons minced", of: "garlic"),
    ]
}

/// The groups an ingredient list is printed in ("For the cake",
/// "Frosting"), as a cook hears them: after an amount ("1/4 cup for the
/// raspberry filling") and over the lines read out.
extension Ingredient {
    /// A group's heading as said after an amount: "Frosting" is "for the
    /// frosting", "For the Cake:" "for the cake", "To serve" "to serve",
    /// "Salad Ingredients" "for the salad"; "Para el sofrito" as printed.
    public static func saidSection(_ section: String) -> String {
        let trimmed = section.trimmingCharacters(in: .init(charactersIn: ":-–—*#. ").union(.whitespacesAndNewlines))
        var words = trimmed.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
        // "Dry ingredients" names the part; "Salad ingredients" is the salad's.
        if words.count > 1, words.last == "ingredients", !["additional", "other", "extra", "optional", "remaining", "main", "dry", "wet", "basic", "base"].contains(words[words.count - 2]) {
            words.removeLast()
        }
        let said = words.joined(separator: " ")
        guard let first = words.first else { return section }
        return groupWords.contains(first) ? said : "for the " + said
    }

    /// Words that already start a group's name ("for the glaze", "to serve",
    /// "para la salsa", "für den Teig").
    static let groupWords: Set<String> = [
        "for", "to", "para", "pour", "für", "fur", "per", "voor", "zum", "zur", "der", "die", "den", "das", "la", "le", "el", "los", "las", "il",
    ]

    /// An answer for one line with its group after it: "1/4 cup for the
    /// filling", "1 onion, medium, for the sauce" (a comma before it when
    /// the answer has a note).
    public static func answer(_ answer: String, inSection section: String?) -> String {
        guard let section else { return answer }
        return answer + (answer.contains(",") ? ", " : " ") + saidSection(section)
    }

    /// The heading said over the group's lines: "For the frosting:".
    public static func sectionHeading(_ section: String) -> String {
        let said = saidSection(section)
        return said.sentenceStart + ":"
    }
}

extension Recipe {
    /// The groups the ingredient list is printed in, in list order; empty
    /// for a list in one piece.
    public var ingredientSections: [String] {
        var sections: [String] = []
        for ingredient in ingredients { if let section = ingredient.section, !sections.contains(section) { sections.append(section) } }
        return sections
    }
}

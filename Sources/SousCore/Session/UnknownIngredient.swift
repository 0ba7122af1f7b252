/// "how many egs", "how many cloves", "how much flower": what to answer
/// when no ingredient is called what the cook said. A cook told "doesn't
/// call for egs" leaves the eggs out, so Sous says it only of a name that
/// could be a food, and first tries the spellings and units a cook means.
extension Reply {
    /// The lines the cook meant though no name fits: "how many cloves" by
    /// their unit (the garlic), "egs" by a letter typed once for twice.
    func meantIngredient(_ name: String) -> IngredientMatcher.Answer? {
        let words = Words.tokens(name)
        // "how many cloves", "how many tins": the lines counted so.
        if words.count == 1, let unit = CookingUnit.lookup(words[0]), unit.kind == .count || Self.packUnits.contains(unit.symbol) {
            let found = recipe.ingredients.indices.filter { recipe.ingredients[$0].unit == unit }
            if !found.isEmpty { return IngredientMatcher.Answer(found: found, onlyNamedAfter: false, name: name) }
        }
        // "how many eggs" in a Spanish tortilla: the "6 huevos".
        let foreign = foreignLines(name)
        if !foreign.isEmpty { return IngredientMatcher.Answer(found: foreign, onlyNamedAfter: false, name: name) }
        // "egs", "tomatos": the same letters but one, doubled or not.
        let nameWords = Set(recipe.ingredients.flatMap { Words.tokens($0.name) })
        var changed = false
        let corrected = words.map { word in
            guard !nameWords.contains(word), word.count >= 3,
                  let meant = nameWords.first(where: { Self.undoubled($0) == Self.undoubled(word) || Self.undoubled(Words.stem($0)) == Self.undoubled(Words.stem(word)) })
            else { return word }
            changed = true
            return meant
        }
        guard changed else { return nil }
        let answer = IngredientMatcher.answer(corrected.joined(separator: " "), in: recipe.ingredients)
        return answer.found.isEmpty ? nil : answer
    }

    /// Nothing fits: names spelt nearly so ("flower": the flour) are offered;
    /// "doesn't call for" is said only of words that could name a food, never
    /// of a sentence's leftovers ("doesn't call for do i need for the cake").
    mutating func sayUnknownIngredient(_ name: String) {
        var head = name
        if let match = name.wholeMatch(of: #/(.+?) (?:for|in|on|to) (?:the |my |a )?.+/#) { head = String(match.output.1) }
        let words = Words.tokens(head)
        let near = nearNames(words)
        if !near.isEmpty {
            say("I don't know \(head) in \(recipe.title). Did you mean \(near.count == 1 ? near[0] : near.dropLast().joined(separator: ", ") + " or " + near[near.count - 1])?", remember: false)
        } else if words.isEmpty || words.contains(where: Self.sentenceWords.contains) || words.count > 4 {
            let example = recipe.ingredients.first.map { " Say, for example, how much \(Words.tokens($0.name).joined(separator: " "))." } ?? ""
            say("I don't know what \"\(name)\" is in \(recipe.title).\(example)", remember: false)
        } else if listsInAnotherLanguage || holdsUnreadLines {
            // A list partly in Spanish or German may name it in words Sous does not know.
            say("I can't find \(head) in \(recipe.title); its ingredients are \(Self.shortList(recipe.ingredients)).", remember: false)
        } else {
            say("\(recipe.title) doesn't call for \(head).", remember: false)
        }
    }

    /// The names as the recipe writes them ("Würstchen", not "wurstchen"),
    /// the first few and how many more: read aloud, sixteen German names
    /// are no answer.
    static func shortList(_ ingredients: [Ingredient], first: Int = 4) -> String {
        var names: [String] = []
        for ingredient in ingredients {
            let name = ingredient.name.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            if !name.isEmpty, !names.contains(where: { $0.lowercased() == name.lowercased() }) { names.append(name) }
        }
        guard names.count > first + 1 else { return ShoppingList.spokenList(names) }
        return names.prefix(first).joined(separator: ", ") + " and \(names.count - first) more"
    }

    /// Ingredient names with a word two letters from one said, starting
    /// the same ("flower" and "flour"); three-letter words one letter off.
    func nearNames(_ words: [String]) -> [String] {
        // A word some name holds is no typo ("salt and sugar" without salt).
        let spelt = Set(recipe.ingredients.flatMap { Words.tokens($0.name) })
        let words = words.filter { !spelt.contains($0) }
        var names: [String] = []
        for ingredient in recipe.ingredients {
            let have = Words.tokens(ingredient.name)
            let close = words.contains { word in
                word.count >= 3 && !Self.sentenceWords.contains(word) && have.contains { other in
                    other.first == word.first && Words.distance(word, other, limit: 2) <= (min(word.count, other.count) >= 4 ? 2 : 1)
                }
            }
            let spoken = ingredient.name.lowercased()
            if close, !names.contains(spoken) { names.append(spoken) }
        }
        return names.count <= 3 ? names : []
    }

    /// "eggs" and "egs", "butter" and "buter": one spelling once letters
    /// typed twice are typed once.
    static func undoubled(_ word: String) -> String {
        var result = ""
        for character in word where result.last != character { result.append(character) }
        return result
    }

    /// Counted by the pack rather than the piece: "how many tins".
    static let packUnits: Set<String> = ["can", "tin", "packet", "pack", "jar", "bag", "bunch", "head", "sprig", "stick", "slice"]

    /// Words of a question, never of a food's name.
    static let sentenceWords: Set<String> = [
        "do", "i", "we", "you", "need", "is", "it", "that", "this", "there", "should", "will", "would", "how", "what", "much", "many",
        "if", "can", "does", "did", "have", "am", "are", "me", "want", "use", "for", "to", "make", "making", "people", "servings",
    ]
}

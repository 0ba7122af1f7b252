/// Words a name says the dish is without: "Peanut Butter Blossoms (No
/// Eggs)", "egg-free mayonnaise", "cake without eggs", "eggless",
/// "dairy and gluten free". Read as plain words, "search eggs" ranked such
/// a title first and `fridge egg` counted the egg-free mayonnaise as eggs.
///
/// Each word said to be absent becomes one word of its own, `free:egg`,
/// whichever way it was said, and the words saying so ("no", "free",
/// "without") go: a title keeps matching what it holds, and a query
/// saying the same ("egg-free", "no eggs", "eggless") finds it as a whole.
enum NegatedWords {
    /// The word standing for "without `stem`": "no eggs", "egg-free" and
    /// "eggless" are all `free:egg`, "no cilantro" is `free:coriander`.
    static func absent(_ stem: String) -> String {
        "free:" + (Words.withSameNames([Words.searchForm(stem)]).first ?? stem)
    }

    /// `stems` with every word said to be absent replaced by its `absent`
    /// word and the words saying so dropped. Stems as `Words.stems` gives
    /// them, in order; a text without such words comes back as it was.
    static func reading(_ stems: [String]) -> [String] {
        guard stems.contains(where: mayNegate) else { return stems }
        var negated = [Bool](repeating: false, count: stems.count)
        var dropped = [Bool](repeating: false, count: stems.count)
        var index = 0
        while index < stems.count {
            let word = stems[index]
            // "free from gluten" says it before, like "no" and "without".
            let freeFrom = word == "free" && index + 1 < stems.count && stems[index + 1] == "from"
            if before.contains(word) || freeFrom {
                var next = index + (freeFrom ? 2 : 1)
                guard next < stems.count else { index += 1; continue }
                dropped[index] = true
                if freeFrom { dropped[index + 1] = true }
                // "no added sugar", "no eggs or dairy".
                while true {
                    while next + 1 < stems.count, qualifiers.contains(stems[next]) { negated[next] = true; next += 1 }
                    negated[next] = true
                    guard next + 2 < stems.count, ["or", "nor"].contains(stems[next + 1]) else { break }
                    next += 2
                }
                index = next + 1
                continue
            }
            if word == "free", index > 0, !dropped[index - 1] {
                dropped[index] = true
                negated[index - 1] = true
                // "dairy and gluten free", but "chicken and gluten-free dumplings" keeps the chicken.
                var first = index - 1
                while first >= 2, ["and", "or"].contains(stems[first - 1]), oftenLeftOut(stems[first - 2]) {
                    negated[first - 2] = true
                    first -= 2
                }
            }
            index += 1
        }
        var result: [String] = []
        result.reserveCapacity(stems.count)
        for (position, word) in stems.enumerated() where !dropped[position] {
            if negated[position] {
                result.append(absent(word))
            } else if word.hasSuffix("less"), word.count >= 7 {
                // "eggless", "sugarless", "flourless": never "unless" or "bless".
                result.append(absent(Words.stem(String(word.dropLast(4)))))
            } else {
                result.append(word)
            }
        }
        return result
    }

    /// Whether a stem may say another word, or part of itself, is absent:
    /// a text without one is read as it is.
    static func mayNegate(_ stem: String) -> Bool {
        before.contains(stem) || stem == "free" || (stem.count >= 7 && stem.hasSuffix("less"))
    }

    /// Words saying the next one is absent: "no eggs", "without butter",
    /// "non-dairy".
    private static let before: Set<String> = ["no", "without", "non"]

    /// Words between "no" and the thing: "no added sugar".
    private static let qualifiers: Set<String> = ["added", "refined", "artificial", "processed"]

    /// What a name says a dish is free of, listed before one "free": the
    /// allergens and a few others; any other word ("chicken and
    /// gluten-free dumplings") is what the dish holds.
    private static func oftenLeftOut(_ word: String) -> Bool {
        Allergens.category(word) != nil || ["sugar", "meat", "grain", "oil", "fat", "alcohol", "yeast", "salt", "corn"].contains(word)
    }
}

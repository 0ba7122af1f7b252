/// Finds the ingredients a cook means by a spoken or typed name: "garlic"
/// finds "3 cloves Garlic", "oil" finds both oils, "tomato" finds "cherry
/// tomatoes", "parmesan" survives being typed "parmesean", "black pepper"
/// finds "salt and pepper", and "salt and pepper" finds both lines.
public enum IngredientMatcher {
    private static let ignored: Set<String> = ["the", "of", "some", "fresh", "a", "an", "my", "and"]

    /// Indices of the best-matching ingredients; empty when none match.
    public static func find(_ query: String, in ingredients: [Ingredient]) -> [Int] {
        var found = match(query, in: ingredients)
        if !found.isEmpty, found.allSatisfy({ ingredients[$0].amount == nil }) {
            // "oil for searing" named plainly must not hide "3 tbsp olive oil":
            // when the best lines have no amount, every line holding the word counts.
            let wanted = Words.stems(query).filter { !ignored.contains($0) }
            let more = ingredients.indices.filter { index in
                !found.contains(index) && score(wanted, Words.stems(ingredients[index].name).filter { !ignored.contains($0) }) >= 8
            }
            found = (found + more).sorted()
        }
        guard found.isEmpty else { return found }
        // American and British names for one thing: "cilantro" is the coriander.
        let words = Words.tokens(query)
        let translated = words.map { synonyms[$0] ?? synonyms[Words.stem($0)] ?? $0 }.joined(separator: " ")
        if translated != words.joined(separator: " ") {
            let again = match(translated, in: ingredients)
            if !again.isEmpty { return again }
        }
        // "how much cheese" in a cacio e pepe: the pecorino.
        if let kinds = kinds[words.map(Words.stem).joined(separator: " ")] {
            return ingredients.indices.filter { index in Words.stems(ingredients[index].name).contains { kinds.contains($0) } }
        }
        return []
    }

    /// A general word and the things it covers.
    private static let kinds: [String: Set<String>] = [
        "cheese": ["cheddar", "parmesan", "pecorino", "mozzarella", "gruyere", "feta", "ricotta", "halloumi", "gouda", "brie",
                   "manchego", "mascarpone", "parmigiano", "emmental", "stilton", "gorgonzola", "paneer", "burrata", "cheese"],
        "stock": ["broth", "stock"], "broth": ["broth", "stock"],
    ]

    private static let synonyms: [String: String] = [
        "cilantro": "coriander", "coriander": "cilantro", "zucchini": "courgette", "courgette": "zucchini",
        "eggplant": "aubergine", "aubergine": "eggplant", "scallion": "spring onion", "scallions": "spring onions",
        "garbanzo": "chickpea", "garbanzos": "chickpeas", "arugula": "rocket", "rocket": "arugula",
        "cornstarch": "cornflour", "cornflour": "cornstarch", "shrimp": "prawns", "prawn": "shrimp", "prawns": "shrimp",
        "confectioners": "icing", "icing": "powdered", "powdered": "icing", "molasses": "treacle", "treacle": "molasses",
    ]

    private static func match(_ query: String, in ingredients: [Ingredient]) -> [Int] {
        let whole = best(query, in: ingredients)
        // "salt and pepper" on one line wins; otherwise each thing asked for.
        if whole.score >= strongMatch { return whole.found }
        let parts = Words.tokens(query).split(separator: "and").map { $0.joined(separator: " ") }
        if parts.count > 1 {
            // Every thing asked for must be there: "salt and pepper" is not the bell pepper alone.
            let each = parts.map { best($0, in: ingredients).found }
            if each.allSatisfy({ !$0.isEmpty }) { return Array(Set(each.joined())).sorted() }
        }
        return whole.found
    }

    /// Every asked word in one name: a match no split can better.
    private static let strongMatch = 8

    private static func best(_ query: String, in ingredients: [Ingredient]) -> (score: Int, found: [Int]) {
        let wanted = Words.stems(query).filter { !ignored.contains($0) }
        guard !wanted.isEmpty else { return (0, []) }
        var best = 0
        var found: [Int] = []
        for (index, ingredient) in ingredients.enumerated() {
            let have = Words.stems(ingredient.name).filter { !ignored.contains($0) }
            let score = self.score(wanted, have, combined: Words.tokens(ingredient.name).contains("and"))
            if score > best { best = score; found = [index] } else if score == best && score > 0 { found.append(index) }
        }
        return (best, found)
    }

    /// Twice a rank, plus one when both end in the same word ("kalamata
    /// olives" over "olive oil" for "olives"). Ranks: 5 same words; 4 every
    /// asked word is in the name; 3 every name word was asked; 2 every asked
    /// word is one typo from a name word; 1 the thing asked for (its last
    /// word) is in a name that lists several things ("black pepper" in
    /// "salt and pepper", but never in "green bell pepper").
    static func score(_ wanted: [String], _ have: [String], combined: Bool = false) -> Int {
        guard !have.isEmpty, let head = wanted.last else { return 0 }
        let rank: Int
        if Set(wanted) == Set(have) {
            rank = 5
        } else if Set(wanted).isSubset(of: Set(have)) {
            rank = 4
        } else if Set(have).isSubset(of: Set(wanted)) {
            rank = 3
        } else if wanted.allSatisfy({ word in have.contains { Words.similar(word, $0) } }) {
            rank = 2
        } else if combined, have.contains(head) {
            rank = 1
        } else {
            return 0
        }
        return rank * 2 + (have.last == head ? 1 : 0)
    }
}

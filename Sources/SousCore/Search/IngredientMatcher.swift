/// Finds the ingredients a cook means by a spoken or typed name: "garlic"
/// finds "3 cloves Garlic", "oil" finds both oils, "tomato" finds "cherry
/// tomatoes", "parmesan" survives being typed "parmesean", "black pepper"
/// finds "salt and pepper", and "salt and pepper" finds both lines. A food
/// of its own is never a typo: "pasta" is the spaghetti, not the tomato paste.
public enum IngredientMatcher {
    private static let ignored: Set<String> = ["the", "of", "some", "fresh", "a", "an", "my", "and"]

    /// What "how much X" finds: the lines, and whether they are only things
    /// named after X ("egg noodles" for "eggs", "sugar snap peas" for
    /// "sugar"), which the cook must hear are not X itself.
    public struct Answer: Equatable, Sendable {
        public var found: [Int]
        public var onlyNamedAfter: Bool
        /// The thing asked for, without "cups of" or "for the drizzle".
        public var name: String
    }

    /// Indices of the best-matching ingredients; empty when none match.
    /// "cups of flour" is the flour; "sugar for the drizzle" is the sugar
    /// whose line says "for the drizzle" (all the sugar when none does);
    /// "chicken" is the chicken thighs, not the chicken stock beside them.
    public static func answer(_ query: String, in ingredients: [Ingredient]) -> Answer {
        var query = query
        if let match = query.firstMatch(of: measureWords), CookingUnit.lookup(String(match.output.1)) != nil || packWords.contains(String(match.output.1)) {
            query = String(query[match.range.upperBound...])
        }
        var found: [Int] = []
        // "salt for the potatoes" is salt, not the potatoes its words also fit.
        if let match = query.wholeMatch(of: qualified) {
            found = find(String(match.output.1), in: ingredients)
            if !found.isEmpty {
                let part = Set(Words.stems(String(match.output.2))).subtracting(ignored)
                let narrowed = found.filter { !part.isDisjoint(with: Words.stems(ingredients[$0].text)) }
                if !narrowed.isEmpty { found = narrowed }
                query = String(match.output.1)
            }
        }
        if found.isEmpty { found = find(query, in: ingredients) }
        guard let head = Words.stems(query).last(where: { !ignored.contains($0) }) else { return Answer(found: found, onlyNamedAfter: false, name: query) }
        let namedAfter = found.filter { index in
            let words = Words.stems(ingredients[index].name)
            return words.last != head && words.last.map(otherProducts.contains) == true
        }
        if namedAfter.count == found.count {
            // "how much pasta" with the pasta water listed: the spaghetti.
            let ofKind = found.isEmpty ? [] : ofKind(query, in: ingredients).filter { !namedAfter.contains($0) }
            if !ofKind.isEmpty { return Answer(found: ofKind, onlyNamedAfter: false, name: query) }
            return Answer(found: found, onlyNamedAfter: !found.isEmpty, name: query)
        }
        return Answer(found: found.filter { !namedAfter.contains($0) }, onlyNamedAfter: false, name: query)
    }

    /// "cups of", "tins of": how the cook would count it, not its name.
    nonisolated(unsafe) private static let measureWords = #/^([a-z]+) of (?=\S)/#
    private static let packWords: Set<String> = ["tins", "cans", "packets", "packs", "jars", "bags", "bottles", "boxes", "pinches", "handfuls", "bunches", "heads", "sheets", "slices", "pieces", "sprigs", "cartons", "sticks"]
    /// "sugar for the drizzle", "sugar in the filling".
    nonisolated(unsafe) private static let qualified = #/(.+?) (?:for|in|on) (?:the |my )?(.+)/#

    /// Last words that make a thing of their own out of the words before
    /// them: egg noodles are not eggs, chicken stock is not chicken.
    /// (Harissa paste, cocoa powder, maple syrup and soy sauce are how the
    /// thing itself is sold, so they are not here.)
    static let otherProducts: Set<String> = [
        "noodle", "vinegar", "pea", "flour", "milk", "stock", "broth", "cube", "wine", "crumb", "breadcrumb", "bread",
        "pasta", "wrapper", "water", "cream",
    ]

    /// Indices of the best-matching ingredients; empty when none match.
    public static func find(_ query: String, in ingredients: [Ingredient]) -> [Int] {
        var found = match(query, in: ingredients)
        if !found.isEmpty, found.allSatisfy({ ingredients[$0].amount == nil }) {
            // "oil for searing" named plainly must not hide "3 tbsp olive oil":
            // when the best lines have no amount, every line holding the word counts.
            let wanted = compared(query)
            let more = ingredients.indices.filter { index in
                !found.contains(index) && score(wanted, compared(ingredients[index].name)) >= 8
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
        // "diced tomatoes" for "2 cans chopped tomatoes", "canned tomatoes",
        // "minced beef" for "ground beef": a word for the form the line
        // words otherwise (or not at all) is let go once nothing else fits.
        let plain = words.filter { !formWords.contains($0) }
        if !plain.isEmpty, plain.count < words.count {
            let again = match(plain.joined(separator: " "), in: ingredients)
            if !again.isEmpty { return again }
        }
        // "how much cheese" in a cacio e pepe: the pecorino.
        let covered = ofKind(query, in: ingredients)
        if !covered.isEmpty { return covered }
        // "how much soy sauce" with "2 tbsp tamari (gluten-free soy sauce)":
        // the line's aside says what it is.
        let wanted = compared(query)
        return ingredients.indices.filter { index in
            ingredients[index].text.matches(of: aside).contains { match in
                let have = compared(String(match.output.1))
                return score(wanted, have) >= headMatch && have.last == wanted.last
            }
        }
    }

    /// Words for the form a thing is bought or cut in, which two cooks say
    /// differently ("diced" and "chopped" tomatoes are one tin).
    private static let formWords: Set<String> = [
        "diced", "chopped", "canned", "tinned", "sliced", "minced", "grated", "shredded", "cubed", "crushed", "peeled",
        "drained", "frozen", "whole", "large", "small", "medium", "ripe", "boneless", "skinless", "raw", "cooked", "dried",
    ]

    /// What a line says in brackets: "(gluten-free soy sauce)".
    nonisolated(unsafe) private static let aside = #/\(([^()]*)\)/#

    /// The lines of things a general word covers: "pasta" is the spaghetti,
    /// "herbs" the oregano.
    static func ofKind(_ query: String, in ingredients: [Ingredient]) -> [Int] {
        guard let kinds = kinds[compared(query).joined(separator: " ")] else { return [] }
        return ingredients.indices.filter { index in Words.stems(ingredients[index].name).contains { kinds.contains($0) } }
    }

    /// A general word and the things it covers.
    private static let kinds: [String: Set<String>] = [
        "cheese": ["cheddar", "parmesan", "pecorino", "mozzarella", "gruyere", "feta", "ricotta", "halloumi", "gouda", "brie",
                   "manchego", "mascarpone", "parmigiano", "emmental", "stilton", "gorgonzola", "paneer", "burrata", "cheese"],
        "stock": ["broth", "stock"], "broth": ["broth", "stock"],
        // "how much beef" with chuck steak and beef broth listed: the steak.
        "beef": ["beef", "steak", "chuck", "sirloin", "brisket", "tenderloin", "ribeye", "rump", "flank", "skirt", "bavette", "oxtail", "mince"],
        "pasta": ["pasta", "spaghetti", "spaghettini", "linguine", "fettuccine", "fettucine", "tagliatelle", "pappardelle", "penne",
                  "rigatoni", "fusilli", "farfalle", "macaroni", "maccheroni", "orzo", "ditalini", "conchiglie", "orecchiette",
                  "lasagne", "lasagna", "bucatini", "vermicelli", "ziti", "gemelli", "cavatappi", "tortellini", "ravioli",
                  "capellini", "paccheri", "trofie", "casarecce", "noodle"],
        "herb": ["herb", "herbes", "basil", "oregano", "thyme", "rosemary", "parsley", "coriander", "cilantro", "dill", "mint",
                 "sage", "tarragon", "chive", "chervil", "marjoram", "bay", "lovage", "sorrel"],
    ]

    private static let synonyms: [String: String] = [
        "cilantro": "coriander", "coriander": "cilantro", "zucchini": "courgette", "courgette": "zucchini",
        "eggplant": "aubergine", "aubergine": "eggplant", "scallion": "spring onion", "scallions": "spring onions",
        "garbanzo": "chickpea", "garbanzos": "chickpeas", "arugula": "rocket", "rocket": "arugula",
        "cornstarch": "cornflour", "cornflour": "cornstarch", "shrimp": "prawns", "prawn": "shrimp", "prawns": "shrimp",
        "confectioners": "icing", "icing": "powdered", "powdered": "icing", "molasses": "treacle", "treacle": "molasses",
        "mayo": "mayonnaise", "mince": "ground beef", "gelatin": "gelatine", "gelatine": "gelatin", "cremini": "chestnut",
        "bicarb": "bicarbonate",
    ]

    private static func match(_ query: String, in ingredients: [Ingredient]) -> [Int] {
        var whole = best(query, in: ingredients)
        // "powdered sugar" is the confectioners' sugar, not the granulated
        // "sugar" that every word of fits; "plain flour" the all-purpose.
        for other in ShoppingNames.otherNames(compared(query).joined(separator: " ")) {
            let named = best(other, in: ingredients)
            if named.score > whole.score { whole = named }
        }
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

    /// A name's words as compared: stemmed, fillers gone, and a thing it
    /// says it is without one word of its own (`NegatedWords`), so "how
    /// many eggs" never finds the egg-free mayonnaise.
    private static func compared(_ name: String) -> [String] {
        NegatedWords.reading(Words.stems(name)).filter { !ignored.contains($0) }
    }

    /// Every asked word in one name: a match no split can better.
    private static let strongMatch = 8
    /// The same words, and every asked word in a name ending in the thing asked for.
    private static let exactName = 11, headMatch = 9

    private static func best(_ query: String, in ingredients: [Ingredient]) -> (score: Int, found: [Int]) {
        let wanted = compared(query)
        guard !wanted.isEmpty else { return (0, []) }
        var best = 0
        var found: [Int] = []
        var scores: [Int] = []
        for (index, ingredient) in ingredients.enumerated() {
            let have = compared(ingredient.name)
            let score = self.score(wanted, have, combined: Words.tokens(ingredient.name).contains("and"))
            scores.append(score)
            if score > best { best = score; found = [index] } else if score == best && score > 0 { found.append(index) }
        }
        // "salt" is the flaky sea salt as well as the salt: every name that
        // holds the words asked and ends in the thing asked for.
        if best >= exactName {
            found = scores.indices.filter { scores[$0] >= headMatch }
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
        } else if wanted.allSatisfy({ word in have.contains { misspelt(word, as: $0) } }) {
            rank = 2
        } else if combined, have.contains(head) {
            rank = 1
        } else {
            return 0
        }
        return rank * 2 + (have.last == head ? 1 : 0)
    }

    /// "parmesean" for "parmesan", "chilli" for "chili": one letter off, the
    /// first kept ("wells" is no "bell pepper"). A word that is a food of
    /// its own is said as meant ("pasta" is no tomato paste, "peas" no
    /// pears) unless it is the same thing spelt another way.
    static func misspelt(_ word: String, as other: String) -> Bool {
        if word == other { return true }
        guard word.first == other.first, Words.similar(word, other), !YieldUnit.namesAYield(word) else { return false }
        return !ReadableIngredients.isFood(word) || Words.withSameNames([word]) == Words.withSameNames([other]) || undoubled(word) == undoubled(other)
    }

    /// A word with letters typed twice typed once: "chilli" is "chili".
    private static func undoubled(_ word: String) -> String {
        var result = ""
        for character in word where result.last != character { result.append(character) }
        return result
    }
}

import Foundation

/// Word-level text handling shared by search, fridge matching and "how much":
/// case, accents, plurals and a single typo must not hide a match.
public enum Words {
    /// Lower-cased, accent-free words of letters and digits; "don't" is
    /// "dont", and a possessive "'s" goes ("Aunt Jo's" is found by "jo").
    public static func tokens(_ text: String) -> [String] {
        let folded = Array(text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil))
        var words: [String] = []
        var current = ""
        var index = 0
        while index < folded.count {
            let character = folded[index]
            index += 1
            if character.isLetter || character.isNumber {
                current.append(character)
            } else if character == "'" || character == "’" {
                if index < folded.count, folded[index] == "s", index + 1 == folded.count || !folded[index + 1].isLetter { index += 1 }
                continue
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    private static let irregular: [String: String] = [
        "leaves": "leaf", "loaves": "loaf", "halves": "half", "knives": "knife", "potatoes": "potato",
        "tomatoes": "tomato", "mangoes": "mango", "children": "child", "mice": "mouse", "geese": "goose",
        "teeth": "tooth", "feet": "foot", "people": "person", "chilies": "chili", "chillies": "chilli",
        "cloves": "clove", "olives": "olive", "chives": "chive", "anchovies": "anchovy",
    ]
    private static let keepS: Set<String> = [
        "hummus", "couscous", "asparagus", "molasses", "swiss", "citrus", "lentils", "grits", "oats", "bass",
        "octopus", "brussels", "glass", "cress", "watercress", "analysis", "is", "this", "has", "was", "plus",
    ]

    /// Singular stem: "eggs" -> "egg", "berries" -> "berry", "tomatoes" ->
    /// "tomato", "dishes" -> "dish". Deliberately simple; both sides of a
    /// comparison go through it, so it only has to be consistent.
    public static func stem(_ word: String) -> String {
        if let known = irregular[word] { return known }
        if word.count <= 3 || keepS.contains(word) {
            return word == "oats" ? "oat" : word == "lentils" ? "lentil" : word
        }
        if word.hasSuffix("ies") { return String(word.dropLast(3)) + "y" }
        for suffix in ["ches", "shes", "sses", "xes", "zes"] where word.hasSuffix(suffix) {
            return String(word.dropLast(2))
        }
        if word.hasSuffix("oes") { return String(word.dropLast(2)) }
        if word.hasSuffix("ss") || word.hasSuffix("us") || word.hasSuffix("is") { return word }
        if word.hasSuffix("s") { return String(word.dropLast()) }
        return word
    }

    /// Stemmed tokens.
    public static func stems(_ text: String) -> [String] { tokens(text).map(stem) }

    /// A stem as search compares it: "brownie" and "brownies" (stemmed
    /// "browny") are one word, as are "cookie" and "cookies". `stem` keeps
    /// "cookie" as written because callers ask it whether a word is plural.
    public static func searchForm(_ stem: String) -> String {
        stem.count > 4 && stem.hasSuffix("ie") ? String(stem.dropLast(2)) + "y" : stem
    }

    /// One thing under its British and American (or other spelt) names,
    /// the first being the one word search files them all under: a cook
    /// typing "shrimp" or "scallions" means the prawns and spring onions.
    private static let sameThing: [[String]] = [
        ["prawn", "shrimp"], ["coriander", "cilantro"], ["scallion", "spring onion", "green onion"],
        ["courgette", "zucchini"], ["aubergine", "eggplant"], ["chickpea", "garbanzo bean", "garbanzo"],
        ["omelette", "omelet"], ["dal", "daal", "dhal", "dahl"], ["bolognese", "bolognaise"], ["rocket", "arugula"],
        ["cornflour", "cornstarch"], ["pannacotta", "panna cotta"], ["chilli", "chili"], ["mash", "mashed"],
        ["yoghurt", "yogurt"], ["capsicum", "bell pepper"], ["beetroot", "beet"], ["doughnut", "donut"],
        ["swede", "rutabaga"], ["mangetout", "snow pea"], ["icingsugar", "icing sugar", "powdered sugar", "confectioners sugar"],
        ["plainflour", "plain flour", "all purpose flour"], ["selfraisingflour", "self raising flour", "self rising flour"],
        ["wholemealflour", "wholemeal flour", "whole wheat flour", "wholewheat flour"],
        ["castersugar", "caster sugar", "superfine sugar"], ["demerarasugar", "demerara sugar", "turbinado sugar"],
        ["doublecream", "double cream", "heavy cream"], ["singlecream", "single cream", "light cream"],
        ["bicarbonate", "bicarbonate of soda", "baking soda", "bicarb"],
        ["beefmince", "beef mince", "minced beef", "ground beef"], ["porkmince", "pork mince", "minced pork", "ground pork"],
        ["lambmince", "lamb mince", "minced lamb", "ground lamb"], ["kingprawn", "king prawn", "jumbo shrimp"],
        ["tomatopuree", "tomato puree", "tomato paste"], ["sultana", "golden raisin"], ["stockcube", "stock cube", "bouillon cube"],
        ["chilliflake", "chilli flake", "chili flake", "red pepper flake", "crushed red pepper"],
        ["instantyeast", "fast action dried yeast", "fast action yeast", "instant yeast"],
        ["vanillapod", "vanilla pod", "vanilla bean"], ["gelatine", "gelatin"],
        ["chestnutmushroom", "chestnut mushroom", "cremini mushroom", "cremini"], ["plainchocolate", "plain chocolate", "semisweet chocolate"],
        ["puddingrice", "pudding rice", "short grain rice"],
        ["loaftin", "loaf tin", "loaf pan"], ["caketin", "cake tin", "cake pan"], ["roastingtin", "roasting tin", "roasting pan"],
        ["muffintin", "muffin tin", "muffin pan"], ["griddlepan", "griddle pan", "grill pan"],
        ["stickblender", "stick blender", "immersion blender"], ["bakingpaper", "baking paper", "parchment paper", "greaseproof paper"],
        ["clingfilm", "cling film", "plastic wrap"], ["mould", "mold"],
    ]

    /// Each other name's stemmed words, by its first word, longest first,
    /// with the one word standing for them all.
    private static let otherNames: [String: [(words: [String], word: String)]] = {
        var table: [String: [(words: [String], word: String)]] = [:]
        for names in sameThing {
            let word = names[0]
            for name in names {
                let words = stems(name).map(searchForm)
                guard words != [word], let first = words.first else { continue }
                table[first, default: []].append((words, word))
            }
        }
        return table.mapValues { $0.sorted { $0.words.count > $1.words.count } }
    }()

    /// Where `words` (search forms) name a thing also sold under another
    /// name: the word standing for it, and the position of the name's
    /// last word ("spring onions" gives "scallion" at 1).
    public static func otherNameWords(_ words: [String]) -> [(word: String, end: Int)] {
        var found: [(word: String, end: Int)] = []
        var index = 0
        while index < words.count {
            if let names = otherNames[words[index]],
               let name = names.first(where: { index + $0.words.count <= words.count && Array(words[index..<index + $0.words.count]) == $0.words }) {
                found.append((name.word, index + name.words.count - 1))
                index += name.words.count
            } else {
                index += 1
            }
        }
        return found
    }

    /// A query's words with every other name replaced by the one word
    /// standing for it: "green onion" is "scallion", as is "spring onion".
    public static func withSameNames(_ words: [String]) -> [String] {
        var result: [String] = []
        var index = 0
        while index < words.count {
            if let names = otherNames[words[index]],
               let name = names.first(where: { index + $0.words.count <= words.count && Array(words[index..<index + $0.words.count]) == $0.words }) {
                result.append(name.word)
                index += name.words.count
            } else {
                result.append(words[index])
                index += 1
            }
        }
        return result
    }

    /// Damerau-Levenshtein distance, stopping early once it exceeds `limit`.
    public static func distance(_ a: String, _ b: String, limit: Int = 2) -> Int {
        let x = Array(a.unicodeScalars), y = Array(b.unicodeScalars)
        if abs(x.count - y.count) > limit { return limit + 1 }
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var previous2 = [Int](repeating: 0, count: y.count + 1)
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return limit + 1 }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[y.count]
    }

    /// One typo is forgiven in words of four letters or more; shorter words
    /// must match exactly ("egg" is not "fig").
    public static func similar(_ query: String, _ word: String) -> Bool {
        if query == word { return true }
        guard query.count >= 4, word.count >= 4 else { return false }
        return distance(query, word, limit: 1) <= 1
    }
}

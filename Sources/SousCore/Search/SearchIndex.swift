import Foundation

/// The inverted index behind `RecipeSearch`: numbered words, the recipes
/// using each (in the title, a tag, an ingredient or only in the steps),
/// and a title order.
struct SearchIndex: Sendable {
    /// Search words (`terms`), numbered.
    private var ids: [String: Int32] = [:]
    private var scalars: [[UInt32]] = []
    private var characterCounts: [Int] = []
    /// Word numbers by length in scalars, for the typo scan.
    private var byLength: [Int: [Int32]] = [:]
    /// Word -> recipes with it in the title, a tag or an ingredient, ascending.
    private var postings: [[Int32]] = []
    /// Recipes with a word in a step and nowhere in `postings`: only the
    /// words a cook searches by (`stepWords`), filed at the first search
    /// that reads the steps.
    private var method = StepWordIndex(steps: [], ids: [:], postings: [])
    /// Word -> recipes with it in the title, ascending.
    private var titlePostings: [[Int32]] = []
    /// Word -> recipes with it in a tag, ascending.
    private var tagPostings: [[Int32]] = []
    /// Word -> recipes having an ingredient that is the thing ("eggs",
    /// "free-range eggs"; not "egg noodles"), ascending, with the first such
    /// ingredient's place in the list: a dish's main things come first.
    private var headPostings: [[(recipe: Int32, place: Int32)]] = []
    /// Distinct stemmed words per title, for `resolve`.
    private var titleWordCounts: [Int] = []
    /// Per recipe, its ingredients as numbers into `ingredientTable`.
    private var ingredients: [[Int32]] = []
    /// Distinct ingredient names, as sets of stemmed words.
    private var ingredientTable: [Set<String>] = []
    /// Position of each recipe in title order (case and accents ignored,
    /// then id).
    private(set) var titleRank: [Int32] = []

    /// How much a query word found in each place counts: the title says
    /// what the dish is, a tag what kind it is, an ingredient named for the
    /// word is in it, an ingredient merely named after it (egg noodles)
    /// less, and a step mentioning it ("grill", "slow cooker") least.
    /// Alphabetical order only breaks ties.
    static let inTitle = 3.0, inTag = 2.0, asIngredient = 1.5, inIngredientName = 1.0, inStep = 0.5
    /// At most this much, shared among the query's words, for the matching
    /// ingredient coming early in the list (eggs first in an omelette, not
    /// fourth in banana bread); under the least step between places.
    static let placeBonus = 0.4

    init(_ recipes: [Recipe]) {
        var nameIDs: [String: Int32] = [:]
        var nameWords: [[Int32]] = []
        var nameHeads: [[Int32]] = []
        var lastSeen: [Int32] = []
        var lastSeenInTitle: [Int32] = []
        var lastSeenInTag: [Int32] = []
        var lastSeenAsHead: [Int32] = []
        titleWordCounts.reserveCapacity(recipes.count)
        ingredients.reserveCapacity(recipes.count)

        func wordID(_ word: String) -> Int32 {
            if let id = ids[word] { return id }
            let id = Int32(postings.count)
            ids[word] = id
            let wordScalars = word.unicodeScalars.map(\.value)
            scalars.append(wordScalars)
            characterCounts.append(word.count)
            byLength[wordScalars.count, default: []].append(id)
            postings.append([])
            titlePostings.append([])
            tagPostings.append([])
            headPostings.append([])
            lastSeen.append(-1)
            lastSeenInTitle.append(-1)
            lastSeenInTag.append(-1)
            lastSeenAsHead.append(-1)
            return id
        }

        for (position, recipe) in recipes.enumerated() {
            let recipeID = Int32(position)
            let ownWords = Self.terms(recipe.title).words
            var titleWords = ownWords
            for word in ownWords {
                // "Kartoffelsalat" is also filed under "salat" and "kartoffel", and all three under "salad" and "potato".
                let parts = word.utf8.count >= CompoundWords.shortest ? CompoundWords.parts(word) : []
                titleWords += parts
                titleWords += TitleTranslations.english(word, parts: parts)
            }
            titleWordCounts.append(Set(Self.stems(recipe.title)).count)
            for word in titleWords {
                let id = wordID(word)
                if lastSeenInTitle[Int(id)] != recipeID {
                    lastSeenInTitle[Int(id)] = recipeID
                    titlePostings[Int(id)].append(recipeID)
                }
                if lastSeen[Int(id)] != recipeID {
                    lastSeen[Int(id)] = recipeID
                    postings[Int(id)].append(recipeID)
                }
            }
            for tag in recipe.tags {
                for word in Self.terms(tag).words {
                    let id = wordID(word)
                    if lastSeenInTag[Int(id)] != recipeID {
                        lastSeenInTag[Int(id)] = recipeID
                        tagPostings[Int(id)].append(recipeID)
                    }
                    if lastSeen[Int(id)] != recipeID {
                        lastSeen[Int(id)] = recipeID
                        postings[Int(id)].append(recipeID)
                    }
                }
            }
            var recipeIngredients: [Int32] = []
            recipeIngredients.reserveCapacity(recipe.ingredients.count)
            for (place, ingredient) in recipe.ingredients.enumerated() {
                let nameID: Int32
                if let known = nameIDs[ingredient.name] {
                    nameID = known
                } else {
                    let words = Self.stems(ingredient.name)
                    var terms = Self.terms(NegatedWords.reading(words))
                    // "Kartoffeln", "huevos": found by "potato" and "egg" too, as an ingredient.
                    if let english = ForeignShoppingNames.searchName(words, ingredient.name) {
                        let more = Self.terms(Self.stems(english))
                        terms.words += more.words.filter { !terms.words.contains($0) }
                        terms.heads += more.heads.filter { !terms.heads.contains($0) }
                    }
                    nameID = Int32(ingredientTable.count)
                    nameIDs[ingredient.name] = nameID
                    ingredientTable.append(Set(words))
                    nameWords.append(terms.words.map(wordID))
                    nameHeads.append(terms.heads.map(wordID))
                }
                recipeIngredients.append(nameID)
                for id in nameWords[Int(nameID)] where lastSeen[Int(id)] != recipeID {
                    lastSeen[Int(id)] = recipeID
                    postings[Int(id)].append(recipeID)
                }
                for id in nameHeads[Int(nameID)] where lastSeenAsHead[Int(id)] != recipeID {
                    lastSeenAsHead[Int(id)] = recipeID
                    headPostings[Int(id)].append((recipeID, Int32(place)))
                }
            }
            ingredients.append(recipeIngredients)
        }

        let keys = recipes.map { Self.sortKey($0.title) }
        let order = recipes.indices.sorted { a, b in
            keys[a] != keys[b] ? keys[a] < keys[b] : recipes[a].id < recipes[b].id
        }
        titleRank = [Int32](repeating: 0, count: recipes.count)
        for (rank, position) in order.enumerated() { titleRank[position] = Int32(rank) }
        method = StepWordIndex(steps: recipes.map { $0.steps.map(\.text) }, ids: ids, postings: postings)
    }

    /// The words a text is found by: its stems in their search form, plus
    /// the one word for a thing it names that has other names ("spring
    /// onions" is found by "scallion"); and of those, the ones naming the
    /// thing itself, for an ingredient: its last word ("noodle" in "egg
    /// noodles"), or a name ending there.
    /// Words said to be absent ("No Eggs", "egg-free") are filed as such
    /// (`NegatedWords`), never as the thing itself.
    static func terms(_ text: String) -> (words: [String], heads: [String]) { terms(NegatedWords.reading(stems(text))) }

    static func terms(_ stems: [String]) -> (words: [String], heads: [String]) {
        var words = stems.map(Words.searchForm)
        guard let last = words.last else { return ([], []) }
        var heads = [last]
        for other in Words.otherNameWords(words) where !words.contains(other.word) {
            words.append(other.word)
            if other.end == stems.count - 1 { heads.append(other.word) }
        }
        return (words, heads)
    }

    /// The words a step is found by, from its `stems`: in their search
    /// form under the one name for a thing ("cilantro" is coriander),
    /// said-to-be-absent words read as such, and only words of three
    /// letters or more that a cook would search by: no numbers, no "the",
    /// "until" or "minutes".
    static func stepWords(_ stems: [String]) -> [String] {
        NegatedWords.reading(stems).compactMap { stem in
            guard stem.count >= 3, !stem.contains(where: \.isNumber), !notSearchedInSteps.contains(stem) else { return nil }
            return Words.withSameNames([Words.searchForm(stem)]).first
        }
    }

    /// Words every other step has, which nobody searches by.
    private static let notSearchedInSteps: Set<String> = [
        "the", "and", "for", "with", "into", "onto", "from", "then", "than", "until", "over", "each", "them", "they", "this",
        "that", "these", "those", "your", "you", "are", "was", "were", "will", "can", "not", "but", "all", "any", "out", "off",
        "about", "while", "when", "well", "more", "very", "just", "also", "some", "its", "has", "have", "had", "once", "after",
        "before", "again", "other", "per", "too", "one", "two", "three", "four", "five", "six", "ten", "half", "minute", "hour",
        "second", "our", "it", "is", "use", "add", "place", "set", "put", "let", "get", "make", "take", "keep", "sure", "through",
        "around", "should", "which", "what", "there", "here", "both", "few", "like", "who", "how", "way", "now", "still", "least",
    ]

    /// A query's words as the index files them: search forms, with other
    /// names replaced by the one word for the thing, and "no eggs" or
    /// "egg-free" one word, as a title saying so is filed.
    static func queryTerms(_ text: String) -> [String] {
        Words.withSameNames(NegatedWords.reading(stems(text)).map(Words.searchForm))
    }

    func ingredientWords(of recipe: Int) -> [Set<String>] {
        ingredients[recipe].map { ingredientTable[Int($0)] }
    }

    /// Recipes having every query word (or a word one typo away) in the
    /// title, a tag, an ingredient or (`readingSteps`) a step, with their
    /// scores: per word, the best of where it was found (`inTitle` ...
    /// `inStep`), plus the `placeBonus` share, half a point off per word
    /// matched only through a typo. Nil when nothing matches.
    func match(_ queryWords: [String], readingSteps: Bool = true) -> (candidates: [Int32], scores: [Double])? {
        let count = titleRank.count
        var marks = [UInt16](repeating: 0, count: count)
        var best = [Double](repeating: 0, count: count)
        var total = [Double](repeating: 0, count: count)
        var candidates: [Int32] = []
        var typoPenalty = 0.0
        let bonus = Self.placeBonus / Double(queryWords.count)
        let steps = readingSteps ? method.words : nil
        for (position, word) in queryWords.enumerated() {
            // A word only the steps use is known as it is, not a typo of another;
            // an unknown one may be a typo of one.
            let onlyInSteps = ids[word] == nil ? steps?.stepsOnly[word] : nil
            let forms = onlyInSteps == nil ? variants(of: word) : []
            let stepTypos = onlyInSteps == nil && ids[word] == nil ? (steps?.neighbours(of: word) ?? []) : []
            if onlyInSteps == nil, ids[word].map({ forms.contains($0) }) != true { typoPenalty += 0.5 }
            let before = UInt16(truncatingIfNeeded: position), after = UInt16(truncatingIfNeeded: position + 1)
            for form in forms {
                for recipe in postings[Int(form)] where marks[Int(recipe)] == before {
                    marks[Int(recipe)] = after
                    best[Int(recipe)] = Self.inIngredientName
                    if position == 0 { candidates.append(recipe) }
                }
            }
            // Only where no form of the word is anywhere but the steps.
            if let steps {
                let lists = forms.compactMap { steps.byID[$0] } + [onlyInSteps ?? []] + stepTypos.compactMap { steps.stepsOnly[$0] }
                for recipes in lists {
                    for recipe in recipes where marks[Int(recipe)] == before {
                        marks[Int(recipe)] = after
                        best[Int(recipe)] = Self.inStep
                        if position == 0 { candidates.append(recipe) }
                    }
                }
            }
            if position > 0 { candidates.removeAll { marks[Int($0)] != after } }
            if candidates.isEmpty { return nil }
            for form in forms {
                for (recipe, place) in headPostings[Int(form)] where marks[Int(recipe)] == after {
                    best[Int(recipe)] = max(best[Int(recipe)], Self.asIngredient + bonus / Double(1 + place))
                }
                for recipe in tagPostings[Int(form)] where marks[Int(recipe)] == after {
                    best[Int(recipe)] = max(best[Int(recipe)], Self.inTag)
                }
                for recipe in titlePostings[Int(form)] where marks[Int(recipe)] == after {
                    best[Int(recipe)] = Self.inTitle
                }
            }
            for recipe in candidates { total[Int(recipe)] += best[Int(recipe)] }
        }
        return (candidates, candidates.map { total[Int($0)] - typoPenalty })
    }

    /// Word numbers within one typo of `word` (words of four letters or
    /// more); only the word itself for shorter ones, as `Words.similar`.
    func variants(of word: String) -> [Int32] {
        // A word the library has is taken as meant: "pasta" is not a typo
        // of "paste". Only an unknown word ("chiken") looks one edit away.
        if let exact = ids[word] { return [exact] }
        guard word.count >= 4 else { return [] }
        let wanted = word.unicodeScalars.map(\.value)
        var found: [Int32] = []
        for length in (wanted.count - 1)...(wanted.count + 1) {
            for id in byLength[length] ?? [] where characterCounts[Int(id)] >= 4 && Self.withinOneEdit(wanted, scalars[Int(id)]) {
                found.append(id)
            }
        }
        return found
    }

    /// Among titles having every wanted word (or one typo away), the first
    /// with the fewest distinct words.
    func fewestWordTitle(matching wanted: [String]) -> Int? {
        titles(matching: wanted).first
    }

    /// Every recipe whose title holds all the wanted words, fewest-word
    /// titles first.
    func titles(matching wanted: [String]) -> [Int] {
        var candidates: [Int32]? = wanted.isEmpty ? Array(0..<Int32(titleRank.count)) : nil
        for word in wanted {
            var matching = Set<Int32>()
            for form in variants(of: word) { matching.formUnion(titlePostings[Int(form)]) }
            candidates = (candidates ?? matching.sorted()).filter { matching.contains($0) }
            if candidates?.isEmpty == true { return [] }
        }
        return (candidates ?? []).sorted { titleWordCounts[Int($0)] < titleWordCounts[Int($1)] }.map(Int.init)
    }

    /// One insertion, deletion, substitution or swap of neighbours apart at
    /// most: `Words.distance(a, b) <= 1`, in one pass.
    static func withinOneEdit(_ a: [UInt32], _ b: [UInt32]) -> Bool {
        if a.count == b.count {
            var first = 0
            while first < a.count, a[first] == b[first] { first += 1 }
            if first == a.count { return true }
            var rest = first + 1
            while rest < a.count, a[rest] == b[rest] { rest += 1 }
            if rest == a.count { return true }
            guard rest == first + 1, first + 1 < a.count, a[first] == b[first + 1], a[first + 1] == b[first] else { return false }
            var tail = first + 2
            while tail < a.count, a[tail] == b[tail] { tail += 1 }
            return tail == a.count
        }
        let (short, long) = a.count < b.count ? (a, b) : (b, a)
        guard long.count - short.count == 1 else { return false }
        var index = 0
        while index < short.count, short[index] == long[index] { index += 1 }
        while index < short.count, short[index] == long[index + 1] { index += 1 }
        return index == short.count
    }

    /// `Words.stems`, with a fast path for plain ASCII text: `tokens`, stemmed.
    static func stems(_ text: String) -> [String] { tokens(text).map(Words.stem) }

    /// `Words.tokens`, with a fast path for plain ASCII text, which is most
    /// of it: lower-cased letters and digits, apostrophes dropped, anything
    /// else a separator; the same words Foundation's folding would give.
    static func tokens(_ text: String) -> [String] {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return Words.tokens(text) }
        var words: [String] = []
        var current: [UInt8] = []
        current.reserveCapacity(16)
        let bytes = Array(text.utf8)
        var index = 0
        func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                current.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                current.append(byte + 32)
            case UInt8(ascii: "'"):
                // A possessive "'s" goes with its apostrophe, as in `Words.tokens`.
                if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "s"), index + 1 == bytes.count || !isLetter(bytes[index + 1]) {
                    index += 1
                }
                continue
            default:
                if !current.isEmpty {
                    words.append(String(decoding: current, as: UTF8.self))
                    current.removeAll(keepingCapacity: true)
                }
            }
        }
        if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
        return words
    }

    /// Titles compared without case or accents.
    static func sortKey(_ title: String) -> String {
        title.utf8.allSatisfy({ $0 < 0x80 }) ? title.lowercased()
            : title.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
    }
}

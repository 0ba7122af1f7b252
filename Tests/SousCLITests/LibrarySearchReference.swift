import Foundation
@testable import SousCore

/// RecipeSearch as it was before the index: the specification.
///
/// Built once per collection: every recipe's words are stemmed up front and
/// indexed, so a query costs a scan of the vocabulary, not of every recipe.
struct ReferenceSearch {
    struct Hit: Hashable, Sendable {
        var recipe: Recipe
        var score: Double
    }

    let recipes: [Recipe]
    private let titleWords: [Set<String>]
    private let tagWords: [Set<String>]
    /// Per recipe, each ingredient's search words and the words naming the thing itself.
    private let ingredientTerms: [[(words: Set<String>, heads: Set<String>)]]
    private let ingredientNames: [[String]]
    /// Per recipe, the words of its title, tags and ingredients.
    private let namedWords: [Set<String>]
    /// word -> recipes using it in the title, a tag or an ingredient
    private let postings: [String: [Int]]
    /// word -> recipes using it in a step (anywhere else too)
    private let stepPostings: [String: [Int]]
    private let vocabularyByLength: [Int: [String]]

    init(_ recipes: [Recipe]) {
        self.recipes = recipes
        var titleWords: [Set<String>] = []
        var tagWords: [Set<String>] = []
        var ingredientTerms: [[(words: Set<String>, heads: Set<String>)]] = []
        var ingredientNames: [[String]] = []
        var postings: [String: Set<Int>] = [:]
        var stepPostings: [String: Set<Int>] = [:]
        var namedWords: [Set<String>] = []
        for (index, recipe) in recipes.enumerated() {
            let title = Set(SearchIndex.terms(recipe.title).words)
            let tags = Set(recipe.tags.flatMap { SearchIndex.terms($0).words })
            let terms = recipe.ingredients.map { SearchIndex.terms($0.name) }.map { (words: Set($0.words), heads: Set($0.heads)) }
            let names = recipe.ingredients.map { Words.stems($0.name).joined(separator: " ") }
            titleWords.append(title)
            tagWords.append(tags)
            ingredientTerms.append(terms)
            ingredientNames.append(names)
            let named = title.union(tags).union(terms.flatMap(\.words))
            namedWords.append(named)
            for word in named { postings[word, default: []].insert(index) }
            for step in recipe.steps {
                for word in SearchIndex.stepWords(Words.stems(step.text)) { stepPostings[word, default: []].insert(index) }
            }
        }
        self.titleWords = titleWords
        self.tagWords = tagWords
        self.ingredientTerms = ingredientTerms
        self.ingredientNames = ingredientNames
        self.namedWords = namedWords
        self.postings = postings.mapValues { $0.sorted() }
        self.stepPostings = stepPostings.mapValues { $0.sorted() }
        self.vocabularyByLength = Dictionary(grouping: Set(postings.keys).union(stepPostings.keys), by: \.count)
    }

    /// Words of the collection within one typo of `word`.
    private func variants(of word: String) -> [String] {
        if postings[word] != nil || stepPostings[word] != nil { return [word] }
        guard word.count >= 4 else { return [] }
        var found: [String] = []
        for length in (word.count - 1)...(word.count + 1) {
            for candidate in vocabularyByLength[length] ?? [] where Words.similar(word, candidate) {
                found.append(candidate)
            }
        }
        return found
    }

    /// Recipes matching every word of `text` (all recipes when empty), after
    /// the filter, in the filter's order.
    func search(_ text: String, filter: RecipeFilter = RecipeFilter(), readingSteps: Bool = true) -> [Hit] {
        let queryWords = SearchIndex.queryTerms(text).filter { !["and", "with", "the", "a", "of", "recipe", "recipes"].contains($0) }
        var scores: [Int: Double] = [:]
        if queryWords.isEmpty {
            for index in recipes.indices { scores[index] = 0 }
        } else {
            var candidates: Set<Int>?
            var perWord: [[String]] = []
            for word in queryWords {
                let forms = variants(of: word)
                perWord.append(forms)
                let matching = Set(forms.flatMap { postings[$0] ?? [] } + (readingSteps ? forms.flatMap { stepPostings[$0] ?? [] } : []))
                candidates = candidates.map { $0.intersection(matching) } ?? matching
                if candidates?.isEmpty == true { return [] }
            }
            // Per word, the best place it was found: title, tag, an
            // ingredient that is the thing (earlier in the list a little
            // better), any ingredient's name, a step.
            let bonus = SearchIndex.placeBonus / Double(queryWords.count)
            for index in candidates ?? [] {
                var score = 0.0, typos = 0.0
                for (word, forms) in zip(queryWords, perWord) {
                    var best = forms.contains(where: namedWords[index].contains) ? SearchIndex.inIngredientName : SearchIndex.inStep
                    if let place = ingredientTerms[index].firstIndex(where: { !$0.heads.isDisjoint(with: forms) }) {
                        best = max(best, SearchIndex.asIngredient + bonus / Double(1 + place))
                    }
                    if forms.contains(where: tagWords[index].contains) { best = max(best, SearchIndex.inTag) }
                    if forms.contains(where: titleWords[index].contains) { best = SearchIndex.inTitle }
                    score += best
                    if !forms.contains(word) { typos += 0.5 }
                }
                scores[index] = score - typos
            }
        }
        let hits = scores.compactMap { index, score -> Hit? in
            passes(index, filter) ? Hit(recipe: recipes[index], score: score) : nil
        }
        return sort(hits, by: filter.sort)
    }

    private func passes(_ index: Int, _ filter: RecipeFilter) -> Bool {
        let recipe = recipes[index]
        let tags = Set(recipe.tags.map { $0.lowercased() })
        for tag in filter.tags where !tags.contains(tag.lowercased()) { return false }
        let diets = Set(recipe.diets.map { $0.lowercased() })
        for diet in filter.diets where !diets.contains(diet.lowercased()) { return false }
        func uses(_ ingredient: String) -> Bool {
            let wanted = Words.stems(ingredient)
            return ingredientNames[index].contains { name in
                let have = name.split(separator: " ").map(String.init)
                return !wanted.isEmpty && Set(wanted).isSubset(of: Set(have))
            }
        }
        let allergens = Set(Allergens.of(recipe))
        for avoided in filter.without {
            if let allergen = Allergens.category(avoided) {
                if allergens.contains(allergen) { return false }
            } else if uses(avoided) {
                return false
            }
        }
        for disliked in filter.dislikes where uses(disliked) { return false }
        if let limit = filter.maxMinutes, recipe.minutes > limit { return false }
        return true
    }

    private func sort(_ hits: [Hit], by order: RecipeFilter.Sort) -> [Hit] {
        hits.sorted { a, b in
            switch order {
            case .relevance:
                if a.score != b.score { return a.score > b.score }
            case .time:
                if a.recipe.minutes != b.recipe.minutes { return a.recipe.minutes < b.recipe.minutes }
            case .slowest:
                if a.recipe.minutes != b.recipe.minutes { return a.recipe.minutes > b.recipe.minutes }
            case .title:
                break
            }
            let titles = a.recipe.title.localizedLowercase.compare(b.recipe.title.localizedLowercase)
            if titles != .orderedSame { return titles == .orderedAscending }
            return a.recipe.id < b.recipe.id
        }
    }

    /// Finds one recipe by id or by a loosely typed title ("garlic chicken").
    func resolve(_ idOrTitle: String) -> Recipe? {
        if let exact = recipes.first(where: { $0.id == idOrTitle }) { return exact }
        let lowered = idOrTitle.lowercased()
        if let titled = recipes.first(where: { $0.title.lowercased() == lowered || $0.id == lowered }) { return titled }
        let wanted = SearchIndex.queryTerms(idOrTitle)
        let titleHits = recipes.indices.filter { index in
            wanted.allSatisfy { word in titleWords[index].contains { Words.similar(word, $0) } }
        }
        if let best = titleHits.min(by: { Set(Words.stems(recipes[$0].title)).count < Set(Words.stems(recipes[$1].title)).count }) { return recipes[best] }
        return search(idOrTitle, readingSteps: false).first?.recipe
    }
}

import Foundation
import Testing
@testable import SousCore
import SousRecipes

/// The indexed search must answer exactly as the plain one it replaced:
/// same recipes, same scores, same order. `ReferenceSearch` is that plain
/// version, kept here as the specification.
@Suite("Library search: the index agrees with the reference search")
struct LibrarySearchTests {
    static let bundled = RecipeFolder(SousBinary.packageRoot.appendingPathComponent("Recipes")).load().recipes

    /// Bundled recipes plus shuffled variants, as the benchmark makes them.
    static let library: [Recipe] = {
        var random = SystemRandomNumberGenerator()
        var recipes = bundled
        let ingredients = bundled.flatMap(\.ingredients)
        let words = bundled.flatMap { $0.title.split(separator: " ").map(String.init) }
        for index in 0..<600 {
            var recipe = bundled[index % bundled.count]
            recipe.id = "variant-\(index)"
            recipe.title = (0..<3).map { _ in words.randomElement(using: &random)! }.joined(separator: " ")
            recipe.ingredients = (0..<6).map { _ in ingredients.randomElement(using: &random)! }
            recipe.minutes = Int.random(in: 5...120, using: &random)
            recipes.append(recipe)
        }
        return recipes
    }()

    static let queries = [
        "", "chicken", "CHICKEN", "chiken", "chickn", "tomatos", "lemon", "garlic chicken", "egg", "eggs", "rice",
        "lentil soup", "soup lentil", "the soup", "recipes with garlic", "pasta", "pastaa", "omlette", "feta spinach",
        "zzzz", "oil", "olive oil", "cake", "muffins", "banana bread", "curry", "naïve café", "salmon dill", "beef stew",
        "pepper", "bell pepper", "za'atar", "jalapeño", "a", "of", "carrot cake", "milk", "bread", "tacos", "noodle",
        "grill", "slow cooker", "simer", "minutes",
    ]

    static let filters: [RecipeFilter] = [
        RecipeFilter(), RecipeFilter(sort: .time), RecipeFilter(sort: .slowest), RecipeFilter(sort: .title),
        RecipeFilter(tags: ["Main"]), RecipeFilter(diets: ["vegan"], sort: .time), RecipeFilter(without: ["eggs", "gluten"]),
        RecipeFilter(dislikes: ["garlic", "olive oil"]), RecipeFilter(maxMinutes: 30, sort: .slowest),
    ]

    @Test func searchAgreesWithTheReference() {
        let indexed = RecipeSearch(Self.library)
        let reference = ReferenceSearch(Self.library)
        for query in Self.queries {
            for filter in Self.filters {
                let got = indexed.search(query, filter: filter).map { "\($0.recipe.id) \($0.score)" }
                let want = reference.search(query, filter: filter).map { "\($0.recipe.id) \($0.score)" }
                #expect(got == want, "'\(query)' \(filter)")
            }
        }
    }

    @Test func resolveAgreesWithTheReference() {
        let indexed = RecipeSearch(Self.library)
        let reference = ReferenceSearch(Self.library)
        for query in Self.queries + ["garlic-lemon-chicken", "Garlic Lemon Chicken", "red lentil", "variant-7", "!!!"] {
            #expect(indexed.resolve(query)?.id == reference.resolve(query)?.id, "'\(query)'")
        }
    }

    @Test func oneEditCheckAgreesWithWordsDistance() {
        var random = SystemRandomNumberGenerator()
        let words = Array(Set(Self.bundled.flatMap { Words.stems($0.title) + $0.ingredients.flatMap { Words.stems($0.name) } })).sorted()
        for _ in 0..<3000 {
            let a = words.randomElement(using: &random)!
            var letters = Array(a)
            switch Int.random(in: 0..<5, using: &random) {
            case 0 where letters.count > 1: letters.remove(at: Int.random(in: 0..<letters.count, using: &random))
            case 1: letters.insert("x", at: Int.random(in: 0...letters.count, using: &random))
            case 2 where letters.count > 1:
                let at = Int.random(in: 0..<(letters.count - 1), using: &random)
                letters.swapAt(at, at + 1)
            case 3: letters[Int.random(in: 0..<letters.count, using: &random)] = "q"
            default: letters = Array(words.randomElement(using: &random)!)
            }
            let b = String(letters)
            let fast = SearchIndex.withinOneEdit(a.unicodeScalars.map(\.value), b.unicodeScalars.map(\.value))
            #expect(fast == (Words.distance(a, b, limit: 1) <= 1), "\(a) / \(b)")
        }
    }

    @Test func asciiFastPathTokenisesAsFoundation() {
        for text in ["Chicken & Leek Pie", "Mac'n'Cheese", "5-minute eggs", "  sun-dried  tomatoes, chopped ", "BBQ1 ribs2", "Crème brûlée", "O'Brien's"] {
            #expect(SearchIndex.stems(text) == Words.stems(text), "\(text)")
        }
    }
}

import Foundation
import SousTestSupport
@testable import SousRecipes
import SousStore

/// Canned answers in Spoonacular's shapes and the brief's feed shape.
enum RemoteFixtures {
    static let key = "test-secret-KEY-9f8e7d"
    /// 2026-03-14 10:00 UTC.
    static let morning = Date(timeIntervalSince1970: 1_773_482_400)

    static let pastaResult = """
        {"id": 716429, "title": "Pasta with Garlic, Scallions, Cauliflower & Breadcrumbs",
         "image": "https://img.spoonacular.com/recipes/716429-312x231.jpg", "imageType": "jpg",
         "vegetarian": false, "vegan": false, "glutenFree": false, "dairyFree": false,
         "readyInMinutes": 45, "servings": 2, "sourceUrl": "http://example.com/pasta-with-garlic",
         "diets": [], "dishTypes": ["lunch", "main course", "main dish", "dinner"],
         "analyzedInstructions": [{"name": "", "steps": [
            {"number": 1, "step": "Bring a large pot of salted water to a boil.", "length": null},
            {"number": 2, "step": "Cook the pasta until al dente.", "length": {"number": 8, "unit": "minutes"}},
            {"number": 3, "step": "Toss with the garlic, cauliflower and breadcrumbs."}]}],
         "missedIngredients": [
            {"id": 1001, "amount": 2, "unit": "tbsp", "name": "butter", "original": "2 tbsp butter"},
            {"id": 10011135, "amount": 2, "unit": "cups", "name": "cauliflower florets", "original": "2 cups frozen cauliflower florets"},
            {"id": 11215, "amount": 5, "unit": "cloves", "name": "garlic", "original": "5 cloves garlic"},
            {"id": 20420, "amount": 6, "unit": "ounces", "name": "pasta", "original": "6-ounces pasta (we used linguine)"},
            {"id": 1102047, "amount": 4, "unit": "servings", "name": "salt and pepper", "original": "Salt and pepper, to taste"},
            {"id": 1123, "amount": 2, "unit": "large", "name": "eggs", "original": "2 large eggs"}],
         "usedIngredients": []}
        """

    static let friesResult = """
        {"id": 715594, "title": "Homemade Garlic &amp; Basil French Fries", "image": "https://img.spoonacular.com/recipes/715594-312x231.jpg",
         "vegetarian": true, "vegan": true, "glutenFree": true, "dairyFree": true, "readyInMinutes": 45, "servings": 4,
         "diets": ["dairy free", "lacto ovo vegetarian", "vegan"], "dishTypes": ["side dish"],
         "analyzedInstructions": [{"name": "", "steps": [
            {"number": 1, "step": "Cut the potatoes into fries and soak them for 30 minutes."},
            {"number": 2, "step": "Bake at 220°C for 25-30 minutes, tossing with garlic and basil."}]}],
         "missedIngredients": [
            {"id": 11352, "amount": 3, "unit": "", "name": "potatoes", "original": "3 russet potatoes"},
            {"id": 2044, "amount": 0.25, "unit": "cup", "name": "basil", "original": "1/4 cup fresh basil, chopped"}]}
        """

    static let search = "{\"offset\": 0, \"number\": 2, \"totalResults\": 86, \"results\": [\(pastaResult), \(friesResult)]}"

    static let information = """
        {"id": 716429, "title": "Pasta with Garlic, Scallions, Cauliflower & Breadcrumbs", "readyInMinutes": 45, "servings": 2,
         "vegetarian": false, "vegan": false, "glutenFree": false, "dairyFree": false, "diets": [], "dishTypes": ["main course"],
         "extendedIngredients": [
            {"id": 1001, "aisle": "Milk, Eggs, Other Dairy", "name": "butter", "original": "1 tbsp butter", "amount": 1, "unit": "tbsp"},
            {"id": 11215, "name": "garlic", "original": "5 cloves garlic", "amount": 5, "unit": "cloves"}],
         "analyzedInstructions": [{"name": "For the pasta", "steps": [{"number": 1, "step": "Boil the pasta for 9 minutes."}]}]}
        """

    static let crumble = """
        [{"id": 641803, "title": "Easy & Delish! ~ Apple Crumble", "image": "https://img.spoonacular.com/recipes/641803-312x231.jpg",
          "usedIngredientCount": 3, "missedIngredientCount": 1, "likes": 1,
          "missedIngredients": [{"id": 2010, "amount": 1.5, "unit": "tsp", "name": "cinnamon", "original": "1.5 tsp cinnamon"}],
          "usedIngredients": [{"id": 9003, "amount": 6, "unit": "large", "name": "apples", "original": "6 large baking apples"},
                              {"id": 20081, "amount": 1, "unit": "cup", "name": "flour", "original": "1 cup plain flour"}],
          "unusedIngredients": []}]
        """

    static let briefFeed = """
        [{"id": "r1", "title": "Garlic Lemon Chicken", "tags": ["quick", "protein"], "minutes": 25,
          "image": "https://picsum.photos/seed/r1/600/400",
          "ingredients": [{"name": "Chicken breast", "quantity": "300 g"}, {"name": "Garlic", "quantity": "3 cloves"},
                          {"name": "Lemon", "quantity": "1 pc"}, {"name": "Salt", "quantity": "to taste"}],
          "steps": ["Marinate chicken with garlic, lemon juice, salt, pepper.", "Pan sear until cooked through.", "Rest 2 minutes, slice, and serve."]},
         {"id": "r2", "title": "Veggie Pasta Primavera", "tags": ["vegetarian", "family"], "minutes": 30,
          "ingredients": [{"name": "Pasta", "quantity": "200 g"}, {"name": "Cherry tomatoes", "quantity": "10 pcs"}],
          "steps": ["Boil pasta until al dente.", "Toss with the tomatoes."]}]
        """

    static let sousFeed = """
        {"recipes": [{"id": "toast", "title": "Toast", "minutes": 3, "servings": 1, "ingredients": ["1 slice bread"], "steps": ["Toast the bread."]},
                     {"id": "Bad Id", "title": "Broken", "minutes": 3, "ingredients": [], "steps": ["x"]}]}
        """

    /// Spoonacular's quota headers.
    static func quota(request: Double, used: Double, left: Double) -> [String: String] {
        ["X-API-Quota-Request": "\(request)", "X-API-Quota-Used": "\(used)", "X-API-Quota-Left": "\(left)"]
    }

    static func settings(_ server: TestHTTPServer, limit: Double = 50, timeout: TimeInterval = 3) -> RemoteSettings {
        RemoteSettings(spoonacularKey: APIKey(key), spoonacularURL: server.baseURL, timeout: timeout, dailyLimit: limit)
    }

    static func temporaryFolder() -> URL {
        ScratchFolder.path("sous-remote")
    }
}

/// A clock the test moves by hand.
final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    init(_ start: Date) { current = start }

    var now: Date {
        lock.lock(); defer { lock.unlock() }
        return current
    }

    func advance(_ seconds: TimeInterval) {
        lock.lock(); defer { lock.unlock() }
        current = current.addingTimeInterval(seconds)
    }

    var function: @Sendable () -> Date { { [self] in now } }
}

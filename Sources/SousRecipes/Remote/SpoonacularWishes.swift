import Foundation
import SousCore

/// The cook's standing preferences (`sous prefs`) in Spoonacular's words,
/// for `complexSearch`: `diet=`, `intolerances=`, `excludeIngredients=` and
/// `maxReadyTime=`. Asking the server means the points buy recipes the cook
/// can eat; what it cannot express (celery, mustard, a diet it has no name
/// for) is still filtered locally, as are results of `findByIngredients`,
/// which takes no such parameters.
public struct SpoonacularWishes: Hashable, Sendable {
    /// Spoonacular diet names; all of them must fit (comma-separated).
    public var diets: [String] = []
    /// Spoonacular intolerance names.
    public var intolerances: [String] = []
    /// Ingredients left out: dislikes and avoided words that name no allergen.
    public var excludedIngredients: [String] = []
    public var maxReadyTime: Int?

    public init() {}

    public init(_ preferences: Preferences) {
        func add(_ value: String, to list: inout [String]) { if !list.contains(value) { list.append(value) } }
        for diet in preferences.diets {
            switch diet.lowercased() {
            case "vegetarian": add("vegetarian", to: &diets)
            case "vegan": add("vegan", to: &diets)
            case "gluten-free", "gluten free": add("gluten free", to: &diets)
            case "pescatarian", "pescetarian": add("pescetarian", to: &diets)
            case "dairy-free", "dairy free": add("dairy", to: &intolerances)
            case "egg-free", "egg free": add("egg", to: &intolerances)
            case "nut-free", "nut free":
                add("tree nut", to: &intolerances)
                add("peanut", to: &intolerances)
            default: break
            }
        }
        for avoided in preferences.allergens {
            if let allergen = Allergens.category(avoided) {
                if let intolerance = Self.intolerance[allergen] { add(intolerance, to: &intolerances) }
            } else {
                add(avoided.lowercased(), to: &excludedIngredients)
            }
        }
        for disliked in preferences.dislikes { add(disliked.lowercased(), to: &excludedIngredients) }
        maxReadyTime = preferences.maxMinutes
    }

    /// Sous's allergen categories Spoonacular has an intolerance for;
    /// celery and mustard it has none, so they are only filtered locally.
    static let intolerance: [String: String] = [
        "dairy": "dairy", "egg": "egg", "gluten": "gluten", "peanuts": "peanut", "nuts": "tree nut",
        "fish": "seafood", "shellfish": "shellfish", "sesame": "sesame", "soy": "soy",
    ]

    public var isEmpty: Bool { diets.isEmpty && intolerances.isEmpty && excludedIngredients.isEmpty && maxReadyTime == nil }

    var queryItems: [URLQueryItem] {
        var items: [URLQueryItem] = []
        if !diets.isEmpty { items.append(URLQueryItem(name: "diet", value: diets.joined(separator: ","))) }
        if !intolerances.isEmpty { items.append(URLQueryItem(name: "intolerances", value: intolerances.joined(separator: ","))) }
        if !excludedIngredients.isEmpty {
            items.append(URLQueryItem(name: "excludeIngredients", value: excludedIngredients.joined(separator: ",")))
        }
        if let maxReadyTime { items.append(URLQueryItem(name: "maxReadyTime", value: "\(maxReadyTime)")) }
        return items
    }

    /// "vegan recipes without dairy and peanut, ready within 30 min":
    /// what the search asked the server for, in the cook's summary line.
    public var described: String {
        var text = diets.isEmpty ? "recipes" : diets.joined(separator: " and ") + " recipes"
        let without = intolerances + excludedIngredients
        if !without.isEmpty { text += " without " + ShoppingList.spokenList(without) }
        if let maxReadyTime { text += ", ready within \(maxReadyTime) min" }
        return text
    }
}

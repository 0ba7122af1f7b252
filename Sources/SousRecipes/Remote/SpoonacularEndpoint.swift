import Foundation

/// The Spoonacular calls Sous makes, with what each costs.
///
/// Spoonacular bills points per UTC day: 1 per request plus 0.01 per
/// result; a complex search adds 0.025 per result for recipe information
/// and 0.025 more for ingredients; recipe information costs 1, or 2 with
/// nutrition.
public enum SpoonacularEndpoint: Hashable, Sendable {
    /// `wishes`: the cook's diets and intolerances, so the points buy
    /// recipes the cook can eat.
    case complexSearch(query: String, number: Int, addRecipeInformation: Bool, fillIngredients: Bool,
                       wishes: SpoonacularWishes = SpoonacularWishes())
    case findByIngredients(ingredients: [String], number: Int)
    case information(id: Int, includeNutrition: Bool)

    /// What the ledger records: no query, no key.
    public var name: String {
        switch self {
        case .complexSearch: "complexSearch"
        case .findByIngredients: "findByIngredients"
        case .information: "information"
        }
    }

    var path: String {
        switch self {
        case .complexSearch: "recipes/complexSearch"
        case .findByIngredients: "recipes/findByIngredients"
        case .information(let id, _): "recipes/\(id)/information"
        }
    }

    var queryItems: [URLQueryItem] {
        switch self {
        case .complexSearch(let query, let number, let information, let ingredients, let wishes):
            [URLQueryItem(name: "query", value: query), URLQueryItem(name: "number", value: "\(number)"),
             URLQueryItem(name: "addRecipeInformation", value: "\(information)"),
             URLQueryItem(name: "fillIngredients", value: "\(ingredients)"),
             // Instructions come with the information; ask for them split into steps.
             URLQueryItem(name: "instructionsRequired", value: "true")] + wishes.queryItems
        case .findByIngredients(let ingredients, let number):
            [URLQueryItem(name: "ingredients", value: ingredients.joined(separator: ",")),
             URLQueryItem(name: "number", value: "\(number)"), URLQueryItem(name: "ranking", value: "2"),
             URLQueryItem(name: "ignorePantry", value: "true")]
        case .information(_, let nutrition):
            [URLQueryItem(name: "includeNutrition", value: "\(nutrition)")]
        }
    }

    public func url(base: URL) -> URL {
        let full = base.appendingPathComponent(path)
        var parts = URLComponents(url: full, resolvingAgainstBaseURL: false)!
        parts.queryItems = (parts.queryItems ?? []) + queryItems
        return parts.url ?? full
    }

    /// Points for a call that returned `results` results.
    public func cost(results: Int) -> Double {
        let count = Double(max(0, results))
        switch self {
        case .complexSearch(_, _, let information, let ingredients, _):
            return 1 + 0.01 * count + (information ? 0.025 * count : 0) + (ingredients ? 0.025 * count : 0)
        case .findByIngredients:
            return 1 + 0.01 * count
        case .information(_, let nutrition):
            return nutrition ? 2 : 1
        }
    }

    /// Before the call: as if every asked-for result came back.
    public var estimatedCost: Double {
        switch self {
        case .complexSearch(_, let number, _, _, _), .findByIngredients(_, let number): cost(results: number)
        case .information: cost(results: 1)
        }
    }
}

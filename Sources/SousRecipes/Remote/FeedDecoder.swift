import Foundation
import SousCore

/// Reads a recipe feed: a JSON list (or `{"recipes": [...]}`) of recipes in
/// Sous's format or the brief `recipes.json` shape, mixed freely.
enum FeedDecoder {
    struct Decoded {
        var recipes: [Recipe]
        /// Recipes that could not be used; the others still are.
        var problems: [RecipeFormatError]
    }

    /// Throws when the whole body is unusable (not JSON, not a list); a bad
    /// recipe inside a good list is only a problem.
    static func decode(_ data: Data, source: String) throws(RemoteError) -> Decoded {
        let top: Any
        do {
            top = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw .badResponse(url: source, problem: "not valid JSON")
        }
        guard let list = recipeList(in: top) else { throw .badResponse(url: source, problem: "expected a list of recipes") }
        return decode(list: list, source: source)
    }

    /// The recipes of a parsed body: the list itself, or `{"recipes": [...]}`.
    static func recipeList(in top: Any) -> [Any]? {
        top as? [Any] ?? (top as? [String: Any])?["recipes"] as? [Any]
    }

    /// Every usable recipe of an already parsed list; a bad one is a problem.
    static func decode(list: [Any], source: String) -> Decoded {
        var recipes: [Recipe] = []
        var problems: [RecipeFormatError] = []
        var seen = Set<String>()
        for (index, element) in list.enumerated() {
            let place = "\(source) recipe \(index + 1)"
            guard let object = element as? [String: Any] else {
                problems.append(RecipeFormatError(file: place, field: "", problem: "is not a JSON object"))
                continue
            }
            do {
                var recipe = try Self.recipe(from: object, place: place)
                // An id made from the title ("Pie", "PIE!") is numbered, as a
                // single import is; only an id the file gives is a repeat.
                if (object["id"] as? String ?? "").isEmpty, seen.contains(recipe.id) {
                    let base = recipe.id
                    var number = 2
                    while seen.contains("\(base)-\(number)") { number += 1 }
                    recipe.id = "\(base)-\(number)"
                }
                guard seen.insert(recipe.id).inserted else {
                    problems.append(RecipeFormatError(file: place, field: "id", problem: "'\(recipe.id)' appears twice"))
                    continue
                }
                recipes.append(recipe)
            } catch {
                problems.append(error)
            }
        }
        return Decoded(recipes: recipes, problems: problems)
    }

    /// One recipe in Sous's format or the brief's shape. A recipe written by
    /// hand without an `id` is named after its title ("Toast" -> toast).
    static func recipe(from object: [String: Any], place: String) throws(RecipeFormatError) -> Recipe {
        var object = withoutMarkup(object) as? [String: Any] ?? object
        if (object["id"] as? String ?? "").isEmpty {
            // The id is made from the title, so a missing title is what to report.
            guard let title = object["title"] as? String, !title.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw RecipeFormatError(file: place, field: "title", problem: "is missing (a recipe without an id is named after its title)")
            }
            object["id"] = RecipeIdentifier.make(from: title)
        }
        guard let data = try? JSONSerialization.data(withJSONObject: object) else {
            throw RecipeFormatError(file: place, field: "", problem: "is not a JSON object")
        }
        guard BriefRecipe.matches(object) else { return try Recipe.decode(data, file: place) }
        let recipe: Recipe
        do {
            recipe = try JSONDecoder().decode(BriefRecipe.self, from: data).recipe()
        } catch let error as DecodingError {
            let (field, problem) = Self.explain(error)
            let title = (object["title"] as? String).map { " ('\($0)')" } ?? ""
            throw RecipeFormatError(file: place + title, field: field, problem: problem)
        } catch {
            throw RecipeFormatError(file: place, field: "", problem: "is not a recipe (\(error))")
        }
        try recipe.validate(file: place)
        return recipe
    }

    /// The recipe's words without HTML: a feed or a hand-written file with
    /// "<b>Enjoy!</b>" or "&amp;" shows and says what a page import would
    /// ("Enjoy!", "&"). Strings without "<" or "&" are left as written;
    /// ids, links and pictures are never touched.
    static func withoutMarkup(_ value: Any, key: String? = nil) -> Any {
        switch value {
        case let text as String where !["id", "image", "url", "source"].contains(key ?? ""):
            return text.contains("<") || text.contains("&") ? HTMLText.clean(text) : text
        case let list as [Any]:
            return list.map { withoutMarkup($0, key: key) }
        case let object as [String: Any]:
            return Dictionary(uniqueKeysWithValues: object.map { ($0.key, withoutMarkup($0.value, key: $0.key)) })
        default:
            return value
        }
    }

    /// The field a brief-shaped recipe lacks or has wrong, as a cook fixing
    /// the feed by hand needs it: `ingredients[2].name`, "is missing".
    static func explain(_ error: DecodingError) -> (field: String, problem: String) {
        func path(_ keys: [any CodingKey]) -> String {
            keys.reduce("") { path, key in
                if let index = key.intValue { return path + "[\(index)]" }
                return path.isEmpty ? key.stringValue : path + "." + key.stringValue
            }
        }
        func kind(_ type: Any.Type) -> String {
            switch type {
            case is String.Type: "text"
            case is Int.Type, is Double.Type: "a number"
            case is [String].Type: "a list of strings"
            default: type is any Collection.Type ? "a list" : "an object"
            }
        }
        switch error {
        case .keyNotFound(let key, let context):
            return (path(context.codingPath + [key]), "is missing")
        case .valueNotFound(let type, let context):
            return (path(context.codingPath), "is null; it must be \(kind(type))")
        case .typeMismatch(let type, let context):
            return (path(context.codingPath), "must be \(kind(type))")
        case .dataCorrupted(let context):
            return (path(context.codingPath), context.debugDescription)
        @unknown default:
            return ("", "is not a recipe")
        }
    }
}

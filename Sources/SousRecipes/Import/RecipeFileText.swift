import Foundation
import SousCore

/// A recipe as the JSON of a file the cook may edit by hand: keys in the
/// order of the bundled files (id and title first, steps last; an
/// ingredient's text first), where the encoder wrote them in any order.
public enum RecipeFileText {
    public static func data(_ recipe: Recipe) -> Data {
        let encoded = recipe.encodedJSON()
        guard let object = try? JSONSerialization.jsonObject(with: encoded) else { return encoded }
        var out = ""
        write(object, indent: "", order: recipeOrder, into: &out)
        return Data((out + "\n").utf8)
    }

    static let recipeOrder = [
        "id", "title", "tags", "minutes", "servings", "yield", "image", "diets", "notDiets", "allergens", "nutrition", "ingredients", "steps",
    ]
    static let ingredientOrder = ["text", "quantity", "unit", "name", "note", "section", "min", "max"]
    static let stepOrder = ["text", "timer", "section"]

    private static func write(_ value: Any, indent: String, order: [String], into out: inout String) {
        let inner = indent + "  "
        switch value {
        case let object as [String: Any]:
            guard !object.isEmpty else { out += "{}"; return }
            // Known keys in their order, any others after them alphabetically.
            let keys = object.keys.sorted { left, right in
                let (a, b) = (order.firstIndex(of: left) ?? order.count, order.firstIndex(of: right) ?? order.count)
                return a != b ? a < b : left < right
            }
            out += "{\n"
            for (index, key) in keys.enumerated() {
                out += inner + fragment(key) + ": "
                let nested = key == "ingredients" ? ingredientOrder : key == "steps" ? stepOrder : key == "quantity" ? ingredientOrder : []
                write(object[key] ?? NSNull(), indent: inner, order: nested, into: &out)
                out += index == keys.count - 1 ? "\n" : ",\n"
            }
            out += indent + "}"
        case let list as [Any]:
            guard !list.isEmpty else { out += "[]"; return }
            out += "[\n"
            for (index, element) in list.enumerated() {
                out += inner
                write(element, indent: inner, order: order, into: &out)
                out += index == list.count - 1 ? "\n" : ",\n"
            }
            out += indent + "]"
        default:
            out += fragment(value)
        }
    }

    /// A string, number, boolean or null as JSON.
    private static func fragment(_ value: Any) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed, .withoutEscapingSlashes])) ?? Data("null".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}

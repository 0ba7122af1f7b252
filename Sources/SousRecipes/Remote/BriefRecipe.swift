import Foundation
import SousCore

/// The simple shape of the brief's `recipes.json`: ingredients as a name
/// and a printed quantity ("300 g", "to taste"), steps as strings.
struct BriefRecipe: Decodable {
    struct Item: Decodable {
        var name: String
        var quantity: String?
    }

    var id: String?
    var title: String
    var tags: [String]?
    var minutes: Int?
    var servings: Int?
    var image: String?
    var ingredients: [Item]
    var steps: [String]

    /// Whether a decoded JSON object looks like this shape rather than
    /// Sous's own: an ingredient with a string `quantity` and no `text`.
    static func matches(_ object: [String: Any]) -> Bool {
        guard let ingredients = object["ingredients"] as? [Any] else { return false }
        return ingredients.contains { item in
            guard let item = item as? [String: Any] else { return false }
            return item["text"] == nil && item["quantity"] is String
        }
    }

    private static let dietTags: Set<String> = ["vegetarian", "vegan", "gluten-free", "dairy-free", "nut-free", "egg-free"]

    /// A Sous recipe. Servings default to 1, as in Sous's own format; diet
    /// tags ("vegetarian") also become diets so filters find them.
    func recipe() -> Recipe {
        let tags = (tags ?? []).map { $0.lowercased() }
        return Recipe(
            id: RecipeID.make(id, title: title), title: title, tags: tags, minutes: max(0, minutes ?? 0),
            servings: max(1, servings ?? 1), image: image, diets: tags.filter(Self.dietTags.contains),
            ingredients: ingredients.map(Self.ingredient),
            steps: steps.map { Step(text: $0, timer: StepDurations.seconds(in: $0)) })
    }

    /// "300 g" + "Chicken breast" parses as "300 g Chicken breast"; a
    /// quantity that is no amount ("to taste") becomes the note.
    static func ingredient(_ item: Item) -> Ingredient {
        let name = item.name.trimmingCharacters(in: .whitespaces)
        guard let quantity = item.quantity?.trimmingCharacters(in: .whitespaces), !quantity.isEmpty else {
            return Ingredient(text: name, amount: nil, unit: nil, name: name)
        }
        let parsed = IngredientParser.parse("\(quantity) \(name)")
        guard parsed.amount != nil || parsed.unit != nil else {
            return Ingredient(text: "\(name), \(quantity)", amount: nil, unit: nil, name: name, note: quantity)
        }
        return Ingredient(text: shownLine(quantity, name), amount: parsed.amount, unit: parsed.unit, name: name, note: parsed.note)
    }

    /// The line as a cook writes it: "1 lemon", "300 g chicken breast"
    /// (the brief's "1 pc" + "Lemon" printed "1 pc Lemon" at the top of the
    /// first recipe a new cook opens).
    static func shownLine(_ quantity: String, _ name: String) -> String {
        var words = quantity.split(separator: " ").map(String.init)
        if words.count > 1, ["pc", "pcs", "piece", "pieces"].contains(words[words.count - 1].lowercased()) { words.removeLast() }
        return (words + [Ingredient.sentenceCase(name)]).joined(separator: " ")
    }
}

/// Recipe ids as Sous's format requires: lowercase letters, digits, hyphens.
enum RecipeID {
    static func make(_ id: String?, title: String) -> String {
        let source = (id?.isEmpty == false ? id! : title)
        var slug = ""
        for scalar in source.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil).lowercased().unicodeScalars {
            if CharacterSet.alphanumerics.contains(scalar), scalar.isASCII {
                slug.unicodeScalars.append(scalar)
            } else if !slug.isEmpty, !slug.hasSuffix("-") {
                slug += "-"
            }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        return slug.isEmpty ? "recipe" : slug
    }
}

import Foundation

/// Reads recipes marked up as the h-recipe microformat (and its older
/// form, hRecipe): class names instead of schema.org properties, as on
/// older blogs and IndieWeb sites. The result has JSON-LD's shape, so one
/// reader handles all three.
enum MicroformatReader {
    /// Every h-recipe on the page, in document order.
    static func recipes(in root: HTMLElement) -> [[String: Any]] {
        root.descendants { $0.hasClass("h-recipe") || $0.hasClass("hrecipe") }.map(item)
    }

    private static func item(_ scope: HTMLElement) -> [String: Any] {
        var node: [String: Any] = ["@type": "Recipe"]
        if let name = outermost(in: scope, classes: ["p-name", "fn"]).first { node["name"] = name.layoutText }
        let ingredients = outermost(in: scope, classes: ["p-ingredient", "ingredient"]).map(\.layoutText)
        if !ingredients.isEmpty { node["recipeIngredient"] = ingredients }
        if let instructions = outermost(in: scope, classes: ["e-instructions", "instructions"]).first {
            // A list's items are the steps; otherwise its lines are.
            let items = instructions.descendants { $0.name == "li" }.map(\.layoutText)
            node["recipeInstructions"] = items.isEmpty ? instructions.layoutText as Any : items as Any
        }
        if let duration = outermost(in: scope, classes: ["dt-duration", "duration"]).first { node["totalTime"] = value(of: duration) }
        if let yield = outermost(in: scope, classes: ["p-yield", "yield"]).first { node["recipeYield"] = yield.layoutText }
        return node
    }

    /// The elements with one of the classes, not those inside another match.
    private static func outermost(in element: HTMLElement, classes: [String]) -> [HTMLElement] {
        var found: [HTMLElement] = []
        for child in element.childElements {
            if classes.contains(where: child.hasClass) { found.append(child) } else { found += outermost(in: child, classes: classes) }
        }
        return found
    }

    /// A time's machine value: the value-class pattern's `title`, a
    /// `datetime`, else the printed text ("30 mins").
    private static func value(of element: HTMLElement) -> String {
        if let title = element.descendants(where: { $0.hasClass("value-title") }).first?["title"] { return title }
        return element["datetime"] ?? element["title"] ?? element.layoutText
    }
}

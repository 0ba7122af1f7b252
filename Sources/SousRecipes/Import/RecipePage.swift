import Foundation
import SousCore

/// The schema.org recipes a saved web page describes, found in its JSON-LD
/// scripts (written out, or streamed in script payloads) and its microdata.
///
/// Pages wrap recipes in many ways: a bare Recipe, a list of nodes, an
/// `@graph`, a WebPage's `mainEntity`, `@type` lists such as
/// `["Recipe", "NewsArticle"]`. The search walks every object, so each of
/// those is found without a rule of its own. The same recipe given twice
/// (JSON-LD and microdata, or a partial copy in a review) is merged: the
/// first copy's values win and the later ones fill its gaps.
struct RecipePage {
    let document: HTMLDocument
    /// The merged schema.org Recipe objects, in page order.
    let nodes: [(node: [String: Any], source: ImportedRecipe.Source)]

    init(data: Data) {
        self.init(document: HTMLDocument(data: data))
    }

    init(document: HTMLDocument) {
        self.document = document
        var found: [(node: [String: Any], source: ImportedRecipe.Source)] = []
        for script in document.root.descendants(where: Self.isJSONLD) {
            guard let json = LenientJSON.parse(script.textContent) else { continue }
            var recipes: [[String: Any]] = []
            Self.collectRecipes(in: json, into: &recipes, depth: 0)
            found += recipes.map { ($0, .jsonLD) }
        }
        for value in StreamedPageData.schemaValues(in: document.root) {
            var recipes: [[String: Any]] = []
            Self.collectRecipes(in: value, into: &recipes, depth: 0)
            found += recipes.map { ($0, .jsonLD) }
        }
        found += MicrodataReader.recipes(in: document.root).map { ($0, .microdata) }
        found += MicroformatReader.recipes(in: document.root).map { ($0, .microdata) }
        nodes = Self.merge(found)
    }

    /// Every recipe on the page, read into Sous's terms.
    var recipes: [ImportedRecipe] {
        nodes.map { SchemaRecipeReader.read($0.node, source: $0.source) }
    }

    /// The recipe as the page lays it out under Ingredients and
    /// Instructions headings, for pages whose structured data is missing or
    /// has no ingredients or steps: what `partial` says wins, the layout
    /// fills the rest. Nil when the layout holds no ingredient list and steps.
    func headedRecipe(from sections: HeadedRecipeReader.Sections, filling partial: ImportedRecipe?) -> ImportedRecipe? {
        guard !sections.ingredients.isEmpty, !sections.steps.isEmpty else { return nil }
        var recipe = partial ?? ImportedRecipe(title: "", ingredients: [], steps: [], source: .pageLayout)
        if recipe.title.isEmpty { recipe.title = sections.title ?? "" }
        if recipe.ingredients.isEmpty {
            recipe.ingredients = sections.ingredients
            recipe.ingredientGroups = sections.ingredientGroups.contains { $0 != nil } ? sections.ingredientGroups : []
        }
        if recipe.steps.isEmpty {
            // A paragraph numbering its steps inline ("1.番茄切丁 2.鸡蛋打散") is a step each.
            var steps = sections.steps.enumerated().flatMap { index, text in
                SchemaRecipeReader.splitNumbered(text).map {
                    Step(text: SchemaRecipeReader.withoutStepNumber($0), section: index < sections.stepSections.count ? sections.stepSections[index] : nil)
                }
            }
            // One heading over every step separates nothing.
            if let first = steps.first?.section, steps.allSatisfy({ $0.section == first }) {
                steps = steps.map { Step(text: $0.text, timer: $0.timer) }
            }
            recipe.steps = SchemaRecipeReader.withoutChatter(steps)
        }
        recipe.minutes = recipe.minutes ?? sections.minutes
        if recipe.servings == nil { (recipe.servings, recipe.makes) = (sections.servings, sections.makes) }
        return recipe
    }

    /// The page's own title, for a recipe that does not name itself:
    /// `og:title`, else `<title>`, without the site's name.
    var pageTitle: String? {
        let metas = document.root.descendants { $0.name == "meta" }
        if let og = metas.first(where: { ($0["property"] ?? $0["name"]) == "og:title" })?["content"] {
            let cleaned = Self.withoutSiteName(HTMLText.clean(og))
            if !cleaned.isEmpty { return cleaned }
        }
        if let title = document.root.descendants(where: { $0.name == "title" }).first {
            let cleaned = Self.withoutSiteName(HTMLText.clean(title.textContent))
            if !cleaned.isEmpty { return cleaned }
        }
        return nil
    }

    /// "Quick Pickled Red Onions | my old blog" and "Nan's Scones – The
    /// Cosy Kitchen" are the recipe's name and the site's: the first part
    /// names the recipe (and its id).
    static func withoutSiteName(_ title: String) -> String {
        for separator in [" | ", " – ", " — ", " - ", " :: ", " · ", " • "] {
            if let range = title.range(of: separator) {
                let first = title[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
                if first.count >= 3 { return first }
            }
        }
        return title
    }

    /// Whether the page carries recipe data that does not parse: a page
    /// saved before it finished loading, cut off inside its JSON-LD. The
    /// cook should save it again, not give up on the site.
    var hasBrokenRecipeData: Bool {
        document.root.descendants(where: Self.isJSONLD).contains { script in
            let text = script.textContent
            return text.contains("Recipe") && (try? JSONSerialization.jsonObject(with: Data(text.utf8))) == nil
        }
    }

    private static func isJSONLD(_ element: HTMLElement) -> Bool {
        guard element.name == "script", let type = element["type"] else { return false }
        return type.trimmingCharacters(in: .whitespaces).lowercased() == "application/ld+json"
    }

    private static func collectRecipes(in value: Any, into recipes: inout [[String: Any]], depth: Int) {
        guard depth < 24 else { return }
        switch value {
        case let object as [String: Any]:
            if SchemaTypes.isRecipe(SchemaTypes.types(of: object)) {
                recipes.append(object)
                return
            }
            // Objects in document order of the common wrappers first, then the rest.
            for key in ["@graph", "mainEntity", "mainEntityOfPage", "itemListElement", "item", "hasPart", "about"] {
                if let inner = object[key] { collectRecipes(in: inner, into: &recipes, depth: depth + 1) }
            }
            for (key, inner) in object.sorted(by: { $0.key < $1.key }) where !wrapperKeys.contains(key) {
                if inner is [Any] || inner is [String: Any] { collectRecipes(in: inner, into: &recipes, depth: depth + 1) }
            }
        case let list as [Any]:
            for item in list { collectRecipes(in: item, into: &recipes, depth: depth + 1) }
        default:
            break
        }
    }

    private static let wrapperKeys: Set<String> = ["@graph", "mainEntity", "mainEntityOfPage", "itemListElement", "item", "hasPart", "about"]

    /// Copies of one recipe share an `@id` or a name.
    private static func merge(_ found: [(node: [String: Any], source: ImportedRecipe.Source)]) -> [(node: [String: Any], source: ImportedRecipe.Source)] {
        var merged: [(node: [String: Any], source: ImportedRecipe.Source)] = []
        for candidate in found {
            let id = candidate.node["@id"] as? String
            let name = SchemaRecipeReader.string(candidate.node["name"]).map(HTMLText.clean)
            if let index = merged.firstIndex(where: { existing in
                if let id, !id.isEmpty, (existing.node["@id"] as? String) == id { return true }
                if let name, !name.isEmpty, SchemaRecipeReader.string(existing.node["name"]).map(HTMLText.clean) == name { return true }
                return false
            }) {
                for (key, value) in candidate.node where merged[index].node[key] == nil || isEmptyValue(merged[index].node[key]) {
                    merged[index].node[key] = value
                }
            } else {
                merged.append(candidate)
            }
        }
        return merged
    }

    private static func isEmptyValue(_ value: Any?) -> Bool {
        switch value {
        case let text as String: return text.trimmingCharacters(in: .whitespaces).isEmpty
        case let list as [Any]: return list.isEmpty
        case let object as [String: Any]: return object.isEmpty
        default: return value == nil
        }
    }
}

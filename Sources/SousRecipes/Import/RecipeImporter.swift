import Foundation
import SousCore

/// What an import found: every usable recipe in the file, the one to use
/// first.
public struct ImportResult: Sendable {
    /// The recipes found, the chosen one first, each complete enough to cook.
    public var recipes: [ImportedRecipe]
    /// Recipes the page described but that lack ingredients or steps (for
    /// example a teaser for another recipe); counted, not imported.
    public var skipped: Int

    /// Things left out, one line each ("recipes.json recipe 3: field 'steps' ...").
    public var notes: [String] = []

    /// Said about the file as a whole ("is saved as UTF-16; read as such").
    public var remarks: [String] = []

    /// The recipe to import when only one is wanted.
    public var chosen: ImportedRecipe { recipes[0] }
}

/// Imports recipes from saved web pages (schema.org JSON-LD or microdata),
/// Cooklang files and JSON (Sous's own format or a schema.org Recipe).
///
/// Nothing here touches the network or the user's folders: it reads bytes
/// and returns recipes, so it can be tested and benchmarked on saved pages.
public enum RecipeImporter {
    /// The file kinds Sous can import, by extension.
    public enum Format: Sendable {
        case html, cooklang, json
    }

    public static func format(of url: URL) -> Format? {
        switch url.pathExtension.lowercased() {
        case "html", "htm", "xhtml", "mhtml", "mht": .html
        case "cook": .cooklang
        case "json", "jsonld": .json
        default: nil
        }
    }

    /// Imports what a command line names: a file, or a web address, which
    /// is refused with how to save the page (Sous works offline).
    public static func importFile(atPath path: String) throws(ImportError) -> ImportResult {
        if isWebAddress(path), !FileManager.default.fileExists(atPath: path) { throw .webAddress(path) }
        return try importFile(at: URL(fileURLWithPath: path))
    }

    /// "https://..." or "www.example.com/...": a page to save first.
    public static func isWebAddress(_ text: String) -> Bool {
        let lowered = text.lowercased()
        return lowered.hasPrefix("http://") || lowered.hasPrefix("https://") || lowered.hasPrefix("www.")
    }

    /// Reads the file and imports by its extension; a file named otherwise
    /// ("recipe.php", no extension) that holds a web page is read as one.
    public static func importFile(at url: URL) throws(ImportError) -> ImportResult {
        let name = url.lastPathComponent
        guard let format = format(of: url) ?? sniffedFormat(of: url) else { throw .unsupported(file: name) }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            let reason = FileManager.default.fileExists(atPath: url.path) ? "permission denied or not a file" : "no such file"
            throw .unreadable(file: url.path, reason: reason)
        }
        let stem = url.deletingPathExtension().lastPathComponent
        switch format {
        case .html: return try importHTML(data, file: name)
        case .cooklang: return try importCooklang(data, file: name, fallbackTitle: title(fromFileName: stem))
        case .json: return try importJSON(data, file: name)
        }
    }

    /// A web page saved under another name: HTML or an MHTML archive by
    /// its first bytes.
    private static func sniffedFormat(of url: URL) -> Format? {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        guard let head = try? handle.read(upToCount: 1_024) else { return nil }
        if SavedPageArchive.isArchive(head) { return .html }
        let text = String(decoding: head, as: UTF8.self).lowercased()
        let start = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        guard start.first == "<" else { return nil }
        return ["<!doctype html", "<html", "<head", "<meta", "<script"].contains { text.contains($0) } ? .html : nil
    }

    /// A saved web page: its schema.org recipes, complete ones first in page order.
    public static func importHTML(_ data: Data, file: String) throws(ImportError) -> ImportResult {
        if SavedPageArchive.isArchive(data) {
            guard let html = SavedPageArchive.html(in: data) else {
                throw .noRecipe(file: file, detail: "the saved page archive holds no HTML page; save the page again as 'Webpage, HTML only'")
            }
            return try importHTML(html, file: file)
        }
        let page = RecipePage(data: data)
        var recipes = page.recipes
        // The page's layout is walked at most once, and only when needed.
        var layoutRead: HeadedRecipeReader.Sections?
        func layout() -> HeadedRecipeReader.Sections {
            if let layoutRead { return layoutRead }
            let read = HeadedRecipeReader.read(page.document.root)
            layoutRead = read
            return read
        }
        if !recipes.contains(where: \.isComplete), let laidOut = page.headedRecipe(from: layout(), filling: recipes.first) {
            recipes = [laidOut] + recipes.dropFirst()
        }
        // Structured data gives the lines in one list: the groups the page prints them in.
        for index in recipes.indices where recipes[index].ingredientGroups.isEmpty {
            if let groups = IngredientGroupReader.groups(of: recipes[index].ingredients, in: page.document.root) {
                recipes[index].ingredientGroups = groups
            }
        }
        if recipes.contains(where: { $0.servings == nil }), let printed = layout().servings {
            // Structured data without a yield: the portions the page prints.
            let makes = layout().makes
            for index in recipes.indices where recipes[index].servings == nil { (recipes[index].servings, recipes[index].makes) = (printed, makes) }
        }
        guard !recipes.isEmpty else {
            if page.hasBrokenRecipeData {
                throw .noRecipe(file: file, detail: "the page's recipe data (JSON-LD) is cut off or broken; was the page saved completely? Save it again")
            }
            throw .noRecipe(file: file, detail: "the page has no schema.org Recipe in JSON-LD or microdata, nor Ingredients and Instructions headings")
        }
        if let fallback = page.pageTitle {
            for index in recipes.indices where recipes[index].title.isEmpty { recipes[index].title = fallback }
        }
        return try choose(recipes, file: file)
    }

    /// "garlic-butter-pasta" is "Garlic Butter Pasta": an untitled file's
    /// name as a title is written (and said aloud), words capitalised
    /// except the small ones inside ("Chicken with Rice"). Its id, made
    /// from the title, is the file name's slug still.
    public static func title(fromFileName stem: String) -> String {
        let small: Set<String> = ["a", "an", "and", "or", "of", "the", "with", "in", "on", "for", "to"]
        let words = stem.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " })
        let title = words.enumerated().map { index, word in
            if index > 0, small.contains(word.lowercased()) { return word.lowercased() }
            return word.prefix(1).uppercased() + word.dropFirst()
        }.joined(separator: " ")
        return title.isEmpty ? stem : title
    }

    /// A Cooklang recipe; untitled ones are named after the file.
    public static func importCooklang(_ data: Data, file: String, fallbackTitle: String) throws(ImportError) -> ImportResult {
        guard let decoded = RecipeText.decode(data) else {
            throw .unreadable(file: file, reason: "not UTF-8 or UTF-16 text; save it as UTF-8")
        }
        let recipe = CooklangParser.parse(decoded.text, fallbackTitle: fallbackTitle)
        guard !recipe.ingredients.isEmpty || !recipe.steps.isEmpty else {
            throw .noRecipe(file: file, detail: "no ingredients or steps in the Cooklang text")
        }
        var result = try choose([recipe], file: file)
        result.remarks += decoded.note.map { [$0] } ?? []
        return result
    }

    /// JSON: Sous's own recipe format, checked field by field, or a
    /// schema.org Recipe (JSON-LD saved on its own).
    public static func importJSON(_ data: Data, file: String) throws(ImportError) -> ImportResult {
        let decoded = RecipeText.decode(data)
        var result = try importJSON(object: data, decoded: decoded, file: file)
        result.remarks += decoded?.note.map { [$0] } ?? []
        return result
    }

    private static func importJSON(object data: Data, decoded: RecipeText.Decoded?, file: String) throws(ImportError) -> ImportResult {
        // UTF-16 is read as the same JSON in UTF-8, so a line and column say the same.
        let data = decoded.map { Data($0.text.utf8) } ?? data
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            throw .badJSON(file: file, detail: JSONProblem.describe(data, error))
        }
        if looksLikeSchemaOrg(json) {
            let page = RecipePage(document: HTMLDocument(root: HTMLElement(name: "#document", children: [
                .element(HTMLElement(name: "script", attributes: ["type": "application/ld+json"],
                                     children: [.text(String(decoding: data, as: UTF8.self))])),
            ])))
            let recipes = page.recipes
            guard !recipes.isEmpty else { throw .noRecipe(file: file, detail: "the JSON holds no schema.org Recipe") }
            return try choose(recipes, file: file)
        }
        if let list = FeedDecoder.recipeList(in: json) {
            return try importList(list, file: file)
        }
        guard let object = json as? [String: Any] else {
            throw .badJSON(file: file, detail: "is not a recipe (expected a recipe object or a list of recipes)")
        }
        let recipe: Recipe
        do {
            recipe = try FeedDecoder.recipe(from: object, place: file)
        } catch {
            throw .invalidRecipe(error)
        }
        var result = imported(recipe)
        // Left out, servings are 1: said, as for a page or a Cooklang file.
        if object["servings"] == nil, object["yield"] == nil { result.servings = nil }
        return ImportResult(recipes: [result], skipped: 0)
    }

    /// A list of recipes (the brief's `recipes.json`, an export): every good
    /// one, and a note for each bad one.
    private static func importList(_ list: [Any], file: String) throws(ImportError) -> ImportResult {
        let decoded = FeedDecoder.decode(list: list, source: file)
        guard !decoded.recipes.isEmpty else {
            if let first = decoded.problems.first { throw .invalidRecipe(first) }
            throw .noRecipe(file: file, detail: "the list holds no recipes")
        }
        return ImportResult(recipes: decoded.recipes.map(imported), skipped: decoded.problems.count,
                            notes: decoded.problems.map(\.description))
    }

    private static func imported(_ recipe: Recipe) -> ImportedRecipe {
        ImportedRecipe(title: recipe.title, ingredients: recipe.ingredients.map(\.text), steps: recipe.steps,
                       minutes: recipe.minutes, servings: recipe.servings, image: recipe.image,
                       source: .sousJSON, original: recipe)
    }

    /// Complete recipes in page order; a page whose only recipe lacks steps
    /// or ingredients fails with what is missing.
    static func choose(_ recipes: [ImportedRecipe], file: String) throws(ImportError) -> ImportResult {
        let complete = recipes.filter { $0.isComplete && !$0.title.isEmpty }
        if !complete.isEmpty {
            return ImportResult(recipes: complete, skipped: recipes.count - complete.count)
        }
        let best = recipes.max { ($0.steps.count + $0.ingredients.count) < ($1.steps.count + $1.ingredients.count) } ?? recipes[0]
        let title = best.title.isEmpty ? "untitled" : best.title
        if best.steps.isEmpty && best.ingredients.isEmpty {
            throw .noRecipe(file: file, detail: "the Recipe '\(title)' on it has no ingredients and no steps")
        }
        if best.title.isEmpty { throw .incomplete(file: file, title: title, missing: "title") }
        if best.steps.isEmpty { throw .incomplete(file: file, title: title, missing: "steps") }
        // Steps without an ingredient list can still be cooked (toast, tea).
        return ImportResult(recipes: [best], skipped: recipes.count - 1)
    }

    /// One recipe object of a JSON file as `sous import` reads it, in
    /// Sous's format or the brief's shape; `sous check` asks this of the
    /// brief's shape, whose fields it does not check one by one.
    public static func recipe(fromJSONObject object: [String: Any], place: String) throws(RecipeFormatError) -> Recipe {
        try FeedDecoder.recipe(from: object, place: place)
    }

    /// Whether an object is in the brief's `recipes.json` shape (ingredients
    /// as a name and a printed quantity) rather than Sous's own.
    public static func isBriefShaped(_ object: [String: Any]) -> Bool { BriefRecipe.matches(object) }

    /// The recipes of a parsed JSON file that holds a list of them.
    public static func recipeList(in json: Any) -> [Any]? { FeedDecoder.recipeList(in: json) }

    /// Whether parsed JSON is schema.org data rather than Sous's format.
    public static func isSchemaOrg(_ json: Any) -> Bool { looksLikeSchemaOrg(json) }

    private static func looksLikeSchemaOrg(_ json: Any) -> Bool {
        switch json {
        case let object as [String: Any]:
            return object["@context"] != nil || object["@type"] != nil || object["@graph"] != nil
        case let list as [Any]:
            return list.contains { ($0 as? [String: Any]).map { $0["@context"] != nil || $0["@type"] != nil } ?? false }
        default:
            return false
        }
    }

}

import Foundation

/// Scores imports against pages whose right answer is known: a folder of
/// saved pages, `X.html` beside `X.json` holding what recipe-scrapers
/// expects (`title`, `ingredients`, `instructions_list`, `total_time`,
/// `yields`).
///
/// Used by `sous bench import` and by the accuracy test, and mirrored by
/// `contrib/bench/recipe_scrapers_baseline.py`, so Sous and the baseline are
/// judged by one rule: strings equal after entity decoding and whitespace
/// folding, minutes and servings equal, "not given" included.
public enum ImportAccuracy {
    public enum Field: String, CaseIterable, Sendable {
        case title, ingredients, steps, minutes, servings
    }

    /// The right answer for one page.
    public struct Expected: Sendable {
        public var title: String?
        public var ingredients: [String]
        public var instructions: [String]
        public var minutes: Int?
        public var servings: Int?

        /// Reads recipe-scrapers' JSON; nil when it is not an object.
        public init?(json data: Data) {
            guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else { return nil }
            title = object["title"] as? String
            ingredients = (object["ingredients"] as? [Any] ?? []).compactMap { $0 as? String }
            instructions = (object["instructions_list"] as? [Any] ?? []).compactMap { $0 as? String }
            minutes = (object["total_time"] as? NSNumber).map { $0.intValue }
            switch object["yields"] {
            // "2 dozen" is 24, as Sous reads a yield.
            case let text as String: servings = RecipeYield.count(in: text)
            case let number as NSNumber: servings = number.intValue
            default: servings = nil
            }
        }
    }

    /// One page's result: which fields are right.
    public struct PageResult: Sendable {
        public var page: String
        public var right: Set<Field>
        /// Why the import failed, when it did.
        public var error: String?
        public var fullyRight: Bool { right.count == Field.allCases.count }
    }

    public struct Report: Sendable {
        public var pages: [PageResult]
        public var seconds: Double

        public func count(_ field: Field) -> Int { pages.filter { $0.right.contains(field) }.count }
        public var fullyRight: Int { pages.filter(\.fullyRight).count }
        public var share: Double { pages.isEmpty ? 0 : Double(fullyRight) / Double(pages.count) }
    }

    /// The text as compared: entities decoded (repeatedly), no-break and
    /// zero-width spaces handled, whitespace runs folded, ends trimmed.
    public static func normalize(_ text: String) -> String {
        var decoded = HTMLText.decodeEntitiesFully(text)
        decoded = decoded.replacingOccurrences(of: "\u{00A0}", with: " ").replacingOccurrences(of: "\u{200B}", with: "")
        return decoded.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    private static func lines(_ texts: [String]) -> [String] {
        texts.map(normalize).filter { !$0.isEmpty }
    }

    /// Which fields of an import match the expected answer.
    public static func score(_ imported: ImportedRecipe?, expected: Expected) -> Set<Field> {
        var right: Set<Field> = []
        let title = imported.map { normalize($0.title) }
        if title == expected.title.map(normalize) { right.insert(.title) }
        if lines(imported?.ingredients ?? []) == lines(expected.ingredients) { right.insert(.ingredients) }
        if lines(imported?.instructionLines ?? []) == lines(expected.instructions) { right.insert(.steps) }
        if imported?.minutes == expected.minutes { right.insert(.minutes) }
        if imported?.servings == expected.servings { right.insert(.servings) }
        return right
    }

    /// The saved pages in a folder that have an expected answer, by name.
    public static func pages(in folder: URL) -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let names = Set(files)
        return files.filter { $0.hasSuffix(".html") }
            .map { String($0.dropLast(5)) }
            .filter { names.contains("\($0).json") }
            .sorted()
    }

    /// Imports every page in the folder and scores it.
    public static func evaluate(folder: URL) -> Report {
        let start = Date()
        var results: [PageResult] = []
        for page in pages(in: folder) {
            let html = folder.appendingPathComponent("\(page).html")
            let json = folder.appendingPathComponent("\(page).json")
            guard let expectedData = FileManager.default.contents(atPath: json.path),
                  let expected = Expected(json: expectedData) else { continue }
            var imported: ImportedRecipe?
            var failure: String?
            do {
                imported = try RecipeImporter.importHTML(Data(contentsOf: html), file: html.lastPathComponent).chosen
            } catch let error as ImportError {
                failure = error.description
            } catch {
                failure = "\(html.lastPathComponent): cannot be read"
            }
            results.append(PageResult(page: page, right: score(imported, expected: expected), error: failure))
        }
        return Report(pages: results, seconds: Date().timeIntervalSince(start))
    }
}

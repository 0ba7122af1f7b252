import Foundation
import SousCore

/// A folder of recipe files, one JSON file each: the bundled `Recipes/`.
///
/// A broken file is reported with its name and field and skipped; the
/// other recipes still load.
public struct RecipeFolder: RecipeRepository {
    public let folder: URL

    public struct Loaded: Sendable {
        public var recipes: [Recipe]
        public var problems: [RecipeFormatError]
        /// Each recipe's file name by id: a file copied in by hand may be
        /// named otherwise ("wrong-name.json" holding "right-name").
        public var files: [String: String] = [:]
    }

    public init(_ folder: URL) { self.folder = folder }

    public func load() -> Loaded {
        let files: [URL]
        do {
            files = try Self.files(in: folder, withExtension: "json")
        } catch {
            return Loaded(recipes: [], problems: [RecipeFormatError(file: folder.path, field: "", problem: "cannot read the folder")])
        }
        var recipes: [Recipe] = []
        var problems: [RecipeFormatError] = []
        var seen: [String: String] = [:]
        for file in files {
            let name = file.lastPathComponent
            guard let data = try? Data(contentsOf: file) else {
                problems.append(RecipeFormatError(file: name, field: "", problem: "cannot be read"))
                continue
            }
            do {
                let recipe = try Recipe.decode(data, file: name)
                if let earlier = seen[recipe.id] {
                    problems.append(RecipeFormatError(file: name, field: "id", problem: "'\(recipe.id)' is already used by \(earlier)"))
                    continue
                }
                seen[recipe.id] = name
                recipes.append(recipe)
            } catch {
                problems.append(error)
            }
        }
        return Loaded(recipes: recipes, problems: problems, files: seen)
    }

    public func allRecipes() async throws -> [Recipe] { load().recipes }

    /// The file that holds the recipe `id`: `<id>.json`, or whichever file
    /// of the folder holds it under another name.
    public func file(of id: String) -> URL? {
        let named = folder.appendingPathComponent("\(id).json")
        if FileManager.default.fileExists(atPath: named.path) { return named }
        return load().files[id].map { folder.appendingPathComponent($0) }
    }

    /// The files in `folder` whose names end in `.ext`, sorted by name.
    ///
    /// Listed by path: Foundation on Linux lists a symlinked folder's URL as
    /// empty, and a cook who keeps recipes in a linked folder must still see them.
    public static func files(in folder: URL, withExtension ext: String) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { ($0 as NSString).pathExtension == ext }
            .sorted()
            .map { folder.appendingPathComponent($0) }
    }
}

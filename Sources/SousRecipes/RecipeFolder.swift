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
    }

    public init(_ folder: URL) { self.folder = folder }

    public func load() -> Loaded {
        let files: [URL]
        do {
            files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
                .filter { $0.pathExtension == "json" }
                .sorted { $0.lastPathComponent < $1.lastPathComponent }
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
        return Loaded(recipes: recipes, problems: problems)
    }

    public func allRecipes() async throws -> [Recipe] { load().recipes }
}

import Foundation
import SousCore

/// Every recipe the cook can reach offline: the bundled ones and the user's
/// own (imported) recipes in `<data>/Recipes`. A user recipe with the same id
/// as a bundled one wins, so a cook can adjust a bundled recipe.
public struct RecipeLibrary: Sendable {
    public var recipes: [Recipe]
    public var problems: [RecipeFormatError]

    public static func load(_ paths: SousPaths) -> RecipeLibrary {
        let bundled = RecipeFolder(paths.recipes).load()
        let userFolder = paths.userRecipes
        var recipes = bundled.recipes
        var problems = bundled.problems.map { problem in
            var named = problem
            named.file = "Recipes/" + (problem.file ?? "")
            return named
        }
        if FileManager.default.fileExists(atPath: userFolder.path) {
            let user = RecipeFolder(userFolder).load()
            let ids = Set(user.recipes.map(\.id))
            recipes.removeAll { ids.contains($0.id) }
            recipes += user.recipes
            problems += user.problems.map { problem in
                var named = problem
                named.file = userFolder.appendingPathComponent(problem.file ?? "").path
                return named
            }
        }
        return RecipeLibrary(recipes: recipes, problems: problems)
    }
}

extension SousPaths {
    /// The user's own recipes: imports and edits.
    public var userRecipes: URL { data.appendingPathComponent("Recipes", isDirectory: true) }
}

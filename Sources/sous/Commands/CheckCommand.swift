import Foundation
import SousCore
import SousRecipes

struct CheckCommand: Subcommand {
    static let name = "check"
    static let summary = "Check recipe files: every problem names the file and the field."
    static let usage = "sous check [FILE.json|FOLDER]..."
    static let discussion = "Without arguments, checks the bundled Recipes folder."

    static func run(_ arguments: ParsedArguments, _ context: Context) async throws -> Int32 {
        let targets = arguments.positionals.isEmpty ? [try context.paths().recipes.path] : arguments.positionals
        var files: [(url: URL, shown: String)] = []
        for target in targets {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: target, isDirectory: &isDirectory) else {
                throw CommandFailure("\(target): no such file or folder")
            }
            let url = URL(fileURLWithPath: target, isDirectory: isDirectory.boolValue)
            if isDirectory.boolValue {
                files += ((try? RecipeFolder.files(in: url, withExtension: "json")) ?? []).map { ($0, $0.path) }
            } else {
                files.append((url, target))
            }
        }
        var fine = 0
        var broken = 0
        for file in files {
            let problems = check(file.url, shown: file.shown)
            for problem in problems { Console.out(problem.description) }
            if problems.isEmpty { fine += 1 } else { broken += 1 }
        }
        Console.out("\(fine) \(fine == 1 ? "recipe" : "recipes") fine, \(broken) with problems")
        return broken == 0 ? 0 : 1
    }

    /// Fields and values Sous would silently ignore: "serving": 4 left the
    /// recipe serving 1, "vegam" kept it out of every vegan list.
    private static func misspellings(_ data: Data, _ recipe: Recipe, file: String) -> [RecipeFormatError] {
        var problems: [RecipeFormatError] = []
        if let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] {
            for key in object.keys.sorted() where !knownFields.contains(key) {
                let guess = knownFields.min { Words.distance(key, $0) < Words.distance(key, $1) }
                let hint = guess.map { Words.distance(key, $0) <= 2 ? " (did you mean '\($0)'?)" : "" } ?? ""
                problems.append(RecipeFormatError(file: file, field: key, problem: "is not a field Sous reads\(hint)"))
            }
        }
        for (index, diet) in recipe.diets.enumerated() where !RecipeListing.standardDiets.contains(diet.lowercased()) {
            problems.append(RecipeFormatError(file: file, field: "diets[\(index)]", problem: "'\(diet)' is not a diet Sous knows (\(RecipeListing.standardDiets.sorted().joined(separator: ", ")))"))
        }
        for (index, allergen) in recipe.allergens.enumerated() where Allergens.category(allergen) == nil {
            problems.append(RecipeFormatError(file: file, field: "allergens[\(index)]", problem: "'\(allergen)' is not an allergen Sous knows (\(Allergens.names.joined(separator: ", ")))"))
        }
        return problems
    }

    /// When lines of the ingredients or steps cannot be read, each one is
    /// named (not only the first), and the rest of the recipe is checked
    /// without them, so one run lists what to fix.
    private static func everyUnreadableLine(_ data: Data, file: String) -> [RecipeFormatError]? {
        guard var object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else { return nil }
        var problems: [RecipeFormatError] = []
        func readable<T: Decodable>(_ key: String, as type: T.Type) {
            guard let list = object[key] as? [Any] else { return }
            var kept: [Any] = []
            for (index, element) in list.enumerated() {
                let wrapped = (try? JSONSerialization.data(withJSONObject: [element], options: [.fragmentsAllowed])) ?? Data()
                do {
                    _ = try JSONDecoder().decode([T].self, from: wrapped)
                    kept.append(element)
                } catch let error as DecodingError {
                    var problem = Recipe.describe(error, file: file)
                    problem.field = "\(key)" + (problem.field.isEmpty ? "[\(index)]" : problem.field.replacingOccurrences(of: "[0]", with: "[\(index)]"))
                    problems.append(problem)
                } catch {}
            }
            object[key] = kept
        }
        readable("ingredients", as: Ingredient.self)
        readable("steps", as: Step.self)
        guard !problems.isEmpty, let repaired = try? JSONSerialization.data(withJSONObject: object) else { return nil }
        do {
            let recipe = try JSONDecoder().decode(Recipe.self, from: repaired)
            // "needs at least one step" is only true of the file once its
            // unreadable steps are left out: the file has steps to fix.
            let droppedSteps = problems.contains { $0.field.hasPrefix("steps[") }
            return problems + recipe.problems(file: file).filter { !(droppedSteps && $0.field == "steps") }
        } catch let error as DecodingError {
            return problems + [Recipe.describe(error, file: file)]
        } catch {
            return problems
        }
    }

    private static let knownFields: Set<String> = [
        "id", "title", "tags", "minutes", "servings", "image", "diets", "allergens", "ingredients", "steps", "nutrition",
    ]

    /// Every problem of one file: unreadable JSON stops at the first, a
    /// readable recipe lists them all, and an id that is not the file's
    /// name is one too (Sous saves and replaces recipes by id).
    ///
    /// A file outside a Recipes folder is one to import: like `sous import`,
    /// it needs no id (one is made from the title) and any file name.
    private static func check(_ file: URL, shown name: String) -> [RecipeFormatError] {
        guard var data = FileManager.default.contents(atPath: file.path) else {
            return [RecipeFormatError(file: name, field: "", problem: "cannot be read")]
        }
        guard String(data: data, encoding: .utf8) != nil else {
            return [RecipeFormatError(file: name, field: "", problem: "is not UTF-8 text; save it as UTF-8")]
        }
        let inLibrary = file.deletingLastPathComponent().lastPathComponent == "Recipes"
        if !inLibrary, var object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any], (object["id"] as? String ?? "").isEmpty {
            object["id"] = RecipeIdentifier.make(from: object["title"] as? String ?? "recipe")
            data = (try? JSONSerialization.data(withJSONObject: object)) ?? data
        }
        let recipe: Recipe
        do {
            recipe = try JSONDecoder().decode(Recipe.self, from: data)
        } catch let error as DecodingError {
            if case .dataCorrupted(let context) = error, context.codingPath.isEmpty {
                return [RecipeFormatError(file: name, field: "", problem: JSONProblem.describe(data, error))]
            }
            return everyUnreadableLine(data, file: name) ?? [Recipe.describe(error, file: name)]
        } catch {
            return [RecipeFormatError(file: name, field: "", problem: JSONProblem.describe(data, error))]
        }
        var problems = recipe.problems(file: name) + misspellings(data, recipe, file: name)
        let stem = file.deletingPathExtension().lastPathComponent
        if inLibrary, !recipe.id.isEmpty, recipe.id != stem {
            problems.append(RecipeFormatError(file: name, field: "id", problem: "is '\(recipe.id)' but the file is named \(stem).json; name one after the other"))
        }
        return problems
    }
}

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
        var count = 0
        var problems: [RecipeFormatError] = []
        for target in targets {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: target, isDirectory: &isDirectory) else {
                throw CommandFailure("\(target): no such file or folder")
            }
            if isDirectory.boolValue {
                let loaded = RecipeFolder(URL(fileURLWithPath: target, isDirectory: true)).load()
                count += loaded.recipes.count
                problems += loaded.problems
            } else {
                guard let data = FileManager.default.contents(atPath: target) else { throw CommandFailure("\(target): cannot be read") }
                do {
                    _ = try Recipe.decode(data, file: target)
                    count += 1
                } catch {
                    problems.append(error)
                }
            }
        }
        for problem in problems { Console.out(problem.description) }
        Console.out("\(count) recipes fine, \(problems.count) with problems")
        return problems.isEmpty ? 0 : 1
    }
}

import Foundation
import SousCore

struct DialogueCommand: Subcommand {
    static let name = "dialogue"
    static let summary = "Run scripted conversations (.dialogue files) and report which pass."
    static let usage = "sous dialogue FILE|FOLDER... [--verbose]"
    static let discussion = "The last line is 'N passed, N failed'; the exit status is 1 when any failed."
    static let options: [OptionSpec] = [.flag("verbose", "print every conversation, not only failures")]

    static func run(_ arguments: ParsedArguments, _ context: Context) async throws -> Int32 {
        guard !arguments.positionals.isEmpty else { throw UsageError("dialogue needs at least one FILE or FOLDER") }
        let files = try expand(arguments.positionals)
        let search = try context.search()
        let runner = DialogueRunner()
        var passed = 0
        var failed = 0
        for file in files {
            let name = file.lastPathComponent
            let result: DialogueRunner.Result
            do {
                guard let text = try? String(contentsOf: file, encoding: .utf8) else { throw CommandFailure("\(file.path): cannot be read") }
                let script = try DialogueScript(name: name, text: text)
                guard let recipe = search.recipes.first(where: { $0.id == script.recipeID }) else {
                    throw CommandFailure("\(name): no recipe with id '\(script.recipeID)'")
                }
                result = runner.run(script, recipe: recipe)
            } catch {
                Console.out("FAIL \(name)\n  \(error)")
                failed += 1
                continue
            }
            if result.passed {
                passed += 1
                Console.out("ok   \(name)")
            } else {
                failed += 1
                Console.out("FAIL \(name)")
                for failure in result.failures { Console.out("  \(failure)") }
            }
            if arguments.has("verbose") || !result.passed {
                for line in result.transcript { Console.out("    \(line)") }
            }
        }
        Console.out("\(passed) passed, \(failed) failed")
        return failed == 0 ? 0 : 1
    }

    /// Files as given, folders as their `.dialogue` files in name order.
    static func expand(_ paths: [String]) throws -> [URL] {
        var files: [URL] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw CommandFailure("\(path): no such file or folder")
            }
            let url = URL(fileURLWithPath: path)
            if isDirectory.boolValue {
                let inside = try FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)
                    .filter { $0.pathExtension == "dialogue" }
                    .sorted { $0.lastPathComponent < $1.lastPathComponent }
                files += inside
            } else {
                files.append(url)
            }
        }
        return files
    }
}

import Foundation
import SousCore
import SousRecipes

/// `sous import FILE...`: recipes from saved web pages, Cooklang and JSON
/// into the user's recipe folder, where `sous list` and `sous cook` see them.
struct ImportCommand: Subcommand {
    static let name = "import"
    static let summary = "Import a recipe from a saved web page, a Cooklang file or JSON."
    static let usage = "sous import FILE.html|FILE.cook|FILE.json... [--json] [--all] [--force]"
    static let discussion = """
        Web pages are read from their schema.org data (JSON-LD or microdata), as
        recipe sites publish it for search engines, or from an h-recipe or the
        page's Ingredients and Instructions headings; a page saved as one .mhtml
        file works too. Sous works offline: save a page from the browser first
        (a web address is not fetched). The recipe is saved as
        <data>/Recipes/<id>.json, the id made from its title; a different recipe
        with that id keeps its file and the new one gets a numbered id. A JSON
        file may hold one recipe in Sous's format (its id may be left out) or a
        list of them, also in the brief's recipes.json shape.
        """
    static let options: [OptionSpec] = [
        .flag("json", "print the recipe in Sous's JSON format instead of saving it"),
        .flag("all", "import every recipe on a page or in a list that has several (default: the first)"),
        .flag("force", "replace a saved recipe with the same id"),
    ]

    /// Every file is tried: a page with no recipe is named on stderr and
    /// the good ones are still saved; the exit status is 1 if any failed.
    static func run(_ arguments: ParsedArguments, _ context: Context) async throws -> Int32 {
        guard !arguments.positionals.isEmpty else { throw UsageError("import needs a FILE") }
        var recipes: [Recipe] = []
        var failed = 0
        for path in arguments.positionals {
            do {
                recipes += try importRecipes(from: path, all: arguments.has("all"))
            } catch let failure as CommandFailure where arguments.positionals.count > 1 {
                Console.error("error: \(failure.message)")
                failed += 1
            }
        }
        if arguments.has("json") {
            if recipes.count == 1 {
                Console.out(String(decoding: RecipeFileText.data(recipes[0]), as: UTF8.self).trimmingCharacters(in: .newlines))
            } else if !recipes.isEmpty {
                let objects = recipes.compactMap { try? JSONSerialization.jsonObject(with: $0.encodedJSON()) }
                Console.out(RecipeListing.jsonText(objects))
            }
            return failed > 0 ? 1 : 0
        }
        let paths = try context.paths()
        let library = try context.recipes()
        let bundled = Set(RecipeFolder(paths.recipes).load().recipes.map(\.id))
        let writer = UserRecipeWriter(folder: paths.userRecipes, reservedIDs: bundled)
        for recipe in recipes {
            // The brief's sample recipes are bundled already: a second copy
            // under another id would only show every title twice.
            if !arguments.has("force"), let twin = library.first(where: { $0.id != recipe.id && $0.isSameDish(as: recipe) }) {
                Console.out("'\(recipe.title)' is already in your library as \(twin.id); not imported again (--force imports it anyway)")
                continue
            }
            let saved: UserRecipeWriter.Saved
            do {
                saved = try writer.save(recipe, replace: arguments.has("force"))
            } catch {
                throw CommandFailure(error.description)
            }
            Console.out(savedLine(saved))
            // --force with a bundled recipe's id: the user's file now hides the bundled one.
            if bundled.contains(saved.recipe.id), saved.outcome != .unchanged {
                Console.out("(Your copy now stands in for the bundled recipe \(saved.recipe.id); 'sous remove \(saved.recipe.id)'"
                    + " brings the bundled one back.)")
            }
        }
        if failed > 0 {
            Console.error("\(failed) of \(arguments.positionals.count) files could not be imported")
            return 1
        }
        return 0
    }

    /// Imports one file, telling on stderr what was left out.
    private static func importRecipes(from path: String, all: Bool) throws -> [Recipe] {
        let url = URL(fileURLWithPath: path)
        let result: ImportResult
        do {
            result = try RecipeImporter.importFile(atPath: path)
        } catch {
            throw CommandFailure(error.description)
        }
        for remark in result.remarks { Console.error("note: \(url.lastPathComponent) \(remark)") }
        for note in result.notes { Console.error("note: left out \(note)") }
        let chosen = all ? result.recipes : [result.chosen]
        if !all, result.recipes.count > 1 {
            Console.error("note: \(url.lastPathComponent) has \(result.recipes.count) recipes; importing the first, '\(result.chosen.title)' (--all imports every one)")
        }
        let stem = url.deletingPathExtension().lastPathComponent
        var recipes: [Recipe] = []
        for imported in chosen {
            // Sous's own files keep their id; everything else is named after its title.
            let id = imported.original?.id ?? RecipeIdentifier.make(from: imported.title, fallback: stem)
            let recipe = imported.recipe(id: id)
            do {
                try recipe.validate(file: url.lastPathComponent)
            } catch {
                throw CommandFailure(error.description)
            }
            var missing: [String] = []
            if imported.minutes == nil { missing.append("time (listed as time unknown)") }
            if imported.servings == nil { missing.append("servings (saved as 1)") }
            for problem in imported.problems + imported.notes { Console.error("note: \(url.lastPathComponent): \(problem)") }
            if !missing.isEmpty {
                Console.error("note: '\(recipe.title)' does not give its \(missing.joined(separator: " or "))")
            }
            recipes.append(recipe)
        }
        return recipes
    }

    private static func savedLine(_ saved: UserRecipeWriter.Saved) -> String {
        let recipe = saved.recipe
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        let facts = "\(count(recipe.ingredients.count, "ingredient")), \(count(recipe.steps.count, "step")), \(recipe.minutes > 0 ? "\(recipe.minutes) min" : "time unknown"), \(recipe.servesOrMakes)"
        switch saved.outcome {
        case .created:
            var line = "Saved '\(recipe.title)' as \(recipe.id) (\(facts)) to \(saved.file.path)"
            // "-2": another recipe of this title is saved; both now answer to it.
            if let dash = recipe.id.lastIndex(of: "-"), Int(recipe.id[recipe.id.index(after: dash)...]) != nil {
                let first = String(recipe.id[..<dash])
                if FileManager.default.fileExists(atPath: saved.file.deletingLastPathComponent().appendingPathComponent(first + ".json").path) {
                    line += "\n(A different '\(recipe.title)' is saved as \(first); to update that one instead, import with --force"
                        + " and 'sous remove \(recipe.id)'.)"
                }
            }
            return line
        case .replaced: return "Replaced \(recipe.id) with '\(recipe.title)' (\(facts)) in \(saved.file.path)"
        case .unchanged: return "'\(recipe.title)' is already saved as \(recipe.id) in \(saved.file.path)"
        }
    }
}

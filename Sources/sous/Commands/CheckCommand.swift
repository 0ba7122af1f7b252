import Foundation
import SousCore
import SousRecipes

struct CheckCommand: Subcommand {
    static let name = "check"
    static let summary = "Check recipe files: every problem names the file and the field."
    static let usage = "sous check [FILE.json|FILE.cook|FOLDER]..."
    static let discussion = """
        Without arguments, checks the bundled Recipes folder and your own recipes
        (<data>/Recipes). A file elsewhere is checked as 'sous import' reads it: one
        recipe or a list, Sous's JSON or Cooklang, UTF-8 or UTF-16, no id needed. A
        file in one of those two folders is checked as Sous loads it from there:
        UTF-8 JSON, one recipe named after its id.
        """

    static func run(_ arguments: ParsedArguments, _ context: Context) async throws -> Int32 {
        let paths = arguments.positionals.isEmpty ? try context.paths() : try? context.paths()
        var targets = arguments.positionals
        if targets.isEmpty, let paths {
            targets = [paths.recipes.path]
            if FileManager.default.fileExists(atPath: paths.userRecipes.path) { targets.append(paths.userRecipes.path) }
        }
        // Where Sous loads recipes from file by file (not by import).
        let libraries = Set([paths?.recipes, paths?.userRecipes].compactMap { $0.map(canonical) })
        var files: [(url: URL, shown: String)] = []
        for target in targets {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: target, isDirectory: &isDirectory) else {
                throw CommandFailure("\(target): no such file or folder")
            }
            let url = URL(fileURLWithPath: target, isDirectory: isDirectory.boolValue)
            if isDirectory.boolValue {
                let found = ["json", "cook"].flatMap { (try? RecipeFolder.files(in: url, withExtension: $0)) ?? [] }
                files += found.sorted { $0.lastPathComponent < $1.lastPathComponent }.map { ($0, $0.path) }
            } else {
                files.append((url, target))
            }
        }
        var fine = 0
        var broken = 0
        for file in files {
            let inLibrary = libraries.contains(canonical(file.url.deletingLastPathComponent()))
            let report = inLibrary ? checkLibraryFile(file.url, shown: file.shown) : checkImport(file.url, shown: file.shown)
            for note in report.notes { Console.out("\(file.shown): note: \(note)") }
            for problem in report.problems { Console.out(problem.description) }
            if report.problems.isEmpty { fine += 1 } else { broken += 1 }
        }
        Console.out("\(fine) \(fine == 1 ? "recipe" : "recipes") fine, \(broken) with problems")
        return broken == 0 ? 0 : 1
    }

    /// What one file gets wrong, and what is only worth knowing.
    struct Report {
        var problems: [RecipeFormatError] = []
        var notes: [String] = []
    }

    private static func canonical(_ folder: URL) -> String {
        folder.resolvingSymlinksInPath().standardizedFileURL.path
    }

    // MARK: Files in a recipe folder

    /// A file in the bundled or the user's Recipes folder, as the library
    /// loads it: UTF-8 JSON, one recipe, with an id. Its id must be its
    /// file's name there: Sous finds, replaces and removes recipes in those
    /// folders by file name.
    private static func checkLibraryFile(_ file: URL, shown name: String) -> Report {
        func refused(_ problem: String) -> Report { Report(problems: [RecipeFormatError(file: name, field: "", problem: problem)]) }
        guard file.pathExtension.lowercased() == "json" else {
            return refused("Sous loads only .json files from this folder; 'sous import' it to add it as one")
        }
        guard let data = FileManager.default.contents(atPath: file.path) else { return refused("cannot be read") }
        guard String(validating: data, as: UTF8.self) != nil else {
            return refused("is not UTF-8 text; Sous reads this folder as UTF-8 only (save it as UTF-8, or 'sous import' it from elsewhere)")
        }
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            return refused(JSONProblem.describe(data, error))
        }
        guard let object = json as? [String: Any] else {
            if json is [Any] { return refused("holds a list of recipes; a file in this folder holds one ('sous import --all' saves each as its own file)") }
            return refused("is not a recipe (expected a JSON object)")
        }
        let text = String(decoding: data, as: UTF8.self)
        var problems = everyProblem(object, text: text, file: name, needsID: true)
        let stem = file.deletingPathExtension().lastPathComponent
        if let id = object["id"] as? String, !id.isEmpty, id != stem, !problems.contains(where: { $0.field == "id" }) {
            problems.append(RecipeFormatError(file: name, field: "id", problem: "is '\(id)' but the file is named \(stem).json; Sous finds, replaces and removes the recipes in this folder by file name, so rename it \(id).json (or change the id)"))
        }
        return Report(problems: problems)
    }

    // MARK: Files to import

    /// A file anywhere else, as `sous import` reads it: Cooklang, a saved
    /// page, or JSON holding one recipe (its id may be left out) or a list.
    private static func checkImport(_ file: URL, shown name: String) -> Report {
        var report = Report()
        func refused(_ problem: String) -> Report {
            report.problems.append(RecipeFormatError(file: name, field: "", problem: problem))
            return report
        }
        guard let data = FileManager.default.contents(atPath: file.path) else { return refused("cannot be read") }
        let stem = file.deletingPathExtension().lastPathComponent
        switch RecipeImporter.format(of: file) {
        case .cooklang?:
            do {
                let result = try RecipeImporter.importCooklang(data, file: name, fallbackTitle: RecipeImporter.title(fromFileName: stem))
                report.notes += result.remarks
                for imported in result.recipes {
                    report.problems += imported.problems.map { RecipeFormatError(file: name, field: "", problem: $0) }
                    report.notes += imported.notes
                    report.problems += imported.recipe(id: RecipeIdentifier.make(from: imported.title, fallback: stem)).problems(file: name)
                }
            } catch {
                report.problems.append(RecipeFormatError(field: "", problem: error.description))
            }
            return report
        case .html?:
            do {
                _ = try RecipeImporter.importFile(at: file)
            } catch {
                report.problems.append(RecipeFormatError(field: "", problem: error.description))
            }
            return report
        case .json?, nil:
            break
        }
        guard let decoded = RecipeText.decode(data) else { return refused("is not UTF-8 or UTF-16 text; save it as UTF-8") }
        report.notes += decoded.note.map { [$0] } ?? []
        let utf8 = Data(decoded.text.utf8)
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: utf8, options: [.fragmentsAllowed])
        } catch {
            return refused(JSONProblem.describe(utf8, error))
        }
        if RecipeImporter.isSchemaOrg(json) {
            do {
                _ = try RecipeImporter.importJSON(utf8, file: name)
            } catch {
                report.problems.append(RecipeFormatError(field: "", problem: error.description))
            }
            return report
        }
        if let list = RecipeImporter.recipeList(in: json) {
            if list.isEmpty { return refused("holds an empty list of recipes") }
            for (index, element) in list.enumerated() {
                let place = "\(name) recipe \(index + 1)"
                guard let object = element as? [String: Any] else {
                    report.problems.append(RecipeFormatError(file: place, field: "", problem: "is not a JSON object"))
                    continue
                }
                report.problems += importProblems(object, text: nil, place: place)
            }
            return report
        }
        guard let object = json as? [String: Any] else {
            return refused("is not a recipe (expected a recipe object or a list of recipes)")
        }
        report.problems += importProblems(object, text: decoded.text, place: name)
        return report
    }

    /// The brief's shape is checked as import reads it (first problem
    /// only); Sous's own format field by field.
    private static func importProblems(_ object: [String: Any], text: String?, place: String) -> [RecipeFormatError] {
        guard RecipeImporter.isBriefShaped(object) else { return everyProblem(object, text: text, file: place, needsID: false) }
        do {
            _ = try RecipeImporter.recipe(fromJSONObject: object, place: place)
            return []
        } catch {
            return [error]
        }
    }

    // MARK: Every problem of one recipe

    /// The fields of a recipe in the order of the bundled files.
    private static let fieldOrder = [
        "id", "title", "tags", "minutes", "servings", "yield", "image", "diets", "notDiets", "allergens", "ingredients", "steps", "nutrition",
    ]

    /// What a required field is read as when it cannot be, so the rest of
    /// the recipe can still be checked.
    private static var standIns: [String: Any] {
        ["id": "recipe", "title": "Recipe", "minutes": 0, "ingredients": [Any](), "steps": ["Step."]]
    }

    /// Every problem of one recipe object, in the order of the file: each
    /// field is read on its own, and one that cannot be is named and read as
    /// a stand-in, so a wrong "servings" no longer hides an empty title
    /// (one run used to show one round of mistakes).
    private static func everyProblem(_ object: [String: Any], text: String?, file: String, needsID: Bool) -> [RecipeFormatError] {
        var repaired = object
        var problems: [RecipeFormatError] = []
        /// Fields read as a stand-in: what `problems(file:)` says of them is not the file's.
        var stoodIn: Set<String> = []
        func standIn(_ key: String) {
            repaired[key] = standIns[key]
            stoodIn.insert(key)
        }
        if !needsID, (object["id"] as? String ?? "").isEmpty {
            // Import names a recipe without an id after its title.
            if let title = object["title"] as? String, !title.trimmingCharacters(in: .whitespaces).isEmpty {
                repaired["id"] = RecipeIdentifier.make(from: title)
            } else {
                standIn("id")
            }
        }
        for key in fieldOrder where key != "ingredients" && key != "steps" {
            guard let value = repaired[key] else {
                if standIns[key] != nil {
                    problems.append(RecipeFormatError(file: file, field: key, problem: "is missing"))
                    standIn(key)
                }
                continue
            }
            var probe = standIns
            probe[key] = value
            if let problem = decodingProblem(probe, file: file) {
                problems.append(problem)
                standIn(key)
            }
        }
        func readable<T: Decodable>(_ key: String, as type: T.Type) {
            guard let value = repaired[key] else {
                problems.append(RecipeFormatError(file: file, field: key, problem: "is missing"))
                standIn(key)
                return
            }
            guard let list = value as? [Any] else {
                var probe = standIns
                probe[key] = value
                problems.append(decodingProblem(probe, file: file) ?? RecipeFormatError(file: file, field: key, problem: "expected a list"))
                standIn(key)
                return
            }
            // An unreadable entry is read as a stand-in, not dropped, so the
            // entries after it keep their place: the empty line after a bad
            // one is ingredients[2], as in the file, not ingredients[1].
            let standInEntry: Any = key == "steps" ? "Step." : "1 egg"
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
                    kept.append(standInEntry)
                } catch {
                    kept.append(standInEntry)
                }
            }
            repaired[key] = kept
        }
        readable("ingredients", as: Ingredient.self)
        readable("steps", as: Step.self)
        if let data = try? JSONSerialization.data(withJSONObject: repaired) {
            do {
                let recipe = try JSONDecoder().decode(Recipe.self, from: data)
                problems += recipe.problems(file: file).filter { !stoodIn.contains($0.field) }
                problems += misspellings(object, recipe, file: file)
            } catch let error as DecodingError {
                problems.append(Recipe.describe(error, file: file))
            } catch {}
        }
        return inFileOrder(problems, text: text)
    }

    /// Why `object` does not decode as a recipe, if it does not.
    private static func decodingProblem(_ object: [String: Any], file: String) -> RecipeFormatError? {
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.fragmentsAllowed]) else {
            return RecipeFormatError(file: file, field: "", problem: "could not be read")
        }
        do {
            _ = try JSONDecoder().decode(Recipe.self, from: data)
            return nil
        } catch let error as DecodingError {
            return Recipe.describe(error, file: file)
        } catch {
            return RecipeFormatError(file: file, field: "", problem: "could not be read")
        }
    }

    /// Problems in the order their fields come in the file (the bundled
    /// files' order when the text is not at hand), each field's in order.
    private static func inFileOrder(_ problems: [RecipeFormatError], text: String?) -> [RecipeFormatError] {
        func key(_ field: String) -> String {
            String(field.prefix { $0 != "[" && $0 != "." })
        }
        func rank(_ field: String) -> Int {
            let key = key(field)
            if let text, let found = text.range(of: "\"\(key)\"") { return text.utf8.distance(from: text.startIndex, to: found.lowerBound) }
            return (fieldOrder.firstIndex(of: key) ?? fieldOrder.count) + (text == nil ? 0 : Int.max / 2)
        }
        return problems.enumerated()
            .sorted { (rank($0.element.field), $0.offset) < (rank($1.element.field), $1.offset) }
            .map(\.element)
    }

    /// Fields and values Sous would silently ignore: "serving": 4 left the
    /// recipe serving 1, "vegam" kept it out of every vegan list, a
    /// "section" inside an ingredient was dropped without a word.
    private static func misspellings(_ object: [String: Any], _ recipe: Recipe, file: String) -> [RecipeFormatError] {
        var problems: [RecipeFormatError] = []
        func unknownKeys(_ object: [String: Any], known: Set<String>, at place: String) {
            for key in object.keys.sorted() where !known.contains(key) {
                let guess = known.min { Words.distance(key, $0) < Words.distance(key, $1) }
                let hint = guess.map { Words.distance(key, $0) <= 2 ? " (did you mean '\($0)'?)" : "" } ?? ""
                problems.append(RecipeFormatError(file: file, field: place + (place.isEmpty ? "" : ".") + key, problem: "is not a field Sous reads\(hint)"))
            }
        }
        unknownKeys(object, known: knownFields, at: "")
        for (index, ingredient) in (object["ingredients"] as? [Any] ?? []).enumerated() {
            if let ingredient = ingredient as? [String: Any] { unknownKeys(ingredient, known: ingredientFields, at: "ingredients[\(index)]") }
        }
        for (index, step) in (object["steps"] as? [Any] ?? []).enumerated() {
            if let step = step as? [String: Any] { unknownKeys(step, known: stepFields, at: "steps[\(index)]") }
        }
        for (index, diet) in recipe.diets.enumerated() where !RecipeListing.standardDiets.contains(diet.lowercased()) {
            problems.append(RecipeFormatError(file: file, field: "diets[\(index)]", problem: "'\(diet)' is not a diet Sous knows (\(RecipeListing.standardDiets.sorted().joined(separator: ", ")))"))
        }
        for (index, allergen) in recipe.allergens.enumerated() where Allergens.category(allergen) == nil {
            problems.append(RecipeFormatError(file: file, field: "allergens[\(index)]", problem: "'\(allergen)' is not an allergen Sous knows (\(Allergens.names.joined(separator: ", ")))"))
        }
        return problems
    }

    private static let knownFields: Set<String> = [
        "id", "title", "tags", "minutes", "servings", "yield", "image", "diets", "allergens", "ingredients", "steps", "nutrition",
    ]
    private static let ingredientFields: Set<String> = ["text", "quantity", "unit", "name", "note", "section"]
    private static let stepFields: Set<String> = ["text", "timer", "section"]
}

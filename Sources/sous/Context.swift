import Foundation
import SousCore
import SousRecipes
import SousStore

/// What subcommands share: paths, the recipe collection and the database,
/// each opened only when first needed.
final class Context {
    let environment: [String: String]
    private var cachedPaths: SousPaths?
    private var cachedRecipes: [Recipe]?
    private var cachedDatabase: Database?

    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.environment = environment
    }

    func paths() throws -> SousPaths {
        if let cachedPaths { return cachedPaths }
        do {
            var paths = try SousPaths.locate(environment: environment)
            if let data = environment["SOUS_DATA"], !data.isEmpty { paths.data = URL(fileURLWithPath: data, isDirectory: true) }
            if let ignored = paths.ignoredHome { Console.error("warning: \(ignored)") }
            cachedPaths = paths
            return paths
        } catch {
            throw CommandFailure("\(error)")
        }
    }

    /// Every recipe Sous can cook. Broken files are reported on stderr, one
    /// line each, and skipped.
    func recipes() throws -> [Recipe] {
        if let cachedRecipes { return cachedRecipes }
        let loaded = RecipeLibrary.load(try paths())
        for problem in loaded.problems {
            Console.error("warning: \(problem)")
        }
        cachedRecipes = loaded.recipes
        return loaded.recipes
    }

    func search() throws -> RecipeSearch { RecipeSearch(try recipes()) }

    /// The recipe named by id or loosely by title, or a failure that says so.
    func recipe(_ idOrTitle: String) throws -> Recipe {
        switch try search().match(idOrTitle) {
        case .one(let recipe):
            return recipe
        case .several(let recipes):
            if recipes.count == 1 { throw CommandFailure("no recipe is called '\(idOrTitle)'; did you mean \(RecipeSearch.candidates(recipes))?") }
            let more = recipes.count > 6 ? " ('sous search \(idOrTitle)' lists them all)" : ""
            throw CommandFailure("'\(idOrTitle)' could be any of: \(RecipeSearch.candidates(recipes)); give the id\(more)")
        case .none:
            throw CommandFailure("no recipe matches '\(idOrTitle)'; try 'sous search \(idOrTitle)'")
        }
    }

    func database() throws -> Database {
        if let cachedDatabase { return cachedDatabase }
        let directory = try paths().data
        do {
            let opened = try SousDatabase.open(in: directory)
            if let note = opened.recovered { Console.error("warning: \(note)") }
            cachedDatabase = opened.database
            return opened.database
        } catch {
            throw CommandFailure("\(error)")
        }
    }
}

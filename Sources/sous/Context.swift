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
    private var cachedSettings: RemoteSettings?
    /// How a warning reaches the cook: a `warning:` line on stderr, or, in
    /// the daemon, a log line with journald's warning priority (`<4>`).
    var warn: (String) -> Void = { Console.error("warning: \($0)") }

    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.environment = environment
    }

    func paths() throws -> SousPaths {
        if let cachedPaths { return cachedPaths }
        do {
            var paths = try SousPaths.locate(environment: environment)
            if let data = environment["SOUS_DATA"], !data.isEmpty { paths.data = URL(fileURLWithPath: data, isDirectory: true) }
            if let ignored = paths.ignoredHome { warn(ignored) }
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
        let paths = try paths()
        // The library reads the config file (for a recipe feed): its mistakes are said here too.
        _ = remoteSettings()
        let loaded = RecipeLibrary.load(paths, environment: environment)
        for problem in loaded.problems {
            warnOnce("\(problem)")
        }
        cachedRecipes = loaded.recipes
        origins = loaded.origins
        return loaded.recipes
    }

    /// Where each recipe came from, by id (after `recipes()`).
    private(set) var origins: [String: String] = [:]

    /// Recipes named for the cook to choose among, those of one title told
    /// apart by where they came from.
    func candidates(_ recipes: [Recipe]) -> String {
        RecipeSearch.candidates(recipes) { self.origins[$0.id] }
    }

    /// Remote sources and the quota budget, from the environment and the
    /// config file; problems with them (an unknown key, a value out of
    /// range) are warnings, said once per run by every command that reads them.
    func remoteSettings() -> RemoteSettings {
        if let cachedSettings { return cachedSettings }
        let settings = RemoteSettings.load(environment: environment)
        for problem in settings.problems { warn(problem) }
        cachedSettings = settings
        return settings
    }

    func search() throws -> RecipeSearch { RecipeSearch(try recipes()) }

    /// The recipe named by id or loosely by title, or a failure that says so.
    func recipe(_ idOrTitle: String) throws -> Recipe {
        // `sous show ""` listed the whole library as candidates.
        guard !idOrTitle.trimmingCharacters(in: .whitespaces).isEmpty else { throw UsageError("give a recipe ID or title") }
        switch try search().match(idOrTitle) {
        case .one(let recipe):
            return recipe
        case .several(let recipes):
            if recipes.count == 1 { throw CommandFailure("no recipe is called '\(idOrTitle)'; did you mean \(candidates(recipes))?") }
            let more = recipes.count > 6 ? " ('sous search \(idOrTitle)' lists them all)" : ""
            throw CommandFailure("'\(idOrTitle)' could be any of: \(candidates(recipes)); give the id\(more)")
        case .none:
            throw CommandFailure("no recipe matches '\(idOrTitle)'; try 'sous search \(idOrTitle)'")
        }
    }

    /// The recipe whose id or whole title is `idOrTitle` (case and spacing
    /// aside), for what cannot be undone: `sous remove bell` deleted "Bell
    /// Pepper Sandwich" found loosely. A loose match is named, not acted on.
    func exactRecipe(_ idOrTitle: String) throws -> Recipe {
        let wanted = idOrTitle.split(whereSeparator: \.isWhitespace).joined(separator: " ").lowercased()
        let all = try recipes()
        if let recipe = all.first(where: { $0.id.lowercased() == wanted }) { return recipe }
        let titled = all.filter { $0.title.split(whereSeparator: \.isWhitespace).joined(separator: " ").lowercased() == wanted }
        if titled.count == 1 { return titled[0] }
        if titled.count > 1 { throw CommandFailure("several recipes are called '\(idOrTitle)': \(candidates(titled)); give the id") }
        let loose = try recipe(idOrTitle)
        throw CommandFailure("no recipe has the id or title '\(idOrTitle)'; did you mean \(loose.title) (\(loose.id))? Give its id to be sure")
    }

    /// Set once this process holds the data folder's lock (`sous cook`):
    /// a damaged database may then be repaired, as no one else has it open.
    var holdsDataFolder = false

    func database() throws -> Database {
        if let cachedDatabase { return cachedDatabase }
        let directory = try paths().data
        do {
            let opened = try SousDatabase.open(in: directory, holdingFolder: holdsDataFolder)
            if let note = opened.recovered { warn(note) }
            cachedDatabase = opened.database
            return opened.database
        } catch {
            if error.code == SousDatabase.folderNotWritable { unwritableFolder = error.description }
            throw CommandFailure("\(error)")
        }
    }

    /// Why the data folder cannot be written, once opening it found so.
    private var unwritableFolder: String?
    private var warned: Set<String> = []

    /// A warning said once a run, however many places meet the same problem.
    func warnOnce(_ text: String) {
        if warned.insert(text).inserted { warn(text) }
    }

    /// The database for what works without it (listing, searching,
    /// showing, cooking in the terminal): nil when the data folder cannot
    /// be written, said once, so the command still works, remembering
    /// nothing; other problems fail as ever.
    func readingDatabase() throws -> Database? {
        do {
            return try database()
        } catch {
            guard let unwritableFolder else { throw error }
            warnOnce(unwritableFolder)
            return nil
        }
    }
}

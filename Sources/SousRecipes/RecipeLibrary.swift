import Foundation
import SousCore
import SousStore

/// Every recipe the cook can reach: the bundled ones, a remote recipe feed
/// when one is configured, the user's own (imported) recipes in
/// `<data>/Recipes`, and bookmarked recipes kept whole in the database.
///
/// Later sources win on the same id: a feed may update a bundled recipe and
/// the cook's own file beats both. Bookmarks fill in only what is missing,
/// so `sous cook spoonacular-716429` works with the network gone.
///
/// When the feed cannot be had (timeout, HTTP error, bad JSON) the library
/// carries on with the bundled and bookmarked recipes and the feed's last
/// good snapshot, and says so in one line among `problems`.
public struct RecipeLibrary: Sendable {
    public var recipes: [Recipe]
    public var problems: [RecipeFormatError]

    public init(recipes: [Recipe], problems: [RecipeFormatError]) {
        self.recipes = recipes
        self.problems = problems
    }

    /// Loads synchronously; a configured feed is fetched within its timeout.
    public static func load(_ paths: SousPaths, environment: [String: String] = ProcessInfo.processInfo.environment) -> RecipeLibrary {
        let settings = RemoteSettings.load(environment: environment)
        let feed = settings.recipesURL.map { url in
            Result { () throws(RemoteError) in try RecipeFeed(url: url, timeout: settings.timeout).fetchBlocking() }
        }
        return assemble(paths, settings: settings, feed: feed)
    }

    /// The same without blocking a thread while the feed is fetched.
    public static func loading(_ paths: SousPaths, environment: [String: String] = ProcessInfo.processInfo.environment) async -> RecipeLibrary {
        let settings = RemoteSettings.load(environment: environment)
        var feed: Result<RecipeFeed.Fetched, RemoteError>?
        if let url = settings.recipesURL {
            do { feed = .success(try await RecipeFeed(url: url, timeout: settings.timeout).fetch()) } catch { feed = .failure(error) }
        }
        return assemble(paths, settings: settings, feed: feed)
    }

    /// The cache source under which the feed's last good snapshot is kept.
    static let feedSource = "feed"

    static func assemble(_ paths: SousPaths, settings: RemoteSettings, feed: Result<RecipeFeed.Fetched, RemoteError>?) -> RecipeLibrary {
        let bundled = RecipeFolder(paths.recipes).load()
        var recipes = bundled.recipes
        var problems = bundled.problems.map { problem in
            var named = problem
            named.file = "Recipes/" + (problem.file ?? "")
            return named
        }
        problems += settings.problems.map { RecipeFormatError(file: "settings", field: "", problem: $0) }

        let database = openDatabase(paths, create: feed != nil, problems: &problems)
        func replace(with incoming: [Recipe]) {
            let ids = Set(incoming.map(\.id))
            recipes.removeAll { ids.contains($0.id) }
            recipes += incoming
        }

        switch feed {
        case .success(let fetched)?:
            replace(with: fetched.recipes)
            problems += fetched.problems
            if let database { try? RemoteRecipeCache(database).replace(source: feedSource, with: fetched.recipes) }
        case .failure(let error)?:
            let snapshot = database.flatMap { try? RemoteRecipeCache($0).recipes(source: feedSource) } ?? []
            replace(with: snapshot)
            let kept = snapshot.isEmpty ? "" : ", and the \(snapshot.count) from its last good fetch"
            problems.append(RecipeFormatError(file: "recipe feed", field: "",
                                              problem: "\(error); using the bundled and bookmarked recipes\(kept)"))
        case nil:
            break
        }

        let userFolder = paths.userRecipes
        if FileManager.default.fileExists(atPath: userFolder.path) {
            let user = RecipeFolder(userFolder).load()
            replace(with: user.recipes)
            problems += user.problems.map { problem in
                var named = problem
                named.file = userFolder.appendingPathComponent(problem.file ?? "").path
                return named
            }
        }

        if let database, let saved = try? Bookmarks(database).all() {
            let ids = Set(recipes.map(\.id))
            recipes += saved.bookmarks.map(\.recipe).filter { !ids.contains($0.id) }
            problems += saved.problems
        }
        return RecipeLibrary(recipes: recipes, problems: problems)
    }

    /// The user's database, if there is one (or `create` asks for one, to
    /// keep a feed snapshot). Looking at recipes never creates the data
    /// folder otherwise.
    private static func openDatabase(_ paths: SousPaths, create: Bool, problems: inout [RecipeFormatError]) -> Database? {
        let file = paths.data.appendingPathComponent("sous.sqlite")
        guard create || FileManager.default.fileExists(atPath: file.path) else { return nil }
        do {
            let opened = try SousDatabase.open(in: paths.data)
            if let note = opened.recovered { problems.append(RecipeFormatError(file: nil, field: "", problem: note)) }
            return opened.database
        } catch {
            problems.append(RecipeFormatError(file: file.path, field: "", problem: "cannot be opened (\(error.message)); bookmarks are not available"))
            return nil
        }
    }
}

extension SousPaths {
    /// The user's own recipes: imports and edits.
    public var userRecipes: URL { data.appendingPathComponent("Recipes", isDirectory: true) }
}

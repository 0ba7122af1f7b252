import Foundation
import SousCore
import SousStore
#if canImport(Glibc)
import Glibc
#endif

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
    /// Where each recipe came from ("bundled", "from the recipe feed",
    /// "imported", "bookmarked"), by id: a feed listing "Garlic Lemon
    /// Chicken" beside the bundled one made two recipes of one title, and
    /// "which one?" named them alike.
    public var origins: [String: String] = [:]

    public init(recipes: [Recipe], problems: [RecipeFormatError], origins: [String: String] = [:]) {
        self.recipes = recipes
        self.problems = problems
        self.origins = origins
    }

    /// Loads synchronously; a configured feed is fetched within its timeout,
    /// unless it was asked within the settings' `feedInterval`: then its
    /// last good copy serves.
    /// `network: false` never waits for the feed: its last good copy serves
    /// (the daemon, which must not freeze for a slow feed).
    public static func load(_ paths: SousPaths, environment: [String: String] = ProcessInfo.processInfo.environment,
                            now: Date = Date(), network: Bool = true) -> RecipeLibrary {
        let settings = RemoteSettings.load(environment: environment)
        var feed: Result<RecipeFeed.Fetched, RemoteError>?
        if network, let url = settings.recipesURL, recentAttempt(paths, url: url, within: settings.feedInterval, now: now) == nil {
            feed = Result { () throws(RemoteError) in try RecipeFeed(url: url, timeout: settings.timeout).fetchBlocking() }
        }
        return assemble(paths, settings: settings, feed: feed, now: now)
    }

    /// The same without blocking a thread while the feed is fetched.
    public static func loading(_ paths: SousPaths, environment: [String: String] = ProcessInfo.processInfo.environment,
                               now: Date = Date()) async -> RecipeLibrary {
        let settings = RemoteSettings.load(environment: environment)
        var feed: Result<RecipeFeed.Fetched, RemoteError>?
        if let url = settings.recipesURL, recentAttempt(paths, url: url, within: settings.feedInterval, now: now) == nil {
            do { feed = .success(try await RecipeFeed(url: url, timeout: settings.timeout).fetch()) } catch { feed = .failure(error) }
        }
        return assemble(paths, settings: settings, feed: feed, now: now)
    }

    /// How long one fetch of the feed, good or failed, stands before a
    /// command asks again, unless configured (`feedSeconds`). A feed
    /// changes rarely; a slow one would otherwise hold up every command by
    /// its whole timeout.
    public static let feedInterval: TimeInterval = RemoteSettings().feedInterval

    /// The last ask of this feed when it was within `interval`.
    static func recentAttempt(_ paths: SousPaths, url: URL, within interval: TimeInterval, now: Date) -> FeedAttempts.Attempt? {
        existingDatabase(paths).flatMap { recentAttempt(in: $0, url: url, within: interval, now: now) }
    }

    /// The user's database if there is one; looking never creates it.
    private static func existingDatabase(_ paths: SousPaths) -> Database? {
        guard FileManager.default.fileExists(atPath: paths.data.appendingPathComponent("sous.sqlite").path) else { return nil }
        return try? SousDatabase.open(in: paths.data).database
    }

    static func recentAttempt(in database: Database, url: URL, within interval: TimeInterval, now: Date) -> FeedAttempts.Attempt? {
        guard let last = try? FeedAttempts(database).last(), last.url == url.absoluteString else { return nil }
        let age = now.timeIntervalSince(last.at)
        return age >= 0 && age < interval ? last : nil
    }

    /// The cache source under which the feed's last good snapshot is kept.
    static let feedSource = "feed"

    /// The feed's last good copy (empty without a feed or a database).
    public static func feedRecipes(_ paths: SousPaths) -> [Recipe] {
        existingDatabase(paths).map(feedRecipes(in:)) ?? []
    }

    public static func feedRecipes(in database: Database) -> [Recipe] {
        (try? RemoteRecipeCache(database).recipes(source: feedSource)) ?? []
    }

    static func assemble(_ paths: SousPaths, settings: RemoteSettings, feed: Result<RecipeFeed.Fetched, RemoteError>?,
                         now: Date = Date()) -> RecipeLibrary {
        let bundled = loadFolder(paths.recipes, snapshot: snapshotFile(for: paths.recipes, in: paths))
        var recipes = bundled.recipes
        var origins = Dictionary(bundled.recipes.map { ($0.id, "bundled") }, uniquingKeysWith: { first, _ in first })
        var problems = bundled.problems.map { problem in
            var named = problem
            named.file = "Recipes/" + (problem.file ?? "")
            return named
        }
        problems += settings.feedProblems.map { RecipeFormatError(file: "settings", field: "", problem: $0) }

        let database = openDatabase(paths, create: feed != nil, problems: &problems)
        func replace(with incoming: [Recipe], from origin: String = "from the recipe feed") {
            let ids = Set(incoming.map(\.id))
            recipes.removeAll { ids.contains($0.id) }
            recipes += incoming
            for id in ids { origins[id] = origin }
        }

        let shownFeed = settings.recipesURL.map { Redact.url($0) } ?? ""
        func remember(_ failure: String?) {
            guard let database, let url = settings.recipesURL else { return }
            try? FeedAttempts(database).record(FeedAttempts.Attempt(url: url.absoluteString, at: now, failure: failure))
        }
        func lastGoodCopy() -> [Recipe] {
            let snapshot = database.map(feedRecipes(in:)) ?? []
            replace(with: snapshot)
            return snapshot
        }
        // A feed that suddenly lists nothing is more likely a file being
        // rewritten on the home server than a cook who deleted every recipe:
        // its last good copy is kept (plans and favourites point into it).
        var emptied = false
        if case .success(let fetched)? = feed, fetched.recipes.isEmpty, fetched.problems.isEmpty {
            emptied = database.map(feedRecipes(in:))?.isEmpty == false
        }
        switch feed {
        case .success? where emptied:
            let snapshot = lastGoodCopy()
            problems.append(RecipeFormatError(file: "recipe feed", field: "",
                                              problem: "\(shownFeed) lists no recipes now; using its last good copy of \(snapshot.count) until it lists some again"))
            remember("lists no recipes")
        case .success(let fetched)?:
            replace(with: fetched.recipes)
            problems += fetched.problems
            if let database { try? RemoteRecipeCache(database).replace(source: feedSource, with: fetched.recipes) }
            remember(nil)
        case .failure(let error)?:
            let snapshot = lastGoodCopy()
            let kept = snapshot.isEmpty ? "" : ", and the \(snapshot.count) from its last good fetch"
            problems.append(RecipeFormatError(file: "recipe feed", field: "",
                                              problem: "\(error); using the bundled and bookmarked recipes\(kept)"))
            remember("\(error)")
        case nil where settings.recipesURL != nil:
            // Asked within the last few minutes: its last good copy serves.
            let snapshot = lastGoodCopy()
            if let url = settings.recipesURL, let database, let last = recentAttempt(in: database, url: url, within: settings.feedInterval, now: now), last.failure != nil {
                let left = settings.feedInterval - now.timeIntervalSince(last.at)
                let again = left < 60 ? "\(max(1, Int(left.rounded(.up)))) s" : "\(Int(left / 60)) min"
                problems.append(RecipeFormatError(file: "recipe feed", field: "",
                                                  problem: "\(shownFeed) failed a moment ago; using \(snapshot.isEmpty ? "the bundled and bookmarked recipes" : "its last good copy of \(snapshot.count)") and asking again in \(again)"))
            }
        case nil:
            break
        }

        let userFolder = paths.userRecipes
        var own: Set<String> = []
        if FileManager.default.fileExists(atPath: userFolder.path) {
            let user = loadFolder(userFolder, snapshot: snapshotFile(for: userFolder, in: paths))
            replace(with: user.recipes, from: "imported")
            own = Set(user.recipes.map(\.id))
            problems += user.problems.map { problem in
                var named = problem
                named.file = userFolder.appendingPathComponent(problem.file ?? "").path
                return named
            }
            // Imports are saved, replaced and removed by id: a file copied in
            // under another name would be saved over or left behind.
            for (id, name) in user.files.sorted(by: { $0.value < $1.value }) where name != "\(id).json" {
                problems.append(RecipeFormatError(file: userFolder.appendingPathComponent(name).path, field: "id",
                                                  problem: "is '\(id)' but the file is named \(name); rename it \(id).json"))
            }
        }

        // A bookmark of a feed recipe follows the feed's corrections (unless
        // a file of the cook's own stands for that id).
        if let database, case .success(let fetched)? = feed, !emptied {
            _ = try? Bookmarks(database).refresh(with: fetched.recipes.filter { !own.contains($0.id) })
        }
        if let database, let saved = try? Bookmarks(database).all() {
            let ids = Set(recipes.map(\.id))
            let missing = saved.bookmarks.map(\.recipe).filter { !ids.contains($0.id) }
            recipes += missing
            for recipe in missing { origins[recipe.id] = "bookmarked" }
            problems += saved.problems
        }
        return RecipeLibrary(recipes: recipes, problems: problems, origins: origins)
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
        } catch where error.code == SousDatabase.folderNotWritable {
            // Said as the commands say it, so it is said once.
            problems.append(RecipeFormatError(file: nil, field: "", problem: error.description))
            return nil
        } catch {
            problems.append(RecipeFormatError(file: file.path, field: "", problem: "cannot be opened (\(error.message)); bookmarks are not available"))
            return nil
        }
    }
}

extension RecipeLibrary {
    /// From this many recipe files on, a folder loads through a snapshot;
    /// below it, parsing the JSON takes a few milliseconds anyway.
    public static let snapshotThreshold = 100

    /// `<data>/cache/recipes-<hash of the folder path>.snapshot`.
    static func snapshotFile(for folder: URL, in paths: SousPaths) -> URL {
        let hash = String(folder.standardizedFileURL.path.utf8.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }, radix: 16)
        return paths.data.appendingPathComponent("cache", isDirectory: true).appendingPathComponent("recipes-\(hash).snapshot")
    }

    /// A folder's recipes, as `RecipeFolder.load` reads them (sorted by file
    /// name, broken files and duplicate ids reported, the rest kept), but
    /// for large folders through `RecipeSnapshot`: only files whose
    /// modification time or size changed since the snapshot are parsed, and
    /// the snapshot is rewritten (atomically) when anything changed.
    public static func loadFolder(_ folder: URL, snapshot: URL?) -> RecipeFolder.Loaded {
        guard let snapshot, RecipeCodec.isCurrent,
              let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return RecipeFolder(folder).load() }
        let files = names.filter { ($0 as NSString).pathExtension == "json" }.sorted()
        guard files.count >= snapshotThreshold else { return RecipeFolder(folder).load() }
        let saved = RecipeSnapshot.read(snapshot) ?? []
        let cached = Dictionary(saved.map { ($0.file, $0) }, uniquingKeysWith: { first, _ in first })
        var entries: [RecipeSnapshot.Entry] = []
        var recipes: [Recipe] = []
        var problems: [RecipeFormatError] = []
        var seen: [String: String] = [:]
        var changed = false
        // A file written in the last seconds may change again within the
        // file system's timestamp resolution: keep it, but not its time, so
        // it is read afresh next time (git's "racy" rule).
        let settled = Int64((Date().timeIntervalSince1970 - 2) * 1_000_000_000)
        entries.reserveCapacity(files.count)
        recipes.reserveCapacity(files.count)
        for name in files {
            let path = folder.appendingPathComponent(name).path
            var info = stat()
            guard stat(path, &info) == 0 else {
                problems.append(RecipeFormatError(file: name, field: "", problem: "cannot be read"))
                continue
            }
            let modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
            let size = Int64(info.st_size)
            let recipe: Recipe
            if let hit = cached[name], hit.modified == modified, hit.size == size {
                recipe = hit.recipe
            } else {
                changed = true
                guard let data = FileManager.default.contents(atPath: path) else {
                    problems.append(RecipeFormatError(file: name, field: "", problem: "cannot be read"))
                    continue
                }
                do {
                    recipe = try Recipe.decode(data, file: name)
                } catch {
                    problems.append(error)
                    continue
                }
            }
            entries.append(RecipeSnapshot.Entry(file: name, modified: modified < settled ? modified : -1, size: size, recipe: recipe))
            if let earlier = seen[recipe.id] {
                problems.append(RecipeFormatError(file: name, field: "id", problem: "'\(recipe.id)' is already used by \(earlier)"))
                continue
            }
            seen[recipe.id] = name
            recipes.append(recipe)
        }
        if changed || entries.count != saved.count {
            // A cache: failing to write it only costs speed next time.
            try? FileManager.default.createDirectory(at: snapshot.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? RecipeSnapshot.write(entries, to: snapshot)
        }
        return RecipeFolder.Loaded(recipes: recipes, problems: problems, files: seen)
    }
}

extension SousPaths {
    /// The user's own recipes: imports and edits.
    public var userRecipes: URL { data.appendingPathComponent("Recipes", isDirectory: true) }
}

import Foundation
import Testing
import SousCore
import SousStore
@testable import SousRecipes

@Suite("Remote recipe feed with offline fallback, against a real HTTP server")
struct RemoteFeedTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let data = RemoteFixtures.temporaryFolder()
    var paths: SousPaths { SousPaths(home: Self.root, data: data) }

    func environment(_ server: TestHTTPServer, path: String = "/recipes.json") -> [String: String] {
        ["SOUS_RECIPES_URL": server.baseURL.absoluteString + path, "SOUS_REMOTE_TIMEOUT": "1",
         "XDG_CONFIG_HOME": data.appendingPathComponent("config").path, "HOME": data.path]
    }

    @Test func readsTheBriefShapeParsingQuantities() throws {
        let server = try TestHTTPServer { _ in .json(RemoteFixtures.briefFeed) }
        defer { server.stop() }
        let library = RecipeLibrary.load(paths, environment: environment(server))
        #expect(library.problems.isEmpty, "\(library.problems)")
        let chicken = try #require(library.recipes.first { $0.id == "r1" })
        #expect(chicken.servings == 1 && chicken.minutes == 25)
        #expect(chicken.ingredients.map(\.text) == ["300 g chicken breast", "3 cloves garlic", "1 lemon", "Salt, to taste"])
        #expect(chicken.ingredients[0].amount == .exact(300) && chicken.ingredients[0].unit == .gram)
        #expect(chicken.ingredients[1].unit?.symbol == "clove" && chicken.ingredients[1].name == "Garlic")
        #expect(chicken.ingredients[3].amount == nil && chicken.ingredients[3].note == "to taste")
        #expect(chicken.steps.map(\.timer) == [nil, nil, 120])
        let pasta = try #require(library.recipes.first { $0.id == "r2" })
        #expect(pasta.diets == ["vegetarian"])
        #expect(pasta.ingredients[1].amount == .exact(10) && pasta.ingredients[1].unit == .piece)
        // The bundled recipes are still there.
        #expect(library.recipes.contains { $0.id == "garlic-lemon-chicken" })
    }

    @Test func readsSousFormatAndReportsABadRecipeWithoutLosingTheRest() throws {
        let server = try TestHTTPServer { _ in .json(RemoteFixtures.sousFeed) }
        defer { server.stop() }
        let library = RecipeLibrary.load(paths, environment: environment(server))
        #expect(library.recipes.contains { $0.id == "toast" })
        #expect(library.problems.map(\.description) == [
            "http://127.0.0.1:\(server.port)/recipes.json recipe 2: field 'id': must be lowercase letters, digits and hyphens, got 'Bad Id' (did you mean 'bad-id'?)",
        ])
    }

    @Test(arguments: ["500", "broken", "slow", "html"])
    func anyFailureFallsBackToBundledBookmarkedAndLastGoodRecipes(_ failure: String) async throws {
        let good = try TestHTTPServer { _ in .json(RemoteFixtures.briefFeed) }
        _ = RecipeLibrary.load(paths, environment: environment(good))
        good.stop()
        let bookmarked = Recipe(id: "spoonacular-1", title: "Saved Soup", minutes: 5, servings: 1,
                                ingredients: [Ingredient(parsing: "1 l stock")], steps: [Step(text: "Heat.")])
        try Bookmarks(try SousDatabase.open(in: data).database).add(bookmarked, source: "spoonacular")

        let bad = try TestHTTPServer { _ in
            switch failure {
            case "500": .json("{}", status: 500)
            case "broken": .json(#"[{"id": "r9", "title": "#)
            case "slow": .json(RemoteFixtures.briefFeed, delay: 3)
            default: TestHTTPServer.Response(status: 200, headers: ["Content-Type": "text/html"], body: Data("<html>sorry</html>".utf8))
            }
        }
        defer { bad.stop() }
        let environment = environment(bad, path: "/recipes.json?token=s3cret")
        let later = Date().addingTimeInterval(RecipeLibrary.feedInterval + 1)
        for library in [RecipeLibrary.load(paths, environment: environment),
                        await RecipeLibrary.loading(paths, environment: environment, now: later)] {
            let ids = Set(library.recipes.map(\.id))
            #expect(ids.isSuperset(of: ["garlic-lemon-chicken", "spoonacular-1", "r1", "r2"]))
            #expect(library.problems.count == 1)
            let line = try #require(library.problems.first?.description)
            #expect(line.hasPrefix("recipe feed: http://127.0.0.1:\(bad.port)/recipes.json?token=hidden "))
            #expect(line.hasSuffix("; using the bundled and bookmarked recipes, and the 2 from its last good fetch"))
            #expect(!line.contains("s3cret") && !line.contains("\n"))
        }
    }

    /// A slow feed holds up one command by its timeout, not every command:
    /// for ten minutes after a fetch, good or failed, the last good copy
    /// serves without asking.
    @Test func aFeedIsAskedAtMostOnceInTenMinutes() throws {
        let good = try TestHTTPServer { _ in .json(RemoteFixtures.briefFeed) }
        defer { good.stop() }
        let start = Date()
        _ = RecipeLibrary.load(paths, environment: environment(good), now: start)
        let quiet = RecipeLibrary.load(paths, environment: environment(good), now: start.addingTimeInterval(300))
        #expect(good.requests.count == 1)
        #expect(quiet.problems.isEmpty)
        #expect(quiet.recipes.contains { $0.id == "r1" })
        _ = RecipeLibrary.load(paths, environment: environment(good), now: start.addingTimeInterval(RecipeLibrary.feedInterval + 1))
        #expect(good.requests.count == 2)

        let slow = try TestHTTPServer { _ in .json(RemoteFixtures.briefFeed, delay: 3) }
        defer { slow.stop() }
        _ = RecipeLibrary.load(paths, environment: environment(slow), now: start)
        let next = RecipeLibrary.load(paths, environment: environment(slow), now: start.addingTimeInterval(60))
        #expect(slow.requests.count == 1)
        #expect(next.recipes.contains { $0.id == "r1" })
        #expect(next.problems.map(\.description).first?.contains("failed a moment ago; using its last good copy of 2 and asking again in 9 min") == true)
    }

    /// The daemon's watch reloads only when the feed's recipes changed,
    /// and a command's fetch within the interval counts as the daemon's.
    @Test func theFeedWatchSaysWhenTheFeedChanged() async throws {
        let feedFile = data.appendingPathComponent("feed.json")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        try Data(RemoteFixtures.briefFeed.utf8).write(to: feedFile)
        let server = try TestHTTPServer { _ in .json((try? String(contentsOf: feedFile, encoding: .utf8)) ?? "[]") }
        defer { server.stop() }
        var environment = environment(server)
        environment["SOUS_FEED_SECONDS"] = "30"
        let watch = try #require(RecipeFeedWatch(paths: paths, environment: environment))
        #expect(watch.interval == 30)
        let start = Date()
        #expect(await watch.refresh(now: start).changed)
        #expect(await !watch.refresh(now: start.addingTimeInterval(31)).changed)
        #expect(server.requests.count == 2)
        // Changed at home; a command asks first, the watch asks nobody but sees it.
        try Data(RemoteFixtures.briefFeed.replacingOccurrences(of: "Garlic Lemon Chicken", with: "Lemon Garlic Chicken").utf8).write(to: feedFile)
        _ = RecipeLibrary.load(paths, environment: environment, now: start.addingTimeInterval(70))
        #expect(await watch.refresh(now: start.addingTimeInterval(80)).changed)
        #expect(server.requests.count == 3)
        #expect(await !watch.refresh(now: start.addingTimeInterval(90)).changed)
        // Down: no change to reload, one line to log, saying when it asks again.
        server.stop()
        let down = await watch.refresh(now: start.addingTimeInterval(200))
        #expect(!down.changed && down.problems.count == 1)
        let waiting = RecipeLibrary.load(paths, environment: environment, now: start.addingTimeInterval(210))
        #expect(waiting.problems.first?.description.hasSuffix("using its last good copy of 2 and asking again in 20 s") == true, "\(waiting.problems)")
        #expect(RecipeFeedWatch(paths: paths, environment: ["HOME": data.path]) == nil)
    }

    @Test func feedSecondsIsReadAndCheckedLikeTheOtherSettings() throws {
        let config = data.appendingPathComponent("config/sous/config.json")
        try FileManager.default.createDirectory(at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(#"{"feedSeconds": 120}"#.utf8).write(to: config)
        let environment = ["XDG_CONFIG_HOME": data.appendingPathComponent("config").path]
        #expect(RemoteSettings.load(environment: environment).feedInterval == 120)
        var wrong = environment
        wrong["SOUS_FEED_SECONDS"] = "0"
        let settings = RemoteSettings.load(environment: wrong)
        #expect(settings.feedInterval == 120)
        #expect(settings.problems == ["SOUS_FEED_SECONDS: the feed interval must be 1 to 86400 seconds, got 0; ignoring it"])
        try Data(#"{"feedSecond": 120}"#.utf8).write(to: config)
        #expect(RemoteSettings.load(environment: environment).problems.first?.contains("did you mean \"feedSeconds\"?") == true)
        #expect(RemoteSettings.load(environment: environment).feedInterval == RecipeLibrary.feedInterval)
    }

    /// A home server rewriting its file may serve `[]` for a moment: the
    /// planned and favourite feed recipes must not vanish with it.
    @Test func aFeedThatSuddenlyListsNothingKeepsItsLastGoodCopy() throws {
        let server = try TestHTTPServer { request in .json(request.path == "/empty.json" ? "[]" : RemoteFixtures.briefFeed) }
        defer { server.stop() }
        let start = Date()
        _ = RecipeLibrary.load(paths, environment: environment(server), now: start)
        let emptied = RecipeLibrary.load(paths, environment: environment(server, path: "/empty.json"), now: start.addingTimeInterval(700))
        #expect(emptied.recipes.contains { $0.id == "r1" })
        #expect(emptied.problems.map(\.description) == ["recipe feed: http://127.0.0.1:\(server.port)/empty.json lists no recipes now; using its last good copy of 2 until it lists some again"])
        // A feed that was always empty is no news.
        let fresh = SousPaths(home: Self.root, data: RemoteFixtures.temporaryFolder())
        #expect(RecipeLibrary.load(fresh, environment: environment(server, path: "/empty.json")).problems.isEmpty)
    }

    /// A bookmarked feed recipe the feed corrects, then drops: the cook
    /// keeps the corrected one, not the copy from the day it was saved.
    @Test func aBookmarkFollowsTheFeedsCorrectionsUntilTheFeedDropsIt() throws {
        let corrected = RemoteFixtures.briefFeed.replacingOccurrences(of: "300 g", with: "450 g")
        #expect(corrected != RemoteFixtures.briefFeed)
        let served = Served(RemoteFixtures.briefFeed)
        let server = try TestHTTPServer { _ in .json(served.body) }
        defer { server.stop() }
        let start = Date()
        let first = RecipeLibrary.load(paths, environment: environment(server), now: start)
        let chicken = try #require(first.recipes.first { $0.id == "r1" })
        try Bookmarks(try SousDatabase.open(in: data).database).add(chicken, source: "library")

        served.body = corrected
        let later = RecipeLibrary.load(paths, environment: environment(server), now: start.addingTimeInterval(700))
        #expect(later.recipes.first { $0.id == "r1" }?.ingredients.first?.text == "450 g chicken breast")
        served.body = #"[{"id": "r9", "title": "Other", "ingredients": [{"name": "Peas", "quantity": "1 cup"}], "steps": ["Cook."]}]"#
        let dropped = RecipeLibrary.load(paths, environment: environment(server), now: start.addingTimeInterval(1400))
        #expect(dropped.recipes.first { $0.id == "r1" }?.ingredients.first?.text == "450 g chicken breast")
    }

    /// A recipe written by hand into the feed names what is wrong and where.
    @Test func aBadBriefRecipeNamesItsFieldAndTitle() throws {
        let feed = #"[{"id": "x2", "title": "No steps", "minutes": 5, "ingredients": [{"name": "Peas", "quantity": "1 cup"}]},"#
            + #" {"id": "x3", "title": "Odd", "ingredients": [{"name": 4, "quantity": "1 cup"}], "steps": ["Go."]},"#
            + #" {"id": "x4", "title": "Fine", "ingredients": [{"name": "Peas", "quantity": "1 cup"}], "steps": ["Cook."]}]"#
        let server = try TestHTTPServer { _ in .json(feed) }
        defer { server.stop() }
        let library = RecipeLibrary.load(paths, environment: environment(server))
        #expect(library.recipes.contains { $0.id == "x4" })
        #expect(library.problems.map(\.description) == [
            "http://127.0.0.1:\(server.port)/recipes.json recipe 1 ('No steps'): field 'steps': is missing",
            "http://127.0.0.1:\(server.port)/recipes.json recipe 2 ('Odd'): field 'ingredients[0].name': must be text",
        ])
    }

    @Test func anUnreachableFeedSaysSo() throws {
        let server = try TestHTTPServer { _ in .json("[]") }
        let environment = environment(server)
        server.stop()
        let library = RecipeLibrary.load(paths, environment: environment)
        #expect(library.problems.first?.description.contains("cannot reach http://127.0.0.1:") == true)
        #expect(library.recipes.count >= 40)
        // Looking at recipes does not create the data folder by itself.
        let plain = RecipeLibrary.load(SousPaths(home: Self.root, data: data.appendingPathComponent("never")), environment: [:])
        #expect(plain.problems.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: data.appendingPathComponent("never").path))
    }

    @Test func settingsComeFromTheEnvironmentThenTheConfigFile() throws {
        let config = data.appendingPathComponent("config/sous/config.json")
        try FileManager.default.createDirectory(at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(#"{"spoonacularKey": "from-file", "dailyQuota": 20, "timeoutSeconds": 4, "spoonacularURL": "ftp://nope"}"#.utf8).write(to: config)
        var environment = ["XDG_CONFIG_HOME": data.appendingPathComponent("config").path]
        var settings = RemoteSettings.load(environment: environment)
        #expect(settings.spoonacularKey == APIKey("from-file"))
        #expect(settings.dailyLimit == 20 && settings.timeout == 4)
        #expect(settings.spoonacularURL == RemoteSettings.defaultSpoonacularURL)
        #expect(settings.problems == ["the Spoonacular URL 'ftp://nope' is not an http(s) URL; using https://api.spoonacular.com"])
        environment["SOUS_SPOONACULAR_KEY"] = "from-env"
        environment["SOUS_QUOTA_LIMIT"] = "75"
        settings = RemoteSettings.load(environment: environment)
        #expect(settings.spoonacularKey == APIKey("from-env") && settings.dailyLimit == 75)
        // One mistyped value costs that value, never the key beside it.
        try Data(#"{"spoonacularKey": "kept", "dailyQuota": true, "dailyquota": 3, "timeoutSeconds": "4"}"#.utf8).write(to: config)
        let mixed = RemoteSettings.load(environment: ["XDG_CONFIG_HOME": data.appendingPathComponent("config").path])
        #expect(mixed.spoonacularKey == APIKey("kept") && mixed.dailyLimit == 50 && mixed.timeout == 4)
        #expect(mixed.problems == ["\(config.path): \"dailyQuota\" must be a number; ignoring it",
                                   "\(config.path): \"dailyquota\" is not a setting Sous reads (did you mean \"dailyQuota\"?); ignoring it"])
        // A bad SOUS_QUOTA_LIMIT falls back to the file's limit, not to 50.
        try Data(#"{"dailyQuota": 2}"#.utf8).write(to: config)
        let guarded = RemoteSettings.load(environment: ["XDG_CONFIG_HOME": data.appendingPathComponent("config").path, "SOUS_QUOTA_LIMIT": "abc"])
        #expect(guarded.dailyLimit == 2 && guarded.problems.first?.hasPrefix("SOUS_QUOTA_LIMIT: ") == true)
        // 0 stops every paid call; JSON's 0 and 1 are numbers, not false and true.
        try Data(#"{"dailyQuota": 0, "timeoutSeconds": 1}"#.utf8).write(to: config)
        let none = RemoteSettings.load(environment: ["XDG_CONFIG_HOME": data.appendingPathComponent("config").path])
        #expect(none.dailyLimit == 0 && none.timeout == 1 && none.problems.isEmpty, "\(none.problems)")
        try Data("{not json".utf8).write(to: config)
        #expect(RemoteSettings.load(environment: environment).problems.first?.contains("is not a valid config file") == true)
    }

    /// A typo gets the setting it most likely means; a value out of range
    /// names its key and file, integers printed as integers; a folder
    /// where the file should be is said, not passed over.
    @Test func configMistakesNameTheKeyAndTheNearestSetting() throws {
        let config = data.appendingPathComponent("config/sous/config.json")
        try FileManager.default.createDirectory(at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(#"{"dailyQuta": 20, "timeoutSeconds": "abc", "voice": "en-gb", "dailyQuota": -1, "spoonacularkye": "x"}"#.utf8).write(to: config)
        let environment = ["XDG_CONFIG_HOME": data.appendingPathComponent("config").path]
        let settings = RemoteSettings.load(environment: environment)
        #expect(settings.dailyLimit == 50 && settings.timeout == 10)
        #expect(settings.problems.sorted() == [
            "\(config.path): \"dailyQuota\": the daily quota must be a number of points from 0 to 1000000, got -1; ignoring it",
            "\(config.path): \"dailyQuta\" is not a setting Sous reads (did you mean \"dailyQuota\"?); ignoring it",
            "\(config.path): \"spoonacularkye\" is not a setting Sous reads (did you mean \"spoonacularKey\"?); ignoring it",
            "\(config.path): \"timeoutSeconds\": the remote timeout must be 1 to 300 seconds, got 'abc'; ignoring it",
            "\(config.path): \"voice\" is not a setting Sous reads (it is the command-line option --voice); ignoring it",
        ], "\(settings.problems)")
        try FileManager.default.removeItem(at: config)
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        #expect(RemoteSettings.load(environment: environment).problems == ["\(config.path) is a folder, not a config file; ignoring it"])
    }

    /// "inf" parses as a Double; counting searches left from it crashed
    /// `sous quota`, the cook loop and the daemon.
    @Test(arguments: ["inf", "nan", "1e300", "-3"])
    func anEndlessOrNegativeQuotaIsRefused(_ limit: String) {
        let settings = RemoteSettings.load(environment: ["SOUS_QUOTA_LIMIT": limit, "XDG_CONFIG_HOME": data.path])
        #expect(settings.dailyLimit == 50)
        #expect(settings.problems.first?.contains("must be a number of points from 0 to 1000000") == true)
    }

    @Test func aZeroBudgetSaysSearchIsOffNotBackAtMidnight() throws {
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        let status = try QuotaLedger(try SousDatabase.open(in: data).database, dailyLimit: 0).status(at: now)
        #expect(QuotaAnswer.spoken(status, now: now).hasPrefix("Your daily limit is 0 points, so remote search is off"))
    }

    @Test func searchesLeftStayCountableWhateverTheBudget() throws {
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        let database = try SousDatabase.open(in: data).database
        let endless = try QuotaLedger(database, dailyLimit: .infinity).status(at: now)
        #expect(QuotaAnswer.searchesLeft(endless) == 1_000_000)
        #expect(QuotaAnswer.spoken(endless, now: now).hasSuffix("about 1000000 searches left."))
    }
}

/// What the test server answers, changed by the test between loads.
final class Served: @unchecked Sendable {
    private let lock = NSLock()
    private var text: String
    init(_ text: String) { self.text = text }
    var body: String {
        get { lock.withLock { text } }
        set { lock.withLock { text = newValue } }
    }
}

import Foundation
import Testing
import SousCore
import SousStore
@testable import SousRecipes

@Suite("Spoonacular through the quota tracker, against a real HTTP server")
struct RemoteSpoonacularTests {
    let folder = RemoteFixtures.temporaryFolder()
    let clock = TestClock(RemoteFixtures.morning)
    let local = [
        Recipe(id: "garlic-bread", title: "Garlic Bread", minutes: 15, servings: 4, ingredients: [Ingredient(parsing: "4 cloves garlic")],
               steps: [Step(text: "Bake.")]),
    ]

    /// A server answering like Spoonacular, checking the key header.
    static func spoonacular(headers: [String: String] = [:], search: String = RemoteFixtures.search) -> TestHTTPServer.Handler {
        { request in
            guard request.headers["x-api-key"] == RemoteFixtures.key else { return .json(#"{"status": "failure", "code": 401}"#, status: 401) }
            switch request.path {
            case "/recipes/complexSearch": return .json(search, headers: headers)
            case "/recipes/findByIngredients": return .json(RemoteFixtures.crumble, headers: headers)
            case "/recipes/716429/information", "/recipes/641803/information": return .json(RemoteFixtures.information, headers: headers)
            default: return .json(#"{"status": "failure", "code": 404}"#, status: 404)
            }
        }
    }

    func source(_ server: TestHTTPServer, limit: Double = 50, timeout: TimeInterval = 3) throws -> (SpoonacularSource, Database) {
        let database = try SousDatabase.open(in: folder).database
        return (SpoonacularSource(database: database, settings: RemoteFixtures.settings(server, limit: limit, timeout: timeout),
                                  clock: clock.function), database)
    }

    @Test func searchConvertsRecipesAndRecordsTheServersQuota() async throws {
        let server = try TestHTTPServer(handler: Self.spoonacular(headers: RemoteFixtures.quota(request: 1.14, used: 12.35, left: 137.65)))
        defer { server.stop() }
        let (remote, database) = try source(server)
        let outcome = await remote.search("pasta garlic", local: local)
        guard case .remote(let cost) = outcome.origin else { Issue.record("fell back: \(outcome.fallbackNote ?? "")"); return }
        #expect(cost == 1.14)
        #expect(outcome.recipes.map(\.id) == ["spoonacular-716429", "spoonacular-715594"])
        // Spoonacular's titles carry HTML entities; the cook reads plain text.
        #expect(outcome.recipes[1].title == "Homemade Garlic & Basil French Fries")

        let request = try #require(server.requests.first)
        #expect(request.path == "/recipes/complexSearch")
        #expect(request.query["query"] == "pasta garlic")
        #expect(request.query["number"] == "10")
        #expect(request.query["addRecipeInformation"] == "true" && request.query["fillIngredients"] == "true")
        #expect(!request.target.contains(RemoteFixtures.key))

        let status = try QuotaLedger(database).status(at: clock.now)
        #expect(status.used == 1.14 && status.accountUsed == 12.35)
        #expect(status.summary == "Sous used 1.14 of your 50 points today, 48.86 left; the Spoonacular account has 137.65 left; resets at 00:00 UTC")
        #expect(QuotaAnswer.spoken(status, now: clock.now) == "You have used 1.14 of 50 points today; about 30 searches left.")

        let pasta = try #require(outcome.recipes.first)
        #expect(pasta.servings == 2 && pasta.minutes == 45)
        #expect(pasta.tags == ["main"])
        #expect(pasta.allergens == ["gluten", "dairy"])
        // Spoonacular's explicit false is kept, so Sous does not judge it vegetarian.
        #expect(pasta.notDiets == ["vegetarian", "vegan", "gluten-free", "dairy-free"])
        #expect(!Diets.of(pasta).contains("vegetarian"))
        #expect(pasta.steps[1].timer == 480)
        let lines = pasta.ingredients.map { "\($0.amount.map { AmountFormatter.format($0) } ?? "-")|\($0.unit?.symbol ?? "")|\($0.name)" }
        #expect(lines == ["2|tbsp|butter", "2|cup|cauliflower florets", "5|clove|garlic", "6|oz|pasta", "-||salt and pepper", "2||eggs"])
        let fries = outcome.recipes[1]
        #expect(fries.diets == ["vegetarian", "vegan", "gluten-free", "dairy-free"])
        #expect(fries.steps[1].timer == 1500)
    }

    @Test func withoutHeadersTheLedgerCountsSpoonacularsPrices() async throws {
        let server = try TestHTTPServer(handler: Self.spoonacular())
        defer { server.stop() }
        let (remote, database) = try source(server)
        _ = await remote.search("pasta", local: local)
        _ = await remote.findByIngredients(["apple", "flour"], local: local)
        // 1 + 2 x (0.01 + 0.025 + 0.025), then 1 + 1 x 0.01.
        let calls = try QuotaLedger(database).calls(on: QuotaDay(clock.now))
        #expect(calls.map(\.endpoint) == ["complexSearch", "findByIngredients"])
        #expect(calls.map(\.estimated) == [1.6, 1.1])
        #expect(abs(calls[0].charged - 1.12) < 1e-9 && abs(calls[1].charged - 1.01) < 1e-9)
        #expect(abs(try QuotaLedger(database).status(at: clock.now).used - 2.13) < 1e-9)
    }

    @Test func refusesACallThatWouldPassTheDailyLimitAndSearchesLocally() async throws {
        let server = try TestHTTPServer(handler: Self.spoonacular(headers: RemoteFixtures.quota(request: 1.12, used: 1.12, left: 148.88)))
        defer { server.stop() }
        let (remote, _) = try source(server, limit: 2.5)
        guard case .remote = await remote.search("pasta", local: local).origin else { Issue.record("first search refused"); return }
        let second = await remote.search("garlic", local: local)
        #expect(server.requests.count == 1)
        guard case .local(.quota(let refusal)) = second.origin else { Issue.record("not refused: \(second.origin)"); return }
        #expect(refusal.reason == .wouldExceed(estimate: 1.6))
        // The local library and what the first search brought in.
        #expect(second.recipes.map(\.id) == ["garlic-bread", "spoonacular-715594", "spoonacular-716429"])
        #expect(second.fallbackNote == "remote search unavailable: this call would cost about 1.6 points but only 1.38 of today's 2.5 are left; it resets at 00:00 UTC, in 14 h; showing local results instead")
    }

    @Test func http402MeansNoMoreCallsUntilMidnightUTC() async throws {
        let server = try TestHTTPServer { request in
            .json(#"{"status": "failure", "code": 402, "message": "Your daily points limit of 150 has been reached."}"#, status: 402)
        }
        defer { server.stop() }
        let (remote, database) = try source(server)
        let first = await remote.search("pasta", local: local)
        guard case .local(.quotaExhausted(let url)) = first.origin else { Issue.record("\(first.origin)"); return }
        #expect(url.hasPrefix("http://127.0.0.1:\(server.port)/recipes/complexSearch?query=pasta"))
        #expect(try QuotaLedger(database).status(at: clock.now).exhausted)
        let second = await remote.search("pasta", local: local)
        guard case .local(.quota(let refusal)) = second.origin else { Issue.record("\(second.origin)"); return }
        #expect(refusal.reason == .exhausted)
        #expect(server.requests.count == 1)
        #expect(QuotaAnswer.spoken(try remote.quota(), now: clock.now) == "Today's API quota is used up; remote search is back at midnight UTC, in 14 hours.")
        clock.advance(14 * 3600 + 1)
        _ = await remote.search("pasta", local: local)
        #expect(server.requests.count == 2)
    }

    /// A vegan cook's remote search listed butter-and-egg pasta, and the
    /// points paid for it: the preferences go to the server, and what comes
    /// back is checked again here, with why a result is hidden.
    @Test func theCooksDietAndAllergensGoToTheServerAndAreCheckedOnWhatComesBack() async throws {
        let server = try TestHTTPServer(handler: Self.spoonacular())
        defer { server.stop() }
        let (remote, _) = try source(server)
        let preferences = Preferences(diets: ["vegan"], allergens: ["peanuts", "celery", "mushrooms"], dislikes: ["coriander"])
        let outcome = await remote.search("garlic", local: local, preferences: preferences)
        guard case .remote = outcome.origin else { Issue.record("fell back: \(outcome.fallbackNote ?? "")"); return }
        let request = try #require(server.requests.first)
        #expect(request.query["diet"] == "vegan")
        // Celery has no Spoonacular intolerance: it is only checked locally.
        #expect(request.query["intolerances"] == "peanut")
        #expect(request.query["excludeIngredients"] == "mushrooms,coriander")
        #expect(outcome.asked.described == "vegan recipes without peanut, mushrooms and coriander")
        // This server ignored the diet: the butter-and-egg pasta is hidden, with why.
        #expect(outcome.recipes.map(\.id) == ["spoonacular-715594"])
        #expect(outcome.hidden.map(\.recipe.id) == ["spoonacular-716429"])
        #expect(outcome.hidden.first?.reasons == ["not vegan"])

        // Without preferences (--all) nothing is asked for or hidden.
        let all = await remote.search("garlic", local: local)
        #expect(server.requests[1].query["diet"] == nil && server.requests[1].query["intolerances"] == nil)
        #expect(all.recipes.count == 2 && all.hidden.isEmpty)
    }

    @Test func fridgeResultsAreCheckedLocallyAndAnUnknownTimePassesATimeLimit() async throws {
        let server = try TestHTTPServer(handler: Self.spoonacular())
        defer { server.stop() }
        let (remote, _) = try source(server)
        let timed = await remote.findByIngredients(["apple"], local: local, preferences: Preferences(maxMinutes: 30))
        // findByIngredients takes no diets and never says how long a recipe takes.
        #expect(server.requests[0].query["maxReadyTime"] == nil)
        #expect(timed.recipes.map(\.id) == ["spoonacular-641803"])
        let coeliac = await remote.findByIngredients(["apple"], local: local, preferences: Preferences(allergens: ["wheat"]))
        #expect(coeliac.recipes.isEmpty)
        #expect(coeliac.hidden.map(\.reasons) == [["contains gluten"]])
    }

    @Test func localResultsInPlaceOfRemoteOnesFollowThePreferencesToo() async throws {
        let server = try TestHTTPServer(handler: Self.spoonacular())
        let (remote, _) = try source(server)
        server.stop()
        let outcome = await remote.search("garlic", local: local, preferences: Preferences(allergens: ["garlic"]))
        guard case .local = outcome.origin else { Issue.record("\(outcome.origin)"); return }
        #expect(outcome.recipes.isEmpty)
        #expect(outcome.hidden.map(\.recipe.id) == ["garlic-bread"])
        #expect(outcome.hidden.first?.reasons == ["contains garlic"])
    }

    /// "about 2 cups ..." lost its amount: "how much" gave none, doubling
    /// kept 2 cups and the shopping list had nothing to buy.
    @Test func aHedgedOrUnreadableLineKeepsTheAmount() throws {
        func converted(_ original: String, _ amount: Double, _ unit: String) throws -> String {
            let json = #"{"id": 1, "title": "T", "extendedIngredients": [{"name": "thing", "original": "\#(original)", "amount": \#(amount), "unit": "\#(unit)"}]}"#
            let item = try #require(try JSONDecoder().decode(SpoonacularRecipe.self, from: Data(json.utf8)).converted().recipe.ingredients.first)
            return "\(item.amount.map { AmountFormatter.format($0) } ?? "-")|\(item.unit?.symbol ?? "")|\(item.line(scale: 2))"
        }
        #expect(try converted("about 2 cups frozen cauliflower florets, thawed", 2, "cups") == "2|cup|about 4 cups thing, thawed")
        // Sous reads no amount here, Spoonacular does, in a real unit.
        #expect(try converted("cauliflower florets: two heaped cups", 2, "cups") == "2|cup|4 cups thing")
        // Not what Spoonacular guessed for a seasoning or a vague measure.
        #expect(try converted("salt and pepper, to taste", 2, "servings").hasPrefix("-|"))
        #expect(try converted("couple of pinches red pepper flakes", 2, "pinches").hasPrefix("-|"))
    }

    @Test func offlineSearchAlsoFindsRecipesFromEarlierRemoteSearches() async throws {
        let server = try TestHTTPServer(handler: Self.spoonacular())
        let (remote, _) = try source(server)
        _ = await remote.search("pasta", local: local)
        server.stop()
        let offline = await remote.search("cauliflower", local: local)
        guard case .local(.unreachable) = offline.origin else { Issue.record("\(offline.origin)"); return }
        #expect(offline.recipes.map(\.id) == ["spoonacular-716429"])
    }

    @Test func aSlowServerTimesOutAndTheCookGetsLocalResults() async throws {
        let server = try TestHTTPServer { _ in .json(RemoteFixtures.search, delay: 3) }
        defer { server.stop() }
        let (remote, database) = try source(server, timeout: 1)
        let started = Date()
        let outcome = await remote.search("garlic", local: local)
        let elapsed = Date().timeIntervalSince(started)
        // The server answers well after 3 s: a timed-out error proves the
        // timeout fired first (how much later this task resumes depends on
        // the machine's load, so no upper bound).
        #expect(elapsed > 0.9, "took \(elapsed) s")
        guard case .local(.timedOut(_, let seconds)) = outcome.origin else { Issue.record("\(outcome.origin)"); return }
        #expect(seconds == 1)
        #expect(outcome.recipes.map(\.id) == ["garlic-bread"])
        #expect(outcome.fallbackNote?.contains("did not answer within 1 s") == true)
        // The request reached the server, which may well have charged for
        // it: the budget keeps the estimate rather than believing it free.
        let calls = try QuotaLedger(database).calls(on: QuotaDay(clock.now))
        #expect(calls.map(\.status) == [0] && calls.map(\.charged) == [calls[0].estimated] && calls[0].estimated > 1)
    }

    /// A bookmark of a recipe Spoonacular sent without steps said "kept
    /// for cooking offline" and cooked "The steps are not available".
    @Test func aRecipeWithoutStepsIsKnownIncomplete() throws {
        let bare = try JSONDecoder().decode(SpoonacularRecipe.self, from: Data(#"{"id": 5, "title": "Bare", "extendedIngredients": [{"original": "2 eggs", "name": "eggs"}]}"#.utf8))
        #expect(SpoonacularRecipe.isIncomplete(bare.converted().recipe))
        let full = try JSONDecoder().decode(SpoonacularRecipe.self, from: Data(RemoteFixtures.information.utf8))
        #expect(!SpoonacularRecipe.isIncomplete(full.converted().recipe))
    }

    @Test func aServerThatCannotBeReachedCostsNothing() async throws {
        let server = try TestHTTPServer(handler: Self.spoonacular())
        let (remote, database) = try source(server)
        server.stop()
        let outcome = await remote.search("garlic", local: local)
        guard case .local(.unreachable) = outcome.origin else { Issue.record("\(outcome.origin)"); return }
        #expect(try QuotaLedger(database).status(at: clock.now).used == 0)
    }

    @Test func theKeyIsNotSentToAnotherServerARedirectPointsTo() async throws {
        let elsewhere = try TestHTTPServer { _ in .json(RemoteFixtures.search) }
        defer { elsewhere.stop() }
        let server = try TestHTTPServer { request in
            TestHTTPServer.Response(status: 302, headers: ["Location": "http://127.0.0.1:\(elsewhere.port)\(request.target)"])
        }
        defer { server.stop() }
        let (remote, _) = try source(server)
        let outcome = await remote.search("garlic", local: local)
        #expect(elsewhere.requests.isEmpty, "the other server was asked: \(elsewhere.requests.map(\.headers))")
        guard case .local(.badResponse(_, let problem)) = outcome.origin else { Issue.record("\(outcome.origin)"); return }
        #expect(problem.contains("redirected to another server"))
        #expect(outcome.recipes.map(\.id) == ["garlic-bread"])
    }

    @Test func aRedirectOnTheSameServerIsFollowed() async throws {
        let server = try TestHTTPServer { request in
            if request.query["moved"] == "1" { return Self.spoonacular()(request) }
            return TestHTTPServer.Response(status: 301, headers: ["Location": "\(request.target)&moved=1"])
        }
        defer { server.stop() }
        let (remote, _) = try source(server)
        let outcome = await remote.search("pasta", local: local)
        guard case .remote = outcome.origin else { Issue.record("fell back: \(outcome.fallbackNote ?? "")"); return }
        #expect(outcome.recipes.count == 2)
        #expect(server.requests.last?.headers["x-api-key"] == RemoteFixtures.key)
    }

    @Test func oneUnreadableResultDoesNotCostTheOthers() async throws {
        let broken = RemoteFixtures.search.replacingOccurrences(of: #""title": "Homemade Garlic"#, with: #""name": "Homemade Garlic"#)
        #expect(broken != RemoteFixtures.search)
        let server = try TestHTTPServer(handler: Self.spoonacular(search: broken))
        defer { server.stop() }
        let (remote, _) = try source(server)
        let outcome = await remote.search("pasta", local: local)
        guard case .remote = outcome.origin else { Issue.record("fell back: \(outcome.fallbackNote ?? "")"); return }
        #expect(outcome.recipes.map(\.id) == ["spoonacular-716429"])
    }

    @Test func aServerSendingMoreThanAskedForIsCutToTheLimit() async throws {
        let server = try TestHTTPServer(handler: Self.spoonacular())
        defer { server.stop() }
        let (remote, _) = try source(server)
        let outcome = await remote.search("pasta", number: 1, local: local)
        #expect(outcome.recipes.map(\.id) == ["spoonacular-716429"])
    }

    @Test func processesSearchingAtOnceCannotBothSpendTheLastPoints() throws {
        let database = try SousDatabase.open(in: folder).database
        _ = database
        let path = folder
        let granted = Counter()
        let now = clock.now
        DispatchQueue.concurrentPerform(iterations: 6) { _ in
            guard let own = try? SousDatabase.open(in: path).database else { return }
            if case .success = try? QuotaLedger(own, dailyLimit: 3).reserve(endpoint: "complexSearch", estimate: 1, at: now) {
                granted.add()
            }
        }
        #expect(granted.value == 3)
        #expect(try QuotaLedger(database, dailyLimit: 3).status(at: now).used == 3)
    }

    @Test(arguments: [500, 401])
    func serverErrorsFallBackAndNameTheURL(_ status: Int) async throws {
        let server = try TestHTTPServer { _ in .json(#"{"status": "failure"}"#, status: status) }
        defer { server.stop() }
        let (remote, _) = try source(server)
        let outcome = await remote.search("soup", local: local)
        guard case .local(let error) = outcome.origin else { Issue.record("no fallback"); return }
        #expect(error == .http(url: "http://127.0.0.1:\(server.port)/recipes/complexSearch?query=soup&number=10&addRecipeInformation=true&fillIngredients=true&instructionsRequired=true", status: status))
        #expect("\(error)".contains("answered HTTP \(status)"))
    }

    @Test func brokenJSONFallsBackAndIsCharged() async throws {
        let server = try TestHTTPServer { _ in .json(#"{"results": [{"id": 1, "title": "#) }
        defer { server.stop() }
        let (remote, database) = try source(server)
        let outcome = await remote.search("garlic", local: local)
        guard case .local(.badResponse(_, let problem)) = outcome.origin else { Issue.record("\(outcome.origin)"); return }
        #expect(problem == "not valid JSON")
        #expect(try QuotaLedger(database).status(at: clock.now).used == 1.6)
    }

    @Test func recipesComeFromTheCacheBeforeTheNetwork() async throws {
        let server = try TestHTTPServer(handler: Self.spoonacular())
        defer { server.stop() }
        let (remote, _) = try source(server)
        _ = await remote.search("pasta", local: local)
        // Complete search results cost nothing more.
        let pasta = try await remote.recipe(id: "spoonacular-716429")
        #expect(pasta.ingredients.count == 6)
        #expect(server.requests.count == 1)
        // A findByIngredients result is only a summary: fetched in full.
        _ = await remote.findByIngredients(["apple"], local: local)
        _ = try await remote.recipe(id: "spoonacular-641803")
        #expect(server.requests.map(\.path) == ["/recipes/complexSearch", "/recipes/findByIngredients", "/recipes/641803/information"])
        await #expect(throws: RemoteError.notFound(id: "spoonacular-1")) { try await remote.recipe(id: "spoonacular-1") }
        await #expect(throws: RemoteError.notFound(id: "garlic-bread")) { try await remote.recipe(id: "garlic-bread") }
    }

    @Test func theRepositoryWorksOfflineForBookmarkedRecipes() async throws {
        let server = try TestHTTPServer(handler: Self.spoonacular())
        let settings = RemoteFixtures.settings(server)
        let repository = SpoonacularRepository(dataFolder: folder, settings: settings)
        let fetched = try #require(try await repository.recipe(id: "spoonacular-716429"))
        #expect(fetched.steps.first?.section == "For the pasta")
        try Bookmarks(try SousDatabase.open(in: folder).database).add(fetched, source: "spoonacular")
        server.stop()
        #expect(try await repository.recipe(id: "spoonacular-716429") == fetched)
        #expect(try await repository.allRecipes().map(\.id) == ["spoonacular-716429"])
    }

    @Test func withoutAKeyNothingIsSentAndTheMessageSaysHowToSetOne() async throws {
        let database = try SousDatabase.open(in: folder).database
        let remote = SpoonacularSource(database: database, settings: RemoteSettings(configFile: URL(fileURLWithPath: "/home/cook/.config/sous/config.json")))
        let outcome = await remote.search("garlic", local: local)
        #expect(outcome.fallbackNote == "remote search unavailable: no Spoonacular API key: set SOUS_SPOONACULAR_KEY or add \"spoonacularKey\" to /home/cook/.config/sous/config.json; showing local results instead")
        #expect(try QuotaAnswer.spoken(database: database, settings: RemoteSettings()).contains("no Spoonacular API key"))
    }

    @Test func theKeyNeverReachesMessagesOrTheDatabase() async throws {
        let server = try TestHTTPServer { request in
            switch request.query["query"] {
            case "a": return .json(RemoteFixtures.search, headers: RemoteFixtures.quota(request: 1.1, used: 1.1, left: 10))
            case "b": return .json("nonsense", status: 200)
            case "c": return .json("{}", status: 500)
            default: return .json("{}", status: 402)
            }
        }
        let (remote, database) = try source(server)
        var messages: [String] = []
        for query in ["a", "b", "c", "d", "e"] {
            let outcome = await remote.search(query, local: local)
            messages += [outcome.fallbackNote ?? "", "\(outcome.origin)"]
        }
        server.stop()
        messages.append("\(await remote.search("offline", local: local).origin)")
        let settings = RemoteFixtures.settings(server)
        messages += ["\(settings)", String(describing: settings.spoonacularKey!), String(reflecting: settings.spoonacularKey!)]
        var dumped = ""
        dump(settings, to: &dumped)
        messages.append(dumped)
        for message in messages { #expect(!message.contains(RemoteFixtures.key), "\(message)") }
        #expect(messages.contains { $0.contains("127.0.0.1") })

        try database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        for suffix in ["", "-wal"] {
            let bytes = FileManager.default.contents(atPath: folder.appendingPathComponent("sous.sqlite\(suffix)").path) ?? Data()
            #expect(bytes.range(of: Data(RemoteFixtures.key.utf8)) == nil, "sous.sqlite\(suffix) holds the key")
        }
        #expect(Redact.url(URL(string: "https://api.spoonacular.com/recipes/complexSearch?query=x&apiKey=abc123")!)
                == "https://api.spoonacular.com/recipes/complexSearch?query=x&apiKey=hidden")
    }
}

/// Counts from several threads.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.lock(); defer { lock.unlock() }; return count }
    func add() { lock.lock(); count += 1; lock.unlock() }
}

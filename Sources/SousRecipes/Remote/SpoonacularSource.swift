import Foundation
import SousCore
import SousStore

/// Recipes found remotely, or the local ones Sous fell back to and why.
public struct RemoteOutcome: Sendable {
    public enum Origin: Sendable {
        /// From the API, at this cost in points.
        case remote(cost: Double)
        /// The remote call was not made or failed; these are local results.
        case local(because: RemoteError)
    }

    public var recipes: [Recipe]
    public var origin: Origin
    /// The quota after the call.
    public var quota: QuotaStatus?
    /// Results the cook's preferences hide, with why; left out of `recipes`.
    public var hidden: [Preferences.Hidden] = []
    /// What the search asked the server for besides the text (the cook's
    /// diets and intolerances); empty when nothing.
    public var asked = SpoonacularWishes()

    public init(recipes: [Recipe], origin: Origin, quota: QuotaStatus?, hidden: [Preferences.Hidden] = [],
                asked: SpoonacularWishes = SpoonacularWishes()) {
        self.recipes = recipes
        self.origin = origin
        self.quota = quota
        self.hidden = hidden
        self.asked = asked
    }

    /// One line for stderr when Sous fell back: what happened and what it did.
    public var fallbackNote: String? {
        guard case .local(let error) = origin else { return nil }
        return "remote search unavailable: \(error); showing local results instead"
    }
}

/// Spoonacular behind the quota ledger and the offline cache.
///
/// Every call is priced before it is made and refused when it would pass
/// the cook's daily budget or what the account has left; the answer's quota
/// headers are recorded, the server's price for the call winning over the
/// estimate (its account-wide count is kept apart); a 402 ends remote calls until
/// midnight UTC. Recipes that come back are cached, so looking at one again
/// or bookmarking it costs nothing and works offline.
///
/// Owns no thread: one per caller, with the caller's connection, as the
/// store's types are.
public final class SpoonacularSource {
    let client: Result<SpoonacularClient, RemoteError>
    let ledger: QuotaLedger
    let cache: RemoteRecipeCache
    let bookmarks: Bookmarks
    let clock: @Sendable () -> Date

    public static let sourceName = "spoonacular"

    public init(database: Database, settings: RemoteSettings, clock: @escaping @Sendable () -> Date = { Date() }) {
        client = Result { () throws(RemoteError) in try SpoonacularClient(settings: settings) }
        ledger = QuotaLedger(database, dailyLimit: settings.dailyLimit)
        cache = RemoteRecipeCache(database)
        bookmarks = Bookmarks(database)
        self.clock = clock
    }

    public func quota() throws(StoreError) -> QuotaStatus { try ledger.status(at: clock()) }

    /// One tracked call: price, check, send, record, decode, cache.
    public func perform(_ endpoint: SpoonacularEndpoint) async throws(RemoteError) -> (recipes: [(recipe: Recipe, complete: Bool)], cost: Double) {
        let client = try client.get()
        let estimate = endpoint.estimatedCost
        let reservation: Result<Int64, QuotaRefusal>
        do { reservation = try ledger.reserve(endpoint: endpoint.name, estimate: estimate, at: clock()) } catch { throw .store(error) }
        let booking: Int64
        switch reservation {
        case .success(let id): booking = id
        case .failure(let refusal): throw .quota(refusal)
        }
        func record(_ call: QuotaCall) throws(RemoteError) {
            do { try ledger.settle(booking, with: call) } catch { throw .store(error) }
        }
        let response: HTTPResponse
        do {
            response = try await client.send(endpoint)
        } catch {
            // A request that timed out reached the server, which may have
            // charged for it: it keeps its estimate. One that never
            // connected cost nothing.
            let charged: Double = if case .timedOut = error { estimate } else { 0 }
            try record(QuotaCall(endpoint: endpoint.name, estimated: estimate, charged: charged, status: 0, at: clock()))
            throw error
        }
        let headers = QuotaHeaders(response)
        func call(charged: Double) -> QuotaCall {
            QuotaCall(endpoint: endpoint.name, estimated: estimate, charged: headers.request ?? charged,
                      serverUsed: headers.used, serverLeft: headers.left, status: response.status, at: clock())
        }
        if response.status == 402 {
            try record(call(charged: 0))
            throw .quotaExhausted(url: client.shownURL(endpoint))
        }
        guard (200..<300).contains(response.status) else {
            try record(call(charged: 0))
            throw .http(url: client.shownURL(endpoint), status: response.status)
        }
        let recipes: [(recipe: Recipe, complete: Bool)]
        do {
            recipes = try client.recipes(in: response, from: endpoint)
        } catch {
            // The server answered and may have charged: count the estimate.
            try record(call(charged: estimate))
            throw error
        }
        let charged = call(charged: endpoint.cost(results: recipes.count))
        try record(charged)
        do {
            try cache.store(recipes.filter(\.complete).map(\.recipe), source: Self.sourceName, complete: true, at: clock())
            try cache.store(recipes.filter { !$0.complete }.map(\.recipe), source: Self.sourceName, complete: false, at: clock())
        } catch {
            throw .store(error)
        }
        return (recipes, charged.charged)
    }

    /// `complexSearch` with recipe information and ingredients, so results
    /// can be cooked or bookmarked without another call; local search on
    /// any failure. The cook's `preferences` go to the server as diets and
    /// intolerances, and every result, remote or local, is also checked
    /// here as `sous search` checks: a server may not honour them all.
    public func search(_ text: String, number: Int = 10, local: [Recipe], preferences: Preferences = Preferences()) async -> RemoteOutcome {
        let wishes = SpoonacularWishes(preferences)
        let endpoint = SpoonacularEndpoint.complexSearch(query: text, number: number, addRecipeInformation: true, fillIngredients: true,
                                                         wishes: wishes)
        do {
            let (recipes, cost) = try await perform(endpoint)
            return remoteOutcome(recipes, cost: cost, preferences: preferences, asked: wishes)
        } catch {
            let found = RecipeSearch(offline(local)).search(text).map(\.recipe)
            return localOutcome(found, number: number, preferences: preferences, because: error)
        }
    }

    /// `findByIngredients`: recipes for what is in the fridge; the local
    /// fridge match on any failure. Spoonacular takes no diets here, so
    /// the cook's preferences are applied to what comes back.
    public func findByIngredients(_ items: [String], number: Int = 10, local: [Recipe],
                                  preferences: Preferences = Preferences()) async -> RemoteOutcome {
        do {
            let (recipes, cost) = try await perform(.findByIngredients(ingredients: items, number: number))
            return remoteOutcome(recipes, cost: cost, preferences: preferences)
        } catch {
            let found = FridgeMatcher.suggest(items, from: offline(local)).map(\.recipe)
            return localOutcome(found, number: number, preferences: preferences, because: error)
        }
    }

    /// What the server sent, checked against the cook's preferences.
    private func remoteOutcome(_ recipes: [(recipe: Recipe, complete: Bool)], cost: Double, preferences: Preferences,
                               asked: SpoonacularWishes = SpoonacularWishes()) -> RemoteOutcome {
        let sifted = preferences.sift(recipes.map(\.recipe), unknownTimePasses: true)
        return RemoteOutcome(recipes: sifted.kept, origin: .remote(cost: cost), quota: try? quota(), hidden: sifted.hidden, asked: asked)
    }

    /// Local results in place of remote ones, filtered by the same
    /// preferences before the limit is applied.
    private func localOutcome(_ found: [Recipe], number: Int, preferences: Preferences, because error: RemoteError) -> RemoteOutcome {
        let sifted = preferences.sift(found, unknownTimePasses: true)
        return RemoteOutcome(recipes: Array(sifted.kept.prefix(number)), origin: .local(because: error), quota: try? quota(),
                             hidden: sifted.hidden)
    }

    /// What can be searched without the network: the local library and the
    /// complete recipes earlier remote searches brought in.
    private func offline(_ local: [Recipe]) -> [Recipe] {
        let ids = Set(local.map(\.id))
        let cached = (try? cache.recipes(source: Self.sourceName)) ?? []
        return local + cached.filter { !ids.contains($0.id) }
    }

    /// A whole recipe by id ("spoonacular-716429"): from the bookmarks or
    /// the cache when there, otherwise the information endpoint.
    public func recipe(id: String) async throws(RemoteError) -> Recipe {
        do {
            if let saved = try bookmarks.recipe(id) { return saved }
            if let cached = try cache.entry(id), cached.complete { return cached.recipe }
        } catch {
            throw .store(error)
        }
        guard let number = SpoonacularRecipe.number(from: id) else { throw .notFound(id: id) }
        do throws(RemoteError) {
            let (recipes, _) = try await perform(.information(id: number, includeNutrition: false))
            guard let found = recipes.first else { throw .notFound(id: id) }
            return found.recipe
        } catch {
            if case .http(_, 404) = error { throw .notFound(id: id) }
            throw error
        }
    }
}

/// Spoonacular as a `RecipeRepository`: what it offers without a query is
/// what is already saved locally (bookmarks and complete cached recipes);
/// one recipe by id is fetched through the quota tracker when not saved.
/// Each call opens its own connection to the database in `dataFolder`.
public struct SpoonacularRepository: RecipeRepository {
    public let dataFolder: URL
    public let settings: RemoteSettings

    public init(dataFolder: URL, settings: RemoteSettings) {
        self.dataFolder = dataFolder
        self.settings = settings
    }

    public func allRecipes() async throws -> [Recipe] {
        let database = try SousDatabase.open(in: dataFolder).database
        var recipes = try Bookmarks(database).all().bookmarks.map(\.recipe).filter { $0.id.hasPrefix("spoonacular-") }
        let ids = Set(recipes.map(\.id))
        recipes += try RemoteRecipeCache(database).recipes(source: SpoonacularSource.sourceName).filter { !ids.contains($0.id) }
        return recipes
    }

    public func recipe(id: String) async throws -> Recipe? {
        let database = try SousDatabase.open(in: dataFolder).database
        do {
            return try await SpoonacularSource(database: database, settings: settings).recipe(id: id)
        } catch .notFound {
            return nil
        }
    }
}

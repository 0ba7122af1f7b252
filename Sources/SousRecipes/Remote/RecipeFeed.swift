import Foundation
import SousCore

/// A remote JSON URL serving a list of recipes: a family's recipe server,
/// a static file on a web host.
public struct RecipeFeed: RecipeRepository {
    public let url: URL
    let client: HTTPClient

    public struct Fetched: Sendable {
        public var recipes: [Recipe]
        /// Recipes in the feed that could not be used.
        public var problems: [RecipeFormatError]
    }

    public init(url: URL, timeout: TimeInterval) {
        self.url = url
        self.client = HTTPClient(timeout: timeout)
    }

    /// The URL as shown to the cook, without secrets.
    public var shownURL: String { Redact.url(url) }

    public func fetch() async throws(RemoteError) -> Fetched {
        try Self.decode(try await client.get(url), shownURL)
    }

    /// The same, for synchronous start-up code.
    public func fetchBlocking() throws(RemoteError) -> Fetched {
        try Self.decode(try client.getBlocking(url), shownURL)
    }

    static func decode(_ response: HTTPResponse, _ shown: String) throws(RemoteError) -> Fetched {
        guard (200..<300).contains(response.status) else { throw .http(url: shown, status: response.status) }
        let decoded = try FeedDecoder.decode(response.body, source: shown)
        guard !decoded.recipes.isEmpty || decoded.problems.isEmpty else {
            throw .badResponse(url: shown, problem: "none of its \(decoded.problems.count) recipes could be read")
        }
        return Fetched(recipes: decoded.recipes, problems: decoded.problems)
    }

    public func allRecipes() async throws -> [Recipe] { try await fetch().recipes }
}

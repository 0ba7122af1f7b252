import Foundation

/// When the recipe feed was last asked for, and whether it answered: a
/// slow or dead feed should cost one command its timeout, not every
/// `sous cook` of a bundled recipe.
public struct FeedAttempts {
    public struct Attempt: Codable, Hashable, Sendable {
        public var url: String
        public var at: Date
        /// Why it failed, nil when it answered.
        public var failure: String?

        public init(url: String, at: Date, failure: String?) {
            self.url = url
            self.at = at
            self.failure = failure
        }
    }

    let database: Database
    private static let key = "feed-attempt"

    public init(_ database: Database) { self.database = database }

    public func last() throws(StoreError) -> Attempt? {
        guard let json = try database.query("SELECT value FROM preferences WHERE key = ?", [.text(Self.key)]).first?.first?.string else {
            return nil
        }
        return try? JSONDecoder().decode(Attempt.self, from: Data(json.utf8))
    }

    public func record(_ attempt: Attempt) throws(StoreError) {
        let json = String(decoding: (try? JSONEncoder().encode(attempt)) ?? Data("{}".utf8), as: UTF8.self)
        try database.query("INSERT INTO preferences (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                           [.text(Self.key), .text(json)])
    }
}

/// One named schema change.
public struct Migration: Sendable {
    public var name: String
    public var sql: String

    public init(_ name: String, _ sql: String) {
        self.name = name
        self.sql = sql
    }
}

extension Migration {
    /// Favourites and preferences.
    static let core: [Migration] = [
        Migration("core-1", """
            CREATE TABLE favourites (recipe_id TEXT PRIMARY KEY, added_at REAL NOT NULL);
            CREATE TABLE preferences (key TEXT PRIMARY KEY, value TEXT NOT NULL);
            """),
    ]
}

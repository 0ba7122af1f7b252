import Foundation
import SousCore

/// Recipes fetched from remote sources, kept so that looking one up again
/// costs no API points and works offline.
///
/// A recipe is `complete` when it has its ingredients and steps (an
/// information call, or a search with recipe information); a search result
/// without them is only a summary and is fetched again before cooking.
public struct RemoteRecipeCache {
    let database: Database

    public init(_ database: Database) { self.database = database }

    public struct Entry: Hashable, Sendable {
        public var recipe: Recipe
        public var complete: Bool
        public var fetchedAt: Date
    }

    /// Stores recipes from one source. A summary never overwrites a
    /// complete copy of the same recipe.
    public func store(_ recipes: [Recipe], source: String, complete: Bool, at time: Date = Date()) throws(StoreError) {
        do {
            try database.transaction {
                for recipe in recipes {
                    try database.query("""
                        INSERT INTO remote_recipes (recipe_id, source, recipe_json, complete, fetched_at) VALUES (?, ?, ?, ?, ?)
                        ON CONFLICT(recipe_id) DO UPDATE SET source = excluded.source, recipe_json = excluded.recipe_json,
                            complete = excluded.complete, fetched_at = excluded.fetched_at
                        WHERE excluded.complete >= remote_recipes.complete
                        """, [.text(recipe.id), .text(source), .text(String(decoding: recipe.encodedJSON(), as: UTF8.self)),
                              .integer(complete ? 1 : 0), .real(time.timeIntervalSince1970)])
                }
            }
        } catch {
            throw Self.storeError(error, database)
        }
    }

    /// Replaces everything from `source` with `recipes` in one transaction:
    /// a feed's last good snapshot.
    public func replace(source: String, with recipes: [Recipe], at time: Date = Date()) throws(StoreError) {
        do {
            try database.transaction {
                try database.query("DELETE FROM remote_recipes WHERE source = ?", [.text(source)])
                for recipe in recipes {
                    try database.query("""
                        INSERT OR REPLACE INTO remote_recipes (recipe_id, source, recipe_json, complete, fetched_at) VALUES (?, ?, ?, 1, ?)
                        """, [.text(recipe.id), .text(source), .text(String(decoding: recipe.encodedJSON(), as: UTF8.self)),
                              .real(time.timeIntervalSince1970)])
                }
            }
        } catch {
            throw Self.storeError(error, database)
        }
    }

    public func entry(_ recipeID: String) throws(StoreError) -> Entry? {
        guard let row = try database.query("SELECT recipe_json, complete, fetched_at FROM remote_recipes WHERE recipe_id = ?",
                                           [.text(recipeID)]).first,
              let recipe = try? Recipe.decode(Data((row[0].string ?? "").utf8)) else { return nil }
        return Entry(recipe: recipe, complete: row[1].int == 1, fetchedAt: Date(timeIntervalSince1970: row[2].double ?? 0))
    }

    /// Complete recipes from one source, by title.
    public func recipes(source: String) throws(StoreError) -> [Recipe] {
        try database.query("SELECT recipe_json FROM remote_recipes WHERE source = ? AND complete = 1", [.text(source)])
            .compactMap { row in try? Recipe.decode(Data((row[0].string ?? "").utf8)) }
            .sorted { $0.title < $1.title }
    }

    static func storeError(_ error: any Error, _ database: Database) -> StoreError {
        (error as? StoreError) ?? StoreError(path: database.path, message: "\(error)", code: -1)
    }
}

import Foundation

/// The recipes the cook starred, in the order they were added.
public struct Favourites {
    let database: Database

    public init(_ database: Database) { self.database = database }

    /// Returns false when it was already a favourite.
    @discardableResult
    public func add(_ recipeID: String, at time: Date = Date()) throws(StoreError) -> Bool {
        let before = try contains(recipeID)
        try database.query("INSERT OR IGNORE INTO favourites (recipe_id, added_at) VALUES (?, ?)",
                           [.text(recipeID), .real(time.timeIntervalSince1970)])
        return !before
    }

    /// Returns false when it was not a favourite.
    @discardableResult
    public func remove(_ recipeID: String) throws(StoreError) -> Bool {
        let before = try contains(recipeID)
        try database.query("DELETE FROM favourites WHERE recipe_id = ?", [.text(recipeID)])
        return before
    }

    public func contains(_ recipeID: String) throws(StoreError) -> Bool {
        try !database.query("SELECT 1 FROM favourites WHERE recipe_id = ?", [.text(recipeID)]).isEmpty
    }

    public func all() throws(StoreError) -> [String] {
        try database.query("SELECT recipe_id FROM favourites ORDER BY added_at, recipe_id").compactMap { $0.first?.string }
    }
}

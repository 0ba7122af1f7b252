import Foundation
import SousCore

/// A recipe the cook saved whole, so it can be cooked with the network gone.
public struct Bookmark: Hashable, Sendable {
    public var recipe: Recipe
    /// Where it came from: "bundled", "spoonacular", a feed URL.
    public var source: String
    public var addedAt: Date
}

/// Bookmarked recipes, stored as Sous recipe JSON rather than as ids: a
/// remote recipe may vanish or the quota run out, and the cook still wants
/// to make it tonight.
public struct Bookmarks {
    let database: Database

    public init(_ database: Database) { self.database = database }

    /// Saves (or refreshes) the recipe. Returns false when it was already
    /// bookmarked.
    @discardableResult
    public func add(_ recipe: Recipe, source: String, at time: Date = Date()) throws(StoreError) -> Bool {
        let before = try contains(recipe.id)
        let json = String(decoding: recipe.encodedJSON(), as: UTF8.self)
        try database.query("""
            INSERT INTO bookmarks (recipe_id, title, source, recipe_json, added_at) VALUES (?, ?, ?, ?, ?)
            ON CONFLICT(recipe_id) DO UPDATE SET title = excluded.title, source = excluded.source, recipe_json = excluded.recipe_json
            """, [.text(recipe.id), .text(recipe.title), .text(source), .text(json), .real(time.timeIntervalSince1970)])
        return !before
    }

    /// Brings bookmarks of these recipes up to the versions given (a feed
    /// corrected an amount): when the feed later drops one, the cook keeps
    /// the recipe as last seen, not as it was the day it was bookmarked.
    /// Spoonacular's are left alone (their cache is kept apart). Returns
    /// the ids refreshed.
    @discardableResult
    public func refresh(with recipes: [Recipe]) throws(StoreError) -> [String] {
        let rows = try database.query("SELECT recipe_id, recipe_json FROM bookmarks WHERE source != 'spoonacular'")
        guard !rows.isEmpty else { return [] }
        let saved = Dictionary(rows.map { ($0[0].string ?? "", $0[1].string ?? "") }, uniquingKeysWith: { first, _ in first })
        var refreshed: [String] = []
        for recipe in recipes {
            guard let old = saved[recipe.id] else { continue }
            let json = String(decoding: recipe.encodedJSON(), as: UTF8.self)
            guard json != old else { continue }
            try database.query("UPDATE bookmarks SET title = ?, recipe_json = ? WHERE recipe_id = ?",
                               [.text(recipe.title), .text(json), .text(recipe.id)])
            refreshed.append(recipe.id)
        }
        return refreshed
    }

    /// Returns false when it was not bookmarked.
    @discardableResult
    public func remove(_ recipeID: String) throws(StoreError) -> Bool {
        let before = try contains(recipeID)
        try database.query("DELETE FROM bookmarks WHERE recipe_id = ?", [.text(recipeID)])
        return before
    }

    public func contains(_ recipeID: String) throws(StoreError) -> Bool {
        try !database.query("SELECT 1 FROM bookmarks WHERE recipe_id = ?", [.text(recipeID)]).isEmpty
    }

    public func recipe(_ recipeID: String) throws(StoreError) -> Recipe? {
        guard let json = try database.query("SELECT recipe_json FROM bookmarks WHERE recipe_id = ?", [.text(recipeID)]).first?.first?.string
        else { return nil }
        return try? Recipe.decode(Data(json.utf8))
    }

    /// Every bookmark, oldest first. A row that no longer decodes is
    /// reported, not dropped silently.
    public func all() throws(StoreError) -> (bookmarks: [Bookmark], problems: [RecipeFormatError]) {
        var bookmarks: [Bookmark] = []
        var problems: [RecipeFormatError] = []
        for row in try database.query("SELECT recipe_id, source, recipe_json, added_at FROM bookmarks ORDER BY added_at, recipe_id") {
            let id = row[0].string ?? "?"
            do {
                let recipe = try Recipe.decode(Data((row[2].string ?? "").utf8), file: "bookmark \(id)")
                bookmarks.append(Bookmark(recipe: recipe, source: row[1].string ?? "", addedAt: Date(timeIntervalSince1970: row[3].double ?? 0)))
            } catch {
                problems.append(error)
            }
        }
        return (bookmarks, problems)
    }
}

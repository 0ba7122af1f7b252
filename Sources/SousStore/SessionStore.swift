import Foundation
import SousCore

/// The cooking session the daemon resumes after a restart.
public struct SessionStore {
    let database: Database

    public init(_ database: Database) { self.database = database }

    /// Saves the session; `active` is false once the cook said stop, so a
    /// restart does not resume it (its timers still ring). The session and
    /// the recipe's place are written in one transaction, encoded once.
    public func save(_ snapshot: SessionSnapshot, active: Bool) throws(StoreError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        guard let data = try? encoder.encode(snapshot) else {
            throw StoreError(path: database.path, message: "cannot encode the session", code: -1)
        }
        let json = String(decoding: data, as: UTF8.self)
        do {
            try database.transaction {
                try database.query("""
                    INSERT INTO session (slot, recipe_id, snapshot, active, updated_at) VALUES (1, ?, ?, ?, ?)
                    ON CONFLICT(slot) DO UPDATE SET recipe_id = excluded.recipe_id, snapshot = excluded.snapshot,
                        active = excluded.active, updated_at = excluded.updated_at
                    """, [.text(snapshot.recipeID), .text(json), .integer(active ? 1 : 0), .real(snapshot.savedAt)])
                try rememberPlace(snapshot, json: json)
            }
        } catch {
            throw RemoteRecipeCache.storeError(error, database)
        }
    }

    public struct Saved: Sendable {
        public var snapshot: SessionSnapshot
        public var active: Bool
    }

    /// The saved session, or nil when there is none or it cannot be read.
    public func load() throws(StoreError) -> Saved? {
        guard let row = try database.query("SELECT snapshot, active FROM session WHERE slot = 1").first,
              let json = row.first?.string,
              let snapshot = try? JSONDecoder().decode(SessionSnapshot.self, from: Data(json.utf8)) else {
            return nil
        }
        return Saved(snapshot: snapshot, active: row.count > 1 && row[1].int == 1)
    }

    /// Keeps where the cook is in this recipe (one row per recipe), so
    /// switching to another and back, or stopping and coming back, picks up
    /// there; a recipe finished or back at its start has no place to keep,
    /// unless the cook chose its servings before the first step ("make it
    /// for 2", then off to the other dish).
    private func rememberPlace(_ snapshot: SessionSnapshot, json: String) throws(StoreError) {
        guard !snapshot.recipeID.isEmpty else { return }
        let onAStep = if case .step = snapshot.position { true } else { false }
        guard onAStep || snapshot.position == .overview && snapshot.servingsChosen == true else {
            try database.query("DELETE FROM stopped_session WHERE recipe_id = ?", [.text(snapshot.recipeID)])
            return
        }
        try database.query("""
            INSERT INTO stopped_session (recipe_id, snapshot, updated_at) VALUES (?, ?, ?)
            ON CONFLICT(recipe_id) DO UPDATE SET snapshot = excluded.snapshot, updated_at = excluded.updated_at
            """, [.text(snapshot.recipeID), .text(json), .real(snapshot.savedAt)])
    }

    /// Every recipe's kept place, the latest first: the dishes in progress.
    public func places() throws(StoreError) -> [SessionSnapshot] {
        try database.query("SELECT snapshot FROM stopped_session ORDER BY updated_at DESC").compactMap { row in
            row.first?.string.flatMap { try? JSONDecoder().decode(SessionSnapshot.self, from: Data($0.utf8)) }
        }
    }

    /// Where the cook last was in this recipe, if on a step.
    public func place(in recipeID: String) throws(StoreError) -> SessionSnapshot? {
        guard let json = try database.query("SELECT snapshot FROM stopped_session WHERE recipe_id = ?", [.text(recipeID)]).first?.first?.string
        else { return nil }
        return try? JSONDecoder().decode(SessionSnapshot.self, from: Data(json.utf8))
    }

    public func clear() throws(StoreError) {
        try database.query("DELETE FROM session")
    }
}

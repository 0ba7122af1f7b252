import Foundation
import SousCore

/// The cooking session the daemon resumes after a restart.
public struct SessionStore {
    let database: Database

    public init(_ database: Database) { self.database = database }

    /// Saves the session; `active` is false once the cook said stop, so a
    /// restart does not resume it (its timers still ring).
    public func save(_ snapshot: SessionSnapshot, active: Bool) throws(StoreError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        guard let data = try? encoder.encode(snapshot) else {
            throw StoreError(path: database.path, message: "cannot encode the session", code: -1)
        }
        try database.query("""
            INSERT INTO session (slot, recipe_id, snapshot, active, updated_at) VALUES (1, ?, ?, ?, ?)
            ON CONFLICT(slot) DO UPDATE SET recipe_id = excluded.recipe_id, snapshot = excluded.snapshot,
                active = excluded.active, updated_at = excluded.updated_at
            """, [.text(snapshot.recipeID), .text(String(decoding: data, as: UTF8.self)), .integer(active ? 1 : 0),
                  .real(snapshot.savedAt)])
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

    public func clear() throws(StoreError) {
        try database.query("DELETE FROM session")
    }
}

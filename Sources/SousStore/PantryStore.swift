import Foundation
import SousCore

/// What the cook keeps at home, so the shopping list leaves it out.
///
/// Staples (salt, pepper, oil, water) are assumed; removing one records
/// that the cook has run out, so it is bought like anything else.
public struct PantryStore {
    let database: Database

    public init(_ database: Database) { self.database = database }

    public enum Added: Hashable, Sendable {
        case added
        case alreadyThere
        /// A staple: assumed without being added, so nothing is stored.
        case staple
        /// A staple the cook had run out of, assumed again.
        case stapleBack
    }

    /// Adds an item the cook has. A staple is not stored (it is assumed
    /// anyway; "sous pantry" listed salt as added after saying it was
    /// not): adding one the cook ran out of takes back the running out.
    @discardableResult
    public func add(_ name: String, at time: Date = Date()) throws(StoreError) -> Added {
        let key = PantryContents.key(for: name)
        if PantryStaples.contains(name) {
            let lacking = try database.query("SELECT 1 FROM pantry WHERE key = ? AND have = 0", [.text(key)]).isEmpty == false
            guard lacking else { return .staple }
            try database.query("DELETE FROM pantry WHERE key = ?", [.text(key)])
            return .stapleBack
        }
        // Said again as "basmati rices", or "basmati rice" beside "rice",
        // which covers it: nothing is added, as the message says.
        guard try contents().reason(for: name) == nil else { return .alreadyThere }
        try database.query("""
            INSERT INTO pantry (key, name, have, added_at) VALUES (?, ?, 1, ?)
            ON CONFLICT(key) DO UPDATE SET have = 1
            """, [.text(key), .text(name), .real(time.timeIntervalSince1970)])
        return .added
    }

    public enum Removed: Hashable, Sendable {
        case removed
        /// A staple, now marked as not at home.
        case stapleMarkedMissing
        case notThere
    }

    public func remove(_ name: String, at time: Date = Date()) throws(StoreError) -> Removed {
        let key = PantryContents.key(for: name)
        if PantryStaples.contains(name) {
            let lacking = try database.query("SELECT 1 FROM pantry WHERE key = ? AND have = 0", [.text(key)]).isEmpty == false
            if lacking { return .notThere }
            try database.query("""
                INSERT INTO pantry (key, name, have, added_at) VALUES (?, ?, 0, ?)
                ON CONFLICT(key) DO UPDATE SET have = 0
                """, [.text(key), .text(name), .real(time.timeIntervalSince1970)])
            return .stapleMarkedMissing
        }
        // Keys are made when an item is added; one added before the naming
        // rules changed ("flour" is now the all-purpose bag) is found by its
        // name keyed today, as the shopping list finds it.
        let rows = try database.query("SELECT key, name, have FROM pantry")
        let matching = rows.filter { row in
            row.count == 3 && (row[0].string == key || row[1].string.map(PantryContents.key(for:)) == key)
        }
        let present = matching.contains { $0[2].int == 1 }
        for row in matching { try database.query("DELETE FROM pantry WHERE key = ?", [row[0]]) }
        return present ? .removed : .notThere
    }

    /// The cook's own items, in the order added.
    public func items() throws(StoreError) -> [String] {
        try database.query("SELECT name FROM pantry WHERE have = 1 ORDER BY added_at, key").compactMap { $0.first?.string }
    }

    /// Staples the cook said they do not have.
    public func lacking() throws(StoreError) -> [String] {
        try database.query("SELECT name FROM pantry WHERE have = 0 ORDER BY added_at, key").compactMap { $0.first?.string }
    }

    public func contents() throws(StoreError) -> PantryContents {
        PantryContents(have: try items(), lacking: try lacking())
    }
}

import Foundation
import SousCore

/// Standing preferences, kept as JSON under one key so new fields need no
/// schema change.
public struct PreferenceStore {
    let database: Database
    private static let key = "preferences"

    public init(_ database: Database) { self.database = database }

    public func load() throws(StoreError) -> Preferences {
        guard let json = try database.query("SELECT value FROM preferences WHERE key = ?", [.text(Self.key)]).first?.first?.string,
              let preferences = try? JSONDecoder().decode(Preferences.self, from: Data(json.utf8)) else {
            return Preferences()
        }
        return preferences
    }

    public func save(_ preferences: Preferences) throws(StoreError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: (try? encoder.encode(preferences)) ?? Data("{}".utf8), as: UTF8.self)
        try database.query("INSERT INTO preferences (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                           [.text(Self.key), .text(json)])
    }
}

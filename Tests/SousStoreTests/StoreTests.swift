import Foundation
import Testing
import SousCore
@testable import SousStore

@Suite("SQLite store")
struct StoreTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sous-store-\(UUID().uuidString)")

    @Test func favouritesSurviveReopening() throws {
        do {
            let database = try SousDatabase.open(in: folder).database
            let favourites = Favourites(database)
            #expect(try favourites.add("overnight-oats", at: Date(timeIntervalSince1970: 10)))
            #expect(try favourites.add("red-lentil-dal", at: Date(timeIntervalSince1970: 20)))
            #expect(try !favourites.add("overnight-oats"))
        }
        let reopened = Favourites(try SousDatabase.open(in: folder).database)
        #expect(try reopened.all() == ["overnight-oats", "red-lentil-dal"])
        #expect(try reopened.remove("overnight-oats"))
        #expect(try !reopened.remove("overnight-oats"))
        #expect(try reopened.all() == ["red-lentil-dal"])
    }

    @Test func preferencesRoundTrip() throws {
        let preferences = Preferences(diets: ["vegan"], allergens: ["peanuts"], dislikes: ["coriander"], maxMinutes: 30)
        do {
            try PreferenceStore(try SousDatabase.open(in: folder).database).save(preferences)
        }
        #expect(try PreferenceStore(try SousDatabase.open(in: folder).database).load() == preferences)
    }

    @Test func usesWriteAheadLogging() throws {
        let database = try SousDatabase.open(in: folder).database
        #expect(try database.query("PRAGMA journal_mode").first?.first?.string == "wal")
    }

    @Test func corruptFileIsMovedAsideAndReported() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("sous.sqlite")
        try Data(repeating: 0x5A, count: 8192).write(to: path)
        let opened = try SousDatabase.open(in: folder, now: Date(timeIntervalSince1970: 1234))
        let note = try #require(opened.recovered)
        #expect(note.contains(path.path))
        #expect(note.contains("sous.sqlite.corrupt-1234"))
        #expect(FileManager.default.fileExists(atPath: path.path + ".corrupt-1234"))
        // The fresh database works.
        #expect(try Favourites(opened.database).add("x"))
    }

    @Test func bindingsRoundTripEveryType() throws {
        let database = try SousDatabase.open(in: folder).database
        try database.execute("CREATE TABLE t (a, b, c, d)")
        try database.query("INSERT INTO t VALUES (?, ?, ?, ?)", [.integer(42), .real(1.5), .text("za'atar ½"), .null])
        #expect(try database.query("SELECT * FROM t") == [[.integer(42), .real(1.5), .text("za'atar ½"), .null]])
    }

    @Test func failedTransactionLeavesNothing() throws {
        let database = try SousDatabase.open(in: folder).database
        struct Boom: Error {}
        #expect(throws: Boom.self) {
            try database.transaction {
                try database.query("INSERT INTO favourites VALUES ('half', 1)")
                throw Boom()
            }
        }
        #expect(try Favourites(database).all().isEmpty)
    }
}

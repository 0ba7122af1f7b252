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

    /// The daemon and a command started together on a new data folder: each
    /// must find the schema made, never take the other's half-made schema
    /// for a damaged file and move the database aside.
    @Test func processesOpeningANewFolderAtOnceShareOneDatabase() throws {
        for round in 0..<4 {
            let fresh = folder.appendingPathComponent("round-\(round)")
            let notes = Notes()
            DispatchQueue.concurrentPerform(iterations: 4) { _ in
                do {
                    let opened = try SousDatabase.open(in: fresh)
                    if let recovered = opened.recovered { notes.add(recovered) }
                    _ = try Favourites(opened.database).add("x")
                } catch {
                    notes.add("\(error)")
                }
            }
            #expect(notes.all.isEmpty, "round \(round): \(notes.all)")
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: fresh.path).filter { $0.contains("corrupt") }
            #expect(leftovers.isEmpty)
        }
    }

    /// A database another process holds locked is busy, not damaged: it is
    /// never moved aside.
    @Test func onlyDamageMovesTheDatabaseAside() {
        #expect(SousDatabase.isDamage(StoreError(path: "x", message: "file is not a database", code: 26)))
        #expect(SousDatabase.isDamage(StoreError(path: "x", message: "failed its integrity check", code: 11)))
        #expect(!SousDatabase.isDamage(StoreError(path: "x", message: "database is locked", code: 5)))
        #expect(!SousDatabase.isDamage(StoreError(path: "x", message: "table quota_calls already exists", code: 1)))
    }

    /// Another process writing (the daemon saving a timer) must not make a
    /// command think the file is damaged: it waits, and the data stays.
    @Test func aBusyDatabaseIsWaitedForNeverMovedAside() throws {
        let holder = try SousDatabase.open(in: folder).database
        _ = try Favourites(holder).add("kept")
        // An exclusive lock that keeps even readers out, as a long write would.
        try holder.execute("PRAGMA locking_mode=EXCLUSIVE")
        _ = try Favourites(holder).add("also kept")
        let release = DispatchWorkItem {
            try? holder.execute("PRAGMA locking_mode=NORMAL")
            _ = try? holder.query("SELECT count(*) FROM favourites")
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + 1, execute: release)
        let opened = try SousDatabase.open(in: folder)
        #expect(opened.recovered == nil)
        #expect(try Favourites(opened.database).all() == ["kept", "also kept"])
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

/// Messages gathered from several threads.
final class Notes: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [String] = []
    var all: [String] { lock.lock(); defer { lock.unlock() }; return items }
    func add(_ item: String) { lock.lock(); items.append(item); lock.unlock() }
}

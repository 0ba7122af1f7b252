import Foundation
import SousTestSupport
import Testing
import SousCore
@testable import SousStore

@Suite("SQLite store")
struct StoreTests {
    let folder = ScratchFolder.path("sous-store")

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

    /// `sous prefs --units metric` is kept in the SQLite file; preferences
    /// saved before units existed read as "as written".
    @Test func unitsPreferenceIsStoredAndReadBack() throws {
        do {
            let database = try SousDatabase.open(in: folder).database
            try database.query("INSERT INTO preferences (key, value) VALUES ('preferences', '{\"diets\":[\"vegan\"],\"allergens\":[],\"dislikes\":[]}')")
            #expect(try PreferenceStore(database).load().measuring == .asWritten)
            var preferences = try PreferenceStore(database).load()
            preferences.units = .metric
            try PreferenceStore(database).save(preferences)
        }
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("sous.sqlite").path))
        let loaded = try PreferenceStore(try SousDatabase.open(in: folder).database).load()
        #expect(loaded.measuring == .metric && loaded.diets == ["vegan"])
    }

    /// With metric units, the plan's shopping list is in grams and millilitres.
    @Test func shoppingListInTheCooksUnits() throws {
        let database = try SousDatabase.open(in: folder).database
        let pancakes = Recipe(id: "pancakes", title: "Pancakes", minutes: 20, servings: 4,
                              ingredients: ["2 cups flour", "1 stick butter", "2 cups milk", "2 eggs"].map(Ingredient.init(parsing:)),
                              steps: [Step(text: "Mix.")])
        _ = try MealPlan(database).add("pancakes", day: nil, servings: 8)
        let asWritten = try PlanShopping.list(database: database, recipes: [pancakes]).list
        #expect(asWritten.items.map(\.line).contains("4 cups flour"))
        try PreferenceStore(database).save(Preferences(units: .metric))
        let lines = try PlanShopping.list(database: database, recipes: [pancakes]).list.items.map(\.line)
        #expect(lines.contains("500 g flour"))
        #expect(lines.contains("230 g butter"))
        #expect(lines.contains("950 ml milk"))
        #expect(lines.contains("4 eggs"))
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

    /// Writes garbage over the first page of `table`, as a failing disk would.
    static func damage(_ table: String, in folder: URL) throws {
        let path = folder.appendingPathComponent("sous.sqlite").path
        let (root, pageSize): (Int, Int) = try {
            let database = try Database(path: path)
            try database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            let root = try database.query("SELECT rootpage FROM sqlite_master WHERE name = ?", [.text(table)]).first?.first?.int ?? 0
            return (root, try database.query("PRAGMA page_size").first?.first?.int ?? 4096)
        }()
        let file = try #require(FileHandle(forUpdatingAtPath: path))
        try file.seek(toOffset: UInt64(pageSize * (root - 1)))
        file.write(Data([0x0D, 0, 0, 0, 0xFF, 0xFF]) + Data(repeating: 0xAB, count: 200))
        try file.close()
    }

    /// A command beside the daemon found a bad page and renamed the
    /// daemon's live file: the daemon wrote on into the renamed one and its
    /// timers were gone at its restart. While someone holds the folder the
    /// damage is only reported; once it is free, the file is moved aside
    /// and what can still be read is kept.
    @Test func aDamagedDatabaseSomeoneHoldsIsLeftForThemAndLaterRepairedKeepingWhatReads() throws {
        let preferences = Preferences(diets: ["vegan"], allergens: [], dislikes: [], maxMinutes: 30)
        do {
            let database = try SousDatabase.open(in: folder).database
            try PreferenceStore(database).save(preferences)
            _ = try Favourites(database).add("shakshuka")
        }
        try Self.damage("favourites", in: folder)
        // The daemon holds the folder, as DataFolderLock does.
        let lockPath = folder.appendingPathComponent(SousDatabase.lockFileName).path
        let holder = Glibc.open(lockPath, O_CREAT | O_RDWR, 0o600)
        #expect(holder >= 0)
        _ = "serve /run/sous.sock\n".withCString { write(holder, $0, strlen($0)) }
        #expect(flock(holder, LOCK_EX | LOCK_NB) == 0)
        let refused = #expect(throws: StoreError.self) { try SousDatabase.open(in: folder, now: Date(timeIntervalSince1970: 1234)) }
        #expect(refused?.description.contains("the Sous daemon ('sous serve') has it open, so it was left as it is") == true, "\(String(describing: refused))")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(!names.contains { $0.contains("corrupt") }, "\(names)")
        // The daemon itself, holding the lock, repairs it at its start.
        let opened = try SousDatabase.open(in: folder, now: Date(timeIntervalSince1970: 1234), holdingFolder: true)
        close(holder)
        let note = try #require(opened.recovered)
        #expect(note.contains("sous.sqlite.corrupt-1234"))
        #expect(note.contains("not all of: favourites"), "\(note)")
        #expect(try PreferenceStore(opened.database).load() == preferences)
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

import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The user's Sous database: schema, migrations, and recovery from a
/// damaged file.
public enum SousDatabase {
    /// Every schema change, by feature. Each is applied once, in this
    /// order, and recorded by name; never edit one that has shipped.
    static var migrations: [Migration] { Migration.core + Migration.library + Migration.daemon }

    /// What opening found: the database, and a note for the user when a
    /// damaged file had to be moved aside.
    public struct Opened {
        public var database: Database
        public var recovered: String?
    }

    /// Opens `sous.sqlite` in `directory`, creating the folder. A file that
    /// is not a database or fails SQLite's check is renamed with a
    /// `.corrupt-<time>` suffix, reported, and replaced by a fresh one into
    /// which whatever can still be read is copied (the session and its
    /// timers, favourites, ...), so nothing is silently lost and Sous still
    /// starts.
    ///
    /// Never while another process holds the data folder (the daemon, or
    /// `sous cook` in a terminal): it has the file open and would go on
    /// writing into the renamed one, and its timers would be gone at its
    /// next start. The damage is reported and left for it to repair when it
    /// starts again. `holdingFolder` says the caller holds the folder's lock
    /// itself (the daemon), so the lock is no sign of anyone else.
    public static func open(in directory: URL, now: Date = Date(), holdingFolder: Bool = false) throws(StoreError) -> Opened {
        try makeWritableFolder(directory)
        let path = directory.appendingPathComponent("sous.sqlite").path
        do throws(StoreError) {
            return Opened(database: try openWaitingForOthers(path), recovered: nil)
        } catch where isDamage(error) {
            let reason = error.message.isEmpty ? "\(error.code)" : error.message
            // Held through the move, so a daemon starting now never opens the file being moved.
            let guardian = holdingFolder ? nil : FolderGuard(directory)
            if !holdingFolder, let who = guardian == nil ? "another Sous" : guardian?.heldBy {
                throw StoreError(path: path, message: "is damaged (\(reason)), but \(who) has it open, so it was left as it is; "
                                 + "it is repaired, keeping what can still be read, the next time Sous starts with the data folder free "
                                 + "(restart 'sous serve', or finish cooking in the other terminal)", code: error.code)
            }
            let stamp = Int(now.timeIntervalSince1970)
            let aside = "\(path).corrupt-\(stamp)"
            for suffix in ["", "-wal", "-shm"] where FileManager.default.fileExists(atPath: path + suffix) {
                try? FileManager.default.moveItem(atPath: path + suffix, toPath: aside + suffix)
            }
            let database = try Database(path: path)
            try migrate(database)
            let lost = salvage(from: aside, into: database)
            withExtendedLifetime(guardian) {}
            let kept = lost.map { $0.isEmpty ? "everything in it could still be read and was kept"
                : "what could still be read was kept, but not all of: \($0.joined(separator: ", "))" } ?? "nothing in it could be read"
            return Opened(database: database,
                          recovered: "The database \(path) could not be read (\(reason)); it was moved to \(aside) and a new one started; \(kept).")
        }
    }

    /// The folder's `daemon.lock`, which its holder (the daemon, or `sous
    /// cook`) keeps locked while it cooks with the folder.
    public static let lockFileName = "daemon.lock"

    /// A shared lock on the folder's lock file, taken to learn whether
    /// anyone else holds the folder, and kept while a damaged file is moved.
    final class FolderGuard {
        private let descriptor: Int32
        /// Who holds the folder ("the Sous daemon ('sous serve')"), or nil when no one does.
        let heldBy: String?

        /// Nil when the lock file exists but cannot be opened: no one can tell who holds it.
        init?(_ directory: URL) {
            let path = directory.appendingPathComponent(SousDatabase.lockFileName).path
            descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else {
                if errno != ENOENT { return nil }
                heldBy = nil
                return
            }
            guard flock(descriptor, LOCK_SH | LOCK_NB) != 0 else {
                heldBy = nil
                return
            }
            switch DataFolderLock.holder((try? String(contentsOfFile: path, encoding: .utf8)) ?? "") {
            case .daemon?: heldBy = "the Sous daemon ('sous serve')"
            case .terminal?: heldBy = "'sous cook' in another terminal"
            case nil: heldBy = "another Sous"
            }
        }

        deinit { if descriptor >= 0 { close(descriptor) } }
    }

    /// Copies every table of the damaged file that can still be read into
    /// the fresh database; returns the tables that could not be, or nil
    /// when none could.
    static func salvage(from damaged: String, into database: Database) -> [String]? {
        guard (try? database.query("ATTACH DATABASE ? AS damaged", [.text(damaged)])) != nil else { return nil }
        defer { _ = try? database.execute("DETACH DATABASE damaged") }
        let tables = (try? database.query("SELECT name FROM main.sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name"))?
            .compactMap { $0.first?.string }.filter { $0 != "schema_migrations" } ?? []
        var lost: [String] = []
        for table in tables {
            let quoted = "\"" + table.replacingOccurrences(of: "\"", with: "\"\"") + "\""
            do {
                // Only the columns both have: an older file may lack newer ones.
                let columns = try database.query("SELECT name FROM pragma_table_info(?, 'damaged')", [.text(table)])
                    .compactMap { $0.first?.string }
                let wanted = Set(try database.query("SELECT name FROM pragma_table_info(?, 'main')", [.text(table)]).compactMap { $0.first?.string })
                let shared = columns.filter(wanted.contains).map { "\"" + $0.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }
                    .joined(separator: ", ")
                guard !shared.isEmpty else { lost.append(table); continue }
                try database.execute("INSERT OR IGNORE INTO main.\(quoted) (\(shared)) SELECT \(shared) FROM damaged.\(quoted)")
                // A damaged page may read as rows of nothing, which the table refuses.
                let copied = try database.query("SELECT changes()").first?.first?.int ?? 0
                let found = try database.query("SELECT count(*) FROM damaged.\(quoted)").first?.first?.int ?? 0
                if copied < found { lost.append(table) }
            } catch {
                lost.append(table)
            }
        }
        return lost.count == tables.count ? nil : lost
    }

    /// The data folder, made if needed. One that cannot be made or written
    /// (read-only, its path through a file) is said in plain words: SQLite
    /// only says "unable to open database file", which tells a cook nothing.
    static func makeWritableFolder(_ directory: URL) throws(StoreError) {
        let files = FileManager.default
        if (try? files.createDirectory(at: directory, withIntermediateDirectories: true)) != nil,
           access(directory.path, W_OK | X_OK) == 0 {
            return
        }
        // Why: the nearest folder that exists, or a file in the way.
        var nearest = directory.standardizedFileURL
        while !files.fileExists(atPath: nearest.path), nearest.path != "/" { nearest.deleteLastPathComponent() }
        var isFolder: ObjCBool = false
        _ = files.fileExists(atPath: nearest.path, isDirectory: &isFolder)
        let reason = !isFolder.boolValue ? "\(nearest.path) is a file, not a folder"
            : access(nearest.path, W_OK | X_OK) != 0 ? String(cString: strerror(errno)) : "it cannot be made"
        throw StoreError(path: directory.path, message: "cannot be written (\(reason)), so nothing will be remembered "
                         + "(favourites, preferences, where you are in a recipe)", code: folderNotWritable)
    }

    /// The code of a `StoreError` for a data folder that cannot be written.
    public static let folderNotWritable: Int32 = -2

    /// Opens, checks and migrates, waiting while another process (the
    /// daemon, a second command) holds the file: busy is never damage.
    private static func openWaitingForOthers(_ path: String) throws(StoreError) -> Database {
        var attempt = 0
        while true {
            do throws(StoreError) {
                let database = try Database(path: path)
                let check = try database.query("PRAGMA quick_check")
                guard check.first?.first?.string == "ok" else { throw StoreError(path: path, message: "failed its integrity check", code: 11) }
                try migrate(database)
                return database
            } catch where (error.code == 5 || error.code == 6) && attempt < 40 {
                attempt += 1
                Thread.sleep(forTimeInterval: 0.25)  // SQLITE_BUSY / SQLITE_LOCKED
            }
        }
    }

    /// Only a file SQLite calls damaged or not a database is moved aside;
    /// a busy or read-only one is reported as it is, never thrown away.
    static func isDamage(_ error: StoreError) -> Bool {
        error.code == 11 || error.code == 26  // SQLITE_CORRUPT, SQLITE_NOTADB
    }

    /// Applies the missing migrations in one write transaction, so two
    /// processes opening a new folder at once (the daemon and a command)
    /// never both try the same one: the second waits, then finds it done.
    static func migrate(_ database: Database) throws(StoreError) {
        let names = Set(migrations.map(\.name))
        if let done = try? database.query("SELECT name FROM schema_migrations"),
           names.isSubset(of: Set(done.compactMap { $0.first?.string })) {
            return
        }
        do {
            try database.transaction {
                try database.execute("CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at REAL NOT NULL)")
                let applied = Set(try database.query("SELECT name FROM schema_migrations").compactMap { $0.first?.string })
                for migration in migrations where !applied.contains(migration.name) {
                    try database.execute(migration.sql)
                    try database.query("INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)",
                                       [.text(migration.name), .real(Date().timeIntervalSince1970)])
                }
            }
        } catch let error as StoreError {
            throw error
        } catch {
            throw StoreError(path: database.path, message: "\(error)", code: -1)
        }
    }
}

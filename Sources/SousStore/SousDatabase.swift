import Foundation

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
    /// `.corrupt-<time>` suffix, reported, and replaced by a fresh one, so
    /// nothing is silently lost and Sous still starts.
    public static func open(in directory: URL, now: Date = Date()) throws(StoreError) -> Opened {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw StoreError(path: directory.path, message: "cannot create the data folder (\(error.localizedDescription))", code: -1)
        }
        let path = directory.appendingPathComponent("sous.sqlite").path
        do throws(StoreError) {
            return Opened(database: try openWaitingForOthers(path), recovered: nil)
        } catch where isDamage(error) {
            let stamp = Int(now.timeIntervalSince1970)
            let aside = "\(path).corrupt-\(stamp)"
            for suffix in ["", "-wal", "-shm"] where FileManager.default.fileExists(atPath: path + suffix) {
                try? FileManager.default.moveItem(atPath: path + suffix, toPath: aside + suffix)
            }
            let database = try Database(path: path)
            try migrate(database)
            return Opened(database: database,
                          recovered: "The database \(path) could not be read (\(error.message.isEmpty ? "\(error.code)" : error.message)); it was moved to \(aside) and a new one started.")
        }
    }

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

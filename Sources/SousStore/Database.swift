import CSQLite
import Foundation

/// A failure of the local database, with the file it concerns.
public struct StoreError: Error, Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var message: String
    public var code: Int32

    public var description: String {
        code == SousDatabase.folderNotWritable ? "your data folder \(path) \(message)" : "\(path): \(message)"
    }
}

/// A value bound to or read from SQL.
public enum SQLValue: Hashable, Sendable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)

    public var string: String? { if case .text(let value) = self { value } else { nil } }
    public var double: Double? {
        switch self {
        case .real(let value): value
        case .integer(let value): Double(value)
        default: nil
        }
    }
    public var int: Int? {
        switch self {
        case .integer(let value): Int(value)
        case .real(let value): Int(value)
        default: nil
        }
    }
}

/// One SQLite connection: a thin, typed layer over the C API.
///
/// Not thread-safe by design: each owner (the CLI's main task, the daemon's
/// store actor) keeps its own connection, as SQLite recommends.
public final class Database {
    public let path: String
    private var handle: OpaquePointer?

    /// Opens (creating if needed) the database in WAL mode, so a crash
    /// mid-write never leaves a half-written record to be read back.
    public init(path: String) throws(StoreError) {
        self.path = path
        var db: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        let status = sqlite3_open_v2(path, &db, flags, nil)
        guard status == SQLITE_OK, let db else {
            let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open"
            sqlite3_close(db)
            throw StoreError(path: path, message: message, code: status)
        }
        handle = db
        sqlite3_busy_timeout(db, 5000)
        _ = sous_sqlite_enable_defensive(db)
        try execute("PRAGMA journal_mode=WAL")
        try execute("PRAGMA synchronous=NORMAL")
        try execute("PRAGMA foreign_keys=ON")
    }

    deinit {
        sqlite3_close_v2(handle)
    }

    private func error(_ status: Int32) -> StoreError {
        StoreError(path: path, message: String(cString: sqlite3_errmsg(handle)), code: status)
    }

    /// Runs statements without results (schema, pragmas).
    public func execute(_ sql: String) throws(StoreError) {
        let status = sqlite3_exec(handle, sql, nil, nil, nil)
        guard status == SQLITE_OK else { throw error(status) }
    }

    /// Runs one statement and returns its rows.
    @discardableResult
    public func query(_ sql: String, _ bindings: [SQLValue] = []) throws(StoreError) -> [[SQLValue]] {
        var statement: OpaquePointer?
        var status = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
        guard status == SQLITE_OK else { throw error(status) }
        defer { sqlite3_finalize(statement) }
        for (offset, value) in bindings.enumerated() {
            let index = Int32(offset + 1)
            switch value {
            case .null: status = sqlite3_bind_null(statement, index)
            case .integer(let number): status = sqlite3_bind_int64(statement, index, number)
            case .real(let number): status = sqlite3_bind_double(statement, index, number)
            case .text(let text): status = sqlite3_bind_text(statement, index, text, -1, sous_sqlite_transient())
            }
            guard status == SQLITE_OK else { throw error(status) }
        }
        var rows: [[SQLValue]] = []
        while true {
            status = sqlite3_step(statement)
            if status == SQLITE_DONE { break }
            guard status == SQLITE_ROW else { throw error(status) }
            let columns = sqlite3_column_count(statement)
            var row: [SQLValue] = []
            row.reserveCapacity(Int(columns))
            for column in 0..<columns {
                switch sqlite3_column_type(statement, column) {
                case SQLITE_INTEGER: row.append(.integer(sqlite3_column_int64(statement, column)))
                case SQLITE_FLOAT: row.append(.real(sqlite3_column_double(statement, column)))
                case SQLITE_NULL: row.append(.null)
                default:
                    if let text = sqlite3_column_text(statement, column) {
                        row.append(.text(String(cString: text)))
                    } else {
                        row.append(.null)
                    }
                }
            }
            rows.append(row)
        }
        return rows
    }

    /// Runs `body` in one transaction: all of it is stored, or none.
    public func transaction<T>(_ body: () throws -> T) throws -> T {
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    /// Whether the file was deleted, or replaced by another, since it was
    /// opened (the data folder removed under a running daemon): writes
    /// still succeed, into a file no one will ever open again.
    public var isGone: Bool {
        var moved: Int32 = 0
        guard sqlite3_file_control(handle, "main", SQLITE_FCNTL_HAS_MOVED, &moved) == SQLITE_OK else { return false }
        return moved != 0
    }

    /// Whether SQLite's own check finds the file sound.
    public func isIntact() -> Bool {
        guard let rows = try? query("PRAGMA quick_check") else { return false }
        return rows.first?.first?.string == "ok"
    }
}

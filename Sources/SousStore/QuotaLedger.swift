import Foundation

/// Today's use of the remote API's points: what Sous itself spent, against
/// the cook's daily budget, kept apart from the account-wide figures the
/// server sends (other apps may share the key). Either may stop a call.
public struct QuotaStatus: Hashable, Sendable {
    public var day: QuotaDay
    /// Points Sous's own calls cost today (the server's price for each
    /// call when it gave one, else Sous's estimate).
    public var used: Double
    /// The cook's daily budget for Sous.
    public var limit: Double
    /// X-API-Quota-Used: the whole account's points today, if the server said.
    public var accountUsed: Double?
    /// X-API-Quota-Left: what the whole account has left today, if the
    /// server said (less what Sous spent since).
    public var accountLeft: Double?
    /// The server answered 402 (or said 0 left): no more calls today.
    public var exhausted: Bool
    /// Calls made today.
    public var calls: Int

    public init(day: QuotaDay, used: Double, limit: Double, accountUsed: Double? = nil, accountLeft: Double? = nil,
                exhausted: Bool, calls: Int) {
        self.day = day
        self.used = used
        self.limit = limit
        self.accountUsed = accountUsed
        self.accountLeft = accountLeft
        self.exhausted = exhausted
        self.calls = calls
    }

    /// Points that may still be spent today: the cook's budget, capped by
    /// what the account has left.
    public var left: Double {
        if exhausted { return 0 }
        return max(0, min(limit - used, accountLeft ?? .infinity))
    }

    /// Whether the account, not the cook's budget, is what runs short.
    public var accountIsShort: Bool {
        guard let accountLeft else { return false }
        return accountLeft < limit - used - 1e-9
    }

    public var resetsAt: Date { day.end }

    /// "Sous used 1.06 of your 10 points today, 8.94 left; the Spoonacular
    /// account has 48.94 left; resets at 00:00 UTC"
    public var summary: String {
        var text = "Sous used \(Self.points(used)) of your \(Self.points(limit)) points today"
        if let accountLeft, accountIsShort {
            text += "; the Spoonacular account has only \(Self.points(max(0, accountLeft))) left (it is used elsewhere too)"
        } else {
            text += ", \(Self.points(exhausted ? 0 : max(0, limit - used))) left"
            if let accountLeft { text += "; the Spoonacular account has \(Self.points(accountLeft)) left" }
        }
        text += "; resets at 00:00 UTC"
        return exhausted ? text + " (the server said the quota is used up)" : text
    }

    /// "1 point", "1.06 points", "0 points".
    public static func pointsPhrase(_ value: Double) -> String {
        let text = points(value)
        return text == "1" ? "1 point" : "\(text) points"
    }

    /// Points with at most two decimals: "12.35", "50", "0.4".
    public static func points(_ value: Double) -> String {
        var text = String(format: "%.2f", (value * 100).rounded() / 100)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}

/// Why a remote call was not made.
public struct QuotaRefusal: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Reason: Hashable, Sendable {
        case exhausted
        case wouldExceed(estimate: Double)
    }

    public var reason: Reason
    public var status: QuotaStatus
    public var now: Date

    public var description: String {
        let reset = "it resets at 00:00 UTC, in \(QuotaDay.until(status.resetsAt, from: now))"
        switch reason {
        case .exhausted:
            return "the API quota for today is used up; \(reset)"
        case .wouldExceed(let estimate):
            let cost = "this call would cost about \(QuotaStatus.pointsPhrase(estimate))"
            if let accountLeft = status.accountLeft, status.accountIsShort {
                return "\(cost) but the Spoonacular account has only \(QuotaStatus.points(max(0, accountLeft))) left today; \(reset)"
            }
            return "\(cost) but only \(QuotaStatus.points(status.left)) of today's \(QuotaStatus.points(status.limit)) are left; \(reset)"
        }
    }
}

/// One remote call as the ledger records it. No URL and no key: the
/// endpoint name is enough to audit the spending.
public struct QuotaCall: Hashable, Sendable {
    public var endpoint: String
    public var estimated: Double
    /// Points charged: the server's X-API-Quota-Request, else the estimate
    /// from what came back, 0 for calls that failed before an answer.
    public var charged: Double
    /// X-API-Quota-Used: the server's total for today after this call.
    public var serverUsed: Double?
    /// X-API-Quota-Left.
    public var serverLeft: Double?
    /// The HTTP status, 0 when no answer came.
    public var status: Int
    public var at: Date

    public init(endpoint: String, estimated: Double, charged: Double, serverUsed: Double? = nil, serverLeft: Double? = nil,
                status: Int, at: Date) {
        self.endpoint = endpoint
        self.estimated = estimated
        self.charged = charged
        self.serverUsed = serverUsed
        self.serverLeft = serverLeft
        self.status = status
        self.at = at
    }
}

/// The daily ledger of API points, kept in SQLite so every `sous` run and
/// the daemon see the same spending, and a budget holds across restarts.
public struct QuotaLedger {
    let database: Database
    public var dailyLimit: Double

    public init(_ database: Database, dailyLimit: Double = 50) {
        self.database = database
        self.dailyLimit = dailyLimit
    }

    /// Today's use: Sous's own calls summed, and the account's figures
    /// from the last answer that carried them, less what Sous spent after.
    /// The account's X-API-Quota-Used counts other apps on the same key, so
    /// it never stands for Sous's spending against the cook's budget.
    public func status(at now: Date = Date()) throws(StoreError) -> QuotaStatus {
        let day = QuotaDay(now)
        let rows = try database.query("SELECT charged, server_used, server_left FROM quota_calls WHERE day = ? ORDER BY at, id",
                                      [.text(day.text)])
        var used = 0.0
        var accountUsed: Double?
        var accountLeft: Double?
        // What the server itself last said: only that marks the day used up.
        var reportedLeft: Double?
        for row in rows {
            let charged = row[0].double ?? 0
            used += charged
            if let reported = row[1].double {
                accountUsed = reported
                accountLeft = row[2].double
                reportedLeft = row[2].double
            } else if row[2].double == nil {
                accountUsed = accountUsed.map { $0 + charged }
                accountLeft = accountLeft.map { $0 - charged }
            } else {
                accountLeft = row[2].double
                reportedLeft = row[2].double
            }
        }
        let marked = try !database.query("SELECT 1 FROM quota_exhausted WHERE day = ?", [.text(day.text)]).isEmpty
        return QuotaStatus(day: day, used: used, limit: dailyLimit, accountUsed: accountUsed, accountLeft: accountLeft,
                           exhausted: marked || reportedLeft.map { $0 <= 0 } == true, calls: rows.count)
    }

    /// Whether a call estimated at `estimate` points may be made now; the
    /// refusal says why and when the quota resets.
    public func check(estimate: Double, at now: Date = Date()) throws(StoreError) -> QuotaRefusal? {
        let status = try status(at: now)
        if status.exhausted { return QuotaRefusal(reason: .exhausted, status: status, now: now) }
        if estimate > status.left + 1e-9 { return QuotaRefusal(reason: .wouldExceed(estimate: estimate), status: status, now: now) }
        return nil
    }

    /// Checks the budget and books the estimate in one write transaction,
    /// so two processes searching at once cannot both spend the last
    /// points. The booking counts until `settle` replaces it with what the
    /// call really cost; a call that never settles (the process died
    /// mid-call) stays counted at its estimate.
    public func reserve(endpoint: String, estimate: Double, at now: Date = Date()) throws(StoreError) -> Result<Int64, QuotaRefusal> {
        try write { () throws -> Result<Int64, QuotaRefusal> in
            if let refusal = try check(estimate: estimate, at: now) { return .failure(refusal) }
            try database.query("""
                INSERT INTO quota_calls (day, at, endpoint, estimated, charged, server_used, server_left, status)
                VALUES (?, ?, ?, ?, ?, NULL, NULL, 0)
                """, [.text(QuotaDay(now).text), .real(now.timeIntervalSince1970), .text(endpoint), .real(estimate), .real(estimate)])
            return .success(try database.query("SELECT last_insert_rowid()").first?.first?.int.map(Int64.init) ?? 0)
        }
    }

    /// Replaces a booking with the call as it went; a 402 also marks the
    /// day as used up.
    public func settle(_ booking: Int64, with call: QuotaCall) throws(StoreError) {
        try write {
            try database.query("""
                UPDATE quota_calls SET charged = ?, server_used = ?, server_left = ?, status = ? WHERE id = ?
                """, [.real(call.charged), call.serverUsed.map(SQLValue.real) ?? .null, call.serverLeft.map(SQLValue.real) ?? .null,
                      .integer(Int64(call.status)), .integer(booking)])
            try markExhausted(by: call)
        }
    }

    /// Records a whole call at once; a 402 also marks the day as used up.
    public func record(_ call: QuotaCall) throws(StoreError) {
        try write {
            try database.query("""
                INSERT INTO quota_calls (day, at, endpoint, estimated, charged, server_used, server_left, status)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """, [.text(QuotaDay(call.at).text), .real(call.at.timeIntervalSince1970), .text(call.endpoint), .real(call.estimated),
                      .real(call.charged), call.serverUsed.map(SQLValue.real) ?? .null,
                      call.serverLeft.map(SQLValue.real) ?? .null, .integer(Int64(call.status))])
            try markExhausted(by: call)
        }
    }

    private func markExhausted(by call: QuotaCall) throws {
        guard call.status == 402 else { return }
        try database.query("INSERT OR IGNORE INTO quota_exhausted (day, at) VALUES (?, ?)",
                           [.text(QuotaDay(call.at).text), .real(call.at.timeIntervalSince1970)])
    }

    /// One write transaction, its failures as the store's error.
    private func write<T>(_ body: () throws -> T) throws(StoreError) -> T {
        do {
            return try database.transaction(body)
        } catch let error as StoreError {
            throw error
        } catch {
            throw StoreError(path: database.path, message: "\(error)", code: -1)
        }
    }

    /// Calls of one day, oldest first: for `sous quota --calls`.
    public func calls(on day: QuotaDay) throws(StoreError) -> [QuotaCall] {
        try database.query("SELECT endpoint, estimated, charged, server_used, server_left, status, at FROM quota_calls WHERE day = ? ORDER BY at, id",
                           [.text(day.text)]).map { row in
            QuotaCall(endpoint: row[0].string ?? "", estimated: row[1].double ?? 0, charged: row[2].double ?? 0,
                      serverUsed: row[3].double, serverLeft: row[4].double, status: row[5].int ?? 0,
                      at: Date(timeIntervalSince1970: row[6].double ?? 0))
        }
    }
}

import Foundation

/// The API provider's day: quotas reset at midnight UTC, wherever the cook is.
public struct QuotaDay: Hashable, Sendable, Comparable {
    /// Days since 1970-01-01 UTC.
    public let number: Int

    public init(_ date: Date) {
        number = Int((date.timeIntervalSince1970 / 86_400).rounded(.down))
    }

    /// "2026-05-01": how the ledger stores it.
    public var text: String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day], from: start)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }

    public var start: Date { Date(timeIntervalSince1970: Double(number) * 86_400) }
    /// Midnight UTC after this day: when the quota resets.
    public var end: Date { Date(timeIntervalSince1970: Double(number + 1) * 86_400) }

    public static func < (a: QuotaDay, b: QuotaDay) -> Bool { a.number < b.number }

    /// "5 h 12 min", "40 min": time until the reset, for messages.
    public static func until(_ end: Date, from now: Date) -> String {
        let minutes = max(1, Int((end.timeIntervalSince(now) / 60).rounded(.up)))
        if minutes < 60 { return "\(minutes) min" }
        return minutes % 60 == 0 ? "\(minutes / 60) h" : "\(minutes / 60) h \(minutes % 60) min"
    }
}

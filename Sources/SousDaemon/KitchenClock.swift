import Foundation

/// Where the daemon gets the time. Timers are stored as wall-clock
/// deadlines so they survive a restart; tests move a manual clock instead of
/// sleeping for minutes.
public protocol KitchenClock: Sendable {
    /// Seconds since 1970.
    func now() -> Double
}

public struct SystemClock: KitchenClock {
    public init() {}
    public func now() -> Double { Date().timeIntervalSince1970 }
}

/// A clock that only moves when told to.
public final class ManualClock: KitchenClock, @unchecked Sendable {
    private let lock = NSLock()
    private var current: Double

    public init(_ start: Double = 1_800_000_000) { current = start }

    public func now() -> Double { lock.withLock { current } }

    public func advance(by seconds: Double) { lock.withLock { current += seconds } }
}

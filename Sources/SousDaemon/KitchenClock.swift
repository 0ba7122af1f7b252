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

/// The time of a recording being decoded faster than it plays: the moment
/// it started plus the audio heard so far, so a 10-second timer set in a
/// recording rings 10 seconds of audio later, however fast the decoding.
public final class RecordingClock: KitchenClock, @unchecked Sendable {
    private let lock = NSLock()
    private let start: Double
    private var heard: Double = 0

    public init(start: Double = Date().timeIntervalSince1970) { self.start = start }

    public func now() -> Double { lock.withLock { start + heard } }

    /// Seconds of audio consumed.
    func reached(_ seconds: Double) { lock.withLock { heard = max(heard, seconds) } }
}

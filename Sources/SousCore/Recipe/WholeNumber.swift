extension Int {
    /// `value` rounded toward zero, held within ±10^15, NaN as 0: figures
    /// from web pages, remote APIs and typing ("cook for 1e300 minutes")
    /// must never trap the daemon the way `Int(_: Double)` does.
    public init(bounded value: Double) {
        guard value.isFinite else {
            self = value.isNaN ? 0 : (value > 0 ? 1_000_000_000_000_000 : -1_000_000_000_000_000)
            return
        }
        self = Int(Swift.min(Swift.max(value, -1e15), 1e15))
    }
}

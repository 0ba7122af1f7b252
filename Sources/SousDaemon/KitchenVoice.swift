import SousCore

/// Where the daemon's replies are spoken. The speech queue speaks them
/// aloud; a kitchen without a sound card just logs them.
public protocol KitchenVoice: Sendable {
    /// Queues text to be spoken after whatever is being said.
    func speak(_ text: String)
    /// Stops after the current sentence and forgets what was queued
    /// ("stop" said over Sous).
    func interrupt()
    /// Speaks slower, faster, louder or softer from now on.
    func tune(_ tuning: VoiceTuning)
}

extension KitchenVoice {
    /// Printed replies have no speed or loudness.
    public func tune(_ tuning: VoiceTuning) {}
}

/// How the cook has asked Sous to speak: slower or faster, louder or
/// softer, in steps from the configured voice. Kept with the session so
/// "speak slower" still holds after a restart or the next recipe.
public struct VoiceTuning: Hashable, Sendable, Codable {
    /// Steps of speaking rate: negative is slower.
    public var rate: Int = 0
    /// Steps of loudness: negative is softer.
    public var volume: Int = 0

    public init(rate: Int = 0, volume: Int = 0) {
        self.rate = rate
        self.volume = volume
    }

    /// Three steps either way: about 85 to 235 words a minute from 160.
    public static let limit = 3
}

/// What the cook asked of the voice.
public enum VoiceChange: String, Hashable, Sendable, CaseIterable {
    case slower, faster, louder, softer
    /// Back to the voice as configured.
    case normal
}

extension VoiceTuning {
    /// The tuning after `change`, or nil when it is already at the limit.
    func applying(_ change: VoiceChange) -> VoiceTuning? {
        var next = self
        switch change {
        case .slower: next.rate -= 1
        case .faster: next.rate += 1
        case .louder: next.volume += 1
        case .softer: next.volume -= 1
        case .normal: next = VoiceTuning()
        }
        guard abs(next.rate) <= Self.limit, abs(next.volume) <= Self.limit else { return nil }
        return next
    }
}

import Foundation
import SousCore

/// The kitchen's voice, which may appear later: without a sound card the
/// daemon starts mute and takes the speaker once the device opens.
public final class SwitchableVoice: KitchenVoice, @unchecked Sendable {
    private let lock = NSLock()
    private var current: SpeechQueue?

    public init(_ initial: SpeechQueue? = nil) { current = initial }

    public var queue: SpeechQueue? {
        get { lock.withLock { current } }
        set {
            let tuning = lock.withLock { current = newValue; return tuning_ }
            newValue?.tune(tuning)
        }
    }

    public func speak(_ text: String) { queue?.speak(text) }
    public func interrupt() { queue?.interrupt() }
    public func tune(_ tuning: VoiceTuning) {
        lock.withLock { tuning_ = tuning }
        queue?.tune(tuning)
    }
    /// Kept for a speaker that appears later (a sound card plugged in).
    private var tuning_ = VoiceTuning()
    public var isSpeaking: Bool { queue?.isSpeaking ?? false }
}

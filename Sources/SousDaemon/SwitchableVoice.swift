import Foundation

/// The kitchen's voice, which may appear later: without a sound card the
/// daemon starts mute and takes the speaker once the device opens.
public final class SwitchableVoice: KitchenVoice, @unchecked Sendable {
    private let lock = NSLock()
    private var current: SpeechQueue?

    public init(_ initial: SpeechQueue? = nil) { current = initial }

    public var queue: SpeechQueue? {
        get { lock.withLock { current } }
        set { lock.withLock { current = newValue } }
    }

    public func speak(_ text: String) { queue?.speak(text) }
    public func interrupt() { queue?.interrupt() }
    public var isSpeaking: Bool { queue?.isSpeaking ?? false }
}

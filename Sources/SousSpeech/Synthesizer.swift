import CEspeakNG
import Foundation
import SousCore

/// How a voice sounds.
public struct VoiceSettings: Sendable, Hashable {
    /// An eSpeak NG voice name, optionally with a variant: "en-us", "en+f3", "en-gb-x-rp".
    public var voice: String
    /// Words per minute (80-450).
    public var rate: Int
    /// 0-99.
    public var pitch: Int
    /// 0-200, 100 is normal.
    public var volume: Int

    public init(voice: String = "en-us", rate: Int = 160, pitch: Int = 50, volume: Int = 100) {
        self.voice = voice
        self.rate = rate
        self.pitch = pitch
        self.volume = volume
    }

    /// The assistant's own voice.
    public static let assistant = VoiceSettings()

    /// This voice after "speak slower" and the like: 25 words a minute and
    /// 25% loudness a step.
    public func tuned(_ tuning: VoiceTuning) -> VoiceSettings {
        var settings = self
        settings.rate = max(80, min(450, rate + 25 * tuning.rate))
        settings.volume = max(10, min(200, volume + 25 * tuning.volume))
        return settings
    }
}

/// Collects the samples eSpeak hands to its callback during one synthesis.
private final class SampleSink {
    var samples: [Int16] = []
}

/// eSpeak NG's synthesis callback. It must live at file scope, outside any
/// actor: eSpeak calls it on the synthesising thread, and a closure inferred
/// `@MainActor` would trap there (see the project's facts notes).
private func collectSamples(_ wav: UnsafeMutablePointer<Int16>?, _ count: Int32, _ events: UnsafeMutablePointer<espeak_EVENT>?) -> Int32 {
    guard let events, let context = events.pointee.user_data else { return 0 }
    let sink = Unmanaged<SampleSink>.fromOpaque(context).takeUnretainedValue()
    if let wav, count > 0 {
        sink.samples.append(contentsOf: UnsafeBufferPointer(start: wav, count: Int(count)))
    }
    return 0
}

/// Text to speech with eSpeak NG, in-process, synchronous: text in, PCM out.
///
/// eSpeak's state is global and not thread-safe, so every call goes through
/// one lock and the library is initialised once per process.
public final class Synthesizer: @unchecked Sendable {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var initialisedRate: Int?

    /// eSpeak's output rate (22050 Hz for its voices, but asked, not assumed).
    public let sampleRate: Int

    public init() throws(SpeechError) {
        Self.lock.lock()
        defer { Self.lock.unlock() }
        if let rate = Self.initialisedRate {
            sampleRate = rate
            return
        }
        let rate = espeak_Initialize(AUDIO_OUTPUT_SYNCHRONOUS, 0, nil, Int32(espeakINITIALIZE_DONT_EXIT))
        guard rate > 0 else {
            throw SpeechError("eSpeak NG could not start: its data is missing (install espeak-ng-data)")
        }
        espeak_SetSynthCallback(collectSamples)
        Self.initialisedRate = Int(rate)
        sampleRate = Int(rate)
    }

    /// Speaks `text` into audio. Text is read as plain UTF-8, not SSML.
    ///
    /// Every call sets the voice (reloading it, variant and all), rate,
    /// pitch and volume, so nothing of an earlier request (another voice,
    /// "speak slower") carries into this one; eSpeak's other parameters
    /// (range, word gap, punctuation, capitals, intonation) are never
    /// changed from their defaults. The samples still differ from call to
    /// call, inaudibly: eSpeak NG's pitch flutter steps a counter inside the
    /// library every 64 samples of voiced speech (its roughness a cycle
    /// count, breathy variants such as "+f2" C's `rand()`), which no call
    /// resets, not even initialising again, and the silence it ends with
    /// varies by up to 0.1 s. So a request
    /// comes out as one of several renderings (22 for "the pasta timer" in
    /// en-us), chosen by how much was synthesised before in the process; a
    /// recogniser's confidence in such a clip can move by 0.27 with them.
    public func synthesize(_ text: String, settings: VoiceSettings = .assistant) throws(SpeechError) -> AudioBuffer {
        Self.lock.lock()
        defer { Self.lock.unlock() }
        guard Self.selectVoice(settings.voice) else {
            throw SpeechError("eSpeak NG has no voice '\(settings.voice)'")
        }
        espeak_SetParameter(espeakRATE, Int32(max(80, min(450, settings.rate))), 0)
        espeak_SetParameter(espeakPITCH, Int32(max(0, min(99, settings.pitch))), 0)
        espeak_SetParameter(espeakVOLUME, Int32(max(0, min(200, settings.volume))), 0)
        let sink = SampleSink()
        let context = Unmanaged.passRetained(sink)
        defer { context.release() }
        let status = text.withCString { pointer in
            espeak_Synth(pointer, strlen(pointer) + 1, 0, POS_CHARACTER, 0, UInt32(espeakCHARS_UTF8), nil, context.toOpaque())
        }
        guard status == EE_OK else { throw SpeechError("eSpeak NG could not speak (status \(status.rawValue))") }
        _ = espeak_Synchronize()
        return AudioBuffer(int16: sink.samples, sampleRate: sampleRate)
    }

    /// Whether eSpeak NG has this voice: checked when a daemon starts, so a
    /// misspelt --voice is refused rather than leaving the kitchen silent.
    public func hasVoice(_ name: String) -> Bool {
        Self.lock.lock()
        defer { Self.lock.unlock() }
        return Self.selectVoice(name)
    }

    /// Selects a voice by file name ("en-us", "en+f3") or, failing that, by
    /// language ("en-gb", "en-gb-x-rp"), as the espeak-ng program does.
    private static func selectVoice(_ name: String) -> Bool {
        if espeak_SetVoiceByName(name) == EE_OK { return true }
        let language = String(name.prefix { $0 != "+" })
        return language.withCString { pointer in
            var properties = espeak_VOICE()
            properties.languages = pointer
            return espeak_SetVoiceByProperties(&properties) == EE_OK
        }
    }

    /// eSpeak's phonemes for a word ("tahini" -> "t@h'i:ni"), used to give
    /// the recogniser pronunciations for words its dictionary lacks.
    public func phonemes(_ text: String, voice: String = "en-us", ipa: Bool = false) -> String {
        Self.lock.lock()
        defer { Self.lock.unlock() }
        _ = Self.selectVoice(voice)
        var result = ""
        text.withCString { start in
            var cursor: UnsafeRawPointer? = UnsafeRawPointer(start)
            while let current = cursor {
                var pointer: UnsafeRawPointer? = current
                guard let chunk = espeak_TextToPhonemes(&pointer, Int32(espeakCHARS_UTF8), ipa ? 0x02 : 0) else { break }
                result += String(cString: chunk)
                if pointer == nil { break }
                cursor = pointer
            }
        }
        return result.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

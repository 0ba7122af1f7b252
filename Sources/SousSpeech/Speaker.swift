import Foundation
import SousCore

/// Says text aloud: rewritten for the ear, synthesised sentence by
/// sentence, and played on ALSA or appended to a WAV file.
///
/// Sentences are the unit of interruption: before each one the caller is
/// asked whether to go on, so "stop" cuts a long step short.
public final class Speaker: @unchecked Sendable {
    public let endpoint: AudioEndpoint
    public var settings: VoiceSettings
    private let synthesizer: Synthesizer
    private var device: AlsaDevice?
    /// Everything said so far, when writing to a file.
    private var recording: AudioBuffer

    public init(endpoint: AudioEndpoint, settings: VoiceSettings = .assistant) throws(SpeechError) {
        self.endpoint = endpoint
        self.settings = settings
        synthesizer = try Synthesizer()
        recording = AudioBuffer(samples: [], sampleRate: synthesizer.sampleRate)
        if case .alsa(let name) = endpoint {
            device = try AlsaDevice(name, direction: .playback, sampleRate: synthesizer.sampleRate)
        }
    }

    public var sampleRate: Int { synthesizer.sampleRate }

    /// The audio for `text` without playing it.
    public func render(_ text: String) throws(SpeechError) -> AudioBuffer {
        try synthesizer.synthesize(SpokenText.forSpeech(text), settings: settings)
    }

    /// Speaks `text`; returns the audio actually played. `shouldContinue`
    /// is asked before every sentence after the first.
    @discardableResult
    public func say(_ text: String, shouldContinue: () -> Bool = { true }) throws(SpeechError) -> AudioBuffer {
        var spoken = AudioBuffer(samples: [], sampleRate: synthesizer.sampleRate)
        for (index, sentence) in SpokenText.sentences(SpokenText.forSpeech(text)).enumerated() {
            if index > 0 && !shouldContinue() { break }
            let audio = try synthesizer.synthesize(sentence, settings: settings)
            spoken.samples += audio.samples
            try output(audio)
        }
        return spoken
    }

    /// Plays or records one piece of audio.
    public func output(_ audio: AudioBuffer) throws(SpeechError) {
        switch endpoint {
        case .alsa:
            try device?.play(AudioFile.resample(audio, to: synthesizer.sampleRate).int16)
        case .file(let path):
            recording.samples += AudioFile.resample(audio, to: recording.sampleRate).samples
            recording.appendSilence(0.3)
            try AudioFile.write(recording, to: path)
        case .standardStream, .null:
            break
        }
    }

    /// Seconds of audio written to the file so far, the pause after each
    /// sentence included: what a player shows for it.
    public var recordedSeconds: Double { recording.duration }

    /// Waits for playback to finish.
    public func finish() {
        device?.drain()
    }
}

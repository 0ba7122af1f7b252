import SousCore

/// Turns a dialogue line into an intent the way a kitchen would: the line is
/// spoken by an eSpeak NG voice other than the assistant's, optionally with
/// kitchen noise mixed in, and recognised. Plugs into `DialogueRunner`, so
/// every text dialogue is also a voice test.
public final class SpokenInterpreter {
    private let recognizer: CommandRecognizer
    private let synthesizer: Synthesizer
    public var voice: VoiceSettings
    private let noise: AudioBuffer?
    private let snr: Double
    private var utterances = 0
    private var stream: ListeningStream?
    /// What each line meant (by the text parser) and what was heard, for
    /// checking that Sous never acts on a command nobody gave.
    /// `ringing`: a timer was ringing, when "stop" and "okay" mean the same.
    public private(set) var heard: [(said: String, meant: Intent?, intent: Intent?, ringing: Bool)] = []

    public init(recognizer: CommandRecognizer, synthesizer: Synthesizer, voice: VoiceSettings = VoiceSettings(voice: "en+m3", rate: 150),
                noise: AudioBuffer? = nil, snr: Double = 10) {
        self.recognizer = recognizer
        self.synthesizer = synthesizer
        self.voice = voice
        self.noise = noise
        self.snr = snr
    }

    /// How many times the cook says a command before giving up: nobody
    /// stops after one try when the kitchen assistant does not react.
    public var attempts = 3

    /// Hears `text` as the daemon's listener would at this point of the
    /// session: while a timer rings "okay" silences it, right after a
    /// yes-or-no question its answer counts from a lower confidence, and
    /// while a timer's length is awaited "ten minutes" alone is heard.
    public func interpret(_ text: String, in state: CookingState) -> DialogueRunner.Hearing {
        let recipe = state.recipe
        let ringing = state.timers.contains(where: \.ringing)
        try? recognizer.use(recipe: recipe.id, ingredients: recipe.askedNames, steps: recipe.steps.count,
                            acknowledging: ringing, expectingLength: state.awaitsALength, choosingTimer: state.askedWhichTimer,
                            extending: state.mayExtendATimer, holding: !state.timers.isEmpty, makes: recipe.yieldWords)
        recognizer.answering = state.offer != nil
        recognizer.lengthAsked = state.askedTimerLength
        defer { recognizer.answering = false; recognizer.lengthAsked = false }
        // Only a cook who means a command says it again; talk is said once.
        let meant = CommandParser.parse(text)
        let tries = meant == nil ? 1 : attempts
        for attempt in 0..<tries {
            var settings = voice
            settings.rate = voice.rate + [0, -20, 15][attempt % 3]
            settings.volume = min(200, voice.volume + 20 * attempt)
            if let recognition = hear(text, settings: settings), let intent = recognition.intent {
                heard.append((text, meant, intent, ringing))
                return DialogueRunner.Hearing(intent: intent, text: recognition.text)
            }
        }
        heard.append((text, meant, nil, ringing))
        return DialogueRunner.Hearing(intent: nil, text: nil, ignoredTalk: meant == nil)
    }

    private func hear(_ text: String, settings: VoiceSettings) -> Recognition? {
        utterances += 1
        guard let spoken = try? synthesizer.synthesize(SpokenText.forSpeech(text), settings: settings) else { return nil }
        var audio = AudioBuffer(samples: [], sampleRate: 16_000)
        audio.appendSilence(0.6)
        audio.samples += AudioFile.resample(spoken, to: 16_000).samples
        audio.appendSilence(0.8)
        if let noise {
            audio = NoiseMixer.mix(audio, with: noise, snr: snr, offset: utterances * 37_411)
        }
        // One stream for the whole conversation, as from a microphone left on.
        if stream == nil {
            stream = try? recognizer.stream()
            var settle = AudioBuffer(samples: [], sampleRate: 16_000)
            settle.appendSilence(1.5)
            if let noise { settle = NoiseMixer.mix(settle, with: noise, snr: 200, offset: 0) }
            _ = stream?.push(settle.int16)
        }
        return (stream?.push(audio.int16) ?? []).first(where: \.accepted)
    }

    /// Noise clips from a folder of WAV files, joined into one long clip.
    public static func noise(from files: [String]) -> AudioBuffer? {
        var joined = AudioBuffer(samples: [], sampleRate: 16_000)
        for file in files.sorted() {
            guard let clip = try? AudioFile.read(file) else { continue }
            joined.samples += AudioFile.resample(clip, to: 16_000).samples
        }
        return joined.samples.isEmpty ? nil : joined
    }
}

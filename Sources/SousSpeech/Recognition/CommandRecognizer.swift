import Foundation
import SousCore

/// Hears kitchen commands and nothing else.
///
/// Each utterance the VAD cuts out is decoded twice on the same frames:
/// with the command grammar and with a phone loop that can match any
/// speech. A command is accepted only when the grammar explains the audio
/// nearly as well as "anything at all" does (a likelihood ratio per frame),
/// which adapts to the noise by construction: noise lowers both scores.
/// Short and over-long utterances are rejected outright (a radio can hold
/// the VAD open for minutes; no command lasts more than a few seconds).
public final class CommandRecognizer {
    public struct Settings: Sendable {
        /// Decoder parameters (`-name value`).
        public var parameters: [String: String] = [
            "-lw": "10", "-wip": "0.2", "-beam": "1e-80", "-pbeam": "1e-80", "-wbeam": "1e-60",
            "-vad_prespeech": "10", "-vad_postspeech": "30", "-topn": "8",
        ]
        /// Probability of each phone in the competing loop.
        public var loopPhoneProbability = 0.1
        public var rejection = RejectionRule()
        public init() {}
    }

    public let settings: Settings
    let decoder: SphinxDecoder
    private let pronouncer: Pronouncer
    private let grammar: CommandGrammar
    private var searches: [String: String] = [:]
    private(set) var activeSearch = ""
    static let loopSearch = "anything"
    static let sampleRate = 16_000

    static let phones = ["AA", "AE", "AH", "AO", "AW", "AY", "B", "CH", "D", "DH", "EH", "ER", "EY", "F", "G", "HH", "IH",
                         "IY", "JH", "K", "L", "M", "N", "NG", "OW", "OY", "P", "R", "S", "SH", "T", "TH", "UH", "UW", "V",
                         "W", "Y", "Z", "ZH"]

    /// Ingredient names heard with every recipe, so asking for something the
    /// recipe lacks gets "doesn't call for butter", not a wrong amount.
    public var commonIngredients: [String] = []

    public init(grammarTemplate: String, synthesizer: Synthesizer, settings: Settings = Settings()) throws(SpeechError) {
        self.settings = settings
        decoder = try SphinxDecoder(parameters: settings.parameters)
        pronouncer = Pronouncer(synthesizer: synthesizer)
        grammar = CommandGrammar(template: grammarTemplate)
        for phone in Self.phones { decoder.addWord("ph_" + phone.lowercased(), phones: phone) }
        try decoder.addLoop(named: Self.loopSearch, words: Self.phones.map { "ph_" + $0.lowercased() },
                            probability: settings.loopPhoneProbability)
    }

    /// Listens for this recipe's ingredients and steps. Grammars are built
    /// once per recipe and kept (building one leaks in this PocketSphinx).
    public func use(recipe key: String, ingredients: [String], steps: Int) throws(SpeechError) {
        let key = key + "#\(commonIngredients.count)"
        if let search = searches[key] {
            activeSearch = search
            return
        }
        let name = "cmd\(searches.count)"
        let text = grammar.text(ingredients: ingredients + commonIngredients, steps: steps)
        try decoder.addGrammar(named: name, jsgf: text) { word in ensurePronunciation(word) }
        searches[key] = name
        activeSearch = name
    }

    /// Adds a pronunciation from eSpeak NG for a word the dictionary lacks.
    private func ensurePronunciation(_ word: String) {
        guard decoder.pronunciation(word) == nil else { return }
        if let phones = pronouncer.phones(word) { decoder.addWord(word, phones: phones) }
    }

    /// A new stream: feed it audio as it arrives.
    public func stream() throws(SpeechError) -> ListeningStream {
        try ListeningStream(recognizer: self)
    }

    /// Every command in a recording (16 kHz or resampled), in order.
    public func recognize(_ audio: AudioBuffer, includeRejected: Bool = false) throws(SpeechError) -> [Recognition] {
        let listening = try stream()
        var found = listening.push(AudioFile.resample(audio, to: Self.sampleRate).int16)
        found += listening.finish()
        return includeRejected ? found : found.filter(\.accepted)
    }

    /// The one command in a short clip (a file holding a single utterance).
    ///
    /// As on a live microphone, the front end first hears the whole clip
    /// once so its noise estimate has settled; then every stretch of speech
    /// the VAD finds is joined into one utterance and judged.
    public func recognizeClip(_ audio: AudioBuffer) throws(SpeechError) -> Recognition {
        let frontEnd = try FrontEnd(decoder: decoder)
        let samples = ListeningStream.dither(AudioFile.resample(audio, to: Self.sampleRate).int16)
        let chunk = 320
        frontEnd.startStream()
        for offset in stride(from: 0, to: samples.count, by: chunk) {
            _ = samples[offset..<min(samples.count, offset + chunk)].withUnsafeBufferPointer { frontEnd.push($0) }
        }
        frontEnd.startStream()
        for offset in stride(from: 0, to: samples.count, by: chunk) {
            if samples[offset..<min(samples.count, offset + chunk)].withUnsafeBufferPointer({ frontEnd.push($0) }) {
                frontEnd.continueAfterSegment()
            }
        }
        let start = Double(frontEnd.firstFrame) / 100
        return judge(frontEnd.features, start: start, end: Double(samples.count) / Double(Self.sampleRate))
    }

    /// Decodes one utterance's frames with the command grammar and the
    /// loop, and decides.
    func judge(_ features: FeatureBuffer, start: Double, end: Double) -> Recognition {
        guard !activeSearch.isEmpty, let command = decoder.decode(search: activeSearch, features: features) else {
            return Recognition(text: "", intent: nil, confidence: 0, start: start, end: end, accepted: false, reason: "no grammar")
        }
        let loop = decoder.decode(search: Self.loopSearch, features: features)
        let text = command.words.filter { !$0.isFiller }.map(\.word).map(Self.baseWord).joined(separator: " ")
        let intent = text.isEmpty ? nil : CommandParser.parse(text)
        let verdict = settings.rejection.judge(command: command, competitor: loop)
        return Recognition(text: text, intent: intent, confidence: verdict.confidence, start: start, end: end,
                           accepted: verdict.accepted && intent != nil, reason: intent == nil ? "no intent" : verdict.reason)
    }

    /// "garlic(2)" -> "garlic": alternative pronunciations are one word.
    static func baseWord(_ word: String) -> String {
        guard let open = word.firstIndex(of: "("), word.hasSuffix(")") else { return word }
        return String(word[..<open])
    }
}

/// The accept/reject rule over a grammar hypothesis and its competitor on
/// the same frames. Only score differences are used, never absolute scores.
public struct RejectionRule: Sendable {
    /// Minimum log-likelihood ratio per speech frame (grammar minus loop).
    public var threshold = -25.0
    /// Scale of the logistic that turns the ratio into a 0-1 confidence.
    public var scale = 10.0
    public var minimumSpeech = 0.15
    public var maximumSpeech = 4.0

    public init() {}

    public struct Verdict: Sendable {
        public var accepted: Bool
        public var confidence: Double
        public var reason: String
    }

    public func judge(command: Hypothesis, competitor: Hypothesis?) -> Verdict {
        let speech = Double(command.speechFrames) / 100
        guard speech > 0 else { return Verdict(accepted: false, confidence: 0, reason: "empty") }
        let ratio = competitor.map { Double(command.score - $0.score) / Double(max(1, command.speechFrames)) } ?? 0
        let confidence = 1 / (1 + exp(-(ratio - threshold) / scale))
        if speech < minimumSpeech { return Verdict(accepted: false, confidence: confidence, reason: "too short") }
        if speech > maximumSpeech { return Verdict(accepted: false, confidence: confidence, reason: "too long") }
        if ratio < threshold { return Verdict(accepted: false, confidence: confidence, reason: "llr") }
        return Verdict(accepted: true, confidence: confidence, reason: "")
    }
}

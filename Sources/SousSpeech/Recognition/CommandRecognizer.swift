import Foundation
import SousCore

/// Hears kitchen commands and nothing else.
///
/// Each utterance the VAD cuts out is decoded twice on the same frames:
/// with the command grammar, and with a garbage loop (phones and common
/// words) that explains the audio as "anything else". A logistic score over
/// how the two paths compare decides; a command must also be short (a radio
/// can hold the VAD open for minutes) and must not sit inside speech it
/// cannot explain.
public final class CommandRecognizer {
    public struct Settings: Sendable {
        /// Decoder parameters (`-name value`).
        /// `-maxhmmpf 3000` caps the HMMs alive per frame (the default is
        /// 30000): the garbage loop's hundreds of words keep many alive, and
        /// the cap took decoding from about 0.12x to 0.08x real time with the
        /// same decisions within a clip or two on each benchmark set.
        public var parameters: [String: String] = [
            "-lw": "10", "-wip": "0.2", "-beam": "1e-80", "-pbeam": "1e-80", "-wbeam": "1e-60",
            "-vad_prespeech": "10", "-vad_postspeech": "30", "-topn": "8", "-maxhmmpf": "3000",
        ]
        public var confidence = CommandConfidence()
        /// Dialects whose pronunciations are added as alternatives.
        public var dialects = ["en"]
        public init() {}
    }

    public var settings: Settings
    let decoder: SphinxDecoder
    private let pronouncer: Pronouncer
    private let grammar: CommandGrammar
    private(set) var activeSearch = ""
    /// The garbage loop, decoded beside the command grammar.
    private let garbage: GarbageDecoder
    private var variantsDone = Set<String>()
    static let sampleRate = 16_000

    static let phones = ["AA", "AE", "AH", "AO", "AW", "AY", "B", "CH", "D", "DH", "EH", "ER", "EY", "F", "G", "HH", "IH",
                         "IY", "JH", "K", "L", "M", "N", "NG", "OW", "OY", "P", "R", "S", "SH", "T", "TH", "UH", "UW", "V",
                         "W", "Y", "Z", "ZH"]

    /// Words never used as garbage: the one-word commands and their sound-alikes.
    static let keywords: Set<String> = [
        "stop", "pause", "resume", "yes", "no", "know", "help", "next", "repeat", "ingredients",
        "continue", "wait", "sure", "yeah", "quit", "sorry", "previous",
    ]

    /// Ingredient names heard with every recipe, so asking for something the
    /// recipe lacks gets "doesn't call for butter", not a wrong amount.
    public var commonIngredients: [String] = []

    /// `garbageWords`: common words that non-command speech is explained
    /// with (Grammars/garbage.txt).
    public init(grammarTemplate: String, garbageWords: [String] = [], synthesizer: Synthesizer,
                settings: Settings = Settings()) throws(SpeechError) {
        self.settings = settings
        decoder = try SphinxDecoder(parameters: settings.parameters)
        let garbageDecoder = try SphinxDecoder(parameters: settings.parameters)
        pronouncer = Pronouncer(synthesizer: synthesizer)
        grammar = CommandGrammar(template: grammarTemplate)
        decoder.loadPronunciations(for: ["sous"])
        decoder.addWord("sous(2)", phones: "S UW")
        garbageDecoder.loadPronunciations(for: Set(garbageWords))
        var garbageUnits: [String] = []
        for phone in Self.phones {
            let unit = "ph_" + phone.lowercased()
            garbageDecoder.addWord(unit, phones: phone)
            garbageUnits.append(unit)
        }
        for word in garbageWords where !Self.keywords.contains(word) {
            guard let phones = garbageDecoder.pronunciation(word) else { continue }
            garbageDecoder.addWord("gb_" + word, phones: phones)
            garbageUnits.append("gb_" + word)
        }
        try garbageDecoder.addLoop(named: Self.garbageSearch, words: garbageUnits, probability: 0.1)
        garbage = GarbageDecoder(decoder: garbageDecoder, search: Self.garbageSearch,
                                 dimension: decoder.cepstralLength)
    }

    /// The "anything else" search every recipe's grammar is compared with:
    /// one loop of phones and common words, built once and shared, since it
    /// holds twice the memory of a recipe's grammar; on its own decoder, so
    /// the two searches of an utterance run at once.
    static let garbageSearch = "garbage"

    /// Loads `commands.jsgf` and `garbage.txt` from the Grammars folder.
    public convenience init(grammars folder: URL, synthesizer: Synthesizer, settings: Settings = Settings()) throws(SpeechError) {
        let grammarFile = folder.appendingPathComponent("commands.jsgf")
        guard let template = try? String(contentsOf: grammarFile, encoding: .utf8) else {
            throw SpeechError("\(grammarFile.path): cannot read the command grammar")
        }
        let garbage = (try? String(contentsOf: folder.appendingPathComponent("garbage.txt"), encoding: .utf8)) ?? ""
        try self.init(grammarTemplate: template, garbageWords: Self.garbageWords(garbage), synthesizer: synthesizer, settings: settings)
    }

    /// Reads the garbage word list, one word a line, `#` comments.
    public static func garbageWords(_ text: String) -> [String] {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }

    /// Listens for this recipe's ingredients and steps. Only the current
    /// recipe's grammar is kept: building one takes about 20 ms, while each
    /// holds about two megabytes and a daemon cooks many recipes in its life.
    /// `acknowledging`: a timer is ringing, so "okay" (which would be heard
    /// in too much talk otherwise) answers it.
    /// `expectingLength`: Sous waits for a timer's length, so "ten minutes"
    /// alone is heard.
    /// `choosingTimer`: Sous asked "Which one?" about timers, so "the pasta
    /// timer" alone answers.
    /// `extending`: a timer rings or was just silenced, so "five more
    /// minutes" is heard.
    /// `holding`: a timer runs or is paused, so "pause the pasta timer" is heard.
    /// `makes`: what the recipe makes ("loaf", "loaves"), so "make two loaves" is heard.
    public func use(recipe key: String, ingredients: [String], steps: Int, acknowledging: Bool = false,
                    expectingLength: Bool = false, choosingTimer: Bool = false, extending: Bool = false,
                    holding: Bool = false, makes: [String] = []) throws(SpeechError) {
        self.acknowledging = acknowledging
        self.expectingLength = expectingLength
        let key = key + "#\(commonIngredients.count)" + (acknowledging ? "+ok" : "") + (expectingLength ? "+len" : "")
            + (choosingTimer ? "+which" : "") + (extending ? "+more" : "") + (holding ? "+hold" : "") + makes.map { "+" + $0 }.joined()
        guard key != activeKey else { return }
        builtCount += 1
        let name = "cmd\(builtCount)"
        let text = grammar.text(ingredients: ingredients + commonIngredients, steps: steps, acknowledging: acknowledging,
                                expectingLength: expectingLength, choosingTimer: choosingTimer, extending: extending,
                                holding: holding, makes: makes)
        try decoder.addGrammar(named: name, jsgf: text) { word in
            ensurePronunciation(word)
        }
        let previous = activeSearch
        activeSearch = name
        activeKey = key
        guard !previous.isEmpty else { return }
        decoder.removeSearch(named: previous)
        // A search is thousands of small blocks; hand the pages it leaves
        // free back to the system instead of keeping them resident.
        decoder.releaseFreeMemory()
    }

    private var activeKey = ""
    /// Utterances decoded so far (tests see when the work is done).
    private(set) var judgements = 0
    /// What a judgement depends on besides the audio: the grammar and
    /// whether an answer is expected.
    var decisionContext: String { activeKey + (answering ? "?" : "") }
    /// A timer is ringing: the words that silence it count at a lower confidence.
    private var acknowledging = false
    /// Sous waits for a timer's length: one said alone is an answer too.
    private var expectingLength = false
    private var builtCount = 0

    /// Adds a pronunciation from eSpeak NG for a word the dictionary lacks,
    /// and the other dialects' pronunciations as alternatives.
    private func ensurePronunciation(_ word: String) {
        if decoder.pronunciation(word) == nil, let phones = pronouncer.phones(word) {
            decoder.addWord(word, phones: phones)
        }
        guard variantsDone.insert(word).inserted, !word.contains("(") else { return }
        var known = Set<String>()
        for index in 1...9 {
            if let phones = decoder.pronunciation(index == 1 ? word : "\(word)(\(index))") { known.insert(phones) }
        }
        var next = 2
        while decoder.pronunciation("\(word)(\(next))") != nil { next += 1 }
        for dialect in settings.dialects {
            guard let phones = pronouncer.phones(word, voice: dialect), !known.contains(phones) else { continue }
            decoder.addWord("\(word)(\(next))", phones: phones)
            known.insert(phones)
            next += 1
        }
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

    /// Frames an utterance has beyond its words: the VAD's lead-in and the
    /// hang-over that closes it.
    static let utteranceMargin = 60

    /// Decodes one utterance's frames with the command grammar and its
    /// garbage competitor, and decides.
    func judge(_ features: FeatureBuffer, start: Double, end: Double) -> Recognition {
        judgements += 1
        guard !activeSearch.isEmpty else {
            return Recognition(text: "", intent: nil, confidence: 0, start: start, end: end, accepted: false, reason: "no grammar")
        }
        // Nearly every utterance the grammar decodes is a command to be
        // weighed, so the garbage search starts at once on the other core;
        // only one too long to be a command (the radio) waits to be needed.
        if features.count <= Int(settings.confidence.maximumSpeech * 100) + Self.utteranceMargin {
            garbage.start(features)
        }
        guard let command = decoder.decode(search: activeSearch, features: features) else {
            garbage.discard()
            return Recognition(text: "", intent: nil, confidence: 0, start: start, end: end, accepted: false, reason: "no grammar")
        }
        let text = command.words.filter { !$0.isFiller }.map(\.word).map(Self.baseWord).joined(separator: " ")
        // The words' own times, not the VAD's, which adds its lead-in and
        // the 0.3 s of silence that ends an utterance.
        let spoken = command.words.filter { !$0.isFiller && $0.endFrame >= $0.startFrame }
        let (start, end) = spoken.isEmpty ? (start, end)
            : (start + Double(spoken[0].startFrame) / 100, min(end, start + Double(spoken[spoken.count - 1].endFrame + 1) / 100))
        let intent = text.isEmpty ? nil : CommandParser.parse(text)
        guard intent != nil else {
            garbage.discard()
            return Recognition(text: text, intent: nil, confidence: 0, start: start, end: end, accepted: false, reason: "no intent")
        }
        if Double(command.speechFrames) / 100 > settings.confidence.maximumSpeech {
            garbage.discard()
            return Recognition(text: text, intent: intent, confidence: 0, start: start, end: end, accepted: false, reason: "too long")
        }
        let verdict = settings.confidence.judge(command: command, garbage: garbage.finish(features), intent: intent)
        var heard = Recognition(text: text, intent: intent, confidence: verdict.confidence, start: start, end: end,
                                accepted: verdict.accepted, reason: verdict.reason, features: verdict.features)
        if expectedReply(heard) {
            heard.accepted = true
            heard.reason = ""
        }
        return heard
    }

    /// A recognition turned down only for its confidence that is a reply
    /// Sous is waiting for, sure enough for that (see `lowerBar`).
    public func expectedReply(_ heard: Recognition) -> Bool {
        guard !heard.accepted, heard.reason == "low confidence", let intent = heard.intent,
              let bar = lowerBar(for: intent, text: heard.text) else { return false }
        // Not a fragment of a longer sentence, whatever its confidence.
        let unexplained = heard.features.count == CommandConfidence.featureNames.count ? heard.features[8] : 0
        return heard.confidence >= settings.confidence.forIntent(bar, intent) && unexplained <= settings.confidence.maximumUnexplained
    }

    /// The confidence an expected answer needs, lower than a command's.
    /// With an alarm going off, a lone "stop" (a short word the score
    /// doubts most) must still silence it: missing it leaves the cook
    /// shouting at a ringing kitchen; a false one only silences early.
    /// Right after a yes-or-no question the answer is the likely thing to
    /// hear; a false "yes" then does what was just offered, which the cook
    /// heard and can undo.
    func lowerBar(for intent: Intent, text: String) -> Double? {
        var bars: [Double] = []
        // "Yes" silences a timer too, but a radio's "Yes!" is no answer to an
        // alarm: only "stop", "okay" and "got it" get the ringing bar.
        let words = text.split(separator: " ")
        if acknowledging, Self.silencesATimer(intent), !words.contains(where: { ["yes", "yeah", "sure"].contains($0) }) {
            bars.append(settings.confidence.ringingConfidence)
        }
        if answering, Self.answersAQuestion(intent) {
            bars.append(intent == .no ? settings.confidence.answerNoConfidence : settings.confidence.answerConfidence)
        }
        // A length counts from the answer's bar only when it is an answer:
        // Sous asked "For how long?", or the cook corrects it ("no, fifteen
        // minutes"). Right after a timer was offered or set, a lone length
        // at that bar started timers from questions in noise ("what's next"
        // heard as "twelve minute", 5 in 128 lines at 10 dB).
        if expectingLength, Self.givesALength(intent), lengthAsked || words.prefix(2).contains("no") {
            bars.append(settings.confidence.answerConfidence)
        }
        return bars.min()
    }

    /// Sous asked "For how long?": a length alone is the answer.
    public var lengthAsked = false

    /// Sous has just asked a yes-or-no question (the listener keeps this
    /// true for a few seconds after it stops talking): "yes" and "no" count
    /// from `answerConfidence`. Unlike `acknowledging` the grammar stays.
    public var answering = false

    static func answersAQuestion(_ intent: Intent) -> Bool {
        switch intent {
        case .yes, .no: true
        default: false
        }
    }

    /// "Ten minutes", "no, fifteen minutes": a length, alone or correcting
    /// the one just heard (a pause after "no" costs the score dearly).
    static func givesALength(_ intent: Intent) -> Bool {
        switch intent {
        case .timerLength, .timerFix: true
        default: false
        }
    }

    static func silencesATimer(_ intent: Intent) -> Bool {
        switch intent {
        case .stop, .yes, .timerCancel: true
        default: false
        }
    }

    /// "garlic(2)" -> "garlic": alternative pronunciations are one word.
    static func baseWord(_ word: String) -> String {
        guard let open = word.firstIndex(of: "("), word.hasSuffix(")") else { return word }
        return String(word[..<open])
    }
}

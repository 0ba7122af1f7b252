import Foundation
import SousCore
import SousSpeech

/// The audio the voice benchmark measures, written to a folder so the
/// baseline (PocketSphinx's own programs, run by the Makefile) hears exactly
/// the same. Every set is one long stream, as from a microphone left on:
/// clips follow each other with pauses, and noise, when there is noise,
/// runs through the pauses too.
///
/// - real: people saying stop/yes/no and other words, and kitchen noise
///   (../shared/data/speech-commands-dev);
/// - clean, snr10, snr5, snr0: the phrasings of contrib/bench/voice/commands.tsv
///   from five eSpeak NG voices at varied rates, clean and over kitchen noise;
/// - kitchen: sentences with no command (contrib/bench/voice/kitchen.txt);
/// - monologue: ten minutes of food talk from several voices;
/// - session: commands with pauses, for the end-of-speech latency.
struct VoiceBenchSets {
    /// One clip's place in its stream.
    struct Clip {
        var id: String
        var set: String
        var expected: String
        var start: Double
        var end: Double
    }

    static let voices = [("en-us", 160), ("en+m3", 145), ("en+f2", 175), ("en-gb-x-rp", 155), ("en+klatt", 165)]
    static let sets = ["real", "clean", "snr10", "snr5", "snr0", "kitchen"]
    static let recipeID = "classic-hummus"
    static let gap = 1.2

    let folder: URL
    var audio: URL { folder.appendingPathComponent("audio") }
    var manifest: URL { folder.appendingPathComponent("manifest.tsv") }

    func stream(_ set: String) -> URL { audio.appendingPathComponent(set + ".wav") }

    /// Writes every stream (if not written yet) and returns the clips.
    func prepare(home: URL, realFolder: URL?, grammar: String, pronounce: (String) -> String?) throws -> [Clip] {
        if let existing = try? read() { return existing }
        try FileManager.default.createDirectory(at: audio, withIntermediateDirectories: true)
        var clips: [Clip] = []
        let synthesizer = try Synthesizer()
        func say(_ text: String, _ voice: (String, Int)) throws -> [Float] {
            let speech = try synthesizer.synthesize(SpokenText.forSpeech(text), settings: VoiceSettings(voice: voice.0, rate: voice.1))
            return AudioFile.resample(speech, to: 16_000).samples
        }
        /// Joins pieces with pauses, recording where each lies.
        func join(_ set: String, _ pieces: [(id: String, expected: String, samples: [Float])]) -> AudioBuffer {
            var stream = AudioBuffer(samples: [], sampleRate: 16_000)
            stream.appendSilence(1.5)
            for piece in pieces {
                let start = stream.duration
                stream.samples += piece.samples
                // The same synthetic clip appears clean and in noise: the id names its set.
                let id = piece.id.hasPrefix("syn/") ? piece.id.replacingOccurrences(of: "syn/", with: "syn/\(set)/") : piece.id
                clips.append(Clip(id: id, set: set, expected: piece.expected, start: start, end: stream.duration))
                stream.appendSilence(Self.gap)
            }
            return stream
        }

        // Real people.
        var noise: AudioBuffer?
        if let realFolder, let labels = try? String(contentsOf: realFolder.appendingPathComponent("labels.tsv"), encoding: .utf8) {
            var pieces: [(id: String, expected: String, samples: [Float])] = []
            var noiseFiles: [String] = []
            for line in labels.split(separator: "\n") where !line.hasPrefix("#") {
                let fields = line.split(separator: "\t").map(String.init)
                guard fields.count == 2 else { continue }
                let file = realFolder.appendingPathComponent(fields[0])
                guard let clip = try? AudioFile.read(file.path) else { continue }
                pieces.append(("real/" + fields[0], fields[1] == "NONE" ? "" : fields[1].lowercased(),
                               AudioFile.resample(clip, to: 16_000).samples))
                if fields[0].hasPrefix("_silence_") { noiseFiles.append(file.path) }
            }
            try AudioFile.write(join("real", pieces), to: stream("real").path)
            noise = SpokenInterpreter.noise(from: noiseFiles)
        }

        // Synthetic commands, clean and over kitchen noise.
        let phrases = try Self.lines(home.appendingPathComponent("contrib/bench/voice/commands.tsv")).map { line -> (String, String) in
            let parts = line.split(separator: "\t").map(String.init)
            return (parts[0], parts.count > 1 ? parts[1] : "")
        }
        var spoken: [(id: String, expected: String, samples: [Float])] = []
        for (voiceIndex, voice) in Self.voices.enumerated() {
            for (phraseIndex, (phrase, intent)) in phrases.enumerated() {
                spoken.append(("syn/v\(voiceIndex)-p\(phraseIndex)", intent, try say(phrase, voice)))
            }
        }
        let clean = join("clean", spoken)
        try AudioFile.write(clean, to: stream("clean").path)
        if let noise {
            for snr in [10, 5, 0] {
                let set = "snr\(snr)"
                let noisy = join(set, spoken)
                try AudioFile.write(NoiseMixer.mix(noisy, with: noise, snr: Double(snr), offset: snr * 104_729), to: stream(set).path)
            }
        }

        // Kitchen talk with no command in it.
        var talk: [(id: String, expected: String, samples: [Float])] = []
        for (number, sentence) in try Self.lines(home.appendingPathComponent("contrib/bench/voice/kitchen.txt")).enumerated() {
            for (turn, voice) in [Self.voices[number % 5], Self.voices[(number + 2) % 5]].enumerated() {
                talk.append(("kitchen/s\(number)-\(turn)", "", try say(sentence, voice)))
            }
        }
        try AudioFile.write(join("kitchen", talk), to: stream("kitchen").path)

        // Ten minutes of food talk.
        let monologue = try Self.lines(home.appendingPathComponent("contrib/bench/voice/monologue.txt"))
        var radio = AudioBuffer(samples: [], sampleRate: 16_000)
        var turn = 0
        while radio.duration < 600 {
            radio.samples += try say(monologue[turn % monologue.count], Self.voices[turn % 5])
            radio.appendSilence(0.4)
            turn += 1
        }
        if let noise { radio = NoiseMixer.mix(radio, with: noise, snr: 20) }
        try AudioFile.write(radio, to: stream("monologue").path)

        // Commands with pauses, for latency.
        var session = AudioBuffer(samples: [], sampleRate: 16_000)
        session.appendSilence(1.5)
        var ends: [String] = []
        for (number, (phrase, _)) in phrases.enumerated() where number % 2 == 0 {
            session.samples += try say(phrase, ("en-us", 160))
            ends.append(String(format: "%.3f", session.duration))
            session.appendSilence(1.5)
        }
        try AudioFile.write(session, to: stream("session").path)
        try ends.joined(separator: "\n").write(to: folder.appendingPathComponent("session-ends.txt"), atomically: true, encoding: .utf8)

        // The baseline's grammar and a dictionary holding every grammar word.
        try grammar.write(to: folder.appendingPathComponent("baseline.jsgf"), atomically: true, encoding: .utf8)
        var dictionary = (try? String(contentsOfFile: SphinxDecoder.modelFolder + "/cmudict-en-us.dict", encoding: .utf8)) ?? ""
        for word in Self.grammarWords(grammar) {
            if let phones = pronounce(word) { dictionary += "\(word) \(phones)\n" }
        }
        try dictionary.write(to: folder.appendingPathComponent("baseline.dict"), atomically: true, encoding: .utf8)
        let rows = clips.map { String(format: "%@\t%@\t%@\t%.3f\t%.3f", $0.id, $0.set, $0.expected, $0.start, $0.end) }
        try (rows.joined(separator: "\n") + "\n").write(to: manifest, atomically: true, encoding: .utf8)
        return clips
    }

    func read() throws -> [Clip] {
        let text = try String(contentsOf: manifest, encoding: .utf8)
        return text.split(separator: "\n").map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return Clip(id: fields[0], set: fields[1], expected: fields[2], start: Double(fields[3]) ?? 0, end: Double(fields[4]) ?? 0)
        }
    }

    /// The clip a recognition belongs to: the one it overlaps most.
    static func clip(for start: Double, _ end: Double, in clips: [Clip]) -> Int? {
        var best: (Int, Double)?
        for (index, clip) in clips.enumerated() {
            let overlap = min(end, clip.end + 0.5) - max(start, clip.start - 0.3)
            if overlap > 0, overlap > (best?.1 ?? 0) { best = (index, overlap) }
        }
        return best?.0
    }

    static func lines(_ file: URL) throws -> [String] {
        try String(contentsOf: file, encoding: .utf8).split(separator: "\n").map(String.init)
            .filter { !$0.hasPrefix("#") && !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    }

    /// The words of a JSGF grammar's rule bodies.
    static func grammarWords(_ grammar: String) -> Set<String> {
        var words = Set<String>()
        for statement in grammar.split(separator: ";") where statement.contains("=") {
            let body = statement.split(separator: "=", maxSplits: 1).last ?? ""
            for token in body.split(whereSeparator: { " \n()[]|".contains($0) }) where !token.hasPrefix("<") {
                words.insert(String(token))
            }
        }
        return words
    }
}

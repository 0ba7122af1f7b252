import Foundation
import SousCore
import SousSpeech

/// The audio the voice benchmark measures, written to a folder so the
/// baseline (pocketsphinx_batch, run by the Makefile) hears exactly the same.
///
/// - real: people saying stop/yes/no and other words, and kitchen noise
///   (../shared/data/speech-commands-dev), linked, not copied;
/// - synthetic: the phrasings in contrib/bench/voice/commands.tsv from five
///   eSpeak NG voices at varied rates, clean and over kitchen noise at 10, 5
///   and 0 dB;
/// - kitchen: sentences with no command (contrib/bench/voice/kitchen.txt);
/// - monologue: ten minutes of food talk from several voices, one file;
/// - session: commands with pauses, for the end-of-speech latency.
struct VoiceBenchSets {
    struct Clip {
        var id: String
        var set: String
        var expected: String
    }

    static let voices = [("en-us", 160), ("en+m3", 145), ("en+f2", 175), ("en-gb-x-rp", 155), ("en+klatt", 165)]
    static let recipeID = "classic-hummus"

    let folder: URL
    var audio: URL { folder.appendingPathComponent("audio") }
    var manifest: URL { folder.appendingPathComponent("manifest.tsv") }

    /// Writes every clip (if not written yet) and returns the manifest.
    func prepare(home: URL, realFolder: URL?, recipe: Recipe, grammar: String, pronounce: (String) -> String?) throws -> [Clip] {
        if let existing = try? read() { return existing }
        for sub in ["real", "syn", "kitchen"] {
            try FileManager.default.createDirectory(at: audio.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        var clips: [Clip] = []
        let synthesizer = try Synthesizer()
        func say(_ text: String, _ voice: (String, Int)) throws -> AudioBuffer {
            let speech = try synthesizer.synthesize(SpokenText.forSpeech(text), settings: VoiceSettings(voice: voice.0, rate: voice.1))
            var clip = AudioBuffer(samples: [], sampleRate: 16_000)
            clip.appendSilence(0.4)
            clip.samples += AudioFile.resample(speech, to: 16_000).samples
            clip.appendSilence(0.6)
            return clip
        }
        func write(_ clip: AudioBuffer, _ id: String, _ set: String, _ expected: String) throws {
            try AudioFile.write(clip, to: audio.appendingPathComponent(id + ".wav").path)
            clips.append(Clip(id: id, set: set, expected: expected))
        }

        // Real people, linked from the shared folder.
        var noise: AudioBuffer?
        if let realFolder, let labels = try? String(contentsOf: realFolder.appendingPathComponent("labels.tsv"), encoding: .utf8) {
            let linked = audio.appendingPathComponent("real")
            try FileManager.default.createDirectory(at: linked, withIntermediateDirectories: true)
            var noiseFiles: [String] = []
            for line in labels.split(separator: "\n") where !line.hasPrefix("#") {
                let fields = line.split(separator: "\t").map(String.init)
                guard fields.count == 2 else { continue }
                let id = "real/" + fields[0].replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: ".wav", with: "")
                let target = realFolder.appendingPathComponent(fields[0])
                try? FileManager.default.createSymbolicLink(at: audio.appendingPathComponent(id + ".wav"), withDestinationURL: target)
                clips.append(Clip(id: id, set: "real", expected: fields[1] == "NONE" ? "" : fields[1].lowercased()))
                if fields[0].hasPrefix("_silence_") { noiseFiles.append(target.path) }
            }
            noise = SpokenInterpreter.noise(from: noiseFiles)
        }

        // Synthetic commands, clean and noisy.
        let phrases = try Self.lines(home.appendingPathComponent("contrib/bench/voice/commands.tsv")).map { line -> (String, String) in
            let parts = line.split(separator: "\t").map(String.init)
            return (parts[0], parts.count > 1 ? parts[1] : "")
        }
        var index = 0
        for voice in Self.voices {
            for (phrase, intent) in phrases {
                index += 1
                let clip = try say(phrase, voice)
                try write(clip, "syn/clean-\(index)", "clean", intent)
                if let noise {
                    for snr in [10, 5, 0] {
                        try write(NoiseMixer.mix(clip, with: noise, snr: Double(snr), offset: index * 7919 + snr * 104_729),
                                  "syn/snr\(snr)-\(index)", "snr\(snr)", intent)
                    }
                }
            }
        }
        // Kitchen talk with no command in it.
        for (number, sentence) in try Self.lines(home.appendingPathComponent("contrib/bench/voice/kitchen.txt")).enumerated() {
            for voice in [Self.voices[number % 5], Self.voices[(number + 2) % 5]] {
                index += 1
                try write(try say(sentence, voice), "kitchen/\(index)", "kitchen", "")
            }
        }
        // Ten minutes of food talk, one file.
        let monologue = try Self.lines(home.appendingPathComponent("contrib/bench/voice/monologue.txt"))
        var talk = AudioBuffer(samples: [], sampleRate: 16_000)
        var turn = 0
        while talk.duration < 600 {
            talk.samples += try say(monologue[turn % monologue.count], Self.voices[turn % 5]).samples
            turn += 1
        }
        if let noise { talk = NoiseMixer.mix(talk, with: noise, snr: 20) }
        try AudioFile.write(talk, to: audio.appendingPathComponent("monologue.wav").path)

        // A session of commands with pauses, for latency; ends recorded.
        var session = AudioBuffer(samples: [], sampleRate: 16_000)
        session.appendSilence(1.5)
        var ends: [String] = []
        for (number, (phrase, _)) in phrases.enumerated() where number % 2 == 0 {
            let speech = try synthesizer.synthesize(phrase, settings: VoiceSettings(voice: "en+m3", rate: 150))
            session.samples += AudioFile.resample(speech, to: 16_000).samples
            ends.append(String(format: "%.3f", session.duration))
            session.appendSilence(1.5)
        }
        try AudioFile.write(session, to: audio.appendingPathComponent("session.wav").path)
        try ends.joined(separator: "\n").write(to: folder.appendingPathComponent("session-ends.txt"), atomically: true, encoding: .utf8)

        // What the baseline needs: the clip list, the plain grammar and a dictionary with every grammar word.
        let clipIDs = clips.map(\.id)
        try (clipIDs.joined(separator: "\n") + "\n").write(to: folder.appendingPathComponent("clips.ctl"), atomically: true, encoding: .utf8)
        try grammar.write(to: folder.appendingPathComponent("baseline.jsgf"), atomically: true, encoding: .utf8)
        var dictionary = (try? String(contentsOfFile: SphinxDecoder.modelFolder + "/cmudict-en-us.dict", encoding: .utf8)) ?? ""
        for word in Self.grammarWords(grammar) {
            if let phones = pronounce(word) { dictionary += "\(word) \(phones)\n" }
        }
        try dictionary.write(to: folder.appendingPathComponent("baseline.dict"), atomically: true, encoding: .utf8)
        let rows = clips.map { "\($0.id)\t\($0.set)\t\($0.expected)" }
        try (rows.joined(separator: "\n") + "\n").write(to: manifest, atomically: true, encoding: .utf8)
        return clips
    }

    func read() throws -> [Clip] {
        let text = try String(contentsOf: manifest, encoding: .utf8)
        return text.split(separator: "\n").map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return Clip(id: fields[0], set: fields[1], expected: fields.count > 2 ? fields[2] : "")
        }
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

import Foundation
import SousCore
import SousSpeech

/// `sous bench voice`: how well Sous hears commands and ignores everything
/// else, beside a plain grammar decoded by pocketsphinx_batch on the same
/// audio (the Makefile runs it between `--prepare` and the measurement).
struct VoiceBench: BenchSuite {
    static let name = "voice"
    static let summary = "command accuracy, rejection, speed and memory, beside a plain PocketSphinx grammar"
    static let options: [OptionSpec] = [
        .value("out", "DIR", "where the audio and the baseline's results live (default .build/bench/voice)"),
        .flag("prepare", "only write the audio, the clip list and the baseline's grammar and dictionary"),
        .value("real", "DIR", "recordings of real people (default ../shared/data/speech-commands-dev)"),
        .value("features", "FILE", "also write each clip's confidence features (to refit the model)"),
        .value("only", "SETS", "decode only these streams (real,clean,snr10,snr5,snr0,kitchen; monologue: the food talk, its features as negatives; latency: the latency run too); no idle run"),
        .value("decoder", "PARAMS", "decoder parameters to try instead of Sous's, e.g. \"-vad_prespeech 20 -maxhmmpf 3000\""),
    ]

    /// One line of the `--features` file: what was heard and the numbers the
    /// confidence rule weighs, for contrib/bench/voice/fit_confidence.py.
    static func featureRow(_ id: String, _ set: String, _ expected: String, _ recognition: Recognition) -> String {
        "\(id)\t\(set)\t\(expected)\t\(recognition.text)\t\(recognition.intent?.canonical ?? "")\t"
            + "\(recognition.accepted ? "" : recognition.reason)\t" + String(format: "%.4f\t", recognition.confidence)
            + recognition.features.map { String(format: "%.4f", $0) }.joined(separator: "\t") + "\n"
    }

    static func run(_ arguments: ParsedArguments, _ context: Context) async throws -> Int32 {
        let paths = try context.paths()
        let home = paths.home
        let folder = URL(fileURLWithPath: arguments.value("out") ?? home.appendingPathComponent(".build/bench/voice").path)
        let realFolder = URL(fileURLWithPath: arguments.value("real")
            ?? home.deletingLastPathComponent().appendingPathComponent("shared/data/speech-commands-dev").path)
        let recipes = try context.recipes()
        guard let recipe = recipes.first(where: { $0.id == VoiceBenchSets.recipeID }) else {
            throw CommandFailure("the bench needs the bundled recipe \(VoiceBenchSets.recipeID)")
        }
        let template = try String(contentsOf: paths.grammars.appendingPathComponent("commands.jsgf"), encoding: .utf8)
        let common = CommandGrammar.commonIngredients(in: recipes)
        let synthesizer = try Synthesizer()
        let pronouncer = Pronouncer(synthesizer: synthesizer)
        var settings = CommandRecognizer.Settings()
        let overrides = (arguments.value("decoder") ?? "").split(separator: " ").map(String.init)
        for pair in stride(from: 0, to: overrides.count - 1, by: 2) { settings.parameters[overrides[pair]] = overrides[pair + 1] }
        let recognizer = try CommandRecognizer(grammars: paths.grammars, synthesizer: synthesizer, settings: settings)
        recognizer.commonIngredients = common
        try recognizer.use(recipe: recipe.id, ingredients: recipe.askedNames, steps: recipe.steps.count)

        let sets = VoiceBenchSets(folder: folder)
        let plainGrammar = CommandGrammar(template: template).text(ingredients: recipe.askedNames + common,
                                                                   steps: recipe.steps.count)
        let clips = try sets.prepare(home: home, realFolder: FileManager.default.fileExists(atPath: realFolder.path) ? realFolder : nil,
                                     grammar: plainGrammar, pronounce: { pronouncer.phones($0) })
        if arguments.has("prepare") {
            Console.out("Wrote \(clips.count) clips in \(VoiceBenchSets.sets.count) streams, the food talk and a session to \(folder.path).")
            return 0
        }

        // Sous on every stream, as from a microphone.
        var sous: [String: String] = [:]
        var strays: [String: Int] = [:]
        var dump = "id\tset\texpected\theard\tintent\treason\tconfidence\t" + CommandConfidence.featureNames.joined(separator: "\t") + "\n"
        var decodeSeconds = 0.0
        var audioSeconds = 0.0
        // The same real recordings heard right after Sous asked a yes-or-no
        // question, when "yes" and "no" count from a lower confidence.
        var answered: [String: String] = [:]
        func answer(_ heard: Recognition) -> Bool {
            recognizer.answering = true
            defer { recognizer.answering = false }
            return heard.accepted || recognizer.expectedReply(heard)
        }
        let only = arguments.value("only").map { Set($0.split(separator: ",").map(String.init)) }
        for set in VoiceBenchSets.sets where only?.contains(set) ?? true {
            let inSet = clips.filter { $0.set == set }
            guard !inSet.isEmpty, let audio = try? AudioFile.read(sets.stream(set).path) else { continue }
            let before = ResourceUsage.cpuSeconds()
            let heard = try Self.listen(recognizer, to: audio)
            decodeSeconds += ResourceUsage.cpuSeconds() - before
            audioSeconds += audio.duration
            for recognition in heard {
                guard let index = VoiceBenchSets.clip(for: recognition.start, recognition.end, in: inSet) else {
                    if recognition.accepted { strays[set, default: 0] += 1 }
                    continue
                }
                let clip = inSet[index]
                if recognition.accepted, sous[clip.id] == nil { sous[clip.id] = recognition.intent?.canonical ?? "" }
                if set == "real", answer(recognition), answered[clip.id] == nil {
                    answered[clip.id] = recognition.intent?.canonical ?? ""
                }
                dump += Self.featureRow(clip.id, set, clip.expected, recognition)
            }
        }
        if only?.contains("monologue") ?? false {
            // Everything heard in the food talk is a negative for a refit:
            // no command is in it.
            let talk = try AudioFile.read(sets.stream("monologue").path)
            for (index, recognition) in try Self.listen(recognizer, to: talk).enumerated() {
                dump += Self.featureRow("talk/s\(index)-0", "monologue", "", recognition)
            }
        }
        if let file = arguments.value("features") { try dump.write(toFile: file, atomically: true, encoding: .utf8) }
        if let only {
            // A quick look for experiments: the features file holds the decisions.
            Console.out(String(format: "Decoded %@ at %.3f x real time.", only.sorted().joined(separator: ","),
                               decodeSeconds / max(audioSeconds, 1)))
            if only.contains("latency") {
                let latency = try Self.latencies(recognizer, sets)
                Console.out(String(format: "End of speech to intent, median / p95: %.0f / %.0f ms (of which waiting for silence %.0f ms).",
                                   latency.median * 1000, latency.p95 * 1000, latency.waiting * 1000))
            }
            return 0
        }
        let baseline = BaselineResults.read(folder, clips: clips)

        // Ten minutes of food talk.
        let talk = try AudioFile.read(sets.stream("monologue").path)
        let before = ResourceUsage.cpuSeconds()
        let fired = try Self.listen(recognizer, to: talk).filter(\.accepted)
        decodeSeconds += ResourceUsage.cpuSeconds() - before
        audioSeconds += talk.duration
        let decodeRatio = decodeSeconds / max(audioSeconds, 1)
        let perHour = Double(fired.count) / talk.duration * 3600

        let latency = try Self.latencies(recognizer, sets)
        let idle = try Self.idleLoad(recognizer)
        let peak = Self.peakMegabytes()

        // The table.
        func score(_ results: [String: String], _ set: String, positives: Bool, only: Set<String>? = nil) -> (Int, Int) {
            let chosen = clips.filter { $0.set == set && ($0.expected.isEmpty != positives) && (only?.contains($0.expected) ?? true) }
            let right = chosen.filter { clip in
                let got = results[clip.id] ?? ""
                return positives ? got == clip.expected : !got.isEmpty
            }.count
            return (right, chosen.count)
        }
        func cell(_ value: (Int, Int)) -> String {
            value.1 == 0 ? "-" : String(format: "%.1f%% (%d/%d)", 100 * Double(value.0) / Double(value.1), value.0, value.1)
        }
        func baselineCell(_ set: String, positives: Bool, only: Set<String>? = nil) -> String {
            guard let baseline else { return "not run" }
            return cell(score(baseline.intents, set, positives: positives, only: only))
        }
        let answers: Set<String> = ["yes", "no"]
        Console.out("Voice: recipe \(recipe.id), \(clips.count) clips in streams, \(Int(talk.duration)) s of food talk, in \(folder.path)")
        Console.out("")
        Console.out("| measure | Sous | plain grammar (pocketsphinx_continuous, same streams) | target |")
        Console.out("|---|---|---|---|")
        Console.out("| real people: stop/yes/no recognised | \(cell(score(sous, "real", positives: true))) | \(baselineCell("real", positives: true)) | >= 95% |")
        Console.out("| real people: other words and noise accepted as a command | \(cell(score(sous, "real", positives: false))) | \(baselineCell("real", positives: false)) | <= 2% |")
        Console.out("| real people: yes/no right after Sous asks a question | \(cell(score(answered, "real", positives: true, only: answers))) | \(baselineCell("real", positives: true, only: answers)) | |")
        Console.out("| real people: other words and noise accepted then | \(cell(score(answered, "real", positives: false))) | \(baselineCell("real", positives: false)) | |")
        for (set, target) in [("clean", ">= 98%"), ("snr10", ">= 90%"), ("snr5", ">= 80%"), ("snr0", "")] {
            let label = set == "clean" ? "clean" : "over kitchen noise at \(set.dropFirst(3)) dB"
            Console.out("| synthesised commands, 5 voices, \(label) | \(cell(score(sous, set, positives: true))) | \(baselineCell(set, positives: true)) | \(target) |")
        }
        Console.out("| kitchen sentences accepted as a command | \(cell(score(sous, "kitchen", positives: false))) | \(baselineCell("kitchen", positives: false)) | <= 2% |")
        let baselineFires = baseline?.monologueFires.map { String(format: "%.0f (%d)", Double($0) / talk.duration * 3600, $0) } ?? "not run"
        Console.out(String(format: "| commands fired per hour of food talk | %.1f (%d in %.0f s) | %@ | <= 1 |", perHour, fired.count, talk.duration, baselineFires))
        Console.out(String(format: "| decoding time / audio time (one core, all streams) | %.3f | | <= 0.1 |", decodeRatio))
        let strayCount = strays.values.reduce(0, +)
        if strayCount > 0 { Console.out("| commands fired in the pauses between clips | \(strayCount) | | 0 |") }
        Console.out(String(format: "| end of speech to intent, median / p95 (median waiting for silence) | %.0f / %.0f ms (%.0f ms) | | <= 300 ms |",
                           latency.median * 1000, latency.p95 * 1000, latency.waiting * 1000))
        Console.out(String(format: "| CPU while listening to silence | %.1f%% of one core | | <= 10%% |", idle * 100))
        Console.out(String(format: "| peak memory (whole benchmark process) | %.0f MB | | |", peak))
        if !fired.isEmpty {
            Console.out("")
            Console.out("Fired during food talk: " + fired.prefix(10).map { "\"\($0.text)\" at \(Int($0.start)) s" }.joined(separator: "; "))
        }
        return 0
    }

    /// Every utterance in a stream, accepted or not, pushed in 20 ms chunks.
    static func listen(_ recognizer: CommandRecognizer, to audio: AudioBuffer) throws -> [Recognition] {
        let samples = AudioFile.resample(audio, to: 16_000).int16
        let stream = try recognizer.stream()
        var heard: [Recognition] = []
        for offset in stride(from: 0, to: samples.count, by: 320) {
            heard += stream.push(Array(samples[offset..<min(samples.count, offset + 320)]))
        }
        return heard + stream.finish()
    }

    /// Commands with pauses, pushed in 20 ms chunks as from a microphone:
    /// from the true end of each command to the moment its intent is out.
    /// Audio arrives in real time and is processed in order, so a chunk
    /// that takes long to decode delays the chunks after it.
    /// `waiting`: the median share of the delay that is audio time, the
    /// silence heard before deciding, whatever the machine's speed.
    static func latencies(_ recognizer: CommandRecognizer, _ sets: VoiceBenchSets) throws -> (median: Double, p95: Double, waiting: Double) {
        let session = AudioFile.resample(try AudioFile.read(sets.stream("session").path), to: 16_000).int16
        let ends = (try String(contentsOf: sets.folder.appendingPathComponent("session-ends.txt"), encoding: .utf8))
            .split(separator: "\n").compactMap { Double($0) }
        let stream = try recognizer.stream()
        var delays: [Double] = []
        var waits: [Double] = []
        var clock = 0.0
        for offset in stride(from: 0, to: session.count, by: 320) {
            let started = DispatchTime.now().uptimeNanoseconds
            let results = stream.push(Array(session[offset..<min(session.count, offset + 320)])).filter(\.accepted)
            let compute = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
            let arrived = Double(min(session.count, offset + 320)) / 16_000
            clock = max(clock, arrived) + compute
            for _ in results {
                if let end = ends.last(where: { $0 <= arrived }) {
                    delays.append(clock - end)
                    waits.append(arrived - end)
                }
            }
        }
        delays.sort()
        waits.sort()
        guard !delays.isEmpty else { return (0, 0, 0) }
        return (delays[delays.count / 2], delays[min(delays.count - 1, Int(Double(delays.count) * 0.95))], waits[waits.count / 2])
    }

    /// CPU used to listen to a minute of a quiet kitchen, as a share of one core.
    static func idleLoad(_ recognizer: CommandRecognizer) throws -> Double {
        let stream = try recognizer.stream()
        let silence = [Int16](repeating: 0, count: 320)
        let before = ResourceUsage.cpuSeconds()
        for _ in 0..<(60 * 50) { _ = stream.push(silence) }
        return (ResourceUsage.cpuSeconds() - before) / 60
    }

    static func peakMegabytes() -> Double {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            return (line.split(separator: " ").compactMap { Double($0) }.first ?? 0) / 1024
        }
        return 0
    }
}

/// What the Makefile's plain-grammar run produced: pocketsphinx_continuous
/// with `-time yes` on every stream, each utterance mapped to its clip.
struct BaselineResults {
    var intents: [String: String]
    var monologueFires: Int?

    static func read(_ folder: URL, clips: [VoiceBenchSets.Clip]) -> BaselineResults? {
        var intents: [String: String] = [:]
        var found = false
        for set in VoiceBenchSets.sets {
            guard let text = try? String(contentsOf: folder.appendingPathComponent("baseline-\(set).txt"), encoding: .utf8) else { continue }
            found = true
            let inSet = clips.filter { $0.set == set }
            for utterance in utterances(text) {
                guard let index = VoiceBenchSets.clip(for: utterance.start, utterance.end, in: inSet) else { continue }
                let id = inSet[index].id
                if intents[id] == nil || intents[id] == "" { intents[id] = CommandParser.parse(utterance.text)?.canonical ?? "" }
            }
        }
        guard found else { return nil }
        let fires = (try? String(contentsOf: folder.appendingPathComponent("baseline-monologue.txt"), encoding: .utf8))
            .map { utterances($0).filter { CommandParser.parse($0.text) != nil }.count }
        return BaselineResults(intents: intents, monologueFires: fires)
    }

    /// Hypothesis lines, each followed by "word start end probability" lines.
    static func utterances(_ text: String) -> [(text: String, start: Double, end: Double)] {
        var result: [(text: String, start: Double, end: Double)] = []
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ")
            if fields.count == 4, let start = Double(fields[1]), let end = Double(fields[2]), Double(fields[3]) != nil {
                guard !result.isEmpty else { continue }
                if fields[0] == "(NULL)" || fields[0].hasPrefix("<") { continue }
                if result[result.count - 1].start < 0 { result[result.count - 1].start = start }
                result[result.count - 1].end = end
            } else {
                result.append((String(line), -1, -1))
            }
        }
        return result.filter { $0.start >= 0 }
    }
}

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
    ]

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
        let recognizer = try CommandRecognizer(grammarTemplate: template, synthesizer: synthesizer)
        recognizer.commonIngredients = common
        try recognizer.use(recipe: recipe.id, ingredients: recipe.ingredients.map(\.name), steps: recipe.steps.count)

        let sets = VoiceBenchSets(folder: folder)
        let plainGrammar = CommandGrammar(template: template).text(ingredients: recipe.ingredients.map(\.name) + common,
                                                                   steps: recipe.steps.count)
        let clips = try sets.prepare(home: home, realFolder: FileManager.default.fileExists(atPath: realFolder.path) ? realFolder : nil,
                                     recipe: recipe, grammar: plainGrammar, pronounce: { pronouncer.phones($0) })
        if arguments.has("prepare") {
            Console.out("Wrote \(clips.count) clips, the monologue and the session to \(folder.path).")
            return 0
        }

        // Sous on every clip.
        var sous: [String: String] = [:]
        for clip in clips {
            let audio = try AudioFile.read(sets.audio.appendingPathComponent(clip.id + ".wav").path)
            let heard = try recognizer.recognizeClip(audio)
            sous[clip.id] = heard.accepted ? heard.intent?.canonical ?? "" : ""
        }
        let baseline = BaselineResults.read(folder)

        // Ten minutes of food talk, streamed.
        let talk = AudioFile.resample(try AudioFile.read(sets.audio.appendingPathComponent("monologue.wav").path), to: 16_000)
        let stream = try recognizer.stream()
        let cpuBefore = ResourceUsage.cpuSeconds()
        var fired: [Recognition] = []
        let samples = talk.int16
        for offset in stride(from: 0, to: samples.count, by: 320) {
            fired += stream.push(Array(samples[offset..<min(samples.count, offset + 320)])).filter(\.accepted)
        }
        fired += stream.finish().filter(\.accepted)
        let decodeRatio = (ResourceUsage.cpuSeconds() - cpuBefore) / talk.duration
        let perHour = Double(fired.count) / talk.duration * 3600

        let latency = try Self.latencies(recognizer, sets)
        let idle = try Self.idleLoad(recognizer)
        let peak = Self.peakMegabytes()

        // The table.
        func score(_ results: [String: String], _ set: String, positives: Bool) -> (Int, Int) {
            let chosen = clips.filter { $0.set == set && ($0.expected.isEmpty != positives) }
            let right = chosen.filter { clip in
                let got = results[clip.id] ?? ""
                return positives ? got == clip.expected : !got.isEmpty
            }.count
            return (right, chosen.count)
        }
        func cell(_ value: (Int, Int)) -> String {
            value.1 == 0 ? "-" : String(format: "%.1f%% (%d/%d)", 100 * Double(value.0) / Double(value.1), value.0, value.1)
        }
        func baselineCell(_ set: String, positives: Bool) -> String {
            guard let baseline else { return "not run" }
            return cell(score(baseline.intents, set, positives: positives))
        }
        Console.out("Voice: recipe \(recipe.id), \(clips.count) clips, \(Int(talk.duration)) s of food talk, in \(folder.path)")
        Console.out("")
        Console.out("| measure | Sous | plain grammar (pocketsphinx_batch) | target |")
        Console.out("|---|---|---|---|")
        Console.out("| real people: stop/yes/no recognised | \(cell(score(sous, "real", positives: true))) | \(baselineCell("real", positives: true)) | >= 95% |")
        Console.out("| real people: other words and noise accepted as a command | \(cell(score(sous, "real", positives: false))) | \(baselineCell("real", positives: false)) | <= 2% |")
        for (set, target) in [("clean", ">= 98%"), ("snr10", ">= 90%"), ("snr5", ">= 80%"), ("snr0", "")] {
            let label = set == "clean" ? "clean" : "over kitchen noise at \(set.dropFirst(3)) dB"
            Console.out("| synthesised commands, 5 voices, \(label) | \(cell(score(sous, set, positives: true))) | \(baselineCell(set, positives: true)) | \(target) |")
        }
        Console.out("| kitchen sentences accepted as a command | \(cell(score(sous, "kitchen", positives: false))) | \(baselineCell("kitchen", positives: false)) | <= 2% |")
        let baselineFires = baseline?.monologueFires.map { String(format: "%.0f", Double($0) / talk.duration * 3600) } ?? "not run"
        Console.out(String(format: "| commands fired per hour of food talk | %.1f (%d in %.0f s) | %@ | <= 1 |", perHour, fired.count, talk.duration, baselineFires))
        Console.out(String(format: "| decoding time / audio time (one core) | %.3f | | <= 0.1 |", decodeRatio))
        Console.out(String(format: "| end of speech to intent, median / p95 | %.0f / %.0f ms | | <= 300 ms |", latency.median * 1000, latency.p95 * 1000))
        Console.out(String(format: "| CPU while listening to silence | %.1f%% of one core | | <= 10%% |", idle * 100))
        Console.out(String(format: "| peak memory (whole benchmark process) | %.0f MB | | |", peak))
        if !fired.isEmpty {
            Console.out("")
            Console.out("Fired during food talk: " + fired.prefix(10).map { "\"\($0.text)\" at \(Int($0.start)) s" }.joined(separator: "; "))
        }
        return 0
    }

    /// Commands with pauses, pushed in 20 ms chunks as from a microphone:
    /// from the true end of each command to the moment its intent is out.
    static func latencies(_ recognizer: CommandRecognizer, _ sets: VoiceBenchSets) throws -> (median: Double, p95: Double) {
        let session = AudioFile.resample(try AudioFile.read(sets.audio.appendingPathComponent("session.wav").path), to: 16_000).int16
        let ends = (try String(contentsOf: sets.folder.appendingPathComponent("session-ends.txt"), encoding: .utf8))
            .split(separator: "\n").compactMap { Double($0) }
        let stream = try recognizer.stream()
        var delays: [Double] = []
        for offset in stride(from: 0, to: session.count, by: 320) {
            let started = DispatchTime.now().uptimeNanoseconds
            let results = stream.push(Array(session[offset..<min(session.count, offset + 320)])).filter(\.accepted)
            let compute = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
            let now = Double(min(session.count, offset + 320)) / 16_000
            for _ in results {
                if let end = ends.last(where: { $0 <= now }) { delays.append(now - end + compute) }
            }
        }
        delays.sort()
        guard !delays.isEmpty else { return (0, 0) }
        return (delays[delays.count / 2], delays[min(delays.count - 1, Int(Double(delays.count) * 0.95))])
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

/// What the Makefile's plain-grammar run produced: pocketsphinx_batch's
/// hypotheses per clip, and pocketsphinx_continuous's on the food talk.
struct BaselineResults {
    var intents: [String: String]
    var monologueFires: Int?

    static func read(_ folder: URL) -> BaselineResults? {
        guard let text = try? String(contentsOf: folder.appendingPathComponent("baseline.hyp"), encoding: .utf8) else { return nil }
        var intents: [String: String] = [:]
        for line in text.split(separator: "\n") {
            guard let open = line.lastIndex(of: "(") else { continue }
            let words = line[..<open].trimmingCharacters(in: .whitespaces)
            let inside = line[line.index(after: open)...].split(separator: " ").first.map(String.init) ?? ""
            intents[inside] = CommandParser.parse(words)?.canonical ?? ""
        }
        let fires = (try? String(contentsOf: folder.appendingPathComponent("baseline-monologue.txt"), encoding: .utf8))
            .map { $0.split(separator: "\n").filter { CommandParser.parse(String($0)) != nil }.count }
        return BaselineResults(intents: intents, monologueFires: fires)
    }
}

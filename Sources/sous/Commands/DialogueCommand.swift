import Foundation
import SousCore
import SousRecipes
import SousSpeech

struct DialogueCommand: Subcommand {
    static let name = "dialogue"
    static let summary = "Run scripted conversations (.dialogue files) and report which pass."
    static let usage = "sous dialogue FILE|FOLDER... [--verbose] [--audio [--noise SNR] [--noise-dir DIR] [--voice VOICE]]"
    static let discussion = """
        A .dialogue file: 'recipe: ID' (and optionally 'servings: N') first, then lines that start
        with '>' (what the cook says), '<' (must appear in Sous's reply; '/regex/' to match),
        '!' (must not appear) or '@ +5m' (the session clock moves on); '#' after a space starts a
        comment. The last line is 'N passed, N failed'; the exit status is 1 when any failed. With
        --audio each '>' line is spoken by an eSpeak NG voice other than the assistant's (optionally
        over kitchen noise) and goes through the recogniser instead of the text parser; Sous answers
        what it heard (--verbose shows it).
        """
    static let options: [OptionSpec] = [
        .flag("verbose", "print every conversation, not only failures"),
        .flag("audio", "speak each line and recognise it"),
        .value("noise", "SNR", "with --audio: mix kitchen noise in at SNR decibels"),
        .value("noise-dir", "DIR", "folder of noise WAVs (default ../shared/data/speech-commands-dev/_silence_)"),
        .value("voice", "VOICE", "with --audio: the cook's eSpeak NG voice (default en+m3)"),
    ]

    static func run(_ arguments: ParsedArguments, _ context: Context) async throws -> Int32 {
        guard !arguments.positionals.isEmpty else { throw UsageError("dialogue needs at least one FILE or FOLDER") }
        if !arguments.has("audio"), let option = ["noise", "noise-dir", "voice"].first(where: { arguments.value($0) != nil }) {
            throw UsageError("--\(option) only applies with --audio")
        }
        let files = expand(arguments.positionals)
        let search = try context.search()
        let audio = arguments.has("audio") ? try AudioDialogues(arguments, context) : nil
        // The library's answers from a data folder of the run's own: a
        // dialogue reads the same whoever runs it (no plan, no quota used).
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("sous-dialogue-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let answer = LibraryVoice.delegate(dataFolder: scratch, recipes: { [] }, settings: RemoteSettings())
        let library: (Intent) -> String? = { answer($0) }
        var passed = 0
        var failed = 0
        for entry in files {
            let result: DialogueRunner.Result
            let name = entry.name
            do {
                guard let file = entry.file else { throw CommandFailure(entry.problem ?? "\(name): cannot be read") }
                guard let data = FileManager.default.contents(atPath: file.path) else {
                    throw CommandFailure("\(name): cannot be read (permission denied or not a file)")
                }
                guard let text = String(data: data, encoding: .utf8) else { throw CommandFailure("\(name): is not UTF-8 text; save it as UTF-8") }
                let script = try DialogueScript(name: name, text: text)
                let recipe: Recipe
                switch search.match(script.recipeID) {
                case .one(let found): recipe = found
                case .several(let found):
                    throw CommandFailure("\(name):\(script.recipeLine): '\(script.recipeID)' is no recipe id; did you mean \(RecipeSearch.candidates(found))?")
                case .none:
                    throw CommandFailure("\(name):\(script.recipeLine): no recipe with id '\(script.recipeID)' ('sous list' shows the ids)")
                }
                if let audio {
                    result = try audio.run(script, recipe: recipe)
                } else {
                    result = DialogueRunner(delegate: library).run(script, recipe: recipe)
                }
            } catch {
                Console.out("FAIL \(name)\n  \(error)")
                failed += 1
                continue
            }
            if result.passed {
                passed += 1
                Console.out("ok   \(name)")
            } else {
                failed += 1
                Console.out("FAIL \(name)")
                for failure in result.failures { Console.out("  \(failure)") }
            }
            if arguments.has("verbose") || !result.passed {
                for line in result.transcript { Console.out("    \(line)") }
            }
        }
        Console.out("\(passed) passed, \(failed) failed")
        return failed == 0 ? 0 : 1
    }

    /// A file to run, named as the cook gave it, or why there is none.
    struct Entry {
        var name: String
        var file: URL?
        var problem: String?
    }

    /// Files as given, folders as their `.dialogue` files in name order. A
    /// missing file or a folder without dialogues is a failure of its own,
    /// so a mistyped path in CI never passes as "0 failed".
    static func expand(_ paths: [String]) -> [Entry] {
        var entries: [Entry] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                entries.append(Entry(name: path, problem: "\(path): no such file or folder"))
                continue
            }
            let url = URL(fileURLWithPath: path)
            guard isDirectory.boolValue else {
                entries.append(Entry(name: path, file: url))
                continue
            }
            let files = (try? FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)) ?? []
            let dialogues = files.filter { $0.pathExtension.lowercased() == "dialogue" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
            if dialogues.isEmpty {
                entries.append(Entry(name: path, problem: "\(path): holds no .dialogue files"))
            }
            let folder = path.hasSuffix("/") ? String(path.dropLast()) : path
            entries += dialogues.map { Entry(name: "\(folder)/\($0.lastPathComponent)", file: $0) }
        }
        return entries
    }
}

/// `sous dialogue --audio`: the recogniser and voices shared by every script.
struct AudioDialogues {
    let recognizer: CommandRecognizer
    let synthesizer: Synthesizer
    let voice: VoiceSettings
    let noise: AudioBuffer?
    let snr: Double

    init(_ arguments: ParsedArguments, _ context: Context) throws {
        recognizer = try Listening.recognizer(ParsedArguments(), context)
        synthesizer = try Synthesizer()
        voice = VoiceSettings(voice: arguments.value("voice") ?? "en+m3", rate: 150)
        guard synthesizer.hasVoice(voice.voice) else { throw UsageError("--voice: eSpeak NG has no voice '\(voice.voice)'") }
        if let text = arguments.value("noise") {
            guard let value = Double(text), (-10...60).contains(value) else { throw UsageError("--noise must be a number of decibels") }
            snr = value
            let home = try context.paths().home
            let folder = arguments.value("noise-dir")
                ?? home.deletingLastPathComponent().appendingPathComponent("shared/data/speech-commands-dev/_silence_").path
            guard FileManager.default.fileExists(atPath: folder) else {
                throw CommandFailure("\(folder): no such noise folder; give one with --noise-dir DIR")
            }
            let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
                .filter { $0.hasSuffix(".wav") }.map { folder + "/" + $0 }
            guard let joined = SpokenInterpreter.noise(from: files) else { throw CommandFailure("\(folder): no noise WAV files") }
            noise = joined
        } else {
            snr = 0
            noise = nil
        }
    }

    func run(_ script: DialogueScript, recipe: Recipe) throws -> DialogueRunner.Result {
        try recognizer.use(recipe: recipe.id, ingredients: recipe.askedNames, steps: recipe.steps.count, makes: recipe.yieldWords)
        let interpreter = SpokenInterpreter(recognizer: recognizer, synthesizer: synthesizer, voice: voice, noise: noise, snr: snr)
        return DialogueRunner(interpret: interpreter.interpret(_:in:)).run(script, recipe: recipe)
    }
}

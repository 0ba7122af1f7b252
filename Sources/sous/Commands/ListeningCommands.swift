import Foundation
import SousCore
import SousSpeech

/// What `recognize` and `listen` share: building the recogniser for one
/// recipe or for every bundled one.
enum Listening {
    static let recipeOption = OptionSpec.value("recipe", "ID", "listen for this recipe's ingredients and steps (default: all recipes)")

    static func recognizer(_ arguments: ParsedArguments, _ context: Context) throws -> CommandRecognizer {
        let recognizer = try CommandRecognizer(grammars: try context.paths().grammars, synthesizer: Synthesizer())
        recognizer.commonIngredients = CommandGrammar.commonIngredients(in: try context.recipes())
        if let id = arguments.value("recipe") {
            let recipe = try context.recipe(id)
            try recognizer.use(recipe: recipe.id, ingredients: recipe.askedNames, steps: recipe.steps.count, makes: recipe.yieldWords)
        } else {
            let recipes = try context.recipes()
            let names = Array(Set(recipes.flatMap { $0.ingredients.map(\.name) })).sorted()
            try recognizer.use(recipe: "*", ingredients: names, steps: recipes.map(\.steps.count).max() ?? 20)
        }
        return recognizer
    }

    static func json(_ fields: [String: Any]) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    static func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }
}

struct RecognizeCommand: Subcommand {
    static let name = "recognize"
    static let summary = "Recognise the command in each WAV file (one result per file)."
    static let usage = "sous recognize [--json] [--recipe ID] FILE.wav..."
    static let discussion = "Audio at any rate is resampled to 16 kHz. A file with no command gives intent null."
    static let options: [OptionSpec] = [.flag("json", "one JSON object per line"), Listening.recipeOption]

    static func run(_ arguments: ParsedArguments, _ context: Context) async throws -> Int32 {
        guard !arguments.positionals.isEmpty else { throw UsageError("recognize needs at least one FILE.wav") }
        let recognizer = try Listening.recognizer(arguments, context)
        var failed = false
        for file in arguments.positionals {
            let heard: Recognition
            do {
                heard = try recognizer.recognizeClip(try AudioFile.read(file))
            } catch {
                Console.error("error: \(error)")
                // One line per file, so a batch's lines still match its files.
                if arguments.has("json") {
                    Console.out(Listening.json(["file": file, "text": "", "intent": NSNull(), "confidence": 0, "error": "\(error)"]))
                }
                failed = true
                continue
            }
            let best: Recognition? = heard.accepted ? heard : nil
            if arguments.has("json") {
                Console.out(Listening.json([
                    "file": file, "text": heard.text, "intent": best?.intent?.canonical ?? NSNull(),
                    "confidence": Listening.rounded(heard.confidence),
                ]))
            } else {
                Console.out("\(file): " + (best.map { "\($0.intent?.canonical ?? "") (\"\($0.text)\")" } ?? "no command"))
            }
        }
        return failed ? 1 : 0
    }
}

struct ListenCommand: Subcommand {
    static let name = "listen"
    static let summary = "Listen continuously and print each command heard, with its time."
    static let usage = "sous listen --input FILE.wav|-|alsa:DEVICE [--json] [--recipe ID] [--verbose]"
    static let discussion = "'-' reads raw 16 kHz 16-bit mono samples from standard input, as they come, or a whole WAV file piped in."
    static let options: [OptionSpec] = [
        .value("input", "SOURCE", "a .wav file, - (raw 16 kHz s16le, or a WAV file, on stdin) or alsa:DEVICE"),
        .flag("json", "one JSON object per line: start, end, text, intent, confidence"),
        .flag("verbose", "also print what was heard and rejected, and why"),
        Listening.recipeOption,
    ]

    static func run(_ arguments: ParsedArguments, _ context: Context) async throws -> Int32 {
        guard let input = arguments.value("input") else { throw UsageError("listen needs --input") }
        let recognizer = try Listening.recognizer(arguments, context)
        let stream = try recognizer.stream()
        let verbose = arguments.has("verbose")
        func report(_ results: [Recognition]) {
            for result in results where result.accepted || verbose {
                if arguments.has("json") {
                    var fields: [String: Any] = [
                        "start": Listening.rounded(result.start), "end": Listening.rounded(result.end), "text": result.text,
                        "intent": result.intent?.canonical ?? NSNull(), "confidence": Listening.rounded(result.confidence),
                    ]
                    if !result.accepted { fields["rejected"] = result.reason }
                    if verbose { fields["features"] = result.features.map(Listening.rounded) }
                    Console.out(Listening.json(fields))
                } else {
                    let time = String(format: "%7.2f-%7.2f", result.start, result.end)
                    Console.out(result.accepted ? "\(time)  \(result.intent?.canonical ?? "")  \"\(result.text)\""
                                                : "\(time)  (rejected: \(result.reason)) \"\(result.text)\"")
                }
            }
        }
        func listen(to file: String) throws {
            let audio = AudioFile.resample(try AudioFile.read(file), to: 16_000).int16
            var offset = 0
            while offset < audio.count {
                report(stream.push(Array(audio[offset..<min(audio.count, offset + 1600)])))
                offset += 1600
            }
        }
        switch AudioEndpoint(input) {
        case .file(let path):
            try listen(to: path)
        case .standardStream:
            let input = FileHandle.standardInput
            var first = true
            while true {
                var data = input.readData(ofLength: 3200)
                if data.isEmpty { break }
                if first, data.starts(with: Array("RIFF".utf8)) {
                    // A WAV file piped in ("sous listen --input - < session.wav"): read it whole.
                    data += input.readDataToEndOfFile()
                    let file = FileManager.default.temporaryDirectory.appendingPathComponent("sous-listen-\(UUID().uuidString).wav")
                    try data.write(to: file)
                    defer { try? FileManager.default.removeItem(at: file) }
                    try listen(to: file.path)
                    break
                }
                first = false
                let samples = data.withUnsafeBytes { Array($0.bindMemory(to: Int16.self)) }
                report(stream.push(samples))
            }
        case .alsa(let device):
            let microphone = try AlsaDevice(device, direction: .capture, sampleRate: 16_000)
            while true { report(stream.push(try microphone.read(320))) }
        case .null:
            throw UsageError("--input must be a .wav file, - or alsa:DEVICE")
        }
        report(stream.finish())
        return 0
    }
}

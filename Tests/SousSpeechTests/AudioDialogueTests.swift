import Foundation
import Testing
import SousRecipes
@testable import SousSpeech
@testable import SousCore

/// The dialogue suite through the ear: every `>` line is spoken by an
/// eSpeak NG voice other than the assistant's and recognised, so each text
/// dialogue is also a voice test. A cook whose command is not heard says it
/// again, up to three times.
///
/// Asserted: Sous seldom acts on a command other than the one said (the
/// property a cook cannot live without; numbers such as seven and ten are
/// the confusions left), and a good share of the dialogues pass whole.
/// Recognition rates are measured by `make bench-voice`.
enum SpokenDialogues {
    static let folder = Ear.root.appendingPathComponent("Tests/Dialogues")
    /// Every dialogue but those marked "# typed only": their phrasings are
    /// ones the README lists as typed ("we are 6", "about 30 people", a
    /// "brownie timer"), which the voice grammar leaves out on purpose;
    /// spoken, they were counted as heard wrongly.
    static let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasSuffix(".dialogue") }.sorted()
        .filter { file in
            let text = (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) ?? ""
            return !text.split(separator: "\n").contains { $0.hasPrefix("# typed only") }
        }
    static let recipes = RecipeFolder(Ear.root.appendingPathComponent("Recipes")).load().recipes
    nonisolated(unsafe) static var shared: CommandRecognizer?
    nonisolated(unsafe) static var passed: [String: Bool] = [:]
    nonisolated(unsafe) static var commandLines = 0
    nonisolated(unsafe) static var wrongLines: [String] = []

    /// Heard as meant: the same intent, or the same ingredient however spelt.
    /// Heard as meant, or as something doing the same: while a timer
    /// rings "stop" and "okay" both silence it.
    static func same(_ heard: Intent, _ meant: Intent?, ringing: Bool = false) -> Bool {
        if heard == meant { return true }
        if ringing, let meant, CommandRecognizer.silencesATimer(heard), CommandRecognizer.silencesATimer(meant) { return true }
        if case .howMuch(let a) = heard, case .howMuch(let b)? = meant { return IngredientMatcher.score(Words.stems(a), Words.stems(b)) > 0 }
        return false
    }

    static func recognizer() throws -> CommandRecognizer {
        if let shared { return shared }
        let made = try CommandRecognizer(grammars: Ear.root.appendingPathComponent("Grammars"), synthesizer: Synthesizer())
        made.commonIngredients = CommandGrammar.commonIngredients(in: recipes)
        shared = made
        return made
    }
}

extension AudioTests {
    /// Speaks one dialogue; the verdicts are gathered for the test below.
    func speakDialogue(_ file: String) throws {
        let script = try DialogueScript(name: file, text: String(contentsOf: SpokenDialogues.folder.appendingPathComponent(file), encoding: .utf8))
        let recipe = try #require(SpokenDialogues.recipes.first { $0.id == script.recipeID })
        let recognizer = try SpokenDialogues.recognizer()
        try recognizer.use(recipe: recipe.id, ingredients: recipe.ingredients.map(\.name), steps: recipe.steps.count)
        let interpreter = SpokenInterpreter(recognizer: recognizer, synthesizer: try Synthesizer(),
                                            voice: VoiceSettings(voice: "en+m3", rate: 150))
        let result = DialogueRunner(interpret: interpreter.interpret(_:in:)).run(script, recipe: recipe)
        for line in interpreter.heard {
            if line.meant != nil { SpokenDialogues.commandLines += 1 }
            if let intent = line.intent, !SpokenDialogues.same(intent, line.meant, ringing: line.ringing) {
                SpokenDialogues.wrongLines.append("\(file): '\(line.said)' heard as \(intent.canonical)")
            }
        }
        SpokenDialogues.passed[file] = result.passed
    }

    @Test func dialoguesSpokenThroughTheRecogniser() throws {
        for file in SpokenDialogues.files where SpokenDialogues.passed[file] == nil {
            try speakDialogue(file)
        }
        let passed = SpokenDialogues.passed.values.filter { $0 }.count
        // Measured: 12 of 37 pass whole with the en+m3 voice (one rejected line fails a
        // whole dialogue, and which ones varies from run to run; a line not heard now gets
        // no answer at all, where the script's own words used to stand in: 12-15 before);
        // 7-9 of 144 command lines heard wrongly, the error that matters more.
        #expect(Double(passed) >= 0.2 * Double(SpokenDialogues.files.count),
                "\(passed) of \(SpokenDialogues.files.count) spoken dialogues passed whole")
        let wrong = SpokenDialogues.wrongLines
        print("spoken dialogues: \(passed)/\(SpokenDialogues.files.count) whole, \(wrong.count)/\(SpokenDialogues.commandLines) command lines heard wrongly")
        for line in wrong { print("  heard wrongly: \(line)") }
        #expect(Double(wrong.count) <= 0.08 * Double(max(1, SpokenDialogues.commandLines)),
                "\(wrong.count) of \(SpokenDialogues.commandLines) command lines heard wrongly: \(wrong)")
    }
}

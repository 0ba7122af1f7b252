import Foundation
import Testing
import SousCore
import SousRecipes
@testable import SousSpeech

/// The dialogue suite through the ear: every `>` line is spoken by an
/// eSpeak NG voice other than the assistant's and recognised, so each text
/// dialogue is also a voice test. A cook whose command is not heard says it
/// again, up to three times; a command heard wrong fails the dialogue.
enum SpokenDialogues {
    static let folder = Ear.root.appendingPathComponent("Tests/Dialogues")
    static let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasSuffix(".dialogue") }.sorted()
    static let recipes = RecipeFolder(Ear.root.appendingPathComponent("Recipes")).load().recipes
    nonisolated(unsafe) static var shared: CommandRecognizer?

    static func recognizer() throws -> CommandRecognizer {
        if let shared { return shared }
        let made = try CommandRecognizer(grammars: Ear.root.appendingPathComponent("Grammars"), synthesizer: Synthesizer())
        made.commonIngredients = CommandGrammar.commonIngredients(in: recipes)
        shared = made
        return made
    }
}

extension AudioTests {
    @Test(arguments: SpokenDialogues.files)
    func dialoguePassesSpoken(_ file: String) throws {
        let script = try DialogueScript(name: file, text: String(contentsOf: SpokenDialogues.folder.appendingPathComponent(file), encoding: .utf8))
        let recipe = try #require(SpokenDialogues.recipes.first { $0.id == script.recipeID })
        let recognizer = try SpokenDialogues.recognizer()
        try recognizer.use(recipe: recipe.id, ingredients: recipe.ingredients.map(\.name), steps: recipe.steps.count)
        let interpreter = SpokenInterpreter(recognizer: recognizer, synthesizer: try Synthesizer(),
                                            voice: VoiceSettings(voice: "en+m3", rate: 150))
        let result = DialogueRunner(interpret: interpreter.interpret).run(script, recipe: recipe)
        for failure in result.failures {
            Issue.record("\(failure)\n\(result.transcript.joined(separator: "\n"))")
        }
    }
}

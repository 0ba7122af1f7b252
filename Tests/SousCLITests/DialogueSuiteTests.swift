import Foundation
import Testing
import SousCore
import SousRecipes

/// Every script in Tests/Dialogues, run through the text parser.
@Suite("Dialogue scripts")
struct DialogueSuiteTests {
    static let folder = SousBinary.packageRoot.appendingPathComponent("Tests/Dialogues")
    static let files: [String] = (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?
        .filter { $0.hasSuffix(".dialogue") }.sorted() ?? []
    static let recipes = RecipeFolder(SousBinary.packageRoot.appendingPathComponent("Recipes")).load().recipes

    @Test func thereAreEnoughDialogues() {
        #expect(Self.files.count >= 30)
    }

    @Test(arguments: files)
    func passes(_ file: String) throws {
        let text = try String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8)
        let script = try DialogueScript(name: file, text: text)
        let recipe = try #require(Self.recipes.first { $0.id == script.recipeID }, "no recipe \(script.recipeID)")
        let result = DialogueRunner().run(script, recipe: recipe)
        for failure in result.failures {
            Issue.record("\(failure)\n\(result.transcript.joined(separator: "\n"))")
        }
    }

    @Test func everyIntentIsExercised() throws {
        var seen: Set<String> = []
        for file in Self.files {
            let script = try DialogueScript(name: file, text: String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8))
            for turn in script.turns {
                if case .say(let text) = turn.action, let intent = CommandParser.parse(text) {
                    seen.insert(String(intent.canonical.prefix { $0 != ":" }))
                }
            }
        }
        let all = ["next", "back", "repeat", "ingredients", "goto_step", "start_over", "how_much", "servings", "timer_set",
                   "timer_cancel", "timer_query", "whats_next", "stop", "pause", "resume", "yes", "no", "help"]
        #expect(Set(all).subtracting(seen).isEmpty, "not covered: \(Set(all).subtracting(seen))")
    }
}

import Testing
@testable import SousCore

/// The .dialogue format as the README writes it, and the mistakes people
/// make writing it by hand.
@Suite("Dialogue scripts: format and runner")
struct DialogueScriptTests {
    /// The README's example used comments after each line; they were read
    /// as part of the line, so "! garlic   # must NOT appear" never failed.
    @Test func commentsAfterALineAreComments() throws {
        let script = try DialogueScript(name: "t", text: """
            recipe: garlic-lemon-chicken   # the brief's recipe
            servings: 4                    # optional
            > how much garlic              # what the cook says
            ! garlic                       # must NOT appear
            < /[#]?\\d+ cloves/
            """)
        #expect(script.servings == 4)
        #expect(script.turns[1].action == .say("how much garlic"))
        #expect(script.turns[1].expectations.map(\.pattern) == ["garlic", "[#]?\\d+ cloves"])
        let result = DialogueRunner().run(script, recipe: Fixtures.chicken)
        #expect(result.failures.map(\.line) == [4])
    }

    /// "How many searches are left" is the library's to answer: a dialogue
    /// said nothing to it (`sous cook` answers), so it could not be scripted.
    @Test func theLibrarysAnswersAreSaidInADialogue() throws {
        let script = try DialogueScript(name: "t", text: "recipe: garlic-lemon-chicken\n> how many searches are left\n< 12 points left\n")
        #expect(!DialogueRunner().run(script, recipe: Fixtures.chicken).passed)
        let runner = DialogueRunner(delegate: { $0 == .quotaQuery ? "You have 12 points left today." : nil })
        #expect(runner.run(script, recipe: Fixtures.chicken).passed)
    }

    @Test func windowsLineEndingsAreLines() throws {
        let script = try DialogueScript(name: "t", text: "recipe: garlic-lemon-chicken\r\n> next\r\n< Step 1\r\n")
        #expect(script.recipeID == "garlic-lemon-chicken")
        #expect(DialogueRunner().run(script, recipe: Fixtures.chicken).passed)
    }

    @Test(arguments: [
        ("recipe: a\n> next\nrecipe: b\n", 3, "'recipe:' is given twice (first on line 1)"),
        ("recipe: a\n> next\nservings: 4\n", 3, "'servings:' must come before the conversation"),
        ("recipe: a\nservings: 9223372036854775807\n", 2, "servings must be a whole number from 1 to 100"),
        ("recipe: a\n@ +99999999999999999999s\n", 2, "the clock moves on at most a week at a time"),
    ])
    func mistakesAreNamedWithTheirLine(_ text: String, _ line: Int, _ problem: String) {
        #expect(throws: DialogueScript.ParseError(file: "t", line: line, problem: problem)) { try DialogueScript(name: "t", text: text) }
    }

    /// Spoken, a line is answered as heard: not heard, Sous says nothing
    /// (the script's own words never stand in), and talk rightly ignored
    /// is not held to what typing it would get.
    @Test func spokenLinesAreAnsweredAsHeard() throws {
        let script = try DialogueScript(name: "t", text: """
            recipe: garlic-lemon-chicken
            > thank you very much
            < welcome
            > next
            < Step 1
            > how much garlic
            < garlic
            """)
        let runner = DialogueRunner { text, _ in
            switch text {
            case "thank you very much": DialogueRunner.Hearing(intent: nil, text: nil, ignoredTalk: true)
            case "next": DialogueRunner.Hearing(intent: nil, text: nil)
            default: DialogueRunner.Hearing(intent: nil, text: "how much car lick")
            }
        }
        let result = runner.run(script, recipe: Fixtures.chicken)
        #expect(result.failures.map(\.line) == [5, 7])
        // An answer to Sous's question, not heard, is checked: no false pass.
        let asked = try DialogueScript(name: "t", text: "recipe: garlic-lemon-chicken\n> set a timer\n> four minutes\n< is running\n")
        let deaf = DialogueRunner { text, state in
            text == "set a timer" ? .typed(text, in: state) : DialogueRunner.Hearing(intent: nil, text: nil, ignoredTalk: true)
        }
        #expect(deaf.run(asked, recipe: Fixtures.chicken).failures.map(\.line) == [4])
        #expect(result.transcript.contains("> next   [not heard]"))
        #expect(result.transcript.contains("> how much garlic   [heard: how much car lick]"))
    }
}

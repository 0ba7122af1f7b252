import Foundation
import Testing
import SousCore
import SousRecipes
@testable import SousSpeech

/// Sous hearing itself: everything it says on a walk through a recipe,
/// spoken with the assistant's own voice into the recogniser, must not get
/// past the gate that holds while it speaks. The help reply lists every
/// command and the welcome says "say next to start": the worst case.
extension AudioTests {
    /// What Sous says for these commands, sentence by sentence, as the speech queue plays it.
    static func replies(_ recipe: Recipe, commands: [Intent]) -> [String] {
        var state = CookingState(recipe: recipe)
        var said: [String] = []
        for event in [CookingEvent.begin] + commands.map(CookingEvent.intent) {
            let (next, effects) = CookingSession.reduce(state, event)
            state = next
            for case .say(let text) in effects { said += SpokenText.sentences(SpokenText.forSpeech(text)) }
        }
        return said
    }

    @Test func ownVoiceGetsNothingPastTheGate() throws {
        let recipes = RecipeFolder(Ear.root.appendingPathComponent("Recipes")).load().recipes
        let recipe = try #require(recipes.first { $0.id == "red-lentil-dal" })
        let sentences = Self.replies(recipe, commands: [.help, .next, .next, .next, .yes, .next, .whatsNext, .timerQuery(name: nil), .howMuch("garlic")])
        let recognizer = try Ear.recognizer(ingredients: recipe.ingredients.map(\.name), steps: recipe.steps.count)
        let synthesizer = try Synthesizer()
        var speech = AudioBuffer(samples: [], sampleRate: 16_000)
        speech.appendSilence(0.5)
        for sentence in sentences {
            speech.samples += AudioFile.resample(try synthesizer.synthesize(sentence, settings: .assistant), to: 16_000).samples
            speech.appendSilence(0.25)
        }
        let heard = try recognizer.recognize(speech)
        let gate = EchoGate()
        let through = heard.filter { gate.admits($0, whileSpeaking: true) }
        print("own voice: \(sentences.count) sentences, \(Int(speech.duration)) s; accepted \(heard.count), through the gate \(through.count)")
        #expect(sentences.count > 10)
        #expect(through.isEmpty, "acted on its own voice: \(through.map { "\($0.text) at \($0.start) s" })")
    }

    /// Barge-in: a cook who says "stop", "next" or "pause" in the pause
    /// between two of Sous's sentences can be heard, gate and all.
    @Test func cookInterruptsBetweenSentences() throws {
        let recipes = RecipeFolder(Ear.root.appendingPathComponent("Recipes")).load().recipes
        let recipe = try #require(recipes.first { $0.id == "red-lentil-dal" })
        let sentences = Self.replies(recipe, commands: [.help, .next, .next])
        let recognizer = try Ear.recognizer(ingredients: recipe.ingredients.map(\.name), steps: recipe.steps.count)
        let synthesizer = try Synthesizer()
        let gate = EchoGate()
        var through: [String] = []
        // Three cooks, since eSpeak NG never says a word quite the same way
        // twice (its output drifts with what it said before).
        for voice in ["en+m3", "en-us", "en-gb"] {
            for interruption in ["stop", "next", "pause"] {
                var speech = AudioBuffer(samples: [], sampleRate: 16_000)
                speech.appendSilence(0.5)
                for (index, sentence) in sentences.prefix(3).enumerated() {
                    speech.samples += AudioFile.resample(try synthesizer.synthesize(sentence, settings: .assistant), to: 16_000).samples
                    speech.appendSilence(0.8)
                    if index == 1 {
                        speech.samples += try Ear.spoken(interruption, voice: voice).samples
                        speech.appendSilence(0.8)
                    }
                }
                let all = try recognizer.recognize(speech, includeRejected: true)
                let heard = all.filter { gate.admits($0, whileSpeaking: true) }
                through += heard.map { "\(voice) \($0.intent?.canonical ?? "")" }
            }
        }
        print("barge-in: \(through)")
        // Measured over repeated runs: 3 to 5 of the 9 get through, mostly
        // "pause" and "next"; "stop" alone is heard but rejected as unsure
        // (single short words are the recogniser's weak spot, measured by
        // `make bench-voice`). Nothing else may get through.
        #expect(through.count >= 2, "\(through)")
        #expect(through.allSatisfy { ["stop", "next", "pause"].contains($0.split(separator: " ").last.map(String.init) ?? "") },
                "\(through)")
    }

    /// The gate itself: an interruption gets through only when sure.
    @Test func gateLetsOnlyConfidentInterruptionsThrough() {
        let gate = EchoGate()
        func heard(_ intent: Intent, _ confidence: Double) -> Recognition {
            Recognition(text: intent.canonical, intent: intent, confidence: confidence, start: 0, end: 1, accepted: true, reason: "")
        }
        #expect(gate.admits(heard(.stop, 0.6), whileSpeaking: true))
        #expect(!gate.admits(heard(.stop, 0.4), whileSpeaking: true))
        #expect(!gate.admits(heard(.gotoStep(3), 0.99), whileSpeaking: true))
        #expect(gate.admits(heard(.gotoStep(3), 0.6), whileSpeaking: false))
        var rejected = heard(.next, 0.99)
        rejected.accepted = false
        #expect(!gate.admits(rejected, whileSpeaking: false))
    }
}

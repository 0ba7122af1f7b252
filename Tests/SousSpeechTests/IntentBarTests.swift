import Foundation
import Testing
import SousCore
@testable import SousSpeech

/// Each command has its own bar: a lone "stop" that scores a little under
/// the usual threshold is still taken (real people's "stop" scores low for
/// its shortness), while "pause", which "off" and "on" decode as, needs more.
@Suite struct IntentBarTests {
    /// One word over half a second, every feature weighed at nothing: the
    /// score is the bias alone.
    static func judged(_ intent: Intent, score: Double) -> CommandConfidence.Verdict {
        var confidence = CommandConfidence()
        confidence.weights = [Double](repeating: 0, count: confidence.weights.count)
        confidence.bias = score
        let word = RecognizedWord(word: "stop", startFrame: 10, endFrame: 70, acousticScore: -1000, languageScore: 0)
        let command = Hypothesis(search: "commands", text: "stop", score: -1000, frames: 90, words: [word])
        return confidence.judge(command: command, garbage: nil, intent: intent)
    }

    @Test func aLoneStopJustUnderTheUsualBarIsTaken() {
        let threshold = CommandConfidence().threshold
        #expect(Self.judged(.stop, score: threshold - 0.3).accepted)
        #expect(!Self.judged(.next, score: threshold - 0.3).accepted)
        #expect(!Self.judged(.pause, score: threshold + 0.3).accepted)
        #expect(Self.judged(.next, score: threshold + 0.3).accepted)
    }

    @Test func aVerdictsConfidenceIsAgainstItsOwnBar() {
        let threshold = CommandConfidence().threshold
        for intent in [Intent.stop, .pause, .next, .yes] {
            let bar = CommandConfidence().bar(for: intent)
            #expect(abs(Self.judged(intent, score: bar).confidence - 0.5) < 1e-9)
            #expect(Self.judged(intent, score: bar - 0.01).accepted == false)
        }
        // The answer bars were measured on the shared scale: a "yes" at the
        // answer bar's score is at that bar once moved to its own.
        let confidence = CommandConfidence()
        let answerScore = threshold + log(confidence.answerConfidence / (1 - confidence.answerConfidence))
        let heard = Self.judged(.yes, score: answerScore).confidence
        #expect(abs(heard - confidence.forIntent(confidence.answerConfidence, .yes)) < 1e-9)
    }
}

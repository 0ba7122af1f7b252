import Foundation
import Testing
import SousCore
import SousSpeech
@testable import SousDaemon

@Suite("The speech queue")
struct SpeechQueueTests {
    let folder = Kitchens.folder()

    /// Seconds of audio the queue writes for `text` with this tuning.
    func spokenSeconds(_ text: String, tuning: VoiceTuning) throws -> Double {
        let path = folder.appendingPathComponent("tuned-\(tuning.rate)-\(tuning.volume).wav").path
        let queue = SpeechQueue(speaker: try Speaker(endpoint: .file(path)), log: Log(level: .error))
        queue.tune(tuning)
        queue.speak(text)
        queue.drain()
        return try AudioFile.read(path).duration
    }

    /// "Speak slower" reaches the synthesiser: the same words take longer.
    @Test func aSlowerVoiceTakesLongerToSayTheSameStep() throws {
        let step = "Step 2 of 5: Fry the onion in the oil for 5 minutes, stirring now and then."
        let normal = try spokenSeconds(step, tuning: VoiceTuning())
        let slower = try spokenSeconds(step, tuning: VoiceTuning(rate: -3))
        let faster = try spokenSeconds(step, tuning: VoiceTuning(rate: 3))
        #expect(slower > normal * 1.25, "normal \(normal) s, slower \(slower) s")
        #expect(faster < normal * 0.85, "normal \(normal) s, faster \(faster) s")
    }
}

import Foundation
import Testing
import SousCore
@testable import SousSpeech

/// What must produce no intent: talk in the kitchen, the radio's single
/// words, running taps and clattering dishes. A cook forgives a command not
/// heard and said again; a step skipped because someone said "next week"
/// is what makes them switch Sous off. The rates are measured by
/// `make bench-voice`; these tests hold the line against regressions.
extension AudioTests {
    /// Sentences a kitchen hears, several with a command word inside them.
    static let chatter = [
        "could you pass me the big wooden spoon",
        "I think the oven is running a bit hot today",
        "my sister is coming over for dinner on friday",
        "the next bus into town leaves in twenty minutes",
        "we should buy more flour when we go to the shop",
        "did you see the football match last night",
        "this smells amazing what did you put in it",
        "I will go back to the market tomorrow morning",
        "the weather forecast says rain for the whole weekend",
        "can you help me carry the shopping in from the car",
        "the kids want pancakes again for breakfast",
        "put the radio on, there is a good programme at six",
    ]

    /// Single words near the commands in sound or place: none is one.
    static let strayWords = ["up", "down", "left", "right", "dog", "on", "off", "go", "music", "window", "kettle", "seven"]

    @Test func kitchenTalkAndStrayWordsFireNothing() throws {
        let recognizer = try Ear.recognizer()
        var fired: [String] = []
        var total = 0
        for voice in ["en+m3", "en-gb-x-rp"] {
            for text in Self.chatter + Self.strayWords {
                total += 1
                let heard = try recognizer.recognizeClip(try Ear.spoken(text, voice: voice))
                if heard.accepted { fired.append("\(voice) '\(text)' -> \(heard.intent?.canonical ?? heard.text)") }
            }
        }
        print("kitchen talk and stray words: \(fired.count) of \(total) fired")
        #expect(fired.count <= 1, "\(fired.count) of \(total) fired: \(fired)")
    }

    /// Real recordings from the shared development set: other people's
    /// words and kitchen noise (tap, dishes, a cat) fire no command.
    @Test func realWordsAndKitchenNoiseFireNothing() throws {
        let labels = Ear.shared.appendingPathComponent("labels.tsv")
        guard let table = try? String(contentsOf: labels, encoding: .utf8) else {
            print("skipped: \(Ear.shared.path) is absent")
            return
        }
        let recognizer = try Ear.recognizer()
        var fired: [String] = []
        var noiseFired: [String] = []
        var words = 0
        for (index, line) in table.split(separator: "\n").dropFirst().enumerated() {
            let fields = line.split(separator: "\t").map(String.init)
            guard fields.count == 2, fields[1] == "NONE" else { continue }
            let noise = fields[0].hasPrefix("_silence_")
            // Every other noise clip, every sixth word: the suite stays quick.
            guard index % (noise ? 2 : 6) == 0 else { continue }
            if !noise { words += 1 }
            let audio = AudioFile.resample(try AudioFile.read(Ear.shared.appendingPathComponent(fields[0]).path), to: 16_000)
            let heard = try recognizer.recognizeClip(audio)
            guard heard.accepted else { continue }
            let verdict = "\(fields[0]) -> \(heard.intent?.canonical ?? heard.text)"
            if noise { noiseFired.append(verdict) } else { fired.append(verdict) }
        }
        print("real non-commands: \(fired.count) of \(words) words and \(noiseFired.count) noise clips fired")
        // Measured clip by clip: 8 of 114 words (7%), no noise clip. In
        // streams, as the daemon hears them, `make bench-voice` measures 2.2%
        // of all 782 clips (the target is 2%; a plain grammar fires on 71%).
        #expect(noiseFired.isEmpty, "noise fired: \(noiseFired)")
        #expect(Double(fired.count) <= 0.1 * Double(words), "\(fired.count) of \(words) words fired: \(fired)")
    }
}

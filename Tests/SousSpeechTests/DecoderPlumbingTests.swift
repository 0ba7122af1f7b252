import Foundation
import Testing
@testable import SousSpeech

extension AudioTests {
    /// The C plumbing: synthesised speech through the front end and a
    /// small grammar comes out as the words said.
    @Test func decoderHearsSynthesisedCommands() throws {
        let decoder = try SphinxDecoder(parameters: ["-lw": "10", "-vad_prespeech": "10", "-vad_postspeech": "30"])
        let jsgf = """
            #JSGF V1.0;
            grammar t;
            public <c> = next [step] | go back | how much (garlic | tahini) | set a timer for ten minutes;
            """
        let synthesizer = try Synthesizer()
        let pronouncer = Pronouncer(synthesizer: synthesizer)
        try decoder.addGrammar(named: "cmd", jsgf: jsgf) { word in
            if decoder.pronunciation(word) == nil, let phones = pronouncer.phones(word) { decoder.addWord(word, phones: phones) }
        }
        #expect(decoder.pronunciation("tahini") != nil)
        for phrase in ["next step", "how much tahini", "set a timer for ten minutes"] {
            var audio = AudioFile.resample(try synthesizer.synthesize(phrase, settings: VoiceSettings(voice: "en+m3")), to: 16_000)
            var padded = AudioBuffer(samples: [Float](repeating: 0, count: 8000), sampleRate: 16_000)
            padded.samples += audio.samples
            padded.appendSilence(0.8)
            audio = padded
            // A faint noise floor: real microphones never give digital silence.
            var seed: UInt32 = 1
            for index in audio.samples.indices {
                seed = seed &* 1_664_525 &+ 1_013_904_223
                audio.samples[index] += Float(Int32(bitPattern: seed)) / Float(Int32.max) * 0.001
            }
            let frontEnd = try FrontEnd(decoder: decoder)
            let samples = audio.int16
            var hypothesis: Hypothesis?
            var offset = 0
            while offset < samples.count {
                let chunk = Array(samples[offset..<min(samples.count, offset + 160)])
                offset += 160
                if chunk.withUnsafeBufferPointer({ frontEnd.push($0) }) {
                    hypothesis = decoder.decode(search: "cmd", features: frontEnd.features)
                    break
                }
            }
            #expect(hypothesis?.text == phrase)
        }
    }
}

extension AudioTests {
    /// The garbage loop runs on its own decoder and thread, beside the
    /// command search: it must score an utterance exactly as it did when it
    /// decoded the same frames after the command search on one decoder,
    /// or every confidence would shift from what the model was fitted on.
    @Test func garbageLoopOnItsOwnThreadScoresAsBefore() throws {
        let jsgf = """
            #JSGF V1.0;
            grammar t;
            public <c> = next [step] | go back | stop;
            """
        let loopWords = ["the", "a", "pan", "salt", "water", "back", "put", "it", "in"]
        let shared = try SphinxDecoder(parameters: ["-lw": "10"])
        try shared.addGrammar(named: "cmd", jsgf: jsgf) { _ in }
        shared.loadPronunciations(for: Set(loopWords))
        try shared.addLoop(named: "loop", words: loopWords, probability: 0.1)
        let own = try SphinxDecoder(parameters: ["-lw": "10"])
        own.loadPronunciations(for: Set(loopWords))
        try own.addLoop(named: "loop", words: loopWords, probability: 0.1)
        let garbage = GarbageDecoder(decoder: own, search: "loop", dimension: own.cepstralLength)

        let synthesizer = try Synthesizer()
        for phrase in ["next step", "put the pan back"] {
            var audio = AudioBuffer(samples: [Float](repeating: 0, count: 8000), sampleRate: 16_000)
            audio.samples += AudioFile.resample(try synthesizer.synthesize(phrase), to: 16_000).samples
            audio.appendSilence(0.5)
            let frontEnd = try FrontEnd(decoder: shared)
            frontEnd.startStream()
            _ = ListeningStream.dither(audio.int16).withUnsafeBufferPointer { frontEnd.push($0) }
            #expect(frontEnd.features.count > 50)
            garbage.start(frontEnd.features)
            _ = shared.decode(search: "cmd", features: frontEnd.features)
            let before = shared.decode(search: "loop", features: frontEnd.features)
            let now = garbage.finish(frontEnd.features)
            #expect(now?.score == before?.score, "\(phrase): \(now?.text ?? "-") vs \(before?.text ?? "-")")
            #expect(now?.words == before?.words)
        }
    }
}

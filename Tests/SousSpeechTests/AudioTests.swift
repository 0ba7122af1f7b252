import Foundation
import SousTestSupport
import Testing
import SousCore
@testable import SousSpeech

/// Everything touching eSpeak NG or PocketSphinx runs in one serialized
/// suite: both libraries keep global state.
@Suite("Speech and audio", .serialized)
struct AudioTests {
    let folder = ScratchFolder.path("sous-audio")

    init() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    @Test func synthesisProducesSpeechAtTheLibrarysRate() throws {
        let synthesizer = try Synthesizer()
        #expect(synthesizer.sampleRate > 8000)
        let audio = try synthesizer.synthesize("Step two of five: simmer for twenty minutes.")
        #expect(audio.duration > 1.5 && audio.duration < 6)
        #expect(audio.rms > 0.01)
        let faster = try synthesizer.synthesize("Step two of five: simmer for twenty minutes.", settings: VoiceSettings(rate: 300))
        #expect(faster.duration < audio.duration * 0.8)
    }

    @Test func unknownVoiceIsAClearError() throws {
        let synthesizer = try Synthesizer()
        #expect(throws: SpeechError.self) { try synthesizer.synthesize("hello", settings: VoiceSettings(voice: "xx-nonexistent")) }
    }

    @Test func wavRoundTripsThroughLibsndfileAndResamples() throws {
        let audio = try Synthesizer().synthesize("Half a cup of milk.")
        let path = folder.appendingPathComponent("milk.wav").path
        try AudioFile.write(audio, to: path)
        let back = try AudioFile.read(path)
        #expect(back.sampleRate == audio.sampleRate)
        #expect(back.samples.count == audio.samples.count)
        #expect(abs(back.rms - audio.rms) < 0.001)
        let resampled = AudioFile.resample(back, to: 16_000)
        #expect(resampled.sampleRate == 16_000)
        #expect(abs(resampled.duration - back.duration) < 0.02)
        #expect(abs(resampled.rms - back.rms) < 0.02)
    }

    /// `sous cook --output /dev/null` as root renamed a plain file over the
    /// machine's /dev/null. A device (here a null device of the test's own,
    /// made where root may) is written in place; a link is kept.
    @Test func aDeviceOrLinkTargetIsWrittenInPlace() throws {
        let audio = AudioBuffer(samples: [Float](repeating: 0.1, count: 1600), sampleRate: 16_000)
        let device = folder.appendingPathComponent("null").path
        // makedev(1, 3), a macro Swift cannot call: major 1, minor 3 is the null device.
        let made = mknod(device, mode_t(S_IFCHR) | 0o666, dev_t(0x103)) == 0
        #expect(made || geteuid() != 0, "root may make a device node")
        if made {
            try AudioFile.write(audio, to: device)
            var info = stat()
            #expect(stat(device, &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
        }
        let real = folder.appendingPathComponent("take.wav")
        let link = folder.appendingPathComponent("latest.wav")
        try AudioFile.write(audio, to: real.path)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
        try AudioFile.write(AudioBuffer(samples: [Float](repeating: 0.1, count: 3200), sampleRate: 16_000), to: link.path)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == real.path)
        #expect(try AudioFile.read(real.path).samples.count == 3200)
    }

    @Test func unreadableAudioNamesTheFile() {
        #expect { try AudioFile.read(folder.appendingPathComponent("missing.wav").path) } throws: { error in
            (error as? SpeechError)?.message.contains("missing.wav") == true
        }
    }

    @Test func noiseIsMixedAtTheAskedRatio() throws {
        let speech = try Synthesizer().synthesize("Set a timer for ten minutes.")
        var noise = AudioBuffer(samples: [], sampleRate: speech.sampleRate)
        var seed: UInt32 = 7
        for _ in 0..<speech.samples.count {
            seed = seed &* 1_664_525 &+ 1_013_904_223
            noise.samples.append(Float(Int32(bitPattern: seed)) / Float(Int32.max) * 0.1)
        }
        for snr in [10.0, 0.0] {
            let mixed = NoiseMixer.mix(speech, with: noise, snr: snr)
            let added = zip(mixed.samples, speech.samples).map { $0 - $1 }
            let measured = 10 * log10(NoiseMixer.activePower(speech.samples) / NoiseMixer.power(added))
            #expect(abs(measured - snr) < 0.5, "asked \(snr) dB, got \(measured)")
        }
    }

    @Test func speakerWritesWhatItSaysToAFile() throws {
        let path = folder.appendingPathComponent("out.wav").path
        let speaker = try Speaker(endpoint: .file(path))
        try speaker.say("Step 1 of 3: Preheat the oven to 200°C. Then grease the tin.")
        let written = try AudioFile.read(path)
        #expect(written.duration > 3)
        // Interrupted after the first sentence: shorter.
        let short = try Speaker(endpoint: .null).say("Step 1 of 3: Preheat the oven. Then grease the tin. Then line it.") { false }
        let long = try Speaker(endpoint: .null).say("Step 1 of 3: Preheat the oven. Then grease the tin. Then line it.")
        #expect(short.duration < long.duration * 0.6)
    }

    @Test func missingSoundCardIsOneClearError() {
        #expect { try AlsaDevice("sous-no-such-card", direction: .playback, sampleRate: 16_000) } throws: { error in
            (error as? SpeechError)?.message.contains("sous-no-such-card") == true
        }
    }

    @Test func phonemesComeFromESpeak() throws {
        let phonemes = try Synthesizer().phonemes("tahini")
        #expect(!phonemes.isEmpty)
    }

    /// Sous's voice sounds the same whatever was said before it, by a
    /// test, another dish or a tuned voice: after other voices, variants,
    /// rates, pitches and volumes (eSpeak NG keeps them all in one global
    /// state), a reply keeps its length, loudness and brightness. Not
    /// sample for sample: eSpeak NG's pitch flutter runs on a counter inside
    /// the library that nothing resets (see `Synthesizer.synthesize`); over
    /// its 22 phases the same request moved by 1.1% in length, 0.8% in
    /// level and 1.4% in zero crossings, well inside these bounds.
    @Test func aReplySoundsTheSameWhateverWasSaidBefore() throws {
        let synthesizer = try Synthesizer()
        let reply = "Simmer for twenty minutes."
        let before = Sound(try synthesizer.synthesize(reply))
        let others = [
            VoiceSettings(voice: "en+m3", rate: 450, pitch: 99, volume: 200),
            VoiceSettings(voice: "en-us+f2", rate: 80, pitch: 0, volume: 10),
            VoiceSettings(voice: "en-gb-x-rp", rate: 300),
            VoiceSettings(voice: "en-gb", rate: 150, pitch: 70, volume: 150),
            VoiceSettings(voice: "en+klatt"),
        ]
        for other in others {
            _ = try synthesizer.synthesize("Half a cup of milk, approximately.", settings: other)
            _ = synthesizer.phonemes("za'atar", voice: "en-gb")
            let after = Sound(try synthesizer.synthesize(reply))
            #expect(abs(after.seconds / before.seconds - 1) < 0.03, "after \(other): \(after.seconds) s, was \(before.seconds) s")
            #expect(abs(after.level / before.level - 1) < 0.03, "after \(other): level \(after.level), was \(before.level)")
            #expect(abs(after.crossings / before.crossings - 1) < 0.04, "after \(other): crossings \(after.crossings), was \(before.crossings)")
        }
    }

    /// What a listener notices of a reply: how long the speech lasts (from
    /// the first to the last sample above the floor, so the silence eSpeak
    /// leaves at the end, which varies too, does not count), how loud it
    /// is and how bright (zero crossings a second follow pitch and voice).
    private struct Sound {
        var seconds: Double
        var level: Double
        var crossings: Double

        init(_ audio: AudioBuffer) {
            let floor: Float = 0.003
            let first = audio.samples.firstIndex { abs($0) > floor } ?? 0
            let last = audio.samples.lastIndex { abs($0) > floor } ?? 0
            let speech = audio.samples[first...max(first, last)]
            seconds = Double(speech.count) / Double(audio.sampleRate)
            level = Double(AudioBuffer(samples: Array(speech), sampleRate: audio.sampleRate).rms)
            let changes = zip(speech, speech.dropFirst()).filter { ($0 >= 0) != ($1 >= 0) }.count
            crossings = Double(changes) / max(seconds, 0.001)
        }
    }
}

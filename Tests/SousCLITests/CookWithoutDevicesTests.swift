import Foundation
import Testing

/// `sous cook --voice` in a kitchen without a microphone or a speaker
/// (`hw:99` is a sound card no machine has): the cook is told in one line
/// and carries on typing, or reading the replies, instead of being greeted
/// and then dropped.
@Suite("Cooking by voice without the devices")
struct CookWithoutDevicesTests {
    let sous = SousBinary()

    @Test func noMicrophoneFallsBackToTypedCommands() throws {
        let output = try sous.run(["cook", "overnight-oats", "--voice", "--input", "alsa:hw:99", "--output", "null"],
                                  input: "next\nhow much oats\nstop\n")
        #expect(output.status == 0, "\(output.stderr)")
        let warnings = output.stderr.split(separator: "\n")
        #expect(warnings.count == 1, "\(output.stderr)")
        #expect(output.stderr.contains("no microphone: sound device 'hw:99' cannot be opened for capture"), "\(output.stderr)")
        #expect(output.stderr.contains("type commands instead"))
        // The typed lines waiting on standard input are the session.
        #expect(output.stdout.contains("Let's cook Overnight Oats."), "\(output.stdout)")
        #expect(output.stdout.contains("Step 1 of 3"))
        #expect(output.stdout.contains("1/2 cup of rolled oats"))
        #expect(output.stdout.contains("OK, stopping at step 1 of Overnight Oats."))
    }

    @Test func noMicrophoneNorSpeakerTypesAndPrints() throws {
        let output = try sous.run(["cook", "overnight-oats", "--voice", "--input", "alsa:hw:99", "--output", "alsa:hw:98"],
                                  input: "next\nstop\n")
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stderr.contains("'hw:99' cannot be opened for capture"), "\(output.stderr)")
        #expect(output.stderr.contains("'hw:98' cannot be opened for playback"), "\(output.stderr)")
        #expect(output.stderr.contains("replies are printed only"))
        #expect(output.stdout.contains("Step 1 of 3"), "\(output.stdout)")
    }

    /// Heard from a recording, with no speaker: the replies are printed.
    @Test func noSpeakerPrintsTheReplies() throws {
        let recording = sous.dataFolder.appendingPathComponent("next.wav").path
        try DaemonRecordingTests.record([("go to step three", 1.5)], leadIn: 1, to: recording)
        let output = try sous.run(["cook", "overnight-oats", "--input", recording, "--output", "alsa:hw:98"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stderr.contains("sound device 'hw:98' cannot be opened for playback"), "\(output.stderr)")
        #expect(output.stderr.contains("replies are printed only"))
        #expect(output.stdout.contains("Let's cook Overnight Oats."), "\(output.stdout)")
        #expect(output.stdout.contains("Step 3 of 3"), "\(output.stdout)")
    }
}

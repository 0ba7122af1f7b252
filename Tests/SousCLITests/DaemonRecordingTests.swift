import Foundation
import Testing
import SousSpeech

/// `sous serve` listening to a recording of a cook, end to end: the real
/// synthesiser makes the recording, the real daemon hears it as if live, and
/// the test follows along over the control socket like any other client.
@Suite("The daemon hearing a recording", .serialized)
struct DaemonRecordingTests {
    let sous = SousBinary()
    var socket: String { sous.dataFolder.appendingPathComponent("run/sous.sock").path }
    var data: String { sous.dataFolder.appendingPathComponent("data").path }

    /// What the cook says, each followed by a pause, and what Sous must make of it.
    static let said: [(phrase: String, intent: String)] = [
        ("next step", "next"),
        ("next step", "next"),
        ("how much garlic", "how_much:garlic"),
        ("go back one step", "back"),
        ("set a timer for five minutes", "timer_set:300"),
    ]

    /// The daemon hears its recording in real time from the moment it starts,
    /// so its lead-in must cover its start-up, the test's wait for its socket
    /// and the `sous events` launch, with room to spare on a loaded two-core
    /// CI machine (where the full suite once missed the first "next step").
    func record(to path: String, leadIn: Double = 4) throws {
        try Self.record(Self.said.map { ($0.phrase, 1.5) }, leadIn: leadIn, to: path)
    }

    /// Speaks each phrase with eSpeak NG, each followed by its pause in seconds.
    ///
    /// Each phrase is spoken by a `sous speak` of its own, so the recording
    /// is the same in every run: eSpeak NG's samples depend on how much the
    /// process synthesised before (its pitch flutter, see
    /// `Synthesizer.synthesize`), and in this test process that is whatever
    /// the other suites said meanwhile. Synthesised here, "next step" was
    /// one of 24 renderings, 10 of which the recogniser rejects as a clip
    /// (0.35-0.62), and the whole suite once heard only one of the two.
    static func record(_ lines: [(phrase: String, pause: Double)], leadIn: Double, to path: String) throws {
        let sous = SousBinary()
        var session = AudioBuffer(samples: [], sampleRate: 16_000)
        session.appendSilence(leadIn)
        for (index, line) in lines.enumerated() {
            let file = sous.dataFolder.appendingPathComponent("line-\(index).wav").path
            let spoken = try sous.run(["speak", line.phrase, "--voice", "en-us", "--rate", "150", "--output", file])
            try #require(spoken.status == 0, "sous speak '\(line.phrase)': \(spoken.stderr)")
            // `sous speak` ends a file with 0.3 s of silence: part of the pause.
            session.samples += AudioFile.resample(try AudioFile.read(file), to: 16_000).samples
            session.appendSilence(max(0, line.pause - 0.3))
        }
        try AudioFile.write(session, to: path)
    }

    /// Every phrase appears in `text`, in this order.
    static func expectInOrder(_ phrases: [String], in text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        var from = text.startIndex
        for expected in phrases {
            let found = text.range(of: expected, range: from..<text.endIndex)
            #expect(found != nil, "'\(expected)' missing in order: \(text)", sourceLocation: sourceLocation)
            if let found { from = found.upperBound }
        }
    }

    func serve(_ extra: [String]) throws -> Process {
        try sous.serve(socket: socket, data: data, extra)
    }

    @Test func spokenCommandsDriveTheSessionAndReachSubscribers() throws {
        let folder = sous.dataFolder
        let recording = folder.appendingPathComponent("session.wav").path
        let spoken = folder.appendingPathComponent("out.wav").path
        try record(to: recording, leadIn: 12)

        // The recipe is chosen first; the daemon that hears the recording resumes it.
        let first = try serve(["--output", "null", "--input", "alsa:sous-test-no-such-device"])
        #expect(try sous.run(["cook", "garlic-lemon-chicken", "--socket", socket]).status == 0)
        first.terminate()
        first.waitUntilExit()

        let daemon = try serve(["--input", recording, "--output", spoken])
        let events = Process()
        events.executableURL = SousBinary.executable
        events.arguments = ["events", "--socket", socket]
        events.environment = sous.environment
        let pipe = Pipe()
        events.standardOutput = pipe
        events.standardError = FileHandle.nullDevice
        try events.run()

        // Follow the event stream until every command has been heard or the recording is long over.
        let reader = LineReader(pipe.fileHandleForReading)
        var heard: [String] = []
        var said: [String] = []
        let deadline = Date().addingTimeInterval(50)
        while heard.count < Self.said.count, Date() < deadline, let line = reader.next(until: deadline) {
            guard let event = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any] else { continue }
            switch event["event"] as? String {
            case "heard": heard.append(event["intent"] as? String ?? "")
            case "said": said.append(event["text"] as? String ?? "")
            default: break
            }
        }
        // The reply to the last command arrives just after it is heard.
        Thread.sleep(forTimeInterval: 1)
        let status = try sous.run(["status", "--json", "--socket", socket])
        events.terminate()
        daemon.terminate()
        daemon.waitUntilExit()
        events.waitUntilExit()

        #expect(heard == Self.said.map(\.intent))
        #expect(said.contains { $0.contains("3 cloves") }, "said: \(said)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(status.stdout.utf8)) as? [String: Any])
        #expect((object["recipe"] as? [String: Any])?["id"] as? String == "garlic-lemon-chicken")
        #expect(object["step"] as? Int == 1)
        let timers = object["timers"] as? [[String: Any]] ?? []
        #expect(timers.count == 1)
        #expect(daemon.terminationStatus == 0)
        // Everything Sous said went into the output file, as audio.
        let output = try AudioFile.read(spoken)
        #expect(output.duration > 3)
    }
}

extension DaemonRecordingTests {
    /// `sous cook ID --input session.wav --output out.wav`: the same session
    /// without a daemon, as fast as the recording decodes.
    @Test func cookFromARecordingReachesTheSteps() throws {
        let recording = sous.dataFolder.appendingPathComponent("cook.wav").path
        let spoken = sous.dataFolder.appendingPathComponent("cook-out.wav").path
        try record(to: recording)
        let cook = try sous.run(["cook", "garlic-lemon-chicken", "--input", recording, "--output", spoken])
        #expect(cook.status == 0, "\(cook.stderr)")
        let heard = cook.lines.filter { $0.hasPrefix("> ") }
        #expect(heard == Self.said.map { "> " + $0.phrase }, "\(cook.stdout)")
        // Step 1, step 2, the garlic, back to step 1, the timer: in that order.
        Self.expectInOrder(["Step 1 of 3", "Step 2 of 3", "3 cloves", "Step 1 of 3", "5 minute timer"], in: cook.stdout)
        #expect(try AudioFile.read(spoken).duration > 3)
    }

    /// A timer set in a recording rings that much audio later, and "got it"
    /// said while it rings silences it, however fast the recording decodes.
    @Test func cookFromARecordingRingsTimersOnTheRecordingsTime() throws {
        let recording = sous.dataFolder.appendingPathComponent("timer.wav").path
        try Self.record([("set a timer for ten seconds", 14), ("got it", 1.5), ("how much time is left", 1.5)], leadIn: 1, to: recording)
        let cook = try sous.run(["cook", "shakshuka", "--input", recording, "--output", "null"])
        #expect(cook.status == 0, "\(cook.stderr)")
        Self.expectInOrder(["10 second timer is running", "Your 10 second timer is done!", "> got it", "10 second timer stopped",
                            "No timers are running"], in: cook.stdout)
    }

    /// `sous recognize --json`: one line per file, in order, a file that
    /// cannot be read included (it printed nothing, so lines and files
    /// no longer matched).
    @Test func recognizeGivesOneJSONLinePerFile() throws {
        let clip = sous.dataFolder.appendingPathComponent("go.wav").path
        try Self.record([("go to step three", 0.5)], leadIn: 0.5, to: clip)
        let missing = sous.dataFolder.appendingPathComponent("missing.wav").path
        let result = try sous.run(["recognize", "--json", "--recipe", "red-lentil-dal", clip, missing, clip])
        #expect(result.status == 1)
        let lines = result.lines.filter { !$0.isEmpty }.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        #expect(lines.map { $0["file"] as? String } == [clip, missing, clip])
        #expect(lines.first?["intent"] as? String == "goto_step:3")
        #expect(lines[1]["intent"] is NSNull && (lines[1]["error"] as? String)?.isEmpty == false)
    }

    /// `sous listen --input - < session.wav`: a WAV file piped in is heard
    /// (it was taken for raw samples and nothing was found).
    @Test func listenHearsAWavFilePipedIn() throws {
        let clip = sous.dataFolder.appendingPathComponent("piped.wav").path
        try Self.record([("go to step three", 1.5)], leadIn: 2, to: clip)
        let result = try sous.run(["listen", "--input", "-", "--json", "--recipe", "red-lentil-dal"], bytes: try Data(contentsOf: URL(fileURLWithPath: clip)))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(#""intent":"goto_step:3""#), "\(result.stdout)")
    }

    /// A replay is a test of the session, not cooking: the same recording
    /// gives the same session again (the second began "Welcome back" and
    /// left a wall-clock timer in the kitchen). Bad files are named before
    /// the session starts talking.
    @Test func aReplayedRecordingLeavesTheKitchenAsItWas() throws {
        let recording = sous.dataFolder.appendingPathComponent("replay.wav").path
        try Self.record([("set a timer for ten minutes", 2)], leadIn: 1, to: recording)
        let first = try sous.run(["cook", "shakshuka", "--input", recording, "--output", "null"])
        let second = try sous.run(["cook", "shakshuka", "--input", recording, "--output", "null"])
        #expect(first.status == 0 && second.status == 0, "\(first.stderr)\(second.stderr)")
        #expect(first.stdout == second.stdout)
        #expect(!second.stdout.contains("Welcome back"))

        let missing = try sous.run(["cook", "shakshuka", "--input", recording + ".missing", "--output", "null"])
        #expect(missing.status == 1 && missing.stdout.isEmpty && missing.stderr.contains("no such recording"))
        let unwritable = try sous.run(["cook", "shakshuka", "--input", recording, "--output", "/proc/sous-no/out.wav"])
        #expect(unwritable.status == 1 && unwritable.stdout.isEmpty && unwritable.stderr.contains("cannot write the spoken replies"))
    }
}

/// Lines from a pipe with a deadline, so a silent daemon fails the test instead of hanging it.
final class LineReader: @unchecked Sendable {
    private let handle: FileHandle
    private var buffer = Data()
    private var lines: [String] = []
    private let lock = NSCondition()
    private var ended = false

    init(_ handle: FileHandle) {
        self.handle = handle
        handle.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            self?.append(data)
        }
    }

    private func append(_ data: Data) {
        lock.lock()
        defer { lock.broadcast(); lock.unlock() }
        if data.isEmpty {
            ended = true
            handle.readabilityHandler = nil
            return
        }
        buffer.append(data)
        while let newline = buffer.firstIndex(of: 0x0A) {
            lines.append(String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self))
            buffer = Data(buffer[buffer.index(after: newline)...])
        }
    }

    func next(until deadline: Date) -> String? {
        lock.lock()
        defer { lock.unlock() }
        while lines.isEmpty, !ended {
            if !lock.wait(until: deadline) { return nil }
        }
        return lines.isEmpty ? nil : lines.removeFirst()
    }
}

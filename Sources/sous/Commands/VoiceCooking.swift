import Foundation
import SousCore
import SousDaemon
import SousRecipes
import SousSpeech
import SousStore

/// `sous cook ID --voice`: one session by voice, without the daemon.
/// With `--input FILE.wav --output FILE.wav` it runs the same session from
/// a recording, as fast as it decodes, which is how it is tested.
enum VoiceCooking {
    /// Why the microphone `input` names cannot be opened, or nil when it
    /// can (or the input is a recording): asked before Sous says a word, so
    /// a kitchen without a microphone cooks by typing instead.
    static func microphoneProblem(_ input: AudioEndpoint) -> String? {
        guard case .alsa(let device) = input else { return nil }
        do {
            _ = try AlsaDevice(device, direction: .capture, sampleRate: 16_000)
            return nil
        } catch {
            return error.message
        }
    }

    static func run(_ recipe: Recipe, servings: Double?, input: AudioEndpoint, output: AudioEndpoint, _ context: Context) async throws -> Int32 {
        if case .null = input { throw UsageError("--input must be alsa:DEVICE, a .wav file or -") }
        if case .standardStream = output { throw UsageError("--output must be alsa:DEVICE, a .wav file or null") }
        // Say what is wrong with the files before the session starts talking.
        if case .file(let path) = input, !FileManager.default.isReadableFile(atPath: path) {
            throw CommandFailure("\(path): no such recording (or it cannot be read)")
        }
        if case .file(let path) = output {
            let existed = FileManager.default.fileExists(atPath: path)
            guard existed ? FileManager.default.isWritableFile(atPath: path) : FileManager.default.createFile(atPath: path, contents: nil) else {
                throw CommandFailure("\(path): cannot write the spoken replies there")
            }
            if !existed { try? FileManager.default.removeItem(atPath: path) }
        }
        ResidentMemory.returnLargeBlocksWhenFreed()
        let paths = try context.paths()
        let recipes = try context.recipes()
        let log = Log(level: .warning)
        let voice = SwitchableVoice()
        if output != .null {
            do {
                voice.queue = SpeechQueue(speaker: try Speaker(endpoint: output), log: log)
            } catch {
                // No speaker: the replies are still printed, as with 'sous serve'.
                Console.error("warning: \(error); replies are printed only (or give --output FILE.wav)")
            }
        }
        let (ended, endedContinuation) = AsyncStream<Void>.makeStream()
        // A data folder that cannot be written: cook all the same, remembering nothing (said once).
        let database = try context.readingDatabase() == nil ? nil : try SousDatabase.open(in: paths.data).database
        // A recording runs on its own time: a timer set in it rings that much audio later.
        var recordingClock: RecordingClock?
        if case .file = input { recordingClock = RecordingClock() }
        let clock: any KitchenClock = recordingClock ?? SystemClock()
        // A recording replays a session: it must not leave its timers and
        // place in the kitchen (a second replay began with "Welcome back").
        let kitchen = Kitchen(recipes: { recipes }, database: recordingClock == nil ? database : nil, clock: clock,
                              voice: voice, log: log,
                              delegate: LibraryVoice.delegate(dataFolder: paths.data, recipes: { recipes })) { message in
            guard let event = (try? JSONSerialization.jsonObject(with: message.line)) as? [String: Any] else { return }
            switch event["event"] as? String {
            case "said": Console.out(event["text"] as? String ?? "")
            case "heard": Console.out("> \(event["text"] as? String ?? "")")
            case "state":
                if event["state"] as? String == "stopped" { endedContinuation.yield() }
            default: break
            }
        }
        _ = await kitchen.handle(ControlRequest(id: nil, command: .start(recipe: recipe.id, servings: servings)))
        let ear: VoiceListener
        do {
            ear = try VoiceListener(endpoint: input, kitchen: kitchen, voice: voice, grammars: paths.grammars,
                                    everyRecipe: { recipes }, log: log, paced: false, echoGate: voice.queue != nil,
                                    recordingClock: recordingClock)
        } catch {
            throw CommandFailure("\(error)")
        }
        await ear.start()
        // The last step read, the session ends once no timer is left to
        // ring or be silenced (a timer still going must not die with it).
        let ticker = Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: .milliseconds(250))
                await kitchen.tick()
                let status = await kitchen.status()
                if status["state"] as? String == "finished", (status["timers"] as? [Any])?.isEmpty ?? true {
                    endedContinuation.yield()
                    return
                }
            }
        }
        await withTaskGroup(of: Void.self) { group in
            group.addTask { for await _ in ear.done {} }
            group.addTask { for await _ in ended { return } }
            await group.next()
            group.cancelAll()
        }
        ticker.cancel()
        ear.stop()
        voice.queue?.drain()
        return 0
    }
}

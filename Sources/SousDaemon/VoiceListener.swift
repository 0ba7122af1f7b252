import Foundation
import SousCore
import SousSpeech

/// The daemon's ear: reads audio from a microphone, a file or stdin on a
/// thread of its own, recognises commands for the open recipe, and hands
/// them to the kitchen in order.
///
/// While Sous is speaking, its own voice reaches the microphone; the
/// `EchoGate` then lets through only a confident interruption.
public final class VoiceListener: @unchecked Sendable {
    public enum Source {
        case microphone(AlsaDevice)
        case recording(AudioBuffer)
        case standardInput
    }

    private let gate = EchoGate()

    private let source: Source
    private let kitchen: Kitchen
    private let voice: SwitchableVoice
    private let log: Log
    private var recognizer: CommandRecognizer
    private let grammars: URL
    private var reloadWanted = false
    private let everyRecipe: @Sendable () -> [Recipe]
    private let lock = NSLock()
    private var wanted: ListeningContext?
    private var stopped = false
    private let delivery: AsyncStream<Recognition>.Continuation
    private let deliveryTask: Task<Void, Never>
    private let paced: Bool
    private let recordingClock: RecordingClock?
    private let echoGate: Bool
    private let finished: AsyncStream<Void>.Continuation
    /// Ends when the input ends and everything heard has reached the kitchen.
    public let done: AsyncStream<Void>

    /// Opens the source and loads the recogniser; throws when the device or
    /// model is missing, so the daemon can say so in one line.
    /// `paced`: a recording is played as if live (the daemon, so clients can
    /// follow along); otherwise as fast as it can be decoded.
    /// `recordingClock`: for an unpaced recording, the kitchen's clock; the
    /// listener moves it with the audio and lets the kitchen catch up after
    /// every chunk, so timers ring, and "got it" is heard, at the moment of
    /// the recording they would live.
    public init(endpoint: AudioEndpoint, kitchen: Kitchen, voice: SwitchableVoice, grammars: URL,
                everyRecipe: @escaping @Sendable () -> [Recipe], log: Log, paced: Bool = true,
                echoGate: Bool = true, recordingClock: RecordingClock? = nil) throws(SpeechError) {
        self.recordingClock = paced ? nil : recordingClock
        switch endpoint {
        case .alsa(let device): source = .microphone(try AlsaDevice(device, direction: .capture, sampleRate: 16_000))
        case .file(let path): source = .recording(AudioFile.resample(try AudioFile.read(path), to: 16_000))
        case .standardStream: source = .standardInput
        case .null: throw SpeechError("no audio input")
        }
        self.grammars = grammars
        recognizer = try CommandRecognizer(grammars: grammars, synthesizer: Synthesizer())
        recognizer.commonIngredients = CommandGrammar.commonIngredients(in: everyRecipe())
        self.kitchen = kitchen
        self.voice = voice
        self.log = log
        self.everyRecipe = everyRecipe
        self.paced = paced
        // Only a microphone can hear the speaker; a recording cannot.
        if case .alsa = endpoint { self.echoGate = echoGate } else { self.echoGate = false }
        let (stream, continuation) = AsyncStream<Recognition>.makeStream()
        let (done, finished) = AsyncStream<Void>.makeStream()
        self.done = done
        self.finished = finished
        delivery = continuation
        deliveryTask = Task {
            for await heard in stream {
                guard let intent = heard.intent else { continue }
                await kitchen.heard(heard.text, intent: intent, confidence: heard.confidence, start: heard.start, end: heard.end)
            }
            finished.finish()
        }
    }

    /// Starts listening; `kitchen.observeListening` keeps the grammar current.
    public func start() async {
        await kitchen.observeListening { [weak self] context in self?.listen(for: context) }
        let thread = Thread { [self] in run() }
        thread.name = "sous-listener"
        thread.start()
    }

    public func stop() {
        lock.withLock { stopped = true }
        delivery.finish()
    }

    private var isStopped: Bool { lock.withLock { stopped } }

    /// Rebuilds the recogniser from the grammar files (SIGHUP), keeping the
    /// open recipe; takes effect between two chunks of audio.
    public func reloadGrammars() {
        lock.withLock { reloadWanted = true }
    }

    private var lastContext = ListeningContext(recipe: nil, timerRinging: false)
    /// The listening thread's own: seconds of audio heard so far, and when
    /// an answer to Sous's question is likely.
    private var heardSeconds = 0.0
    private var answers = AnswerWindow()
    /// When a length said alone is listened for (it is in the grammar).
    private var lengths = AnswerWindow()
    private var grammarContext = ListeningContext(recipe: nil, timerRinging: false)
    private var grammarHasLength = false

    private func listen(for context: ListeningContext) {
        lock.withLock {
            wanted = context
            lastContext = context
        }
    }

    private func switchGrammarIfNeeded() {
        guard let change = lock.withLock({ () -> ListeningContext? in
            defer { wanted = nil }
            return wanted
        }) else {
            // A length alone is heard only while the question is fresh:
            // minutes later, "ten minutes" is more likely the radio.
            if grammarHasLength != lengths.isOpen(at: heardSeconds) { useGrammar(for: grammarContext) }
            return
        }
        answers.question(pending: change.awaitingAnswer, at: heardSeconds)
        lengths.question(pending: change.awaitingLength, at: heardSeconds)
        useGrammar(for: change)
    }

    private func useGrammar(for context: ListeningContext) {
        grammarContext = context
        grammarHasLength = lengths.isOpen(at: heardSeconds)
        recognizer.lengthAsked = context.lengthAsked
        do {
            if let recipe = context.recipe {
                try recognizer.use(recipe: recipe.id, ingredients: recipe.askedNames, steps: recipe.steps.count,
                                   acknowledging: context.timerRinging, expectingLength: grammarHasLength,
                                   choosingTimer: context.choosingTimer, extending: context.extendingTimer,
                                   holding: context.holdingTimer, makes: recipe.yieldWords)
            } else {
                // No recipe open: "how much" has nothing to answer, so only
                // the common ingredients are heard (a smaller grammar).
                try recognizer.use(recipe: "*", ingredients: [], steps: everyRecipe().map(\.steps.count).max() ?? 20,
                                   acknowledging: context.timerRinging, expectingLength: grammarHasLength,
                                   extending: context.extendingTimer, holding: context.holdingTimer)
            }
        } catch {
            log.error("cannot build the grammar: \(error)")
        }
    }

    private func run() {
        guard var stream = try? recognizer.stream() else {
            log.error("cannot start listening")
            return
        }
        switchGrammarIfNeeded()
        log.info("listening")
        var recording: [Int16] = []
        var offset = 0
        if case .recording(let audio) = source { recording = audio.int16 }
        // A recording is played as if it were live, so clients can follow along.
        let began = DispatchTime.now().uptimeNanoseconds
        while !isStopped {
            let chunk: [Int16]
            switch source {
            case .microphone(let device):
                // 20 ms at a time: a command's end is noticed without delay.
                guard let samples = try? device.read(320) else {
                    log.warning("the microphone stopped")
                    return
                }
                chunk = samples
            case .recording:
                guard offset < recording.count else {
                    handle(stream.finish())
                    log.info("the recording has ended")
                    delivery.finish()
                    return
                }
                if let recordingClock {
                    recordingClock.reached(Double(offset) / 16_000)
                    waitFor { [kitchen] in await kitchen.tick() }
                }
                chunk = Array(recording[offset..<min(recording.count, offset + 1600)])
                offset += 1600
                let due = began + UInt64(offset) * 1_000_000_000 / 16_000
                let now = DispatchTime.now().uptimeNanoseconds
                if paced, due > now { Thread.sleep(forTimeInterval: Double(due - now) / 1e9) }
            case .standardInput:
                let data = FileHandle.standardInput.readData(ofLength: 3200)
                guard !data.isEmpty else {
                    handle(stream.finish())
                    log.info("standard input has ended")
                    delivery.finish()
                    return
                }
                chunk = data.withUnsafeBytes { Array($0.bindMemory(to: Int16.self)) }
            }
            if lock.withLock({ () -> Bool in defer { reloadWanted = false }; return reloadWanted }) {
                do {
                    let fresh = try CommandRecognizer(grammars: grammars, synthesizer: Synthesizer())
                    fresh.commonIngredients = recognizer.commonIngredients
                    recognizer = fresh
                    stream = try fresh.stream()
                    lock.withLock { if wanted == nil { wanted = lastContext } }
                    log.info("grammars reloaded")
                } catch {
                    log.error("cannot reload the grammars, keeping the old ones: \(error)")
                }
            }
            switchGrammarIfNeeded()
            if voice.isSpeaking {
                answers.sousSpeaking(at: heardSeconds)
                lengths.sousSpeaking(at: heardSeconds)
            }
            heardSeconds += Double(chunk.count) / 16_000
            recognizer.answering = answers.isOpen(at: heardSeconds)
            handle(stream.push(chunk))
        }
    }

    private func handle(_ results: [Recognition]) {
        for result in results {
            guard result.accepted, let intent = result.intent else {
                if !result.text.isEmpty { log.debug("rejected (\(result.reason)): \(result.text)") }
                continue
            }
            guard gate.admits(result, whileSpeaking: echoGate && voice.isSpeaking) else {
                log.debug("ignored while speaking: \(result.text)")
                continue
            }
            log.info("heard \"\(result.text)\" (\(intent.canonical), \(String(format: "%.2f", result.confidence)))")
            if recordingClock != nil {
                waitFor { [kitchen] in
                    await kitchen.heard(result.text, intent: intent, confidence: result.confidence, start: result.start, end: result.end)
                }
            } else {
                delivery.yield(result)
            }
        }
    }

    /// Runs kitchen work from the listening thread and waits for it: a
    /// recording decoded in lockstep with the kitchen's clock.
    private func waitFor(_ work: @escaping @Sendable () async -> Void) {
        let finished = DispatchSemaphore(value: 0)
        Task {
            await work()
            finished.signal()
        }
        finished.wait()
    }
}

import Foundation
import SousCore
import SousSpeech
import SousStore

/// `sous serve`: wires the kitchen to the control socket, the speaker, the
/// microphone, typed text, timers and signals, and runs until SIGTERM.
public final class Daemon: @unchecked Sendable {
    public let options: DaemonOptions
    public let log: Log
    let recipes: Kitchen.CheckedRecipeSource
    let delegate: Kitchen.Delegate
    /// What the daemon can ask of a running listener.
    public struct ListenerHandle: Sendable {
        public var stop: @Sendable () -> Void
        public var reload: @Sendable () -> Void
        public init(stop: @escaping @Sendable () -> Void, reload: @escaping @Sendable () -> Void) {
            self.stop = stop
            self.reload = reload
        }
    }

    /// Starts listening on the microphone or a file.
    public typealias ListenerFactory = @Sendable (AudioEndpoint, Kitchen, SwitchableVoice, Log) async throws -> ListenerHandle
    let listenerFactory: ListenerFactory?

    /// A source of recipes that changes while the daemon runs (a recipe
    /// feed): asked at start and then every `interval`; when `refresh` says
    /// it changed, the kitchen and the listener load recipes again, as on
    /// SIGHUP. Its lines (the feed is down, it is back) go to the log.
    public struct RecipeRefresh: Sendable {
        public var interval: Duration
        public var refresh: @Sendable () async -> (changed: Bool, lines: [String])
        public init(interval: Duration, refresh: @escaping @Sendable () async -> (changed: Bool, lines: [String])) {
            self.interval = interval
            self.refresh = refresh
        }
    }
    let recipeRefresh: RecipeRefresh?

    public init(options: DaemonOptions, recipes: @escaping Kitchen.CheckedRecipeSource,
                delegate: @escaping Kitchen.Delegate = { _ in nil }, listener: ListenerFactory? = nil,
                refresh: RecipeRefresh? = nil) {
        self.options = options
        self.log = Log(level: options.logLevel)
        self.recipes = recipes
        self.delegate = delegate
        self.listenerFactory = listener
        self.recipeRefresh = refresh
    }

    /// Runs until SIGTERM/SIGINT or a shutdown request; returns the exit status.
    public func run() async -> Int32 {
        ResidentMemory.returnLargeBlocksWhenFreed()
        let signals = SignalWatcher()
        let lock: DataFolderLock
        do {
            lock = try DataFolderLock(options.dataDirectory, holder: .daemon(socket: options.socketPath))
        } catch {
            log.error("\(error)")
            return 1
        }
        let locks = HeldLocks(lock)
        defer { withExtendedLifetime(locks) {} }
        let opened: SousDatabase.Opened
        do {
            opened = try SousDatabase.open(in: options.dataDirectory, holdingFolder: true)
        } catch {
            log.error("cannot open the database: \(error)")
            return 1
        }
        if let note = opened.recovered { log.warning(note) }

        let voice = SwitchableVoice()
        let publisher = Publisher()
        let kitchenVoice: KitchenVoice = options.textOnly ? PrintedVoice() : voice
        let kitchen = Kitchen(library: recipes, database: opened.database, dataFolder: options.dataDirectory, clock: SystemClock(), voice: kitchenVoice, log: log,
                              delegate: delegate) { message in publisher.send(message) }
        let (folder, holder, log) = (options.dataDirectory, DataFolderLock.Holder.daemon(socket: options.socketPath), self.log)
        await kitchen.whenFolderRemade {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                locks.add(try DataFolderLock(folder, holder: holder))
            } catch {
                log.warning("cannot hold the data folder made again: \(error)")
            }
        }
        // The session is back before the socket answers: a display
        // reconnecting at once was told "idle, no timers", and no state
        // event followed the restore.
        if !options.textOnly { openOutput(voice) }
        await kitchen.restore()

        let server: ControlServer
        do {
            server = try ControlServer(path: options.socketPath) { request in await kitchen.handle(request) }
        } catch {
            log.error("\(error)")
            return 1
        }
        server.onSubscribe { send in await kitchen.greet(send) }
        publisher.server = server
        log.info("listening for clients on \(options.socketPath)")

        let (shutdown, shutdownContinuation) = AsyncStream<Void>.makeStream()
        server.onShutdownAnswered { shutdownContinuation.yield() }

        let ticker = Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: .milliseconds(250))
                await kitchen.tick()
            }
        }
        var listener: ListenerHandle?
        if options.textOnly {
            readTypedCommands(kitchen)
        } else {
            listener = await startListening(kitchen, voice)
        }
        let ear = listener
        let refresher = recipeRefresh.map { watching(with: $0, kitchen: kitchen, ear: ear) }

        // Wait for a signal or a shutdown request.
        let reason: String = await withTaskGroup(of: String?.self) { group in
            group.addTask {
                for await signal in signals.signals {
                    switch signal {
                    case .terminate: return "SIGTERM"
                    case .interrupt: return "SIGINT"
                    case .hangUp:
                        await kitchen.reload()
                        ear?.reload()
                    }
                }
                return nil
            }
            group.addTask {
                for await _ in shutdown { return "a shutdown request" }
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first ?? "end of signals"
        }
        log.info("stopping on \(reason)")
        // A display tells a planned stop from a crash (the socket just closing).
        publisher.send(.event("stopping", ["reason": reason]))
        ticker.cancel()
        refresher?.cancel()
        listener?.stop()
        voice.queue?.finish()
        if await !kitchen.save() {
            log.error("nothing could be saved: the recipe, step and timers will not be there at the next start")
        }
        server.shutdown()
        return 0
    }

    /// Asks the changing source now and every interval; reloads on a change.
    /// The same problem is logged once, not every interval while it lasts.
    private func watching(with source: RecipeRefresh, kitchen: Kitchen, ear: ListenerHandle?) -> Task<Void, Never> {
        let log = self.log
        return Task.detached {
            var lastLines: [String] = []
            while !Task.isCancelled {
                let (changed, lines) = await source.refresh()
                if lines != lastLines {
                    for line in lines { log.warning(line) }
                    if lines.isEmpty && !lastLines.isEmpty { log.info("the recipe feed answers again") }
                    lastLines = lines
                }
                if changed {
                    log.info("the recipe feed changed")
                    await kitchen.reload()
                    ear?.reload()
                }
                try? await Task.sleep(for: source.interval)
            }
        }
    }

    /// Opens the speaker, or keeps the kitchen mute with one clear line and
    /// tries again every 10 seconds until a sound card appears.
    private func openOutput(_ voice: SwitchableVoice) {
        let endpoint = options.output
        let settings = options.voice
        let log = self.log
        if case .null = endpoint { return }
        func attempt() -> Bool {
            do {
                voice.queue = SpeechQueue(speaker: try Speaker(endpoint: endpoint, settings: settings), log: log)
                return true
            } catch {
                return false
            }
        }
        if attempt() { return }
        log.warning("no sound output on \(endpoint): replies go to the control socket only; retrying every 10 s")
        Task.detached {
            while true {
                try? await Task.sleep(for: .seconds(10))
                if attempt() {
                    log.info("sound output \(endpoint) is available now")
                    return
                }
            }
        }
    }

    /// Starts the microphone (or file) listener, or logs one line and tries
    /// again every 10 seconds, keeping text and socket control meanwhile.
    private func startListening(_ kitchen: Kitchen, _ voice: SwitchableVoice) async -> ListenerHandle? {
        guard let factory = listenerFactory else {
            log.warning("voice input is not available in this build; use the control socket or --text-only")
            return nil
        }
        let endpoint = options.input
        let log = self.log
        do {
            return try await factory(endpoint, kitchen, voice, log)
        } catch {
            log.warning("no microphone on \(endpoint) (\(error)); text and socket control only, retrying every 10 s")
        }
        let later = StopBox()
        Task.detached {
            while !later.stopped {
                try? await Task.sleep(for: .seconds(10))
                if let handle = try? await factory(endpoint, kitchen, voice, log) {
                    log.info("microphone \(endpoint) is available now")
                    later.handle = handle
                    return
                }
            }
        }
        return ListenerHandle(stop: { later.run() }, reload: { later.handle?.reload() })
    }

    /// Typed commands on stdin (`--text-only`); the kitchen's `PrintedVoice`
    /// prints the replies, and whatever else is said, on stdout.
    private func readTypedCommands(_ kitchen: Kitchen) {
        let thread = Thread {
            while let line = readLine() {
                let text = line.trimmingCharacters(in: .whitespaces)
                guard !text.isEmpty else { continue }
                let done = DispatchSemaphore(value: 0)
                Task {
                    await kitchen.typed(text)
                    done.signal()
                }
                done.wait()
            }
        }
        thread.name = "sous-stdin"
        thread.start()
    }
}

/// Forwards events to the server once it exists.
final class Publisher: @unchecked Sendable {
    private let lock = NSLock()
    private var _server: ControlServer?
    var server: ControlServer? {
        get { lock.withLock { _server } }
        set { lock.withLock { _server = newValue } }
    }
    func send(_ message: ControlMessage) { server?.broadcast(message) }
}

/// A listener that may start later, once its device appears.
final class StopBox: @unchecked Sendable {
    private let lock = NSLock()
    private var _handle: Daemon.ListenerHandle?
    private var _stopped = false
    var handle: Daemon.ListenerHandle? {
        get { lock.withLock { _handle } }
        set { lock.withLock { _handle = newValue } }
    }
    var stopped: Bool { lock.withLock { _stopped } }
    func run() {
        lock.withLock { _stopped = true }
        handle?.stop()
    }
}

/// The data folder's locks the daemon holds: the first, and one taken
/// again when the folder is deleted under it and made again.
final class HeldLocks: @unchecked Sendable {
    private let guardian = NSLock()
    private var held: [DataFolderLock]

    init(_ first: DataFolderLock) { held = [first] }

    func add(_ lock: DataFolderLock) { guardian.withLock { held.append(lock) } }
}

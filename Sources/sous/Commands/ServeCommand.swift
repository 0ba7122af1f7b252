import Foundation
import SousCore
import SousDaemon
import SousRecipes
import SousSpeech

struct ServeCommand: Subcommand {
    static let name = "serve"
    static let summary = "Run the kitchen daemon: listens, speaks, keeps timers, answers on a control socket."
    static let usage = "sous serve [--input alsa:DEVICE|FILE.wav|-] [--output alsa:DEVICE|FILE.wav|null] [--socket PATH] [--data DIR] [--text-only] [--log-level LEVEL] [--voice VOICE]"
    static let discussion = """
        Without a microphone or sound card it logs one line and keeps running with the control socket
        (and typed commands with --text-only), picking the device up when it appears. SIGTERM or SIGINT
        finishes the sentence being spoken, saves and exits 0; SIGHUP reloads recipes and grammars.
        """
    static let options: [OptionSpec] = [
        .value("input", "SOURCE", "alsa:DEVICE (default alsa:default), a .wav file, or - for raw 16 kHz audio on stdin"),
        .value("output", "TARGET", "alsa:DEVICE (default alsa:default), a .wav file, or null"),
        .value("socket", "PATH", "control socket (default $XDG_RUNTIME_DIR/sous/sous.sock)"),
        .value("data", "DIR", "data folder (default $XDG_DATA_HOME/sous)"),
        .flag("text-only", "no audio: typed commands on stdin, replies on stdout"),
        .value("log-level", "LEVEL", "error, warning, notice, info (default) or debug"),
        .value("voice", "VOICE", "eSpeak NG voice for replies (default en-us)"),
    ]

    static func run(_ arguments: ParsedArguments, _ context: Context) async throws -> Int32 {
        guard arguments.positionals.isEmpty else { throw UsageError("serve takes options only") }
        var logLevel = Log.Level.info
        if let level = arguments.value("log-level") {
            guard let parsed = Log.Level(name: level) else { throw UsageError("--log-level must be error, warning, notice, info or debug") }
            logLevel = parsed
        }
        // The daemon's warnings are log lines, with journald's priority, like the rest of its log.
        let log = Log(level: logLevel)
        context.warn = { log.warning($0) }
        let paths = try context.paths()
        var options = DaemonOptions(socketPath: try DaemonClientOptions.path(arguments, context),
                                    dataDirectory: arguments.value("data").map { URL(fileURLWithPath: $0, isDirectory: true) } ?? paths.data)
        if let input = arguments.value("input") { options.input = AudioEndpoint(input) }
        if let output = arguments.value("output") { options.output = AudioEndpoint(output) }
        if case .standardStream = options.output { throw UsageError("--output must be alsa:DEVICE, a .wav file or null") }
        if case .null = options.input { throw UsageError("--input must be alsa:DEVICE, a .wav file or -") }
        options.textOnly = arguments.has("text-only")
        // "--output null" says no audio too: it goes with --text-only.
        if options.textOnly, let audio = ["input", "output"].first(where: { arguments.value($0) != nil && arguments.value($0) != "null" }) {
            throw UsageError("--text-only uses no audio; drop --\(audio)")
        }
        options.logLevel = logLevel
        if let voice = arguments.value("voice") {
            guard (try? Synthesizer())?.hasVoice(voice) ?? true else { throw UsageError("--voice: eSpeak NG has no voice '\(voice)'") }
            options.voice.voice = voice
        }
        var libraryPaths = paths
        libraryPaths.data = options.dataDirectory
        let library = libraryPaths
        // The kitchen never waits on the network: a slow recipe feed froze
        // every client and timer. The feed is fetched beside it and its copy
        // serves from the next reload.
        let checkedRecipes: Kitchen.CheckedRecipeSource = {
            let loaded = RecipeLibrary.load(library, network: false)
            return (loaded.recipes, loaded.problems)
        }
        let recipes: Kitchen.RecipeSource = { checkedRecipes().recipes }
        // What the command line would warn about goes to the daemon's log too.
        // (The library's problems include the feed settings'.)
        _ = context.remoteSettings()
        let loaded = RecipeLibrary.load(library, environment: context.environment, network: false)
        for problem in loaded.problems { log.warning("\(problem)") }
        // The feed is asked beside the kitchen, at start and every feedSeconds.
        let refresh = RecipeFeedWatch(paths: library, environment: context.environment).map { watch in
            Daemon.RecipeRefresh(interval: .seconds(watch.interval)) {
                let (changed, problems) = await watch.refresh()
                return (changed, problems.map { "\($0)" })
            }
        }
        let delegate = LibraryVoice.delegate(dataFolder: options.dataDirectory, recipes: recipes)
        let grammars = paths.grammars
        let speaksAloud: Bool
        if case .alsa = options.output { speaksAloud = true } else { speaksAloud = false }
        let listener: Daemon.ListenerFactory = { endpoint, kitchen, voice, log in
            let ear = try VoiceListener(endpoint: endpoint, kitchen: kitchen, voice: voice, grammars: grammars,
                                        everyRecipe: recipes, log: log, echoGate: speaksAloud)
            await ear.start()
            return Daemon.ListenerHandle(stop: { ear.stop() }, reload: { ear.reloadGrammars() })
        }
        let daemon = Daemon(options: options, recipes: checkedRecipes, delegate: delegate, listener: listener, refresh: refresh)
        return await daemon.run()
    }
}

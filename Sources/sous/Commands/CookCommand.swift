import Foundation
import SousCore
import SousDaemon
import SousRecipes
import SousSpeech
import SousStore

struct CookCommand: Subcommand {
    static let name = "cook"
    static let summary = "Cook a recipe step by step, typing commands (next, back, how much garlic, ...)."
    static let usage = "sous cook ID|TITLE [--servings N] [--here] [--speak] [--voice] [--input SOURCE] [--output TARGET]"
    static let discussion = """
        Reads one command per line from standard input and prints each reply. At a terminal it
        shows a prompt; piped, it echoes each command. Say 'help' for the commands, 'stop' to end.
        """
    static let options: [OptionSpec] = [
        .value("servings", "N", "cook for N servings instead of the recipe's own (or N of what it makes: 48 cookies, \"2 loaves\"; of a recipe that says whom it feeds, N people: 30 of a loaf serving 10 is 3 loaves)"),
        .flag("voice", "cook by voice: listen on the microphone and speak (ALSA default); typed if there is none"),
        .value("input", "SOURCE", "with voice: alsa:DEVICE, a .wav recording, or - (raw 16 kHz audio on stdin)"),
        .value("output", "TARGET", "with voice: alsa:DEVICE, a .wav file, or null"),
        .flag("here", "cook in this terminal, not through a running daemon (refused while a daemon uses the same data folder)"),
        .flag("speak", "also say each reply aloud (typed commands, spoken replies)"),
        DaemonClientOptions.socket,
    ]

    /// The speaker for `--speak`; without a sound card, one line says so and
    /// the replies are printed only.
    static func openVoice(_ endpoint: AudioEndpoint) -> SpeechQueue? {
        do {
            return SpeechQueue(speaker: try Speaker(endpoint: endpoint), log: Log(level: .warning))
        } catch {
            Console.error("warning: \(error); replies are printed only")
            return nil
        }
    }

    /// A daemon runs: it takes the recipe and speaks it; this command only
    /// reports what it said.
    static func handOff(_ recipe: Recipe, servings: Double?, _ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
        var request: [String: Any] = ["cmd": "start", "recipe": recipe.id]
        if let servings { request["servings"] = servings }
        let interactive = Console.inputIsTerminal
        // This terminal's dish: its commands carry it, so another terminal
        // (or the voice) opening the other dish does not take them there.
        var dish = KitchenEcho.Dish(id: recipe.id, title: recipe.title)
        // Timers ringing and what the kitchen hears show here too.
        let echo = KitchenEcho(socket: try DaemonClientOptions.path(arguments, context), prompt: interactive ? "> " : "", dish: dish)
        func ask(_ fields: [String: Any]) throws -> [String: Any] {
            echo?.begin()
            var said: [String] = []
            defer { echo.map { $0.finish(reply: said) } ?? said.forEach(Console.out) }
            do {
                let reply = try DaemonClientOptions.request(fields, arguments, context)
                said = reply["said"] as? [String] ?? []
                // "cook mashed potatoes" typed here: this terminal cooks the mash from now on.
                if let opened = reply["opened"] as? String, opened != dish.id {
                    let title = (reply["recipe"] as? [String: Any])?["title"] as? String ?? opened
                    dish = KitchenEcho.Dish(id: opened, title: title)
                    echo?.follow(dish)
                }
                return reply
            } catch let failure as CommandFailure where failure.message.contains("not a command") {
                said = ["Sorry, I didn't catch that. Say help to hear what you can say."]
                return [:]
            }
        }
        _ = try ask(request)
        Console.out("(The Sous daemon is cooking \(recipe.title) now: type commands here, talk to it, or use 'sous send TEXT'.)")
        // Typed or piped lines go to the daemon, as if spoken.
        if interactive { Console.write("> ") }
        while let line = readLine() {
            let text = line.trimmingCharacters(in: .whitespaces)
            if !text.isEmpty {
                if !interactive { Console.out("> \(text)") }
                _ = try ask(["cmd": "intent", "text": text, "recipe": dish.id])
            }
            if interactive { Console.write("> ") }
        }
        return 0
    }

    /// Why this terminal cannot cook, and what to do instead. A daemon owns
    /// its data folder's session and timers, so even --here cooks only
    /// beside a daemon that uses another one; its socket is named, as the
    /// cook may have looked for it on another.
    static func refusal(_ busy: DataFolderLock.Busy, _ recipe: Recipe, _ arguments: ParsedArguments, _ context: Context) throws -> String {
        guard case .daemon(let socket) = busy.holder else { return "\(busy); finish cooking there first" }
        let looked = try DaemonClientOptions.path(arguments, context)
        let through = socket == looked ? "'sous cook \(recipe.id)'" : "'sous cook \(recipe.id) --socket \(socket)'"
        if arguments.has("here") {
            return "\(busy); --here cannot cook beside it on the same data folder: cook through it with \(through), or stop it first"
        }
        if socket == looked { return "\(busy), but does not answer there yet; try again in a moment" }
        return "\(busy), not on \(looked); cook through it with \(through) (or set SOUS_SOCKET)"
    }

    enum Input: Sendable, Equatable {
        case line(String)
        case endOfInput
        case interrupted
        case tick
    }

    static func run(_ arguments: ParsedArguments, _ context: Context) async throws -> Int32 {
        guard !arguments.positionals.isEmpty else { throw UsageError("cook needs a recipe ID or title") }
        // A Spoonacular recipe fetched just now for cooking is bookmarked, so
        // the cook can carry on with the network gone. One already in Sous's
        // cache (from a search, or whose bookmark the cook removed) cooks
        // from there, offline too, and is not bookmarked behind the cook's back.
        let wanted = arguments.positionals.joined(separator: " ")
        let cached = wanted.hasPrefix("spoonacular-") ? try RemoteRecipeCache(try context.database()).entry(wanted)?.complete == true : false
        let (recipe, remote) = try await context.recipeOrRemote(wanted)
        if remote, !cached, try Bookmarks(try context.database()).add(recipe, source: "spoonacular") {
            Console.out("Bookmarked \(recipe.title) (\(recipe.id)) to cook it offline too.")
        }
        let servings = try arguments.servings(for: recipe)
        // Replies spoken aloud as well as printed: --speak, or --voice without a microphone.
        var speakTo: AudioEndpoint? = arguments.has("speak") ? AudioEndpoint(arguments.value("output") ?? "alsa:default") : nil
        if arguments.has("voice") || arguments.value("input") != nil {
            let input = AudioEndpoint(arguments.value("input") ?? "alsa:default")
            let output = AudioEndpoint(arguments.value("output") ?? "alsa:default")
            // No microphone: the cook types instead, as the daemon lets them,
            // and is told so before Sous greets them.
            guard let problem = VoiceCooking.microphoneProblem(input) else {
                return try await VoiceCooking.run(recipe, servings: servings, input: input, output: output, context)
            }
            Console.error("warning: no microphone: \(problem); type commands instead, one a line ('help' lists them), or give --input FILE.wav")
            if case .standardStream = output { throw UsageError("--output must be alsa:DEVICE, a .wav file or null") }
            speakTo = output
        }
        if !arguments.has("here"), ControlServer.isAlive(try DaemonClientOptions.path(arguments, context)) {
            return try handOff(recipe, servings: servings, arguments, context)
        }
        let interactive = Console.inputIsTerminal

        let (inputs, continuation) = AsyncStream<Input>.makeStream()
        let reader = Thread {
            while let line = readLine() { continuation.yield(.line(line)) }
            continuation.yield(.endOfInput)
        }
        reader.start()
        // Ctrl-C ends the session like Ctrl-D: with a word about the timers
        // that will not ring once this process is gone.
        signal(SIGINT, SIG_IGN)
        let interrupt = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        interrupt.setEventHandler { continuation.yield(.interrupted) }
        interrupt.resume()
        defer {
            interrupt.cancel()
            signal(SIGINT, SIG_DFL)
        }
        let ticker = Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(1))
                continuation.yield(.tick)
            }
        }
        defer { ticker.cancel() }

        let voice = speakTo.flatMap { $0 == .null ? nil : openVoice($0) }
        defer { voice?.drain() }
        let dataFolder = try context.paths().data
        // One kitchen per data folder: a second terminal (or --here beside
        // the daemon) would save its timers over the other's.
        let lock: DataFolderLock?
        do {
            lock = try DataFolderLock(dataFolder)
        } catch let busy as DataFolderLock.Busy {
            throw CommandFailure(try refusal(busy, recipe, arguments, context))
        } catch {
            // A data folder that cannot be written: cook all the same,
            // remembering nothing (said once); there is nothing to share.
            guard try context.readingDatabase() == nil else { throw CommandFailure("\(error)") }
            lock = nil
        }
        defer { withExtendedLifetime(lock) {} }
        context.holdsDataFolder = lock != nil
        let recipes = try context.recipes()
        func answer(_ intent: Intent) -> String {
            LibraryVoice.answer(intent, dataFolder: dataFolder, recipes: recipes, settings: .load()) ?? "I can't answer that here."
        }
        // Where the cook stopped this recipe last time, within a day, is
        // where this session starts; every change is saved for next time.
        let sessions = try? SessionStore(context.database())
        let saved = try? sessions?.load()
        let place = (try? sessions?.place(in: recipe.id)) ?? saved?.snapshot
        let reopened = CookingState.reopening(recipe, from: place, servings: servings, now: Date().timeIntervalSince1970)
        // A fresh start cooks for the servings planned (what 'sous shop' bought for).
        let planned = servings == nil ? context.plannedServings(recipe) : nil
        var state = reopened ?? CookingState(recipe: recipe, servings: servings ?? planned.map { Double($0.servings) }, now: Date().timeIntervalSince1970)
        // In the cook's measures (`sous prefs --units`) unless "in metric" was said last time.
        state.read(in: context.savedUnits)
        let plannedNote = planned?.servingsAside(recipe: recipe, cooking: state.servings, resumed: reopened != nil)
        if let saved {
            // Timers and the voice belong to the kitchen, not the recipe: the latest
            // ones count (an hour's grace for timers that ended while away).
            state.timers = KitchenTimer.carried(saved.snapshot.timers.filter { $0.endsAt > state.now - 3600 },
                                                from: recipes.first { $0.id == saved.snapshot.recipeID }, to: recipe)
            state.voice = saved.snapshot.voice ?? VoiceTuning()
        }
        voice?.tune(state.voice)
        let pantry = (try? context.database()).map(PantryStore.init)
        func perform(_ event: CookingEvent) -> Bool {
            if event == .intent(.shoppingList), let contents = try? pantry?.contents() { state.pantry = contents }
            if case .intent(.substitute) = event { state.preferences = context.savedPreferences }
            let (next, effects) = CookingSession.reduce(state, event)
            state = next
            var spoke = false
            for effect in effects {
                switch effect {
                case .say(let text):
                    Console.out(text)
                    voice?.speak(text)
                    spoke = true
                case .delegate(let intent):
                    Console.out(answer(intent))
                    spoke = true
                case .tuneVoice(let tuning):
                    voice?.tune(tuning)
                case .save:
                    do {
                        try sessions?.save(state.snapshot, active: !state.ended)
                    } catch {
                        Console.error("warning: cannot save the session: \(error)")
                    }
                default:
                    break
                }
            }
            return spoke
        }
        func prompt() { if interactive { Console.write("> ") } }
        /// Nothing rings while no Sous runs: say so rather than lose a timer quietly.
        /// Where the timers still running will ring once this terminal is
        /// gone; after "stop" the session has already named them.
        func sayWhatStillRuns(named: Bool = false) {
            let running = state.timers.filter { !$0.ringing }
            // A paused timer rings nowhere until resumed: said paused, never "it rings".
            let counting = running.filter { !$0.isPaused }
            if named {
                if !counting.isEmpty {
                    Console.out("(\(counting.count == 1 ? "It rings" : "They ring") while 'sous serve' runs, or the next time you cook with Sous.)")
                }
                return
            }
            for timer in running {
                let called = timer.reminder.map { "reminder to \($0)" } ?? "\(timer.name) timer"
                let left = DurationPhrase.remaining(timer.remaining(at: state.now))
                if timer.isPaused {
                    Console.out("(The \(called) is paused with \(left) left.)")
                } else {
                    Console.out("(The \(called) has \(left) left; it rings while 'sous serve' runs, or the next time you cook with Sous.)")
                }
            }
        }

        _ = perform(reopened == nil ? .begin : .resumed)
        if let aside = plannedNote {
            Console.out(aside)
            voice?.speak(aside)
        }
        context.sayAvoidedIngredients(in: recipe)
        _ = perform(.tick(Date().timeIntervalSince1970))
        prompt()
        loop: for await input in inputs {
            switch input {
            case .tick:
                if interactive { Console.write("\r") }
                if perform(.tick(Date().timeIntervalSince1970)) { prompt() }
            case .line(let line):
                let text = line.trimmingCharacters(in: .whitespaces)
                guard !text.isEmpty else { prompt(); continue }
                if !interactive { Console.out("> \(text)") }
                _ = perform(.tick(Date().timeIntervalSince1970))
                _ = perform(CommandParser.parse(text).map(CookingEvent.intent) ?? .unrecognized(text))
                if state.ended {
                    sayWhatStillRuns(named: true)
                    break loop
                }
                prompt()
            case .endOfInput, .interrupted:
                if interactive { Console.out("") }
                sayWhatStillRuns()
                if input == .interrupted { return 130 }
                break loop
            }
        }
        return 0
    }
}

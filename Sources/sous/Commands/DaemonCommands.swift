import Foundation
import SousCore
import SousDaemon
import SousStore

extension SousCommand {
    /// The daemon and its clients.
    static let daemonCommands: [any Subcommand.Type] = [
        ServeCommand.self, StatusCommand.self, SendCommand.self, TimersCommand.self, EventsCommand.self,
    ]
}

/// The options every client of the daemon shares.
enum DaemonClientOptions {
    static let socket = OptionSpec.value("socket", "PATH", "the daemon's control socket (default $XDG_RUNTIME_DIR/sous/sous.sock)")

    /// The socket to listen or connect on: --socket, SOUS_SOCKET (empty
    /// counts as unset, as SOUS_HOME and SOUS_DATA do) or the default. A
    /// relative path is taken from the current folder, so the daemon and
    /// its clients agree on it and messages name the whole path.
    static func path(_ arguments: ParsedArguments, _ context: Context) throws -> String {
        if let given = arguments.value("socket"), given.isEmpty { throw UsageError("--socket needs a path") }
        let environment = context.environment["SOUS_SOCKET"].flatMap { $0.isEmpty ? nil : $0 }
        let path = arguments.value("socket") ?? environment ?? DaemonOptions.defaultSocketPath(environment: context.environment)
        return URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// Connects to the daemon. When nothing answers but a daemon that owns
    /// the data folder listens on another socket (started with --socket),
    /// that socket is named: "no daemon is running" invited a second one.
    static func connect(_ arguments: ParsedArguments, _ context: Context) throws -> ControlClient {
        let looked = try path(arguments, context)
        do {
            return try ControlClient(path: looked)
        } catch {
            if daemonHoldsData(elsewhere: looked, context), let data = try? context.paths().data,
               case .daemon(let socket)? = DataFolderLock.recordedHolder(of: data) {
                throw CommandFailure("a Sous daemon ('sous serve') owns the data folder \(data.path) and listens on \(socket), "
                                     + "not on \(looked); add --socket \(socket) (or set SOUS_SOCKET)")
            }
            throw CommandFailure(error.description)
        }
    }

    static func request(_ fields: [String: Any], _ arguments: ParsedArguments, _ context: Context) throws -> [String: Any] {
        let client = try connect(arguments, context)
        do {
            let reply = try client.request(fields)
            if reply["ok"] as? Bool != true {
                throw CommandFailure(reply["error"] as? String ?? "the daemon refused the request")
            }
            return reply
        } catch let error as ControlClient.Failure {
            throw CommandFailure(error.description)
        }
    }

    static func json(_ object: Any) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    static func describeTimers(_ timers: [[String: Any]]) -> [String] {
        // With timers in more than one dish, each says its own ("step 2
        // (Creamy Mashed Potatoes)"), the open dish's too: two step 2s.
        let titles = timers.map { ($0["recipe"] as? [String: Any])?["title"] as? String }
        let severalDishes = Set(titles.compactMap { $0 }).count > 1
        return zip(timers, titles).map { timer, title in
            // "potato (Creamy Mashed Potatoes)": set in the other dish.
            // "chicken, to baste the chicken": a reminder says its deed.
            let called = timer["name"] as? String ?? "timer"
            // A name that holds its dish already says it: "banana bread step 2".
            let dish = (severalDishes ? title : nil) ?? timer["dish"] as? String
            let said = dish.map { called.hasPrefix($0.lowercased() + " ") ? "" : " (\($0))" } ?? ""
            let name = called + said + ((timer["reminder"] as? String).map { ", to \($0)" } ?? "")
            // Saved by a session with no daemon to ring it: when it went off.
            // Under a minute in seconds: "1 minute ago" five seconds after it rang sent no one running.
            if let late = timer["late"] as? Int {
                return "\(name): went off " + (late < 60 ? "\(DurationPhrase.spoken(max(1, late))) ago" : "\(DurationPhrase.spoken(late / 60 * 60)) ago")
            }
            if timer["ringing"] as? Bool == true { return "\(name): done (ringing)" }
            let remaining = timer["remaining"] as? Int ?? 0
            // A kitchen clock's reading: 1:30:00 for a braise, not 90:00.
            let (hours, minutes, seconds) = (remaining / 3600, remaining / 60 % 60, remaining % 60)
            let clock = hours > 0 ? "\(hours):\(String(format: "%02d:%02d", minutes, seconds))" : "\(minutes):\(String(format: "%02d", seconds))"
            return "\(name): \(clock) left" + (timer["paused"] as? Bool == true ? " (paused)" : "")
        }
    }
}

struct StatusCommand: Subcommand {
    static let name = "status"
    static let summary = "Show what the running daemon is cooking: recipe, step, servings, timers, and any other dish in progress."
    static let usage = "sous status [--json] [--socket PATH]"
    static let options: [OptionSpec] = [.flag("json", "print the daemon's JSON reply"), DaemonClientOptions.socket]

    static func run(_ arguments: ParsedArguments, _ context: Context) async throws -> Int32 {
        let reply = try DaemonClientOptions.request(["cmd": "status"], arguments, context)
        if arguments.has("json") {
            Console.out(DaemonClientOptions.json(reply))
            return 0
        }
        if let recipe = reply["recipe"] as? [String: Any] {
            let title = recipe["title"] as? String ?? ""
            var line = "\(title) [\(recipe["id"] as? String ?? "")], \(Self.made(reply))"
            switch reply["state"] as? String {
            case "cooking", "stopped":
                // Stopped before step 1: no "step 0 of 7" and no empty step text.
                let step = reply["step"] as? Int ?? 0
                line += step > 0 ? ": step \(step) of \(reply["steps"] as? Int ?? 0)" : ": not started"
                if reply["state"] as? String == "stopped" { line += " (stopped)" } else if reply["paused"] as? Bool == true { line += " (paused)" }
                Console.out(line)
                if let text = reply["text"] as? String, !text.isEmpty { Console.out("  \(text)") }
            case "finished": Console.out(line + ": finished")
            default: Console.out(line + ": not started")
            }
        } else {
            Console.out("No recipe is open.")
        }
        // The other dish on the go, where the cook left it.
        for dish in reply["in_progress"] as? [[String: Any]] ?? [] {
            let place = (dish["step"] as? Int).map { "step \($0) of \(dish["steps"] as? Int ?? 0)" } ?? "not started"
            Console.out("also in progress: \(dish["title"] as? String ?? "") [\(dish["id"] as? String ?? "")], "
                        + "\(Self.made(dish)): \(place)")
        }
        for timer in DaemonClientOptions.describeTimers(reply["timers"] as? [[String: Any]] ?? []) {
            Console.out("timer \(timer)")
        }
        return 0
    }

    /// "4 servings", "1 serving", or what the recipe makes as the daemon
    /// says it: "half a loaf", "36 cookies".
    static func made(_ fields: [String: Any]) -> String {
        if let made = fields["makes"] as? String { return made }
        let servings = (fields["servings"] as? NSNumber)?.doubleValue ?? 0
        let shown = AmountFormatter.format(servings)
        return "\(shown) \(shown == "1" ? "serving" : "servings")"
    }
}

struct SendCommand: Subcommand {
    static let name = "send"
    static let summary = "Send a command to the running daemon as if it were spoken (\"next\", \"how much garlic\")."
    static let usage = "sous send TEXT [--recipe ID] [--socket PATH]"
    static let options: [OptionSpec] = [
        .value("recipe", "ID", "the dish in progress the command is for (an id or title); Sous goes back to it first"),
        DaemonClientOptions.socket,
    ]

    static func run(_ arguments: ParsedArguments, _ context: Context) async throws -> Int32 {
        let text = arguments.positionals.joined(separator: " ")
        guard !text.trimmingCharacters(in: .whitespaces).isEmpty else { throw UsageError("send needs TEXT") }
        var request: [String: Any] = ["cmd": "intent", "text": text]
        // Two dishes on the go: a script says which one, as each `sous cook` terminal does.
        if let recipe = arguments.value("recipe") {
            guard !recipe.trimmingCharacters(in: .whitespaces).isEmpty else { throw UsageError("--recipe needs a recipe's id or title") }
            request["recipe"] = recipe
            request["only_in_progress"] = true
        }
        let reply = try DaemonClientOptions.request(request, arguments, context)
        for said in reply["said"] as? [String] ?? [] { Console.out(said) }
        return 0
    }
}

struct TimersCommand: Subcommand {
    static let name = "timers"
    static let summary = "List the running daemon's timers (with no daemon, those your last session saved)."
    static let usage = "sous timers [--json] [--socket PATH]"
    static let options: [OptionSpec] = [.flag("json", "print JSON"), DaemonClientOptions.socket]

    static func run(_ arguments: ParsedArguments, _ context: Context) async throws -> Int32 {
        // No daemon: the timers the last session saved, which ring when Sous
        // next runs; a cook who quit 'sous cook' still sees what counts down.
        let path = try DaemonClientOptions.path(arguments, context)
        if !ControlServer.isAlive(path), !DaemonClientOptions.daemonHoldsData(elsewhere: path, context) {
            return try savedTimers(arguments, context)
        }
        let reply = try DaemonClientOptions.request(["cmd": "timers"], arguments, context)
        let timers = reply["timers"] as? [[String: Any]] ?? []
        if arguments.has("json") {
            Console.out(DaemonClientOptions.json(timers))
        } else if timers.isEmpty {
            Console.out("No timers are running.")
        } else {
            for line in DaemonClientOptions.describeTimers(timers) { Console.out(line) }
        }
        return 0
    }
}

extension TimersCommand {
    static func savedTimers(_ arguments: ParsedArguments, _ context: Context) throws -> Int32 {
        let now = Date().timeIntervalSince1970
        let snapshot = (try? SessionStore(context.database()).load())?.snapshot
        let saved = snapshot?.timers ?? []
        // Saved before timers kept their recipe: found by the names they carry.
        let dishes = saved.contains { $0.recipe == nil } ? ((try? context.recipes()) ?? []).map { KitchenTimer.Dish(id: $0.id, title: $0.title) } : []
        let open = snapshot.flatMap { snapshot in dishes.first { $0.id == snapshot.recipeID } }
        let timers: [[String: Any]] = saved.sorted { $0.due(at: now) < $1.due(at: now) }.map { timer in
            // Paused, it waits with the time it had left, however long ago it was saved.
            let rang = !timer.isPaused && (timer.ringing || timer.endsAt <= now)
            var fields: [String: Any] = ["name": timer.name, "duration": timer.duration, "remaining": Int(timer.remaining(at: now).rounded(.up)),
                                         "ringing": rang, "paused": timer.isPaused]
            if rang { fields["late"] = Int(now - timer.endsAt) }
            if let dish = timer.dish { fields["dish"] = dish }
            if let reminder = timer.reminder { fields["reminder"] = reminder }
            if let recipe = timer.dish(open: open, recipes: dishes) { fields["recipe"] = ["id": recipe.id, "title": recipe.title] }
            return fields
        }
        if arguments.has("json") {
            Console.out(DaemonClientOptions.json(timers))
        } else if timers.isEmpty {
            Console.out("No timers are running (no Sous daemon is running either).")
        } else {
            Console.out("No Sous daemon is running; your last session's timers:")
            for line in DaemonClientOptions.describeTimers(timers) { Console.out("  " + line) }
            Console.out("(They ring while 'sous serve' runs, or the next time you cook with Sous.)")
        }
        return 0
    }
}

extension DaemonClientOptions {
    /// A daemon ('sous serve --socket ...') owns the data folder and answers
    /// on a socket other than `path`.
    static func daemonHoldsData(elsewhere path: String, _ context: Context) -> Bool {
        guard let data = try? context.paths().data, case .daemon(let socket)? = DataFolderLock.recordedHolder(of: data) else { return false }
        return socket != path && ControlServer.isAlive(socket)
    }
}

struct EventsCommand: Subcommand {
    static let name = "events"
    static let summary = "Print the running daemon's events as JSON lines (said, heard, state, timer_fired); exits 1 when it stops."
    static let usage = "sous events [--socket PATH]"
    static let options: [OptionSpec] = [DaemonClientOptions.socket]

    static func run(_ arguments: ParsedArguments, _ context: Context) async throws -> Int32 {
        let client = try DaemonClientOptions.connect(arguments, context)
        do {
            try client.send(Data(#"{"cmd":"subscribe"}"#.utf8 + [0x0A]))
            while let line = try client.readLine(timeout: false) {
                guard let object = (try? JSONSerialization.jsonObject(with: line)) as? [String: Any], object["event"] != nil else { continue }
                Console.out(String(decoding: line, as: UTF8.self))
            }
        } catch {
            throw CommandFailure(error.description)
        }
        // A script following the events must be able to tell the daemon went away.
        Console.error("the Sous daemon has stopped")
        return 1
    }
}

import Foundation
import SousCore
import SousDaemon
import SousRecipes
import SousSpeech
import SousStore

/// `sous bench daemon`: the daemon's memory, and round trips on its control
/// socket at 1 and 100 clients, beside a bare echo server on the same kind
/// of socket (the floor any daemon pays).
struct DaemonBench: BenchSuite {
    static let name = "daemon"
    static let summary = "resident memory, socket round trips at 1 and 100 clients, beside a bare echo server"
    static let options: [OptionSpec] = [.value("requests", "N", "round trips per client (default 200)")]

    static func run(_ arguments: ParsedArguments, _ context: Context) async throws -> Int32 {
        let perClient = try arguments.int("requests", in: 10...100_000) ?? 200
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sous-bench-daemon-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        ResidentMemory.returnLargeBlocksWhenFreed()
        let recipes = try context.recipes()
        let before = ResourceUsage.residentMegabytes()
        let privateBefore = ResourceUsage.residentMegabytes(field: "RssAnon:")

        // What a running daemon holds: the database, the kitchen, the
        // synthesiser and the recogniser with its grammar for a recipe.
        let opened = try SousDatabase.open(in: folder)
        let kitchen = Kitchen(recipes: { recipes }, database: opened.database, clock: SystemClock(), voice: nil)
        await kitchen.restore()
        let speaker = try Speaker(endpoint: .null)
        let recognizer = try CommandRecognizer(grammars: try context.paths().grammars, synthesizer: Synthesizer())
        recognizer.commonIngredients = CommandGrammar.commonIngredients(in: recipes)
        try recognizer.use(recipe: recipes[0].id, ingredients: recipes[0].askedNames, steps: recipes[0].steps.count)
        let listening = try recognizer.stream()
        let kitchenPath = folder.appendingPathComponent("k.sock").path
        let kitchenServer = try ControlServer(path: kitchenPath) { await kitchen.handle($0) }
        let echoPath = folder.appendingPathComponent("e.sock").path
        let echoServer = try ControlServer(path: echoPath) { .reply($0.id, ["pong": true]) }
        defer { kitchenServer.shutdown(); echoServer.shutdown() }
        let afterStart = ResourceUsage.residentMegabytes()
        let privateAfterStart = ResourceUsage.residentMegabytes(field: "RssAnon:")

        // An hour in the kitchen, compressed: a request every second and
        // four clock ticks a second, through 30 recipes (each with its own
        // grammar), timers and questions (300 timers set, each listened to
        // for its length: 600 grammars more); every tenth reply is synthesised
        // and a second of quiet kitchen is heard for every minute.
        let script = ["next", "how much garlic", "what's next", "set a pasta timer for 9 minutes", "how much time is left",
                      "next", "repeat", "ingredients", "cancel the pasta timer", "back", "make it for 4", "go to step 2"]
        let quiet = [Int16](repeating: 0, count: 320)
        var switches: [Double] = []
        var recipe = recipes[0]
        for second in 0..<3600 {
            if second % 120 == 0 {
                recipe = recipes[(second / 120) % recipes.count]
                _ = await kitchen.handle(ControlRequest(id: nil, command: .start(recipe: recipe.id, servings: nil)))
                let began = DispatchTime.now().uptimeNanoseconds
                try recognizer.use(recipe: recipe.id, ingredients: recipe.askedNames, steps: recipe.steps.count)
                switches.append(Double(DispatchTime.now().uptimeNanoseconds - began) / 1e9)
            }
            let line = script[second % script.count]
            // A timer just set: a length alone is listened for until the next command (a grammar each way).
            let timerJustSet = second % script.count == 4
            if line.hasPrefix("set a") || timerJustSet {
                try recognizer.use(recipe: recipe.id, ingredients: recipe.askedNames, steps: recipe.steps.count,
                                   expectingLength: !timerJustSet)
            }
            let said = await kitchen.typed(line)
            if second % 10 == 0, let first = said.first { _ = try speaker.render(first) }
            if second % 60 == 0 { for _ in 0..<50 { _ = listening.push(quiet) } }
            for _ in 0..<4 { await kitchen.tick() }
        }
        let afterHour = ResourceUsage.residentMegabytes()
        let privateAfterHour = ResourceUsage.residentMegabytes(field: "RssAnon:")

        // A quiet minute as the daemon lives it: the microphone's silence
        // through the listener and four clock ticks a second.
        let cpuBefore = ResourceUsage.cpuSeconds()
        for chunk in 0..<3000 {
            _ = listening.push(quiet)
            if chunk % 12 == 0 { await kitchen.tick() }
        }
        let idleShare = (ResourceUsage.cpuSeconds() - cpuBefore) / 60

        let request = Data(#"{"id":1,"cmd":"status"}"#.utf8 + [0x0A])
        let kitchenOne = RoundTrips.measure(path: kitchenPath, clients: 1, requests: perClient * 5, request: request)
        let echoOne = RoundTrips.measure(path: echoPath, clients: 1, requests: perClient * 5, request: request)
        let kitchenMany = RoundTrips.measure(path: kitchenPath, clients: 100, requests: perClient, request: request, pause: 0.1)
        let echoMany = RoundTrips.measure(path: echoPath, clients: 100, requests: perClient, request: request, pause: 0.1)
        let kitchenFlat = RoundTrips.measure(path: kitchenPath, clients: 100, requests: perClient / 2, request: request)
        let echoFlat = RoundTrips.measure(path: echoPath, clients: 100, requests: perClient / 2, request: request)

        func ms(_ value: Double) -> String { String(format: "%.2f ms", value * 1000) }
        Console.out("Daemon: \(recipes.count) recipes, real SQLite in \(folder.path)")
        Console.out("")
        Console.out("| measure | Sous daemon | baseline | target |")
        Console.out("|---|---|---|---|")
        Console.out(String(format: "| resident memory after start (kitchen, synthesiser, recogniser) | %.1f MB | %.1f MB (the process before the daemon) | <= 60 MB |", afterStart, before))
        Console.out(String(format: "| of it private (RssAnon: not shared library pages), after start / after the hour | %.1f / %.1f MB | %.1f MB (before) | |", privateAfterStart, privateAfterHour, privateBefore))
        Console.out(String(format: "| resident memory after a simulated hour (3,600 requests, 30 recipes, 14,400 ticks) | %.1f MB | %.1f MB (after start) | <= 60 MB |", afterHour, afterStart))
        let sortedSwitches = switches.sorted()
        Console.out(String(format: "| switching the recogniser to a new recipe (grammar built), median / slowest | %.0f / %.0f ms | | |",
                           (sortedSwitches.isEmpty ? 0 : sortedSwitches[sortedSwitches.count / 2]) * 1000, (sortedSwitches.last ?? 0) * 1000))
        Console.out(String(format: "| CPU listening to a quiet kitchen (60 s of silence, timers ticking) | %.2f%% of one core | | <= 10%% |", idleShare * 100))
        Console.out("| socket round trip, 1 client, median | \(ms(kitchenOne.median)) | \(ms(echoOne.median)) (bare echo) | |")
        Console.out("| socket round trip, 1 client, p99 | \(ms(kitchenOne.p99)) | \(ms(echoOne.p99)) (bare echo) | <= 5 ms |")
        Console.out("| socket round trip, 100 clients at once (each asking every 0-100 ms), median | \(ms(kitchenMany.median)) | \(ms(echoMany.median)) (bare echo) | |")
        Console.out("| socket round trip, 100 clients at once (each asking every 0-100 ms), p99 | \(ms(kitchenMany.p99)) | \(ms(echoMany.p99)) (bare echo) | <= 5 ms |")
        Console.out("| socket round trip, 100 clients flat out (2 cores shared with the clients), p99 | \(ms(kitchenFlat.p99)) | \(ms(echoFlat.p99)) (bare echo) | |")
        let failures = kitchenOne.failures + kitchenMany.failures + kitchenFlat.failures
        if failures > 0 { Console.out("\(failures) requests failed") }
        return 0
    }
}

/// Reads this process's resident memory and CPU time from /proc.
enum ResourceUsage {
    static func residentMegabytes(field: String = "VmRSS:") -> Double {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix(field) {
            let kilobytes = line.split(separator: " ").compactMap { Double($0) }.first ?? 0
            return kilobytes / 1024
        }
        return 0
    }

    /// User plus system CPU seconds used by this process so far.
    static func cpuSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
            + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    }
}

/// Round trips from client threads, each a blocking socket like a separate program.
enum RoundTrips {
    struct Result {
        var median: Double
        var p99: Double
        var failures: Int
    }

    /// `pause`: the longest wait between one client's requests (a random
    /// share of it each time); zero sends flat out.
    static func measure(path: String, clients: Int, requests: Int, request: Data, pause: Double = 0) -> Result {
        let collected = Collected()
        let group = DispatchGroup()
        for _ in 0..<clients {
            group.enter()
            let thread = Thread {
                defer { group.leave() }
                var mine: [Double] = []
                var failed = 0
                do {
                    let client = try ControlClient(path: path)
                    var generator = SystemRandomNumberGenerator()
                    for _ in 0..<requests {
                        if pause > 0 { Thread.sleep(forTimeInterval: Double.random(in: 0...pause, using: &generator)) }
                        let start = DispatchTime.now().uptimeNanoseconds
                        try client.send(request)
                        if try client.readLine() == nil { failed += 1; break }
                        mine.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
                    }
                } catch {
                    failed += 1
                }
                collected.add(mine, failed: failed)
            }
            thread.start()
        }
        group.wait()
        let samples = collected.samples.sorted()
        let failures = collected.failures
        func percentile(_ p: Double) -> Double {
            samples.isEmpty ? 0 : samples[min(samples.count - 1, Int(Double(samples.count) * p))]
        }
        return Result(median: percentile(0.5), p99: percentile(0.99), failures: failures)
    }
}

/// Round-trip samples gathered from many threads.
private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var allSamples: [Double] = []
    private var allFailures = 0

    func add(_ samples: [Double], failed: Int) {
        lock.withLock {
            allSamples += samples
            allFailures += failed
        }
    }

    var samples: [Double] { lock.withLock { allSamples } }
    var failures: Int { lock.withLock { allFailures } }
}

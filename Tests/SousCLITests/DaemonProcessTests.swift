import Foundation
import SousStore
import Testing

/// `sous serve` run as a real process: killed, restarted, driven by the client commands.
@Suite("The daemon as a process", .serialized)
struct DaemonProcessTests {
    let sous = SousBinary()
    var socket: String { sous.dataFolder.appendingPathComponent("run/sous.sock").path }
    var data: String { sous.dataFolder.appendingPathComponent("data").path }

    func startDaemon() throws -> Process {
        try sous.serve(socket: socket, data: data, ["--output", "null", "--input", "alsa:sous-test-no-such-device"])
    }

    func client(_ arguments: [String]) throws -> SousBinary.Output {
        try sous.run(arguments + ["--socket", socket])
    }

    /// A `sous` process the test types into, all it prints collected as it comes.
    struct Typing {
        let process = Process()
        let input = Pipe()
        let printed = Printed()

        init(_ arguments: [String], _ binary: SousBinary) throws {
            let output = Pipe()
            process.executableURL = SousBinary.executable
            process.arguments = arguments
            process.environment = binary.environment
            process.standardInput = input
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            let printed = printed
            output.fileHandleForReading.readabilityHandler = { printed.append($0.availableData) }
            try process.run()
        }

        func type(_ line: String) { input.fileHandleForWriting.write(Data((line + "\n").utf8)) }

        func stop() {
            try? input.fileHandleForWriting.close()
            process.terminate()
            process.waitUntilExit()
        }
    }

    /// A cook typing through `sous cook` with the daemon running (no
    /// speaker) never saw a timer go off: the terminal shows what the
    /// kitchen says unasked, and each reply once.
    @Test func aTerminalHandedToTheDaemonShowsATimerGoingOff() throws {
        let daemon = try startDaemon()
        defer { daemon.terminate(); daemon.waitUntilExit() }
        let cook = Process()
        cook.executableURL = SousBinary.executable
        cook.arguments = ["cook", "beef stew", "--socket", socket]
        cook.environment = sous.environment
        let input = Pipe(), output = Pipe()
        cook.standardInput = input
        cook.standardOutput = output
        cook.standardError = FileHandle.nullDevice
        try cook.run()
        input.fileHandleForWriting.write(Data("set a tea timer for 1 second\n".utf8))
        Thread.sleep(forTimeInterval: 3)
        input.fileHandleForWriting.write(Data("got it\n".utf8))
        Thread.sleep(forTimeInterval: 0.5)
        try input.fileHandleForWriting.close()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        cook.waitUntilExit()
        let lines = printed.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0 == "Your tea timer is done!" }.count == 1, "\(printed)")
        #expect(lines.filter { $0.hasPrefix("Let's cook Slow-Cooked Beef Stew") }.count == 1, "\(printed)")
        let rang = try #require(lines.firstIndex(of: "Your tea timer is done!"))
        #expect(lines.firstIndex(of: "> got it").map { rang < $0 } == true, "\(printed)")
        #expect(lines.last == "OK, tea timer stopped.", "\(printed)")
    }

    /// After the daemon restarted, a terminal left open took commands but
    /// never showed a timer ring again: it subscribes again by itself.
    @Test func aTerminalOpenAcrossARestartStillShowsTimersGoingOff() throws {
        let daemon = try startDaemon()
        let cook = try Typing(["cook", "beef stew", "--socket", socket], sous)
        defer { cook.stop() }
        let printed = cook.printed
        #expect(printed.waitFor("Let's cook Slow-Cooked Beef Stew", seconds: 20), "\(printed.text)")
        daemon.terminate()
        daemon.waitUntilExit()
        let again = try startDaemon()
        defer { again.terminate(); again.waitUntilExit() }
        // Set from elsewhere, so only the subscription can bring it here.
        _ = try client(["send", "set a tea timer for 2 seconds"])
        #expect(printed.waitFor("Your tea timer is done!", seconds: 20), "\(printed.text)")
    }

    /// Out of file descriptors, the daemon spun a core on its listening
    /// socket and logged nothing; now it pauses accepting, and serves again
    /// once clients leave.
    @Test func runningOutOfFileDescriptorsDoesNotSpin() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "ulimit -n 40 && exec \"$0\" serve --socket \"$1\" --data \"$2\" --output null --input alsa:sous-test-no-such-device",
                             SousBinary.executable.path, socket, data]
        process.environment = sous.environment
        process.standardError = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        defer { process.terminate(); process.waitUntilExit() }
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline, try client(["status"]).status != 0 { Thread.sleep(forTimeInterval: 0.05) }
        // More idle clients than the daemon has descriptors left.
        var held: [Int32] = []
        let path = socket
        defer { for fd in held { Glibc.close(fd) } }
        for _ in 0..<60 {
            let fd = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_un()
            address.sun_family = sa_family_t(AF_UNIX)
            withUnsafeMutableBytes(of: &address.sun_path) { raw in
                for (index, byte) in path.utf8.enumerated() where index < raw.count - 1 { raw[index] = byte }
            }
            _ = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
            }
            held.append(fd)
        }
        let before = Self.cpuSeconds(process.processIdentifier)
        Thread.sleep(forTimeInterval: 3)
        let used = Self.cpuSeconds(process.processIdentifier) - before
        #expect(used < 1, "the daemon used \(used) s of CPU in 3 s")
        for fd in held { Glibc.close(fd) }
        held.removeAll()
        Thread.sleep(forTimeInterval: 1.5)
        #expect(try client(["status"]).status == 0)
    }

    /// ALSA's null device returns silence at once, and the daemon decoded
    /// it flat out: `--input alsa:null` burnt a whole core for ever. Capture
    /// is now paced to real time.
    @Test func aNullMicrophoneDoesNotSpin() throws {
        let (process, log) = try startLoggedDaemon(["--input", "alsa:null"])
        defer { process.terminate(); process.waitUntilExit() }
        // The listener runs (a missing speech model would make this test say nothing).
        #expect(log.waitFor("<6>listening\n", seconds: 20), "\(log.text)")
        Thread.sleep(forTimeInterval: 1)
        let before = Self.cpuSeconds(process.processIdentifier)
        Thread.sleep(forTimeInterval: 4)
        let used = Self.cpuSeconds(process.processIdentifier) - before
        #expect(used < 0.8, "the daemon used \(used) s of CPU in 4 s")
        #expect(try client(["status"]).status == 0)
    }

    /// `sous serve` with its log collected.
    func startLoggedDaemon(_ extra: [String]) throws -> (Process, Printed) {
        let process = Process()
        process.executableURL = SousBinary.executable
        process.arguments = ["serve", "--socket", socket, "--data", data, "--output", "null"] + extra
        process.environment = sous.environment
        let log = Printed()
        let errors = Pipe()
        errors.fileHandleForReading.readabilityHandler = { log.append($0.availableData) }
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        return (process, log)
    }

    /// A recipe file broken while the daemon runs: SIGHUP logged only
    /// "reloaded 50 recipes" and the recipe was gone. Now the reload logs
    /// the file and field, as start-up does, once while it stays broken,
    /// and asking for the recipe says what is wrong.
    @Test func aRecipeBrokenWhileTheDaemonRunsIsLoggedOnReload() throws {
        let recipes = URL(fileURLWithPath: data).appendingPathComponent("Recipes")
        try FileManager.default.createDirectory(at: recipes, withIntermediateDirectories: true)
        let good = try String(contentsOf: SousBinary.packageRoot.appendingPathComponent("Recipes/overnight-oats.json"), encoding: .utf8)
            .replacingOccurrences(of: "\"overnight-oats\"", with: "\"my-oats\"").replacingOccurrences(of: "Overnight Oats", with: "My Oats")
        let file = recipes.appendingPathComponent("my-oats.json")
        try good.write(to: file, atomically: true, encoding: .utf8)
        let (process, log) = try startLoggedDaemon(["--input", "alsa:sous-test-no-such-device"])
        defer { process.terminate(); process.waitUntilExit() }
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline, try client(["status"]).status != 0 { Thread.sleep(forTimeInterval: 0.05) }
        try good.replacingOccurrences(of: "\"servings\": 1,", with: "\"servings\": \"lots\",").write(to: file, atomically: true, encoding: .utf8)
        kill(process.processIdentifier, SIGHUP)
        let warning = "<4>\(file.path): field 'servings': "
        #expect(log.waitFor(warning, seconds: 10), "\(log.text)")
        kill(process.processIdentifier, SIGHUP)
        #expect(log.waitFor("reloaded", count: 2, seconds: 10))
        let asked = try client(["send", "cook my oats"])
        #expect(asked.stdout.contains("I can't cook my oats: its recipe file \(file.path) has a problem (field 'servings': "), "\(asked.stdout)")
        #expect(log.waitFor("reloaded", count: 3, seconds: 10))
        #expect(log.text.components(separatedBy: warning).count - 1 == 1, "\(log.text)")
    }

    /// User plus system time of a process, from /proc.
    static func cpuSeconds(_ pid: Int32) -> Double {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let nameEnd = stat.lastIndex(of: ")") else { return 0 }
        let fields = stat[stat.index(after: nameEnd)...].split(separator: " ")
        // After the name: state is field 3; utime and stime are fields 14 and 15.
        guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// A display reconnecting the moment the socket answers gets the
    /// restored session, not "idle"; when the daemon stops it is told so,
    /// to tell a planned stop from a crash.
    @Test func theSocketAnswersWithTheRestoredSessionAndSaysWhenItStops() throws {
        var daemon = try startDaemon()
        #expect(try client(["cook", "red-lentil-dal"]).status == 0)
        #expect(try client(["send", "go to step 3"]).stdout.contains("Step 3 of 11"))
        kill(daemon.processIdentifier, SIGKILL)
        daemon.waitUntilExit()
        daemon = try startDaemon()
        let first = try client(["status"])
        #expect(first.stdout.contains("Red Lentil Dal") && first.stdout.contains("step 3"), "\(first.stdout)")

        final class Seen: @unchecked Sendable { var output = ""; let done = DispatchSemaphore(value: 0) }
        let seen = Seen()
        let sous = self.sous, socket = self.socket
        Thread {
            seen.output = (try? sous.run(["events", "--socket", socket]).stdout) ?? ""
            seen.done.signal()
        }.start()
        Thread.sleep(forTimeInterval: 1)
        kill(daemon.processIdentifier, SIGTERM)
        daemon.waitUntilExit()
        #expect(seen.done.wait(timeout: .now() + 10) == .success)
        #expect(seen.output.contains(#"{"event":"stopping","reason":"SIGTERM"}"#), "\(seen.output)")
    }

    /// "--output null" says no audio as --text-only does: they go together.
    @Test func textOnlyTakesOutputNull() throws {
        let daemon = try sous.serve(socket: socket, data: data, ["--text-only", "--output", "null"])
        defer { daemon.terminate(); daemon.waitUntilExit() }
        #expect(try client(["status"]).stdout.contains("No recipe is open"))
        #expect(try sous.run(["serve", "--text-only", "--output", "alsa:default", "--socket", socket + "2"]).stderr.contains("drop --output"))
    }

    @Test func killNineMidRecipeAndRestartResumesTheSameStepAndTimers() throws {
        var daemon = try startDaemon()
        let cook = try sous.run(["cook", "red-lentil-dal", "--servings", "6", "--socket", socket])
        #expect(cook.status == 0)
        #expect(cook.stdout.contains("Let's cook Red Lentil Dal"))
        #expect(try client(["send", "go to step 3"]).stdout.contains("Step 3 of 11"))
        #expect(try client(["send", "yes"]).stdout.contains("timer for 20 minutes"))
        #expect(try client(["send", "next"]).stdout.contains("Step 4 of 11"))
        kill(daemon.processIdentifier, SIGKILL)
        daemon.waitUntilExit()

        daemon = try startDaemon()
        defer { daemon.terminate(); daemon.waitUntilExit() }
        let status = try client(["status", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(status.stdout.utf8)) as? [String: Any])
        #expect(object["step"] as? Int == 4)
        #expect(object["servings"] as? Int == 6)
        let timers = object["timers"] as? [[String: Any]] ?? []
        #expect(timers.count == 1)
        #expect((timers.first?["remaining"] as? Int ?? 0) > 1100)
        #expect(try client(["timers"]).stdout.contains("step 3"))
        // Read as a kitchen clock: 1:29:59, not 89:59.
        _ = try client(["send", "set a braise timer for an hour and a half"])
        let braise = try client(["timers"]).stdout
        #expect(braise.contains("braise: 1:29:5") || braise.contains("braise: 1:30:00"), "\(braise)")
    }

    /// A daemon owns its data folder: `cook --here` on the same one is
    /// refused with what to do, and a cook looking on another socket is
    /// told the daemon's.
    @Test func aDaemonsDataFolderIsRefusedWithItsSocketNamed() throws {
        let daemon = try startDaemon()
        defer { daemon.terminate(); daemon.waitUntilExit() }
        var sameData = sous
        sameData.environment["SOUS_DATA"] = data
        let here = try sameData.run(["cook", "guacamole", "--here", "--socket", socket], input: "next\n")
        #expect(here.status == 1)
        #expect(here.stderr.contains("a Sous daemon ('sous serve') owns the data folder \(data) and listens on \(socket)"), "\(here.stderr)")
        #expect(here.stderr.contains("--here cannot cook beside it"))
        let elsewhere = sous.dataFolder.appendingPathComponent("run/other.sock").path
        let lost = try sameData.run(["cook", "guacamole", "--socket", elsewhere], input: "next\n")
        #expect(lost.status == 1)
        #expect(lost.stderr.contains("listens on \(socket), not on \(elsewhere)"), "\(lost.stderr)")
        #expect(lost.stderr.contains("'sous cook guacamole --socket \(socket)'"))
        // The help says the same.
        #expect(try sous.run(["help", "cook"]).stdout.contains("refused while a daemon uses the same data folder"))
        // A second daemon on the folder is told where the first listens.
        let second = try sous.run(["serve", "--socket", elsewhere, "--data", data, "--text-only"], input: "")
        #expect(second.status == 1)
        #expect(second.stderr.contains("listens on \(socket)"), "\(second.stderr)")
    }

    /// `sous status` said "no Sous daemon is running; start one" while a
    /// daemon owned the data folder on another socket, inviting a second
    /// one. The client commands now name its socket, as `sous cook` does;
    /// once it has stopped, its old record in the lock file is not believed.
    @Test func clientsLookingOnAnotherSocketAreToldTheDaemonsSocket() throws {
        var sameData = sous
        sameData.environment["SOUS_DATA"] = data
        let elsewhere = sous.dataFolder.appendingPathComponent("run/other.sock").path
        let daemon = try startDaemon()
        for command in [["status"], ["timers"], ["send", "next"], ["events"]] {
            let lost = try sameData.run(command + ["--socket", elsewhere])
            #expect(lost.status == 1)
            #expect(lost.stderr.contains("a Sous daemon ('sous serve') owns the data folder \(data) and listens on \(socket), not on \(elsewhere); add --socket \(socket)"),
                    "\(command): \(lost.stderr)")
        }
        daemon.terminate()
        daemon.waitUntilExit()
        let stopped = try sameData.run(["status", "--socket", elsewhere])
        #expect(stopped.status == 1)
        #expect(stopped.stderr.contains("no Sous daemon is running (nothing answers on \(elsewhere))"), "\(stopped.stderr)")
    }

    /// `--socket relsock` is taken from the current folder (it failed with
    /// "cannot create : ..."), and an empty SOUS_SOCKET counts as unset.
    @Test func aBareSocketNameIsInTheCurrentFolderAndAnEmptyVariableIsUnset() throws {
        let folder = sous.dataFolder
        let process = Process()
        process.executableURL = SousBinary.executable
        process.arguments = ["serve", "--socket", "relsock", "--data", data, "--text-only"]
        process.environment = sous.environment
        process.currentDirectoryURL = folder
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { process.terminate(); process.waitUntilExit() }
        let absolute = folder.appendingPathComponent("relsock").path
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline, try sous.run(["status", "--socket", absolute]).status != 0 { Thread.sleep(forTimeInterval: 0.05) }
        #expect(try sous.run(["status", "--socket", absolute]).stdout.contains("No recipe is open."))
        var relative = sous
        relative.environment["SOUS_SOCKET"] = "relsock"
        #expect(try relative.run(["status"], directory: folder).status == 0)
        var empty = sous
        empty.environment["SOUS_SOCKET"] = ""
        empty.environment["XDG_RUNTIME_DIR"] = folder.appendingPathComponent("runtime").path
        let missing = try empty.run(["status"])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("nothing answers on \(folder.path)/runtime/sous/sous.sock"), "\(missing.stderr)")
        #expect(try sous.run(["status", "--socket", ""]).status == 2)
    }

    @Test func sigtermSavesAndExitsZero() throws {
        let daemon = try startDaemon()
        _ = try sous.run(["cook", "overnight-oats", "--socket", socket])
        _ = try client(["send", "next"])
        daemon.terminate()
        daemon.waitUntilExit()
        #expect(daemon.terminationStatus == 0)
        #expect(!FileManager.default.fileExists(atPath: socket))
        let again = try startDaemon()
        defer { again.terminate(); again.waitUntilExit() }
        #expect(try client(["status"]).stdout.contains("step 1 of 3"))
    }

    /// Without a speaker, `--text-only` prints what Sous says, also when
    /// nobody typed: the ringing timer and answers to socket clients.
    @Test func textOnlyPrintsTheTimerWhenItRings() throws {
        let serving = try Typing(["serve", "--text-only", "--socket", socket, "--data", data], sous)
        defer { serving.stop() }
        let printed = serving.printed
        serving.type("cook overnight oats\nset a timer for 1 second")
        #expect(printed.waitFor("Your 1 second timer is done", seconds: 20))
        #expect(printed.text.contains("Let's cook Overnight Oats"))
        _ = try client(["send", "how much time is left"])
        #expect(printed.waitFor("The 1 second timer is done", seconds: 10), "\(printed.text)")
    }

    final class Printed: @unchecked Sendable {
        private let lock = NSLock()
        private var data = Data()
        func append(_ more: Data) { lock.withLock { data.append(more) } }
        var text: String { lock.withLock { String(decoding: data, as: UTF8.self) } }
        func waitFor(_ phrase: String, count: Int = 1, seconds: Double) -> Bool {
            let deadline = Date().addingTimeInterval(seconds)
            while Date() < deadline {
                if text.components(separatedBy: phrase).count - 1 >= count { return true }
                Thread.sleep(forTimeInterval: 0.05)
            }
            return false
        }
    }

    /// `--socket notes.txt` by mistake must not delete the notes; a second
    /// daemon on the same data folder (another socket) is refused.
    @Test func refusesToReplaceAFileOrShareTheDataFolder() throws {
        let notes = sous.dataFolder.appendingPathComponent("notes.txt")
        try Data("my recipe notes".utf8).write(to: notes)
        let onFile = try sous.run(["serve", "--text-only", "--socket", notes.path, "--data", data])
        #expect(onFile.status == 1)
        #expect(onFile.stderr.contains("exists and is not a socket"))
        #expect(try String(contentsOf: notes, encoding: .utf8) == "my recipe notes")

        let daemon = try startDaemon()
        defer { daemon.terminate(); daemon.waitUntilExit() }
        let second = try sous.run(["serve", "--text-only", "--socket", sous.dataFolder.appendingPathComponent("b.sock").path, "--data", data])
        #expect(second.status == 1)
        #expect(second.stderr.contains("a Sous daemon ('sous serve') owns the data folder \(data)"), "\(second.stderr)")
    }

    /// "Come back any time to carry on", also across a restart; asking for
    /// the recipe being cooked never starts it over, and piped lines reach
    /// the daemon.
    @Test func aStoppedRecipeReopensWhereItStoppedAfterARestart() throws {
        var daemon = try startDaemon()
        _ = try sous.run(["cook", "shakshuka", "--socket", socket])
        _ = try client(["send", "go to step 5"])
        let again = try sous.run(["cook", "shakshuka", "--socket", socket], input: "next\n")
        #expect(again.stdout.contains("You're on step 5 of 9"), "\(again.stdout)")
        #expect(again.stdout.contains("Step 6 of 9"))
        #expect(try client(["send", "stop"]).stdout.contains("stopping at step 6"))
        daemon.terminate()
        daemon.waitUntilExit()

        daemon = try startDaemon()
        defer { daemon.terminate(); daemon.waitUntilExit() }
        let reopened = try sous.run(["cook", "shakshuka", "--socket", socket])
        #expect(reopened.stdout.contains("Welcome back. You were on step 6 of Shakshuka."), "\(reopened.stdout)")
    }

    /// A command beside the daemon found a bad page and renamed the
    /// daemon's live database: the daemon saved on into the renamed file
    /// and its timers and step were gone at the restart. Now the command
    /// says so and leaves the file; the daemon repairs it at its next start,
    /// keeping the session.
    @Test func aCommandLeavesTheDaemonsDamagedDatabaseAndTheDaemonKeepsItsTimers() throws {
        var sameData = sous
        sameData.environment["SOUS_DATA"] = data
        #expect(try sameData.run(["favorite", "shakshuka"]).status == 0)
        var daemon = try startDaemon()
        _ = try sous.run(["cook", "guacamole", "--socket", socket])
        _ = try client(["send", "next"])
        #expect(try client(["send", "set a pasta timer for 9 minutes"]).status == 0)
        // A bad page in the favourites, written before the daemon started.
        let path = data + "/sous.sqlite"
        let (root, pageSize): (Int, Int) = try {
            let database = try Database(path: path)
            let root = try database.query("SELECT rootpage FROM sqlite_master WHERE name = 'favourites'").first?.first?.int ?? 0
            return (root, try database.query("PRAGMA page_size").first?.first?.int ?? 4096)
        }()
        let file = try #require(FileHandle(forUpdatingAtPath: path))
        try file.seek(toOffset: UInt64(pageSize * (root - 1)))
        file.write(Data([0x0D, 0, 0, 0, 0xFF, 0xFF]) + Data(repeating: 0xAB, count: 200))
        try file.close()

        let favourites = try sameData.run(["favorites"])
        #expect(favourites.status == 1)
        #expect(favourites.stderr.contains("is damaged"), "\(favourites.stderr)")
        #expect(favourites.stderr.contains("the Sous daemon ('sous serve') has it open, so it was left as it is"), "\(favourites.stderr)")
        #expect(try !FileManager.default.contentsOfDirectory(atPath: data).contains { $0.contains("corrupt") })
        #expect(try client(["send", "next"]).stdout.contains("Step 2 of 5"))
        _ = try client(["send", "set a rice timer for 12 minutes"])
        daemon.terminate()
        daemon.waitUntilExit()

        daemon = try startDaemon()
        defer { daemon.terminate(); daemon.waitUntilExit() }
        #expect(try client(["status"]).stdout.contains("step 2 of 5"))
        let timers = try client(["timers"]).stdout
        #expect(timers.contains("pasta") && timers.contains("rice"), "\(timers)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: data).contains { $0.contains("corrupt") })
    }

    /// The data folder deleted under a running daemon: it saved into the
    /// deleted file without a word and the step and timers were gone at the
    /// restart. Now it says so, makes the folder again and saves there.
    @Test func aDataFolderDeletedWhileServingIsMadeAgainAndTheSessionSavedThere() throws {
        let process = Process()
        process.executableURL = SousBinary.executable
        process.arguments = ["serve", "--socket", socket, "--data", data, "--output", "null", "--input", "alsa:sous-test-no-such-device"]
        process.environment = sous.environment
        let log = Pipe()
        process.standardError = log
        process.standardOutput = FileHandle.nullDevice
        let logged = Printed()
        log.fileHandleForReading.readabilityHandler = { logged.append($0.availableData) }
        try process.run()
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline, try client(["status"]).status != 0 { Thread.sleep(forTimeInterval: 0.05) }
        _ = try sous.run(["cook", "shakshuka", "--socket", socket])
        _ = try client(["send", "next"])
        _ = try client(["send", "set a timer for 10 minutes"])
        try FileManager.default.removeItem(atPath: data)
        #expect(try client(["send", "next"]).stdout.contains("Step 2 of 9"))
        _ = try client(["send", "set an egg timer for 3 minutes"])
        #expect(logged.waitFor("is gone (was the data folder deleted?); making a new one", seconds: 5), "\(logged.text)")
        // The folder made again is still this daemon's: a second one is refused.
        let second = Process()
        second.executableURL = SousBinary.executable
        second.arguments = ["serve", "--socket", socket + "-2", "--data", data, "--output", "null", "--input", "alsa:sous-test-no-such-device"]
        second.environment = sous.environment
        second.standardError = FileHandle.nullDevice
        second.standardOutput = FileHandle.nullDevice
        try second.run()
        let refusedBy = Date().addingTimeInterval(10)
        while second.isRunning, Date() < refusedBy { Thread.sleep(forTimeInterval: 0.05) }
        if second.isRunning { second.terminate() }
        second.waitUntilExit()
        #expect(second.terminationReason == .exit && second.terminationStatus == 1, "a second daemon took the folder made again")
        process.terminate()
        process.waitUntilExit()
        #expect(!logged.text.contains("nothing could be saved"), "\(logged.text)")

        let again = try startDaemon()
        defer { again.terminate(); again.waitUntilExit() }
        #expect(try client(["status"]).stdout.contains("step 2 of 9"))
        let timers = try client(["timers"]).stdout
        #expect(timers.contains("egg") && timers.contains("10 minute"), "\(timers)")
    }

    /// With no daemon, `sous timers` lists the timers the last session
    /// saved (was "no Sous daemon is running"): a cook who quit `sous cook`
    /// with the bread in the oven still sees what counts down.
    @Test func timersWithoutADaemonAreTheOnesSaved() throws {
        #expect(try client(["timers"]).stdout == "No timers are running (no Sous daemon is running either).\n")
        let cooked = try sous.run(["cook", "shakshuka", "--here"], input: "set a timer for 5 minutes\nremind me in 10 minutes to flip the salmon\nquit\n")
        #expect(cooked.status == 0, "\(cooked.stderr)")
        let timers = try client(["timers"])
        #expect(timers.status == 0, "\(timers.stderr)")
        #expect(timers.stdout.hasPrefix("No Sous daemon is running; your last session's timers:\n  5 minute (Shakshuka): 4:5") || timers.stdout.contains("5 minute (Shakshuka): 5:00 left"),
                "\(timers.stdout)")
        #expect(timers.stdout.contains("salmon (Shakshuka), to flip the salmon: "), "\(timers.stdout)")
        let json = try client(["timers", "--json"]).stdout
        #expect(json.contains(#""reminder":"flip the salmon""#), "\(json)")
        // Seconds after one went off it says so in seconds: "went off 1
        // minute ago" five seconds after sent no one running.
        _ = try sous.run(["cook", "shakshuka", "--here"], input: "set a timer for 1 second\nquit\n")
        Thread.sleep(forTimeInterval: 2.5)
        let rang = try client(["timers"]).stdout
        #expect(rang.contains("1 second (Shakshuka): went off ") && rang.contains(" ago") && !rang.contains("minute ago"), "\(rang)")
    }

    /// A timer paused in `sous cook` is listed paused with the time it
    /// had, not counting down and never "went off".
    @Test func aPausedTimerIsListedPaused() throws {
        let cooked = try sous.run(["cook", "shakshuka", "--here"], input: "set a pasta timer for 2 minutes\npause the pasta timer\nquit\n")
        #expect(cooked.status == 0, "\(cooked.stderr)")
        let timers = try client(["timers"]).stdout
        #expect(timers.contains("pasta (Shakshuka): 2:00 left (paused)") || timers.contains("pasta (Shakshuka): 1:59 left (paused)"), "\(timers)")
        let json = try client(["timers", "--json"]).stdout
        #expect(json.contains(#""paused":true"#) && json.contains(#""ringing":false"#) && !json.contains("late"), "\(json)")
    }

    /// Stopped before the first step, `sous status` printed "step 0 of 3
    /// (stopped)" and an empty indented line.
    @Test func statusOfADishStoppedBeforeItsFirstStep() throws {
        let daemon = try startDaemon()
        defer { daemon.terminate(); daemon.waitUntilExit() }
        _ = try sous.run(["cook", "overnight-oats", "--socket", socket])
        _ = try client(["send", "stop"])
        let status = try client(["status"]).stdout
        #expect(status.contains("Overnight Oats [overnight-oats]") && status.contains(": not started (stopped)"), "\(status)")
        #expect(!status.contains("step 0") && !status.contains("\n  \n"), "\(status)")
    }

    @Test func clientsWithoutADaemonSaySoAndFail() throws {
        let output = try client(["status"])
        #expect(output.status == 1)
        #expect(output.stderr.contains("no Sous daemon is running"))
    }
}

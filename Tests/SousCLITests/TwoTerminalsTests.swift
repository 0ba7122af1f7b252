import Foundation
import Testing

extension DaemonProcessTests {
    /// Terminal A cooking the salmon, terminal B opening the mash: A's
    /// "how much butter" and "next" then went to the mash, silently. A's
    /// commands carry its dish: the daemon goes back to the salmon, saying
    /// so, and A is told when the mash was opened elsewhere.
    @Test func twoCookTerminalsEachCookTheirOwnDish() throws {
        let daemon = try startDaemon()
        defer { daemon.terminate(); daemon.waitUntilExit() }
        let cook = Process()
        cook.executableURL = SousBinary.executable
        cook.arguments = ["cook", "baked-salmon-with-dill", "--socket", socket]
        cook.environment = sous.environment
        let input = Pipe(), output = Pipe()
        cook.standardInput = input
        cook.standardOutput = output
        cook.standardError = FileHandle.nullDevice
        let printed = Printed()
        output.fileHandleForReading.readabilityHandler = { printed.append($0.availableData) }
        try cook.run()
        input.fileHandleForWriting.write(Data("next\n".utf8))
        #expect(printed.waitFor("Step 1 of 7: Heat the oven", seconds: 20), "\(printed.text)")
        let other = try sous.run(["cook", "creamy-mashed-potatoes", "--socket", socket], input: "next\n")
        #expect(other.stdout.contains("Step 1 of 7: Put the potatoes"), "\(other.stdout)")
        let note = "(Creamy Mashed Potatoes is open now, from elsewhere; what you type here is still for Baked Salmon with Lemon and Dill.)"
        #expect(printed.waitFor(note, seconds: 10), "\(printed.text)")
        // The other terminal's replies are named with its dish here (were
        // printed bare, read as this dish's).
        #expect(printed.waitFor("Creamy Mashed Potatoes: Step 1 of 7: Put the potatoes", seconds: 10), "\(printed.text)")
        #expect(!printed.text.contains("\nStep 1 of 7: Put the potatoes"), "\(printed.text)")
        input.fileHandleForWriting.write(Data("how much butter\nnext\n".utf8))
        #expect(printed.waitFor("Step 2 of 7", seconds: 20), "\(printed.text)")
        try input.fileHandleForWriting.close()
        cook.waitUntilExit()
        let lines = printed.text.split(separator: "\n").map(String.init)
        let back = try #require(lines.firstIndex(of: "Back to Baked Salmon with Lemon and Dill, step 1."), "\(printed.text)")
        #expect(lines.firstIndex(of: "> how much butter").map { $0 < back } == true, "\(printed.text)")
        #expect(lines[back + 1].contains("2 tbsp of butter"), "\(printed.text)")
        #expect(!printed.text.contains("60 g of butter"), "\(printed.text)")
        #expect(lines.contains { $0.hasPrefix("Step 2 of 7: Lay the salmon") }, "\(printed.text)")
        #expect(!lines.contains { $0.hasPrefix("Step 2 of 7: Simmer") }, "\(printed.text)")
    }
}

extension DaemonProcessTests {
    /// `sous send` could not say which of two dishes a command is for:
    /// `--recipe` takes it there, and a dish not in progress is refused
    /// with the dishes that are.
    @Test func sendTakesTheDishACommandIsFor() throws {
        let daemon = try startDaemon()
        defer { daemon.terminate(); daemon.waitUntilExit() }
        _ = try client(["send", "cook creamy mashed potatoes"])
        _ = try client(["send", "go to step 2"])
        _ = try client(["send", "cook baked salmon"])
        _ = try client(["send", "next"])
        let butter = try client(["send", "--recipe", "creamy-mashed-potatoes", "how much butter"])
        #expect(butter.status == 0)
        #expect(butter.stdout.hasPrefix("Back to Creamy Mashed Potatoes, step 2.\n"), "\(butter.stdout)")
        let refused = try client(["send", "--recipe", "banana bread", "next"])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("Banana Bread is not in progress (in progress: creamy-mashed-potatoes (Creamy Mashed Potatoes), "
                                        + "baked-salmon-with-dill (Baked Salmon with Lemon and Dill)); send 'cook banana bread' to start it"),
                "\(refused.stderr)")
        #expect(try sous.run(["help", "send"]).stdout.contains("usage: sous send TEXT [--recipe ID] [--socket PATH]"))
    }
}

extension DaemonProcessTests {
    /// `sous status` showed only the open dish: the other one in progress
    /// is listed with its step and servings.
    @Test func statusListsTheOtherDishInProgress() throws {
        let daemon = try startDaemon()
        defer { daemon.terminate(); daemon.waitUntilExit() }
        _ = try client(["send", "cook creamy mashed potatoes"])
        _ = try client(["send", "make it for 3"])
        _ = try client(["send", "go to step 2"])
        _ = try client(["send", "cook baked salmon"])
        let status = try client(["status"])
        #expect(status.stdout.hasPrefix("Baked Salmon with Lemon and Dill [baked-salmon-with-dill], 4 servings: not started\n"), "\(status.stdout)")
        #expect(status.lines.contains("also in progress: Creamy Mashed Potatoes [creamy-mashed-potatoes], 3 servings: step 2 of 7"), "\(status.stdout)")
    }
}

extension DaemonProcessTests {
    /// `sous timers` listed "potato" with two dishes on the go, which pan
    /// it was for not said: a timer set in the other dish names it.
    @Test func timersNameTheOtherDishTheyWereSetIn() throws {
        let daemon = try startDaemon()
        defer { daemon.terminate(); daemon.waitUntilExit() }
        _ = try client(["send", "cook creamy mashed potatoes"])
        _ = try client(["send", "set a potato timer for 12 minutes"])
        let mash = try client(["timers"])
        #expect(mash.stdout.hasPrefix("potato: 1"), "\(mash.stdout)")
        _ = try client(["send", "cook baked salmon"])
        _ = try client(["send", "set a rice timer for 10 minutes"])
        let salmon = try client(["timers"])
        let lines = salmon.stdout.split(separator: "\n")
        // Two dishes with timers: each says its own, the open one's too.
        #expect(lines.count == 2 && lines[0].hasPrefix("rice (Baked Salmon with Lemon and Dill): ") && lines[1].hasPrefix("potato (Creamy Mashed Potatoes): 1"),
                "\(salmon.stdout)")
    }

    /// A step timer carried no dish in `sous timers --json` (only its name
    /// carried it, once its dish was left), so a display could not tell
    /// the mash's step 2 from the salmon's: every timer has its recipe.
    @Test func everyTimerHasItsDishInTheJSON() throws {
        let daemon = try startDaemon()
        defer { daemon.terminate(); daemon.waitUntilExit() }
        _ = try client(["send", "cook creamy mashed potatoes"])
        _ = try client(["send", "go to step 2"])
        _ = try client(["send", "yes"])
        let one = try client(["timers", "--json"]).stdout
        #expect(one.contains(#""name":"step 2","paused":false,"recipe":{"id":"creamy-mashed-potatoes","title":"Creamy Mashed Potatoes"}"#), "\(one)")
        // One dish: the listing stays as it was.
        #expect(try client(["timers"]).stdout.hasPrefix("step 2: 1"))
        _ = try client(["send", "cook baked salmon"])
        _ = try client(["send", "go to step 6"])
        _ = try client(["send", "yes"])
        let two = try client(["timers", "--json"]).stdout
        #expect(two.contains(#""name":"step 6","paused":false,"recipe":{"id":"baked-salmon-with-dill","title":"Baked Salmon with Lemon and Dill"}"#), "\(two)")
        #expect(two.contains(#""recipe":{"id":"creamy-mashed-potatoes","title":"Creamy Mashed Potatoes"}"#), "\(two)")
        let listed = try client(["timers"]).stdout.split(separator: "\n")
        #expect(listed.count == 2 && listed[0].hasPrefix("step 6 (Baked Salmon with Lemon and Dill): ")
                && listed[1].hasPrefix("creamy mashed potatoes step 2: "), "\(listed)")
    }
}

extension DaemonProcessTests {
    /// The mash's potato timer rang in the salmon's terminal, the mash
    /// open, as "Creamy Mashed Potatoes: ..." but in the other order it was
    /// labelled with the wrong dish: a ring is the kitchen's, never labelled.
    @Test func aTimerRingingIsNeverLabelledWithTheOpenDish() throws {
        let daemon = try startDaemon()
        defer { daemon.terminate(); daemon.waitUntilExit() }
        let cook = try Typing(["cook", "baked-salmon-with-dill", "--socket", socket], sous)
        defer { cook.stop() }
        let printed = cook.printed
        #expect(printed.waitFor("Let's cook Baked Salmon", seconds: 20), "\(printed.text)")
        _ = try sous.run(["cook", "creamy-mashed-potatoes", "--socket", socket], input: "set a potato timer for 2 seconds\n")
        #expect(printed.waitFor("Your potato timer", seconds: 20), "\(printed.text)")
        #expect(!printed.text.contains(": Your potato timer"), "\(printed.text)")
    }
}

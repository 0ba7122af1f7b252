import Testing
@testable import SousCore

/// A timer paused: the cook answers the door with the pasta off the heat.
/// It keeps the time it had left, does not ring, and goes on from there.
@Suite("Pausing a timer")
struct PausedTimerTests {
    typealias Driver = CookingSessionTests.Driver

    /// Paused with 6 minutes 20 seconds left, it stays so however long the
    /// cook is away: it never rings, and once resumed it rings 6 minutes 20
    /// seconds later, not at its old end.
    @Test func aPausedTimerKeepsItsTimeAndDoesNotRing() {
        var cook = Driver(Fixtures.chicken)
        cook.send(.begin)
        _ = cook.say("set a pasta timer for 9 minutes")
        cook.send(.tick(160))
        #expect(cook.say("pause the pasta timer") == "OK, the pasta timer is paused with 6 minutes and 20 seconds left. Say resume the timer to carry on.")
        let away = Driver.spoken(cook.send(.tick(3000)))
        #expect(!away.contains("done"), "\(away)")
        #expect(cook.state.timers.first?.ringing == false)
        #expect(cook.state.nextDeadline == nil)
        #expect(cook.say("how much time is left") == "The pasta timer is paused with 6 minutes and 20 seconds left.")
        #expect(cook.say("resume the pasta timer") == "OK, the pasta timer is running again, with 6 minutes and 20 seconds left.")
        #expect(cook.state.nextDeadline == 3380)
        #expect(!Driver.spoken(cook.send(.tick(3379))).contains("done"))
        #expect(Driver.spoken(cook.send(.tick(3380))).contains("Your pasta timer is done!"))
    }

    /// "Pause the timer" with two counting down asks which, as "cancel the
    /// timer" does; the answer pauses that one only.
    @Test func pauseTheTimerWithSeveralAsksWhich() {
        var cook = Driver(Fixtures.chicken)
        cook.send(.begin)
        _ = cook.say("set a pasta timer for 9 minutes")
        _ = cook.say("set a rice timer for 12 minutes")
        #expect(cook.say("pause the timer") == "Which one? The pasta timer and the rice timer are running. Say, for example, pause the pasta timer, or pause all timers.")
        #expect(cook.say("the rice one").hasPrefix("OK, the rice timer is paused with 12 minutes left."))
        #expect(cook.state.timers.filter(\.isPaused).map(\.name) == ["rice"])
        // The only one paused: "resume the timer" needs no name.
        #expect(cook.say("resume the timer") == "OK, the rice timer is running again, with 12 minutes left.")
        #expect(cook.say("pause all timers") == "OK, both timers are paused.")
        #expect(cook.say("resume the timer").hasPrefix("Which one? The pasta timer and the rice timer are paused."))
        #expect(cook.say("both") == "OK, both timers are running again.")
    }

    /// A bare "pause" pauses the reading, never a timer; "resume" goes on
    /// reading, and leaves a paused timer paused.
    @Test func aBarePauseIsTheReadings() {
        var cook = Driver(Fixtures.chicken)
        cook.send(.begin)
        _ = cook.say("next")
        _ = cook.say("set a pasta timer for 9 minutes")
        #expect(cook.say("pause").hasPrefix("Paused."))
        #expect(cook.state.timers.first?.isPaused == false)
        _ = cook.say("hold the timer")
        #expect(cook.say("resume").contains("Step 1 of 3"))
        #expect(cook.state.timers.first?.isPaused == true)
    }

    /// "Reset the timer" starts a paused timer from its full length; "start
    /// the timer again" goes on from where it was paused, and with none
    /// paused, starts again the one that just rang, as it did before.
    @Test func startAgainResumesButResetStartsFromFull() {
        var cook = Driver(Fixtures.chicken)
        cook.send(.begin)
        _ = cook.say("set a pasta timer for 9 minutes")
        cook.send(.tick(240))
        _ = cook.say("pause the pasta timer")
        #expect(cook.say("start the timer again") == "OK, the pasta timer is running again, with 5 minutes left.")
        _ = cook.say("pause the timer")
        #expect(cook.say("reset the pasta timer") == "The pasta timer was paused; it starts again for 9 minutes.")
        #expect(cook.state.timers.first?.isPaused == false)
        cook.send(.tick(240 + 540))
        _ = cook.say("got it")
        #expect(cook.say("start the timer again") == "OK, the pasta timer for 9 minutes is running.")
        #expect(cook.say("continue the pasta timer") == "The pasta timer isn't paused; it has 9 minutes left.")
    }

    /// Time added to a paused timer is added to what it has left; it stays paused.
    @Test func moreTimeOnAPausedTimerKeepsItPaused() {
        var cook = Driver(Fixtures.chicken)
        cook.send(.begin)
        _ = cook.say("set a pasta timer for 9 minutes")
        _ = cook.say("pause the timer")
        #expect(cook.say("add 2 minutes to the pasta timer") == "OK, the pasta timer now has 11 minutes left; it is still paused.")
        #expect(cook.state.timers.first?.isPaused == true)
        #expect(!Driver.spoken(cook.send(.tick(2000))).contains("done"))
    }

    /// Saved and restored (a daemon restart), a paused timer is still
    /// paused with the same time left, however long Sous was down.
    @Test func pausingSurvivesASnapshot() {
        var cook = Driver(Fixtures.chicken)
        cook.send(.begin)
        _ = cook.say("next")
        _ = cook.say("set a pasta timer for 9 minutes")
        cook.send(.tick(160))
        _ = cook.say("pause the pasta timer")
        var restored = Driver(Fixtures.chicken)
        restored.state = CookingState(restoring: cook.state.snapshot, recipe: Fixtures.chicken)
        restored.state.now = 10_000
        let welcome = Driver.spoken(restored.send(.resumed))
        #expect(!welcome.contains("went off"), "\(welcome)")
        #expect(restored.say("how much time is left") == "The pasta timer is paused with 6 minutes and 20 seconds left.")
    }

    @Test(arguments: [
        ("pause the pasta timer", Intent.timerPause(name: "pasta")), ("pause the timer", .timerPause(name: nil)),
        ("hold the timer", .timerPause(name: nil)), ("hold the pasta timer", .timerPause(name: "pasta")),
        ("put the timer on hold", .timerPause(name: nil)), ("pause all timers", .timerPause(name: KitchenTimer.all)),
        ("pause the 10 minute timer", .timerPause(name: "10 minute")),
        ("resume the pasta timer", .timerResume(name: "pasta")), ("unpause the timer", .timerResume(name: nil)),
        ("continue the timer", .timerResume(name: nil)), ("start the timer again", .timerResume(name: nil)),
        ("start the pasta timer again", .timerResume(name: "pasta")), ("resume all timers", .timerResume(name: KitchenTimer.all)),
        ("restart the timer", .timerRestart(name: nil)), ("reset the pasta timer", .timerRestart(name: "pasta")),
        ("start the timer over", .timerRestart(name: nil)),
        ("pause", .pause), ("hold on", .pause), ("resume", .resume), ("continue", .resume),
        ("timer_pause:pasta", .timerPause(name: "pasta")), ("timer_resume", .timerResume(name: nil)),
    ])
    func phrasings(_ text: String, _ intent: Intent) {
        #expect(CommandParser.parse(text) == intent)
    }

    @Test func canonicalFormsRoundTrip() {
        for intent in [Intent.timerPause(name: nil), .timerPause(name: "pasta"), .timerResume(name: nil), .timerResume(name: "step 2")] {
            #expect(Intent(canonical: intent.canonical) == intent)
        }
        #expect(Intent.timerPause(name: "pasta").canonical == "timer_pause:pasta")
        #expect(Intent.timerResume(name: nil).canonical == "timer_resume")
    }
}

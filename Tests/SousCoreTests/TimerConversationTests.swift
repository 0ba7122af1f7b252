import Testing
@testable import SousCore

/// Timers in the middle of a conversation: what "the timer" means after
/// one rang, after "Which one?", and while several ring.
extension CookingSessionTests {
    /// "Reset the timer" right after "got it" restarts the timer just
    /// silenced, as "5 more minutes" does: the egg timer, part-way through,
    /// keeps its time.
    @Test func resetRightAfterSilencingRestartsThatTimer() {
        var cook = Driver(Fixtures.soup)
        _ = cook.say("set a rice timer for 3 seconds")
        _ = cook.say("set an egg timer for 60 seconds")
        cook.send(.tick(5))
        #expect(cook.say("got it") == "OK, rice timer stopped.")
        cook.send(.tick(10))
        #expect(cook.say("reset the timer") == "OK, the rice timer for 3 seconds is running.")
        #expect(cook.state.timers.first { $0.name == "egg" }?.endsAt == 60)
        // Unnamed, it is named by its length again.
        var plain = Driver(Fixtures.soup)
        _ = plain.say("set a timer for 10 seconds")
        _ = plain.say("set an egg timer for 60 seconds")
        plain.send(.tick(10))
        _ = plain.say("stop")
        #expect(plain.say("reset the timer") == "OK, the 10 second timer is running.")
        #expect(plain.state.timers.first { $0.name == "egg" }?.endsAt == 60)
    }

    /// While one rings, "reset the timer" means the ringing one; with none
    /// ringing or just silenced, several running are asked about.
    @Test func resetWhileOneRingsRestartsTheRingingOne() {
        var cook = Driver(Fixtures.soup)
        _ = cook.say("set a rice timer for 3 seconds")
        _ = cook.say("set an egg timer for 60 seconds")
        cook.send(.tick(5))
        #expect(cook.say("reset the timer") == "OK, the rice timer for 3 seconds is running.")
        #expect(cook.state.timers.first { $0.name == "egg" }?.endsAt == 60)
        #expect(cook.say("reset the timer").hasPrefix("Which one?"))
    }
}

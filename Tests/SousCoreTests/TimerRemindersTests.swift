import Foundation
import Testing
@testable import SousCore

/// "Remind me in 2 minutes to baste the chicken": the deed is what the cook
/// will need to hear, when it rings and when asked what is running.
extension CookingSessionTests {
    /// It was set as "OK, the chicken timer for 2 minutes is running." and
    /// rang "Time to baste the chicken! Your chicken timer is done!", the
    /// 30-second reminders and "how much time is left" forgetting the deed.
    @Test func aReminderSaysItsDeedWhenSetRingingAndAskedAbout() {
        var cook = Driver(Fixtures.soup)
        cook.send(.begin)
        #expect(cook.say("remind me in 2 minutes to baste the chicken") == "OK, in 2 minutes I'll remind you to baste the chicken.")
        #expect(cook.say("how much time is left") == "The reminder to baste the chicken has 2 minutes left.")
        #expect(Driver.spoken(cook.send(.tick(120))) == "Time to baste the chicken: your 2 minute reminder is done.")
        #expect(Driver.spoken(cook.send(.tick(150))) == "Reminder: time to baste the chicken. Say stop, or got it, to silence it.")
        #expect(cook.say("how much time is left") == "The reminder to baste the chicken is done.")
        #expect(cook.say("stop") == "OK, reminder to baste the chicken stopped.")
        // "Reset the timer" straight after times the same deed again.
        #expect(cook.say("reset the timer") == "OK, in 2 minutes I'll remind you to baste the chicken.")
        #expect(cook.state.timers.first?.reminder == "baste the chicken")
    }

    /// Any deed, not only check, stir and turn; the timer is named by the
    /// thing ("take the bread out" is the bread timer), so "cancel the bread
    /// timer" finds it.
    @Test func aReminderOfAnyDeedIsNamedByItsThing() {
        for (said, name, deed) in [("remind me in 10 minutes to flip the salmon", "salmon", "flip the salmon"),
                                   ("remind me in 9 minutes to drain the pasta", "pasta", "drain the pasta"),
                                   ("remind me in 3 minutes to take the bread out", "bread", "take the bread out"),
                                   ("remind me to check the cake in the oven in 40 minutes", "cake", "check the cake in the oven"),
                                   ("remind me in 5 minutes to check on the rice", "rice", "check on the rice"),
                                   ("remind me in 5 minutes to stir", "stir", "stir")] {
            var cook = Driver(Fixtures.soup)
            _ = cook.say(said)
            #expect(cook.state.timers.map(\.name) == [name], "\(said)")
            #expect(cook.state.timers.first?.reminder == deed, "\(said)")
        }
        var cook = Driver(Fixtures.soup)
        _ = cook.say("remind me in 3 minutes to take the bread out")
        _ = cook.say("set a rice timer for 10 minutes")
        #expect(cook.say("cancel the bread timer") == "OK, the reminder to take the bread out is cancelled.")
    }

    /// "Cancel the reminder" stops the reminder, never the timer beside it;
    /// with none set it says so (was "Sorry, I didn't catch that").
    @Test func theReminderIsCancelledByThatWord() {
        var cook = Driver(Fixtures.soup)
        _ = cook.say("remind me in 3 minutes to take the bread out")
        _ = cook.say("set a rice timer for 10 minutes")
        #expect(cook.say("cancel the reminder") == "OK, the reminder to take the bread out is cancelled.")
        #expect(cook.state.timers.map(\.name) == ["rice"])
        #expect(cook.say("cancel the reminder") == "No reminder is set; the rice timer is running.")
        #expect(cook.state.timers.map(\.name) == ["rice"])
        _ = cook.say("remind me in 3 minutes to take the bread out")
        #expect(cook.say("forget the reminder to take the bread out") == "OK, the reminder to take the bread out is cancelled.")
        #expect(cook.state.timers.map(\.name) == ["rice"])
    }

    /// "Remind me to drain the pasta in 9 minutes" with the pasta timer
    /// running said "The reminder to drain the pasta was already running; it
    /// starts again" of a reminder never set, and the pasta timer was gone.
    /// Both run; the reminder is called by its deed.
    @Test func aReminderRunsBesideATimerOfItsThing() {
        var cook = Driver(Fixtures.soup)
        cook.send(.begin)
        _ = cook.say("set a pasta timer for 9 minutes")
        #expect(cook.say("remind me to drain the pasta in 9 minutes") == "OK, in 9 minutes I'll remind you to drain the pasta.\nThe pasta timer keeps running.")
        #expect(cook.state.timers.map(\.name) == ["pasta", "drain the pasta"])
        #expect(cook.say("how long left on the pasta") == "The pasta timer has 9 minutes left.")
        #expect(cook.say("how much time is left") == "The pasta timer has 9 minutes left; the reminder to drain the pasta has 9 minutes left.")
        // The same reminder set again starts again; a reminder of another deed runs beside it too.
        #expect(cook.say("remind me to drain the pasta in 8 minutes") == "The reminder to drain the pasta was already running; it starts again for 8 minutes.")
        _ = cook.say("remind me to stir the pasta in 2 minutes")
        #expect(cook.state.timers.compactMap(\.reminder).sorted() == ["drain the pasta", "stir the pasta"])
        #expect(cook.state.timers.count == 3)
        #expect(cook.say("cancel the pasta timer") == "OK, the pasta timer is cancelled.")
        #expect(cook.state.timers.compactMap(\.reminder).sorted() == ["drain the pasta", "stir the pasta"])
        // The other way round: the pasta timer set beside the reminder named "pasta" is new, and the reminder runs on.
        var other = Driver(Fixtures.soup)
        other.send(.begin)
        _ = other.say("remind me to drain the pasta in 9 minutes")
        #expect(other.say("set a pasta timer for 5 minutes") == "OK, the pasta timer for 5 minutes is running.\nThe reminder to drain the pasta keeps running.")
        #expect(other.say("how much time is left") == "The pasta timer has 5 minutes left; the reminder to drain the pasta has 9 minutes left.")
        #expect(other.say("cancel the pasta timer") == "OK, the pasta timer is cancelled.")
        #expect(other.state.timers.map(\.reminder) == ["drain the pasta"])
    }

    /// A correction keeps the deed: "no, 3 minutes" to the 2 minute reminder.
    @Test func aCorrectedReminderKeepsItsDeed() {
        var cook = Driver(Fixtures.soup)
        _ = cook.say("remind me in 2 minutes to baste the chicken")
        #expect(cook.say("no, 3 minutes") == "3 minutes, not 2 minutes. OK, in 3 minutes I'll remind you to baste the chicken.")
        #expect(cook.state.timers.map(\.reminder) == ["baste the chicken"])
    }
}

extension SessionSnapshotTests {
    /// Restarted, the daemon's timers keep their deed and dish; a session
    /// saved before timers had either still reads.
    @Test func aReminderOutlastsARestartAndOldSavesStillRead() throws {
        var state = CookingState(recipe: Fixtures.soup, now: 0)
        (state, _) = CookingSession.reduce(state, .intent(.timerSet(seconds: 120, name: "to baste the chicken")))
        let data = try JSONEncoder().encode(state.snapshot)
        let restored = CookingState(restoring: try JSONDecoder().decode(SessionSnapshot.self, from: data), recipe: Fixtures.soup)
        #expect(restored.timers.first?.reminder == "baste the chicken")
        #expect(restored.timers.first?.dish == "Red Lentil Soup")
        let (_, effects) = CookingSession.reduce(restored, .tick(120))
        #expect(effects.contains(.say("Time to baste the chicken: your 2 minute reminder is done.")))

        let old = """
            {"recipeID":"red-lentil-soup","position":{"step":{"_0":1}},"servings":4,"paused":false,"ended":false,
             "checkedIngredients":[],"savedAt":10,
             "timers":[{"name":"sauce","duration":60,"endsAt":70,"ringing":false}]}
            """
        let saved = try JSONDecoder().decode(SessionSnapshot.self, from: Data(old.utf8))
        #expect(saved.timers.map(\.name) == ["sauce"])
        #expect(saved.timers.first?.reminder == nil)
    }
}

/// "Which timer was that": a timer rang across the kitchen, maybe while the
/// cook was busy with the other dish. It was "Sorry, I didn't catch that."
extension CookingSessionTests {
    @Test func whichTimerNamesTheOneRingingOrTheLastToRing() {
        for said in ["which timer", "which timer was that", "what was that timer for", "what timer is that", "which timer is ringing",
                     "what went off", "which alarm just went off"] {
            #expect(CommandParser.parse(said) == .whichTimer, "\(said)")
        }
        #expect(CommandParser.parse("which timers are running") == .timerQuery(name: nil))
        var cook = Driver(TwoDishes.mash)
        cook.send(.begin)
        cook.send(.tick(0))
        #expect(cook.say("which timer") == "No timer has rung yet.")
        _ = cook.say("go to step 2")
        _ = cook.say("yes")
        _ = cook.say("remind me in 15 minutes to warm the milk")
        #expect(cook.say("which timer was that") == "No timer has rung yet. The step 2 timer has 15 minutes left; the reminder to warm the milk has 15 minutes left.")
        _ = cook.say("next")
        cook.send(.tick(900))
        #expect(cook.say("what was that timer for") == "The step 2 timer is ringing: simmer for 15 minutes. The reminder to warm the milk is ringing.")
        _ = cook.say("stop")
        #expect(cook.say("which timer was that") == "The reminder to warm the milk rang just now.")
        cook.send(.tick(1080))
        #expect(cook.say("what timer is that") == "The reminder to warm the milk rang 3 minutes ago.")
    }

    /// A plain timer set in the other dish says which dish, as when it rang.
    @Test func whichTimerSaysTheDishOfAPlainTimer() {
        var cook = Driver(TwoDishes.mash)
        cook.send(.begin)
        cook.send(.tick(0))
        _ = cook.say("set a timer for 1 minute")
        cook.state = cook.state.switching(to: TwoDishes.salmon)
        cook.send(.tick(60))
        #expect(cook.say("which timer") == "The 1 minute timer for the Creamy Mashed Potatoes is ringing.")
    }
}

/// "Which one?" answered "all of them", "both", "all three": it was "Sorry,
/// I didn't catch which one"; and a dish's timers cancelled by its name
/// ("cancel all the sourdough timers" was no command).
extension CookingSessionTests {
    @Test func allOfThemAnswersWhichOne() {
        #expect(CommandParser.parse("all of them") == .choose("all"))
        #expect(CommandParser.parse("every one") == .choose("all"))
        #expect(CommandParser.parse("all three") == .choose("all 3"))
        #expect(CommandParser.parse("both") == .choose("both"))
        var cook = Driver(Fixtures.soup)
        _ = cook.say("set a pasta timer for 5 minutes")
        _ = cook.say("set a rice timer for 6 minutes")
        _ = cook.say("set an egg timer for 7 minutes")
        #expect(cook.say("cancel the timer").hasPrefix("Which one?"))
        // "Both" of three is asked again, never a guess at which two.
        #expect(cook.say("both") == "That's 3 timers: the pasta timer, the rice timer and the egg timer. Say all of them, or the one to cancel.")
        #expect(cook.state.timers.count == 3)
        #expect(cook.say("all three") == "OK, all 3 timers are cancelled.")
        #expect(cook.state.timers.isEmpty)
        for answer in ["both", "all", "every one", "all of them", "all the timers"] {
            _ = cook.say("set a pasta timer for 5 minutes")
            _ = cook.say("set a rice timer for 6 minutes")
            _ = cook.say("cancel the timer")
            #expect(cook.say(answer) == "OK, both timers are cancelled.", "\(answer)")
            #expect(cook.state.timers.isEmpty, "\(answer)")
        }
    }

    /// Of the timers a name fits, "all of them" is those the question
    /// named, not every timer running.
    @Test func allOfThemIsThoseTheQuestionNamed() {
        var cook = Driver(TwoDishes.mash)
        cook.send(.begin)
        _ = cook.say("go to step 2")
        _ = cook.say("yes")
        cook.state = cook.state.switching(to: TwoDishes.roast)
        _ = cook.say("go to step 3")
        _ = cook.say("yes")
        _ = cook.say("set a potato timer for 12 minutes")
        _ = cook.say("set an oven timer for 40 minutes")
        #expect(cook.say("cancel the potatoes timer").hasPrefix("Which one? The creamy mashed potatoes step 2 timer, the step 3 timer and the potato timer"))
        #expect(cook.say("all of them") == "OK, all 3 timers are cancelled.")
        #expect(cook.state.timers.map(\.name) == ["oven"])
    }

    /// "Cancel all the mash timers" in the roast potatoes: the mash's step
    /// timer and the timers set while cooking it, the roast's left running.
    @Test func aDishsTimersAreCancelledByItsName() {
        #expect(CommandParser.parse("cancel all the sourdough timers") == .timerCancelAll(name: "sourdough"))
        #expect(CommandParser.parse("cancel the sourdough timers") == .timerCancelAll(name: "sourdough"))
        #expect(CommandParser.parse("cancel all the timers") == .timerCancel(name: KitchenTimer.all))
        #expect(CommandParser.parse("cancel both timers") == .timerCancel(name: KitchenTimer.both))
        var cook = Driver(TwoDishes.mash)
        cook.send(.begin)
        _ = cook.say("go to step 2")
        _ = cook.say("yes")
        _ = cook.say("set a milk timer for 20 minutes")
        cook.state = cook.state.switching(to: TwoDishes.roast)
        _ = cook.say("go to step 3")
        _ = cook.say("yes")
        _ = cook.say("set a timer for 5 minutes")
        #expect(cook.say("cancel all the mash timers") == "OK, both mash timers are cancelled.")
        #expect(cook.state.timers.map(\.name) == ["step 3", "5 minute"])
        #expect(cook.say("cancel the crispy roast potatoes timers") == "OK, both crispy roast potatoes timers are cancelled.")
        #expect(cook.say("cancel the sourdough timers") == "No timers are running.")
        // A length's timers, said by count: "all three 5 minute timers", not "all 3 5 minute".
        for count in 2...4 {
            for _ in 0..<count { _ = cook.say("set a timer for 5 minutes") }
            #expect(cook.say("cancel the 5 minute timers") == ["", "", "OK, both 5 minute timers are cancelled.", "OK, all three 5 minute timers are cancelled.",
                                                                 "OK, all four 5 minute timers are cancelled."][count])
        }
    }
}

extension CookingSessionTests {
    /// Missed while Sous was down, a step timer says what its step did and
    /// a reminder its deed, as a live ring does, in the order they went off
    /// (was "Your step 2 timer went off 3 minutes ago, while Sous wasn't
    /// running.", and in the order they were set).
    @Test func aTimerMissedWhileDownSaysWhatItTimed() {
        var cook = Driver(TwoDishes.mash)
        cook.send(.begin)
        cook.send(.tick(0))
        _ = cook.say("go to step 2")
        _ = cook.say("yes")
        _ = cook.say("remind me in 10 minutes to warm the milk")
        var restored = CookingState(restoring: cook.state.snapshot, recipe: TwoDishes.mash)
        restored.now = 1080
        let (_, effects) = CookingSession.reduce(restored, .resumed)
        #expect(Array(Driver.spoken(effects).split(separator: "\n").prefix(2)) == [
            "Your reminder to warm the milk went off 8 minutes ago, while Sous wasn't running.",
            "Your step 2 timer went off 3 minutes ago, while Sous wasn't running: simmer for 15 minutes.",
        ])
    }

    /// A reminder is said by its deed when asked which rang and when
    /// silenced (was "The cookies timer is ringing", "OK, cookies and
    /// cookie timers stopped."), and "5 more minutes" straight after "which
    /// timer was that" gives the one told of more time, also when two were
    /// silenced together (was a new 5 minute timer).
    @Test func aReminderIsItsDeedWhenToldOfAndSilenced() {
        var cook = Driver(Fixtures.soup)
        _ = cook.say("remind me in 5 minutes to take the cookies out")
        _ = cook.say("set a cookie timer for 6 minutes")
        cook.send(.tick(300))
        #expect(cook.say("which timer was that") == "The reminder to take the cookies out is ringing.")
        cook.send(.tick(360))
        #expect(cook.say("which timer was that") == "The reminder to take the cookies out is ringing. The cookie timer is ringing.")
        #expect(cook.say("stop") == "OK, cookie timer and reminder to take the cookies out stopped.")
        #expect(cook.say("which timer was that") == "The cookie timer rang just now.")
        #expect(cook.say("5 more minutes") == "OK, the cookie timer for 5 minutes is running.")
        #expect(cook.state.timers.map(\.name) == ["cookie"])
        var one = Driver(Fixtures.soup)
        _ = one.say("remind me in 5 minutes to take the cookies out")
        one.send(.tick(300))
        #expect(one.say("5 more minutes") == "OK, the reminder to take the cookies out now has 5 minutes left.")
        one.send(.tick(600))
        #expect(one.say("got it") == "OK, reminder to take the cookies out stopped.")
        #expect(one.say("which timer was that") == "The reminder to take the cookies out rang just now.")
    }
}

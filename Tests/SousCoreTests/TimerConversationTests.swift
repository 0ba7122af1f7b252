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

    /// "Which one?" asked about adding time, restarting or changing a
    /// timer takes the short answers it takes for cancelling.
    @Test func whichOneIsAnsweredForEveryTimerAction() {
        func twoTimers() -> Driver {
            var cook = Driver(Fixtures.soup)
            _ = cook.say("set a rice timer for 10 minutes")
            _ = cook.say("set an egg timer for 6 minutes")
            cook.send(.tick(60))
            return cook
        }
        var cook = twoTimers()
        #expect(cook.say("add 2 minutes").hasPrefix("Which one? The rice timer and the egg timer are running."))
        #expect(cook.state.askedWhichTimer)
        #expect(cook.say("the egg") == "OK, the egg timer now has 7 minutes left.")
        #expect(!cook.state.askedWhichTimer)

        cook = twoTimers()
        _ = cook.say("reset the timer")
        #expect(cook.state.askedWhichTimer)
        #expect(cook.say("the egg timer") == "The egg timer was already running; it starts again for 6 minutes.")
        #expect(cook.state.timers.first { $0.name == "rice" }?.endsAt == 600)

        cook = twoTimers()
        _ = cook.say("how much time is left")
        _ = cook.say("make the timer 3 minutes")
        #expect(cook.state.askedWhichTimer)
        #expect(cook.say("the second one").hasPrefix("3 minutes, not 6 minutes."))
        #expect(cook.state.timers.first { $0.name == "egg" }?.endsAt == 240)
        #expect(cook.state.timers.count == 2)

        // Two timers one name fits are asked about, not guessed at.
        cook = Driver(Fixtures.soup)
        _ = cook.say("set a timer for 10 minutes")
        cook.send(.tick(60))
        _ = cook.say("set a timer for 10 minutes")
        #expect(cook.say("add 1 minute to the 10 minute timer").hasPrefix("Which one?"))
        #expect(cook.say("the first one") == "OK, the 10 minute timer now has 10 minutes left.")
    }

    /// A step timer carried from another recipe is asked about by that
    /// recipe's name: the answer is that timer, not "There's no ... timer".
    @Test func aRecipesNameFindsItsCarriedStepTimer() {
        var cook = Driver(Fixtures.soup)
        _ = cook.say("go to step 4")
        _ = cook.say("yes")
        _ = cook.say("set a timer for 15 minutes")
        cook.state = cook.state.switching(to: Fixtures.chicken)
        cook.send(.tick(300))
        #expect(cook.say("how long left on the red lentil soup") == "The red lentil soup step 4 timer has 15 minutes left.")
        #expect(cook.say("how long left on the lentil soup") == "The red lentil soup step 4 timer has 15 minutes left.")
    }

    /// "Stop" ends the session, not the timers: the cook is told which run on.
    @Test func stoppingSaysWhichTimersStillRun() {
        var cook = Driver(Fixtures.soup)
        _ = cook.say("next")
        _ = cook.say("set a cake timer for 2 minutes")
        cook.send(.tick(81))
        #expect(cook.say("stop") == "OK, stopping at step 1 of Red Lentil Soup. Come back any time to carry on. Your cake timer is still running: 39 seconds left.")
        var two = Driver(Fixtures.soup)
        _ = two.say("set a cake timer for 2 minutes")
        _ = two.say("set a rice timer for 15 minutes")
        #expect(two.say("stop") == "OK, stopping. Happy cooking! Still running: the cake timer has 2 minutes left; the rice timer has 15 minutes left.")
    }

    /// "Yes" to the timer Sous offered after another began to ring answers
    /// the offer and silences the ringing one; asked before it rang, the
    /// first "yes" is the ringing timer's.
    @Test func yesAnswersAnOfferMadeWhileATimerRings() {
        var cook = Driver(Fixtures.soup)
        _ = cook.say("set a cake timer for 1 minute")
        cook.send(.tick(60))
        #expect(cook.say("resume").hasSuffix("Do you want a timer for 5 minutes?"))
        #expect(cook.say("yes") == "OK, the step 1 timer for 5 minutes is running.\nAnd the cake timer is stopped.")
        #expect(cook.state.timers.map(\.name) == ["step 1"])
        #expect(!cook.state.timers[0].ringing)

        var before = Driver(Fixtures.soup)
        _ = before.say("set a cake timer for 1 minute")
        _ = before.say("next")
        before.send(.tick(60))
        #expect(before.say("yes") == "OK, cake timer stopped.")
        #expect(before.say("yes") == "OK, the step 1 timer for 5 minutes is running.")
    }

    /// Three timers ringing: one reminder names them all; "stop the second
    /// one" stops that one; a length that fits the rest stops each.
    @Test func severalRingingTimersAreOneReminderAndCountedOff() {
        var cook = Driver(Fixtures.soup)
        for _ in 1...3 { _ = cook.say("set a timer for 10 seconds") }
        cook.send(.tick(10))
        let reminder = Driver.spoken(cook.send(.tick(40)))
        #expect(reminder == "Reminder: all 3 of your 10 second timers are done. Say stop, or got it, to silence them.")
        #expect(cook.say("stop the second one") == "OK, second 10 second timer stopped.")
        #expect(Driver.spoken(cook.send(.tick(70))) == "Reminder: both your 10 second timers are done. Say stop, or got it, to silence them.")
        #expect(cook.say("stop the 10 second timer") == "OK, both 10 second timers stopped.")
        #expect(cook.state.timers.isEmpty)

        var two = Driver(Fixtures.soup)
        _ = two.say("set an egg timer for 10 seconds")
        _ = two.say("set a rice timer for 20 seconds")
        two.send(.tick(20))
        #expect(Driver.spoken(two.send(.tick(50))) == "Reminder: your egg and rice timers are done. Say stop, or got it, to silence them.")
        #expect(two.say("got it") == "OK, egg and rice timers stopped.")
    }

    /// Two timers of one length ringing among others are counted: "your
    /// 90 second and 45 second timers are done" hid that two 90 second
    /// timers rang, and "OK, 90 second, sauce and 45 second timers
    /// stopped" that both were silenced.
    @Test func ringingTimersOfOneLengthAreCounted() {
        var cook = Driver(Fixtures.soup)
        _ = cook.say("set a timer for 90 seconds")
        _ = cook.say("set a timer for 1:30")
        _ = cook.say("set a timer for 45 seconds")
        cook.send(.tick(90))
        #expect(Driver.spoken(cook.send(.tick(120))) == "Reminder: your two 90 second timers and 45 second timer are done. Say stop, or got it, to silence them.")
        _ = cook.say("remind me in 2 minutes to stir the sauce")
        cook.send(.tick(240))
        #expect(Driver.spoken(cook.send(.tick(270))) == "Reminder: your two 90 second timers and 45 second timer are done, and time to stir the sauce. Say stop, or got it, to silence them.")
        #expect(cook.say("stop") == "OK, two 90 second timers and 45 second timer, and reminder to stir the sauce stopped.")
    }

    /// While several ring, the one meant is silenced, the others ring on:
    /// "stop the first timer" was taken for a timer called "first", "stop
    /// both" was not understood and "stop both timers" looked for one called
    /// "both". Typed and by voice alike.
    @Test func theRingingTimerMeantIsSilenced() {
        func ringing() -> CookingSessionTests.Driver {
            var cook = CookingSessionTests.Driver(Fixtures.soup)
            _ = cook.say("set a pasta timer for 10 seconds")
            _ = cook.say("set an egg timer for 20 seconds")
            _ = cook.say("set a rice timer for 30 seconds")
            cook.send(.tick(30))
            return cook
        }
        var cook = ringing()
        #expect(cook.say("stop the first timer") == "OK, pasta timer stopped.")
        #expect(cook.say("stop the egg one") == "OK, egg timer stopped.")
        #expect(cook.state.timers.map(\.name) == ["rice"])
        cook = ringing()
        #expect(cook.say("stop the second one") == "OK, egg timer stopped.")
        #expect(cook.say("stop the pasta timer") == "OK, pasta timer stopped.")
        #expect(cook.state.timers.map(\.name) == ["rice"] && cook.state.timers[0].ringing)

        // Two ringing: "stop both" silences them, and no other.
        var two = CookingSessionTests.Driver(Fixtures.soup)
        _ = two.say("set an egg timer for 10 seconds")
        _ = two.say("set a rice timer for 20 seconds")
        _ = two.say("set a cake timer for 30 minutes")
        two.send(.tick(20))
        #expect(two.say("stop both") == "OK, egg and rice timers stopped.")
        #expect(two.state.timers.map(\.name) == ["cake"])
        // Two running, none ringing: "cancel both timers" cancels them; with three it asks.
        _ = two.say("set a pasta timer for 9 minutes")
        _ = two.say("set a tea timer for 4 minutes")
        #expect(two.say("cancel both timers").hasPrefix("There are 3 timers: the cake timer, the pasta timer and the tea timer."))
        #expect(two.state.timers.count == 3)
        _ = two.say("cancel the tea timer")
        #expect(two.say("cancel both timers") == "OK, both timers are cancelled.")
        #expect(two.state.timers.isEmpty)
        // One ringing beside the only other timer: both go.
        var pair = CookingSessionTests.Driver(Fixtures.soup)
        _ = pair.say("set an egg timer for 10 seconds")
        _ = pair.say("set a rice timer for 20 minutes")
        pair.send(.tick(10))
        _ = pair.say("stop both")
        #expect(pair.state.timers.isEmpty)

        for (said, intent) in [("stop both", Intent.timerCancel(name: KitchenTimer.both)), ("stop both timers", .timerCancel(name: KitchenTimer.both)),
                               ("stop them both", .timerCancel(name: KitchenTimer.both)), ("stop the first timer", .timerCancel(name: "first one")),
                               ("stop the third one", .timerCancel(name: "third one")), ("stop the egg one", .timerCancel(name: "egg"))] {
            #expect(CommandParser.parse(said) == intent, "\(said)")
        }
        #expect(Intent(canonical: Intent.timerCancel(name: KitchenTimer.both).canonical) == .timerCancel(name: KitchenTimer.both))
        // By voice: the same words are in the grammar, without waiting for "Which one?".
        let grammar = CommandGrammar(template: CommandGrammarTests.template)
        let heard = CommandGrammarTests.pattern(grammar.text(ingredients: [], steps: 3, acknowledging: true))
        for said in [["stop", "both"], ["cancel", "both", "timers"], ["stop", "the", "second", "1"], ["stop", "the", "first", "timer"],
                     ["stop", "the", "pasta", "timer"]] {
            #expect(heard.match(said) != nil, "\(said)")
        }
    }

    /// "Which one?" says which timer rings and which runs.
    @Test func whichOneSaysRingingForARingingTimer() {
        var cook = Driver(Fixtures.soup)
        _ = cook.say("set a rice timer for 3 seconds")
        _ = cook.say("set an egg timer for 60 seconds")
        cook.send(.tick(5))
        _ = cook.say("how much time is left")
        #expect(cook.say("make the timer 3 minutes").hasPrefix("Which one? The rice timer is ringing and the egg timer is running."))
    }

    /// An hour and a half is named as two and a half hours are, and is
    /// found by either length's words.
    @Test func halfHoursAreNamedOneWay() {
        var cook = Driver(Fixtures.soup)
        #expect(cook.say("remind me in an hour and a half") == "OK, the 1 and a half hour timer is running.")
        #expect(cook.say("remind me in 2 and a half hours") == "OK, the 2 and a half hour timer is running.")
        #expect(cook.say("how long left on the 90 minute timer") == "The 1 and a half hour timer has 1 hour and 30 minutes left.")
        #expect(cook.say("cancel the 150 minute timer") == "OK, the 2 and a half hour timer is cancelled.")
    }

    /// "Another 5 minutes" is 5 more; "take off 2 minutes" shortens, and
    /// never below nothing.
    @Test func timeIsAddedAndTakenOffInACooksWords() {
        var cook = Driver(Fixtures.soup)
        _ = cook.say("set a rice timer for 10 minutes")
        #expect(cook.say("another 5 minutes") == "OK, the rice timer now has 15 minutes left.")
        #expect(cook.say("take off 2 minutes") == "OK, the rice timer now has 13 minutes left.")
        #expect(cook.say("20 minutes less") == "The rice timer has only 13 minutes left. Say cancel the rice timer to stop it.")
        #expect(cook.state.timers.first?.endsAt == 780)
        #expect(Intent(canonical: "timer_add:-120") == .timerAdd(seconds: -120, name: nil))
    }

    /// A timer named by its length and lengthened past it is "the timer you
    /// set for 10 minutes", never "the 10 minute timer has 30 minutes left";
    /// its name stays for displays and for "cancel the 10 minute timer".
    @Test func aLengthenedTimerIsCalledByWhatWasSet() {
        var cook = Driver(Fixtures.soup)
        _ = cook.say("set a timer for 10 minutes")
        #expect(cook.say("add 20 minutes") == "OK, the timer you set for 10 minutes now has 30 minutes left.")
        #expect(cook.say("how much time is left") == "The timer you set for 10 minutes has 30 minutes left.")
        #expect(cook.state.timers.map(\.name) == ["10 minute"])
        #expect(cook.say("cancel the 10 minute timer") == "OK, the 10 minute timer is cancelled.")
    }

    /// "5 minutes more" was not caught where "another 5 minutes" added
    /// them; "timer 1h30" was "1 minutes? Say set a timer for 1 minutes."
    @Test func lengthsAsTypedAgreeAndOneMinuteIsSingular() {
        var cook = Driver(Fixtures.soup)
        _ = cook.say("set a rice timer for 10 minutes")
        #expect(cook.say("5 minutes more") == "OK, the rice timer now has 15 minutes left.")
        #expect(cook.say("another 5 minutes") == "OK, the rice timer now has 20 minutes left.")
        #expect(cook.say("timer 1h30") == "OK, the 1 and a half hour timer is running.")
        #expect(cook.say("1 more minute").hasSuffix("Say, for example, add 1 minute to the rice timer."))
        _ = cook.say("cancel all timers")
        #expect(cook.say("set timer for 1") == "1 minute? Say set a timer for 1 minute.")
        #expect(cook.say("set timer for 3") == "3 minutes? Say set a timer for 3 minutes.")
    }

    /// "A 25 minute timer for the brownies" with the brownie timer running
    /// is that timer said again (was a second, "brownies" timer, which
    /// "cancel the brownie timer" asked about for ever).
    @Test func aPluralNameIsTheTimerOfThatName() {
        var cook = Driver(Fixtures.soup)
        _ = cook.say("set a brownie timer for 25 minutes")
        cook.send(.tick(60))
        #expect(cook.say("set a 25 minute timer for the brownies") == "The brownie timer was already running; it starts again for 25 minutes.")
        #expect(cook.state.timers.map(\.name) == ["brownie"])
        #expect(cook.say("cancel the brownie timer") == "OK, the brownie timer is cancelled.")
    }

    /// A name one timer is called by, in full, picks it among others it
    /// fits ("cookie" of the cookie timer and the reminder named cookies),
    /// and the example "Which one?" gives picks one when said: it was
    /// "cancel the brownie timer", answered "Which one?" again for ever.
    @Test func whichOnesExamplePicksOne() {
        var cook = Driver(Fixtures.soup)
        _ = cook.say("remind me in 5 minutes to take the cookies out")
        _ = cook.say("set a cookie timer for 10 minutes")
        let asked = cook.say("cancel the timer")
        #expect(asked.hasPrefix("Which one?"))
        let example = asked.firstRange(of: "Say, for example, ").map { String(asked[$0.upperBound...].prefix { $0 != "," && $0 != "." }) } ?? ""
        #expect(!example.isEmpty)
        #expect(cook.say(example).hasPrefix("OK"), "\(example)")
        #expect(cook.state.timers.count == 1)
        var both = Driver(Fixtures.soup)
        _ = both.say("remind me in 5 minutes to take the cookies out")
        _ = both.say("set a cookie timer for 10 minutes")
        #expect(both.say("cancel the cookie timer") == "OK, the cookie timer is cancelled.")
        #expect(both.state.timers.map(\.name) == ["cookies"])
    }

    /// "No, I said 15" after "how much time is left" scaled the recipe to
    /// 15 servings, and "no, 15" was "Sorry, I didn't catch that": a
    /// question about the timer keeps the talk on it, so the correction is
    /// its; after other talk, a bare number is the servings only when they
    /// were what was last set or asked, and otherwise asked about.
    @Test func aCorrectionAfterATimerQuestionIsTheTimers() {
        for fix in ["no, I said 15", "no, 15", "not fifty, fifteen"] {
            var cook = Driver(Fixtures.chicken)
            cook.send(.begin)
            _ = cook.say("set a rice timer for 5 minutes")
            _ = cook.say("set a timer for 50 minutes")
            _ = cook.say("how much time is left")
            #expect(cook.say(fix) == "15 minutes, not 50 minutes. OK, the 15 minute timer is running.", "\(fix)")
            #expect(cook.state.servings == 2, "\(fix)")
            #expect(cook.state.timers.map(\.duration).sorted() == [300, 900], "\(fix)")
            // Asked about by name, that one.
            _ = cook.say("how long left on the rice")
            #expect(cook.say(fix.replacingOccurrences(of: "15", with: "12").replacingOccurrences(of: "fifteen", with: "twelve"))
                    == "12 minutes, not 5 minutes. OK, the rice timer for 12 minutes is running.", "\(fix)")
            // After other talk, with two running: which one, never the servings.
            _ = cook.say("how much garlic")
            #expect(cook.say(fix).hasPrefix("Which one?"), "\(fix)")
            #expect(cook.say("the rice timer") == "15 minutes, not 12 minutes. OK, the rice timer for 15 minutes is running.", "\(fix)")
            #expect(cook.state.servings == 2, "\(fix)")
        }
        // One running: asked as a yes or no.
        var one = Driver(Fixtures.chicken)
        one.send(.begin)
        _ = one.say("set a pasta timer for 9 minutes")
        _ = one.say("how much garlic")
        #expect(one.say("no, I said 10") == "Make the pasta timer 10 minutes? Say yes or no.")
        #expect(one.say("yes") == "10 minutes, not 9 minutes. OK, the pasta timer for 10 minutes is running.")
        // Servings just set or asked: the servings.
        _ = one.say("make it for 4")
        #expect(one.say("no, I said 5") == "OK, scaled to 5 servings. Say ingredients to hear the new amounts.")
        _ = one.say("how many servings")
        #expect(one.say("no, 3") == "OK, scaled to 3 servings. Say ingredients to hear the new amounts.")
        // None running and servings not talked of: asked what was meant.
        _ = one.say("cancel the timer")
        _ = one.say("how much garlic")
        #expect(one.say("no, I said 6").hasPrefix("6 what?"))
        #expect(one.state.servings == 3)
    }

    /// "Which one? The step 4 timer and the step 1 timer are running."
    /// "Go to step 1" cancelled the step 1 timer and moved nowhere: with a
    /// verb it is a move, and only "step 1" alone, "the step 1 one" or "the
    /// step 1 timer" answers.
    @Test func goToStepAnsweringWhichOneIsAMove() {
        func twoStepTimers() -> Driver {
            var cook = Driver(Fixtures.soup)
            cook.send(.begin)
            _ = cook.say("go to step 1")
            _ = cook.say("yes")
            _ = cook.say("go to step 4")
            _ = cook.say("yes")
            #expect(cook.state.timers.map(\.name).sorted() == ["step 1", "step 4"])
            #expect(cook.say("cancel the timer").hasPrefix("Which one?"))
            return cook
        }
        for move in ["go to step 1", "skip to step one", "go back to step 1"] {
            var cook = twoStepTimers()
            #expect(cook.say(move).hasPrefix("Step 1 of 5"), "\(move)")
            #expect(cook.state.position == .step(0), "\(move)")
            #expect(cook.state.timers.map(\.name).sorted() == ["step 1", "step 4"], "\(move)")
        }
        for answer in ["step 1", "the step 1 one", "the step 1 timer", "step one"] {
            var cook = twoStepTimers()
            #expect(cook.say(answer) == "OK, the step 1 timer is cancelled.", "\(answer)")
            #expect(cook.state.position == .step(3), "\(answer)")
        }
        // With nothing asked, "step 1" alone moves.
        var cook = twoStepTimers()
        _ = cook.say("how much garlic")
        #expect(cook.say("step 1").hasPrefix("Step 1 of 5"))
        #expect(cook.state.timers.count == 2)
    }

    /// "Did you mean 14 minutes? Say yes or no." "Cancel the timer" was
    /// taken for the no ("OK, the pasta timer stays at 40 minutes.") and
    /// cancelled nothing: a command that is no answer settles the question
    /// as declined, and is carried out.
    @Test func aCommandSettlesAQuestionAboutATimer() {
        var cook = Driver(Fixtures.chicken)
        cook.send(.begin)
        _ = cook.say("set a pasta timer for 40 minutes")
        #expect(cook.say("no, forty minutes") == "The pasta timer is already 40 minutes. Did you mean 14 minutes? Say yes or no.")
        #expect(cook.say("cancel the timer") == "OK, the pasta timer is cancelled.")
        #expect(cook.state.timers.isEmpty)
        #expect(cook.state.offer == nil)
        // Any other command too: the "yes" after it confirms nothing.
        _ = cook.say("set a pasta timer for 40 minutes")
        _ = cook.say("no, forty minutes")
        #expect(cook.say("how much garlic") == "You need 3 cloves of garlic.")
        #expect(cook.say("yes") == "There's nothing to confirm right now. Say next to carry on.")
        #expect(cook.state.timers.map(\.duration) == [2400])
        // "No!" to a timer just set asks whether to cancel it; a new timer settles that.
        _ = cook.say("set a rice timer for 10 minutes")
        #expect(cook.say("no").hasPrefix("No? Do you want the rice timer cancelled?"))
        #expect(cook.say("set an egg timer for 6 minutes") == "OK, the egg timer for 6 minutes is running.")
        #expect(cook.say("yes") == "There's nothing to confirm right now. Say next to carry on.")
        #expect(cook.state.timers.map(\.name) == ["pasta", "rice", "egg"])
    }
}

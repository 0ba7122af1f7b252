import Testing
@testable import SousCore

extension CookingSessionTests {
    /// A gravy timer set in the mash and another in the roast potatoes
    /// (there "crispy roast potatoes gravy"): "pause the gravy timer" said
    /// in the roast paused the mash's, as did cancelling and changing it.
    /// A name said in a dish means that dish's timer so called, then the
    /// other dish's (named with it); in a third dish, "Which one?".
    @Test func aNameTwoDishesUseMeansTheOpenDishs() {
        var cook = Driver(TwoDishes.mash)
        cook.send(.begin)
        _ = cook.say("set a gravy timer for 5 minutes")
        cook.state = cook.state.switching(to: TwoDishes.roast)
        _ = cook.say("set a gravy timer for 8 minutes")
        #expect(cook.state.timers.map(\.name) == ["gravy", "crispy roast potatoes gravy"])
        #expect(cook.say("pause the gravy timer").hasPrefix("OK, the crispy roast potatoes gravy timer is paused with 8 minutes left."))
        #expect(cook.say("resume the gravy timer") == "OK, the crispy roast potatoes gravy timer is running again, with 8 minutes left.")
        #expect(cook.say("make the gravy timer 12 minutes").hasPrefix("12 minutes, not 8 minutes."))
        #expect(cook.state.timers.first { $0.name == "gravy" }?.duration == 300)
        #expect(cook.say("how long left on the gravy") == "The crispy roast potatoes gravy timer has 12 minutes left.")
        // Back in the mash, the mash's.
        cook.state = cook.state.switching(to: TwoDishes.mash)
        #expect(cook.say("add 1 minute to the gravy timer") == "OK, the gravy timer now has 6 minutes left.")
        // In a third dish, neither is more meant than the other.
        cook.state = cook.state.switching(to: TwoDishes.salmon)
        #expect(cook.say("cancel the gravy timer").hasPrefix("Which one? The crispy roast potatoes gravy timer and the gravy timer for the Creamy Mashed Potatoes are running."))
        cook.state = cook.state.switching(to: TwoDishes.roast)
        #expect(cook.say("cancel the gravy timer") == "OK, the crispy roast potatoes gravy timer is cancelled.")
        // The open dish has none left so called: the other's, named with its dish.
        #expect(cook.say("cancel the gravy timer") == "OK, the gravy timer for the Creamy Mashed Potatoes is cancelled.")
        #expect(cook.state.timers.isEmpty)
    }
}

extension CookingSessionTests {
    /// "Yes" to the roast's step timer, offered before the mash's 30
    /// second timer began to ring, only silenced the mash's ("OK, 30
    /// second timer stopped."), the offer left standing: the question was
    /// this dish's, so the yes starts it and silences the other dish's.
    @Test func yesToAnOfferWhileTheOtherDishsTimerRingsStartsIt() {
        var cook = Driver(TwoDishes.mash)
        cook.send(.begin)
        _ = cook.say("set a timer for 30 seconds")
        cook.state = cook.state.switching(to: TwoDishes.roast)
        cook.send(.begin)
        #expect(cook.say("go to step 2").hasSuffix("Do you want a timer for 8 minutes?"))
        cook.send(.tick(30))
        #expect(cook.say("yes") == "OK, the step 2 timer for 8 minutes is running.\nAnd the 30 second timer is stopped.")
        #expect(cook.state.offer == nil)
        #expect(cook.state.timers.map(\.name) == ["step 2"])
    }
}

extension CookingSessionTests {
    /// "Make it 15" after "set a potato timer for 50 minutes" and "how
    /// much butter" scaled the recipe to 15 servings. Right after a timer
    /// it is the timer's length; a few exchanges on, a number that fits a
    /// length better than servings (50 heard for 15, or far more than the
    /// recipe serves) is asked about; otherwise, and later, it scales.
    @Test func makeItFifteenAfterOtherTalkAsksWhenATimerWasJustSet() {
        var cook = Driver(TwoDishes.mash)
        cook.send(.begin)
        _ = cook.say("set a potato timer for 50 minutes")
        _ = cook.say("how much butter")
        #expect(cook.say("make it 15")
            == "Make the potato timer 15 minutes, or cook for 15? Say make the potato timer 15 minutes, or make it for 15.")
        #expect(cook.state.servings == 4)
        #expect(cook.say("make the potato timer 15 minutes").hasPrefix("15 minutes, not 50 minutes."))
        // Straight after a timer is set (or corrected), its length.
        #expect(cook.say("make it 20").hasPrefix("20 minutes, not 15 minutes."))
        // A count the recipe may well serve is the servings.
        _ = cook.say("how much milk")
        _ = cook.say("make it 6")
        #expect(cook.state.servings == 6)
        // Long after the timer was set, the servings.
        _ = cook.say("set a rice timer for 50 minutes")
        for question in ["how much butter", "how much milk", "what's next"] { _ = cook.say(question) }
        _ = cook.say("make it 15")
        #expect(cook.state.servings == 15)
        #expect(cook.state.timers.first { $0.name == "rice" }?.duration == 3000)
    }
}

extension CookingSessionTests {
    /// "Which one? The reminder to drain the pasta and the reminder to
    /// baste the chicken" answered "the pasta" (or "the pasta one")
    /// cancelled the pasta timer, which the question never named.
    @Test func aWhichOneAnswerPicksOnlyAmongThoseAsked() {
        for answer in ["the pasta", "the pasta one"] {
            var cook = Driver(TwoDishes.mash)
            cook.send(.begin)
            _ = cook.say("set a pasta timer for 9 minutes")
            _ = cook.say("remind me in 10 minutes to drain the pasta")
            _ = cook.say("remind me in 5 minutes to baste the chicken")
            #expect(cook.say("cancel the reminder").hasPrefix("Which one? The reminder to drain the pasta and the reminder to baste the chicken"))
            #expect(cook.say(answer) == "OK, the reminder to drain the pasta is cancelled.")
            #expect(cook.state.timers.contains { $0.name == "pasta" && $0.reminder == nil })
        }
    }
}

extension CookingSessionTests {
    /// "Repeat" after "Which one?" or "For how long?" replayed an older
    /// answer ("You need 2 cloves of garlic.") and the question was lost:
    /// "the rice one" then got "nothing to choose", "4 minutes" "for what?".
    @Test func repeatSaysTheQuestionAgainAndKeepsItOpen() {
        var cook = Driver(TwoDishes.mash)
        cook.send(.begin)
        _ = cook.say("how much butter")
        _ = cook.say("set a rice timer for 5 minutes")
        _ = cook.say("set a pasta timer for 9 minutes")
        let which = cook.say("cancel the timer")
        #expect(which.hasPrefix("Which one?"))
        #expect(cook.say("repeat") == which)
        #expect(cook.say("the rice one") == "OK, the rice timer is cancelled.")
        let howLong = cook.say("set a timer")
        #expect(howLong.hasPrefix("For how long?"))
        #expect(cook.say("say that again") == howLong)
        #expect(cook.say("4 minutes") == "OK, the 4 minute timer is running.")
        // An answer is still what "repeat" says.
        let butter = cook.say("how much butter")
        #expect(cook.say("repeat") == butter)
    }
}

extension CookingSessionTests {
    /// "Stop the reminder" with the rice and the reminder both ringing,
    /// then "5 more minutes": the reminder just stopped was set again and
    /// the rice went on ringing. Time asked for while one rings is its.
    @Test func moreTimeGoesToTheTimerRingingNotTheOneJustStopped() {
        var cook = Driver(TwoDishes.mash)
        cook.send(.begin)
        _ = cook.say("set a rice timer for 30 seconds")
        _ = cook.say("remind me to stir the custard in 30 seconds")
        _ = cook.send(.tick(31))
        _ = cook.say("stop the reminder")
        #expect(cook.say("5 more minutes") == "OK, the rice timer now has 5 minutes left.")
        #expect(!cook.state.timers.contains { $0.reminder != nil })
    }
}

extension CookingSessionTests {
    /// "Remind me to baste the chicken" with no time was "Sorry, I didn't
    /// catch that": Sous asks when, and "in 20 minutes" answers.
    @Test func aReminderWithoutATimeAsksWhen() {
        var cook = Driver(TwoDishes.mash)
        cook.send(.begin)
        #expect(cook.say("remind me to baste the chicken") == "In how long should I remind you to baste the chicken? Say, for example, 20 minutes.")
        #expect(cook.say("in 20 minutes") == "OK, in 20 minutes I'll remind you to baste the chicken.")
        #expect(cook.state.timers.first?.reminder != nil)
        #expect(CommandParser.parse("remind me to baste the chicken in 5 minutes") == .timerSet(seconds: 300, name: "to baste the chicken"))
    }
}

extension CookingSessionTests {
    /// The reminder to drain the pasta, set beside the pasta timer (so
    /// called by its deed), asked again after the pasta timer was cancelled
    /// became a second reminder beside the first: it starts again.
    @Test func theSameReminderAskedAgainStartsAgain() {
        var cook = Driver(TwoDishes.mash)
        cook.send(.begin)
        _ = cook.say("set a pasta timer for 9 minutes")
        _ = cook.say("remind me to drain the pasta in 10 minutes")
        _ = cook.say("cancel the pasta timer")
        #expect(cook.say("remind me to drain the pasta in 12 minutes") == "The reminder to drain the pasta was already running; it starts again for 12 minutes.")
        #expect(cook.state.timers.count == 1)
    }
}

extension CookingSessionTests {
    /// "Pause the reminder" was "Sorry, I didn't catch that": a reminder
    /// pauses and resumes as a timer does.
    @Test func aReminderPausesAndResumes() {
        var cook = Driver(TwoDishes.mash)
        cook.send(.begin)
        _ = cook.say("remind me to baste the chicken in 20 minutes")
        #expect(cook.say("pause the reminder") == "OK, the reminder to baste the chicken is paused with 20 minutes left. Say resume the reminder to carry on.")
        #expect(cook.state.timers.first?.isPaused == true)
        #expect(cook.say("resume the reminder").hasPrefix("OK, the reminder to baste the chicken is running again"))
        #expect(CommandParser.parse("pause the reminder to baste the chicken") == .timerPause(name: "to baste the chicken"))
    }
}

extension CookingSessionTests {
    /// "Not fifty, fifteen" with several timers asked "Which one?" of all
    /// of them, though one ran 50 minutes: that one is meant.
    @Test func notFiftyFifteenFixesTheFiftyMinuteTimer() {
        var cook = Driver(TwoDishes.mash)
        cook.send(.begin)
        _ = cook.say("set a potato timer for 50 minutes")
        _ = cook.say("set a sauce timer for 10 minutes")
        _ = cook.say("how much butter")
        #expect(cook.say("not fifty, fifteen") == "15 minutes, not 50 minutes. OK, the potato timer for 15 minutes is running.")
        #expect(cook.state.timers.first { $0.name == "potato" }?.duration == 900)
    }
}

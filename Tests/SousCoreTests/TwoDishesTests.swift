import Testing
@testable import SousCore

/// Two dishes cooked at once: the timers, amounts and answers of one must
/// never be taken for the other's.
enum TwoDishes {
    static let mash = Recipe(
        id: "creamy-mashed-potatoes", title: "Creamy Mashed Potatoes", minutes: 30, servings: 4,
        ingredients: ["1 kg potatoes", "60 g butter", "100 ml milk"].map(Ingredient.init(parsing:)),
        steps: [Step(text: "Peel and cut the potatoes."), Step(text: "Simmer for 15 minutes.", timer: 900),
                Step(text: "Mash with the butter and milk.")])

    static let roast = Recipe(
        id: "crispy-roast-potatoes", title: "Crispy Roast Potatoes", minutes: 60, servings: 4,
        ingredients: ["1 kg potatoes", "3 tbsp olive oil", "1 tsp salt"].map(Ingredient.init(parsing:)),
        steps: [Step(text: "Heat the oven to 220C."), Step(text: "Parboil for 8 minutes.", timer: 480),
                Step(text: "Roast for 30 minutes.", timer: 1800)])

    static let salmon = Recipe(
        id: "baked-salmon", title: "Baked Salmon with Lemon and Dill", minutes: 25, servings: 4,
        ingredients: ["4 salmon fillets", "2 tbsp butter", "1 lemon"].map(Ingredient.init(parsing:)),
        steps: [Step(text: "Heat the oven."), Step(text: "Bake for 12 minutes.", timer: 720)])
}

extension CookingSessionTests {
    /// In the roast potatoes, "cancel the potatoes timer" cancelled the
    /// mash's step 2 timer without asking, and in the salmon "how long
    /// left on the salmon" said "There's no salmon timer" while its own
    /// step 2 ran: the open dish's step timers answer to its title too.
    @Test func theOpenDishNameFindsItsOwnStepTimers() {
        var cook = Driver(TwoDishes.mash)
        cook.send(.begin)
        _ = cook.say("go to step 2")
        _ = cook.say("yes")
        cook.state = cook.state.switching(to: TwoDishes.roast)
        _ = cook.say("go to step 3")
        _ = cook.say("yes")
        _ = cook.say("set a potato timer for 12 minutes")
        #expect(cook.say("cancel the potatoes timer").hasPrefix("Which one? The creamy mashed potatoes step 2 timer, the step 3 timer and the potato timer are running."))
        #expect(cook.state.timers.count == 3)
        #expect(cook.say("cancel the roast potatoes timer") == "OK, the step 3 timer is cancelled.")
        var salmon = Driver(TwoDishes.salmon)
        salmon.send(.begin)
        _ = salmon.say("go to step 2")
        _ = salmon.say("yes")
        salmon.send(.tick(60))
        #expect(salmon.say("how long left on the salmon") == "The step 2 timer has 11 minutes left.")
        #expect(salmon.say("cancel the salmon timer") == "OK, the step 2 timer is cancelled.")
    }
}

extension CookingSessionTests {
    /// "Add 2 minutes" with the rice and sauce timers ringing went to the
    /// rice timer, the sauce left ringing: two ringing are asked about, and
    /// "Which one?" takes its usual answers.
    @Test func moreTimeWithTwoRingingAsksWhichOne() {
        var cook = Driver(TwoDishes.mash)
        cook.send(.begin)
        _ = cook.say("set a rice timer for 10 seconds")
        _ = cook.say("set a sauce timer for 8 seconds")
        cook.send(.tick(11))
        #expect(cook.say("add 2 minutes") == "Which one? The rice timer and the sauce timer are ringing. Say, for example, add 2 minutes to the rice timer.")
        #expect(cook.say("the sauce one") == "OK, the sauce timer now has 2 minutes left.")
        #expect(cook.state.timers.first { $0.name == "rice" }?.ringing == true)
        cook.send(.tick(20))
        _ = cook.say("set a tea timer for 5 seconds")
        cook.send(.tick(26))
        #expect(cook.say("5 more minutes").hasPrefix("Which one?"))
        #expect(cook.say("the second one") == "OK, the tea timer now has 5 minutes left.")
        cook.send(.tick(30))
        _ = cook.say("set an egg timer for 1 second")
        cook.send(.tick(32))
        _ = cook.say("give it 2 more minutes")
        #expect(cook.say("egg") == "OK, the egg timer now has 2 minutes left.")
    }
}

extension CookingSessionTests {
    /// "Which one?" answered "the chicken one" with the chicken's step 6
    /// and step 7 timers running cancelled one of them unasked; the open
    /// dish's own timer could not be chosen by its name; and after "Sorry,
    /// I didn't catch that" the question was gone.
    @Test func aWhichOneAnswerThatFitsTwoIsAskedAgain() {
        let chicken = Recipe(
            id: "roast-chicken", title: "Lemon and Thyme Roast Chicken", minutes: 100, servings: 4,
            ingredients: ["1 chicken", "1 lemon"].map(Ingredient.init(parsing:)),
            steps: [Step(text: "Heat the oven."), Step(text: "Roast for 75 minutes.", timer: 4500), Step(text: "Rest for 15 minutes.", timer: 900)])
        var cook = Driver(chicken)
        cook.send(.begin)
        _ = cook.say("go to step 2")
        _ = cook.say("yes")
        _ = cook.say("go to step 3")
        _ = cook.say("yes")
        cook.state = cook.state.switching(to: TwoDishes.roast)
        _ = cook.say("go to step 3")
        _ = cook.say("yes")
        _ = cook.say("set a potato timer for 12 minutes")
        #expect(cook.say("cancel the timer").hasPrefix("Which one?"))
        #expect(cook.say("the banana one") == "Sorry, I didn't catch which one: the lemon and thyme roast chicken step 2 timer, the lemon and thyme roast chicken step 3 timer, the step 3 timer or the potato timer? Say, for example, the first one.")
        #expect(cook.say("the chicken one")
            == "Which one? The lemon and thyme roast chicken step 2 timer and the lemon and thyme roast chicken step 3 timer are running. Say, for example, cancel the lemon and thyme roast chicken step 2 timer.")
        #expect(cook.state.timers.count == 4)
        #expect(cook.say("the second one") == "OK, the lemon and thyme roast chicken step 3 timer is cancelled.")
        #expect(cook.say("cancel the timer").hasPrefix("Which one?"))
        #expect(cook.say("the crispy roast potatoes one") == "OK, the step 3 timer is cancelled.")
        #expect(cook.say("cancel the timer").hasPrefix("Which one?"))
        #expect(cook.say("the potato one") == "OK, the potato timer is cancelled.")
        #expect(cook.state.timers.map(\.name) == ["lemon and thyme roast chicken step 2"])
    }
}

extension CookingSessionTests {
    /// "Set a potato timer for 25 minutes" in the roast potatoes restarted
    /// the potato timer set in the mash, its 12 minutes lost: the second
    /// runs beside it, named by its dish; in one dish it starts again.
    @Test func aNamedTimerOfTheOtherDishIsNotReplaced() {
        var cook = Driver(TwoDishes.mash)
        cook.send(.begin)
        _ = cook.say("set a potato timer for 12 minutes")
        #expect(cook.say("set a potato timer for 10 minutes") == "The potato timer was already running; it starts again for 10 minutes.")
        cook.state = cook.state.switching(to: TwoDishes.roast)
        #expect(cook.say("set a potato timer for 25 minutes")
            == "OK, the crispy roast potatoes potato timer for 25 minutes is running.\nThe potato timer you set in Creamy Mashed Potatoes keeps running.")
        #expect(cook.state.timers.map(\.name) == ["potato", "crispy roast potatoes potato"])
        #expect(cook.state.timers.map(\.duration) == [600, 1500])
        #expect(cook.say("set a potato timer for 20 minutes") == "The crispy roast potatoes potato timer was already running; it starts again for 20 minutes.")
        #expect(cook.state.timers.count == 2)
        // Saved and restored with the session, its dish too.
        let restored = CookingState(restoring: cook.state.snapshot, recipe: TwoDishes.roast)
        #expect(restored.timers.map(\.dish) == ["Creamy Mashed Potatoes", "Crispy Roast Potatoes"])
    }
}

extension CookingSessionTests {
    /// "Remind me in 2 minutes to baste the chicken" was no command (only
    /// check, stir and turn were), and "... to stir the sauce" rang as
    /// "Your sauce timer is done!", the deed forgotten.
    @Test func aReminderRingsWithItsWords() {
        #expect(CommandParser.parse("remind me in 2 minutes to baste the chicken") == .timerSet(seconds: 120, name: "to baste the chicken"))
        #expect(CommandParser.parse("remind me to drain the pasta in 9 minutes") == .timerSet(seconds: 540, name: "to drain the pasta"))
        var cook = Driver(TwoDishes.salmon)
        cook.send(.begin)
        #expect(cook.say("remind me in 2 minutes to baste the chicken") == "OK, in 2 minutes I'll remind you to baste the chicken.")
        #expect(cook.say("remind me in 1 minute to stir the sauce") == "OK, in 1 minute I'll remind you to stir the sauce.")
        #expect(cook.state.timers.map(\.name) == ["chicken", "sauce"])
        #expect(Driver.spoken(cook.send(.tick(60))) == "Time to stir the sauce: your 1 minute reminder is done.")
        #expect(Driver.spoken(cook.send(.tick(120))).hasPrefix("Time to baste the chicken: your 2 minute reminder is done."))
    }
}

extension CookingSessionTests {
    /// A timer set without a name in the mash rang in the salmon as "Your
    /// 1 minute timer is done!", with no hint of which pan: it names the
    /// dish it was set in when another dish is open; in its own dish it
    /// stays short.
    @Test func anUnnamedTimerRingingInTheOtherDishNamesItsDish() {
        var cook = Driver(TwoDishes.mash)
        cook.send(.begin)
        cook.send(.tick(0))
        _ = cook.say("set a timer for 1 minute")
        _ = cook.say("set a timer for 2 minutes")
        cook.state = cook.state.switching(to: TwoDishes.salmon)
        #expect(Driver.spoken(cook.send(.tick(60))) == "Your 1 minute timer for the Creamy Mashed Potatoes is done!")
        // Its reminder too (was "Reminder: your 1 minute timer is done.").
        #expect(Driver.spoken(cook.send(.tick(90))) == "Reminder: your 1 minute timer for the Creamy Mashed Potatoes is done. Say stop, or got it, to silence it.")
        _ = cook.say("stop")
        cook.state = cook.state.switching(to: TwoDishes.mash)
        #expect(Driver.spoken(cook.send(.tick(120))) == "Your 2 minute timer is done!")
    }
}

extension CookingSessionTests {
    /// Welcomed back (a restart, or the dish reopened) while a timer rang,
    /// the cook heard of it only at its reminder, 30 seconds on: the
    /// welcome says it rings.
    @Test func theWelcomeSaysATimerIsStillRinging() {
        var cook = Driver(TwoDishes.mash)
        cook.send(.begin)
        cook.send(.tick(0))
        _ = cook.say("go to step 2")
        _ = cook.say("set a rest timer for 10 seconds")
        cook.send(.tick(10))
        #expect(cook.state.timers.first?.ringing == true)
        var restarted = CookingState(restoring: cook.state.snapshot, recipe: TwoDishes.mash)
        restarted.now = 15
        cook.state = restarted
        let welcome = Driver.spoken(cook.send(.resumed)).split(separator: "\n").map(String.init)
        #expect(Array(welcome.prefix(2)) == ["Welcome back. You were on step 2 of Creamy Mashed Potatoes.",
                                             "Your rest timer is still ringing: say stop, or got it, to silence it."])
        // Said now, so reminded 30 seconds from now, not at once.
        #expect(Driver.spoken(cook.send(.tick(40))) == "")
        #expect(Driver.spoken(cook.send(.tick(45))).hasPrefix("Reminder: your rest timer is done."))
    }

    /// A reminder still ringing at the welcome is said by its deed, as it rang.
    @Test func theWelcomeSaysAReminderByItsDeed() {
        var cook = Driver(TwoDishes.mash)
        cook.send(.begin)
        cook.send(.tick(0))
        _ = cook.say("go to step 2")
        _ = cook.say("remind me in 10 seconds to take the bread out")
        cook.send(.tick(10))
        var restarted = CookingState(restoring: cook.state.snapshot, recipe: TwoDishes.mash)
        restarted.now = 15
        cook.state = restarted
        let welcome = Driver.spoken(cook.send(.resumed)).split(separator: "\n").map(String.init)
        #expect(welcome.dropFirst().first == "Your reminder to take the bread out is still ringing: say stop, or got it, to silence it.", "\(welcome)")
    }
}

extension CookingSessionTests {
    /// A dish reopened offers its step's timer; "cancel the timer" then
    /// said "OK, no timer." and cancelled none of the three running: the
    /// offer is declined and the cook asked which running one was meant.
    @Test func cancelTheTimerWithAnOfferAndTimersRunningAsksWhichOne() {
        var cook = Driver(TwoDishes.mash)
        cook.send(.begin)
        cook.send(.tick(0))
        _ = cook.say("set a potato timer for 12 minutes")
        _ = cook.say("set a rice timer for 9 minutes")
        #expect(cook.say("go to step 2").contains("Do you want a timer"))
        #expect(cook.say("cancel the timer")
            == "OK, no timer.\nIf you meant a running timer, which one? The potato timer and the rice timer are running. Say, for example, cancel the potato timer, or cancel all timers.")
        #expect(cook.say("the rice one") == "OK, the rice timer is cancelled.")
        #expect(cook.state.timers.map(\.name) == ["potato"])
    }
}

extension CookingSessionTests {
    /// "Which one: Creamy Mashed Potatoes or Crispy Roast Potatoes?" took
    /// only a word of a title: "the mashed ones", "the mashed potatoes",
    /// "the first one", "the second one" answer it too.
    @Test func aRecipeWhichOneTakesTheWaysPeopleAnswer() {
        let offered = [TwoDishes.mash, TwoDishes.roast]
        for (answer, id) in [("the mashed ones", "creamy-mashed-potatoes"), ("the mashed potatoes", "creamy-mashed-potatoes"),
                             ("the first one", "creamy-mashed-potatoes"), ("the second one", "crispy-roast-potatoes"),
                             ("the 2nd", "crispy-roast-potatoes"), ("the last one", "crispy-roast-potatoes"),
                             ("crispy", "crispy-roast-potatoes"), ("the roast ones please", "crispy-roast-potatoes")] {
            #expect(RecipeSearch.chosen(answer, among: offered)?.id == id, "\(answer)")
        }
        for answer in ["the potatoes", "the third one", "the baked ones", "next"] {
            #expect(RecipeSearch.chosen(answer, among: offered) == nil, "\(answer)")
        }
    }
}

extension CookingSessionTests {
    /// "Cancel all timers" in the roast potatoes cancelled the mash's
    /// simmer timer too, without a word: the other dish's timers are named
    /// and the cook is asked first; "no" keeps them all, "yes" cancels them
    /// all. In one dish it cancels at once, as before.
    @Test func cancelAllTimersAsksBeforeStoppingTheOtherDishes() {
        var cook = Driver(TwoDishes.mash)
        cook.send(.begin)
        _ = cook.say("go to step 2")
        _ = cook.say("yes")
        _ = cook.say("set a potato timer for 12 minutes")
        cook.state = cook.state.switching(to: TwoDishes.roast)
        _ = cook.say("go to step 3")
        _ = cook.say("yes")
        #expect(cook.say("cancel all timers")
            == "That also stops the creamy mashed potatoes step 2 timer and the potato timer you set in Creamy Mashed Potatoes. Cancel all 3? Say yes or no.")
        #expect(cook.state.offer == .cancelAll)
        #expect(cook.say("no") == "OK, all 3 timers keep running.")
        #expect(cook.state.timers.count == 3)
        #expect(cook.say("cancel the step 3 timer") == "OK, the step 3 timer is cancelled.")
        #expect(cook.say("cancel the 12 minute timer") == "OK, the potato timer for the Creamy Mashed Potatoes is cancelled.")
        cook.send(.tick(60))
        #expect(cook.say("cancel all timers")
            == "No timer of Crispy Roast Potatoes is running; that stops the creamy mashed potatoes step 2 timer, which has 14 minutes left. Cancel it? Say yes or no.")
        #expect(cook.say("yes") == "OK, the creamy mashed potatoes step 2 timer is cancelled.")
        #expect(cook.state.timers.isEmpty)
        // "Cancel both timers" says which already: no question.
        _ = cook.say("set a timer for 5 minutes")
        cook.state = cook.state.switching(to: TwoDishes.mash)
        _ = cook.say("set a rice timer for 9 minutes")
        #expect(cook.say("cancel both timers") == "OK, both timers are cancelled.")

        var one = Driver(TwoDishes.mash)
        one.send(.begin)
        _ = one.say("go to step 2")
        _ = one.say("yes")
        _ = one.say("set a potato timer for 12 minutes")
        #expect(one.say("cancel all timers") == "OK, both timers are cancelled.")
    }
}

extension CookingSessionTests {
    /// In the salmon, "how long left on the mash" said "There's no mash
    /// timer; the creamy mashed potatoes step 2 timer has 15 minutes
    /// left": the mash is the mashed potatoes, for its timers too.
    @Test func theMashFindsTheMashedPotatoesTimers() {
        var cook = Driver(TwoDishes.mash)
        cook.send(.begin)
        _ = cook.say("go to step 2")
        _ = cook.say("yes")
        cook.state = cook.state.switching(to: TwoDishes.salmon)
        _ = cook.say("set a rice timer for 9 minutes")
        #expect(cook.say("how long left on the mash") == "The creamy mashed potatoes step 2 timer has 15 minutes left.")
        #expect(cook.say("cancel the mash timer") == "OK, the creamy mashed potatoes step 2 timer is cancelled.")
        #expect(cook.state.timers.map(\.name) == ["rice"])
    }
}

extension CookingSessionTests {
    /// "Cancel the timer" in the salmon, which has no timer, with the
    /// mash's running: it was cancelled as "the 10 minute timer", the cook
    /// left to guess which pan lost its timer. It names the dish; several
    /// are asked about with their dishes, as is the one a timer offer
    /// leaves in doubt.
    @Test func cancellingTheOtherDishsTimerNamesTheDish() {
        var cook = Driver(TwoDishes.mash)
        cook.send(.begin)
        _ = cook.say("next")
        _ = cook.say("set a timer for 10 minutes")
        cook.state = cook.state.switching(to: TwoDishes.salmon)
        _ = cook.say("next")
        #expect(cook.say("cancel the timer") == "OK, the 10 minute timer for the Creamy Mashed Potatoes is cancelled.")
        #expect(cook.state.timers.isEmpty)
        cook.state = cook.state.switching(to: TwoDishes.mash)
        _ = cook.say("set a rice timer for 10 minutes")
        _ = cook.say("set a timer for 10 minutes")
        cook.state = cook.state.switching(to: TwoDishes.salmon)
        #expect(cook.say("cancel the timer") == "Which one? The rice timer for the Creamy Mashed Potatoes and the 10 minute timer for the Creamy Mashed Potatoes are running. "
            + "Say, for example, cancel the rice timer, or cancel all timers.")
        #expect(cook.say("the rice one") == "OK, the rice timer for the Creamy Mashed Potatoes is cancelled.")
        // On a step that offers its own timer, "cancel the timer" may mean no to the offer: asked, with its dish.
        _ = cook.say("go to step 2")
        #expect(cook.say("cancel the timer") == "OK, no timer.\nDo you want the 10 minute timer for the Creamy Mashed Potatoes cancelled? Say yes or no.")
        #expect(cook.say("yes") == "OK, the 10 minute timer for the Creamy Mashed Potatoes is cancelled.")
    }
}

import Testing
@testable import SousCore

/// Steps with more than one timed wait: "bake covered for 20 minutes, then
/// uncovered for 25" is 45 minutes, offered as 20 and then 25.
extension CookingSessionTests {
    static let loaf = Recipe(
        id: "country-loaf", title: "Country Loaf", minutes: 120, servings: 1,
        ingredients: ["500 g bread flour", "350 g water"].map(Ingredient.init(parsing:)),
        steps: [
            Step(text: "Turn the loaf out, score it, and bake covered at 250°C for 20 minutes, then lower to 220°C (425°F) and bake uncovered for 25 minutes.",
                 timer: 1200),
            Step(text: "Cool in the pan 15 minutes, then invert onto a rack to cool completely, about 1 hour.", timer: 900),
            Step(text: "Slice and serve."),
        ])

    /// The waits a step's words give one after another, and those that are
    /// no further wait: an alternative, a time within the bake.
    @Test func stagesAreReadFromTheStepText() {
        func stages(_ text: String, _ timer: Int) -> [Int] { Step(text: text, timer: timer).stages.map(\.seconds) }
        #expect(stages(Self.loaf.steps[0].text, 1200) == [1200, 1500])
        #expect(stages(Self.loaf.steps[1].text, 900) == [900, 3600])
        // Cooklang's "~{10%minutes} ... another ~{12%minutes}", read as words.
        #expect(stages("Bake at 230°C for 10 minutes, rotate the pan, then bake another 12 minutes.", 600) == [600, 720])
        #expect(stages("Bake at 425 degrees F for 15 minutes, then reduce the oven to 350 degrees F and bake 35-40 minutes more.", 900) == [900, 2100])
        // One wait, as before.
        #expect(stages("Knead by hand for 10-12 minutes or in a stand mixer for 6 minutes.", 600) == [600])
        #expect(stages("Bake 45-50 mins at 375F, tenting with foil after 30 minutes.", 2700) == [2700])
        #expect(stages("Bulk ferment for 4 to 5 hours, with a set of stretch and folds every 30 minutes for the first 2 hours.", 14400) == [14400])
        #expect(stages("Simmer for 20 minutes.", 1200) == [1200])
        #expect(stages("Bake for 1 hour 30 minutes more, until thick and creamy with a golden skin.", 5400) == [5400])
        #expect(stages("Bake for 25 minutes or until golden on top. Remove from the oven and let set for 15 minutes before cutting.", 1500) == [1500, 900])
        // A timer the file sets that the words do not give is the step's only one.
        #expect(stages("Bake for 20 minutes, then 25 minutes more.", 1800) == [1800])
        #expect(Step(text: "Bake for 20 minutes, then 25 minutes more.").stages.isEmpty)
    }

    /// The step's time is the sum of its stages, and when the first one's
    /// timer is silenced Sous offers the next.
    @Test func twoStageStepCountsAndOffersBoth() {
        var cook = Driver(Self.loaf)
        cook.send(.begin)
        let step = cook.say("next")
        #expect(step.contains("Do you want a timer for 20 minutes, part 1 of 2?"))
        #expect(cook.say("how long does this step take") == "This step takes 45 minutes: 20 minutes, then 25 minutes.")
        #expect(cook.say("yes").contains("step 1 timer for 20 minutes is running"))
        #expect(cook.say("how long does this take").contains("about 2 hours of timed cooking still to come"))
        #expect(cook.say("how long does it bake for").contains("its timer has 20 minutes left, then 25 minutes more"))
        cook.send(.tick(1200))
        let silenced = cook.say("got it")
        #expect(silenced.contains("OK, step 1 timer stopped."))
        #expect(silenced.contains("Step 1 goes on for 25 minutes more. Do you want a timer for the next 25 minutes, part 2 of 2?"))
        #expect(cook.say("how long does this take").contains("about 1 hour and 40 minutes of timed cooking still to come"))
        #expect(cook.say("yes").contains("step 1 timer for 25 minutes is running"))
        #expect(cook.state.timers.map(\.duration) == [1500])
        cook.send(.tick(1200 + 1500))
        // The last stage rung, nothing more is offered.
        #expect(!cook.say("got it").contains("Do you want"))
        // A one-timer step is offered as before.
        var soup = Driver(Fixtures.soup)
        soup.send(.begin)
        #expect(soup.say("next").hasSuffix("Do you want a timer for 5 minutes?"))
        #expect(soup.say("how long does this step take") == "This step takes 5 minutes.")
    }

    /// A range is said as one, "3 to 4 hours", not as its short end alone.
    @Test func rangesAreSaidWhole() {
        func said(_ text: String, _ timer: Int) -> String { Reply.stepTimeSpoken(Step(text: text, timer: timer)) }
        #expect(said("Let the dough bulk ferment until risen by about 50%, 3-4 hours.", 10800) == "3 to 4 hours")
        #expect(said("Cover and rest 30 minutes to 1 hour (autolyse).", 1800) == "30 minutes to 1 hour")
        #expect(said("Proof 45 min to 1 hr.", 2700) == "45 minutes to 1 hour")
        #expect(said("Let rise 1-2 hours at room temperature, until doubled.", 3600) == "1 to 2 hours")
        #expect(said("Bake at 425 degrees F for 15 minutes, then reduce the oven to 350 degrees F and bake 35-40 minutes more.", 900)
                == "50 to 55 minutes: 15 minutes, then 35 to 40 minutes")
        #expect(said("Simmer for 20 minutes.", 1200) == "20 minutes")
    }

    /// "Rest 30 minutes, then fold; repeat 4 times every 30 minutes" is
    /// four rests of 30 minutes, each offered in turn and all counted.
    @Test func repeatedWaitsAreCountedEachTime() {
        func stages(_ text: String, _ timer: Int) -> [Int] { Step(text: text, timer: timer).stages.map(\.seconds) }
        #expect(stages("Rest 30 minutes, then fold; repeat 4 times every 30 minutes.", 1800) == [1800, 1800, 1800, 1800])
        #expect(stages("Rest 1 minute, then fold; repeat 3 times every 1 minute.", 60) == [60, 60, 60])
        #expect(stages("Stretch and fold the dough, then leave for 30 minutes. Repeat 2 more times.", 1800) == [1800, 1800, 1800])
        // Folding 8 times is no wait repeated.
        #expect(stages("Stretch and fold the dough over itself 8 times, then leave for 30 minutes.", 1800) == [1800])
        let folds = Recipe(id: "folds", title: "Folded Dough", minutes: 150, servings: 1, ingredients: [],
                           steps: [Step(text: "Rest 30 minutes, then fold; repeat 4 times every 30 minutes.", timer: 1800), Step(text: "Shape.")])
        var cook = Driver(folds)
        cook.send(.begin)
        #expect(cook.say("next").hasSuffix("Do you want a timer for 30 minutes, round 1 of 4?"))
        #expect(cook.say("how long does this step take") == "This step takes 2 hours: 4 times 30 minutes.")
        #expect(cook.say("how long does this take").contains("about 2 hours of timed cooking still to come"))
        _ = cook.say("yes")
        cook.send(.tick(1800))
        #expect(cook.say("got it").hasSuffix("Step 1 goes on for 1 hour and 30 minutes more. Do you want a timer for the next 30 minutes, round 2 of 4?"))
        #expect(cook.say("how long does this take").contains("about 1 hour and 30 minutes of timed cooking still to come"))
    }

    /// After a restart, a step whose timer already rang and was silenced,
    /// or runs under a name the cook gave it, is not offered a timer again.
    @Test func welcomeBackDoesNotOfferATimerThatRan() {
        func restarted(_ cook: Driver) -> String {
            var back = Driver(Fixtures.soup)
            back.state = CookingState(restoring: cook.state.snapshot, recipe: Fixtures.soup)
            return Driver.spoken(back.send(.resumed))
        }
        var cook = Driver(Fixtures.soup)
        cook.send(.begin)
        #expect(cook.say("next").hasSuffix("Do you want a timer for 5 minutes?"))
        _ = cook.say("yes")
        cook.send(.tick(300))
        _ = cook.say("got it")
        let welcome = restarted(cook)
        #expect(welcome.contains("Welcome back. You were on step 1"))
        #expect(!welcome.contains("Do you want a timer"))
        // Nor when the cook comes back to it, or asks it again.
        _ = cook.say("next")
        #expect(!cook.say("back").contains("Do you want a timer"))
        #expect(!cook.say("repeat").contains("Do you want a timer"))
        // "Start the timer" still times it again, when asked.
        #expect(cook.say("start the timer").contains("step 1 timer for 5 minutes is running"))
        // Cooked again from the top, it is offered.
        cook.send(.tick(cook.state.now + 300))
        _ = cook.say("got it")
        #expect(cook.say("start over").contains("Do you want a timer for 5 minutes?"))

        // Set under the cook's own name, the step's timer is not offered beside it.
        var named = Driver(Fixtures.soup)
        named.send(.begin)
        _ = named.say("go to step 4")
        _ = named.say("no")
        _ = named.say("set a lentil timer for 20 minutes")
        #expect(!restarted(named).contains("Do you want a timer"))
        // A step timer cancelled before it rang was no timing of the step.
        var cancelled = Driver(Fixtures.soup)
        cancelled.send(.begin)
        _ = cancelled.say("go to step 4")
        _ = cancelled.say("yes")
        _ = cancelled.say("cancel the timer")
        #expect(restarted(cancelled).contains("Do you want a timer for 20 minutes?"))

        // A timer that rang while Sous was down: the welcome asks nothing
        // beside the alarm, so "got it" silences it and starts nothing
        // (it started the step's timer the welcome had offered).
        var ringing = Driver(Fixtures.soup)
        ringing.send(.begin)
        _ = ringing.say("go to step 4")
        _ = ringing.say("no")
        _ = ringing.say("set an egg timer for 3 seconds")
        ringing.state.now += 10
        var back = Driver(Fixtures.soup)
        back.state = CookingState(restoring: ringing.state.snapshot, recipe: Fixtures.soup)
        back.state.now = ringing.state.now
        let greeting = Driver.spoken(back.send(.resumed))
        #expect(greeting.contains("egg timer"), "\(greeting)")
        #expect(!greeting.contains("Do you want a timer"), "\(greeting)")
        let gotIt = back.say("got it")
        #expect(gotIt.contains("stopped") && !gotIt.contains("running"), "\(gotIt)")
    }
}

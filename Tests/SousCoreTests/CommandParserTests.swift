import Testing
@testable import SousCore

@Suite("Typed and spoken phrasings")
struct CommandParserTests {
    static let phrasings: [(String, Intent)] = [
        ("next", .next), ("Next!", .next), ("OK, next please", .next), ("next step", .next),
        ("um, next one", .next), ("move on", .next), ("I'm done", .next), ("skip this step", .next),
        ("back", .back), ("go back", .back), ("Go back one step.", .back), ("previous step", .back),
        ("back one step", .back), ("go back a step", .back),
        ("repeat", .repeat), ("say that again", .repeat), ("Sorry?", .repeat), ("what was that?", .repeat),
        ("come again", .repeat), ("one more time please", .repeat),
        ("ingredients", .ingredients), ("what are the ingredients", .ingredients), ("What do I need?", .ingredients),
        ("read me the ingredients again", .ingredients), ("list the ingredients", .ingredients),
        ("go to step 3", .gotoStep(3)), ("step three", .bareStep(3)), ("Go to step twelve", .gotoStep(12)),
        ("skip to step 4", .gotoStep(4)), ("go to the second step", .gotoStep(2)), ("jump to step twenty one", .gotoStep(21)),
        ("start over", .startOver), ("start again from the beginning", .startOver), ("from the top", .startOver),
        ("how much garlic", .howMuch("garlic")), ("How much garlic do I need?", .howMuch("garlic")),
        ("how much olive oil", .howMuch("olive oil")), ("how many eggs do I need", .howMuch("eggs")),
        ("how much of the butter", .howMuch("butter")), ("what amount of flour do I need", .howMuch("flour")),
        ("how much za'atar", .howMuch("za'atar")),
        ("make it for four", .servings(4)), ("make it for 6 people", .people(6)), ("scale to 3 servings", .people(3)),
        ("we are eight", .people(8)), ("for two people please", .people(2)),
        ("double it", .scaleServings(2)), ("double the recipe", .scaleBy(2)), ("halve the recipe", .scaleBy(0.5)), ("triple the recipe please", .scaleBy(3)),
        ("how many servings is this for", .servingsQuery), ("how many people does it serve", .servingsQuery),
        ("how many eggs", .howMuch("eggs")),
        ("how much garlic for 6 people", .howMuchForPeople("garlic", people: 6)),
        ("how much olive oil do I need for eight?", .howMuchFor("olive oil", servings: 8)),
        ("how many eggs to serve 3", .howMuchForPeople("eggs", people: 3)),
        ("how much garlic for a dozen people", .howMuchForPeople("garlic", people: 12)), ("make it for half a dozen", .makes(6, "pieces")),
        ("how many steps are there", .progress), ("how many steps are left?", .progress), ("what step am I on", .progress),
        ("which step is this", .progress), ("how far along are we", .progress),
        ("how long does this take", .recipeTime), ("how long will the recipe take in total", .recipeTime),
        ("how much time does it take", .recipeTime), ("how long until dinner is ready", .recipeTime),
        ("what temperature", .temperature(oven: false)), ("what temperature should the oven be at", .temperature(oven: true)),
        ("how hot should the pan be", .temperature(oven: false)), ("what do I set the oven to", .temperature(oven: true)),
        ("oven temperature?", .temperature(oven: true)), ("how hot should the oven be", .temperature(oven: true)),
        ("what size tin do I need", .vessel), ("which pan should I use", .vessel), ("what kind of dish", .vessel),
        ("how big a tin", .vessel), ("what do I bake it in", .vessel),
        ("set a timer for ten minutes", .timerSet(seconds: 600, name: nil)),
        ("Set a timer for 10 minutes.", .timerSet(seconds: 600, name: nil)),
        ("set a pasta timer for 9 minutes", .timerSet(seconds: 540, name: "pasta")),
        ("set a timer for an hour and a half", .timerSet(seconds: 5400, name: nil)),
        ("timer for half an hour", .timerSet(seconds: 1800, name: nil)),
        ("start a 5 minute timer", .timerSet(seconds: 300, name: nil)),
        ("set a timer for 1 minute 30 seconds", .timerSet(seconds: 90, name: nil)),
        ("set a timer for two and a half minutes", .timerSet(seconds: 150, name: nil)),
        ("remind me in 20 minutes", .timerSet(seconds: 1200, name: nil)),
        ("set a timer for 9 minutes for the rice", .timerSet(seconds: 540, name: "rice")),
        ("start the timer", .timerSet(seconds: nil, name: nil)),
        ("cancel the timer", .timerCancel(name: nil)), ("stop the timer", .timerCancel(name: nil)),
        ("cancel the pasta timer", .timerCancel(name: "pasta")),
        ("cancel all timers", .timerCancel(name: KitchenTimer.all)), ("stop all the timers", .timerCancel(name: KitchenTimer.all)),
        ("cancel every timer", .timerCancel(name: KitchenTimer.all)), ("stop the second one", .timerCancel(name: "second one")),
        ("cancel the third one", .timerCancel(name: "third one")),
        ("set a timer for 1:30", .timerSet(seconds: 90, name: nil)), ("set a timer for 1:30:00", .timerSet(seconds: 5400, name: nil)),
        ("set a pasta timer for 10:00", .timerSet(seconds: 600, name: "pasta")),
        ("another 5 minutes", .timerAdd(seconds: 300, name: nil)), ("an extra 30 seconds", .timerAdd(seconds: 30, name: nil)),
        ("take off 2 minutes", .timerAdd(seconds: -120, name: nil)), ("2 minutes less", .timerAdd(seconds: -120, name: nil)),
        ("take 2 minutes off the pasta timer", .timerAdd(seconds: -120, name: "pasta")),
        ("set another timer for 5 minutes", .timerSet(seconds: 300, name: nil)),
        ("how much time is left", .timerQuery(name: nil)), ("how long is left on the timer", .timerQuery(name: nil)),
        ("how much longer", .timerQuery(name: nil)), ("time left?", .timerQuery(name: nil)), ("check the timer", .timerQuery(name: nil)),
        ("how long left on the pasta", .timerQuery(name: "pasta")), ("how long until the rice is done", .timerQuery(name: "rice")),
        ("how much time is left on the sauce timer", .timerQuery(name: "sauce")),
        ("a timer for one and a half hours", .timerSet(seconds: 5400, name: nil)), ("set timer 3 mins", .timerSet(seconds: 180, name: nil)),
        ("set a timer for 5 minutes called sauce", .timerSet(seconds: 300, name: "sauce")),
        ("set a timer for the potatoes for 20 minutes", .timerSet(seconds: 1200, name: "potatoes")),
        ("cancel", .timerCancel(name: nil)), ("make it for one person", .people(1)), ("I'm cooking for 8", .people(8)),
        ("serves 6", .people(6)), ("progress", .progress), ("how many remote searches are left", .quotaQuery), ("cut it in half", .scaleServings(0.5)), ("go to the last step", .gotoStep(Intent.lastStep)),
        ("go to the 6th step", .gotoStep(6)), ("nxet", .next), ("ingrediants", .ingredients), ("repaet", .repeat), ("step -1", .bareStep(-1)),
        ("what's next", .whatsNext), ("what is the next step", .whatsNext), ("what comes next?", .whatsNext),
        ("stop", .stop), ("Stop!", .stop), ("quit", .stop),
        ("pause", .pause), ("hold on", .pause), ("wait a second", .pause),
        ("resume", .resume), ("continue", .resume), ("carry on", .resume),
        ("yes", .yes), ("Yes please.", .yes), ("OK", .yes), ("okay", .yes), ("sure", .yes), ("yeah go ahead", .yes),
        ("no", .no), ("No thanks", .no), ("nope", .no), ("not now", .no),
        ("speak slower", .voice(.slower)), ("slow down please", .voice(.slower)), ("talk a bit faster", .voice(.faster)),
        ("louder", .voice(.louder)), ("speak up", .voice(.louder)), ("quieter please", .voice(.softer)), ("turn it down", .voice(.softer)),
        ("help", .help), ("what can I say?", .help),
        ("what do I need to buy", .shoppingList), ("how many searches are left", .quotaQuery),
        // In a cook's own words.
        ("sorry please", .repeat), ("uh huh", .yes), ("hold on a second", .pause), ("hang on a minute", .pause),
        ("just a sec", .pause), ("wait, go back", .back), ("no, go back", .back), ("no, not now", .no), ("yes please do", .yes),
        ("go back to the previous step", .back), ("put a timer on for ten minutes", .timerSet(seconds: 600, name: nil)),
        ("set an alarm for 5 minutes", .timerSet(seconds: 300, name: nil)), ("turn the timer off", .timerCancel(name: nil)),
        ("what's left on the pasta timer", .timerQuery(name: "pasta")), ("keep reading", .resume),
        ("remind me in 10 minutes to stir the sauce", .timerSet(seconds: 600, name: "to stir the sauce")),
        ("cancel the reminder", .timerCancel(name: "reminder")), ("never mind the reminder", .timerCancel(name: "reminder")),
        ("forget the reminder to stir the sauce", .timerCancel(name: "to stir the sauce")), ("cancel the sauce reminder", .timerCancel(name: "sauce")),
        ("don't remind me after all", .timerCancel(name: "reminder")), ("cancel all the reminders", .timerCancelAll(name: "reminder")),
        ("how long until the reminder", .timerQuery(name: "reminder")),
        ("set a pasta sauce timer for 5 minutes", .timerSet(seconds: 300, name: "pasta sauce")),
        ("cancel the step 2 timer", .timerCancel(name: "step 2")),
        ("how long is left on the shakshuka step 2 timer", .timerQuery(name: "shakshuka step 2")),
        ("how much garlic for 4 of us", .howMuchForPeople("garlic", people: 4)),
        ("how much garlic when making 6 servings", .howMuchForPeople("garlic", people: 6)),
        ("what's the amount of butter", .howMuch("butter")),
        ("how long does this bake for", .deedTime("bake")), ("how much longer till it's done", .timerQuery(name: nil)),
        ("5 more minutes", .timerAdd(seconds: 300, name: nil)), ("add 5 minutes to the pasta timer", .timerAdd(seconds: 300, name: "pasta")),
        ("give it 10 more minutes", .timerAdd(seconds: 600, name: nil)), ("reset the timer", .timerRestart(name: nil)),
        ("restart the rice timer", .timerRestart(name: "rice")), ("we're 6 tonight", .people(6)), ("make enough for 8", .people(8)),
        ("back to the original amount", .servings(Intent.recipeServings)), ("just me", .people(1)),
        ("sure why not", .yes), ("please do", .yes), ("go for it", .yes), ("maybe later", .no), ("nah I'm good", .no),
        ("let's start", .resume), ("hang on, the phone's ringing", .pause), ("how much flour was it", .howMuch("flour")),
        ("how much flour again sorry", .howMuch("flour")), ("go on then", .yes), ("go ahead", .yes), ("yes, next", .yesThenNext), ("yeah ok next", .yesThenNext),
        ("yes, for 20 minutes", .timerLength(seconds: 1200)), ("yes, but not yet", .no), ("yes please, for 20 minutes", .timerLength(seconds: 1200)),
        ("skip to the end", .gotoStep(Intent.lastStep)), ("go back to the top", .startOver), ("how many timers are running", .timerQuery(name: nil)),
        ("hi sous", .repeat), ("evening", .repeat), ("that's it", .next), ("that's the lot", .next),
        ("it's not bubbling yet, give it 5 more minutes", .timerAdd(seconds: 300, name: nil)), ("there's 6 of us", .people(6)),
        ("how long's left", .timerQuery(name: nil)), ("skip to the filling", .gotoSection("filling")), ("go to the next step", .next), ("how much oil goes in the dough", .howMuch("oil for the dough")), ("start the timer for this step", .timerSet(seconds: nil, name: nil)),
        // The question's own words are no part of the name.
        ("how much flour do I need for the cake", .howMuch("flour for the cake")), ("how much sugar do I need altogether", .howMuch("sugar in all")),
        ("how much butter in total", .howMuch("butter in all")), ("how much flour do I need altogether for 6 people", .howMuchForPeople("flour in all", people: 6)),
        ("how much for 4", .howMuch("")), ("how much for 6 people", .howMuch("")),
        // Factors a whole-number slot cannot hold ("1.5 times" was 1 serving).
        // A number of times is of the recipe, as "double the recipe" is: "1.5x" then "make it 1.5 times" stays 1.5 times.
        ("make it 1.5 times", .scaleBy(1.5)), ("make 1.5 times the recipe", .scaleBy(1.5)), ("1.5x", .scaleBy(1.5)),
        ("make it 2x", .scaleBy(2)), ("times 3", .scaleBy(3)), ("x2", .scaleBy(2)), ("make it x2", .scaleBy(2)),
        ("make it 3 times as much", .scaleServings(3)), ("make it 2 times again", .scaleServings(2)),
        // Other ways of saying servings and scale.
        ("make it for a family of 8", .people(8)), ("make it for a family of four", .people(4)), ("cooking for 8", .people(8)),
        ("make it serve 8", .people(8)), ("reduce to 2 servings", .people(2)), ("make a double batch", .scaleBy(2)),
        ("triple batch", .scaleBy(3)), ("make it a third", .scaleServings(1.0 / 3)), ("quarter the recipe", .scaleBy(0.25)),
        ("make it a quarter", .scaleServings(0.25)), ("back to normal", .servings(Intent.recipeServings)),
        ("reset servings", .servings(Intent.recipeServings)), ("it's just me tonight", .people(1)), ("one and a half times the recipe", .scaleBy(1.5)), ("make it twice as much", .scaleServings(2)),
        ("double it again", .scaleServings(2)), ("twice the recipe", .scaleBy(2)),
        ("how long do I bake it for", .deedTime("bake")), ("how long do I let it rise", .deedTime("rise")), ("how long in the oven", .deedTime("bake")), ("how long do I cook it", .stepTime), ("how long does this step take", .stepTime),
        ("read that again slower", .both(.voice(.slower), .repeat)), ("repeat that slower", .both(.voice(.slower), .repeat)), ("how long is left on this step", .timerQuery(name: nil)), ("is it done yet", .doneness), ("skip ahead two", .moveSteps(2)), ("jump ahead 3", .moveSteps(3)), ("what was the last step", .previewStep(Intent.previousStep)), ("what's step 6", .previewStep(6)), ("what was step 2", .previewStep(2)), ("what's the last step", .previewStep(Intent.lastStep)),
        ("last step", .gotoStep(Intent.lastStep)), ("go back two steps", .moveSteps(-2)), ("back 2", .moveSteps(-2)), ("skip 2 steps", .moveSteps(2)),
        ("go to step 3", .gotoStep(3)), ("go back", .back), ("go back to the last step", .back),
        // A move and a timer on one line: both.
        ("next, then set a timer for 5 minutes", .both(.next, .timerSet(seconds: 300, name: nil))),
        ("set a timer for 5 minutes and then next", .both(.timerSet(seconds: 300, name: nil), .next)),
        ("next and start the timer", .both(.next, .timerSet(seconds: nil, name: nil))),
        // Whether the recipe uses a thing is how much of it.
        ("do I need eggs", .howMuch("eggs")), ("any eggs?", .howMuch("eggs")), ("is there butter in this", .howMuch("butter")),
        ("does it have garlic", .howMuch("garlic")), ("do we need milk", .howMuch("milk")), ("do I need any more flour", .howMuch("flour")),
        ("is there any sugar in the filling", .howMuch("sugar in the filling")), ("does the recipe call for cream", .howMuch("cream")),
        // Lengths as typed: "5 minutes more" is "another 5 minutes"; "1h30" an hour and a half.
        ("5 minutes more", .timerAdd(seconds: 300, name: nil)), ("another 5 minutes", .timerAdd(seconds: 300, name: nil)),
        ("give it 10 minutes more", .timerAdd(seconds: 600, name: nil)), ("timer 1h30", .timerSet(seconds: 5400, name: nil)),
        ("set timer 1h30", .timerSet(seconds: 5400, name: nil)), ("set a timer for 1hr30m", .timerSet(seconds: 5400, name: nil)),
        ("set a timer for 1 hour 30", .timerSet(seconds: 5400, name: nil)), ("1h 30m", .timerLength(seconds: 5400)),
        ("an hour and a half", .timerLength(seconds: 5400)), ("1 hour 30", .timerLength(seconds: 5400)),
        // A decimal comma: "1,5 minutes" was "1 5", a 5-minute timer that replaced a running one.
        ("set a timer for 1,5 minutes", .timerSet(seconds: 90, name: nil)), ("2,5 minutes", .timerLength(seconds: 150)),
        // A step's ingredients, and a part's.
        ("what do I need for this step", .stepIngredients), ("ingredients for this step", .stepIngredients),
        ("what does this step need", .stepIngredients), ("ingredients for the filling", .partIngredients("filling")),
        ("what goes in the sauce", .partIngredients("sauce")), ("what do we need for the dressing", .partIngredients("dressing")),
        ("what's in the filling part", .partIngredients("filling")), ("what do I need", .ingredients), ("what goes in", .ingredients),
    ]

    @Test(arguments: phrasings)
    func understands(_ text: String, _ intent: Intent) {
        #expect(CommandParser.parse(text) == intent)
    }

    @Test(arguments: [
        "I think we need more garlic bread tonight", "the oven is really hot", "dog", "up", "left",
        "let me call my mother", "", "   ", "how do you make bread", "is it raining",
        "the next door neighbour", "go", "right", "my mum says, stop, it's fine", "the sauce looks thin, is that ok",
        "no idea, whatever you think",
        // Asking whether, of what is no food.
        "do I need to stir it", "is there a timer running", "any idea", "do you need anything else", "are there 4 of us", "garlic",
    ])
    func ignoresTalkThatIsNoCommand(_ text: String) {
        #expect(CommandParser.parse(text) == nil)
    }

    /// "how mcuh butter", "stpe 3" were not caught: a slip in a command's own
    /// word is put right, never a word the parser knows, never to a guess
    /// between two, and never into ending the session.
    @Test func slipsInCommandWordsArePutRight() {
        #expect(CommandParser.parse("how mcuh butter") == .howMuch("butter"))
        #expect(CommandParser.parse("stpe 3") == .bareStep(3))
        #expect(CommandParser.parse("tiemr 5 minutes") == .timerSet(seconds: 300, name: nil))
        #expect(CommandParser.parse("cancle the timer") == .timerCancel(name: nil))
        #expect(CommandParser.parse("cancle the pasta tiemr") == .timerCancel(name: "pasta"))
        #expect(CommandParser.parse("ingrdients") == .ingredients)
        #expect(CommandParser.parse("how mcuh lime") == .howMuch("lime"))
        #expect(CommandParser.parse("stop") == .stop)
        #expect(CommandParser.parse("stpo") == nil)
        #expect(CommandParser.parse("stap 3") == nil)
        #expect(CommandParser.parse("sett a timer for 5 minutes") == nil)
    }

    @Test func acceptsTheCanonicalForm() {
        #expect(CommandParser.parse("goto_step:3") == .gotoStep(3))
        #expect(CommandParser.parse("how_much:olive oil") == .howMuch("olive oil"))
        #expect(CommandParser.parse("timer_set:600") == .timerSet(seconds: 600, name: nil))
    }

    @Test(arguments: [
        Intent.next, .back, .repeat, .ingredients, .gotoStep(3), .startOver, .howMuch("olive oil"), .servings(4), .scaleBy(2), .scaleBy(0.5), .scaleServings(1.5), .both(.next, .timerSet(seconds: 300, name: nil)), .previewStep(6), .previewStep(Intent.lastStep), .moveSteps(-2), .servingsQuery,
        .timerSet(seconds: 600, name: nil), .timerSet(seconds: 540, name: "pasta"), .timerSet(seconds: nil, name: nil),
        .timerCancel(name: nil), .timerCancel(name: "pasta"), .timerQuery(name: nil), .whatsNext, .stop, .pause, .resume,
        .yes, .no, .help, .shoppingList, .quotaQuery, .progress, .recipeTime, .temperature(oven: false), .temperature(oven: true), .vessel, .gotoStep(Intent.lastStep), .timerQuery(name: "pasta"), .voice(.slower), .howMuchFor("olive oil", servings: 6),
        .stepIngredients, .partIngredients("filling"),
    ])
    func canonicalFormRoundTrips(_ intent: Intent) {
        #expect(Intent(canonical: intent.canonical) == intent)
    }

    @Test func canonicalNamesMatchTheSpecification() {
        #expect(Intent.gotoStep(3).canonical == "goto_step:3")
        #expect(Intent.timerSet(seconds: 600, name: nil).canonical == "timer_set:600")
        #expect(Intent.howMuch("olive oil").canonical == "how_much:olive oil")
        #expect(Intent.servings(4).canonical == "servings:4")
        #expect(Intent.whatsNext.canonical == "whats_next")
        #expect(Intent.startOver.canonical == "start_over")
    }

    @Test func durationsAsPeopleSayThem() {
        func seconds(_ text: String) -> Int? { DurationParser.seconds(CommandParser.normalizedWords(text)) }
        #expect(seconds("ten minutes") == 600)
        #expect(seconds("an hour") == 3600)
        #expect(seconds("1 hour and 15 minutes") == 4500)
        #expect(seconds("a minute and a half") == 90)
        #expect(seconds("ninety seconds") == 90)
        #expect(seconds("2.5 minutes") == 150)
        #expect(seconds("2,5 minutes") == 150)
        #expect(seconds("0,5 hours") == 1800)
        #expect(seconds("1,500 minutes") == nil)
        #expect(seconds("1 hour 30") == 5400)
        #expect(seconds("1h30") == 5400)
        #expect(seconds("2 min 30") == 150)
        #expect(seconds("1 hour 90") == nil)
        #expect(seconds("30 seconds 5") == nil)
        #expect(seconds("minutes") == nil)
        #expect(seconds("ten") == nil)
        // Numbers no timer holds are refused by its limit, never a crash.
        #expect(seconds("infinity minutes") == nil)
        #expect(seconds("99999999999999999999 minutes")! > 24 * 3600)
        #expect(NumberWords.digitize(["9223372036854775807", "dozen"]) == ["9223372036854775807", "12"])
        #expect(NumberWords.digitize(["make", "2", "dozen"], dozenCountsPieces: true) == ["make", "24", "pieces"])
    }

    @Test func numberWordsBecomeDigits() {
        #expect(NumberWords.digitize(["twenty", "five", "minutes"]) == ["25", "minutes"])
        #expect(NumberWords.digitize(["one", "hundred", "and", "twenty"]) == ["120"])
        #expect(NumberWords.digitize(["step", "seven"]) == ["step", "7"])
    }

    /// "Go to last step" was no command: only "go to the last step" was,
    /// though "go to step 3" needs no "the" either.
    @Test func theLastStepWithoutItsThe() {
        for text in ["go to last step", "skip to final step", "jump to last step", "go to the last step", "last step"] {
            #expect(CommandParser.parse(text) == .gotoStep(Intent.lastStep), "\(text)")
        }
        #expect(CommandParser.parse("go back to the last step") == .back)
    }
}

import Testing
@testable import SousCore

/// What a cook types in their own words, answered as meant rather than
/// with the sentence's leftovers.
@Suite("A cook's own words")
struct CooksOwnWordsTests {
    typealias Driver = CookingSessionTests.Driver

    static let sponge = Recipe(
        id: "sponge", title: "Sponge", minutes: 60, servings: 8,
        ingredients: ["200 g butter, softened", "200 g caster sugar", "4 eggs", "200 g self-raising flour", "3 cloves garlic"]
            .map(Ingredient.init(parsing:)),
        steps: [Step(text: "Beat everything."), Step(text: "Bake for 20 minutes.", timer: 1200)])

    /// "doesn't call for egs" reads as "no eggs": a typo, a unit or a
    /// sentence's tail never becomes a name the recipe is said to lack.
    @Test func askingHowMuchNeverBlamesTheRecipeForTheSentence() {
        var cook = Driver(Self.sponge)
        cook.send(.begin)
        #expect(cook.say("how much flour do I need for the cake") == "You need 200 g of self-raising flour.")
        #expect(cook.say("how many egs") == "You need 4 eggs.")
        #expect(cook.say("how many cloves") == "You need 3 cloves of garlic.")
        #expect(cook.say("how much flower") == "I don't know flower in Sponge. Did you mean self-raising flour?")
        #expect(cook.say("how much for 4").hasPrefix("How much of what?"))
        #expect(cook.say("how much chicken") == "Sponge doesn't call for chicken.")
        #expect(cook.say("how much olive oil for the pan") == "Sponge doesn't call for olive oil.")
        #expect(!cook.send(.intent(.howMuch("gravy do i need"))).contains(.say("Sponge doesn't call for gravy do i need.")))
    }
}

extension CooksOwnWordsTests {
    /// "make it 1.5 times" was read as "make it 1" (the typed "." ended a
    /// clause); "make it for 2.5" quietly became 2.
    @Test func scalingByAFactorMultipliesTheServings() {
        var cook = Driver(Self.sponge)
        cook.send(.begin)
        #expect(cook.say("make it 1.5 times").hasPrefix("OK, scaled to 12 servings, 1.5 times the recipe's 8."))
        #expect(cook.say("double the recipe").hasPrefix("OK, scaled to 16 servings, twice the recipe's 8."))
        #expect(cook.say("double the recipe") == "It's already set for 16 servings.")
        #expect(cook.say("make it for 3").hasPrefix("OK, scaled to 3 servings."))
        #expect(cook.say("make it 1.5 times again").hasPrefix("OK, scaled to 5 servings, 1.5 times 3 is 4.5; I count whole servings."))
        #expect(cook.say("make it for 2.5") == "I scale by whole servings: say make it for 2 or for 3.")
        #expect(cook.state.servings == 5)
    }
}

extension CooksOwnWordsTests {
    /// "next, then set a timer for 5 minutes" stayed put and called the
    /// cook's 5 minutes "the step 2 timer" of a 20-minute bake.
    @Test func aMoveAndATimerOnOneLineAreBothDone() {
        var cook = Driver(Self.sponge)
        cook.send(.begin)
        _ = cook.say("next")
        #expect(cook.say("next, then set a timer for 5 minutes")
            == "Step 2 of 2, the last one: Bake for 20 minutes. Do you want a timer for 20 minutes?\nOK, the 5 minute timer is running.")
        #expect(cook.say("start the timer") == "OK, the step 2 timer for 20 minutes is running.")
        _ = cook.say("back")
        #expect(cook.say("set a timer for 3 minutes and then next").hasPrefix("OK, the 3 minute timer is running.\nStep 2 of 2"))
        // The length given as the answer to the offer is still the step's.
        _ = cook.say("cancel all timers")
        _ = cook.say("go to step 2")
        #expect(cook.say("yes, for 25 minutes") == "OK, the step 2 timer for 25 minutes is running.")
    }
}

extension CooksOwnWordsTests {
    /// On a step with no time, "how long does this bake for" answered
    /// "Step 10 takes 20 minutes" (the cooling) as if it were the bake.
    @Test func aStepWithoutATimeSaysSoBeforeTheNextTimedOne() {
        var cook = Driver(Fixtures.cake)
        cook.send(.begin)
        #expect(cook.say("how long does this step take") == "The first step with a time is step 4, 45 minutes: Bake for 45 minutes.")
        _ = cook.say("next")
        #expect(cook.say("how long do I bake it for") == "This step doesn't say to bake. Step 4 does, 45 minutes: Bake for 45 minutes.")
        _ = cook.say("go to step 4")
        #expect(cook.say("how long does this bake for") == "This step takes 45 minutes.")
    }
}

extension CooksOwnWordsTests {
    /// "What's step 6" went to step 6 and offered its timer; like "what's
    /// next" it reads the step where the cook stays.
    @Test func askingAboutAStepReadsItWithoutMoving() {
        var cook = Driver(Fixtures.soup)
        cook.send(.begin)
        _ = cook.say("go to step 2")
        #expect(cook.say("what's step 4") == "Step 4 says: Simmer for 20 minutes. You're still on step 2.")
        #expect(cook.say("what's the last step") == "Step 5 says: Blend until smooth. You're still on step 2.")
        // "What was the last step" is the one just done (it read the recipe's end).
        #expect(cook.say("what was the last step").hasPrefix("Step 1 says: "))
        #expect(cook.say("what was the previous step").hasSuffix("You're still on step 2."))
        #expect(Intent(canonical: "preview_step:previous") == .previewStep(Intent.previousStep))
        #expect(cook.state.position == .step(1) && cook.state.offer == nil)
        #expect(cook.say("skip 2 steps").hasPrefix("Step 4 of 5"))
        #expect(cook.say("go back two steps").hasPrefix("Step 2 of 5"))
        #expect(cook.say("last step").hasPrefix("Step 5 of 5"))
        #expect(cook.say("back 9").hasPrefix("Red Lentil Soup has 5 steps"))
        #expect(cook.state.position == .step(4))
    }
}

extension CooksOwnWordsTests {
    /// "make it for 4" before the first step was forgotten by the next
    /// `sous cook`; "Welcome back" never said the servings were not the recipe's.
    @Test func servingsChosenBeforeTheFirstStepAreKeptAndSaid() throws {
        var cook = Driver(Fixtures.soup)
        cook.send(.begin)
        _ = cook.say("make it for 2")
        let reopened = try #require(CookingState.reopening(Fixtures.soup, from: cook.state.snapshot, servings: nil, now: 60))
        #expect(reopened.servings == 2 && reopened.position == .overview)
        var back = Driver(Fixtures.soup)
        back.state = reopened
        #expect(Driver.spoken(back.send(.resumed)).hasPrefix("Welcome back. You set Red Lentil Soup for 2 servings; it's written for 4.\nLet's cook"))
        _ = back.say("next")
        var again = Driver(Fixtures.soup)
        again.state = try #require(CookingState.reopening(Fixtures.soup, from: back.state.snapshot, servings: nil, now: 120))
        #expect(Driver.spoken(again.send(.resumed)).hasPrefix("Welcome back. You were on step 1 of Red Lentil Soup.\nIt's set for 2 servings; the recipe is written for 4.\nStep 1"))
        // Servings the cook did not choose (a plan's, the command line's) start afresh.
        var planned = Driver(Fixtures.soup, servings: 6)
        planned.send(.begin)
        #expect(CookingState.reopening(Fixtures.soup, from: planned.state.snapshot, servings: nil, now: 60) == nil)
        // At the recipe's own servings, a fresh start is a fresh start.
        var fresh = Driver(Fixtures.soup)
        fresh.send(.begin)
        #expect(CookingState.reopening(Fixtures.soup, from: fresh.state.snapshot, servings: nil, now: 60) == nil)
    }
}

extension CooksOwnWordsTests {
    /// "What's the oven temperature" on a stovetop dish read a pan step.
    @Test func theOvenAskedOfAHobDishSaysItIsNotUsed() {
        var recipe = Fixtures.soup
        recipe.steps[0] = Step(text: "Fry the onion in the oil over medium heat for 5 minutes.", timer: 300)
        var cook = Driver(recipe)
        cook.send(.begin)
        #expect(cook.say("what's the oven temperature")
            == "Red Lentil Soup doesn't use the oven. For the hob, step 1 says: Fry the onion in the oil over medium heat for 5 minutes.")
        #expect(cook.say("what temperature") == "Step 1 says: Fry the onion in the oil over medium heat for 5 minutes.")
        var cake = Driver(Fixtures.cake)
        cake.send(.begin)
        #expect(cake.say("how hot should the oven be") == "Lemon Drizzle Cake doesn't give the oven's temperature.")
    }
}

extension CooksOwnWordsTests {
    /// "all 2 timers", "Optional Seared Prawns:, the last one", and "No
    /// timer is running" here but "No timers are running" there.
    @Test func smallWordingSlips() {
        var recipe = Fixtures.soup
        recipe.steps[4].section = "Optional Topping:"
        var cook = Driver(recipe)
        cook.send(.begin)
        #expect(cook.say("go to step 5").hasPrefix("Step 5 of 5, Optional Topping, the last one: Blend"))
        _ = cook.say("set a timer for 2 minutes")
        _ = cook.say("set a timer for 3 minutes")
        #expect(cook.say("cancel all timers") == "OK, both timers are cancelled.")
        #expect(cook.say("cancel the timer") == "No timers are running.")
        #expect(cook.say("how much time is left") == "No timers are running.")
    }
}

extension CooksOwnWordsTests {
    /// "how much butter for the cake" gave the filling's butter too; garlic
    /// listed twice was "3 cloves of garlic and 5 cloves of garlic".
    @Test func aPartsIngredientsAndATotalOfRepeatedLines() {
        let recipe = Recipe(
            id: "layer-cake", title: "Layer Cake", minutes: 60, servings: 8,
            ingredients: ["200 g butter, softened", "200 g caster sugar", "100 g butter, for the filling", "140 g icing sugar"]
                .map(Ingredient.init(parsing:)),
            steps: [Step(text: "Beat the butter and sugar.", section: "For the cake"), Step(text: "Bake for 20 minutes.", timer: 1200, section: "For the cake"),
                    Step(text: "Beat the butter and icing sugar.", section: "For the filling")])
        var cook = Driver(recipe)
        cook.send(.begin)
        #expect(cook.say("how much butter for the cake") == "You need 200 g of butter.")
        #expect(cook.say("how much sugar for the filling") == "You need 140 g of icing sugar.")
        #expect(cook.say("how much sugar for the cake") == "You need 200 g of caster sugar.")
        #expect(cook.say("how much butter").hasPrefix("You need 200 g of butter, softened; and 100 g of butter, for the filling"))
        var stew = Driver(Recipe(id: "stew", title: "Stew", minutes: 60, servings: 4,
                                 ingredients: ["3 cloves garlic", "1 onion", "5 cloves garlic"].map(Ingredient.init(parsing:)),
                                 steps: [Step(text: "Cook it all.")]))
        stew.send(.begin)
        #expect(stew.say("how much garlic") == "You need 8 cloves of garlic in all: 3 cloves and 5 cloves.")
    }
}

extension CooksOwnWordsTests {
    /// Near misses get the phrasing that works, not only "didn't catch that".
    @Test func nearMissesAreToldWhatWorks() {
        var cook = Driver(Fixtures.soup)
        cook.send(.begin)
        #expect(cook.say("set timer for 5") == "5 minutes? Say set a timer for 5 minutes.")
        #expect(cook.say("what can I use instead") == "Instead of what? Say, for example, what can I use instead of buttermilk.")
        #expect(cook.say("the dog ate it").hasPrefix("Sorry, I didn't catch that."))
    }
}

extension CooksOwnWordsTests {
    /// "do I need eggs", "any eggs?" and a name typed alone were "Sorry, I
    /// didn't catch that"; they are "how much", for the servings cooked.
    @Test func askingWhetherTheRecipeUsesAThingGivesTheAmount() {
        var cook = Driver(Self.sponge, servings: 4)
        cook.send(.begin)
        #expect(cook.say("how much eggs") == "For 4 servings, you need 2 eggs.")
        #expect(cook.say("do I need eggs") == "For 4 servings, you need 2 eggs.")
        #expect(cook.say("any eggs?") == "For 4 servings, you need 2 eggs.")
        #expect(cook.say("is there butter in this") == "For 4 servings, you need 100 g of butter.")
        #expect(cook.say("does it have garlic") == "For 4 servings, you need about 2 cloves of garlic.")
        #expect(cook.say("do we need milk") == "Sponge doesn't call for milk.")
        #expect(cook.say("garlic?") == "For 4 servings, you need about 2 cloves of garlic.")
        #expect(cook.say("the eggs") == "For 4 servings, you need 2 eggs.")
        #expect(cook.say("repeat") == "For 4 servings, you need 2 eggs.")
        #expect(cook.say("sugar") == "For 4 servings, you need 100 g of caster sugar.")
        // Only the recipe's own things: any other word is still not caught.
        #expect(cook.say("milk").hasPrefix("Sorry, I didn't catch that."))
        #expect(cook.say("dog").hasPrefix("Sorry, I didn't catch that."))
        #expect(cook.say("softened").hasPrefix("Sorry, I didn't catch that."))
    }
}

extension CooksOwnWordsTests {
    static let sandwichCake = Recipe(
        id: "sandwich-cake", title: "Sandwich Cake", minutes: 60, servings: 10,
        ingredients: ["200 g butter, softened", "200 g caster sugar", "4 eggs", "2 tbsp milk", "100 g butter, softened, for the filling",
                      "140 g icing sugar", "1/2 tsp vanilla extract", "170 g strawberry jam"].map(Ingredient.init(parsing:)),
        steps: [Step(text: "Heat the oven to 180C.", section: "For the cake"), Step(text: "Beat the butter, sugar, eggs and milk.", section: "For the cake"),
                Step(text: "Bake for 20 minutes.", timer: 1200, section: "For the cake"),
                Step(text: "Beat the butter, icing sugar and vanilla.", section: "For the filling"), Step(text: "Spread with the jam.", section: "For the filling")])

    /// "what do I need for this step" and "ingredients for the filling" were
    /// not caught: the lines the step (or the part's steps and notes) name,
    /// "the sugar" being the caster sugar the steps never name in full.
    @Test func aStepsAndAPartsIngredients() {
        var cook = Driver(Self.sandwichCake)
        cook.send(.begin)
        #expect(cook.say("what do I need for this step") == "Step 1 uses none of the listed ingredients.")
        _ = cook.say("go to step 2")
        #expect(cook.say("what do I need for this step") == "Step 2 uses:\n- 200 g butter, softened\n- 200 g caster sugar\n- 4 eggs\n- 2 tbsp milk")
        _ = cook.say("go to step 4")
        #expect(cook.say("what do I need for this step") == "Step 4 uses:\n- 100 g butter, softened, for the filling\n- 140 g icing sugar\n- 1/2 tsp vanilla extract")
        #expect(cook.say("ingredients for the filling")
            == "For the filling you need:\n- 100 g butter, softened, for the filling\n- 140 g icing sugar\n- 1/2 tsp vanilla extract\n- 170 g strawberry jam")
        #expect(cook.say("what goes in the cake") == "For the cake you need:\n- 200 g butter, softened\n- 200 g caster sugar\n- 4 eggs\n- 2 tbsp milk")
        #expect(cook.say("what goes in the sauce") == "There's no sauce part. The parts are: For the cake and For the filling.")
        #expect(cook.say("what do I need for the sandwich cake").hasPrefix("For 10 servings you need:\n- 200 g butter, softened\n"))
        _ = cook.say("make it for 5")
        #expect(cook.say("what do I need for this step").hasPrefix("Step 4, for 5 servings, uses:\n- 50 g butter"))
        #expect(cook.say("repeat").hasPrefix("Step 4, for 5 servings, uses:\n- 50 g butter"))

        // A part only the list names; a recipe not in parts says so.
        var drizzle = Driver(Recipe(id: "drizzle", title: "Drizzle Cake", minutes: 60, servings: 8,
                                    ingredients: ["225 g caster sugar", "2 lemons", "85 g caster sugar, for the drizzle"].map(Ingredient.init(parsing:)),
                                    steps: [Step(text: "Beat the sugar."), Step(text: "Mix the lemon juice with the 85 g of sugar.")]))
        drizzle.send(.begin)
        #expect(drizzle.say("ingredients for the drizzle") == "For the drizzle you need:\n- 85 g caster sugar, for the drizzle")
        var soup = Driver(Fixtures.soup)
        soup.send(.begin)
        #expect(soup.say("what goes in the sauce") == "Red Lentil Soup doesn't list its ingredients by part. Say ingredients to hear them all.")
        _ = soup.say("next")
        #expect(soup.say("what do I need for this step") == "Step 1 uses:\n- 1 onion, diced\n- 1 tbsp olive oil")
    }
}

extension CooksOwnWordsTests {
    /// Parts titled as a page titles them ("Optional Seared Prawns:") are
    /// said without their colon, in a step's heading and in the list of parts.
    @Test func partTitlesAreSaidWithoutTheirColon() {
        var cook = Driver(Recipe(id: "r", title: "Risotto", minutes: 40, servings: 2,
                                 ingredients: [Ingredient(parsing: "200 g rice")],
                                 steps: [Step(text: "Cook the rice.", section: "Risotto:"), Step(text: "Sear the prawns.", section: "Optional Seared Prawns:")]))
        cook.send(.begin)
        #expect(cook.say("skip to the sauce") == "There's no sauce part. The parts are: Risotto and Optional Seared Prawns.")
        #expect(cook.say("step 2").hasPrefix("Step 2 of 2, Optional Seared Prawns, the last one: "))
    }
}

extension CooksOwnWordsTests {
    static let loaf = Recipe(
        id: "white-loaf", title: "White Loaf", minutes: 220, servings: 1, makes: YieldUnit(noun: "loaf"),
        ingredients: ["500 g strong white flour", "7 g yeast", "300 ml warm water"].map(Ingredient.init(parsing:)),
        steps: [Step(text: "Mix the flour, yeast and water."), Step(text: "Knead for 10 minutes, until smooth.", timer: 600),
                Step(text: "Cover and leave to rise for 1 hour, until doubled.", timer: 3600), Step(text: "Shape into a round."),
                Step(text: "Leave to prove for 45 minutes.", timer: 2700), Step(text: "Bake for 30 to 35 minutes, until golden.", timer: 1800),
                Step(text: "Cool on a wire rack for at least 1 hour before slicing.", timer: 3600)])

    /// "How long do I let it rise" at step 1 answered with the kneading, the
    /// next step that gives a time; the deed asked is the step that does it.
    @Test func aDeedIsTimedFromTheStepThatDoesIt() {
        var cook = Driver(Self.loaf)
        cook.send(.begin)
        #expect(cook.say("how long do I let it rise") == "Step 3 says to rise, 1 hour: Cover and leave to rise for 1 hour, until doubled.")
        _ = cook.say("next")
        let rise = cook.say("how long do I let it rise")
        #expect(rise == "This step doesn't say to rise. Step 3 does, 1 hour: Cover and leave to rise for 1 hour, until doubled.")
        #expect(cook.say("how long does this bake for") == "This step doesn't say to bake. Step 6 does, 30 to 35 minutes: Bake for 30 to 35 minutes, until golden.")
        #expect(cook.say("how long does it cool").hasSuffix("Step 7 does, 1 hour: Cool on a wire rack for at least 1 hour before slicing."))
        // The deed's own word before its kin: "proof" is the proving, not the rise.
        #expect(cook.say("how long does it proof").contains("Step 5 does, 45 minutes"))
        // Only "this step" asks this step: the kneading.
        #expect(cook.say("how long does this step take").contains("step 2, 10 minutes: Knead"))
        _ = cook.say("go to step 3")
        #expect(cook.say("how long do I let it rise") == "This step takes 1 hour.")
        _ = cook.say("go to step 6")
        #expect(cook.say("how long does it rise").contains("Step 3 did, 1 hour"))
        #expect(cook.say("how long does it marinate") == "White Loaf doesn't say to marinate.")
    }
}

import Testing
@testable import SousCore

/// A long list read aloud can't be scrolled back: the cook can ask its
/// length and go through it one line at a time.
@Suite("Ingredients one by one")
struct IngredientCursorTests {
    typealias Driver = CookingSessionTests.Driver

    /// Twelve lines in two parts, for 4.
    static let stew = Recipe(
        id: "stew", title: "Beef Stew", minutes: 120, servings: 4,
        ingredients: (["1 kg beef chuck", "2 tbsp flour", "2 tbsp olive oil", "2 onions", "3 carrots", "2 cloves garlic", "500 ml beef stock"]
            .map { Self.line($0, "Stew") })
            + (["1 bay leaf", "1 tsp thyme", "salt", "pepper", "1 tbsp parsley"].map { Self.line($0, "To season") }),
        steps: [Step(text: "Brown the beef."), Step(text: "Add the onions."), Step(text: "Simmer for 2 hours.")])

    static func line(_ text: String, _ section: String) -> Ingredient {
        var ingredient = Ingredient(parsing: text)
        ingredient.section = section
        return ingredient
    }

    @Test func theCookGoesThroughTheListOneLineAtATime() {
        var cook = Driver(Self.stew, servings: 8)
        cook.send(.begin)
        #expect(cook.say("read the ingredients one at a time") == "1 of 12, for the stew: 2 kg beef chuck.")
        #expect(cook.say("next ingredient") == "2 of 12: 1/4 cup flour.")
        // A plain "next" while going through the list moves in the list, not the steps.
        #expect(cook.say("next") == "3 of 12: 1/4 cup olive oil.")
        #expect(cook.state.position == CookingState.Position.overview)
        #expect(cook.say("back") == "2 of 12: 1/4 cup flour.")
        #expect(cook.say("repeat") == "2 of 12: 1/4 cup flour.")
        #expect(cook.say("what is the eighth ingredient") == "8 of 12, to season: 2 bay leaves.")
        #expect(cook.say("ingredient 12") == "12 of 12: 2 tbsp parsley.")
        #expect(cook.say("next") == "That was the last of 12 ingredients. Say next to go on with the recipe.")
        #expect(cook.state.ingredientCursor == nil)
        #expect(cook.say("next").hasPrefix("Step 1 of 3"))
    }

    @Test func anyOtherCommandEndsTheListAndNextMovesStepsAgain() {
        var cook = Driver(Self.stew)
        cook.send(.begin)
        #expect(cook.say("first ingredient") == "1 of 12, for the stew: 1 kg beef chuck.")
        _ = cook.say("how much garlic")
        #expect(cook.state.ingredientCursor == nil)
        #expect(cook.say("next").hasPrefix("Step 1 of 3"))
        // Outside the list, "next" and "back" are the steps as always.
        #expect(cook.say("next").hasPrefix("Step 2 of 3"))
        #expect(cook.say("back").hasPrefix("Step 1 of 3"))
        #expect(cook.say("ingredient 20") == "Beef Stew has 12 ingredients; say a number from 1 to 12.")
        #expect(cook.say("what is the last ingredient") == "12 of 12, to season: 1 tbsp parsley.")
        #expect(cook.say("previous ingredient") == "11 of 12: pepper.")
    }

    @Test func theCookCanAskHowLongTheListIs() {
        var cook = Driver(Fixtures.cake)
        cook.send(.begin)
        #expect(cook.say("how many ingredients are there") == "Lemon Drizzle Cake has 5 ingredients.")
        var stew = Driver(Self.stew)
        stew.send(.begin)
        #expect(stew.say("how many ingredients do I need") == "Beef Stew has 12 ingredients: 7 for the stew and 5 to season.")
    }

    /// A short list is read as before; a long one says its length first.
    @Test func aLongListSaysItsLengthFirst() {
        var cook = Driver(Fixtures.cake)
        cook.send(.begin)
        #expect(cook.say("ingredients").hasPrefix("For 8 servings you need:\n"))
        var stew = Driver(Self.stew)
        stew.send(.begin)
        #expect(stew.say("ingredients").hasPrefix("12 ingredients for 4 servings:\n"))
    }

    static let phrasings: [(String, Intent)] = [
        ("how many ingredients are there", .ingredientCount), ("how many ingredients", .ingredientCount),
        ("How many ingredients does it have?", .ingredientCount), ("how many ingredients do I need", .ingredientCount),
        ("ingredients one by one", .ingredientItem(.number(1))), ("read the ingredients one at a time", .ingredientItem(.number(1))),
        ("read the ingredients slowly", .ingredientItem(.number(1))), ("go through the ingredients", .ingredientItem(.number(1))),
        ("next ingredient", .ingredientItem(.next)), ("what is the next ingredient", .ingredientItem(.next)),
        ("first ingredient", .ingredientItem(.number(1))), ("what is the third ingredient", .ingredientItem(.number(3))),
        ("ingredient 3", .ingredientItem(.number(3))), ("ingredient number twelve", .ingredientItem(.number(12))),
        ("what's the last ingredient", .ingredientItem(.number(Intent.lastStep))),
        ("previous ingredient", .ingredientItem(.previous)), ("back one ingredient", .ingredientItem(.previous)),
        ("repeat the last ingredient", .ingredientItem(.again)), ("what was that ingredient", .ingredientItem(.again)),
        // Unchanged around them.
        ("next", .next), ("back", .back), ("repeat", .repeat), ("ingredients", .ingredients), ("how many eggs", .howMuch("eggs")),
    ]

    @Test(arguments: phrasings)
    func phrasing(_ text: String, _ intent: Intent) {
        #expect(CommandParser.parse(text) == intent)
    }

    @Test(arguments: [Intent.ingredientCount, .ingredientItem(.next), .ingredientItem(.previous), .ingredientItem(.again),
                      .ingredientItem(.number(3)), .ingredientItem(.number(Intent.lastStep))])
    func canonicalFormRoundTrips(_ intent: Intent) {
        #expect(Intent(canonical: intent.canonical) == intent)
    }

    @Test func canonicalNames() {
        #expect(Intent.ingredientItem(.next).canonical == "ingredient:next")
        #expect(Intent.ingredientItem(.number(3)).canonical == "ingredient:3")
        #expect(Intent.ingredientCount.canonical == "ingredient_count")
        #expect(Intent(canonical: "ingredient:0") == nil)
    }
}

extension IngredientCursorTests {
    /// A listener learns what can be said from "help", not the README.
    @Test func helpNamesTheIngredientCursor() {
        var cook = Driver(Fixtures.cake)
        cook.send(.begin)
        #expect(cook.say("help").contains("next ingredient"))
    }
}

extension IngredientCursorTests {
    /// "Pause" then "resume" in the list went back to the step ("Resuming.
    /// Step 1 of 3: ..."): the cook picks up at the line they were on.
    @Test func pauseAndResumeKeepTheCooksPlaceInTheList() {
        var cook = Driver(Self.stew, servings: 8)
        cook.send(.begin)
        _ = cook.say("ingredients one by one")
        _ = cook.say("next")
        #expect(cook.say("next") == "3 of 12: 1/4 cup olive oil.")
        #expect(cook.say("pause") == "Paused. Say resume when you're ready.")
        #expect(cook.say("resume") == "Resuming.\n3 of 12: 1/4 cup olive oil.")
        #expect(!cook.state.paused)
        #expect(cook.say("next") == "4 of 12: 4 onions.")
        // "Next" after a pause carries on in the list too.
        _ = cook.say("hold on")
        #expect(cook.say("next") == "5 of 12: 6 carrots.")
        #expect(!cook.state.paused)
        // Another command still ends the list; "resume" then reads the step.
        _ = cook.say("how much garlic")
        #expect(cook.say("resume").hasPrefix("Step 1 of 3"))
    }
}

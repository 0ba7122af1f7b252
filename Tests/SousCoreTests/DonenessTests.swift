import Testing
@testable import SousCore

/// "Is it done?" was "not a command": a cook at the oven checks the
/// recipe's own sign of doneness, read from the step, hands-free.
@Suite("Is it done")
struct DonenessTests {
    static let cake = Recipe(
        id: "cake", title: "Sponge", minutes: 50, servings: 8,
        ingredients: ["200 g flour", "4 eggs"].map(Ingredient.init(parsing:)),
        steps: [
            Step(text: "Heat the oven to 180°C. Beat the eggs and flour."),
            Step(text: "Pour into the tin. Bake for 25 minutes, until a skewer comes out clean.", timer: 1500),
            Step(text: "Cool in the tin for 10 minutes.", timer: 600),
            Step(text: "Turn out onto a rack."),
        ])

    @Test func theStepsOwnSignIsRead() {
        var cook = CookingSessionTests.Driver(Self.cake)
        cook.send(.begin)
        #expect(cook.say("is it done") == "Start the recipe first: say next, and ask me at a step.")
        _ = cook.say("go to step 2")
        #expect(cook.say("is it done yet") == "This step says: Bake for 25 minutes, until a skewer comes out clean.")
        #expect(cook.say("how do I know when it's ready") == "This step says: Bake for 25 minutes, until a skewer comes out clean.")
        // A step without a sign of its own: the one just before that gives it.
        _ = cook.say("next")
        #expect(cook.say("is it done") == "Step 2 says: Bake for 25 minutes, until a skewer comes out clean.")
        // None near: said so, with the step's time.
        #expect(CommandParser.parse("is it ready") == .doneness)
        var soup = CookingSessionTests.Driver(Fixtures.soup)
        soup.send(.begin)
        _ = soup.say("next")
        #expect(soup.say("is it cooked") == "Step 1 doesn't say how to tell. It takes 5 minutes.")
        #expect(Intent(canonical: "doneness") == .doneness)
    }
}

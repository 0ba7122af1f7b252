import Foundation
import Testing
@testable import SousCore

/// "How much flour for a double batch": the amount for that many times the
/// recipe as written, the servings cooked unchanged; "for 2 loaves" of a
/// recipe that serves people is said so. Never the amount for the servings
/// set now, as if the "for ..." had not been said. And "about 30 people"
/// is 30 people.
@Suite("How much for a batch")
struct HowMuchForABatchTests {
    typealias Cook = RecipeYieldTests.Cook

    @Test(arguments: [
        "how much flour for 2 batches", "how much flour for two batches", "how much flour for a double batch", "how much flour for double the recipe",
        "how much flour if I double it", "how much flour do I need for a double batch", "how much flour for twice the recipe",
        "how much flour if we double the recipe", "how much flour for 2 times the recipe",
    ])
    func aDoubleBatchIsTwiceTheRecipe(_ text: String) {
        var cook = Cook(Fixtures.soup)
        #expect(cook.say("make it for 6").hasPrefix("OK, scaled to 6 servings."))
        #expect(cook.say(text.replacingOccurrences(of: "flour", with: "red lentils")) == "For 8 servings, twice the recipe, you need 400 g of red lentils.")
        #expect(cook.state.servings == 6)
    }

    @Test(arguments: [
        ("how much butter for a triple batch", "For 72 cookies, three times the recipe, you need 675 g of butter."),
        ("how much butter for half a batch", "For 12 cookies, half the recipe, you need 115 g of butter."),
        ("how much butter if I halve it", "For 12 cookies, half the recipe, you need 115 g of butter."),
        ("how much butter for 2 batches altogether", "For 48 cookies, twice the recipe, you need 450 g of butter."),
        ("how much butter for 48 cookies", "For 48 cookies, you need 450 g of butter."),
    ])
    func batchesOfCookiesAreCountedInCookies(_ text: String, _ answer: String) {
        var cook = Cook(RecipeYieldTests.cookies)
        #expect(cook.say(text) == answer)
        #expect(cook.state.servings == 24)
    }

    /// The bug as the tester met it: "For 30 servings, you need ..." for 2 loaves.
    @Test func loavesOfARecipeThatServesPeopleAreSaidSo() {
        var cook = Cook(Fixtures.soup)
        _ = cook.say("make it for 30")
        #expect(cook.say("how much red lentils for 2 loaves")
            == "Red Lentil Soup serves 4; it doesn't say how many loaves it makes. Say, for example, how much red lentils for 8 people, or for a double batch.")
        #expect(cook.state.servings == 30)
        var cookies = Cook(RecipeYieldTests.cookies)
        #expect(cookies.say("how much butter for 2 loaves")
            == "Cookies makes 24 cookies, not loaves. Say, for example, how much butter for 48 cookies, or for a double batch.")
        var loaf = Cook(RecipeYieldTests.loaf)
        #expect(loaf.say("how much flour for half a loaf") == "For half a loaf, you need 250 g of flour.")
        #expect(loaf.say("how much flour for a double batch") == "For 2 loaves, twice the recipe, you need 1 kg of flour.")
    }

    @Test(arguments: [
        ("make it for about 30 people", Intent.people(30)), ("for about 30 people", .people(30)), ("make it for around 30 people", .people(30)),
        ("we are roughly 12", .people(12)), ("we're approximately 12", .people(12)), ("make it for about 30", .servings(30)),
        ("cooking for some 20 people", .people(20)), ("how much garlic for roughly 30 people", .howMuchForPeople("garlic", people: 30)),
        ("how much garlic for about 6", .howMuchFor("garlic", servings: 6)), ("set a timer for about 10 minutes", .timerSet(seconds: 600, name: nil)),
    ])
    func aHedgeBeforeACountIsTheCount(_ text: String, _ intent: Intent) {
        #expect(CommandParser.parse(text) == intent)
    }

    /// What the recogniser prints for phrases already understood stays as it was.
    @Test func canonicalFormsStay() {
        #expect(CommandParser.parse("how much flour for 2 batches")?.canonical == "how_much:flour for 2 batches")
        #expect(CommandParser.parse("how much flour for 6 people")?.canonical == "how_much_for:6:flour")
        #expect(CommandParser.parse("how much garlic for about 6 people")?.canonical == "how_much_for:6:garlic")
        #expect(CommandParser.parse("make it for 30 people")?.canonical == "servings:30")
    }

    @Test func aHedgeInAHowMuchQuestionIsTheCount() {
        var cook = Cook(Fixtures.soup)
        #expect(cook.say("how much red lentils for roughly 8 people") == "For 8 servings, you need 400 g of red lentils.")
        #expect(cook.say("make it for about 8 people").hasPrefix("OK, scaled to 8 servings."))
    }
}

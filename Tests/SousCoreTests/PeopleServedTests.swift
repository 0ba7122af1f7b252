import Foundation
import Testing
@testable import SousCore

/// People are no loaves: "make it for 4 people" of a recipe that makes a
/// loaf scales by how many the loaf serves, or, when the recipe does not
/// say, not at all; a bare "make it for 2" counts loaves only then.
@Suite("People a recipe serves")
struct PeopleServedTests {
    /// Serves 10, makes 1 loaf.
    static let loaf: Recipe = {
        var loaf = RecipeYieldTests.loaf
        loaf.serves = 10
        return loaf
    }()

    /// Serves 8, makes 24 cookies.
    static let cookies: Recipe = {
        var cookies = RecipeYieldTests.cookies
        cookies.serves = 8
        return cookies
    }()

    typealias Cook = RecipeYieldTests.Cook

    @Test(arguments: [
        ("make it for 4 people", 4), ("we are 4", 4), ("we're 6 tonight", 6), ("cooking for 6", 6), ("I'm cooking for 6", 6),
        ("feed 4", 4), ("make it feed 4 people", 4), ("a family of 5", 5), ("make it for a family of 5", 5),
        ("make enough for 8 people", 8), ("make it for four people", 4), ("for 3 people", 3), ("6 servings", 6),
        ("scale to 3 servings", 3), ("there are 6 of us", 6), ("just me", 1), ("make 6 portions", 6),
    ])
    func peopleNamedAreHeardAsPeople(_ text: String, _ count: Int) {
        #expect(CommandParser.parse(text) == .people(count))
    }

    /// What the recogniser prints and the socket reads is as before: people
    /// or not, `servings:N`.
    @Test func theCanonicalFormStaysServings() {
        #expect(Intent.people(4).canonical == "servings:4")
        #expect(CommandParser.parse("make it for four people")?.canonical == "servings:4")
        #expect(CommandParser.parse("make it for four")?.canonical == "servings:4")
        #expect(CommandParser.parse("make it for 2") == .servings(2))
        #expect(CommandParser.parse("servings:4") == .servings(4))
    }

    /// The bug as a cook met it: "OK, scaled to 4 loaves" for 4 people.
    @Test(arguments: ["make it for 4 people", "we are 4", "cooking for 6", "feed 4", "a family of 5", "make enough for 8 people", "just me"])
    func aLoafThatDoesNotSayWhomItFeedsIsNotScaled(_ text: String) {
        var cook = Cook(RecipeYieldTests.loaf)
        #expect(cook.say(text) == "Soda Loaf makes 1 loaf; it doesn't say how many people that feeds. To scale it, say make 2 loaves, or halve it.")
        #expect(cook.state.servings == 1)
        #expect(cook.say("how much flour") == "You need 500 g of flour.")
        // A number alone still counts loaves.
        #expect(cook.say("make it for 2").hasPrefix("OK, scaled to 2 loaves."))
    }

    @Test func cookiesThatDoNotSayWhomTheyFeedSaySoInCookies() {
        var cook = Cook(RecipeYieldTests.cookies)
        #expect(cook.say("we are 4") == "Cookies makes 24 cookies; it doesn't say how many people that feeds. To scale it, say make 48 cookies, or halve it.")
        #expect(cook.state.servings == 24)
    }

    @Test func aLoafThatServesTenIsScaledByPeople() {
        var cook = Cook(Self.loaf)
        #expect(cook.say("make it for 20 people") == "OK, scaled to 2 loaves, for 20 people. Say ingredients to hear the new amounts.")
        #expect(cook.say("how much flour") == "For 2 loaves, you need 1 kg of flour.")
        #expect(cook.say("how many servings is this for") == "Soda Loaf is set for 2 loaves, which serve about 20 (the recipe makes 1 loaf).")
        // Rounded up to a quarter of a loaf: enough, never short.
        #expect(cook.say("we are 4").hasPrefix("OK, scaled to half a loaf, for 4 people."))
        #expect(cook.say("cooking for 12").hasPrefix("OK, scaled to 1 1/4 loaves, for 12 people."))
        #expect(cook.say("just me").hasPrefix("OK, scaled to a quarter of a loaf, for 1 person."))
        // "For 3" of a loaf that says whom it feeds is 3 people; loaves are named.
        #expect(cook.say("make it for 3").hasPrefix("OK, scaled to half a loaf, for 3 people."))
        #expect(cook.say("make 3 loaves").hasPrefix("OK, scaled to 3 loaves."))
        #expect(cook.say("back to normal").hasPrefix("OK, scaled to 1 loaf."))
        #expect(cook.say("how many people does this feed") == "Soda Loaf is set for 1 loaf, which serves about 10.")
        #expect(cook.say("feed 10") == "It's already set for 1 loaf, which serves about 10.")
        #expect(cook.say("for 2.5 people") == "I count whole people: say make it for 2 or for 3 people.")
        #expect(cook.state.servings == 1)
        #expect(cook.say("make it for 2000 people") == "I can scale Soda Loaf from 1/8 of a loaf to 100 loaves.")
    }

    @Test func cookiesThatServeEightAreCountedWholeForPeople() {
        var cook = Cook(Self.cookies)
        #expect(cook.say("make it for 4 people").hasPrefix("OK, scaled to 12 cookies, for 4 people."))
        // 5 of 8 is 15 cookies; 7 of 8 is 21.
        #expect(cook.say("we are 7").hasPrefix("OK, scaled to 21 cookies, for 7 people."))
        #expect(cook.say("how many cookies does this make") == "Cookies is set for 21 cookies, which serve about 7 (the recipe makes 24 cookies).")
        #expect(cook.say("make it for 30").hasPrefix("OK, scaled to 90 cookies, for 30 people."))
        #expect(cook.say("make 30 cookies").hasPrefix("OK, scaled to 30 cookies."))
    }

    /// A recipe that serves people is set for them, people named or not.
    @Test func servingsRecipesAreSetForPeopleAsBefore() {
        var cook = Cook(Fixtures.soup)
        #expect(cook.say("make it for 6 people").hasPrefix("OK, scaled to 6 servings."))
        #expect(cook.say("we are 2").hasPrefix("OK, scaled to 2 servings."))
        #expect(cook.say("make it for 2") == "It's already set for 2 servings.")
        #expect(cook.say("how many servings is this for").hasPrefix("\(Fixtures.soup.title) is set for 2 servings (the recipe is written for"))
        #expect(cook.say("for 2.5 people") == "I scale by whole servings: say make it for 2 or for 3.")
    }

    @Test func theIntroductionSaysWhomItFeeds() {
        let (_, effects) = CookingSession.reduce(CookingState(recipe: Self.loaf), .begin)
        let said = effects.compactMap { if case .say(let text) = $0 { text } else { nil } }.joined(separator: " ")
        #expect(said.contains("It makes 1 loaf, which serves about 10, and takes about 1 hour"), "\(said)")
        let (_, plain) = CookingSession.reduce(CookingState(recipe: RecipeYieldTests.loaf), .begin)
        #expect(plain.contains(.say("Let's cook Soda Loaf. It makes 1 loaf and takes about 1 hour, in 2 steps. Say ingredients to hear what you need, or next to start.")))
    }

    /// "Serves 10, makes 1 loaf" in Sous's JSON: both kept, written back,
    /// and scaled with the loaf.
    @Test func theRecipeFormatCarriesBoth() throws {
        func recipe(_ fields: String) throws(RecipeFormatError) -> Recipe {
            try Recipe.decode(Data(#"{"id":"x","title":"X","minutes":5,"ingredients":["1 egg"],"steps":["a"],\#(fields)}"#.utf8), file: "x.json")
        }
        let loaf = try recipe(#""servings": 10, "yield": "1 loaf""#)
        #expect(loaf.servings == 1 && loaf.makes == YieldUnit(noun: "loaf") && loaf.serves == 10)
        #expect(try recipe(#""yield": "Serves 10, makes 1 loaf""#) == loaf)
        #expect(try recipe(#""yield": "Makes 1 loaf (serves 10)""#) == loaf)
        #expect(try recipe(#""servings": "1 loaf", "yield": "serves 10""#) == loaf)
        #expect(try Recipe.decode(loaf.encodedJSON()) == loaf)
        let json = String(decoding: loaf.encodedJSON(), as: UTF8.self)
        #expect(json.contains(#""servings" : 10"#) && json.contains(#""yield" : "1 loaf""#), "\(json)")
        // The same count beside the cookies is their count, as before; a plain serving count has no "serves".
        #expect(try recipe(#""servings": 24, "yield": "24 cookies""#).serves == nil)
        #expect(try recipe(#""servings": 4"#).serves == nil && recipe(#""servings": 4"#).makes == nil)
        let doubled = loaf.scaled(toServings: 2)
        #expect(doubled.servings == 2 && doubled.serves == 20)
        #expect(loaf.servesOrMakes == "makes 1 loaf, serves 10")
    }

    @Test func countsForPeopleRoundUp() {
        #expect(Self.loaf.count(forPeople: 20) == 2 && Self.loaf.count(forPeople: 15) == 1.5 && Self.loaf.count(forPeople: 4) == 0.5)
        #expect(Self.cookies.count(forPeople: 5) == 15 && Self.cookies.count(forPeople: 1) == 3)
        #expect(RecipeYieldTests.loaf.count(forPeople: 4) == nil && Fixtures.soup.count(forPeople: 4) == nil)
        #expect(Self.loaf.madeAndFed(1) == "1 loaf, which serves about 10" && RecipeYieldTests.loaf.madeAndFed(1) == "1 loaf")
    }

    @Test func aYieldSaysBoth() throws {
        let both = YieldUnit.readingBoth("Serves 10, makes 1 loaf")
        #expect(both.people == 10 && both.makes?.count == 1 && both.makes?.unit == YieldUnit(noun: "loaf"))
        #expect(YieldUnit.readingBoth("1 loaf (12 slices)").people == nil)
        #expect(YieldUnit.readingBoth("serves 4").makes == nil)
    }
}

import Foundation
import Testing
@testable import SousCore

/// A recipe that makes a loaf or cookies is scaled and spoken of in them:
/// "make 36 cookies", "halve it" to half a loaf, "For 36 cookies, you need".
@Suite("What a recipe makes")
struct RecipeYieldTests {
    static let loaf = Recipe(
        id: "soda-loaf", title: "Soda Loaf", minutes: 60, servings: 1, makes: YieldUnit(noun: "loaf"),
        ingredients: ["500 g flour", "400 ml buttermilk", "1 egg", "1 tsp salt"].map(Ingredient.init(parsing:)),
        steps: [Step(text: "Mix the flour and the 400 ml of buttermilk."), Step(text: "Bake for 40 minutes.", timer: 2400)])

    static let cookies = Recipe(
        id: "cookies", title: "Cookies", minutes: 30, servings: 24, makes: YieldUnit(noun: "cookies"),
        ingredients: ["225 g butter", "2 eggs", "300 g flour"].map(Ingredient.init(parsing:)),
        steps: [Step(text: "Beat the butter and eggs."), Step(text: "Bake for 10 minutes.", timer: 600)])

    /// Drives the reducer as the edge does, returning what Sous said.
    struct Cook {
        var state: CookingState
        init(_ recipe: Recipe) { state = CookingState(recipe: recipe) }

        mutating func say(_ text: String) -> String {
            let (next, effects) = CookingSession.reduce(state, CommandParser.parse(text).map(CookingEvent.intent) ?? .unrecognized(text))
            state = next
            return effects.compactMap { if case .say(let text) = $0 { text } else { nil } }.joined(separator: " ")
        }
    }

    @Test(arguments: [
        ("24 cookies", 24, "cookie", "cookies"), ("Makes 2 loaves", 2, "loaf", "loaves"), ("1 loaf", 1, "loaf", "loaves"),
        ("2 dozen cookies", 24, "cookie", "cookies"), ("one 9-inch cake", 1, "cake", "cakes"), ("1 (9-inch) pie", 1, "pie", "pies"),
        ("makes about 16 brownies", 16, "brownie", "brownies"), ("1 loaf, 12 slices", 1, "loaf", "loaves"), ("a batch", 1, "batch", "batches"),
        ("12 small loaves", 12, "small loaf", "small loaves"), ("6-8 cookies", 8, "cookie", "cookies"), ("6\u{2013}8 cookies", 8, "cookie", "cookies"),
        ("Makes 12 to 16 muffins", 16, "muffin", "muffins"), ("2-3 dozen cookies", 36, "cookie", "cookies"),
        ("12 - 16 muffins", 12, "muffin", "muffins"), ("1 or 2 loaves", 1, "loaf", "loaves"),
    ])
    func readsWhatAYieldCounts(_ text: String, _ count: Int, _ singular: String, _ plural: String) throws {
        let read = try #require(YieldUnit.reading(text))
        #expect(read.count == count)
        #expect(read.unit == YieldUnit(singular: singular, plural: plural))
    }

    @Test(arguments: ["serves 4", "4 servings", "6-8", "6 to 8 people", "4 portions", "4 as a main", "4"])
    func peopleAreServings(_ text: String) throws {
        let read = try #require(YieldUnit.reading(text))
        #expect(read.unit == nil)
    }

    @Test func anImportedPageNamesOnlyKnownThings() {
        #expect(YieldUnit.reading("4 hungry people", onlyKnown: true)?.unit == nil)
        #expect(YieldUnit.reading("4 bowls", onlyKnown: true)?.unit == nil)
        #expect(YieldUnit.reading("2 tarts", onlyKnown: true)?.unit == YieldUnit(noun: "tarts"))
        #expect(YieldUnit.reading("2 large loaves", onlyKnown: true)?.unit == YieldUnit(noun: "loaves"))
        #expect(YieldUnit.reading("lots") == nil && YieldUnit.reading("1.5 litres") == nil)
    }

    @Test func countsAreSaidAsACookSaysThem() throws {
        let loaf = try #require(YieldUnit(noun: "loaves"))
        #expect(loaf.counted(0.5) == "half a loaf" && loaf.counted(0.25) == "a quarter of a loaf" && loaf.counted(1) == "1 loaf")
        #expect(loaf.counted(1.5) == "1 1/2 loaves" && loaf.counted(3) == "3 loaves")
        #expect(Fixtures.soup.made(1) == "1 serving" && Fixtures.soup.made(4) == "4 servings")
        #expect(loaf.matches("loaf") && loaf.matches("Loaves") && !loaf.matches("cookies"))
        #expect(try #require(YieldUnit(noun: "pies")).matches("pie") && YieldUnit(noun: "people") == nil)
        #expect(!loaf.comesWhole && YieldUnit(noun: "cookies")?.comesWhole == true)
    }

    /// `"servings": "1 loaf"` and a `"yield"` are read, written back, and a
    /// value Sous cannot read names the file and the field.
    @Test func theRecipeFormatCarriesTheYield() throws {
        func recipe(_ fields: String) throws(RecipeFormatError) -> Recipe {
            try Recipe.decode(Data(#"{"id":"x","title":"X","minutes":5,"ingredients":["1 egg"],"steps":["a"],\#(fields)}"#.utf8), file: "x.json")
        }
        let loaf = try recipe(#""servings": "1 loaf""#)
        #expect(loaf.servings == 1 && loaf.makes == YieldUnit(noun: "loaf"))
        let cookies = try recipe(#""yield": "24 cookies""#)
        #expect(cookies.servings == 24 && cookies.makes == YieldUnit(noun: "cookies"))
        #expect(try recipe(#""servings": 24, "yield": "24 cookies""#) == cookies)
        #expect(try recipe(#""servings": "serves 4""#).makes == nil)
        #expect(try Recipe.decode(cookies.encodedJSON()) == cookies)
        #expect(String(decoding: loaf.encodedJSON(), as: UTF8.self).contains(#""yield" : "1 loaf""#))
        #expect(throws: RecipeFormatError(file: "x.json", field: "servings",
                                          problem: #"expected a whole number or what the recipe makes ("24 cookies", "1 loaf"), got 'lots'"#)) {
            try recipe(#""servings": "lots""#)
        }
        // Two counts of people, or of things, that differ: refused, naming the field.
        do {
            _ = try recipe(#""servings": 8, "yield": "6 servings""#)
            Issue.record("a yield counting otherwise than the servings was taken")
        } catch {
            #expect(error.file == "x.json" && error.field == "yield" && error.problem.contains("'servings' is 8"))
        }
        do {
            _ = try recipe(#""servings": "2 loaves", "yield": "24 cookies""#)
            Issue.record("a yield of cookies beside 'servings' of loaves was taken")
        } catch {
            #expect(error.file == "x.json" && error.field == "yield" && error.problem.contains("counts 24 cookies but 'servings' is '2 loaves'"), "\(error)")
        }
    }

    /// "6-8 cookies" is made for 8: doubled, the dough makes 16, as a page
    /// import counts the same range.
    @Test func aRangeInTheFileCountsItsTop() throws {
        let ranged = try Recipe.decode(Data(#"{"id":"c","title":"Cookies","minutes":30,"ingredients":["200 g butter"],"steps":["Bake."],"yield":"6-8 cookies"}"#.utf8), file: "c.json")
        #expect(ranged.servings == 8 && ranged.makes == YieldUnit(noun: "cookies"))
        var cook = Cook(ranged)
        #expect(cook.say("double it").hasPrefix("OK, scaled to 16 cookies"))
        #expect(cook.say("how much butter") == "For 16 cookies, you need 400 g of butter.")
        let people = try Recipe.decode(Data(#"{"id":"s","title":"Soup","minutes":30,"ingredients":["1 onion"],"steps":["Cook."],"servings":"serves 4 to 6"}"#.utf8), file: "s.json")
        #expect(people.servings == 6 && people.makes == nil)
    }

    @Test func aLoafIsHalvedAndMadeOneAndAHalfTimes() {
        var cook = Cook(Self.loaf)
        #expect(cook.say("halve the recipe").hasPrefix("OK, scaled to half a loaf, half the recipe."))
        #expect(cook.say("how much flour") == "For half a loaf, you need 250 g of flour.")
        #expect(cook.say("how many eggs") == "For half a loaf, you need 1/2 egg: beat 1 and use about 1 1/2 tbsp of it.")
        #expect(cook.say("make it 1.5 times").hasPrefix("OK, scaled to 1 1/2 loaves, 1.5 times the recipe."))
        #expect(cook.say("how much buttermilk") == "For 1 1/2 loaves, you need 600 ml of buttermilk.")
        #expect(cook.say("make 3 loaves").hasPrefix("OK, scaled to 3 loaves."))
        #expect(cook.say("make it for 2.5").hasPrefix("OK, scaled to 2 1/2 loaves."))
        #expect(cook.say("make half a loaf").hasPrefix("OK, scaled to half a loaf."))
        #expect(cook.say("next").contains("the 200 ml of buttermilk"))
        #expect(cook.say("make 36 cookies").hasPrefix("Soda Loaf makes 1 loaf, not cookies."))
        #expect(cook.say("make 1000 loaves") == "I can scale Soda Loaf from 1/8 of a loaf to 100 loaves.")
    }

    @Test func cookiesAreCountedWhole() {
        var cook = Cook(Self.cookies)
        #expect(cook.say("make 36 cookies").hasPrefix("OK, scaled to 36 cookies."))
        #expect(cook.say("how much butter").hasPrefix("For 36 cookies, you need"))
        #expect(cook.say("we need 48 cookies").hasPrefix("OK, scaled to 48 cookies."))
        #expect(cook.say("back to normal").hasPrefix("OK, scaled to 24 cookies."))
        #expect(cook.say("make two batches").hasPrefix("OK, scaled to 48 cookies, twice the recipe's 24."))
        #expect(cook.say("make 25 cookies").hasPrefix("OK, scaled to 25 cookies."))
        #expect(cook.say("halve it").hasPrefix("OK, scaled to 13 cookies, half of 25 is 12.5; I count whole cookies."))
        #expect(cook.say("make 2.5 cookies") == "I count whole cookies: say make 2 or 3 cookies.")
    }

    /// "make 2 dozen" of brownies serving 8 per 16 made 48 brownies "for 24
    /// people": a dozen counts what the recipe makes, said with or without
    /// its name, and "how much butter for a dozen" likewise.
    @Test func aDozenCountsPiecesNotPeople() {
        let brownies = Recipe(id: "b", title: "Brownies", minutes: 60, servings: 16, makes: YieldUnit(noun: "brownies"),
                              serves: 8, ingredients: ["225 g butter", "4 eggs"].map(Ingredient.init(parsing:)), steps: [Step(text: "Bake.")])
        var cook = Cook(brownies)
        #expect(cook.say("make 2 dozen").hasPrefix("OK, scaled to 24 brownies."))
        #expect(cook.say("make a dozen please").hasPrefix("OK, scaled to 12 brownies."))
        #expect(cook.say("make 16 of them").hasPrefix("OK, scaled to 16 brownies."))
        #expect(cook.say("how much butter for 2 dozen") == "For 24 brownies, you need 340 g of butter.")
        // A number alone of a recipe that says whom it feeds is still people.
        #expect(cook.say("make it for 4").hasPrefix("OK, scaled to 8 brownies, for 4 people."))
        // Of a recipe that serves people, a dozen is servings as before.
        var omelette = Cook(Fixtures.omelette)
        #expect(omelette.say("make it for half a dozen").hasPrefix("OK, scaled to 6 servings."))
    }

    /// A recipe that serves people is scaled exactly as before.
    @Test func servingsStayWhole() {
        var cook = Cook(Fixtures.omelette)
        #expect(cook.say("halve the recipe") == "I can't scale Spinach and Feta Omelette below 1 serving; it's set for 1.")
        #expect(cook.say("make 2 loaves").hasPrefix("Spinach and Feta Omelette serves 1; it doesn't say how many loaves it makes."))
        #expect(cook.say("make it for 2.5") == "I scale by whole servings: say make it for 2 or for 3.")
    }

    /// Half a loaf survives a restart: the snapshot keeps the part.
    @Test func aPartSurvivesARestart() throws {
        var cook = Cook(Self.loaf)
        _ = cook.say("halve the recipe")
        _ = cook.say("next")
        let saved = try JSONDecoder().decode(SessionSnapshot.self, from: JSONEncoder().encode(cook.state.snapshot))
        var restored = CookingState(restoring: saved, recipe: Self.loaf)
        restored.now = 10
        let (_, effects) = CookingSession.reduce(restored, .resumed)
        let said = effects.compactMap { if case .say(let text) = $0 { text } else { nil } }.joined(separator: " ")
        #expect(said.contains("It's set for half a loaf; the recipe makes 1 loaf."), "\(said)")
        #expect(said.contains("the 200 ml of buttermilk"), "\(said)")
        // An older snapshot's whole number still reads.
        let old = #"{"recipeID":"soda-loaf","position":{"step":{"_0":0}},"servings":2,"timers":[],"paused":false,"ended":false,"checkedIngredients":[],"savedAt":0}"#
        #expect(try JSONDecoder().decode(SessionSnapshot.self, from: Data(old.utf8)).servings == 2)
    }

    @Test func theParserHearsCountsOfThings() {
        #expect(CommandParser.parse("make 3 loaves") == .makes(3, "loaves"))
        #expect(CommandParser.parse("make thirty six cookies") == .makes(36, "cookies"))
        #expect(CommandParser.parse("we need 48 cookies") == .makes(48, "cookies"))
        #expect(CommandParser.parse("make it for 2 loaves") == .makes(2, "loaves"))
        #expect(CommandParser.parse("make two batches") == .makes(2, "batches"))
        #expect(CommandParser.parse("make half a loaf") == .makes(0.5, "loaf"))
        #expect(CommandParser.parse("make one and a half loaves") == .makes(1.5, "loaves"))
        #expect(CommandParser.parse("bake 3 loaves of bread") == .makes(3, "loaves"))
        #expect(CommandParser.parse("make 3 dozen cookies") == .makes(36, "cookies"))
        #expect(CommandParser.parse("make it one and a half times") == .scaleBy(1.5))
        #expect(CommandParser.parse("how many cookies does this make") == .servingsQuery)
        #expect(CommandParser.parse("make it for 4 people") == .people(4))
        #expect(CommandParser.parse("make it for 4") == .servings(4))
        #expect(CommandParser.parse("cook for 5 minutes") != .makes(5, "minutes"))
        #expect(CommandParser.parse("make it 2 times") == .scaleBy(2))
        #expect(Intent(canonical: "makes:1.5:loaves") == .makes(1.5, "loaves"))
        #expect(Intent.makes(36, "cookies").canonical == "makes:36:cookies")
    }

    /// "How many loaves", "how many cookies are we making": what the recipe
    /// makes at the scale set, never an ingredient it "doesn't call for".
    @Test func howManyOfWhatItMakesIsTheYield() {
        var loaf = Cook(Self.loaf)
        #expect(loaf.say("how many loaves") == "Soda Loaf is set for 1 loaf.")
        _ = loaf.say("make 2 loaves")
        #expect(loaf.say("how many loaves") == "Soda Loaf is set for 2 loaves (the recipe makes 1 loaf).")
        #expect(loaf.say("how many loaves are we making") == "Soda Loaf is set for 2 loaves (the recipe makes 1 loaf).")
        #expect(loaf.say("how many eggs") == "For 2 loaves, you need 2 eggs.")
        var cookies = Cook(Self.cookies)
        #expect(cookies.say("how many cookies") == "Cookies is set for 24 cookies.")
        #expect(cookies.say("how many cookies will we get") == "Cookies is set for 24 cookies.")
    }

    /// A recipe that lists what it makes ("2 bread rolls" in rolls) answers
    /// the ingredient, unless the cook asks what is being made.
    @Test func whatItMakesListedAsAnIngredientIsTheIngredient() {
        let rolls = Recipe(
            id: "rolls", title: "Stuffed Rolls", minutes: 30, servings: 4, makes: YieldUnit(noun: "rolls"),
            ingredients: ["2 bread rolls", "100 g cheese"].map(Ingredient.init(parsing:)),
            steps: [Step(text: "Fill the rolls.")])
        var cook = Cook(rolls)
        #expect(cook.say("how many rolls") == "You need 2 bread rolls.")
        #expect(cook.say("how many rolls are we making") == "Stuffed Rolls is set for 4 rolls.")
    }

    /// "How many loaves" of a stew with bay leaves said "You need 2 bay
    /// leaves": a thing recipes make is no misspelt ingredient. A stew
    /// says what it is set for; eggs it lacks are still not called for.
    @Test func howManyLoavesOfAStewIsNoLeaf() {
        let stew = Recipe(id: "stew", title: "Beef Stew", minutes: 150, servings: 6,
                          ingredients: ["1 kg beef chuck", "2 bay leaves"].map(Ingredient.init(parsing:)),
                          steps: [Step(text: "Simmer.")])
        var cook = Cook(stew)
        #expect(cook.say("how many loaves") == "Beef Stew is set for 6 servings.")
        #expect(cook.say("how many leaves") == "You need 2 bay leaves.")
        #expect(cook.say("how many eggs") == "Beef Stew doesn't call for eggs.")
    }
}

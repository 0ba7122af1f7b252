import Foundation
import Testing
@testable import SousRecipes
import SousCore

@Suite("Import: durations, yields, entities, ids")
struct ImportTextTests {
    @Test(arguments: [
        ("PT1H30M", 90), ("PT90M", 90), ("P0DT1H", 60), ("PT0.5H", 30), ("P0DT0H20M", 20), ("PT1H0M0S", 60),
        ("P1DT0H15M", 1455), ("PT45S", 1), ("pt15m", 15), ("1 hour 30 mins", 90), ("45", 45), ("1h30", 90),
        ("12-15 minutes", 15), ("1 1/2 hours", 90), ("2 hrs", 120),
    ])
    func durations(_ text: String, _ minutes: Int) {
        #expect(RecipeDuration.minutes(text) == minutes)
    }

    @Test(arguments: ["PT0M", "", "PTnullM", "soon"])
    func durationsThatSayNothingAreUnknown(_ text: String) {
        #expect(RecipeDuration.minutes(text) == nil)
    }

    @Test func durationObjectsAndNumbers() {
        #expect(RecipeDuration.minutes(from: ["@type": "QuantitativeValue", "maxValue": "PT40M"]) == 40)
        #expect(RecipeDuration.minutes(from: NSNumber(value: 25)) == 25)
        #expect(RecipeDuration.minutes(from: nil) == nil)
    }

    @Test func totalTimeFallsBackToPrepPlusCook() {
        #expect(SchemaRecipeReader.minutes(["prepTime": "PT15M", "cookTime": "PT1H"]) == 75)
        #expect(SchemaRecipeReader.minutes(["totalTime": "PT0M", "prepTime": "PT10M"]) == 10)
        #expect(SchemaRecipeReader.minutes(["totalTime": "PT2H", "prepTime": "PT10M"]) == 120)
        #expect(SchemaRecipeReader.minutes(["recipeYield": "4"]) == nil)
    }

    @Test func yields() {
        #expect(RecipeYield.servings(from: "4 servings") == 4)
        #expect(RecipeYield.servings(from: "Serves 4") == 4)
        // A range is scaled from its top: a cook making "6-8" makes enough for 8.
        #expect(RecipeYield.servings(from: "6-8") == 8)
        #expect(RecipeYield.servings(from: "6 to 8 people") == 8)
        #expect(RecipeYield.servings(from: "Serves 4 to 6") == 6)
        #expect(RecipeYield.servings(from: "Makes 12-16 muffins") == 16)
        #expect(RecipeYield.servings(from: "2-3 dozen cookies") == 36)
        #expect(RecipeYield.servings(from: "one 9-inch cake, 8-10 slices") == 10)
        // A spaced hyphen is no range to recipe-scrapers, whose pages these are: the first.
        #expect(RecipeYield.servings(from: "2 - 4 servings") == 2)
        // An en dash is a range's own mark: its top, spaced or not.
        #expect(RecipeYield.servings(from: "4 \u{2013} 6") == 6)
        #expect(RecipeYield.servings(from: "Makes 12\u{2013}16 muffins") == 16)
        #expect(RecipeYield.servings(from: ["4", "4 -6 servings"]) == 4)
        #expect(RecipeYield.servings(from: NSNumber(value: 4)) == 4)
        #expect(RecipeYield.servings(from: ["4", "4 bowls"]) == 4)
        #expect(RecipeYield.servings(from: ["20", "2 pies"]) == 2)
        #expect(RecipeYield.servings(from: ["14", "14 Pizza (12 servings)"]) == 14)
        #expect(RecipeYield.servings(from: "a big pot") == nil)
        #expect(RecipeYield.servings(from: "0") == nil)
        // A dozen is twelve; a pan's size is no yield.
        #expect(RecipeYield.servings(from: "2 dozen") == 24)
        #expect(RecipeYield.servings(from: "about a dozen cookies") == 12)
        #expect(RecipeYield.servings(from: ["2", "2 dozen"]) == 24)
        #expect(RecipeYield.servings(from: "one 9-inch pie (8 slices)") == 8)
        #expect(RecipeYield.servings(from: "1 9x13 pan (24 squares)") == 1)
        #expect(RecipeYield.servings(from: "9 x 13 pan, 24 squares") == 24)
        #expect(RecipeYield.servings(from: "one 23 cm cake, 10 slices") == 10)
        #expect(RecipeYield.servings(from: "6 xícaras") == 6)
        // Yields in words, as Cooklang's ">> servings: four" and many cards write them.
        #expect(RecipeYield.servings(from: "Serves four") == 4)
        #expect(RecipeYield.servings(from: "makes two dozen") == 24)
        #expect(RecipeYield.servings(from: "twenty-four cookies") == 24)
        #expect(RecipeYield.servings(from: "none") == nil)
    }

    @Test func entitiesDecodeEvenWhenDoubleEscaped() {
        #expect(HTMLText.clean("Mac &amp;amp; Cheese") == "Mac & Cheese")
        #expect(HTMLText.clean("don&#039;t") == "don't")
        #expect(HTMLText.clean("&frac12; cup") == "½ cup")
        #expect(HTMLText.clean("&amp;frac12; cup") == "½ cup")
        #expect(HTMLText.clean("&frac13; cup &#x27;x&#x27;") == "⅓ cup 'x'")
        #expect(HTMLText.clean("caf&eacute; &ndash; &rsquo;") == "café – ’")
        #expect(HTMLText.clean("&#8217;s and &#146;s") == "’s and ’s")
        #expect(HTMLText.clean("AT&T &unknown; & more") == "AT&T &unknown; & more")
    }

    @Test func tagsAndWhitespaceAreCleaned() {
        #expect(HTMLText.clean("<strong>Tip:</strong>  use\u{00A0}fresh\n herbs") == "Tip: use fresh herbs")
        #expect(HTMLText.clean("&lt;b&gt;bold&lt;/b&gt;") == "bold")
        #expect(HTMLText.clean("cook < 5 min") == "cook < 5 min")
        #expect(HTMLText.clean("((optional))") == "(optional)")
        #expect(HTMLText.cleanLines("<p>One.</p><p>Two.</p>Three<br>Four") == ["One.", "Two.", "Three", "Four"])
    }

    @Test func idsAreKebabCase() {
        #expect(RecipeIdentifier.make(from: "Crème Brûlée (Easy!)") == "creme-brulee-easy")
        #expect(RecipeIdentifier.make(from: "Mac & Cheese") == "mac-and-cheese")
        #expect(RecipeIdentifier.make(from: "Granny's Stew") == "grannys-stew")
        #expect(RecipeIdentifier.make(from: "番茄炒蛋", fallback: "tomato eggs") == "tomato-eggs")
        #expect(RecipeIdentifier.make(from: "番茄炒蛋") == "recipe")
        #expect(RecipeIdentifier.make(from: String(repeating: "long word ", count: 20)).count <= 60)
    }

    @Test func stepTimers() {
        #expect(StepTimer.seconds(in: "Simmer for 20 minutes, until soft.") == 1200)
        #expect(StepTimer.seconds(in: "Bake 25-30 min.") == 1500)
        #expect(StepTimer.seconds(in: "Rest 1 hour and 15 minutes") == 4500)
        #expect(StepTimer.seconds(in: "Braise for 2 and a half hours.") == 9000)
        #expect(StepTimer.seconds(in: "Cook for 1½ hours") == 5400)
        #expect(StepTimer.seconds(in: "Leave for half an hour") == 1800)
        #expect(StepTimer.seconds(in: "Serve with 2 lemons.") == nil)
        // From real pages: a bound on waiting is no timer, the baking beats
        // the chilling, and an hour and a half is 90 minutes.
        #expect(StepTimer.seconds(in: "Chill the custards (or up to 2 hours before serving).") == nil)
        #expect(StepTimer.seconds(in: "Chill the dough for 2 hours, then bake for 60 to 75 minutes.") == 3600)
        #expect(StepTimer.seconds(in: "Bake for an hour and a half.") == 5400)
        #expect(StepTimer.seconds(in: "Cook the pasta 2 minutes less than the package states.") == nil)
        #expect(StepTimer.seconds(in: "Cook it 2 minutes longer than the package says.") == nil)
        // "More" after the time is another wait, and the bake beats the chill.
        #expect(StepTimer.seconds(in: "Bake for 20 minutes more, then cool completely and chill for 1 hour.") == 1200)
        #expect(StepTimer.seconds(in: "Add the carrots and simmer 45 minutes more, until tender.") == 2700)
        #expect(StepTimer.seconds(in: "Simmer 45 more minutes.") == 2700)
        // Other languages' words for the time.
        #expect(StepTimer.seconds(in: "Etwa 45 Minuten backen.") == 2700)
        #expect(StepTimer.seconds(in: "Freír las patatas durante 20 minutos.") == 1200)
        #expect(StepTimer.seconds(in: "Deja reposar 10 minutos.") == 600)
        #expect(StepTimer.seconds(in: "Cuocere per 10 minuti.") == 600)
        #expect(StepTimer.seconds(in: "Laat 10 minuten rusten.") == 600)
        #expect(StepTimer.seconds(in: "Faire cuire 1 heure et 15 minutes.") == 4500)
        #expect(StepTimer.seconds(in: "Im Ofen 20 bis 25 Minuten backen.") == 1200)
        #expect(StepTimer.seconds(in: "Hornear de 20 a 25 minutos.") == 1200)
    }

    /// "1,5 Std. backen" was a 5-hour timer and "0,5 Std." 5 hours for a
    /// half hour: a decimal comma is a point in every time read.
    @Test func decimalCommaTimes() {
        #expect(StepTimer.seconds(in: "1,5 Std. backen.") == 5400)
        #expect(StepTimer.seconds(in: "1,5 Stunden backen.") == 5400)
        #expect(StepTimer.seconds(in: "0,5 Std. ruhen.") == 1800)
        #expect(StepTimer.seconds(in: "2,5 Minuten kochen.") == 150)
        #expect(RecipeDuration.minutes("1,5 h") == 90)
        #expect(RecipeDuration.minutes("1,5 Stunden") == 90)
    }

    /// "Zwei Minuten", "media hora", "une demi-heure" had no timer, and
    /// "1 hora y media" was an hour: number words in the languages of the
    /// units Sous reads.
    @Test(arguments: [
        ("Eine halbe Stunde ruhen lassen.", 1800), ("Zwei Minuten aufkochen lassen.", 120),
        ("Eine Viertelstunde abkühlen lassen.", 900), ("Anderthalb Stunden backen.", 5400),
        ("Cocer durante una hora.", 3600), ("Dejar reposar media hora.", 1800), ("Cocinar diez minutos más.", 600),
        ("Hornear 1 hora y media.", 5400), ("Laisser reposer une demi-heure.", 1800), ("Cuire dix minutes.", 600),
        ("Faire cuire 1 heure et demie.", 5400), ("Een half uur laten rusten.", 1800), ("Twee minuten koken.", 120),
        ("Lasciare riposare mezz'ora.", 1800), ("Cuocere dieci minuti.", 600), ("Cuocere un'ora e mezza.", 5400),
    ])
    func stepTimersFromNumberWords(_ text: String, _ seconds: Int) {
        #expect(StepTimer.seconds(in: text) == seconds)
    }

    @Test func lenientJSON() throws {
        let parsed = LenientJSON.parse(#"<!-- {"a": "it\'s", "b": [1, 2,], "c": "two"# + "\n" + #"lines",} -->"#) as? [String: Any]
        #expect(parsed?["a"] as? String == "it's")
        #expect((parsed?["b"] as? [Any])?.count == 2)
        #expect(parsed?["c"] as? String == "two\nlines")
        #expect(LenientJSON.parse("not json at all") == nil)
    }
}

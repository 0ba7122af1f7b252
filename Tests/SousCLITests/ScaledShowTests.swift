import Foundation
import Testing

/// Amounts for other servings as the command line prints them.
@Suite("sous show and cook for other servings")
struct ScaledShowTests {
    let sous: SousBinary = {
        var binary = SousBinary()
        binary.environment["XDG_CONFIG_HOME"] = binary.dataFolder.appendingPathComponent("config").path
        return binary
    }()

    /// `--json` with `--servings` printed the recipe's own amounts.
    @Test func jsonForOtherServingsIsScaled() throws {
        let shown = try sous.run(["show", "victoria-sponge", "--servings", "5", "--json"])
        #expect(shown.status == 0, "\(shown.stderr)")
        #expect(shown.stdout.contains("\"servings\" : 5") && shown.stdout.contains("\"quantity\" : 100"), "\(shown.stdout)")
        #expect(!shown.stdout.contains("\"quantity\" : 200"))
    }

    /// A headcount: `--servings "30 people"` of a loaf that serves 10 is 3
    /// loaves (was an error); of a loaf that
    /// doesn't say whom it feeds, an error saying so.
    @Test func servingsInPeopleAreAHeadcount() throws {
        let bread = try sous.run(["show", "banana-bread", "--servings", "30 people"])
        #expect(bread.status == 0, "\(bread.stderr)")
        #expect(bread.stdout.contains("makes 3 loaves (serves about 30)"), "\(bread.stdout)")
        let planned = try sous.run(["plan", "add", "fudgy-brownies", "--servings", "30 people"])
        #expect(planned.stdout.contains("60 brownies"), "\(planned.stdout)")
        let soda = try sous.run(["show", "wholemeal-soda-bread", "--servings", "4 people"])
        #expect(soda.status == 2)
        #expect(soda.stderr.contains("doesn't say how many people that feeds: give --servings in loaves"), "\(soda.stderr)")
        #expect(try sous.run(["show", "beef-stew", "--servings", "6 people"]).stdout.contains("serves 6"))
    }

    /// Servings are what people eat: a bare `--servings 30` of a loaf that
    /// serves 10 is 3 loaves (was 30 loaves, 90 bananas on the shopping
    /// list); "2 loaves" counts loaves; a loaf that doesn't say whom it
    /// feeds and cookies still count what they make.
    @Test func bareServingsOfALoafThatFeedsTenArePortions() throws {
        let bread = try sous.run(["show", "banana-bread", "--servings", "30"])
        #expect(bread.stdout.contains("makes 3 loaves (serves about 30)"), "\(bread.stdout)")
        #expect(try sous.run(["show", "banana-bread", "--servings", "2 loaves"]).stdout.contains("makes 2 loaves (serves about 20)"))
        let planned = try sous.run(["plan", "add", "banana-bread", "--servings", "30"])
        #expect(planned.stdout.contains("3 loaves, which serve about 30"), "\(planned.stdout)")
        #expect(try sous.run(["show", "wholemeal-soda-bread", "--servings", "2"]).stdout.contains("makes 2 loaves"))
        #expect(try sous.run(["show", "chocolate-chip-cookies", "--servings", "48"]).stdout.contains("makes 48 cookies"))
    }

    /// What a recipe makes, as a baker says it: "2 dozen cookies" is 24
    /// (was 2 cookies, a twelfth of the butter), "half a batch", "1 1/2
    /// loaves", "3/4 loaf"; a bare 1.5 of a loaf serving 10 is neither
    /// people nor loaves, and is an error saying what to type; a plan
    /// rounds a headcount up to whole loaves (2 people: 1 loaf, was an error).
    @Test func countsAsABakerSaysThem() throws {
        func made(_ id: String, _ servings: String) throws -> String {
            try sous.run(["show", id, "--servings", servings]).stdout.split(separator: "\n").dropFirst().first.map(String.init) ?? ""
        }
        #expect(try made("chocolate-chip-cookies", "2 dozen cookies").contains("makes 24 cookies"))
        #expect(try made("chocolate-chip-cookies", "half a batch").contains("makes 18 cookies"))
        #expect(try made("banana-bread", "1 1/2 loaves").contains("makes 1 1/2 loaves"))
        #expect(try made("banana-bread", "3/4 loaf").contains("makes 3/4 of a loaf"))
        #expect(try made("banana-bread", "half a loaf").contains("makes half a loaf"))
        // The fractions Sous prints, typed back.
        #expect(try made("banana-bread", "½ loaf").contains("makes half a loaf"))
        #expect(try made("banana-bread", "1½ loaves").contains("makes 1 1/2 loaves"))
        // "2 dozen" alone is of what the recipe makes (brownies serving 8 per 16 made 48).
        #expect(try made("fudgy-brownies", "2 dozen").contains("makes 24 brownies"))
        let bare = try sous.run(["show", "banana-bread", "--servings", "1.5"])
        #expect(bare.status == 2 && bare.stderr.contains("a bare number is people"), "\(bare.stderr)")
        let cakes = try sous.run(["show", "banana-bread", "--servings", "2 cakes"])
        #expect(cakes.status == 2 && cakes.stderr.contains("makes loaves, not cakes"), "\(cakes.stderr)")
        #expect(try sous.run(["plan", "add", "banana-bread", "--servings", "2"]).stdout.contains("1 loaf, which serves about 10"))
        #expect(try sous.run(["plan", "add", "chocolate-chip-cookies", "--servings", "3 dozen cookies"]).stdout.contains("36 cookies"))
    }

    /// "2 batches" is twice the recipe whatever it makes or serves (was
    /// "Banana Bread makes loaves, not batches", and for the stew "must be
    /// a whole number"), as "make two batches" said aloud is.
    @Test func batchesAreTimesTheRecipe() throws {
        let bread = try sous.run(["show", "banana-bread", "--servings", "2 batches"])
        #expect(bread.status == 0, "\(bread.stderr)")
        #expect(bread.stdout.contains("makes 2 loaves (serves about 20)"), "\(bread.stdout)")
        let stew = try sous.run(["show", "beef-stew", "--servings", "2 batches"])
        #expect(stew.status == 0, "\(stew.stderr)")
        #expect(stew.stdout.contains("serves 12"), "\(stew.stdout)")
        #expect(try sous.run(["show", "beef-stew", "--servings", "half a batch"]).stdout.contains("serves 3"))
        #expect(try sous.run(["show", "wholemeal-soda-bread", "--servings", "1 1/2 batches"]).stdout.contains("makes 1 1/2 loaves"))
        let cooked = try sous.run(["cook", "banana-bread", "--servings", "2 batches", "--here"], input: "how much banana\nstop\n")
        #expect(cooked.stdout.contains("For 2 loaves, you need 6 bananas."), "\(cooked.stdout)")
        #expect(try sous.run(["plan", "add", "beef-stew", "--servings", "2 batches"]).stdout.contains("12 servings"))
        let tooMany = try sous.run(["show", "beef-stew", "--servings", "20 batches"])
        #expect(tooMany.status == 2 && tooMany.stderr.contains("can be scaled from 1 serving to 100 servings"), "\(tooMany.stderr)")
    }

    /// "That's the 1 servings planned for Monday".
    @Test func onePlannedServingIsSingular() throws {
        #expect(try sous.run(["plan", "add", "garlic-green-beans", "--day", "today", "--servings", "1"]).status == 0)
        let cooked = try sous.run(["cook", "garlic-green-beans", "--here"], input: "stop\n")
        #expect(cooked.stdout.contains("That's the 1 serving planned for"), "\(cooked.stdout)")
    }

    /// A page's ingredient groups were lost on import: `--json` gives each
    /// line its `section`, and `sous show` prints the groups' headings.
    @Test func importedGroupsAreShownOverTheirLines() throws {
        let page = sous.dataFolder.appendingPathComponent("cake.html")
        try Data(#"""
            <script type="application/ld+json">{"@type": "Recipe", "name": "Raspberry Cake", "recipeIngredient": ["2 cups sugar",
            "2 eggs", "1 cup butter", "1/4 cup sugar", "2 cups raspberries"], "recipeInstructions": ["Bake the cake.", "Fill it."]}</script>
            <div class="ingredients"><h3>Ingredients</h3><h4>Cake</h4><ul><li>2 cups sugar</li><li>2 eggs</li></ul>
            <h4>Frosting</h4><ul><li>1 cup butter</li></ul><h4>Raspberry Filling</h4><ul><li>1/4 cup sugar</li><li>2 cups raspberries</li></ul></div>
            """#.utf8).write(to: page)
        let json = try sous.run(["import", page.path, "--json"])
        #expect(json.stdout.contains(#""section": "Raspberry Filling""#), "\(json.stdout)")
        #expect(try sous.run(["import", page.path]).status == 0)
        let shown = try sous.run(["show", "raspberry-cake"])
        #expect(shown.stdout.contains("Ingredients:\n  Cake\n- 2 cups sugar\n- 2 eggs\n  Frosting\n- 1 cup butter\n  Raspberry Filling\n- 1/4 cup sugar\n"),
                "\(shown.stdout)")
    }
}

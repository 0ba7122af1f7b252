import Testing
@testable import SousCore

/// An American cook's words work wherever a British recipe is read: the
/// fridge, search, dislikes, the pantry; and US measures show them.
@Suite struct AmericanWordsTests {
    static func recipe(_ id: String, _ title: String, _ lines: [String], steps: [String] = ["Cook."]) -> Recipe {
        Recipe(id: id, title: title, minutes: 30, servings: 4, ingredients: lines.map(Ingredient.init(parsing:)), steps: steps.map { Step(text: $0) })
    }

    static let bolognese = recipe("bolognese", "Spaghetti Bolognese", ["500 g beef mince", "1 onion", "2 tbsp tomato purée", "300 g spaghetti"])
    static let stirFry = recipe("stir-fry", "Prawn Stir-Fry", ["300 g king prawns", "4 spring onions", "1 tsp cornflour"])
    static let traybake = recipe("traybake", "Traybake", ["2 courgettes, sliced", "1 tsp ground coriander", "1 red onion"])
    static let guacamole = recipe("guacamole", "Guacamole", ["2 avocados", "a handful of fresh coriander"])
    static let panna = recipe("panna", "Panna Cotta", ["4 sheets gelatine", "500 ml double cream", "1 vanilla pod, split lengthways"],
                              steps: ["Pour into 6 small moulds.", "Blend with a stick blender."])
    static let bread = recipe("bread", "Banana Bread", ["250 g plain flour", "100 g caster sugar", "1 tsp bicarbonate of soda"],
                              steps: ["Grease a 900 g (2 lb) loaf tin.", "Scrape the batter into the tin."])
    static let all = [bolognese, stirFry, traybake, guacamole, panna, bread]

    func fridge(_ items: String...) -> [String] { FridgeMatcher.suggest(items, from: Self.all).map(\.recipe.id) }

    @Test func theFridgeTakesEitherName() {
        #expect(fridge("shrimp") == ["stir-fry"])
        #expect(fridge("jumbo shrimp") == ["stir-fry"])
        #expect(fridge("ground beef") == ["bolognese"])
        #expect(fridge("zucchini") == ["traybake"])
        #expect(fridge("scallions") == ["stir-fry"])
        #expect(fridge("green onions").first == "stir-fry")
        #expect(fridge("heavy cream") == ["panna"])
        #expect(fridge("all-purpose flour") == ["bread"])
        // British names in an American recipe.
        let tacos = Self.recipe("tacos", "Tacos", ["1 lb ground beef", "1 zucchini"])
        #expect(FridgeMatcher.suggest(["beef mince"], from: [tacos]).map(\.recipe.id) == ["tacos"])
        #expect(FridgeMatcher.suggest(["courgette"], from: [tacos]).map(\.recipe.id) == ["tacos"])
        // Cilantro is the leaves, never the ground spice; a plain tomato no tomato paste.
        #expect(fridge("cilantro") == ["guacamole"])
        #expect(!fridge("ground coriander").contains("guacamole"))
        #expect(fridge("tomato").isEmpty)
    }

    @Test func searchTakesEitherName() {
        let search = RecipeSearch(Self.all)
        func found(_ query: String) -> [String] { search.search(query).map(\.recipe.id) }
        #expect(found("heavy cream") == ["panna"])
        #expect(found("ground beef") == ["bolognese"])
        #expect(found("all-purpose flour") == ["bread"])
        #expect(found("superfine sugar") == ["bread"])
        #expect(found("baking soda") == ["bread"])
        #expect(found("shrimp") == ["stir-fry"])
        #expect(found("gelatin") == ["panna"])
        // Only the steps name the tin.
        #expect(found("loaf pan") == ["bread"])
        #expect(found("immersion blender") == ["panna"])
        // Still found by the British names, and by a word of them.
        #expect(found("beef mince") == ["bolognese"])
        #expect(found("beef") == ["bolognese"])
        #expect(found("loaf tin") == ["bread"])
    }

    @Test func aDislikeTakesEitherName() {
        let search = RecipeSearch(Self.all)
        func kept(_ dislike: String) -> [String] { search.search("", filter: RecipeFilter(dislikes: [dislike])).map(\.recipe.id) }
        #expect(!kept("ground beef").contains("bolognese"))
        #expect(!kept("shrimp").contains("stir-fry"))
        #expect(!kept("heavy cream").contains("panna"))
        #expect(kept("ground beef").contains("stir-fry"))
    }

    @Test func thePantryTakesEitherName() {
        let pantry = PantryContents(have: ["shrimp", "chili powder", "gelatin", "ground beef"])
        for line in ["jumbo shrimp", "king prawns", "chilli powder", "gelatine", "beef mince", "prawns"] {
            #expect(pantry.reason(for: line) == .pantry, "\(line)")
        }
        #expect(pantry.reason(for: "chicken stock") == nil)
        #expect(ShoppingNames.key("chili powder") == ShoppingNames.key("chilli powder"))
        #expect(ShoppingNames.key("ground beef") == ShoppingNames.key("beef mince"))
    }

    @Test func theFridgesMissingLinesInUSNames() {
        let us = FridgeMatcher.suggest(["banana"], from: [Self.recipe("bread", "Bread", ["2 bananas", "250 g plain flour", "100 g caster sugar"])])
        #expect(us.first?.missing.map { $0.converted(to: .us).name } == ["all-purpose flour", "superfine sugar"])
    }

    @Test func moreIngredientsInAmericanNames() {
        let lines = ["1/2 tsp chilli powder", "250 g wholemeal flour", "1 tsp fast-action dried yeast", "1 vanilla pod, split lengthways",
                     "4 sheets gelatine", "400 g chestnut mushrooms, sliced", "100 g plain chocolate", "100 g short-grain pudding rice"]
        let us = Self.recipe("r", "R", lines).converted(to: .us).ingredients.map(\.text)
        #expect(us == ["1/2 tsp chili powder", "2 cups whole wheat flour", "1 tsp instant yeast", "1 vanilla bean, split lengthwise",
                       "4 sheets gelatin", "14 oz cremini mushrooms, sliced", "3 1/2 oz semisweet chocolate", "1/2 cup short-grain rice"])
        var pudding = Ingredient(parsing: "100 g pudding rice")
        pudding.note = "short-grain"
        #expect(pudding.converted(to: .us).name == "short-grain rice")
        #expect(pudding.converted(to: .us).note == nil)
    }

    @Test func moreStepsInAmericanWords() {
        let steps = ["Cook in a hot griddle pan for 6 minutes.", "Blend until smooth with a stick blender.", "Slice the carrots lengthways.",
                     "Line a 12-hole muffin tin with paper cases.", "Pour into 6 small moulds.", "Knock back the dough and shape it.",
                     "In a jug, whisk the milk and egg.", "Pour the oil into a 23 by 33 cm (9 by 13 inch) tin.",
                     "Leave the loaf to prove for 45 minutes.", "Squeeze the jug's handle.", "Stir to prove the yeast is alive."]
        let us = Self.recipe("r", "R", ["1 egg"], steps: steps).converted(to: .us).steps.map(\.text)
        #expect(us == ["Cook in a hot grill pan for 6 minutes.", "Blend until smooth with an immersion blender.", "Slice the carrots lengthwise.",
                       "Line a 12-cup muffin pan with paper cases.", "Pour into 6 small molds.", "Punch down the dough and shape it.",
                       "In a measuring cup, whisk the milk and egg.", "Pour the oil into a 9 by 13 inch pan.",
                       "Leave the loaf to rise for 45 minutes.", "Squeeze the jug's handle.", "Stir to prove the yeast is alive."])
        let metric = Self.recipe("r", "R", ["1 egg"], steps: ["Pour the oil into a 23 by 33 cm (9 by 13 inch) tin."]).converted(to: .metric)
        #expect(metric.steps[0].text == "Pour the oil into a 23 by 33 cm tin.")
    }
}

import Testing
@testable import SousCore

/// A cook in Europe reads an American recipe in grams and °C, and one in
/// America a European recipe in cups and °F.
@Suite("Measuring systems")
struct MeasuringSystemTests {
    private func metric(_ line: String) -> String { Ingredient(parsing: line).converted(to: .metric).text }
    private func us(_ line: String) -> String { Ingredient(parsing: line).converted(to: .us).text }

    @Test func americanLinesInMetric() {
        #expect(metric("2 cups flour") == "250 g flour")
        #expect(metric("2 cups all-purpose flour, sifted") == "250 g all-purpose flour, sifted")
        #expect(metric("1 cup granulated sugar") == "200 g granulated sugar")
        #expect(metric("1 cup packed brown sugar") == "220 g packed brown sugar")
        #expect(metric("1 stick butter") == "115 g butter")
        #expect(metric("8 oz cream cheese") == "227 g cream cheese" || metric("8 oz cream cheese") == "225 g cream cheese")
        #expect(metric("1 lb ground beef") == "455 g ground beef")
        #expect(metric("1 cup milk") == "235 ml milk")
        #expect(metric("2 tbsp olive oil") == "2 tbsp olive oil")
        #expect(metric("6 tbsp olive oil") == "6 tbsp olive oil")
        #expect(metric("1/4 cup maple syrup") == "60 ml maple syrup")
        #expect(metric("1/3 cup milk") == "80 ml milk")
        #expect(metric("1/2 tsp salt") == "1/2 tsp salt")
        #expect(metric("6 tbsp butter, melted") == "85 g butter, melted")
        #expect(metric("3 large eggs") == "3 large eggs")
        #expect(metric("2 cloves garlic") == "2 cloves garlic")
        #expect(metric("salt, to taste") == "salt, to taste")
        #expect(metric("1 cinnamon stick") == "1 cinnamon stick")
        // The author's own grams win over the table.
        #expect(metric("1 stick butter, 113 g, softened") == "115 g butter, softened")
        #expect(metric("1 cup (140 g) flour") == "140 g flour")
        #expect(metric("4 (6 oz) salmon fillets") == "4 (170 g) salmon fillets")
    }

    @Test func europeanLinesInCups() {
        #expect(us("200 g sugar") == "1 cup sugar")
        #expect(us("500 ml milk") == "2 cups milk")
        #expect(us("250 g plain flour") == "2 cups all-purpose flour")
        #expect(us("225 g butter, softened") == "2 sticks butter, softened")
        #expect(us("500 g beef mince") == "18 oz ground beef")
        #expect(us("1 kg potatoes") == "2 1/4 lb potatoes")
        #expect(us("7 g instant yeast") == "2 1/4 tsp instant yeast")
        #expect(us("15 ml vanilla extract") == "1 tbsp vanilla extract")
        #expect(us("2 g saffron") == "2 g saffron")
        #expect(us("4 eggs") == "4 eggs")
        #expect(us("2 (400 g) cans chopped tomatoes") == "2 (14 oz) cans chopped tomatoes")
        #expect(us("1 tbsp olive oil") == "1 tbsp olive oil")
    }

    @Test func ovenTemperaturesInTheStepText() {
        let pie = Recipe(id: "pie", title: "Pie", minutes: 50, servings: 8, ingredients: [Ingredient(parsing: "2 cups flour")],
                         steps: [Step(text: "Preheat the oven to 350°F. Bake at 425 degrees F for 10 minutes, then at 375F."),
                                 Step(text: "Heat the oven to 350°F (180°C), or 325-350°F in a fan oven."),
                                 Step(text: "Whisk in 1 cup of the flour; bake 20 minutes at 350 degrees.")])
        let metric = pie.converted(to: .metric)
        #expect(metric.steps[0].text == "Preheat the oven to 180°C. Bake at 220 degrees C for 10 minutes, then at 190C.")
        #expect(metric.steps[1].text == "Heat the oven to 180°C, or 160-180°C in a fan oven.")
        #expect(metric.steps[2].text == "Whisk in 125 g of the flour; bake 20 minutes at 180°C.")
        let cake = Recipe(id: "cake", title: "Cake", minutes: 50, servings: 8, ingredients: [Ingredient(parsing: "225 g caster sugar")],
                          steps: [Step(text: "Heat the oven to 180°C/160°C fan. Beat in the 225 g (8 oz) of sugar."),
                                  Step(text: "Warm to 40ºC.")])
        let us = cake.converted(to: .us)
        #expect(us.steps[0].text == "Heat the oven to 350°F/325°F fan. Beat in the 8 oz of sugar.")
        #expect(us.steps[1].text == "Warm to 105ºF.")
        // A tin's size is no food, converted no further: "a 900 g (2 lb) loaf
        // tin" keeps the cook's half of what the author gave (and an American's pan).
        let loaf = Recipe(id: "l", title: "L", minutes: 5, servings: 1, ingredients: [Ingredient(parsing: "500 g flour")],
                          steps: [Step(text: "Line a 900 g (2 lb) loaf tin.")])
        #expect(loaf.converted(to: .us).steps[0].text == "Line a 2 lb loaf pan.")
        #expect(loaf.converted(to: .metric).steps[0].text == "Line a 900 g loaf tin.")
        #expect(cake.converted(to: .asWritten) == cake)
    }

    /// "Make it for 6" and "in metric" together: the converted amounts scale.
    @Test func scaledThenConverted() {
        let cookies = Recipe(id: "c", title: "Cookies", minutes: 30, servings: 12,
                             ingredients: ["2 cups flour", "1 stick butter", "2 eggs", "1/2 cup milk"].map(Ingredient.init(parsing:)),
                             steps: [Step(text: "Beat the 1 stick butter with the 2 eggs, then the 2 cups flour. Bake at 350°F.")])
        let metric = cookies.converted(to: .metric)
        #expect(metric.ingredients.map { $0.line(scale: 2) } == ["500 g flour", "225 g butter", "4 eggs", "240 ml milk"])
        #expect(metric.scaled(toServings: 6).ingredients.map(\.text) == ["125 g flour", "57 g butter", "1 egg", "60 ml milk"])
        #expect(metric.stepText(0, scale: 2) == "Beat the 225 g butter with the 4 eggs, then the 500 g flour. Bake at 180°C.")
        #expect(metric.ingredients[0].answer(scale: 1.5) == "375 g of flour")
    }

    /// Pancakes for 40 in metric printed "1 7/8 cups butter", "5/8 cup
    /// baking powder": the spoons a metric line keeps, scaled past a
    /// spoon's size, went up to cups. They are weighed where a cup of the
    /// thing weighs a known amount, else poured in millilitres; spoons
    /// stay spoons while a spoon measures them. US and as written keep cups.
    /// A metric cook was told "355 ml blueberries": fruit and peas measured
    /// in cups are weighed, as USDA weighs a cup of them; mushrooms and
    /// spinach, bought by weight, never become cups in US measures.
    @Test func berriesAndPeasInCupsAreWeighed() {
        #expect(metric("1 1/2 cups blueberries") == "220 g blueberries")
        #expect(metric("1 cup frozen peas") == "135 g frozen peas")
        #expect(Ingredient(parsing: "400 g cremini mushrooms, sliced").converted(to: .us).text.hasSuffix("oz cremini mushrooms, sliced"))
        let list = ShoppingList(plan: [PlannedRecipe(recipe: Recipe(id: "a", title: "A", minutes: 5, servings: 2,
                                                                    ingredients: ["1 cup frozen peas", "200 g frozen peas"].map(Ingredient.init(parsing:)),
                                                                    steps: [Step(text: "Cook.")]), servings: 2)])
        #expect(list.items.map(\.line) == ["335 g frozen peas"])
    }

    @Test func metricSpoonsScaledUpAreGramsNotCups() {
        func metric(_ line: String, _ scale: Double) -> String { Ingredient(parsing: line).converted(to: .metric).line(scale: scale) }
        #expect(metric("3 tbsp butter, melted", 10) == "425 g butter, melted")
        #expect(metric("2 tbsp granulated sugar", 10) == "250 g granulated sugar")
        #expect(metric("1 tbsp baking powder", 10) == "120 g baking powder")
        #expect(metric("2 tbsp olive oil", 10) == "295 ml olive oil")
        // Too little for a jug, too much for one spoon: "4 tbsp", not "1/4 cup".
        #expect(metric("2 tbsp maple syrup", 2) == "4 tbsp maple syrup")
        #expect(metric("1 tsp vanilla extract", 10) == "3 1/4 tbsp vanilla extract")
        #expect(Ingredient(parsing: "3 tbsp butter, melted").line(scale: 10) == "1 7/8 cups butter, melted")
        #expect(Ingredient(parsing: "3 tbsp butter, melted").converted(to: .us).line(scale: 10) == "1 7/8 cups butter, melted")
        #expect(Ingredient(parsing: "2 tbsp maple syrup").line(scale: 2) == "1/4 cup maple syrup")
        // Asked in a cook session with metric chosen.
        let pancakes = Recipe(id: "p", title: "Pancakes", minutes: 20, servings: 4,
                              ingredients: ["3 tbsp butter, melted", "1 tsp vanilla extract"].map(Ingredient.init(parsing:)),
                              steps: [Step(text: "Whisk.")])
        let state = CookingState(recipe: pancakes, servings: 40, units: .metric)
        #expect(state.recipe.ingredients[0].answer(scale: 10) == "425 g of butter")
    }

    /// Said aloud as a cook reads them.
    @Test func convertedAmountsAreSaid() {
        #expect(SpokenText.forSpeech("You need 1 cup less 1 tbsp of butter.") == "You need 1 cup less 1 tablespoon of butter.")
        #expect(SpokenText.forSpeech("Heat the oven to 180°C.") == "Heat the oven to 180 degrees Celsius.")
        #expect(SpokenText.forSpeech("You need 1/2 cup plus 1 tbsp of sugar.") == "You need half a cup plus 1 tablespoon of sugar.")
    }

    @Test func systemsByName() {
        #expect(MeasuringSystem(words: "metric") == .metric)
        #expect(MeasuringSystem(words: "US") == .us)
        #expect(MeasuringSystem(words: "as-written") == .asWritten)
        #expect(MeasuringSystem(words: "furlongs") == nil)
    }

    private static let cookies = Recipe(
        id: "cookies", title: "Cookies", minutes: 30, servings: 12,
        ingredients: ["2 cups flour", "1 stick butter", "2 eggs", "1/2 cup milk"].map(Ingredient.init(parsing:)),
        steps: [Step(text: "Preheat the oven to 350°F."), Step(text: "Beat the butter with the eggs, then the 2 cups flour.")])

    /// The session reads the ingredients, answers "how much" and reads the
    /// steps in the cook's measures, and "in cups please" switches back.
    @Test func sessionAnswersInTheCooksUnits() {
        var cook = CookingSessionTests.Driver(Self.cookies)
        cook.state.units = .metric
        cook.send(.begin)
        #expect(cook.say("how much flour") == "You need 250 g of flour.")
        #expect(cook.say("how much butter") == "You need 115 g of butter.")
        #expect(cook.say("ingredients").contains("250 g flour"))
        #expect(cook.say("next").contains("180°C"))
        #expect(cook.say("make it for 24").contains("24"))
        #expect(cook.say("how much flour") == "For 24 servings, you need 500 g of flour.")
        #expect(cook.say("in cups please") == "OK, cups, ounces and degrees Fahrenheit from now on.")
        #expect(cook.say("how much flour") == "For 24 servings, you need 4 cups of flour.")
        #expect(cook.say("how many eggs") == "For 24 servings, you need 4 eggs.")
        #expect(cook.say("use grams") == "OK, metric from now on: grams, millilitres and degrees Celsius.")
        #expect(cook.say("in metric") == "The amounts are already in metric.")
        #expect(cook.say("what's step 1").contains("180°C"))
        #expect(cook.say("as written") == "OK, the amounts as the recipe writes them.")
        #expect(cook.say("how much butter") == "For 24 servings, you need 2 sticks of butter.")
        // Chosen in the session, kept through a restart.
        let restored = CookingState(restoring: cook.state.snapshot, recipe: Self.cookies)
        #expect(restored.units == .asWritten && restored.unitsChosen)
    }

    /// "How many grams of flour" for cups, and cups of sugar for grams, in
    /// any units: by what a cup of it weighs.
    @Test func gramsOfACupMeasuredThing() {
        var cook = CookingSessionTests.Driver(Self.cookies)
        cook.send(.begin)
        #expect(cook.say("how many grams of flour") == "You need 250 g of flour.")
        let sponge = Recipe(id: "s", title: "Sponge", minutes: 40, servings: 8, ingredients: [Ingredient(parsing: "200 g caster sugar")],
                            steps: [Step(text: "Beat.")])
        var baker = CookingSessionTests.Driver(sponge)
        baker.send(.begin)
        #expect(baker.say("how many cups of sugar") == "You need 1 cup of caster sugar.")
        #expect(baker.say("in cups please").hasPrefix("OK"))
        #expect(baker.say("how much sugar in grams") == "You need 200 g of superfine sugar.")
    }

    /// A restart picks up the session's choice; otherwise the saved preference.
    @Test func theSessionsChoiceOutlastsThePreference() {
        var state = CookingState(recipe: Self.cookies)
        state.read(in: .metric)
        #expect(state.recipe.ingredients[0].text == "250 g flour")
        #expect(state.written.ingredients[0].text == "2 cups flour")
        state.unitsChosen = true
        state.units = .us
        var restored = CookingState(restoring: state.snapshot, recipe: Self.cookies)
        restored.read(in: .metric)
        #expect(restored.units == .us)
    }

    @Test func unitCommandsTypedAndCanonical() {
        for (said, system) in [("in metric", MeasuringSystem.metric), ("use grams", .metric), ("switch to metric please", .metric),
                               ("metric please", .metric), ("in cups please", .us), ("use cups", .us), ("in US measures", .us),
                               ("imperial please", .us), ("as written", .asWritten), ("back to the original units", .asWritten)] {
            #expect(CommandParser.parse(said) == .units(system), "\(said)")
        }
        #expect(Intent(canonical: "units:metric") == .units(.metric))
        #expect(Intent.units(.asWritten).canonical == "units:as-written")
        #expect(CommandParser.parse("how much butter in grams") != .units(.metric))
    }

    /// By voice: the grammar holds what the parser understands.
    @Test func unitCommandsByVoice() {
        let grammar = CommandGrammar(template: CommandGrammarTests.template).text(ingredients: ["flour"], steps: 3)
        let heard = CommandGrammarTests.pattern(grammar)
        for said in [["in", "metric"], ["use", "grams"], ["in", "cups", "please"], ["switch", "to", "metric"], ["as", "written"]] {
            #expect(heard.match(said) != nil, "\(said)")
            #expect(CommandParser.parse(said.joined(separator: " ")) != nil, "\(said)")
        }
    }
}

extension MeasuringSystemTests {
    /// "1 cup (2 sticks) unsalted butter" in metric gave two weights, "225 g
    /// unsalted butter, 225 g", and scaled, two that disagreed (455 g, 450 g): one, scaled.
    @Test func anAmountSaidTwiceIsOneWeight() {
        let butter = Ingredient(parsing: "1 cup (2 sticks) unsalted butter, cold and cubed").converted(to: .metric)
        #expect(butter.text == "225 g unsalted butter, cold and cubed")
        #expect(butter.line(scale: 2) == "455 g unsalted butter, cold and cubed")
        // A note that is no restatement stays: a can's size, another amount.
        #expect(metric("1 cup (1 can) coconut milk").contains("can"))
    }
}

extension MeasuringSystemTests {
    /// Butter came out in cups for an American cook ("1 1/8 cups unsalted
    /// butter" for 250 g; 227 g, exactly 2 sticks, as "1 cup"): it is
    /// bought and cut in sticks, marked in tablespoons.
    @Test func butterInAmericaIsSticks() {
        #expect(us("227 g unsalted butter") == "2 sticks unsalted butter")
        #expect(us("250 g unsalted butter, softened") == "2 1/4 sticks unsalted butter, softened")
        #expect(us("115 g butter") == "1 stick butter")
        // Off a wrapper's marks, or too little for one: spoons.
        #expect(us("40 g unsalted butter") == "2 3/4 tbsp unsalted butter")
        #expect(us("100 g butter") == "7 tbsp butter")
        // Peanut butter is no stick.
        #expect(us("250 g peanut butter") == "1 cup peanut butter")
        // Scaled, on the quarter stick; a stick of celery stays a stick.
        let butter = Ingredient(parsing: "250 g unsalted butter").converted(to: .us)
        #expect(butter.line(scale: 2) == "4 1/2 sticks unsalted butter")
        #expect(Ingredient(parsing: "2 sticks butter").line(scale: 1.125) == "2 1/4 sticks butter")
        #expect(Ingredient(parsing: "2 sticks celery").line(scale: 0.3) == "1/2 stick celery")
        // Metric: sticks are grams, as before.
        #expect(metric("2 sticks unsalted butter") == "225 g unsalted butter")
    }
}

extension MeasuringSystemTests {
    /// "How many sticks of butter" answered in cups or grams, and "how much
    /// butter in grams" was 255 g of a 250 g line read in US measures (the
    /// round trip through cups): sticks when asked, and the author's own
    /// amount, scaled, when asked in the recipe's own kind of unit.
    @Test func askedInSticksOrTheRecipesOwnUnit() {
        let brioche = Recipe(id: "b", title: "Brioche", minutes: 60, servings: 2,
                             ingredients: ["500 g plain flour", "250 g unsalted butter, softened"].map(Ingredient.init(parsing:)),
                             steps: [Step(text: "Mix.")])
        var cook = CookingSessionTests.Driver(brioche)
        cook.send(.begin)
        #expect(cook.say("how many sticks of butter") == "You need 2 1/4 sticks of unsalted butter.")
        #expect(cook.say("in US measures").hasPrefix("OK"))
        #expect(cook.say("how much butter") == "You need 2 1/4 sticks of unsalted butter.")
        #expect(cook.say("how many sticks of butter") == "You need 2 1/4 sticks of unsalted butter.")
        #expect(cook.say("how much butter in grams") == "You need 250 g of unsalted butter.")
        #expect(cook.say("how many grams of flour") == "You need 500 g of all-purpose flour.")
        #expect(cook.say("how many cups of butter") == "You need 1 1/8 cups of unsalted butter.")
        #expect(cook.say("make it for 4").contains("4"))
        #expect(cook.say("how much butter in grams") == "For 4 servings, you need 500 g of unsalted butter.")
        // An American recipe read in metric: its cups when asked in cups.
        var baker = CookingSessionTests.Driver(Self.cookies)
        baker.send(.begin)
        #expect(baker.say("in metric").hasPrefix("OK"))
        #expect(baker.say("how many cups of flour") == "You need 2 cups of flour.")
        #expect(baker.say("how many sticks of butter") == "You need 1 stick of butter.")
        #expect(baker.say("as written").hasPrefix("OK"))
        #expect(baker.say("how many tablespoons of butter") == "You need 8 tbsp of butter.")
    }
}

extension MeasuringSystemTests {
    /// A European baker's "375 g water" was "13 oz water" and "650 g water"
    /// "1 1/2 lb" for an American cook, and "15 g fresh yeast" "5 tsp":
    /// liquids are poured from cups, fresh yeast is a block bought by weight.
    @Test func weighedLiquidsArePouredAndFreshYeastWeighed() {
        #expect(us("375 g water") == "1 5/8 cups water")
        #expect(us("650 g lukewarm water") == "2 3/4 cups lukewarm water")
        #expect(us("90 g honey") == "4 1/2 tbsp honey")
        #expect(us("15 g fresh yeast") == "1/2 oz fresh yeast")
        #expect(us("7 g instant yeast") == "2 1/4 tsp instant yeast")
        #expect(us("500 g beef mince") == "18 oz ground beef")
    }
}

extension MeasuringSystemTests {
    /// Muffins with "1 stick (113 g) butter" for 40 read "3 1/4 sticks
    /// butter, 113 g each": the weight beside a stick is the butter's, and
    /// scales with it, as "2 sticks (226 g)" does.
    @Test func aSticksWeightIsTheButters() {
        let butter = Ingredient(parsing: "1 stick (113 g) butter, melted")
        #expect(butter.line(scale: 40.0 / 12) == "3 1/4 sticks butter, 375 g, melted")
        #expect(butter.line(scale: 2) == "2 sticks butter, 225 g, melted")
        #expect(Ingredient(parsing: "2 (400 g) cans chickpeas").line(scale: 2) == "4 cans chickpeas, 400 g each")
    }
}

/// In US measures a British recipe reads as an American cook shops and
/// bakes: the names on American shelves, pans not tins, inches first.
@Suite struct AmericanNamesTests {
    static let sponge = Recipe(id: "sponge", title: "Sponge", minutes: 60, servings: 8,
                               ingredients: ["200 g plain flour", "100 g caster sugar", "1 tsp ground coriander", "a handful of coriander, chopped",
                                             "2 courgettes, grated", "300 ml double cream"].map(Ingredient.init(parsing:)),
                               steps: [Step(text: "Grease a 20 cm (8 inch) cake tin and line it with baking paper."),
                                       Step(text: "Fold in the courgettes and coriander, then scrape into the tin."),
                                       Step(text: "Whip the double cream with the icing sugar.")])

    @Test func ingredientsTakeTheNamesOnAmericanShelves() {
        let us = Self.sponge.converted(to: .us)
        #expect(us.ingredients.map(\.text) == ["1 5/8 cups all-purpose flour", "1/2 cup superfine sugar", "1 tsp ground coriander",
                                               "a handful of cilantro, chopped", "2 zucchini, grated", "1 1/4 cups heavy cream"])
        #expect(us.ingredients.map(\.name).contains("all-purpose flour"))
        // Metric cooks keep the author's words.
        #expect(Self.sponge.converted(to: .metric).ingredients.map(\.name).contains("plain flour"))
    }

    @Test func stepsSayPansInchesAndTheSpiceAsWritten() {
        let us = Self.sponge.converted(to: .us)
        #expect(us.steps.map(\.text) == ["Grease an 8 inch cake pan and line it with parchment paper.",
                                         // The recipe holds ground coriander: a bare "coriander" in a step may be the spice.
                                         "Fold in the zucchini and coriander, then scrape into the pan.",
                                         "Whip the heavy cream with the powdered sugar."])
        let metric = Self.sponge.converted(to: .metric)
        #expect(metric.steps[0].text == "Grease a 20 cm cake tin and line it with baking paper.")
        #expect(Self.sponge.converted(to: .asWritten).steps[0].text == "Grease a 20 cm (8 inch) cake tin and line it with baking paper.")
    }

    @Test func corianderLeavesAreCilantroWithoutTheSpice() {
        #expect(AmericanNames.step("Scatter over the coriander and serve.", spiceCoriander: false) == "Scatter over the cilantro and serve.")
        #expect(AmericanNames.ingredient("1 tsp coriander seeds") == "1 tsp coriander seeds")
        #expect(AmericanNames.ingredient("Coriander leaves, to serve") == "Cilantro leaves, to serve")
        #expect(AmericanNames.ingredient("rocket") == "arugula" && AmericanNames.ingredient("Rocketship") == "Rocketship")
    }
}

extension MeasuringSystemTests {
    /// Asked in a unit, the answer is in that unit as its measures hold
    /// it: 7 tbsp of butter is "7 tbsp" when asked in tablespoons (was "1/2
    /// cup less 1 tbsp"), "1/2 cup less 1 tbsp" in cups (was "3/8 cup", a
    /// spoon short) and "3/4 stick plus 1 tbsp" in sticks (was "1 stick",
    /// 14% more, then "7/8 stick", a mark no wrapper has).
    @Test func askedInAUnitIsSaidInItsOwnMeasures() {
        let filling = Recipe(id: "f", title: "Filling", minutes: 10, servings: 4,
                             ingredients: ["100 g butter, softened", "200 g butter, for the sponge"].map(Ingredient.init(parsing:)),
                             steps: [Step(text: "Beat.")])
        var cook = CookingSessionTests.Driver(filling)
        cook.send(.begin)
        #expect(cook.say("in US measures").hasPrefix("OK"))
        #expect(cook.say("how many tablespoons of butter") == "You need 7 tbsp of butter, softened; and 14 tbsp of butter, for the sponge.")
        #expect(cook.say("how much butter in cups") == "You need 1/2 cup less 1 tbsp of butter, softened; and 7/8 cup of butter, for the sponge.")
        #expect(cook.say("how many sticks of butter") == "You need 3/4 stick plus 1 tbsp of butter, softened; and 1 3/4 sticks of butter, for the sponge.")
    }

    /// "How many cups of flour" of 3 tbsp said "1/8 cup" (2 tbsp, a third
    /// too little): a unit whose measures cannot hold the amount within
    /// about a tenth says it exactly in a smaller one, then the asked one
    /// nearly. Sticks go by the quarter stick and the tablespoon marks.
    @Test func anAmountTheAskedUnitCannotHoldIsSaidExactlyToo() {
        let stew = Recipe(id: "s", title: "Stew", minutes: 60, servings: 4,
                          ingredients: ["3 tbsp plain flour", "1 l beef stock", "100 g butter", "250 g unsalted butter", "1.5 tbsp sugar"]
                              .map(Ingredient.init(parsing:)),
                          steps: [Step(text: "Stew.")])
        var cook = CookingSessionTests.Driver(stew)
        cook.send(.begin)
        #expect(cook.say("how many cups of flour") == "You need 3 tbsp of plain flour, just under 1/4 cup.")
        #expect(cook.say("how many tablespoons of flour") == "You need 3 tbsp of plain flour.")
        #expect(cook.say("how many cups of stock") == "You need 4 1/4 cups of beef stock.")
        #expect(cook.say("how many cups of sugar") == "You need 1 1/2 tbsp of sugar, just under 1/8 cup.")
        #expect(cook.say("how many sticks of unsalted butter") == "You need 2 1/4 sticks of unsalted butter.")
        #expect(cook.say("how many sticks of butter").contains("3/4 stick plus 1 tbsp of butter"))
    }
}

/// A length the author gave in one system is in the cook's: "4 cm chunks"
/// were centimetres to an American with a ruler in inches.
@Suite struct LengthsTests {
    @Test func centimetresAreInchesInUSMeasures() {
        #expect(UnitsText.converting("Cut into 4 cm chunks.", to: .us) == "Cut into 1 1/2 inch chunks.")
        #expect(UnitsText.converting("Shape a round about 4 cm deep.", to: .us) == "Shape a round about 1 1/2 inches deep.")
        #expect(UnitsText.converting("Slice 5mm thick.", to: .us) == "Slice 1/4 inch thick.")
        #expect(UnitsText.converting("Cut into 2-3 cm pieces.", to: .us) == "Cut into 3/4 to 1 1/4 inch pieces.")
        #expect(UnitsText.converting("Line a 23 by 33 cm tin.", to: .us) == "Line a 9 by 13 inch tin.")
    }

    @Test func inchesAreCentimetresInMetric() {
        #expect(UnitsText.converting("Cut into 1-inch cubes.", to: .metric) == "Cut into 2.5 cm cubes.")
        #expect(UnitsText.converting("Roll to 1/4 inch thick.", to: .metric) == "Roll to 6 mm thick.")
        #expect(UnitsText.converting("Use a 9 by 13 inch pan.", to: .metric) == "Use a 23 by 33 cm pan.")
        #expect(UnitsText.converting("Cut into 4 cm chunks.", to: .asWritten) == "Cut into 4 cm chunks.")
        // Given in both, the cook's alone (as before).
        #expect(UnitsText.converting("5 cm (2 inches) apart", to: .us) == "2 inches apart")
    }
}

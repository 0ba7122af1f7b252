import Testing
@testable import SousCore

/// What a cook reads when a recipe is made for more or fewer people.
@Suite("Scaling")
struct ScalingTests {
    /// "6 (1 oz) squares" doubled is 12 squares of 1 oz each, never
    /// "12 (2 oz)"; and "beat 3 large eggs" follows the list's eggs.
    @Test func stepCountsKeepEachPiecesWeightAndSkipSizes() {
        let pie = Recipe(id: "pie", title: "Pie", minutes: 50, servings: 6,
                         ingredients: ["3/4 cup salted butter", "3 (1 ounce) unsweetened chocolate squares", "3 large eggs"]
                            .map(Ingredient.init(parsing:)),
                         steps: [Step(text: "Add 3/4 cup salted butter and 3 (1 ounce) unsweetened chocolate squares."),
                                 Step(text: "In a bowl, beat 3 large eggs for 5 minutes.")])
        #expect(pie.stepText(0, scale: 2) == "Add 1 1/2 cups salted butter and 6 (1 ounce) unsweetened chocolate squares.")
        #expect(pie.stepText(0, scale: 1.0 / 6) == "Add 2 tbsp salted butter and 1/2 (1 ounce) unsweetened chocolate squares.")
        #expect(pie.stepText(1, scale: 2) == "In a bowl, beat 6 large eggs for 5 minutes.")
        #expect(pie.stepText(1, scale: 1.0 / 3) == "In a bowl, beat 1 large egg for 5 minutes.")
        let cookies = Recipe(id: "k", title: "K", minutes: 5, servings: 30, ingredients: [Ingredient(parsing: "1 tsp baking powder")],
                             steps: [Step(text: "Cover 2 baking sheets with parchment.")])
        #expect(cookies.stepText(0, scale: 2) == "Cover 2 baking sheets with parchment.")
        // A weight after a measure is the same amount, and scales with it.
        let cake = Recipe(id: "c", title: "C", minutes: 5, servings: 4, ingredients: [Ingredient(parsing: "1 cup sugar")],
                          steps: [Step(text: "Add 1 cup (200 g) sugar.")])
        #expect(cake.stepText(0, scale: 2) == "Add 2 cups (400 g) sugar.")
    }

    /// "Incorpora los 600 gr de berenjena" for twelve of six says 1.2 kg,
    /// as the list does ("gr" was no unit, so the weight stayed); "unos
    /// 30 gr unidad" is one ball's weight and stays.
    @Test func spanishWeightsInGrScaleButOneBallsWeightStays() {
        let albondigas = Recipe(id: "a", title: "A", minutes: 60, servings: 6,
                                ingredients: ["600 g de berenjena", "180 g de pan duro"].map(Ingredient.init(parsing:)),
                                steps: [Step(text: "Incorpora los 600 gr de berenjena y 180 grs de pan duro."),
                                        Step(text: "Forma unas 20-24 bolitas de unos 30 gr unidad.")])
        #expect(albondigas.stepText(0, scale: 2) == "Incorpora los 1.2 kg de berenjena y 360 g de pan duro.")
        #expect(albondigas.stepText(1, scale: 2) == "Forma unas 20-24 bolitas de unos 30 gr unidad.")
    }

    /// A Thermomix recipe for twelve of six still says "velocidad 2" and
    /// "en 4 trozos" (was "velocidad 4", "8 trozos", as the list has 2
    /// tbsp of sugar and "en trozos" in the aubergine's name); the oven's
    /// gas mark and the mixer's speed stay too, the aubergine doubles.
    @Test func machineSettingsAndCountsOfCutsStayAsWritten() {
        let albondigas = Recipe(id: "a", title: "A", minutes: 60, servings: 6,
                                ingredients: ["600 g de berenjena con piel en trozos de 2-3 cm", "2 cucharadas de azúcar", "unas hojas de albahaca", "4 huevos"]
                                    .map(Ingredient.init(parsing:)),
                                steps: [Step(text: "Incorpora los 600 g de berenjena -yo corto en rodajas y estos en 4 trozos-, trocea 6 segundos en velocidad 4."),
                                        Step(text: "Programa 30 minutos, 120ºC o Varoma en velocidad 2. Una vez lista vierte.")])
        #expect(albondigas.stepText(0, scale: 2)
                == "Incorpora los 1.2 kg de berenjena -yo corto en rodajas y estos en 4 trozos-, trocea 6 segundos en velocidad 4.")
        #expect(albondigas.stepText(1, scale: 2) == "Programa 30 minutos, 120ºC o Varoma en velocidad 2. Una vez lista vierte.")
        let stew = Recipe(id: "s", title: "S", minutes: 60, servings: 4,
                          ingredients: ["4 chicken thighs", "2 onions", "4 potatoes"].map(Ingredient.init(parsing:)),
                          steps: [Step(text: "Heat the oven to gas mark 4. Cut the 2 onions into 4 pieces and the 4 potatoes into 4 wedges."),
                                  Step(text: "Beat on speed 2 onions, then set the power to 4 potatoes; Die 2 onions in 4 Stücke schneiden.")])
        #expect(stew.stepText(0, scale: 2) == "Heat the oven to gas mark 4. Cut the 4 onions into 4 pieces and the 8 potatoes into 4 wedges.")
        #expect(stew.stepText(1, scale: 2) == "Beat on speed 2 onions, then set the power to 4 potatoes; Die 4 onions in 4 Stücke schneiden.")
        // Dough divided one piece a roll still follows the servings.
        let rolls = Recipe(id: "r", title: "R", minutes: 60, servings: 8, ingredients: [Ingredient(parsing: "500 g flour")],
                           steps: [Step(text: "Divide the dough into 8 pieces.")])
        #expect(rolls.stepText(0, scale: 2) == "Divide the dough into 16 pieces.")
    }

    /// Twice the brownie cookies is the same scoop used twice as often:
    /// "a large cookie scoop (3 tablespoons)" stays (was "(6 tbsp)", and
    /// "(1 1/2 tbsp)" at 6 of 13), as do "1 Tablespoon sized balls", the
    /// donut mould's "about 1/4 cup" and the plate's "2 tablespoons of
    /// beurre blanc"; the flour in the same steps still doubles.
    @Test func oneScoopBallMouldOrPlatesMeasureStaysWhenMakingMore() {
        let cookies = Recipe(id: "c", title: "C", minutes: 30, servings: 13,
                             ingredients: ["1 1/2 cups flour", "2 cups batter", "1 cup beurre blanc", "2 eggs"].map(Ingredient.init(parsing:)),
                             steps: [Step(text: "Add 1 1/2 cups flour. Portion the batter with a large cookie scoop (3 tablespoons) and bake."),
                                     Step(text: "Roll the dough into 1 Tablespoon sized balls. Drop 2 tablespoon scoops of batter, then add 1 cup flour."),
                                     Step(text: "Spoon batter into donut pan, filling each one about 1/2 way, about 1/4 cup. Bake."),
                                     Step(text: "Pour 2 tablespoons of beurre blanc on a plate, top it with a poached egg. Whisk 1 cup beurre blanc into a serving bowl.")])
        #expect(cookies.stepText(0, scale: 2) == "Add 3 cups flour. Portion the batter with a large cookie scoop (3 tablespoons) and bake.")
        #expect(cookies.stepText(0, scale: 6.0 / 13).hasSuffix("a large cookie scoop (3 tablespoons) and bake."))
        #expect(cookies.stepText(1, scale: 2) == "Roll the dough into 1 Tablespoon sized balls. Drop 2 tablespoon scoops of batter, then add 2 cups flour.")
        #expect(cookies.stepText(2, scale: 2) == "Spoon batter into donut pan, filling each one about 1/2 way, about 1/4 cup. Bake.")
        #expect(cookies.stepText(3, scale: 2)
                == "Pour 2 tablespoons of beurre blanc on a plate, top it with a poached egg. Whisk 2 cups beurre blanc into a serving bowl.")
        let soup = Recipe(id: "s", title: "S", minutes: 30, servings: 4, ingredients: ["1 cup cream", "2 cups stock"].map(Ingredient.init(parsing:)),
                          steps: [Step(text: "Add 2 cups stock, then stir 1 tbsp cream into each bowl and 1/4 cup cream per serving.")])
        #expect(soup.stepText(0, scale: 2) == "Add 4 cups stock, then stir 1 tbsp cream into each bowl and 1/4 cup cream per serving.")
    }

    /// `sous show ID --servings 5 --json` prints the recipe for five, not
    /// the recipe's own amounts under its own servings.
    @Test func jsonForOtherServingsIsTheScaledRecipe() throws {
        let sponge = Recipe(id: "sponge", title: "Sponge", minutes: 40, servings: 10,
                            ingredients: ["200 g caster sugar", "4 eggs", "1 cup milk, warmed"].map(Ingredient.init(parsing:)),
                            steps: [Step(text: "Beat the 200 g of sugar with the 4 eggs.", timer: 60)])
        let five = sponge.scaled(toServings: 5)
        #expect(five.servings == 5)
        #expect(five.ingredients.map(\.text) == ["100 g caster sugar", "2 eggs", "1/2 cup milk, warmed"])
        #expect(five.ingredients.map(\.amount) == [.exact(100), .exact(2), .exact(0.5)])
        #expect(five.ingredients[2].note == "warmed")
        #expect(five.steps == [Step(text: "Beat the 100 g of sugar with the 2 eggs.", timer: 60)])
        let json = String(decoding: five.encodedJSON(), as: UTF8.self)
        #expect(json.contains("\"servings\" : 5") && json.contains("\"quantity\" : 100"))
        #expect(sponge.scaled(toServings: 10) == sponge)
    }

    /// One style in one list, and no jug reads "4.69 quarts".
    @Test func halvesAreFractionsAndQuartsAreQuarters() {
        let yogurt = Ingredient(parsing: "1 1/4 tbsp plain yogurt")
        let vinegar = Ingredient(parsing: "5/8 tbsp cider vinegar")
        #expect([yogurt.line(scale: 5.2), vinegar.line(scale: 5.2)] == ["6 1/2 tbsp plain yogurt", "3 1/4 tbsp cider vinegar"])
        #expect(Ingredient(parsing: "1 1/2 cups whole milk").line(scale: 12.5) == "4 3/4 quarts whole milk")
        #expect(Ingredient(parsing: "1 egg").answer(scale: 1.5) == "1 1/2 eggs: 1 whole, plus about 1 1/2 tbsp of a second, beaten")
    }

    /// 15 tablespoons (5 tbsp for three times the servings) are read off a
    /// cup, not counted out; flour is scooped by the cup, never in quarts.
    @Test func cupsWhereACupMeasureFitsAndFlourNeverInQuarts() {
        #expect(Ingredient(parsing: "5 tbsp butter").line(scale: 3) == "1 cup less 1 tbsp butter")
        #expect(Ingredient(parsing: "3 tbsp butter").line(scale: 3) == "1/2 cup plus 1 tbsp butter")
        #expect(Ingredient(parsing: "3 1/4 tbsp sugar").line(scale: 4) == "3/4 cup plus 1 tbsp sugar")
        #expect(Ingredient(parsing: "5 tbsp butter").answer(scale: 3) == "1 cup less 1 tbsp of butter")
        #expect(Ingredient(parsing: "12 tbsp butter").answer(scale: 1) == "12 tbsp of butter")
        #expect(Ingredient(parsing: "1 1/2 cups plain flour").line(scale: 12.5) == "18 3/4 cups plain flour")
        #expect(Ingredient(parsing: "2 cups sugar").line(scale: 10) == "20 cups sugar")
        #expect(Ingredient(parsing: "2 cups chicken stock").line(scale: 10) == "5 quarts chicken stock")
    }

    /// "1 5/8 lb flour" is 26 oz on a scale; whole and quarter pounds stay pounds.
    @Test func poundsBetweenQuartersAreOunces() {
        #expect(Ingredient(parsing: "13 oz all-purpose flour").line(scale: 2) == "26 oz all-purpose flour")
        #expect(Ingredient(parsing: "1 lb beef").line(scale: 1.625) == "26 oz beef")
        #expect(Ingredient(parsing: "12 oz pasta").line(scale: 2) == "1 1/2 lb pasta")
        #expect(Ingredient(parsing: "1 lb beef").line(scale: 1.5) == "1 1/2 lb beef")
        #expect(Ingredient(parsing: "13 oz all-purpose flour").line(scale: 6) == "4 7/8 lb all-purpose flour")
    }

    /// "1/4 cup + 2 tablespoons" scaled came out "2 tbsp + 1 tbsp" and "2 3/4 tbsp + 4 tsp".
    @Test func aSplitMeasureScalesAsOneAmount() {
        let sugar = Ingredient(parsing: "2.6 oz granulated sugar (1/4 cup + 2 tablespoons, divided use)")
        #expect(sugar.line(scale: 0.5) == "1 1/4 oz granulated sugar, 3 tbsp, divided use")
        #expect(sugar.line(scale: 2.0 / 3) == "1 3/4 oz granulated sugar, 1/4 cup, divided use")
        #expect(sugar.line(scale: 2) == "5 oz granulated sugar, 3/4 cup, divided use")
        let meringue = Recipe(id: "m", title: "M", minutes: 5, servings: 12, ingredients: [Ingredient(parsing: "6 tbsp granulated sugar")],
                              steps: [Step(text: "Beat in 1/4 cup plus 2 tablespoons sugar.")])
        #expect(meringue.stepText(0, scale: 0.5) == "Beat in 3 tbsp sugar.")
    }

    /// The pie crust's "1/2 ounce sugar (1 tablespoon; 15g)" for one of
    /// twenty was "1/4 oz sugar, 1/2 tsp; 1.9 g": rounded up to the
    /// smallest ounce reading, four times the sugar. Under a quarter ounce
    /// a spoon measures it, or grams where no spoon does.
    @Test func tooLittleForAnOunceIsSpoonsOrGrams() {
        #expect(Ingredient(parsing: "1/2 ounce sugar").line(scale: 1.0 / 8) == "1/2 tsp sugar")
        #expect(Ingredient(parsing: "1 oz cold tap water").line(scale: 1.0 / 8) == "3/4 tsp cold tap water")
        #expect(Ingredient(parsing: "1 oz anchovies").line(scale: 0.1) == "2.8 g anchovies")
        // From a quarter ounce, ounces as before.
        #expect(Ingredient(parsing: "1/2 ounce sugar").line(scale: 0.5) == "1/4 oz sugar")
    }

    /// The README's eggs: quarters below one, halves below two, whole from
    /// two; what can't be cut comes whole; an onion in halves and quarters.
    @Test func wholeThingsCountAsACookUsesThem() {
        func shown(_ value: Double, _ name: String, _ unit: String? = nil) -> String {
            AmountFormatter.format(KitchenMeasure.count(value, unit: unit.flatMap(CookingUnit.lookup), name: name))
        }
        #expect(shown(0.4, "eggs") == "1/2" && shown(2.0 / 3, "eggs") == "3/4" && shown(1.0 / 8, "egg") == "1/4")
        #expect(shown(1.3, "eggs") == "1 1/2" && shown(3.2, "eggs") == "3")
        #expect(shown(1.5, "bay leaves") == "2" && shown(0.3, "bay leaves") == "1" && shown(1.5, "fresh thyme", "sprig") == "2")
        #expect(shown(2.0 / 3, "garlic", "clove") == "1" && shown(1.5, "cinnamon sticks") == "2" && shown(0.5, "star anise") == "1")
        #expect(shown(1.0 / 3, "onion") == "1/4" && shown(1.0 / 6, "white cabbage") == "1/8" && shown(2.5, "celery", "stalk") == "2 1/2")
        #expect(shown(1.0 / 3, "chickpeas", "can") == "1/3" && shown(1.5, "butter", "stick") == "1 1/2")
        // A pinch is as little as a cook measures: never "1/8 pinch of salt".
        #expect(shown(1.0 / 8, "Salz", "pinch") == "1" && shown(0.5, "cayenne", "dash") == "1" && shown(2.4, "salt", "pinch") == "2")
        // Cloves and bay leaves as German, Spanish, French and Italian recipes write them.
        #expect(shown(0.25, "Knoblauchzehen") == "1" && shown(1.0 / 3, "Lorbeerblätter") == "1" && shown(1.5, "Knoblauchzehe") == "2")
        #expect(shown(0.5, "dientes de ajo") == "1" && shown(0.5, "gousses d'ail") == "1" && shown(0.5, "spicchi d'aglio") == "1")
    }

    /// Through `Ingredient.measured`: the list, the steps and "how many eggs" agree.
    @Test func wholeThingsInTheListAndTheSteps() {
        #expect(Ingredient(parsing: "4 eggs").line(scale: 0.1) == "1/2 egg (beat 1 and use about 1 1/2 tbsp of it)")
        #expect(Ingredient(parsing: "2 large eggs").answer(scale: 1.0 / 3) == "3/4 large egg: beat 1 and use about 2 1/4 tbsp of it")
        #expect(Ingredient(parsing: "1 egg, beaten").line(scale: 1.0 / 8) == "1 1/4 tsp egg, beaten (beat 1 and measure that much of it)")
        #expect(Ingredient(parsing: "3 bay leaves").line(scale: 0.5) == "2 bay leaves")
        #expect(Ingredient(parsing: "3 sprigs fresh thyme").line(scale: 0.5) == "2 sprigs fresh thyme")
        #expect(Ingredient(parsing: "2 cloves garlic").line(scale: 1.0 / 3) == "1 clove garlic")
        #expect(Ingredient(parsing: "1 onion, chopped").line(scale: 1.0 / 3) == "1/4 onion, chopped")
        let stew = Recipe(id: "s", title: "S", minutes: 5, servings: 6, ingredients: ["3 bay leaves"].map(Ingredient.init(parsing:)),
                          steps: [Step(text: "Add the 3 bay leaves.")])
        #expect(stew.stepText(0, scale: 0.5) == "Add the 2 bay leaves.")
    }
}

/// Part of an egg is measured beaten, by the spoon: "3/4 egg" alone leaves
/// a cook with a whole egg in hand and no idea how much of it to use.
@Suite struct PartEggTests {
    /// Chocolate chip cookies made 6 of 36 need a third of an egg, made 2 a
    /// ninth: both were "1/4 large egg". Part of an egg that would round
    /// to a quarter and is none is said in teaspoons of beaten egg, the
    /// true amount (a large egg is about 3 1/4 tbsp beaten).
    @Test func aThirdOfAnEggIsNoQuarterOfOne() {
        let eggs = Ingredient(parsing: "2 large eggs")
        #expect(eggs.line(scale: 1.0 / 6) == "3 1/4 tsp large egg (beat 1 and measure that much of it)")
        #expect(eggs.line(scale: 1.0 / 18) == "1 tsp large egg (beat 1 and measure that much of it)")
        #expect(eggs.answer(scale: 1.0 / 6) == "3 1/4 tsp of large egg: beat 1 and measure that much of it")
        let cookies = Recipe(id: "c", title: "Cookies", minutes: 30, servings: 36, ingredients: [eggs], steps: [Step(text: "Bake.")])
        #expect(cookies.scaled(toServings: 6).ingredients[0].text == "3 1/4 tsp large egg (beat 1 and measure that much of it)")
        // A quarter, a half and three quarters are measured as before.
        #expect(eggs.line(scale: 1.0 / 8) == "1/4 large egg (beat 1 and use about 2 1/4 tsp of it)")
        #expect(eggs.line(scale: 0.2) == "1/2 large egg (beat 1 and use about 1 1/2 tbsp of it)")
    }

    @Test func partOfAnEggSaysHowMuchOfItToUse() {
        #expect(Ingredient(parsing: "2 large eggs").line(scale: 0.25) == "1/2 large egg (beat 1 and use about 1 1/2 tbsp of it)")
        #expect(Ingredient(parsing: "3 eggs").answer(scale: 0.5) == "1 1/2 eggs: 1 whole, plus about 1 1/2 tbsp of a second, beaten")
        #expect(Ingredient(parsing: "5 eggs").answer(scale: 0.3) == "1 1/2 eggs: 1 whole, plus about 1 1/2 tbsp of a second, beaten")
    }

    @Test func wholeEggsYolksAndNoodlesHaveNoTip() {
        #expect(Ingredient(parsing: "2 eggs").line(scale: 1.5) == "3 eggs")
        #expect(!Ingredient(parsing: "3 egg yolks").line(scale: 0.5).contains("beat"))
        #expect(PartEgg.tip(shown: .exact(0.5), name: "egg noodles") == nil)
        #expect(PartEgg.tip(shown: .exact(0.5), name: "egg whites") == nil)
        #expect(PartEgg.tip(shown: .exact(0.5), name: "free-range eggs") == "beat 1 and use about 1 1/2 tbsp of it")
    }
}

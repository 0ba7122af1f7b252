import Testing
@testable import SousCore

/// "How much sugar altogether", "how many grams of butter", "how many
/// eggs" in a Spanish recipe: the answers a cook asked for.
@Suite("Amount questions")
struct AmountQuestionsTests {
    typealias Driver = CookingSessionTests.Driver

    static let drizzleCake = Recipe(
        id: "drizzle", title: "Lemon Drizzle Cake", minutes: 60, servings: 10,
        ingredients: ["225 g butter, softened", "225 g caster sugar", "85 g caster sugar, for the drizzle", "1 tbsp milk", "2 tbsp milk, for the glaze"]
            .map(Ingredient.init(parsing:)),
        steps: [Step(text: "Beat the butter and the sugar."), Step(text: "Mix the lemon juice with the rest of the sugar.")])

    /// Lines with notes are added up when the total is asked for, each part
    /// said with its note; units that convert are added (tbsp and tbsp here).
    @Test func theTotalIsGivenWhenAskedForEvenWithNotes() {
        var cook = Driver(Self.drizzleCake, servings: 8)
        cook.send(.begin)
        let total = "For 8 servings, you need 248 g of caster sugar in all: 180 g; and 68 g, for the drizzle."
        #expect(cook.say("how much sugar do I need altogether") == total)
        #expect(cook.say("how much sugar in total") == total)
        #expect(cook.say("how much caster sugar do I need in all") == total)
        // Not asked for the total, the lines are told apart as before.
        #expect(cook.say("how much sugar") == "For 8 servings, you need 180 g of caster sugar; and 68 g of caster sugar, for the drizzle.")
        #expect(cook.say("how much milk altogether").hasPrefix("For 8 servings, you need 2 1/2 tbsp of milk in all: 2 1/2 tsp; and 1 1/2 tbsp, for the glaze."))
    }

    @Test func totalsOfOtherUnitsConvert() {
        var cook = Driver(Recipe(id: "t", title: "T", minutes: 10, servings: 2,
                                 ingredients: ["1 kg flour", "250 g flour, for dusting"].map(Ingredient.init(parsing:)),
                                 steps: [Step(text: "Mix.")]))
        cook.send(.begin)
        #expect(cook.say("how much flour altogether") == "You need 1.25 kg of flour in all: 1 kg; and 250 g, for dusting.")
    }

    static let cookies = Recipe(
        id: "cookies", title: "Cookies", minutes: 30, servings: 36,
        ingredients: [Ingredient(text: "2 sticks (226 g) butter, softened", amount: .exact(2), unit: CookingUnit.lookup("stick"), name: "butter", note: "226 g, softened"),
                      Ingredient(parsing: "2 1/4 cups plain flour")],
        steps: [Step(text: "Beat the butter.")])

    /// The weight `show` prints beside a cup or a stick is in the answer,
    /// and "in grams" answers with it.
    @Test func theWeightShowPrintsIsKept() {
        var cook = Driver(Self.cookies, servings: 24)
        cook.send(.begin)
        #expect(cook.say("how much butter") == "For 24 servings, you need 2/3 cup of butter, 150 g.")
        #expect(cook.say("how much butter in grams") == "For 24 servings, you need 150 g of butter.")
        #expect(cook.say("how many grams of butter") == "For 24 servings, you need 150 g of butter.")
        #expect(cook.say("how much butter in ounces") == "For 24 servings, you need 5 1/2 oz of butter.")
        var whole = Driver(Self.cookies)
        whole.send(.begin)
        #expect(whole.say("how much butter") == "You need 2 sticks of butter, 226 g.")
        #expect(whole.say("how many grams of butter") == "You need 226 g of butter.")
    }

    /// A unit asked for that the line's own converts to: "how many cups".
    @Test func theUnitAskedForIsUsedWhenItConverts() {
        var cook = Driver(Self.cookies, servings: 72)
        cook.send(.begin)
        #expect(cook.say("how many cups of flour") == "For 72 servings, you need 4 1/2 cups of plain flour.")
        var grams = Driver(Self.drizzleCake)
        grams.send(.begin)
        #expect(grams.say("how much butter in kilograms") == "You need 0.23 kg of butter.")
    }

    static let tortilla = Recipe(
        id: "tortilla", title: "Tortilla de patatas", minutes: 50, servings: 4,
        ingredients: ["600 g de patatas", "1 cebolla mediana", "6 huevos", "200 ml de aceite de oliva virgen extra", "Sal al gusto"]
            .map(Ingredient.init(parsing:)),
        steps: [Step(text: "Pelar las patatas.")])

    /// `show` says "Contains: egg" of "6 huevos": "how many eggs" finds
    /// them, and a name not found is never a false "doesn't call for".
    @Test func englishNamesFindLinesInAnotherLanguage() {
        var cook = Driver(Self.tortilla)
        cook.send(.begin)
        #expect(cook.say("how many eggs") == "You need 6 huevos.")
        #expect(cook.say("how much oil") == "You need 200 ml of aceite de oliva virgen extra.")
        #expect(cook.say("how many potatoes") == "You need 600 g of patatas.")
        #expect(!cook.say("how much butter").contains("doesn't call for"))
        var kuchen = Driver(Recipe(id: "k", title: "Apfelkuchen", minutes: 75, servings: 12,
                                   ingredients: ["250 g Butter", "500 g Mehl", "200 g Zucker", "1,5 kg Äpfel"].map(Ingredient.init(parsing:)),
                                   steps: [Step(text: "Backen.")]))
        kuchen.send(.begin)
        #expect(kuchen.say("how much flour") == "You need 500 g of Mehl.")
        #expect(kuchen.say("how much sugar") == "You need 200 g of Zucker.")
        // An English recipe still says what it does not call for.
        var cake = Driver(Self.drizzleCake)
        cake.send(.begin)
        #expect(cake.say("how many eggs") == "Lemon Drizzle Cake doesn't call for eggs.")
        // Chorizo and queso fresco do not make an English list Spanish.
        var stew = Driver(Recipe(id: "s", title: "Chorizo Stew", minutes: 40, servings: 4,
                                 ingredients: ["200 g chorizo", "100 g queso fresco", "1 onion", "2 tins chickpeas", "1 tbsp olive oil"].map(Ingredient.init(parsing:)),
                                 steps: [Step(text: "Fry the chorizo.")]))
        stew.send(.begin)
        #expect(stew.say("how many eggs") == "Chorizo Stew doesn't call for eggs.")
    }

    /// In an imported Tomatenrisotto "how much rice" was "I can't find
    /// rice" beside "150 g Risottoreis", and so were the garlic
    /// (Knoblauchzehe), the stock (Gemüsebouillon), the wine (Weisswein)
    /// and the tomato purée (Tomatenpüree); in Spanish albóndigas "how much
    /// eggplant" missed the berenjena. A line read in English as the
    /// shopping list reads it answers what an English line would.
    @Test func foreignCompoundsAnswerByTheirEnglish() {
        var risotto = Driver(Recipe(id: "r", title: "Tomatenrisotto", minutes: 30, servings: 2,
                                    ingredients: ["1 Knoblauchzehe, gepresst", "150 g Risottoreis, z.B. Carnaroli", "3 EL Tomatenpüree",
                                                  "1 dl Weisswein", "3,5 dl Gemüsebouillon, heiss", "2 Tomaten, halbiert"].map(Ingredient.init(parsing:)),
                                    steps: [Step(text: "Kochen.")]))
        risotto.send(.begin)
        #expect(risotto.say("how much rice") == "You need 150 g of Risottoreis.")
        #expect(risotto.say("how much garlic") == "You need 1 Knoblauchzehe.")
        #expect(risotto.say("how much stock") == "You need 3.5 dl of Gemüsebouillon.")
        #expect(risotto.say("how much wine") == "You need 1 dl of Weisswein.")
        #expect(risotto.say("how much tomato puree") == "You need 3 tbsp of Tomatenpüree.")
        // The tomatoes are still the tomatoes, not the purée too.
        #expect(risotto.say("how many tomatoes") == "You need 2 Tomaten.")
        var albondigas = Driver(Recipe(id: "a", title: "Albóndigas de berenjena", minutes: 60, servings: 6,
                                       ingredients: ["2 berenjenas", "1 huevo", "50 g de pan rallado"].map(Ingredient.init(parsing:)),
                                       steps: [Step(text: "Asar las berenjenas.")]))
        albondigas.send(.begin)
        #expect(albondigas.say("how many eggplants") == "You need 2 berenjenas.")
        #expect(albondigas.say("how many aubergines") == "You need 2 berenjenas.")
    }

    /// A name in another language takes no English plural: "4 Eier" was
    /// "You need 4 eiers", "eieren" "eierens", "uova" "uovas". A foreign
    /// plural still comes down to its singular for one ("1 huevo").
    @Test func foreignNamesKeepTheirOwnPlural() {
        var kuchen = Driver(Recipe(id: "k", title: "Eierkuchen", minutes: 20, servings: 2,
                                   ingredients: ["4 Eier", "250 g Mehl", "2 Zwiebeln"].map(Ingredient.init(parsing:)),
                                   steps: [Step(text: "Verrühren.")]))
        kuchen.send(.begin)
        #expect(kuchen.say("how many eggs") == "You need 4 Eier.")
        #expect(kuchen.say("make it for 4").contains("4 servings"))
        #expect(kuchen.say("how many eggs") == "For 4 servings, you need 8 Eier.")
        let list = kuchen.say("ingredients")
        #expect(list.contains("- 8 Eier\n") && list.contains("- 4 Zwiebeln"))
        for (line, doubled) in [("2 huevos", "4 huevos"), ("2 eieren", "4 eieren"), ("2 oeufs", "4 oeufs"), ("2 uova", "4 uova"), ("2 Eier", "4 Eier")] {
            let ingredient = Ingredient(parsing: line)
            #expect(ingredient.line(scale: 2) == doubled)
            #expect(ShoppingNames.pluralise(ingredient.name) == ingredient.name)
        }
        #expect(Ingredient(parsing: "2 huevos").line(scale: 0.5) == "1 huevo")
        #expect(Ingredient(parsing: "2 oeufs").line(scale: 0.5) == "1 oeuf")
        #expect(Ingredient(parsing: "2 Eier").line(scale: 0.5) == "1 Eier")
        // English names still take their plural.
        #expect(Ingredient(parsing: "1 egg").line(scale: 2) == "2 eggs")
        #expect(Ingredient(parsing: "1 lemon").line(scale: 3) == "3 lemons")
        #expect(Ingredient(parsing: "1 veal escalope").line(scale: 2) == "2 veal escalopes")
    }

    /// "1 kg ripe tomatoes" for twice the servings printed "2 kg ripe
    /// tomato" and was answered "2 kg of ripe tomato": a thing measured by
    /// weight keeps the plural its author wrote.
    @Test func aWeighedThingKeepsItsWrittenPlural() {
        var soup = Driver(Recipe(id: "s", title: "Tomato Soup", minutes: 60, servings: 4,
                                 ingredients: ["1 kg ripe tomatoes, halved", "2 cups chopped onions", "200 g spinach"].map(Ingredient.init(parsing:)),
                                 steps: [Step(text: "Roast.")]))
        soup.send(.begin)
        #expect(soup.say("make it for 8").contains("8 servings"))
        #expect(soup.say("how many tomatoes") == "For 8 servings, you need 2 kg of ripe tomatoes.")
        #expect(Ingredient(parsing: "1 kg ripe tomatoes, halved").line(scale: 2) == "2 kg ripe tomatoes, halved")
        #expect(Ingredient(parsing: "1 kg ripe tomatoes, halved").line(scale: 0.5) == "500 g ripe tomatoes, halved")
        #expect(Ingredient(parsing: "200 g spinach").line(scale: 2) == "400 g spinach")
        // Written singular stays singular.
        #expect(Ingredient(parsing: "500 g minced beef").line(scale: 2) == "1 kg minced beef")
    }

    /// "3/4 whole chicken, about 1.2 kg" for 3 of 4: a bird is roasted
    /// whole, so it is one smaller bird of that weight; more people, more
    /// birds, the weight in all.
    @Test func aWholeBirdIsNeverPartOfOne() {
        let chicken = Ingredient(parsing: "1 whole chicken, about 1.6 kg")
        #expect(chicken.line(scale: 0.75) == "1 whole chicken, about 1.2 kg")
        #expect(chicken.line(scale: 1.5) == "2 whole chickens, about 2.4 kg in all")
        var roast = Driver(Recipe(id: "r", title: "Roast Chicken", minutes: 90, servings: 4,
                                  ingredients: [chicken, Ingredient(parsing: "1 lemon")], steps: [Step(text: "Roast.")]))
        roast.send(.begin)
        #expect(roast.say("make it for 3").contains("3 servings"))
        #expect(roast.say("how much chicken") == "For 3 servings, you need 1 whole chicken, about 1.2 kg.")
        // A lemon is still cut.
        #expect(roast.say("how many lemons") == "For 3 servings, you need 3/4 lemon.")
        // Whole milk and whole spices are no birds.
        #expect(!KitchenMeasure.boughtWhole("whole milk", nil) && !KitchenMeasure.boughtWhole("chicken breasts", nil))
    }

    /// "how much oats" in a German recipe with one line Sous reads ("Eier")
    /// said it "doesn't call for oats" over "30 g Haferflocken": a line in
    /// words Sous cannot read may be what was asked for.
    @Test func aLineSousCannotReadIsNeverCalledAbsent() {
        let lines = ["1 Stück, mittel Bananen", "2 Stück Datteln, getrocknet", "1 Stück, Gewichtsklasse M Eier, Hühnereier",
                     "30 g Haferflocken/Vollkornhaferflocken zart", "2 Prise(n) Zimt", "2 Stück Erdbeeren, frisch"]
        var cook = Driver(Recipe(id: "t", title: "Schnelles Tassen-Frühstück", minutes: 10, servings: 1,
                                 ingredients: lines.map(Ingredient.init(parsing:)), steps: [Step(text: "Verrühren.")]))
        cook.send(.begin)
        for asked in ["oats", "strawberries", "dates"] {
            let reply = cook.say("how much \(asked)")
            #expect(reply.hasPrefix("I can't find \(asked) in Schnelles Tassen-Frühstück; its ingredients are "), "\(reply)")
            #expect(!reply.contains("doesn't call for"))
        }
        // Zimt the shopping list reads as cinnamon: so does the answer.
        #expect(cook.say("how much cinnamon") == "You need 2 pinches of Zimt.")
    }

    /// The list was read out whole, lower-cased and without umlauts
    /// ("grun paprika, wiener wurstchen", sixteen names): now as written, a few and how many more.
    @Test func theCannotFindListIsShortAndAsWritten() {
        let lines = ["800 g Kartoffeln", "2 grün Paprika", "4 Wiener Würstchen", "2 EL Tomatenmark", "1 EL Paprikapulver",
                     "200 g Schmand", "1 Bund Petersilie"]
        var cook = Driver(Recipe(id: "g", title: "Kartoffelgulasch", minutes: 40, servings: 4,
                                 ingredients: lines.map(Ingredient.init(parsing:)), steps: [Step(text: "Kochen.")]))
        cook.send(.begin)
        let reply = cook.say("how much bacon")
        #expect(reply.hasPrefix("I can't find bacon in Kartoffelgulasch; its ingredients are Kartoffeln, "), "\(reply)")
        #expect(reply.contains("grün Paprika, Wiener Würstchen"))
        #expect(reply.hasSuffix(" and 3 more."))
    }
}

/// Questions that look like "how much X" but are not about an ingredient.
@Suite("Not an ingredient")
struct NotAnIngredientTests {
    typealias Driver = CookingSessionTests.Driver

    /// "How many calories" was "doesn't call for calories"; the recipe's
    /// nutrition answers it, or Sous says the recipe gives none.
    @Test func caloriesComeFromTheRecipesNutrition() {
        var recipe = AmountQuestionsTests.drizzleCake
        recipe.nutrition = Nutrition(calories: 365)
        var cook = Driver(recipe)
        cook.send(.begin)
        #expect(cook.say("how many calories") == "About 365 calories a serving, as the recipe gives it.")
        #expect(cook.say("how many calories does it have") == "About 365 calories a serving, as the recipe gives it.")
        var plain = Driver(AmountQuestionsTests.drizzleCake)
        plain.send(.begin)
        #expect(plain.say("how many calories") == "Lemon Drizzle Cake doesn't say how many calories it has.")
    }

    /// A cook with long timers going types "timers" or asks "how much is
    /// left": the timers, not "I don't know what 'is left' is".
    @Test func timersAloneAndHowMuchIsLeftAskAboutTimers() {
        #expect(CommandParser.parse("timers") == .timerQuery(name: nil))
        #expect(CommandParser.parse("my timers") == .timerQuery(name: nil))
        #expect(CommandParser.parse("how much is left") == .timerQuery(name: nil))
    }
}

extension AmountQuestionsTests {
    /// "how much is a small handful" got "I don't know is a small handful in
    /// Roasted Tomato Soup. Did you mean salt?": the loose measures recipes
    /// use are said in ones a cook can check; an ingredient is still its amount.
    @Test func aLooseMeasureIsSaidInOnesACookCanCheck() {
        var cook = Driver(Recipe(id: "s", title: "Soup", minutes: 60, servings: 4,
                                 ingredients: ["1 kg tomatoes", "a small handful of basil"].map(Ingredient.init(parsing:)), steps: [Step(text: "Roast.")]))
        cook.send(.begin)
        #expect(cook.say("how much is a small handful") == "A small handful is about a quarter cup, loosely held (of leaves, about 8 g).")
        #expect(cook.say("how much is a pinch?") == "A pinch is what you hold between thumb and finger, about 1/16 of a teaspoon.")
        #expect(cook.say("how much is a knob of butter") == "A knob of butter is about a tablespoon, 15 g.")
        #expect(cook.say("how much is a stick") == "A stick of butter is 113 g: 8 tablespoons, half a cup.")
        #expect(cook.say("how much is a tomato") == "You need 1 kg of tomatoes.")
        #expect(cook.say("how much basil") == "You need a small handful of basil.")
    }

    /// "What's a knob of butter", "how big is a pinch", or the measure typed
    /// alone got "Sorry, I didn't catch that."; alone, a measure that is an
    /// ingredient of the recipe (cinnamon sticks) is still its amount.
    @Test func aLooseMeasureIsAskedInAnyWords() {
        var cook = Driver(Recipe(id: "c", title: "Mulled Cider", minutes: 20, servings: 4,
                                 ingredients: ["1 l cider", "2 cinnamon sticks", "1 tbsp butter"].map(Ingredient.init(parsing:)), steps: [Step(text: "Warm.")]))
        cook.send(.begin)
        let knob = "A knob of butter is about a tablespoon, 15 g."
        #expect(cook.say("what's a knob of butter") == knob)
        #expect(cook.say("how big is a knob of butter") == knob)
        #expect(cook.say("a knob of butter") == knob)
        #expect(cook.say("knob of butter?") == knob)
        #expect(cook.say("what is a pinch") == "A pinch is what you hold between thumb and finger, about 1/16 of a teaspoon.")
        #expect(cook.say("a small handful") == "A small handful is about a quarter cup, loosely held (of leaves, about 8 g).")
        #expect(cook.say("what is a small handful") == "A small handful is about a quarter cup, loosely held (of leaves, about 8 g).")
        #expect(cook.say("stick") == "You need 2 cinnamon sticks.")
        #expect(cook.say("how much is a stick") == "A stick of butter is 113 g: 8 tablespoons, half a cup.")
        #expect(cook.say("butter") == "You need 1 tbsp of butter.")
        #expect(CommandParser.parse("what's a knob of butter") == .howMuch("is a knob of butter"))
    }
}

extension AmountQuestionsTests {
    /// "how much beef" with "2 lb chuck steak" and beef broth listed said it
    /// "doesn't call for beef, only 1 cup of beef broth": the steak is the beef.
    @Test func aCutOfBeefIsTheBeef() {
        let lines = ["2 lb chuck steak, thinly sliced", "1 cup low sodium beef broth", "3 cups broccoli florets"]
        var cook = Driver(Recipe(id: "b", title: "Broccoli Beef", minutes: 300, servings: 4,
                                 ingredients: lines.map(Ingredient.init(parsing:)), steps: [Step(text: "Slow cook.")]))
        cook.send(.begin)
        #expect(cook.say("how much beef") == "You need 2 lb of chuck steak.")
        #expect(cook.say("how much beef broth") == "You need 1 cup of low sodium beef broth.")
        // With no cut listed, the broth is still no beef.
        var soup = Driver(Recipe(id: "s", title: "Soup", minutes: 30, servings: 4,
                                 ingredients: ["1 cup beef broth", "2 carrots"].map(Ingredient.init(parsing:)), steps: [Step(text: "Simmer.")]))
        soup.send(.begin)
        #expect(soup.say("how much beef").hasPrefix("Soup doesn't call for beef, only 1 cup of beef broth"))
    }
}

extension AmountQuestionsTests {
    /// "how much pasta" in a spaghetti bolognese answered "2 tbsp of tomato
    /// paste": a word that is a food itself is no typo of another. The
    /// recipe's own pasta answers; a spelling neighbour alone is offered.
    @Test func aFoodAskedForIsNeverTakenForItsSpellingNeighbour() {
        let lines = ["2 tbsp tomato paste", "1 tsp chili flakes", "1 tsp dried oregano", "500 g dried spaghetti", "grated parmesan, to serve"]
        var cook = Driver(Recipe(id: "b", title: "Bolognese", minutes: 60, servings: 4,
                                 ingredients: lines.map(Ingredient.init(parsing:)), steps: [Step(text: "Simmer.")]))
        cook.send(.begin)
        #expect(cook.say("how much pasta") == "You need 500 g of dried spaghetti.")
        #expect(cook.say("how much pasta do I need") == "You need 500 g of dried spaghetti.")
        #expect(cook.say("how much herbs") == "You need 1 tsp of dried oregano.")
        // Spellings of one thing, and typos of no food, are still forgiven.
        #expect(cook.say("how much chilli flakes") == "You need 1 tsp of chili flakes.")
        #expect(cook.say("how much parmesean") == "You need parmesan, grated, to serve.")
        var sauce = Driver(Recipe(id: "s", title: "Tomato Sauce", minutes: 30, servings: 4,
                                  ingredients: ["2 tbsp tomato paste", "3 ripe pears"].map(Ingredient.init(parsing:)), steps: [Step(text: "Simmer.")]))
        sauce.send(.begin)
        #expect(sauce.say("how much pasta") == "I don't know pasta in Tomato Sauce. Did you mean tomato paste?")
        #expect(sauce.say("how many peas") == "I don't know peas in Tomato Sauce. Did you mean pears?")
    }
}

extension AmountQuestionsTests {
    /// "how much powdered sugar" answered with the granulated sugar, and
    /// "plain flour" or "double cream" were not found: the thing under its
    /// other names, before a line that only shares its last word.
    @Test func aThingAskedForByAnotherNameFindsItsOwnLine() {
        let lines = ["1 cup (2 sticks) unsalted butter", "1 1/2 cups (190 g) all-purpose flour", "1 tbsp + 1 tsp sugar",
                     "½ cup confectioners' sugar", "2 cups heavy cream, chilled"]
        var cook = Driver(Recipe(id: "t", title: "Baker Terms", minutes: 60, servings: 8,
                                 ingredients: lines.map(Ingredient.init(parsing:)), steps: [Step(text: "Mix.")]))
        cook.send(.begin)
        #expect(cook.say("how much powdered sugar") == "You need 1/2 cup of confectioners' sugar.")
        #expect(cook.say("how much icing sugar") == "You need 1/2 cup of confectioners' sugar.")
        #expect(cook.say("how much plain flour") == "You need 1 1/2 cups of all-purpose flour, 190 g.")
        #expect(cook.say("how much double cream") == "You need 2 cups of heavy cream.")
        #expect(cook.say("how much sugar").hasPrefix("You need 1 1/3 tbsp of sugar"))
    }
}

extension AmountQuestionsTests {
    /// "how much soy sauce" said the noodles don't call for it, over "2 tbsp
    /// tamari (gluten-free soy sauce)"; "how much cream cheese" the same over
    /// "1 pkg (8 oz) cream cheese": a misread line is no thing left out.
    @Test func aLineNamingTheThingInBracketsOrAfterAPackIsFound() {
        let lines = ["200 g flat rice noodles", "2 tbsp tamari (gluten-free soy sauce)", "1 pkg (8 oz) cream cheese, softened"]
        var cook = Driver(Recipe(id: "n", title: "Noodles", minutes: 20, servings: 2,
                                 ingredients: lines.map(Ingredient.init(parsing:)), steps: [Step(text: "Toss.")]))
        cook.send(.begin)
        #expect(cook.say("how much soy sauce") == "You need 2 tbsp of tamari.")
        #expect(cook.say("how much cream cheese") == "You need 1 package of cream cheese, 8 oz.")
        #expect(cook.say("how much sauce").contains("tamari"))
        #expect(cook.say("how much fish sauce") == "Noodles doesn't call for fish sauce.")
    }
}

extension AmountQuestionsTests {
    /// "how many eggs altogether" said 5 of "5 large eggs, plus 1 for the
    /// egg wash": the extra is said, and counted in the total.
    @Test func theExtraANoteAsksForIsCounted() {
        var cook = Driver(Recipe(id: "b", title: "Brioche", minutes: 60, servings: 2,
                                 ingredients: ["500 g plain flour", "5 large eggs, plus 1 for the egg wash"].map(Ingredient.init(parsing:)),
                                 steps: [Step(text: "Mix.")]))
        cook.send(.begin)
        #expect(cook.say("how many eggs") == "You need 5 large eggs, plus 1 for the egg wash.")
        #expect(cook.say("how many eggs altogether") == "You need 6 eggs in all: 5 eggs, large; and 1 egg, for the egg wash.")
        _ = cook.say("make it for 4")
        #expect(cook.say("how many eggs altogether") == "For 4 servings, you need 11 eggs in all: 10 eggs, large; and 1 egg, for the egg wash.")
    }

    /// "How much diced tomatoes" of "2 cans chopped tomatoes" was "Did you
    /// mean dried oregano?", and "canned tomatoes" "doesn't call for": a
    /// word for the form the line words otherwise is let go.
    @Test func aFormWordTheLineSaysOtherwiseIsLetGo() {
        let sauce = Recipe(id: "s", title: "Sauce", minutes: 30, servings: 4,
                           ingredients: ["2 (400 g) cans chopped tomatoes", "500 g beef mince", "1 tsp dried oregano"].map(Ingredient.init(parsing:)),
                           steps: [Step(text: "Simmer.")])
        var cook = Driver(sauce)
        cook.send(.begin)
        #expect(cook.say("how much diced tomatoes").contains("2 cans of chopped tomatoes"))
        #expect(cook.say("how much canned tomatoes").contains("2 cans of chopped tomatoes"))
        #expect(cook.say("how much minced beef") == "You need 500 g of beef mince.")
        #expect(cook.say("how much mince") == "You need 500 g of beef mince.")
        #expect(cook.say("how much dried oregano") == "You need 1 tsp of dried oregano.")
    }
}

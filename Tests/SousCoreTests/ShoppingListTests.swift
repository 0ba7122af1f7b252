import Foundation
import Testing
@testable import SousCore

@Suite("Shopping list")
struct ShoppingListTests {
    func recipe(_ id: String, servings: Int = 2, _ lines: [String]) -> Recipe {
        Recipe(id: id, title: id.capitalized, minutes: 10, servings: servings,
               ingredients: lines.map(Ingredient.init(parsing:)), steps: [Step(text: "Cook.")])
    }

    func item(_ list: ShoppingList, _ name: String) -> ShoppingItem? {
        list.items.first { $0.key == ShoppingNames.key(name) }
    }

    @Test func scalesToPlannedServingsAndSumsIntoADisplayUnit() throws {
        let a = recipe("a", servings: 2, ["300 g chicken breast", "1 pc Lemon"])
        let b = recipe("b", servings: 4, ["600 g Chicken breasts", "2 lemons"])
        let list = ShoppingList(plan: [PlannedRecipe(recipe: a, servings: 4), PlannedRecipe(recipe: b, servings: 4)])
        let chicken = try #require(item(list, "chicken breast"))
        #expect(chicken.line == "1.2 kg chicken breast")
        #expect(chicken.aisle == .meatAndFish)
        #expect(chicken.recipes == ["A", "B"])
        #expect(try #require(item(list, "lemon")).line == "4 lemons")
    }

    /// The bundled Garlic Lemon Chicken and the feed's both planned: each
    /// line says which one needs it.
    @Test func twoRecipesOfOneTitleAreToldApartByTheirIds() throws {
        var bundled = recipe("garlic-lemon-chicken", ["300 g chicken breast"])
        var feed = recipe("r1", ["2 lemons"])
        bundled.title = "Garlic Lemon Chicken"
        feed.title = "Garlic Lemon Chicken"
        let other = recipe("dal", ["1 lemon"])
        let list = ShoppingList(plan: [PlannedRecipe(recipe: bundled, servings: 2), PlannedRecipe(recipe: feed, servings: 2, day: "Friday"),
                                       PlannedRecipe(recipe: other, servings: 2)])
        #expect(try #require(item(list, "lemon")).recipes == ["Garlic Lemon Chicken (r1)", "Dal"])
        #expect(try #require(item(list, "chicken breast")).recipes == ["Garlic Lemon Chicken (garlic-lemon-chicken)"])
        #expect(list.rendered(as: .text).hasPrefix("Shopping list for Garlic Lemon Chicken (garlic-lemon-chicken, 2 servings), Garlic Lemon Chicken (r1, Friday, 2 servings), Dal (2 servings)"))
    }

    @Test func mergesNamesAcrossCaseAndPlural() throws {
        let list = ShoppingList(plan: [
            PlannedRecipe(recipe: recipe("a", ["1 Egg"]), servings: 2),
            PlannedRecipe(recipe: recipe("b", ["3 eggs"]), servings: 2),
        ])
        #expect(list.items.count == 1)
        #expect(list.items.first?.line == "4 eggs")
        #expect(list.items.first?.aisle == .dairyAndEggs)
    }

    /// Planning Shakshuka (a can of chopped tomatoes) beside Red Lentil Dal
    /// ("1 tomato, chopped") turned the dal's fresh tomato into "1 chopped
    /// tomato" on the Pantry shelf, which `pantry add tomatoes` no longer
    /// covered: a note saying how the cook cuts it names no other product.
    @Test func aPreparationNoteNeverMakesAFreshThingCanned() throws {
        let plan = [
            PlannedRecipe(recipe: recipe("dal", ["1 tomato, chopped", "1 onion, finely chopped"]), servings: 2),
            PlannedRecipe(recipe: recipe("shakshuka", ["1 (400 g) can chopped tomatoes", "2 tomatoes", "1 tbsp chopped onion"]), servings: 2),
            PlannedRecipe(recipe: recipe("salad", ["3 carrots, grated", "1 cup grated carrots"]), servings: 2),
        ]
        let list = ShoppingList(plan: plan)
        let fresh = try #require(list.items.first { $0.line == "3 tomatoes" })
        #expect(fresh.aisle == .produce)
        #expect(fresh.recipes == ["Dal", "Shakshuka"])
        let can = try #require(list.items.first { $0.line == "1 can chopped tomatoes" })
        #expect(can.aisle == .pantry && can.recipes == ["Shakshuka"])
        #expect(!list.items.contains { $0.name.contains("chopped tomato") && $0.recipes.contains("Dal") })
        #expect(list.items.contains { $0.line.hasPrefix("3 carrots") })
        let stocked = ShoppingList(plan: plan, pantry: PantryContents(have: ["tomatoes"]))
        #expect(stocked.leftOut.contains { $0.name == "tomatoes" && $0.recipes == ["Dal", "Shakshuka"] })
        #expect(stocked.items.map(\.line).filter { $0.contains("tomato") } == ["1 can chopped tomatoes"])
    }

    /// A week with a German risotto and Spanish albóndigas listed "Pfeffer
    /// aus der Mühle", "1 pinch Pimienta negra recién molida" and "1 pinch
    /// sal o" while the English salt and pepper were left out as staples;
    /// "Butter zum Dünsten" stayed on the list beside a pantry's butter.
    @Test func saltAndPepperInOtherLanguagesAreStaples() throws {
        let plan = [
            PlannedRecipe(recipe: recipe("risotto", ["150 g Risottoreis", "Butter zum Dünsten", "Pfeffer aus der Mühle",
                                                     "schwarzer Pfeffer, frisch gemahlen", "1 Prise Salz"]), servings: 2),
            PlannedRecipe(recipe: recipe("albondigas", ["1 pizca de sal o al gusto", "1 pizca de Pimienta negra recién molida",
                                                        "sal y pimienta al gusto", "2 huevos"]), servings: 2),
            PlannedRecipe(recipe: recipe("gratin", ["sel et poivre du moulin", "poivre noir", "1 pincée de sel fin"]), servings: 2),
            PlannedRecipe(recipe: recipe("pasta", ["sale e pepe q.b.", "pepe nero macinato al momento", "sale grosso"]), servings: 2),
            PlannedRecipe(recipe: recipe("eggs", ["salt and pepper to taste", "2 eggs"]), servings: 2),
        ]
        let list = ShoppingList(plan: plan)
        let seasonings = ["salz", "pfeffer", "sal", "pimienta", "sel", "poivre", "sale", "pepe", "salt", "pepper"]
        let bought = list.items.filter { item in Words.tokens(item.name).contains(where: seasonings.contains) }
        #expect(bought.isEmpty, "\(bought.map(\.line))")
        #expect(Set(list.items.map(\.line)) == ["150 g Risottoreis", "butter", "4 huevos / eggs"], "\(list.items.map(\.line))")
        #expect(!list.leftOut.filter { $0.reason == .staple }.isEmpty)
        // Out of salt: the Spanish pinch is bought as salt, to taste.
        let lacking = ShoppingList(plan: [plan[1]], pantry: PantryContents(lacking: ["salt"]))
        let salt = try #require(lacking.items.first { Words.tokens($0.name) == ["sal"] })
        #expect(salt.recipes == ["Albondigas"])
        // The butter at home covers the butter for sautéing.
        let stocked = ShoppingList(plan: plan, pantry: PantryContents(have: ["butter"]))
        #expect(!stocked.items.contains { $0.name.lowercased().contains("butter") }, "\(stocked.items.map(\.line))")
        #expect(stocked.leftOut.contains { $0.name.lowercased() == "butter" && $0.reason == .pantry && $0.recipes == ["Risotto"] })
        // A recipe imported before, its lines saved as the older reading had them.
        let saved = [Ingredient(text: "Butter zum Dünsten", amount: nil, unit: nil, name: "Butter zum Dünsten", note: nil),
                     Ingredient(text: "1 pizca de sal o al gusto", amount: .exact(1), unit: .lookup("pinch"), name: "sal o", note: "al gusto")]
        let older = Recipe(id: "older", title: "Older", minutes: 10, servings: 2, ingredients: saved, steps: [Step(text: "Cook.")])
        let reread = ShoppingList(plan: [PlannedRecipe(recipe: older, servings: 2)], pantry: PantryContents(have: ["butter"]))
        #expect(reread.items.isEmpty, "\(reread.items.map(\.line))")
    }

    /// A sum of teaspoons is bought as the spoons in a drawer measure it,
    /// never less: "1 1/3 tsp" and "2 1/8 tsp" are no spoon.
    @Test func teaspoonsAddUpToTheSpoonsInADrawer() throws {
        func line(_ amounts: [String]) -> String? {
            let plan = amounts.enumerated().map { PlannedRecipe(recipe: recipe("r\($0.offset)", ["\($0.element) tsp baking soda"]), servings: 2) }
            return ShoppingList(plan: plan).items.first?.line
        }
        #expect(line(["2/3", "2/3"]) == "1 1/2 tsp baking soda")
        #expect(line(["1", "1/3"]) == "1 1/2 tsp baking soda")
        #expect(line(["1 1/2", "5/8"]) == "2 1/4 tsp baking soda")
        #expect(line(["1/3", "1/3"]) == "3/4 tsp baking soda")
        #expect(line(["1/8", "1/8"]) == "1/4 tsp baking soda")
        #expect(line(["1", "1"]) == "2 tsp baking soda")
    }

    /// One recipe's "chocolate chips" (semisweet in its note) and another's
    /// "semisweet chocolate chips" were two lines, 2 cups above 1 cup.
    @Test func aNameCompletedByItsNoteMergesWithTheWholeName() throws {
        let chips = Ingredient(text: "2 cups semisweet chocolate chips", amount: .exact(2), unit: .lookup("cup"), name: "chocolate chips", note: "semisweet")
        let list = ShoppingList(plan: [
            PlannedRecipe(recipe: recipe("a", ["1 cup semisweet chocolate chips"]), servings: 2),
            PlannedRecipe(recipe: Recipe(id: "b", title: "B", minutes: 10, servings: 2, ingredients: [chips], steps: [Step(text: "Mix.")]), servings: 2),
        ])
        #expect(list.items.map(\.line) == ["3 cups semisweet chocolate chips"])
        // Alone, the note stays a note: no other recipe names it so.
        let alone = ShoppingList(plan: [PlannedRecipe(recipe: Recipe(id: "b", title: "B", minutes: 10, servings: 2, ingredients: [chips], steps: [Step(text: "Mix.")]), servings: 2)])
        #expect(alone.items.map(\.line) == ["2 cups chocolate chips"])
    }

    @Test func convertsCompatibleUnitsWithFoundation() throws {
        let list = ShoppingList(plan: [PlannedRecipe(recipe: recipe("a", servings: 1, [
            "8 oz cheddar", "12 oz Cheddar",
            "1 cup milk", "1/2 cup milk",
            "1 tbsp honey", "1 tsp honey",
            "500 ml stock", "0.75 l stock",
            "1 lb butter", "100 g butter",
        ]), servings: 1)])
        let cheddar = try #require(item(list, "cheddar")).line
        #expect(cheddar == "1 1/4 lb cheddar")
        #expect(try #require(item(list, "milk")).line == "1 1/2 cups milk")
        // 1 tbsp + 1 tsp is 4 tsp, as a scaled line says, not 1.5 tbsp (12% more).
        #expect(try #require(item(list, "honey")).line == "4 tsp honey")
        #expect(try #require(item(list, "stock")).line == "1.25 l stock")
        // Metric wins when recipes mix systems: 453.6 g + 100 g.
        #expect(try #require(item(list, "butter")).line == "555 g butter")
    }

    /// 2 5/8 tbsp of cumin is "2 3/4 tbsp", as the scaled recipe says it
    /// (3 tbsp was 14% more than needed). 7/4 of a quarter cup is exactly 7 tablespoons (a US cup holds 16;
    /// measured against Foundation's 240 ml metric cup it was "7 1/8").
    @Test func oddSpoonfulsRoundUpToAHalfSpoonOrACup() throws {
        let list = ShoppingList(plan: [PlannedRecipe(recipe: recipe("a", servings: 4, ["1/4 cup cranberries", "1.5 tbsp cumin", "1/8 cup tahini"]), servings: 7)])
        #expect(try #require(item(list, "cranberries")).line == "7 tbsp cranberries")
        let tahini = ShoppingList(plan: [PlannedRecipe(recipe: recipe("b", servings: 4, ["1/8 cup tahini"]), servings: 4)])
        #expect(try #require(item(tahini, "tahini")).line == "2 tbsp tahini")
        #expect(try #require(item(list, "cumin")).line == "2 3/4 tbsp cumin")
    }

    /// A week's list said "2 tbsp" for 5 tsp of garam masala and of baking
    /// powder, and "1 cup" for 13 tbsp of olive oil (23% more): spoons
    /// follow the scaled recipe's rule and round up by no more than ~5%.
    @Test func spoonsAreNotRoundedUpALongWay() throws {
        let list = ShoppingList(plan: [
            PlannedRecipe(recipe: recipe("a", servings: 2, ["2 tsp garam masala"]), servings: 5),
            PlannedRecipe(recipe: recipe("b", servings: 4, ["1 tbsp baking powder", "1/4 cup olive oil"]), servings: 4),
            PlannedRecipe(recipe: recipe("c", servings: 1, ["2 tsp baking powder", "9 tbsp olive oil"]), servings: 1),
        ], pantry: PantryContents(lacking: ["olive oil"]))
        #expect(try #require(item(list, "garam masala")).line == "5 tsp garam masala")
        #expect(try #require(item(list, "baking powder")).line == "5 tsp baking powder")
        #expect(try #require(item(list, "olive oil")).line == "13 tbsp olive oil")
        // One line reads as the scaled recipe says it: 11 tbsp is 2/3 cup
        // (3% short). A sum of two never comes up short: 3/4 cup, not 2/3.
        #expect(Ingredient(parsing: "5 tbsp milk").line(scale: 11.0 / 5) == "2/3 cup milk")
        let one = ShoppingList(plan: [PlannedRecipe(recipe: recipe("d", servings: 5, ["5 tbsp milk"]), servings: 11)])
        #expect(try #require(item(one, "milk")).line == "2/3 cup milk")
        let milk = ShoppingList(plan: [PlannedRecipe(recipe: recipe("d", servings: 5, ["1/4 cup milk", "1 tbsp milk"]), servings: 11)])
        #expect(try #require(item(milk, "milk")).line == "3/4 cup milk")
    }

    @Test func roundsCountsUpAndPrefersSpoonsToOddCups() throws {
        let list = ShoppingList(plan: [PlannedRecipe(recipe: recipe("a", servings: 2, ["1/2 onion", "1 1/2 cloves garlic", "3 tbsp olive oil"]), servings: 3)])
        #expect(try #require(item(list, "onion")).line == "1 onion")
        let bigger = ShoppingList(plan: [PlannedRecipe(recipe: recipe("a", servings: 2, ["1/2 onion", "1 1/2 cloves garlic", "2 tbsp milk"]), servings: 6)])
        #expect(try #require(item(bigger, "onion")).line == "2 onions")
        #expect(try #require(item(bigger, "garlic")).line == "5 cloves garlic")
        // 6 tbsp is 3/8 cup, which no measuring cup shows.
        #expect(try #require(item(bigger, "milk")).line == "6 tbsp milk")
        // 0.6 x 2 tbsp + 1/2 x 1 1/4 cups is 11.2 tbsp: 3/4 cup (2/3 is 2 tsp short); 2.1 tsp is bought as 2 1/4, by the quarter spoon as `show` rounds.
        let mixed = ShoppingList(plan: [
            PlannedRecipe(recipe: recipe("a", servings: 10, ["2 tbsp milk", "1 tsp baking powder"]), servings: 6),
            PlannedRecipe(recipe: recipe("b", servings: 4, ["1 1/4 cups milk", "3 tsp baking powder"]), servings: 2),
        ])
        #expect(try #require(item(mixed, "milk")).line == "3/4 cup milk")
        #expect(try #require(item(mixed, "baking powder")).line == "2 1/4 tsp baking powder")
    }

    /// Walnuts from two recipes came to 0.92 cup and were listed as 7/8;
    /// onions 2.83 cups as 2 3/4. The green bean salad alone for 5 said
    /// "7 tbsp walnuts" where `show` says 6.5.
    @Test func aSumNeverRoundsDownAndOneLineReadsAsShowSaysIt() throws {
        let brownies = recipe("brownies", servings: 20, ["1 cup walnuts", "3 cups onion"])
        let salad = recipe("salad", servings: 6, ["1/2 cup walnuts", "1/3 cup onion"])
        let week = ShoppingList(plan: [PlannedRecipe(recipe: brownies, servings: 10), PlannedRecipe(recipe: salad, servings: 5)])
        #expect(try #require(item(week, "walnuts")).line == "1 cup walnuts")
        let alone = ShoppingList(plan: [PlannedRecipe(recipe: salad, servings: 5)])
        #expect(try #require(item(alone, "walnuts")).line == "6 1/2 tbsp walnuts")
        #expect(salad.ingredients[0].line(scale: 5.0 / 6) == "6 1/2 tbsp walnuts")
        let onions = ShoppingList(plan: [PlannedRecipe(recipe: recipe("soup", servings: 6, ["2 1/2 cups onion"]), servings: 6),
                                         PlannedRecipe(recipe: recipe("bowls", servings: 6, ["1/2 cup onion"]), servings: 4)])
        #expect(try #require(item(onions, "onion")).line == "3 cups onion")
    }

    /// Flour weighed in one recipe and scooped in another was "1.1 kg + 3
    /// cups": the cups join the weight by what a cup of it weighs (125 g of
    /// flour, 120 g of icing sugar). A volume with nothing weighed stays
    /// a volume, and a cup of an unknown thing stays a cup.
    @Test func cupsOfADryGoodJoinItsWeight() throws {
        let list = ShoppingList(plan: [PlannedRecipe(recipe: recipe("a", servings: 1, [
            "200 g plain flour", "1 cup all-purpose flour", "2 tbsp plain flour", "140 g icing sugar", "1/2 cup confectioners' sugar",
            "1 1/2 cups bread flour", "200 g quark", "1 cup quark",
        ]), servings: 1)])
        let flour = try #require(item(list, "plain flour"))
        #expect(flour.quantities.count == 1)
        // 200 g + 125 g + 15.6 g, rounded up.
        #expect(flour.line == "345 g plain flour")
        let sugar = try #require(item(list, "icing sugar")).line
        #expect(sugar == "200 g icing sugar", "\(sugar)")
        #expect(try #require(item(list, "bread flour")).line == "1 1/2 cups bread flour")
        #expect(try #require(item(list, "quark")).line == "200 g + 1 cup quark")
    }

    /// Butter weighed in one recipe and spooned in another is bought as one
    /// weight (its density is known); a spoon of butter alone stays a spoon.
    @Test func knownDensitiesJoinAVolumeToAWeight() throws {
        let list = ShoppingList(plan: [PlannedRecipe(recipe: recipe("a", servings: 1, ["180 g butter", "1.5 tbsp butter", "2 tbsp honey"]), servings: 1)])
        // 180 g + 20.2 g, rounded up: a list says what to buy at least.
        #expect(try #require(item(list, "butter")).line == "205 g butter")
        #expect(try #require(item(list, "honey")).line == "2 tbsp honey")
    }

    @Test func countsGarlicInClovesHoweverItIsWritten() throws {
        let list = ShoppingList(plan: [PlannedRecipe(recipe: recipe("a", servings: 1, ["2-3 cloves garlic, minced", "2 garlic cloves", "1 clove Garlic"]), servings: 2)])
        #expect(try #require(item(list, "garlic")).line == "10-12 cloves garlic")
    }

    @Test func listsNonNumericAmountsOnce() throws {
        let list = ShoppingList(plan: [
            PlannedRecipe(recipe: recipe("a", ["fresh parsley, to garnish", "a pinch of nutmeg"]), servings: 2),
            PlannedRecipe(recipe: recipe("b", ["Parsley, to garnish", "a pinch of nutmeg"]), servings: 6),
        ])
        let parsley = try #require(item(list, "parsley")).line
        #expect(parsley == "fresh parsley (to garnish)")
        #expect(try #require(item(list, "nutmeg")).line == "nutmeg (a pinch)")
        #expect(list.items.count == 2)
    }

    @Test func leavesOutStaplesAndThePantryButSaysSo() throws {
        let plan = [PlannedRecipe(recipe: recipe("a", ["1 tsp salt", "2 tbsp olive oil", "200 g basmati rice", "1 red bell pepper"]), servings: 2)]
        let list = ShoppingList(plan: plan, pantry: PantryContents(have: ["Basmati Rice", "pepper"], lacking: ["olive oil"]))
        #expect(list.items.map(\.name) == ["red bell pepper", "olive oil"])
        #expect(list.leftOut.map(\.name) == ["salt", "basmati rice"])
        #expect(list.leftOut.map(\.reason) == [.staple, .pantry])
        #expect(list.rendered(as: .text).contains("Left out, you have them: salt (staples); basmati rice (your pantry)"))
        // Having rice is not having 200 g of it: the amount to check for is said (staples' are not).
        #expect(list.leftOut.map(\.needed) == [nil, "200 g basmati rice"])
        #expect(list.rendered(as: .text).contains("Check you have enough: the plan uses 200 g basmati rice."))
        #expect(list.rendered(as: .markdown).contains("- basmati rice (your pantry: the plan uses 200 g basmati rice)"))
        #expect(list.rendered(as: .json).contains(#""needed" : "200 g basmati rice""#))
    }

    /// A German, Spanish and Portuguese recipe in the week: their spoons
    /// and kilos scale as `show` scales them (the Portuguese chicken for 4
    /// of 8 was "1 quilo"), a count in "Stück" keeps its name ("6 stücks"
    /// added onions and peppers), water, salt and oil are staples, and no
    /// English plural lands on a German word.
    @Test func foreignUnitsScaleAndForeignStaplesAreLeftOut() throws {
        let german = recipe("gulasch", servings: 4, ["2 EL Tomatenmark", "2 Stück, mittelgroß Zwiebel/n", "2 Stück, rot Paprika",
                                                     "4 Stück Wiener Würstchen", "1 Prise(n) Salz/Jodsalz", "1 Prise(n) Pfeffer",
                                                     "2 TL Pflanzenöl, Rapsöl/Sonnenblumenöl"])
        let spanish = recipe("bolonesa", servings: 6, ["835 g de agua", "1 cucharadita de sal", "Sal al gusto",
                                                       "50 gr de aceite de oliva virgen extra", "500 gr de espaguetis"])
        let portuguese = recipe("strogonoff", servings: 8, ["1 quilo de peito de frango em cubos", "3 colheres de sopa de óleo"])
        let list = ShoppingList(plan: [PlannedRecipe(recipe: german, servings: 4), PlannedRecipe(recipe: spanish, servings: 6),
                                       PlannedRecipe(recipe: portuguese, servings: 4)])
        #expect(Set(list.items.map(\.line)) == ["2 tbsp Tomatenmark", "2 Zwiebel/n", "2 rot Paprika", "4 Wiener Würstchen",
                                                "500 g espaguetis", "500 g peito de frango em cubos"])
        #expect(Set(list.leftOut.map(\.name)) == ["Salz/Jodsalz", "Pfeffer", "Pflanzenöl", "agua", "sal", "aceite de oliva virgen extra", "óleo"])
        // Out of oil is out of the aceite and the óleo too.
        let out = ShoppingList(plan: [PlannedRecipe(recipe: spanish, servings: 6), PlannedRecipe(recipe: portuguese, servings: 8)],
                               pantry: PantryContents(lacking: ["oil"]))
        #expect(Set(out.items.map(\.name)).isSuperset(of: ["aceite de oliva virgen extra", "óleo"]))
    }

    /// A week's plan that listed one purchase on two lines: the cake's "2
    /// ripe but firm medium bananas" beside the bread's bananas, "inch
    /// fresh ginger", white and granulated sugar, smooth and creamy peanut
    /// butter, "butter or margarine", "Toasted Sesame Oil". What differs
    /// stays apart: peanut butter and butter, brown and white sugar,
    /// garlic and garlic powder.
    @Test func onePurchaseWrittenTwoWaysIsOneLine() throws {
        let list = ShoppingList(plan: [
            PlannedRecipe(recipe: recipe("cake", ["2 ripe but firm medium bananas", "1 cup white sugar", "1/2 cup brown sugar",
                                                  "1/2 cup smooth peanut butter", "4 tbsp butter or margarine", "2 tbsp Toasted Sesame Oil",
                                                  "1 cup long-grain rice", "1/4 cup cilantro leaves", "2 cloves garlic"]), servings: 2),
            PlannedRecipe(recipe: recipe("bread", ["3 bananas", "1/2 cup granulated sugar", "1/2 cup creamy peanut butter",
                                                   "4 tbsp butter", "1 tbsp sesame oil", "1 cup long grain white rice", "fresh cilantro",
                                                   "1 inch fresh ginger", "1 tsp garlic powder"]), servings: 2),
        ])
        let lines = Set(list.items.map(\.line))
        #expect(lines.isSuperset(of: ["5 bananas", "1 1/2 cups white sugar", "1/2 cup brown sugar", "1 cup smooth peanut butter",
                                      "1/2 cup butter", "3 tbsp toasted sesame oil", "2 cups long-grain rice", "1 inch fresh ginger",
                                      "2 cloves garlic", "1 tsp garlic powder"]), "\(lines)")
        #expect(try #require(item(list, "cilantro")).line == "1/4 cup cilantro leaves + extra")
        #expect(list.items.count == 11)
        // A choice nothing else needs stays as written.
        let alone = ShoppingList(plan: [PlannedRecipe(recipe: recipe("a", ["1/4 cup butter or margarine"]), servings: 2)])
        #expect(alone.items.map(\.line) == ["1/4 cup butter or margarine"])
        #expect(IngredientParser.parse("200 g firm tofu").name == "firm tofu")
    }

    /// Cookies of 36 with "2 sticks (226 g) butter" for 24 need 1 1/3
    /// sticks: bought as 1 1/2 (was 2, half as much again), and a
    /// third of a cup of butter beside them is 2/3 of a stick more.
    @Test func butterSticksRoundToTheHalfAndTakeCupsOfButter() throws {
        let cookies = recipe("cookies", servings: 36, ["2 sticks (226 g) butter"])
        let bread = recipe("bread", servings: 10, ["1/3 cup butter, melted"])
        func line(_ plan: [PlannedRecipe]) throws -> String { try #require(item(ShoppingList(plan: plan), "butter")).line }
        #expect(try line([PlannedRecipe(recipe: cookies, servings: 24)]) == "1 1/2 sticks butter")
        #expect(try line([PlannedRecipe(recipe: cookies, servings: 12)]) == "1 stick butter")
        #expect(try line([PlannedRecipe(recipe: cookies, servings: 45)]) == "2 1/2 sticks butter")
        #expect(try line([PlannedRecipe(recipe: cookies, servings: 24), PlannedRecipe(recipe: bread, servings: 10)]) == "2 sticks butter")
    }

    /// Habaneros sat under spices (for "pepper"), bouillon powder and
    /// every Spanish, German and Portuguese item under "Other".
    @Test func chilliesStockAndForeignStaplesOfTheWeekHaveTheirAisles() {
        #expect(Aisle.of("red habanero peppers") == .produce)
        #expect(Aisle.of("scotch bonnet") == .produce)
        #expect(Aisle.of("bouillon powder") == .pantry)
        #expect(Aisle.of("carne picada") == .meatAndFish)
        #expect(Aisle.of("Wiener Würstchen") == .meatAndFish)
        #expect(Aisle.of("peito de frango em cubos") == .meatAndFish)
        #expect(Aisle.of("espaguetis") == .pantry)
        #expect(Aisle.of("caldo de galinha") == .pantry)
        #expect(Aisle.of("leche de coco") == .pantry)
        #expect(Aisle.of("champiñones") == .produce)
        #expect(Aisle.of("Kartoffeln vorwiegend festkochend") == .produce)
        #expect(Aisle.of("queso parmesano rallado") == .dairyAndEggs)
        #expect(Aisle.of("paprikapulver") == .spices)
        #expect(Aisle.of("chicken stock") == .pantry)
    }

    /// A week with an English recipe, a German Rührei and Gulasch and a
    /// Spanish tortilla listed "2 eggs", "4 eiers", "1 ei" and "6 huevos"
    /// on four lines, onions on four, and `pantry add Zwiebeln` covered
    /// none of the others. One food is one line, named as most recipes
    /// name it with the other languages' names beside it; a red onion is
    /// still its own purchase.
    @Test func oneFoodInSeveralLanguagesIsOneLine() throws {
        let english = recipe("pie", ["2 eggs", "1 onion", "200 ml milk", "1 tbsp tomato paste", "2 cloves garlic", "100 g flour",
                                     "400 g potatoes"])
        let ruehrei = recipe("ruehrei", ["4 Eier", "1 Ei, zusätzlich", "2 Zwiebeln", "1 rote Zwiebel", "2 Knoblauchzehen", "200 g Mehl"])
        let gulasch = recipe("gulasch", ["2 Stück, mittelgroß Zwiebel/n", "2 Stück, rot Paprika", "2 EL Tomatenmark", "500 ml Milch",
                                         "300 g Kartoffeln", "1 TL Paprikapulver"])
        let tortilla = recipe("tortilla", ["6 huevos", "500 g de patatas", "1 cebolla", "2 dientes de ajo"])
        let plan = [english, ruehrei, gulasch, tortilla].map { PlannedRecipe(recipe: $0, servings: 2) }
        let list = ShoppingList(plan: plan)
        let lines = Set(list.items.map(\.line))
        #expect(lines.isSuperset(of: ["13 eggs / Eier / huevos", "6 onions / Zwiebeln / cebolla", "1 rote Zwiebel",
                                      "6 cloves garlic / Knoblauch / ajo", "700 ml milk / Milch", "3 tbsp tomato paste / Tomatenmark",
                                      "300 g flour / Mehl", "1.2 kg potatoes / Kartoffeln / patatas"]), "\(lines)")
        #expect(list.items.count == 10, "\(lines)")
        #expect(try #require(item(list, "red bell pepper")).aisle == .produce)
        #expect(try #require(item(list, "red onion")).aisle == .produce)
        #expect(try #require(item(list, "Paprikapulver")).aisle == .spices)
        // A German majority keeps its word, and its own plural.
        let german = ShoppingList(plan: [ruehrei, gulasch].map { PlannedRecipe(recipe: $0, servings: 2) })
        #expect(try #require(item(german, "onion")).line == "4 Zwiebeln")
        #expect(try #require(item(german, "egg")).line == "5 Eier")
        // The pantry's word in any language covers the others'.
        for have in [["Zwiebeln", "Eier", "flour"], ["onions", "huevos", "Mehl"]] {
            let stocked = ShoppingList(plan: plan, pantry: PantryContents(have: have))
            #expect(!stocked.items.contains { ["onion", "egg", "plain flour"].contains($0.key) }, "\(have)")
            #expect(stocked.items.contains { $0.key == "red onion" })
        }
        #expect(list.rendered(as: .json).contains("\"alsoCalled\""))
        #expect(try #require(item(list, "eggs")).spoken == "13 eggs")
        #expect(ShoppingNames.key("perejil picado") == ShoppingNames.key("parsley"))
        #expect(ShoppingNames.key("Gemüsebouillon/Gemüsebrühe") == ShoppingNames.key("vegetable stock"))
    }

    /// A German week's list said "4 eier", "zwiebeln" and "200 g mehl":
    /// German writes its nouns with a capital, so a name in another
    /// language keeps the capitals the recipe gave it, in every form of the
    /// list; English names are still lower-cased ("Eggs" is "eggs").
    @Test func germanNamesKeepTheirCapitals() throws {
        let german = recipe("kuchen", ["4 Eier", "2 Zwiebeln", "200 g Mehl", "1 Becher Schmand"])
        let english = recipe("pie", ["2 Eggs", "1 Onion", "Crème fraîche"])
        let list = ShoppingList(plan: [PlannedRecipe(recipe: german, servings: 2)])
        #expect(Set(list.items.map(\.line)).isSuperset(of: ["4 Eier", "2 Zwiebeln", "200 g Mehl"]), "\(list.items.map(\.line))")
        #expect(list.rendered(as: .text).contains("4 Eier"))
        #expect(list.rendered(as: .markdown).contains("4 Eier"))
        #expect(list.rendered(as: .json).contains("Zwiebeln"))
        #expect(!list.rendered(as: .text).contains("eier"))
        let both = ShoppingList(plan: [german, english].map { PlannedRecipe(recipe: $0, servings: 2) })
        #expect(try #require(item(both, "egg")).line == "6 Eier / eggs")
        #expect(try #require(item(both, "onion")).line == "3 Zwiebeln / onion")
        #expect(try #require(item(both, "creme fraiche")).line == "crème fraîche")
    }

    /// "2 Paprika" in a German Gulasch were bought as the spice (under
    /// spices, on one line with "1 TL Paprika", and left out for a tin of
    /// paprika in the pantry): counted, German "Paprika" is the bell
    /// pepper; measured in spoons it is still the powder.
    @Test func countedPaprikaIsTheBellPepper() throws {
        let gulasch = recipe("gulasch", ["2 Paprika", "1 TL Paprika", "1 Paprikaschote", "1 EL Paprikapulver"])
        let salad = recipe("salad", ["1 bell pepper", "2 Stück Paprika"])
        let list = ShoppingList(plan: [gulasch, salad].map { PlannedRecipe(recipe: $0, servings: 2) })
        let peppers = try #require(item(list, "bell pepper"))
        #expect(peppers.aisle == .produce)
        #expect(peppers.line == "6 Paprikaschoten / bell pepper", "\(list.items.map(\.line))")
        let spice = try #require(list.items.first { $0.key == "paprika" })
        #expect(spice.aisle == .spices)
        #expect(spice.line == "1 tsp paprika")
        let stocked = ShoppingList(plan: [PlannedRecipe(recipe: gulasch, servings: 2)], pantry: PantryContents(have: ["paprika"]))
        #expect(stocked.items.contains { $0.key == "bell pepper" && $0.aisle == .produce })
        #expect(!stocked.items.contains { $0.key == "paprika" })
        // One Paprikaschote beside a bell pepper was "2 Paprikaschotes", under "Other".
        let two = ShoppingList(plan: [recipe("a", ["1 Paprikaschote"]), recipe("b", ["1 bell pepper"])].map { PlannedRecipe(recipe: $0, servings: 2) })
        #expect(two.items.map(\.line) == ["2 Paprikaschoten / bell pepper"])
        #expect(two.items.map(\.aisle) == [.produce])
        #expect(Ingredient(parsing: "1 Zwiebel").line(scale: 2) == "2 Zwiebeln")
        #expect(Ingredient(parsing: "1 cebolla").line(scale: 2) == "2 cebollas")
        // Dutch counts them too; a line without an amount is the powder.
        let dutch = ShoppingList(plan: [PlannedRecipe(recipe: recipe("nl", ["2 paprika's", "Paprika"]), servings: 2)])
        #expect(Set(dutch.items.map(\.line)) == ["2 bell peppers", "paprika"], "\(dutch.items.map(\.line))")
    }

    /// Äpfel, Ei, Knoblauchzehe, Zitronensaft, Backpulver and Weizenmehl
    /// were under "Other", bell peppers ("rot Paprika") under spices.
    @Test func foreignFoodsHaveTheirAisles() {
        #expect(Aisle.of("Äpfel") == .produce)
        #expect(Aisle.of("Ei") == .dairyAndEggs)
        #expect(Aisle.of("Knoblauchzehe") == .produce)
        #expect(Aisle.of("Zitronensaft") == .produce)
        #expect(Aisle.of("Backpulver") == .pantry)
        #expect(Aisle.of("Weizenmehl Type 405") == .pantry)
        #expect(Aisle.of("rot Paprika") == .produce)
        #expect(Aisle.of("Paprikaschoten") == .produce)
        #expect(Aisle.of("pimiento rojo") == .produce)
        #expect(Aisle.of("Paprikapulver") == .spices)
        #expect(Aisle.of("paprika") == .spices)
        #expect(Aisle.of("smoked paprika") == .spices)
    }

    /// Imported recipes are stored parsed: one read before "EL" was a unit
    /// has the name "EL Tomatenmark" and no unit, and is bought as tablespoons.
    @Test func aLineStoredByAnOlderReadingIsReadAgain() throws {
        var stale = recipe("gulasch", servings: 4, [])
        stale.ingredients = [Ingredient(text: "2 EL Tomatenmark", amount: .exact(2), unit: nil, name: "EL Tomatenmark"),
                             Ingredient(text: "1000 gr de agua", amount: .exact(1000), unit: .gram, name: "de agua"),
                             Ingredient(text: "2 Stück, rot Paprika", amount: .exact(2), unit: nil, name: "Stück", note: "rot Paprika"),
                             Ingredient(text: "300 g chicken breast", amount: .exact(300), unit: .gram, name: "chicken")]
        let list = ShoppingList(plan: [PlannedRecipe(recipe: stale, servings: 2)])
        #expect(Set(list.items.map(\.line)) == ["1 tbsp Tomatenmark", "1 rot Paprika", "150 g chicken"])
        #expect(list.leftOut.map(\.name) == ["agua"])
    }

    /// The list's footer said salt and black pepper were assumed while
    /// "table salt" and "white or black pepper" were on it to buy.
    @Test func saltAndPepperOfAnyNamedKindAreStaples() throws {
        let plan = [PlannedRecipe(recipe: recipe("a", ["1 tsp table salt", "1/2 tsp kosher salt", "1 tsp white or black pepper",
                                                       "ground white pepper or black pepper (to taste)", "1 tsp garlic salt",
                                                       "1 red pepper"]), servings: 2)]
        let list = ShoppingList(plan: plan)
        #expect(Set(list.items.map(\.name)) == ["garlic salt", "red pepper"])
        #expect(list.leftOut.count == 4)
    }

    /// "sugar cinnamon vanilla rice" in the pantry left every one of them
    /// on the list: white sugar, ground cinnamon, vanilla extract, three rices.
    @Test func aPantryItemCoversItsFormsButNotOtherProducts() throws {
        let plan = [PlannedRecipe(recipe: recipe("a", ["200 g white sugar", "1/2 cup granulated sugar", "1 tbsp ground cinnamon",
                                                       "1 tbsp vanilla extract", "1 cup long-grain rice", "1 cup basmati rice",
                                                       "1/2 cup light brown sugar", "1/2 cup creamy peanut butter",
                                                       "2 cups cooked rice", "2 tbsp rice vinegar", "1 cup powdered sugar",
                                                       "1 cup brown sugar", "2 cinnamon sticks"]), servings: 2)]
        let list = ShoppingList(plan: plan, pantry: PantryContents(have: ["sugar", "cinnamon", "vanilla", "rice", "peanut butter"]))
        #expect(Set(list.items.map(\.name)) == ["cooked rice", "rice vinegar", "powdered sugar", "light brown sugar", "brown sugar",
                                                "cinnamon sticks"])
        let brown = ShoppingList(plan: plan, pantry: PantryContents(have: ["brown sugar"]))
        #expect(!brown.items.contains { $0.name.contains("brown sugar") })
        #expect(brown.items.contains { $0.name == "white sugar" })
    }

    /// "sous pantry remove oil" said "it will go on shopping lists", then
    /// olive oil stayed off because only the exact name counted.
    @Test func runningOutOfAStapleByItsShortNameBuysIt() throws {
        let plan = [PlannedRecipe(recipe: recipe("a", ["2 tbsp olive oil", "1 tsp black pepper", "1 tsp salt", "1 red bell pepper"]), servings: 2)]
        let list = ShoppingList(plan: plan, pantry: PantryContents(lacking: ["oil", "pepper"]))
        #expect(Set(list.items.map(\.name)) == ["olive oil", "black pepper", "red bell pepper"])
        #expect(list.leftOut.map(\.name) == ["salt"])
    }

    /// Out of salt only, "salt and pepper, to taste" put the pepper on the
    /// list beside the salt: the salt is bought, with the salt of the other
    /// recipe, and the pepper stays at home.
    @Test func outOfSaltOnlyBuysTheSaltOfSaltAndPepper() throws {
        let plan = [PlannedRecipe(recipe: recipe("a", ["1/2 tsp salt"]), servings: 2),
                    PlannedRecipe(recipe: recipe("b", ["salt and pepper, to taste"]), servings: 2)]
        let outOfSalt = ShoppingList(plan: plan, pantry: PantryContents(lacking: ["salt"]))
        #expect(outOfSalt.items.map(\.name) == ["salt"])
        #expect(!outOfSalt.items.contains { $0.line.contains("pepper") })
        // Out of both, the line is bought as written.
        let outOfBoth = ShoppingList(plan: plan, pantry: PantryContents(lacking: ["salt", "pepper"]))
        #expect(outOfBoth.items.contains { $0.name == "salt and pepper" })
    }

    /// Things a week's plan really had doubled, split or misplaced.
    @Test func oneThingUnderTwoNamesIsBoughtOnce() throws {
        let list = ShoppingList(plan: [
            PlannedRecipe(recipe: recipe("a", servings: 2, ["1 cup all-purpose flour", "3 scallions", "1 tin chickpeas",
                                                            "3 egg yolks", "3 egg whites", "1 egg", "100 g butter"]), servings: 2),
            PlannedRecipe(recipe: recipe("b", servings: 2, ["1 cup plain flour", "2 spring onions", "1 can chickpeas",
                                                            "1 stick butter"]), servings: 2),
        ])
        #expect(try #require(item(list, "plain flour")).line.hasPrefix("2 cups"))
        let onions = try #require(item(list, "spring onions")).line
        #expect(onions == "5 scallions" && list.items.filter { $0.name.contains("onion") || $0.name.contains("scallion") }.count == 1)
        #expect(try #require(list.items.first { $0.name == "chickpeas" }).line == "2 cans chickpeas")
        // Yolks and whites of the same recipe come from the same 3 eggs.
        #expect(try #require(item(list, "eggs")).line == "4 eggs")
        #expect(try #require(item(list, "butter")).line == "215 g butter")
        let one = ShoppingList(plan: [PlannedRecipe(recipe: recipe("c", servings: 4, ["2 eggs"]), servings: 2)])
        #expect(try #require(item(one, "egg")).line == "1 egg")
    }

    /// 400 g of cooked rice for twice the servings is 800 g of cooked rice,
    /// not 800 g from a bag of raw rice (about three times too much).
    @Test func cookedRiceIsNotRawRice() throws {
        let list = ShoppingList(plan: [
            PlannedRecipe(recipe: recipe("a", servings: 2, ["400 g cooked rice", "2 cooked chicken breasts"]), servings: 4),
            PlannedRecipe(recipe: recipe("b", servings: 2, ["200 g basmati rice", "100 g rice"]), servings: 2),
        ])
        #expect(try #require(item(list, "cooked rice")).line == "800 g cooked rice")
        #expect(try #require(item(list, "rice")).line == "100 g rice")
        #expect(try #require(item(list, "cooked chicken breast")).line == "4 cooked chicken breasts")
    }

    /// "A few sprigs" are bought as a few sprigs, never "2 few sprigs".
    @Test func aFewSprigsStayAFew() throws {
        let list = ShoppingList(plan: [
            PlannedRecipe(recipe: recipe("a", servings: 4, ["a few sprigs fresh thyme", "a few cherry tomatoes"]), servings: 8),
            PlannedRecipe(recipe: recipe("b", servings: 2, ["2 sprigs thyme"]), servings: 2),
        ])
        let thyme = try #require(item(list, "thyme")).line
        #expect(thyme == "2 sprigs fresh thyme + a few sprigs", "\(thyme)")
        #expect(try #require(item(list, "cherry tomatoes")).line == "cherry tomatoes (a few)")
    }

    /// "1/3 cup + 6 onions" left the cook not knowing how many onions to
    /// buy: the count leads and the grated onion follows as more of it.
    @Test func countedThingsLeadTheirMeasuredExtra() throws {
        let list = ShoppingList(plan: [
            PlannedRecipe(recipe: recipe("a", servings: 4, ["1/3 cup grated onion", "1 tsp garlic, minced", "7 g dried yeast"]), servings: 4),
            PlannedRecipe(recipe: recipe("b", servings: 2, ["3 onions", "2 cloves garlic", "1 packet dried yeast"]), servings: 4),
        ])
        let onions = try #require(item(list, "onion"))
        #expect(onions.line == "6 onions + 1/3 cup grated")
        #expect(onions.spoken == "6 onions plus 1/3 cup grated")
        #expect(onions.amountText == "6 + 1/3 cup grated")
        #expect(try #require(item(list, "garlic")).line == "4 cloves garlic + 1 tsp minced")
        // A packet of yeast is 7 g: it joins the weight.
        #expect(try #require(item(list, "dried yeast")).line == "21 g dried yeast")
    }

    /// A baker's week listed "1 packet fast-action dried yeast", "7 g
    /// instant yeast", "1 sachet easy-bake yeast" and "7 g + 1 1/2 tsp
    /// instant yeast", and `pantry add yeast` covered none of them: one
    /// product under its names, a pack 7 g, a spoon by what it weighs.
    @Test func oneYeastUnderItsManyNames() throws {
        let plan = [
            PlannedRecipe(recipe: recipe("loaf", servings: 1, ["500 g strong white bread flour", "1 (7 g) packet fast-action dried yeast"]), servings: 1),
            PlannedRecipe(recipe: recipe("brioche", servings: 2, ["7 g instant yeast", "1 oz fresh yeast"]), servings: 2),
            PlannedRecipe(recipe: recipe("terms", servings: 8, ["1 sachet (7g) easy-bake yeast", "1 1/2 tsp instant yeast",
                                                                 "1 (1/4 oz) envelope active dry yeast", "1 packet active dried yeast",
                                                                 "1 tbsp nutritional yeast"]), servings: 8),
            PlannedRecipe(recipe: recipe("rolls", servings: 4, ["2 tsp yeast"]), servings: 4),
        ]
        let list = ShoppingList(plan: plan)
        let yeasts = list.items.filter { $0.name.contains("yeast") }.map(\.line)
        // 7 + 7 + 7 g, 1 1/2 + 2 tsp at 3 g: 31.5 g, rounded up.
        #expect(Set(yeasts) == ["32 g instant yeast", "2 envelopes active dry yeast", "1 oz fresh yeast", "1 tbsp nutritional yeast"], "\(yeasts)")
        let stocked = ShoppingList(plan: plan, pantry: PantryContents(have: ["yeast"]))
        #expect(Set(stocked.items.filter { $0.name.contains("yeast") }.map(\.name)) == ["fresh yeast", "nutritional yeast"])
        // Packets alone are bought as packets, however the shop words them.
        let packs = ShoppingList(plan: [PlannedRecipe(recipe: recipe("a", servings: 1, ["1 sachet easy-bake yeast", "1 packet fast-action yeast"]), servings: 1)])
        #expect(packs.items.map(\.line) == ["2 sachets easy-bake yeast"])
    }

    /// A week of tabbouleh, honey-roasted carrots, beef stew and a quinoa
    /// bowl listed "1 bunch fresh parsley, plus 1 tbsp chopped (plus to
    /// serve)", "3 carrots, plus 600 g" and "200 g + 1 cup quinoa" (now
    /// one weight, as a cup of quinoa weighs 170 g: peas stand in), and
    /// said "and" between amounts in a sentence listing things with "and":
    /// amounts that do not add up are joined by "+" everywhere ("plus" aloud).
    @Test func amountsThatDoNotAddUpAreJoinedOneWayEverywhere() throws {
        let list = ShoppingList(plan: [
            PlannedRecipe(recipe: recipe("tabbouleh", servings: 4, ["1 cup frozen edamame", "1 large bunch fresh parsley, finely chopped"]), servings: 4),
            PlannedRecipe(recipe: recipe("carrots", servings: 4, ["600 g carrots, halved lengthways", "1 tbsp chopped fresh parsley"]), servings: 4),
            PlannedRecipe(recipe: recipe("stew", servings: 6, ["3 carrots, cut into chunks", "chopped fresh parsley, to serve", "salt, to taste",
                                                              "a pinch of salt"]), servings: 6),
            PlannedRecipe(recipe: recipe("bowl", servings: 4, ["200 g frozen edamame", "fresh mint, to serve", "a handful of fresh mint"]), servings: 4),
        ], pantry: PantryContents(lacking: ["salt"]))
        let lines = list.items.map(\.line)
        #expect(lines.contains("1 bunch fresh parsley + 1 tbsp chopped + extra to serve"), "\(lines)")
        #expect(lines.contains("3 carrots + 600 g"), "\(lines)")
        #expect(lines.contains("200 g + 1 cup frozen edamame"), "\(lines)")
        #expect(lines.contains("1 handful fresh mint + extra to serve"), "\(lines)")
        #expect(lines.contains("salt (a pinch + extra to taste)"), "\(lines)")
        #expect(try #require(item(list, "fresh parsley")).amountText == "1 bunch + 1 tbsp chopped + extra to serve")
        #expect(try #require(item(list, "carrots")).spoken == "3 carrots plus 600 grams")
        #expect(try #require(item(list, "frozen edamame")).spoken == "200 grams plus 1 cup of frozen edamame")
        for format in ShoppingList.Format.allCases {
            let shown = list.rendered(as: format)
            #expect(!shown.contains(", plus") && !shown.contains("(plus") && !shown.contains(" and 1 tbsp"), "\(format): \(shown)")
        }
        #expect(list.rendered(as: .markdown).contains("- [ ] 3 carrots + 600 g — Carrots, Stew"))
        #expect(list.rendered(as: .json).contains("\"amount\" : \"3 + 600 g\""))
        #expect(!list.spoken.contains(" and 600") && list.spoken.contains("3 carrots plus 600 grams"), "\(list.spoken)")
        // Aloud as printed: the "+ extra" part was left out ("1 bunch of fresh parsley plus 1 tablespoon chopped").
        #expect(try #require(item(list, "fresh parsley")).spoken == "1 bunch of fresh parsley plus 1 tablespoon chopped plus extra to serve")
        #expect(try #require(item(list, "fresh mint")).spoken == "1 handful of fresh mint plus extra to serve")
        #expect(try #require(item(list, "salt")).spoken == "a pinch of salt plus extra to taste")
        #expect(list.spoken.contains("1 handful of fresh mint plus extra to serve"), "\(list.spoken)")
    }

    /// Plain "flour" is the all-purpose bag: one line, and a pantry "flour"
    /// covers it; almond, bread, rice flour and cornflour are other things.
    @Test func flourIsTheAllPurposeBag() throws {
        let plan = [
            PlannedRecipe(recipe: recipe("a", servings: 2, ["1/2 cup all-purpose flour", "100 g almond flour", "1 tbsp cornflour"]), servings: 2),
            PlannedRecipe(recipe: recipe("b", servings: 2, ["1 cup flour", "200 g bread flour", "50 g rice flour", "1/2 cup plain flour"]), servings: 2),
        ]
        let list = ShoppingList(plan: plan)
        let flours = list.items.filter { $0.name.contains("flour") }
        #expect(flours.count == 5, "\(flours.map(\.line))")
        let bag = try #require(item(list, "flour"))
        #expect(bag.line == "2 cups all-purpose flour")
        #expect(bag.recipes == ["A", "B"])
        let stocked = ShoppingList(plan: plan, pantry: PantryContents(have: ["flour"]))
        #expect(Set(stocked.items.map(\.name)) == ["almond flour", "cornflour", "bread flour", "rice flour"])
        #expect(Set(stocked.leftOut.map(\.name)) == [bag.name])
    }

    /// A real week: a can of tomatoes hid the fresh ones (in Produce),
    /// broth and stock, parmesan and parmesan cheese, milk and whole milk
    /// were separate lines, handfuls neither added up nor scaled, ounces
    /// came as "10 2/3 oz", and "oil for searing" or pasta water was bought.
    @Test func aSecondWeekOfRealPlans() throws {
        let list = ShoppingList(plan: [
            PlannedRecipe(recipe: recipe("a", servings: 2, ["1 can diced tomatoes", "2 tomatoes", "2 cups chicken broth", "2 tbsp parmesan",
                                                            "1 cup milk", "a handful of coriander", "10 oz shrimp", "oil for searing",
                                                            "1/2 cup reserved pasta water", "1 cup coconut water", "1 red capsicum"]), servings: 4),
            PlannedRecipe(recipe: recipe("b", servings: 2, ["500 ml chicken stock", "2 tbsp parmesan cheese", "200 ml whole milk",
                                                            "a handful of fresh coriander"]), servings: 2),
        ])
        let canned = try #require(list.items.first { $0.line.contains("can") && $0.name.contains("tomato") })
        #expect(canned.line == "2 cans diced tomatoes" && canned.aisle == .pantry)
        let fresh = try #require(list.items.first { $0.line == "4 tomatoes" })
        #expect(fresh.aisle == .produce)
        #expect(list.items.filter { $0.name.contains("stock") || $0.name.contains("broth") }.count == 1)
        #expect(list.items.filter { $0.name.contains("parmesan") }.count == 1)
        #expect(list.items.filter { $0.name.contains("milk") && !$0.name.contains("coconut") }.count == 1)
        #expect(try #require(item(list, "coriander")).line == "3 handfuls coriander")
        #expect(try #require(item(list, "shrimp")).line == "1 1/4 lb shrimp")
        #expect(!list.items.contains { $0.name.contains("oil") || $0.name.contains("pasta water") })
        #expect(list.items.contains { $0.name == "coconut water" })
        #expect(list.items.first { $0.name.contains("capsicum") }?.aisle == .produce)
    }

    /// Sour cream measured in one recipe and a topping in another: the
    /// line named both recipes but gave only the first one's amount.
    @Test func anUnmeasuredUseBesideAMeasuredOneIsSaid() throws {
        let list = ShoppingList(plan: [
            PlannedRecipe(recipe: recipe("a", servings: 2, ["300 ml sour cream"]), servings: 2),
            PlannedRecipe(recipe: recipe("b", servings: 2, ["sour cream"]), servings: 2),
        ])
        #expect(try #require(item(list, "sour cream")).line == "300 ml sour cream + extra")
    }

    @Test func aislesForWhatRealPlansHad() {
        #expect(Aisle.of("red peppers") == .produce)
        #expect(Aisle.of("red pepper flakes") == .spices)
        #expect(Aisle.of("ground almonds") == .pantry)
        #expect(Aisle.of("ground coriander") == .spices)
        #expect(Aisle.of("cream of tartar") == .pantry)
        #expect(Aisle.of("blackberries") == .produce)
        #expect(Aisle.of("elbow macaroni") == .pantry)
        #expect(Aisle.of("Pecorino Romano") == .dairyAndEggs)
    }

    @Test func groupsByAisleInShopOrder() {
        let list = ShoppingList(plan: [PlannedRecipe(recipe: recipe("a", servings: 1, [
            "1 frozen peas", "200 g spaghetti", "1 tsp ground cumin", "1 loaf sourdough bread", "2 salmon fillets",
            "100 ml double cream", "1 onion", "1 tsp dried thyme", "2 tbsp peanut butter", "1 litre chicken stock", "1 widget",
        ]), servings: 1)])
        #expect(list.sections.map(\.aisle) == [.produce, .dairyAndEggs, .meatAndFish, .bakery, .pantry, .spices, .frozen, .other])
        #expect(Aisle.of("peanut butter") == .pantry)
        #expect(Aisle.of("chicken stock") == .pantry)
        #expect(Aisle.of("ground beef") == .meatAndFish)
        #expect(Aisle.of("dried thyme") == .spices)
        #expect(Aisle.of("fresh thyme") == .produce)
        #expect(Aisle.of("red bell pepper") == .produce)
    }

    @Test func rendersMarkdownJSONAndSpeech() throws {
        let chicken = Recipe(id: "garlic-lemon-chicken", title: "Garlic Lemon Chicken", minutes: 25, servings: 2,
                             ingredients: ["300 g Chicken breast", "3 cloves Garlic", "1 pc Lemon", "2 tbsp Olive oil", "Salt, to taste"].map(Ingredient.init(parsing:)),
                             steps: [Step(text: "Cook.")])
        let list = ShoppingList(plan: [PlannedRecipe(recipe: chicken, servings: 4)])
        let markdown = list.rendered(as: .markdown)
        #expect(markdown.contains("## Meat & fish\n\n- [ ] 600 g chicken breast — Garlic Lemon Chicken"))
        #expect(markdown.contains("- salt (staple)"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(list.rendered(as: .json).utf8)) as? [String: Any])
        let aisles = try #require(json["aisles"] as? [[String: Any]])
        #expect(aisles.map { $0["aisle"] as? String } == ["produce", "meat & fish"])
        let produce = try #require(aisles.first?["items"] as? [[String: Any]])
        #expect(produce.compactMap { $0["amount"] as? String } == ["6 cloves", "2"])
        // One sentence an aisle: a long week's list can be stopped between them.
        #expect(list.spoken == "For your meal plan, buy 3 things.\nProduce: 6 cloves of garlic and 2 lemons.\nMeat & fish: 600 grams of chicken breast.")
        #expect(ShoppingList(plan: []).spoken.contains("empty"))
    }

    /// "3.5 tbsp + (plus a handful) coriander" read badly: what comes on
    /// top of the measured amount follows the name, after a "+" like any
    /// other amount that does not add up.
    @Test func unmeasuredExtrasFollowTheName() throws {
        let list = ShoppingList(plan: [PlannedRecipe(recipe: recipe("a", servings: 1, ["3 tbsp chopped coriander", "a handful of coriander"]), servings: 1)])
        let line = try #require(list.items.first { $0.name.contains("coriander") }).line
        #expect(line.hasSuffix("coriander + a handful"), "\(line)")
        #expect(!line.contains("(plus"))
    }
}

extension ShoppingListTests {
    /// "5 large eggs, plus 1 for the egg wash" bought 5 eggs (10 for twice
    /// the servings): the extra, as printed, is bought too.
    @Test func theExtraANoteAsksForIsBought() throws {
        let brioche = recipe("brioche", servings: 2, ["5 large eggs, plus 1 for the egg wash", "1 cup sugar, plus 2 tbsp for sprinkling"])
        let list = ShoppingList(plan: [PlannedRecipe(recipe: brioche, servings: 4)])
        #expect(try #require(item(list, "eggs")).line == "11 eggs")
        #expect(try #require(item(list, "sugar")).line.hasPrefix("2 1/8 cups"))
    }
}

extension ShoppingListTests {
    /// In US measures the list printed "1 1/3 cups butter" and "8 1/2
    /// sticks unsalted butter" in one aisle: butter is bought in sticks,
    /// and a recipe's plain butter is the unsalted another one asks for.
    @Test func butterInAmericaIsOneLineOfSticks() throws {
        let plan = [
            PlannedRecipe(recipe: recipe("sponge", servings: 8, ["200 g butter, softened", "100 g butter, for the filling"]), servings: 8),
            PlannedRecipe(recipe: recipe("brioche", servings: 2, ["250 g unsalted butter"]), servings: 2),
            PlannedRecipe(recipe: recipe("terms", servings: 8, ["1 cup (2 sticks) unsalted butter", "2 tbsp butter, melted"]), servings: 8),
        ]
        let us = ShoppingList(plan: plan.map { PlannedRecipe(recipe: $0.recipe.converted(to: .us), servings: $0.servings) }, units: .us)
        let butters = us.items.filter { $0.name.contains("butter") }.map(\.line)
        // 1 3/4 + 7/8 + 2 1/4 + 2 + 1/4 sticks, to the half stick.
        #expect(butters == ["7 1/2 sticks unsalted butter"], "\(butters)")
        #expect(us.items.first { $0.name.contains("butter") }?.recipes == ["Sponge", "Brioche", "Terms"])
        // A cup measure alone is sticks too.
        let cups = ShoppingList(plan: [PlannedRecipe(recipe: recipe("cake", servings: 1, ["1 1/3 cups butter"]), servings: 1)], units: .us)
        #expect(cups.items.map(\.line) == ["3 sticks butter"])
        // In metric, sticks are grams, on one line too.
        let metric = ShoppingList(plan: plan.map { PlannedRecipe(recipe: $0.recipe.converted(to: .metric), servings: $0.servings) }, units: .metric)
        #expect(metric.items.filter { $0.name.contains("butter") }.map(\.line) == ["805 g unsalted butter"])
        // The butter at home covers the merged line.
        let stocked = ShoppingList(plan: plan, pantry: PantryContents(have: ["butter"]))
        #expect(!stocked.items.contains { $0.name.contains("butter") })
    }
}

extension ShoppingListTests {
    /// Pancakes for 40 on a metric cook's list were "3 cups butter": the
    /// recipe's spoons added up past a spoon's size are weighed (butter,
    /// sugar) or poured in millilitres; small amounts stay spoons.
    @Test func aMetricListWeighsSpoonsAddedUpToCups() throws {
        let pancakes = recipe("pancakes", servings: 4, ["3 tbsp butter, melted", "2 tbsp granulated sugar", "2 tbsp maple syrup",
                                                         "1 tsp vanilla extract"])
        let plan = [PlannedRecipe(recipe: pancakes.converted(to: .metric), servings: 40)]
        let list = ShoppingList(plan: plan, units: .metric)
        // 30 tbsp of butter weigh about what the recipe line says: 425 g.
        let butter = try #require(item(list, "butter"))
        #expect(butter.line.hasSuffix(" g butter") && (420...430).contains(butter.quantities[0].amount.upper), "\(butter.line)")
        #expect(try #require(item(list, "granulated sugar")).line.hasSuffix(" g granulated sugar"))
        #expect(try #require(item(list, "maple syrup")).line.hasSuffix(" ml maple syrup"))
        #expect(try #require(item(list, "vanilla extract")).line.hasSuffix(" tbsp vanilla extract"))
        // As written, the cups stay.
        #expect(try #require(item(ShoppingList(plan: [PlannedRecipe(recipe: pancakes, servings: 40)]), "butter")).line.contains("cups"))
    }
}

extension ShoppingListTests {
    /// In US measures a baker's week listed "15 cups strong white bread
    /// flour" and "11 1/2 cups all-purpose flour": flour and sugar are
    /// bought in bags, by the pound; under a pound the cups stay.
    @Test func flourInAmericaIsBoughtByThePound() throws {
        let plan = [PlannedRecipe(recipe: recipe("loaf", servings: 1, ["1 kg bread flour", "1 1/2 cups all-purpose flour",
                                                                         "3 cups granulated sugar", "1/2 cup cocoa powder"]), servings: 2)]
        let list = ShoppingList(plan: plan.map { PlannedRecipe(recipe: $0.recipe.converted(to: .us), servings: $0.servings) }, units: .us)
        // 2 kg of bread flour (15 1/2 cups at 130 g) is 4 1/2 lb; 6 cups of sugar 2 3/4 lb.
        #expect(try #require(item(list, "bread flour")).line == "4 1/2 lb bread flour")
        #expect(try #require(item(list, "granulated sugar")).line == "2 3/4 lb granulated sugar")
        #expect(try #require(item(list, "all-purpose flour")).line == "3 cups all-purpose flour")
        #expect(try #require(item(list, "cocoa powder")).line == "1 cup cocoa powder")
        // As written, the cups stay.
        #expect(try #require(item(ShoppingList(plan: plan), "granulated sugar")).line == "6 cups granulated sugar")
    }
}

extension ShoppingListTests {
    /// A baker's week listed "2 kg strong white bread flour" beside "1.3 kg
    /// bread flour": a British and an American name of one bag.
    @Test func britishAndAmericanFloursAreOneBag() throws {
        let list = ShoppingList(plan: [
            PlannedRecipe(recipe: recipe("loaf", servings: 1, ["500 g strong white bread flour", "100 g wholemeal flour", "100 g caster sugar",
                                                                "200 g self-raising flour"]), servings: 1),
            PlannedRecipe(recipe: recipe("rolls", servings: 1, ["1 kg bread flour", "1 cup whole wheat flour", "1/2 cup superfine sugar",
                                                                 "1 cup self-rising flour"]), servings: 1),
        ])
        #expect(try #require(item(list, "bread flour")).line == "1.5 kg strong white bread flour")
        #expect(try #require(item(list, "wholemeal flour")).line == "220 g wholemeal flour")
        #expect(try #require(item(list, "caster sugar")).line == "205 g caster sugar")
        #expect(try #require(item(list, "self-raising flour")).line == "325 g self-raising flour")
        #expect(list.items.count == 4)
    }
}

/// The footer names each thing left out once: "salt and pepper" beside salt
/// and black pepper said the salt twice.
@Suite struct LeftOutOnceTests {
    @Test func aPairAlreadyNamedIsNotSaidAgain() {
        func recipe(_ id: String, _ lines: [String]) -> Recipe {
            Recipe(id: id, title: id, minutes: 10, servings: 2, ingredients: lines.map(Ingredient.init(parsing:)), steps: [Step(text: "Cook.")])
        }
        let list = ShoppingList(plan: [PlannedRecipe(recipe: recipe("a", ["1 tsp salt", "1/2 tsp black pepper", "200 g rice"]), servings: 2),
                                       PlannedRecipe(recipe: recipe("b", ["salt and pepper, to taste", "1 onion"]), servings: 2)])
        #expect(list.leftOutSummary.contains("salt") && list.leftOutSummary.contains("black pepper"), "\(list.leftOutSummary)")
        #expect(!list.leftOutSummary.contains("salt and pepper"), "\(list.leftOutSummary)")
    }
}

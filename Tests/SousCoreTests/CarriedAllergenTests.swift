import Testing
@testable import SousCore

/// Foods that carry an allergen without naming it: a tester found pesto
/// and Nutella labelled "nut-free" and "vegan", and satay "nut-free".
@Suite("Allergens carried by prepared foods")
struct CarriedAllergenTests {
    func recipe(_ id: String, _ lines: [String]) -> Recipe {
        Recipe(id: id, title: id, minutes: 15, servings: 2, ingredients: lines.map(Ingredient.init(parsing:)), steps: [Step(text: "Cook.")])
    }

    @Test func preparedFoodsCarryTheirAllergens() {
        let cases: [(String, Set<String>)] = [
            ("3 tbsp green pesto", ["nuts", "dairy"]), ("2 tbsp vegan pesto", ["nuts"]), ("2 tbsp Nutella", ["nuts", "dairy"]),
            ("2 tbsp chocolate hazelnut spread", ["nuts", "dairy"]), ("150 ml satay sauce", ["peanuts"]),
            ("100 g monkey nuts", ["peanuts"]), ("200 g hummus", ["sesame"]), ("3 tbsp houmous", ["sesame"]),
            ("1 tbsp za'atar", ["sesame"]), ("1 tbsp za’atar", ["sesame"]), ("1 tsp furikake", ["sesame"]),
            ("1 tbsp gomasio", ["sesame"]), ("1 tbsp Dijon", ["mustard"]), ("1 tbsp wholegrain mustard", ["mustard"]),
            ("2 flatbreads", ["gluten"]), ("1 handful croutons", ["gluten"]), ("4 doughnuts", ["gluten"]),
            ("50 g panko", ["gluten"]), ("100 g bulgur wheat", ["gluten"]), ("80 g oats", ["gluten"]),
            ("80 g rolled oats", ["gluten"]), ("200 ml eggnog", ["egg", "dairy"]), ("2 tbsp caviar", ["fish"]),
            ("1 tbsp salmon roe", ["fish"]), ("1 tsp anchovy paste", ["fish"]), ("1 pack pizza dough", ["gluten"]),
            ("4 flour tortillas", ["gluten"]),
        ]
        for (line, expected) in cases {
            let found = Allergens.named(Ingredient(parsing: line).name)
            #expect(expected.isSubset(of: found), "\(line): \(found.sorted())")
        }
        // Monkey nuts are peanuts, not tree nuts; oats sold gluten-free and corn tortillas are no gluten.
        #expect(Allergens.named("monkey nuts") == ["peanuts"])
        #expect(Allergens.named("gluten-free oats").isEmpty)
        #expect(Allergens.named("corn tortillas").isEmpty)
        #expect(Allergens.named("lettuce wraps").isEmpty)
    }

    /// What the tester saw: `show` called these nut-free and vegan.
    @Test func labelsLeaveOutWhatTheyCarry() {
        let pesto = recipe("quick-pesto-pasta", ["200 g spaghetti", "3 tbsp green pesto", "150 g cherry tomatoes", "basil leaves"])
        let toast = recipe("banana-nutella-toast", ["1 slice sourdough", "1 banana", "1 tbsp Nutella"])
        let satay = recipe("chicken-satay-skewers", ["500 g chicken thighs", "150 ml satay sauce", "1 tbsp soy sauce"])
        let porridge = recipe("porridge", ["80 g oats", "300 ml water", "1 tbsp maple syrup"])
        for dish in [pesto, toast, satay] {
            #expect(!Diets.of(dish).contains("nut-free"), "\(dish.id)")
            #expect(!Diets.of(dish).contains("vegan"), "\(dish.id)")
        }
        #expect(Diets.of(pesto).contains("vegetarian"))
        #expect(!Diets.of(porridge).contains("gluten-free"))
        #expect(Diets.of(porridge).contains("vegan"))
        #expect(Preferences(allergens: ["nuts"]).avoidanceNote(for: pesto) == "Note: quick-pesto-pasta contains nuts, which you avoid.")
        #expect(Preferences(allergens: ["peanuts"]).avoided(in: satay) == ["peanuts"])
        let listed = RecipeSearch([pesto, toast, satay, porridge]).search("", filter: RecipeFilter(without: ["nuts", "peanuts"]))
        #expect(listed.map(\.recipe.id) == ["porridge"])
    }

    /// Words that hold a marker and are something else.
    @Test func lookalikesStayFree() {
        for name in ["nutmeg", "butternut squash", "coconut milk", "doughnut peach", "cornflour", "oat milk", "rice noodles",
                     "tortilla chips from corn", "water chestnuts"] {
            let found = Allergens.named(name)
            #expect(found.isDisjoint(with: ["nuts", "peanuts", "dairy", "sesame", "egg"]), "\(name): \(found.sorted())")
        }
    }
}

/// The README promises judging "errs on the side of leaving a diet out":
/// an ingredient that names no food Sous knows may hold anything.
@Suite("Ingredients Sous does not know")
struct UnknownIngredientTests {
    func recipe(_ lines: [String]) -> Recipe {
        Recipe(id: "r", title: "R", minutes: 15, servings: 2, ingredients: lines.map(Ingredient.init(parsing:)), steps: [Step(text: "Cook.")])
    }

    @Test func oneUnknownFoodLeavesTheDietsOut() {
        let shakshuka = recipe(["2 tbsp olive oil", "1 onion", "200 g spinach", "4 eggs", "2 tbsp Bisto granules"])
        #expect(Diets.of(shakshuka).isEmpty)
        #expect(!Diets.canJudge(shakshuka))
        #expect(Diets.unknownIngredients(shakshuka) == ["Bisto granules"])
        #expect(Preferences(diets: ["vegetarian"]).whyHidden(shakshuka) == ["not vegetarian"])
        // Sweets named by their brand hold milk, gelatine, peanuts: not called vegan.
        let cookies = recipe(["200 g plain flour", "100 g sugar", "1 bag mini M&M's", "Hershey's Kisses"])
        #expect(Diets.of(cookies).isEmpty)
        #expect(Diets.unknownIngredients(cookies).count == 2)
    }

    /// Herbs, spices, vegetables, measures alone, and allergen words a
    /// label already weighs ("gluten-free flour", "coconut milk") are known.
    @Test func harmlessAndKnownFoodsStillJudge() {
        let curry = recipe(["1 tbsp coconut oil", "1 onion, diced", "2 tsp garam masala", "1 tsp sumac", "1 can coconut milk",
                            "200 g gluten-free flour", "1 handful tarragon", "1 tsp Italian seasoning", "salt, to taste",
                            "1 bunch watercress", "2 parsnips", "1 tbsp honey"])
        #expect(Diets.canJudge(curry))
        #expect(Diets.of(curry).isSuperset(of: ["vegetarian", "dairy-free", "gluten-free", "nut-free"]))
        // A ranch or taco seasoning is no mere herb mix: it may hold buttermilk or flour.
        #expect(!Diets.canJudge(recipe(["1 onion", "2 tbsp ranch seasoning"])))
        // Cuts named without their animal are meat.
        for line in ["500 g ground chuck", "2 top sirloin steaks", "400 g bavette", "1 beef tenderloin", "4 frankfurters"] {
            #expect(Diets.hasMeat(Ingredient(parsing: line).name), "\(line)")
        }
    }
}

/// Words to avoid that name no allergen stand for what a cook counts as them.
@Suite("Words to avoid")
struct AvoidWordTests {
    func recipe(_ id: String, _ lines: [String]) -> Recipe {
        Recipe(id: id, title: id, minutes: 15, servings: 2, ingredients: lines.map(Ingredient.init(parsing:)), steps: [Step(text: "Cook.")])
    }

    @Test func aWordStandsForItsFamily() {
        let stew = recipe("stew", ["200 g cooking chorizo", "1 can chickpeas"])
        let carbonara = recipe("carbonara", ["150 g guanciale", "200 g spaghetti"])
        let salsa = recipe("salsa", ["2 jalapeños", "4 tomatoes"])
        let chilli = recipe("chilli", ["1 red chilli", "500 g minced beef"])
        let soup = recipe("soup", ["1 leek", "1 potato"])
        let all = [stew, carbonara, salsa, chilli, soup]
        func kept(_ filter: RecipeFilter) -> [String] { RecipeSearch(all).search("", filter: filter).map(\.recipe.id).sorted() }
        #expect(kept(RecipeFilter(without: ["pork"])) == ["chilli", "salsa", "soup"])
        #expect(kept(RecipeFilter(without: ["beef"])) == ["carbonara", "salsa", "soup", "stew"])
        for word in ["chili", "chile", "chilli", "spicy"] {
            #expect(kept(RecipeFilter(without: [word])) == ["carbonara", "soup", "stew"], "\(word)")
        }
        #expect(kept(RecipeFilter().applying(Preferences(dislikes: ["chili"]))) == ["carbonara", "soup", "stew"])
        #expect(Preferences(allergens: ["pork"]).avoided(in: stew) == ["pork"])
        #expect(Preferences(dislikes: ["chili"]).whyHidden(salsa) == ["uses chili"])
    }

    @Test func hintsSayWhatWasMeant() {
        #expect(AvoidWords.hint(for: "meat")?.contains("--diet vegetarian") == true)
        #expect(AvoidWords.hint(for: "nutz") == "did you mean 'nuts'?")
        #expect(AvoidWords.hint(for: "diary") == "did you mean 'dairy'?")
        #expect(AvoidWords.hint(for: "Vegan") == "did you mean --diet vegan?")
        for word in ["pork", "chili", "mushrooms", "truffle", "nuts"] { #expect(AvoidWords.hint(for: word) == nil, "\(word)") }
    }
}

import Testing
@testable import SousCore

/// "What can I use instead of buttermilk": the table's swaps, worked out
/// for the amount this recipe needs at the servings being cooked, in the
/// cook's measures; the rule itself for a thing the recipe does not use,
/// and never a made-up one for a thing the table lacks.
@Suite("Substitutes")
struct SubstituteTests {
    typealias Driver = CookingSessionTests.Driver

    static let pancakes = Recipe(
        id: "buttermilk-pancakes", title: "Buttermilk Pancakes", minutes: 30, servings: 4,
        ingredients: ["1 cup buttermilk", "1 1/2 cups self-raising flour", "2 eggs", "3 tbsp butter, melted", "2 tbsp lemon juice",
                      "1/2 cup heavy cream", "2 sprigs fresh thyme", "2 tbsp chopped fresh basil"]
            .map(Ingredient.init(parsing:)),
        steps: [Step(text: "Whisk everything together."), Step(text: "Cook for 2 minutes a side.", timer: 120)])

    /// Was "I can't suggest substitutes." for every one of them.
    @Test func aSubstituteIsWorkedOutForTheServingsCooked() {
        var cook = Driver(Self.pancakes, servings: 8)
        cook.send(.begin)
        #expect(cook.say("what can I use instead of buttermilk") == "For 2 cups of buttermilk: 2 cups of milk with 2 tbsp of lemon juice or white vinegar; "
            + "let it stand 5 minutes. Or 1 1/2 cups of plain yogurt thinned with 1/2 cup of milk.")
        #expect(cook.say("I'm out of self-raising flour") == "For 3 cups of self-raising flour: 3 cups of plain flour with 1 1/2 tbsp of baking powder.")
        #expect(cook.say("I don't have any eggs") == "For 4 eggs: 1/4 cup of ground flaxseed with 3/4 cup of water; stir and leave it 5 minutes to thicken. "
            + "In baking only, and it rises less.")
        #expect(cook.say("what can I substitute for butter") == "For 6 tbsp of butter: 4 1/2 tbsp of vegetable oil. Where the butter is melted, not creamed or rubbed in.")
        #expect(cook.say("substitute for heavy cream") == "For 1 cup of heavy cream: 3/4 cup of whole milk with 1/4 cup of melted butter. "
            + "For cooking and baking, not for whipping.")
        #expect(cook.say("I have no basil") == "For 1/4 cup of chopped fresh basil: 4 tsp of dried basil. Add it early, so it softens.")
        // Sprigs are no measure a third of which is a spoon of dried: the rule.
        #expect(cook.say("thyme substitute") == "Instead of thyme: a third as much of the dried herb, added early.")
        // "Repeat" works it out again.
        #expect(cook.say("make it for 1").hasPrefix("OK, scaled to 1 serving"))
        // Part of an egg is said without how to measure it, before its swap.
        #expect(cook.say("I'm out of eggs") == "For 1/2 egg: 1 1/2 tsp of ground flaxseed with 1 1/2 tbsp of water; stir and leave it 5 minutes to thicken. "
            + "In baking only, and it rises less.")
        #expect(cook.say("make it for 4").hasPrefix("OK, scaled to 4 servings"))
        #expect(cook.say("what can I use instead of self-raising flour") == "For 1 1/2 cups of self-raising flour: 1 1/2 cups of plain flour with 2 1/4 tsp of baking powder.")
        cook.state.units = .metric
        #expect(cook.say("repeat") == "For 190 g of self-raising flour: 190 g of plain flour with 2 1/4 tsp of baking powder.")
        #expect(cook.say("what can I use instead of buttermilk") == "For 235 ml of buttermilk: 235 ml of milk with 1 tbsp of lemon juice or white vinegar; "
            + "let it stand 5 minutes. Or 175 ml of plain yogurt thinned with 60 ml of milk.")
    }

    /// Asked about one thing that may stand in: yes when the table says
    /// so, else what the table has.
    @Test func whetherOneThingWorksForAnother() {
        var cook = Driver(Self.pancakes, servings: 8)
        cook.send(.begin)
        #expect(cook.say("can I use lime instead of lemon") == "Yes. For 1/4 cup of lemon juice: 1/4 cup of lime juice.")
        #expect(cook.say("could I use yogurt instead of the buttermilk?") == "Yes. For 2 cups of buttermilk: 1 1/2 cups of plain yogurt thinned with 1/2 cup of milk.")
        #expect(cook.say("can I use cream instead of buttermilk") == "I can't say whether cream works instead of buttermilk. For 2 cups of buttermilk: "
            + "2 cups of milk with 2 tbsp of lemon juice or white vinegar; let it stand 5 minutes. Or 1 1/2 cups of plain yogurt thinned with 1/2 cup of milk.")
        // Only a part of the swap is no swap on its own: these were "Yes".
        #expect(cook.say("can I use water instead of eggs") == "Not on its own. For 4 eggs: 1/4 cup of ground flaxseed with 3/4 cup of water; "
            + "stir and leave it 5 minutes to thicken. In baking only, and it rises less.")
        #expect(cook.say("can I use baking powder instead of self-raising flour") == "Not on its own. For 3 cups of self-raising flour: "
            + "3 cups of plain flour with 1 1/2 tbsp of baking powder.")
        #expect(cook.say("can I use water instead of milk") == "Not on its own. Instead of milk: half evaporated milk and half water.")
        #expect(cook.say("can I use milk instead of buttermilk") == "Yes. For 2 cups of buttermilk: 2 cups of milk with 2 tbsp of lemon juice or white vinegar; let it stand 5 minutes.")
        #expect(cook.say("can I use ketchup instead of gochujang") == "I don't know a substitute for gochujang, so I can't say whether ketchup works.")
    }

    /// A thing the recipe does not use gets the rule; one the table lacks
    /// is said so, never guessed.
    @Test func aThingNotInTheRecipeOrNotInTheTable() {
        var cook = Driver(Self.pancakes)
        cook.send(.begin)
        #expect(cook.say("what can I use instead of soy sauce") == "Instead of soy sauce: the same amount of tamari, which is gluten-free too.")
        #expect(cook.say("I'm out of double cream") == "For 1/2 cup of heavy cream: 6 tbsp of whole milk with 2 tbsp of melted butter. "
            + "For cooking and baking, not for whipping.")
        var soup = Driver(Fixtures.soup)
        soup.send(.begin)
        #expect(soup.say("what can I use instead of buttermilk") == "Instead of buttermilk: a cup of milk with a tablespoon of lemon juice or white vinegar "
            + "for each cup, left to stand 5 minutes; or 3/4 cup of plain yogurt thinned with 1/4 cup of milk for each cup.")
        #expect(soup.say("what can I use instead of gochujang") == "I don't know a substitute for gochujang.")
        // Icing sugar by weight: a cup of it is 120 g, of granulated sugar 200 g.
        var frosting = Driver(Recipe(id: "f", title: "Frosting", minutes: 10, servings: 4,
                                     ingredients: ["2 cups icing sugar", "100 g powdered sugar"].map(Ingredient.init(parsing:)), steps: [Step(text: "Beat.")]), servings: 8)
        frosting.send(.begin)
        #expect(frosting.say("I'm out of icing sugar") == "For 4 cups of icing sugar: 2 1/2 cups of granulated sugar with 1/4 cup of cornflour; blend them to a fine powder.")
        #expect(soup.say("I have no peanut butter") == "I don't know a substitute for peanut butter.")
        // Another food beside a line's name is not that line: "coconut milk"
        // was given the pancakes' milk swap, "peanut butter" the butter's.
        var sponge = Driver(Recipe(id: "s", title: "Sponge", minutes: 40, servings: 8,
                                   ingredients: ["200 g butter", "2 tbsp milk"].map(Ingredient.init(parsing:)), steps: [Step(text: "Bake.")]))
        sponge.send(.begin)
        #expect(sponge.say("what can I substitute for coconut milk") == "I don't know a substitute for coconut milk.")
        #expect(sponge.say("what can I use instead of peanut butter") == "I don't know a substitute for peanut butter.")
        #expect(sponge.say("what can I use instead of unsalted butter").hasPrefix("For 200 g of butter: 150 g of vegetable oil."))
    }

    /// The table's names: a line's fuller name finds its entry, and a
    /// thing merely named after one is not it.
    @Test func theTableFindsWhatIsMeant() {
        #expect(Substitute.entry(for: "light brown sugar")?.names.first == "brown sugar")
        #expect(Substitute.entry(for: "dark brown sugar")?.names.first == "dark brown sugar")
        #expect(Substitute.entry(for: "large eggs")?.names.first == "egg")
        #expect(Substitute.entry(for: "unsalted butter")?.names.first == "butter")
        #expect(Substitute.entry(for: "lemon")?.names.first == "lemon juice")
        #expect(Substitute.entry(for: "bicarbonate of soda")?.names.first == "baking soda")
        #expect(Substitute.entry(for: "cream of tartar") == nil)
        #expect(Substitute.entry(for: "peanut butter") == nil)
        #expect(Substitute.entry(for: "dried oregano") == nil)
        #expect(Substitute.entry(for: "garlic powder") == nil)
        #expect(Substitute.entry(for: "egg noodles") == nil)
        #expect(Substitute.entry(for: "gochujang") == nil)
        #expect(Substitute.table.count >= 30)
        // A word of one entry's name is not that entry.
        for word in ["chicken", "rice", "fish", "vinegar", "powder", "corn", "bread", "cream", "sauce"] {
            #expect(Substitute.entry(for: word) == nil, "\(word)")
        }
    }

    /// The table's own caveat rules a swap out where the recipe's steps do
    /// what it cannot: a flax egg was measured out for an omelette, oil for
    /// creamed butter, milk and butter for whipped cream.
    @Test func aSwapTheRecipesStepsRuleOutIsNotGiven() {
        var omelette = Driver(Recipe(id: "o", title: "Spinach and Feta Omelette", minutes: 10, servings: 1,
                                     ingredients: ["3 eggs", "50 g feta"].map(Ingredient.init(parsing:)),
                                     steps: [Step(text: "Beat the eggs."), Step(text: "Cook in a hot pan until just set.")]))
        omelette.send(.begin)
        #expect(omelette.say("I'm out of eggs") == "Eggs are the dish in Spinach and Feta Omelette; the flax egg only works in baking.")
        var cookies = Driver(Recipe(id: "c", title: "Cookies", minutes: 30, servings: 12,
                                    ingredients: ["115 g butter", "1 egg", "150 g plain flour", "1/2 cup heavy cream"].map(Ingredient.init(parsing:)),
                                    steps: [Step(text: "Beat the butter and sugar until pale and fluffy."), Step(text: "Whip the cream to soft peaks."),
                                            Step(text: "Bake for 12 minutes.")]))
        cookies.send(.begin)
        #expect(cookies.say("I'm out of butter") == "Oil won't do here: Cookies creams the butter, and oil only stands in for melted butter.")
        #expect(cookies.say("can I use oil instead of butter") == "Oil won't do here: Cookies creams the butter, and oil only stands in for melted butter.")
        #expect(cookies.say("I'm out of heavy cream") == "Milk and butter won't do here: Cookies whips the cream, and they do not whip.")
        #expect(cookies.say("I'm out of eggs").hasPrefix("For 1 egg: 1 tbsp of ground flaxseed"))
        // Melted butter, a pancake batter: the swaps stand.
        var pancakes = Driver(Self.pancakes)
        pancakes.send(.begin)
        #expect(pancakes.say("I'm out of eggs").hasPrefix("For 2 eggs: 2 tbsp of ground flaxseed"))
        #expect(pancakes.say("I'm out of butter").hasPrefix("For 3 tbsp of butter:"))
    }

    /// A swap never offers what the cook avoids or their diet rules out:
    /// tahini's offered cashew butter to a cook avoiding nuts, maple syrup's
    /// honey to a vegan.
    @Test func aSwapKeepsToTheCooksPreferences() {
        var hummus = Driver(Recipe(id: "h", title: "Hummus", minutes: 10, servings: 4,
                                   ingredients: ["3 tbsp tahini", "2 tbsp maple syrup", "1 cup chicken stock"].map(Ingredient.init(parsing:)),
                                   steps: [Step(text: "Blend.")]))
        hummus.state.preferences = Preferences(diets: ["vegan"], allergens: ["nuts"])
        hummus.send(.begin)
        #expect(hummus.say("I'm out of tahini") == "For 3 tbsp of tahini: 3 tbsp of sunflower seed butter.")
        #expect(hummus.say("I'm out of maple syrup") == "I don't know a substitute for maple syrup you can have: honey is not vegan.")
        #expect(hummus.say("what can I use instead of white wine") == "Instead of white wine: a cup of vegetable stock with a tablespoon of white wine vinegar "
            + "for each cup, in cooking.")
        hummus.state.preferences = Preferences()
        #expect(hummus.say("I'm out of tahini") == "For 3 tbsp of tahini: 3 tbsp of smooth cashew butter or sunflower seed butter.")
    }

    /// A line already dried got the fresh herb's swap: "instead of oregano"
    /// for "1 tsp dried oregano" was "a third as much of the dried herb".
    @Test func aDriedHerbGetsNoFreshToDriedSwap() {
        var sauce = Driver(Recipe(id: "p", title: "Pizza Sauce", minutes: 10, servings: 4,
                                  ingredients: ["1 tsp dried oregano", "2 tbsp chopped fresh basil", "1 tsp garlic powder"].map(Ingredient.init(parsing:)),
                                  steps: [Step(text: "Stir.")]))
        sauce.send(.begin)
        #expect(sauce.say("what can I use instead of oregano") == "I don't know a substitute for dried oregano.")
        #expect(sauce.say("I'm out of garlic") == "I don't know a substitute for garlic powder.")
        #expect(sauce.say("I'm out of basil") == "For 2 tbsp of chopped fresh basil: 2 tsp of dried basil. Add it early, so it softens.")
    }

    /// Another name of the thing, said or written, still finds the line:
    /// "baking soda" for "bicarbonate of soda", "icing sugar" for the
    /// powdered sugar US measures name it.
    @Test func anotherNameFindsTheLinesAmount() {
        var bread = Driver(Recipe(id: "b", title: "Soda Bread", minutes: 50, servings: 8,
                                  ingredients: ["1 tsp bicarbonate of soda", "2 cups icing sugar"].map(Ingredient.init(parsing:)), steps: [Step(text: "Bake.")]))
        bread.send(.begin)
        #expect(bread.say("I'm out of baking soda") == "For 1 tsp of bicarbonate of soda: 1 tbsp of baking powder. It browns less and tastes a little less tangy.")
        #expect(bread.say("I'm out of bicarb") == "For 1 tsp of bicarbonate of soda: 1 tbsp of baking powder. It browns less and tastes a little less tangy.")
        #expect(bread.say("I'm out of powdered sugar").hasPrefix("For 2 cups of icing sugar: 1 1/4 cups of granulated sugar"))
        bread.state.units = .us
        #expect(bread.say("I'm out of icing sugar").hasPrefix("For 2 cups of "))
        #expect(bread.say("I'm out of confectioners sugar").hasPrefix("For 2 cups of "))
    }

    /// The swap is worked from the exact amount, not the rounded one: a
    /// third of a teaspoon of soda (said "1/4 tsp") was told 3/4 tsp of
    /// baking powder; 2/3 tsp of baking powder keeps soda and cream of
    /// tartar 1 to 2.
    @Test func theSwapIsWorkedFromTheExactAmount() {
        var cookies = Driver(Recipe(id: "c", title: "Cookies", minutes: 30, servings: 36,
                                    ingredients: ["1 tsp baking soda", "2 tsp baking powder"].map(Ingredient.init(parsing:)), steps: [Step(text: "Bake.")]), servings: 12)
        cookies.send(.begin)
        #expect(cookies.say("I'm out of baking soda").contains(": 1 tsp of baking powder."))
        #expect(cookies.say("I'm out of baking powder") == "For 3/4 tsp of baking powder: 1/8 tsp of baking soda with 1/4 tsp of cream of tartar.")
        // Each part rounded alone was 1/8 tsp of soda with 1/8 tsp of cream of tartar.
        var sponge = Driver(Recipe(id: "v", title: "Sponge", minutes: 40, servings: 10,
                                   ingredients: ["1 tsp baking powder"].map(Ingredient.init(parsing:)), steps: [Step(text: "Bake.")]), servings: 3)
        sponge.send(.begin)
        #expect(sponge.say("I'm out of baking powder") == "For 1/4 tsp of baking powder: 1/8 tsp of baking soda with 1/4 tsp of cream of tartar.")
    }

    /// Parts in the cook's measures: melted butter weighed in metric (was
    /// "50 ml of melted butter"), flaxseed beyond a few spoons too, and in US
    /// measures the American names.
    @Test func partsAreInTheCooksMeasures() {
        var metric = Driver(Recipe(id: "m", title: "Cake", minutes: 40, servings: 4,
                                   ingredients: ["200 ml double cream", "8 eggs", "150 g self-raising flour", "2 tbsp cornflour"].map(Ingredient.init(parsing:)),
                                   steps: [Step(text: "Bake.")]))
        metric.state.units = .metric
        metric.send(.begin)
        #expect(metric.say("I'm out of double cream") == "For 200 ml of double cream: 150 ml of whole milk with 48 g of melted butter. "
            + "For cooking and baking, not for whipping.")
        #expect(metric.say("I'm out of eggs") == "For 8 eggs: 56 g of ground flaxseed with 355 ml of water; stir and leave it 5 minutes to thicken. "
            + "In baking only, and it rises less.")
        var us = Driver(metric.state.written)
        us.state.units = .us
        us.send(.begin)
        #expect(us.say("I'm out of self-raising flour") == "For 1 1/4 cups of self-rising flour: 1 1/4 cups of all-purpose flour with 2 tsp of baking powder.")
        #expect(us.say("I'm out of cornflour") == "For 2 tbsp of cornstarch: 1/4 cup of all-purpose flour. "
            + "For thickening: simmer it a few minutes longer, and it is less glossy.")
        #expect(us.say("what can I use instead of cake flour") == "Instead of cake flour: a cup of all-purpose flour less 2 tablespoons, "
            + "with 2 tablespoons of cornstarch, for each cup.")
    }

    /// Baking soda's caveat said baking powder "is salted": it is not.
    @Test func bakingSodasCaveatIsTrue() {
        var soda = Driver(Recipe(id: "s", title: "Soda Bread", minutes: 50, servings: 8,
                                 ingredients: ["1 tsp baking soda"].map(Ingredient.init(parsing:)), steps: [Step(text: "Bake.")]))
        soda.send(.begin)
        #expect(soda.say("I'm out of baking soda") == "For 1 tsp of baking soda: 1 tbsp of baking powder. It browns less and tastes a little less tangy.")
    }

    /// A word held by one entry's name was given that entry's swap: "instead
    /// of chicken" was "the same amount of vegetable stock" (chicken stock's),
    /// the cider vinegar "apple cider vinegar" (rice vinegar's), cocoa powder
    /// baking powder's.
    @Test func aWordOfAnEntrysNameIsNotThatThing() {
        var chicken = Driver(Fixtures.chicken)
        chicken.send(.begin)
        #expect(chicken.say("what can I use instead of chicken") == "I don't know a substitute for chicken.")
        #expect(chicken.say("what can I use instead of rice") == "I don't know a substitute for rice.")
        #expect(chicken.say("what can I use instead of fish") == "I don't know a substitute for fish.")
        var baking = Driver(Recipe(id: "b", title: "Brownies", minutes: 40, servings: 8,
                                   ingredients: ["40 g cocoa powder", "1 tbsp cider vinegar", "2 cups bread flour", "1 cup corn kernels"].map(Ingredient.init(parsing:)),
                                   steps: [Step(text: "Bake.")]))
        baking.send(.begin)
        for word in ["powder", "vinegar", "bread", "corn"] {
            #expect(baking.say("what can I use instead of \(word)").hasPrefix("I don't know a substitute for"), "\(word)")
        }
    }
}

extension SubstituteTests {
    static let phrasings: [(String, Intent)] = [
        ("what can I use instead of buttermilk", .substitute("buttermilk", with: nil)),
        ("What can I substitute for buttermilk?", .substitute("buttermilk", with: nil)),
        ("substitute for eggs", .substitute("eggs", with: nil)),
        ("I'm out of baking powder", .substitute("baking powder", with: nil)),
        ("we've run out of the cream", .substitute("cream", with: nil)),
        ("I don't have any eggs", .substitute("eggs", with: nil)),
        ("I have no shallots", .substitute("shallots", with: nil)),
        ("buttermilk substitute", .substitute("buttermilk", with: nil)),
        ("what's a good substitute for fish sauce", .substitute("fish sauce", with: nil)),
        ("how can I replace the butter in this recipe", .substitute("butter", with: nil)),
        ("can I use lime instead of lemon", .substitute("lemon", with: "lime")),
        ("could I substitute yogurt for sour cream", .substitute("sour cream", with: "yogurt")),
        ("substitute:buttermilk", .substitute("buttermilk", with: nil)),
        ("substitute:lemon:lime", .substitute("lemon", with: "lime")),
        // Were not understood ("Instead of what?" or nothing).
        ("substitute caster sugar", .substitute("caster sugar", with: nil)),
        ("replace caster sugar", .substitute("caster sugar", with: nil)),
        ("swap the caster sugar", .substitute("caster sugar", with: nil)),
        ("I haven't got any milk", .substitute("milk", with: nil)),
        ("I haven't got milk", .substitute("milk", with: nil)),
        ("what if I don't have eggs", .substitute("eggs", with: nil)),
        ("what if I have no eggs", .substitute("eggs", with: nil)),
        ("what if we're out of eggs", .substitute("eggs", with: nil)),
        ("out of eggs", .substitute("eggs", with: nil)),
        ("all out of eggs", .substitute("eggs", with: nil)),
    ]

    @Test(arguments: phrasings)
    func phrasingsAskForASubstitute(_ text: String, _ intent: Intent) {
        #expect(CommandParser.parse(text) == intent)
    }

    /// Words that name no food are no substitute asked for.
    @Test func talkIsNoSubstitute() {
        #expect(CommandParser.parse("I have no idea") == nil)
        #expect(CommandParser.parse("I don't have time") == nil)
        #expect(CommandParser.parse("can I use it") == nil)
        #expect(CommandParser.parse("out of time") == nil)
        #expect(CommandParser.parse("I haven't started") == nil)
        #expect(CommandParser.parse("swap the butter for oil") != .substitute("butter for oil", with: nil))
        var cook = Driver(Self.pancakes)
        cook.send(.begin)
        #expect(cook.say("replace heavy cream").hasPrefix("For 1/2 cup of heavy cream: 6 tbsp of whole milk"))
        #expect(cook.say("out of eggs").hasPrefix("For 2 eggs: 2 tbsp of ground flaxseed"))
        // "no eggs?" when eggs are the recipe's own; other "no"s keep their meanings.
        #expect(cook.say("no eggs?").hasPrefix("For 2 eggs: 2 tbsp of ground flaxseed"))
        #expect(!cook.say("no idea").hasPrefix("I don't know a substitute"))
        #expect(!cook.say("no sugar").contains("substitute"))
        #expect(CommandParser.parse("replace it") == nil)
        #expect(CommandParser.parse("what if I don't have time") == nil)
        #expect(CommandParser.parse("no") != .substitute("no", with: nil))
        #expect(Intent.substitute("lemon", with: "lime").canonical == "substitute:lemon:lime")
        #expect(Intent.substitute("buttermilk", with: nil).canonical == "substitute:buttermilk")
    }
}

extension SubstituteTests {
    /// By voice, "what can I use instead of" one of the recipe's
    /// ingredients (or the everyday ones) is heard, and understood as typed.
    @Test func theVoiceGrammarAsksInsteadOfTheRecipesIngredients() {
        let grammar = CommandGrammar(template: CommandGrammarTests.template)
        let pancakes = CommandGrammarTests.pattern(grammar.text(ingredients: ["buttermilk", "Plain flour"], steps: 3))
        let said = ["what", "can", "i", "use", "instead", "of", "buttermilk"]
        #expect(pancakes.match(said) != nil)
        #expect(CommandParser.parse(said.joined(separator: " ")) == .substitute("buttermilk", with: nil))
        // With no ingredient names the rule is taken out, never left empty.
        let none = grammar.text(ingredients: [], steps: 3)
        #expect(!none.contains("<substitute>") && !none.contains("<VOID>"))
    }
}

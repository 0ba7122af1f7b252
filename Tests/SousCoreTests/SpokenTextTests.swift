import Testing
@testable import SousCore

@Suite("Text for the ear")
struct SpokenTextTests {
    @Test(arguments: [
        ("1/2 cup milk", "half a cup of milk"), ("1/2 egg", "half an egg"), ("0.5 onion", "half an onion"), ("1/2 hour", "half an hour"),
        ("2 tbsp olive oil", "2 tablespoons olive oil"),
        ("1 tbsp butter", "1 tablespoon butter"),
        ("1/2 tsp salt", "half a teaspoon of salt"),
        ("1 1/2 cups flour", "1 and a half cups of flour"),
        ("1½ cups flour", "1 and a half cups of flour"),
        ("1/4 tsp cumin", "a quarter teaspoon of cumin"),
        ("Bake at 350°F.", "Bake at 350 degrees Fahrenheit."),
        ("Heat the oven to 200°C (400°F).", "Heat the oven to 200 degrees Celsius (400 degrees Fahrenheit)."),
        ("Add 2-3 cloves garlic", "Add 2 to 3 cloves garlic"),
        ("approx. 10 min", "approximately 10 minutes"),
        ("300 g Chicken breast", "300 grams Chicken breast"),
        ("1 pc Lemon", "1 Lemon"),
        ("1.5 tbsp honey", "1 and a half tablespoons of honey"),
        ("0.5 cup oats", "half a cup of oats"),
        ("4 fl oz cream", "4 fluid ounces cream"),
        ("salt & pepper", "salt and pepper"),
        ("You need 3 cloves of garlic.", "You need 3 cloves of garlic."),
        // Spellings from real saved pages.
        ("Add 1/2 of the milk", "Add half of the milk"), ("Squeeze 1/2 a lemon", "Squeeze half a lemon"),
        ("Bake at 350F.", "Bake at 350 degrees Fahrenheit."), ("Heat to 200C", "Heat to 200 degrees Celsius"),
        ("Heat to 180 degrees F", "Heat to 180 degrees Fahrenheit"), ("Heat to 180ºC", "Heat to 180 degrees Celsius"),
        ("2 C flour", "2 cups flour"), ("Preheat to 350℉.", "Preheat to 350 degrees Fahrenheit."), ("1 cup flour*", "1 cup flour"),
        // Found reading every bundled recipe and the dev pages aloud.
        ("1-1/2 tsp salt", "1 and a half teaspoons of salt"), ("Put (.5g) in", "Put (half a gram) in"),
        ("You can’t", "You can't"), ("1 c. flour", "1 cup flour"), ("2 T. butter", "2 tablespoons butter"),
        ("1 t. salt", "1 teaspoon salt"), ("6 TB oil", "6 tablespoons oil"), ("250 gm flour", "250 grams flour"),
        ("2 lg. eggs", "2 large eggs"), ("a 28-oz can", "a 28 ounce can"), ("a 900 g (2 lb) loaf tin", "a 900 gram (2 pounds) loaf tin"), ("Add 200 g flour", "Add 200 grams flour"), ("a 9x13 pan", "a 9 by 13 pan"),
        ("a 9″ x 13″ pan", "a 9 inch by 13 inch pan"), ("a 2\" knob", "a 2 inch knob"), ("Bake at 350˚F/180˚C.", "Bake at 350 degrees Fahrenheit or 180 degrees Celsius."),
        ("a 1/4 cup of sugar", "a quarter cup of sugar"), ("the remaining 1/3 cup", "the remaining third of a cup"),
        ("3/4 cup milk", "three quarters of a cup of milk"), ("gluten-free", "gluten free"), ("Stir-Fry", "Stir Fry"),
        ("combine.Cook", "combine. Cook"), ("2 –3 tablespoons", "2 to 3 tablespoons"), ("3 min/side", "3 minutes per side"),
        ("bake 1h30", "bake 1 hour 30 minutes"), ("freeze at -18°C", "freeze at minus 18 degrees Celsius"),
        ("⅕ cup", "a fifth of a cup"), ("1.0 lb beef", "1 pound beef"), ("w/o salt", "without salt"), ("~5 minutes", "about 5 minutes"),
        ("see https://example.com/pie for more", "see the web page for more"), ("Yum 😋", "Yum"),
        // What those rewrites must leave alone.
        ("about 14 -16 oz each", "about 14 to 16 ounces each"), ("Bake 20 -25 minutes", "Bake 20 to 25 minutes"),
        ("Preheat to 180c/160c fan.", "Preheat to 180 degrees Celsius or 160 degrees Celsius fan."),
        ("Cook for approx.5 minutes", "Cook for approximately 5 minutes"), ("Whisk the eggs.2 cups of milk", "Whisk the eggs. 2 cups of milk"),
        ("look for \"00\" flour", "look for \" 00 \" flour"), ("Add 4 T-bone steaks", "Add 4 T - bone steaks"),
        ("Roll to 1/2 in. thick", "Roll to half an inch thick"), ("3/4 cups milk", "three quarters cups of milk"),
        ("an 8\"-inch pan", "an 8 inch pan"), ("1 h 30 mins", "1 hour 30 minutes"), ("Bake at 350F degrees.", "Bake at 350 degrees Fahrenheit."),
        ("2 x 400g tins", "2 times 400 gram tins"), ("a ½-inch piece", "a half inch piece"), ("a 10-by-15-inch pan", "a 10 by 15 inch pan"),
        ("Rest 5 minutes.NOTE: serve warm", "Rest 5 minutes. NOTE: serve warm"),
    ])
    func rewrites(_ text: String, _ spoken: String) {
        #expect(SpokenText.forSpeech(text) == spoken)
    }

    /// Amounts as a person says them; each was heard wrong or awkward by a
    /// listener ("a third cup" as "a 3rd cup", "2 400 grams" as 2400).
    @Test(arguments: [
        ("3/4 can of coconut milk", "three quarters of a can of coconut milk"), ("1/3 cup sugar", "a third of a cup of sugar"),
        ("1/3 lb beef", "a third of a pound of beef"), ("1/8 tsp cloves", "an eighth of a teaspoon of cloves"),
        ("2 (400 g) cans chickpeas", "two 400 gram cans of chickpeas"), ("1 (14.5 oz) can diced tomatoes", "one 14 and a half ounce can of diced tomatoes"),
        ("2 (400 g) cans, drained", "two 400 gram cans, drained"),
        ("1 kg beef chuck, cut into 4 cm chunks", "1 kilogram beef chuck, cut into 4 centimetre chunks"), ("cut into 2 cm", "cut into 2 centimetres"),
        ("1/2-inch pieces", "half inch pieces"), ("3/4 inch cubes", "three quarter inch cubes"), ("2 pkg cream cheese", "2 packages cream cheese"),
        ("1 8 oz. pkg cream cheese", "1 8 ounce package cream cheese"), ("1 doz. eggs", "a dozen eggs"), ("2 doz. eggs", "2 dozen eggs"),
        ("0.33 cup whole milk", "a third of a cup of whole milk"), ("0.67 cup milk", "two thirds of a cup of milk"), ("1.33 cups", "1 and a third cups"),
        ("Rest 10 min", "Rest 10 minutes"), ("1 - 1/5\" pieces", "1 to a fifth inch pieces"), ("375 g pkt lasagne sheets", "375 gram packet lasagne sheets"), ("2 cm thick", "2 centimetres thick"),
    ])
    func saysAmountsAsAPersonWould(_ text: String, _ spoken: String) {
        #expect(SpokenText.forSpeech(text) == spoken)
    }

    /// Imported recipes in other languages, read by the English voice:
    /// their spoon abbreviations were read as letters ("two el").
    @Test(arguments: [
        ("2 EL Tomatenmark", "2 tablespoons Tomatenmark"), ("1 TL Salz", "1 teaspoon Salz"), ("1/2 TL Zimt", "half a teaspoon of Zimt"),
        ("2 zwiebel/n", "2 zwiebeln"), ("3 Ei/er", "3 Eier"), ("1 Msp. Muskat", "1 pinch Muskat"), ("2 Stk. Eier", "2 Eier"),
        ("2 cdas de aceite", "2 tablespoons de aceite"), ("2 c. à soupe d'huile", "2 tablespoons d'huile"),
        ("butter/oil", "butter or oil"), ("3 min/side", "3 minutes per side"),
    ])
    func saysForeignAbbreviations(_ text: String, _ spoken: String) {
        #expect(SpokenText.forSpeech(text) == spoken)
    }

    /// Markup and symbols in Sous's own JSON and feeds were read out:
    /// "B enjoy slash B", "and amp", "heavy check mark", "red heart".
    @Test(arguments: [
        ("<b>Enjoy!</b> Store in the fridge &amp; reheat.", "Enjoy! Store in the fridge and reheat."),
        ("Mix well<br>Bake", "Mix well. Bake"), ("It&#39;s done &amp;amp; ready", "It's done and ready"),
        ("✔ 1 tsp vanilla extract", "1 teaspoon vanilla extract"), ("Made with ❤️ for you", "Made with for you"),
        ("Mix → bake ★", "Mix bake"), ("Cook for < 5 minutes", "Cook for < 5 minutes"), ("Bake at 180°C", "Bake at 180 degrees Celsius"),
    ])
    func leavesOutMarkupAndSymbols(_ text: String, _ spoken: String) {
        #expect(SpokenText.forSpeech(text) == spoken)
    }

    @Test func splitsIntoSentencesForInterruption() {
        let text = SpokenText.forSpeech("Step 2 of 5: Fry the onion, approx. 5 min. Then add the garlic! Do you want a timer?")
        #expect(SpokenText.sentences(text) == [
            "Step 2 of 5: Fry the onion, approximately 5 minutes.", "Then add the garlic!", "Do you want a timer?",
        ])
    }

    @Test func abbreviationsDoNotEndSentences() {
        #expect(SpokenText.sentences(SpokenText.forSpeech("Add cheese, e.g. Parmesan, and 10 oz. (about 5 cups) spinach.")).count == 1)
        #expect(SpokenText.sentences(SpokenText.forSpeech("Add 2 qt. stock. Simmer.")).count == 2)
        #expect(SpokenText.sentences(SpokenText.forSpeech("Fold the flour in. 2 minutes later add the eggs.")).count == 2)
    }

    @Test func listsBecomeSentences() {
        let spoken = SpokenText.forSpeech("For 2 servings you need:\n- 300 g chicken\n- 2 tbsp oil")
        #expect(SpokenText.sentences(spoken).count == 3)
        #expect(spoken.contains("300 grams chicken"))
    }
}

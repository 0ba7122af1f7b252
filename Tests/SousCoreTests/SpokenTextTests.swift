import Testing
@testable import SousCore

@Suite("Text for the ear")
struct SpokenTextTests {
    @Test(arguments: [
        ("1/2 cup milk", "half a cup milk"), ("1/2 egg", "half an egg"), ("0.5 onion", "half an onion"), ("1/2 hour", "half an hour"),
        ("2 tbsp olive oil", "2 tablespoons olive oil"),
        ("1 tbsp butter", "1 tablespoon butter"),
        ("1/2 tsp salt", "half a teaspoon salt"),
        ("1 1/2 cups flour", "1 and a half cups flour"),
        ("1½ cups flour", "1 and a half cups flour"),
        ("1/4 tsp cumin", "a quarter teaspoon cumin"),
        ("Bake at 350°F.", "Bake at 350 degrees Fahrenheit."),
        ("Heat the oven to 200°C (400°F).", "Heat the oven to 200 degrees Celsius (400 degrees Fahrenheit)."),
        ("Add 2-3 cloves garlic", "Add 2 to 3 cloves garlic"),
        ("approx. 10 min", "approximately 10 minutes"),
        ("300 g Chicken breast", "300 grams Chicken breast"),
        ("1 pc Lemon", "1 Lemon"),
        ("1.5 tbsp honey", "1 and a half tablespoons honey"),
        ("0.5 cup oats", "half a cup oats"),
        ("4 fl oz cream", "4 fluid ounces cream"),
        ("salt & pepper", "salt and pepper"),
        ("You need 3 cloves of garlic.", "You need 3 cloves of garlic."),
        // Spellings from real saved pages.
        ("Add 1/2 of the milk", "Add half of the milk"), ("Squeeze 1/2 a lemon", "Squeeze half a lemon"),
        ("Bake at 350F.", "Bake at 350 degrees Fahrenheit."), ("Heat to 200C", "Heat to 200 degrees Celsius"),
        ("Heat to 180 degrees F", "Heat to 180 degrees Fahrenheit"), ("Heat to 180ºC", "Heat to 180 degrees Celsius"),
        ("2 C flour", "2 C flour"), ("Preheat to 350℉.", "Preheat to 350 degrees Fahrenheit."), ("1 cup flour*", "1 cup flour"),
    ])
    func rewrites(_ text: String, _ spoken: String) {
        #expect(SpokenText.forSpeech(text) == spoken)
    }

    @Test func splitsIntoSentencesForInterruption() {
        let text = SpokenText.forSpeech("Step 2 of 5: Fry the onion, approx. 5 min. Then add the garlic! Shall I set a timer?")
        #expect(SpokenText.sentences(text) == [
            "Step 2 of 5: Fry the onion, approximately 5 minutes.", "Then add the garlic!", "Shall I set a timer?",
        ])
    }

    @Test func listsBecomeSentences() {
        let spoken = SpokenText.forSpeech("For 2 servings you need:\n- 300 g chicken\n- 2 tbsp oil")
        #expect(SpokenText.sentences(spoken).count == 3)
        #expect(spoken.contains("300 grams chicken"))
    }
}

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
        #expect(kuchen.say("how much flour") == "You need 500 g of mehl.")
        #expect(kuchen.say("how much sugar") == "You need 200 g of zucker.")
        // An English recipe still says what it does not call for.
        var cake = Driver(Self.drizzleCake)
        cake.send(.begin)
        #expect(cake.say("how many eggs") == "Lemon Drizzle Cake doesn't call for eggs.")
    }
}

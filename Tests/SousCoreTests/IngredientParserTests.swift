import Foundation
import Testing
@testable import SousCore

@Suite("Ingredient lines")
struct IngredientParserTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var line: String
        var amount: Amount?
        var unit: String?
        var name: String
        var note: String?
        var testDescription: String { line }
    }

    static let cases: [Case] = [
        Case(line: "2 eggs", amount: .exact(2), unit: nil, name: "eggs"),
        // Lines from real pages that lost their amounts or read as names.
        Case(line: "1-1/2 cups sugar", amount: .exact(1.5), unit: "cup", name: "sugar"),
        Case(line: "2-1/4 tsp yeast", amount: .exact(2.25), unit: "tsp", name: "yeast"),
        Case(line: "1/2-1 tsp chilli flakes", amount: .range(0.5, 1), unit: "tsp", name: "chilli flakes"),
        Case(line: "2 tablespoons + 1 teaspoon olive oil", amount: .exact(2 + 1.0 / 3), unit: "tbsp", name: "olive oil"),
        Case(line: "1 cup plus 2 tablespoons milk", amount: .exact(1.125), unit: "cup", name: "milk"),
        Case(line: "1 lb. 4 oz. pork shoulder", amount: .exact(1.25), unit: "lb", name: "pork shoulder"),
        Case(line: "500 g / 1 lb beef mince", amount: .exact(500), unit: "g", name: "beef mince", note: "1 lb"),
        Case(line: "1 cup/125g plain flour", amount: .exact(1), unit: "cup", name: "plain flour", note: "125 g"),
        Case(line: "Juice of 1 lemon", amount: .exact(1), unit: nil, name: "lemon", note: "juice"),
        Case(line: "8 ounces unsalted, American-style butter, softened", amount: .exact(8), unit: "oz", name: "unsalted American-style butter", note: "softened"),
        // Sold that way: a can of chopped tomatoes, hot sauce; fresh ones chopped are tomatoes.
        Case(line: "400g can crushed tomatoes", amount: .exact(1), unit: "can", name: "crushed tomatoes", note: "400 g"),
        Case(line: "2 x 400 g cans chopped tomatoes", amount: .exact(2), unit: "can", name: "chopped tomatoes", note: "400 g"),
        Case(line: "2 chopped tomatoes", amount: .exact(2), unit: nil, name: "tomatoes", note: "chopped"),
        Case(line: "1 tbsp hot sauce", amount: .exact(1), unit: "tbsp", name: "hot sauce"),
        // A comma after the unit, then the size; a seasoning to taste is never counted.
        Case(line: "2 cloves, medium garlic, minced", amount: .exact(2), unit: "clove", name: "garlic", note: "medium, minced"),
        Case(line: "1 stalk, medium (7 inch) celery, chopped", amount: .exact(1), unit: "stalk", name: "celery", note: "medium, 7 inch, chopped"),
        Case(line: "1 salt and pepper to taste", amount: nil, unit: nil, name: "salt and pepper", note: "to taste"),
        Case(line: "1 cup hot water", amount: .exact(1), unit: "cup", name: "water", note: "hot"),
        // Cooked rice is bought cooked (or left over), not as three times its weight of raw rice.
        Case(line: "400 g cooked rice", amount: .exact(400), unit: "g", name: "cooked rice"),
        Case(line: "2 cups cold cooked long-grain rice", amount: .exact(2), unit: "cup", name: "cooked long-grain rice", note: "cold"),
        Case(line: "2 cooked chicken breasts", amount: .exact(2), unit: nil, name: "cooked chicken breasts"),
        Case(line: "1 cup cooked onions", amount: .exact(1), unit: "cup", name: "onions", note: "cooked"),
        Case(line: "1 x 400g tin butter beans", amount: .exact(1), unit: "tin", name: "butter beans", note: "400 g"),
        Case(line: "3/4 cup peeled and coarsely-grated carrots", amount: .exact(0.75), unit: "cup", name: "coarsely-grated carrots", note: "peeled"),
        Case(line: "Juice from 1/2 lime", amount: .exact(0.5), unit: nil, name: "lime", note: "juice"),
        Case(line: "1 ½-inch knob ginger, grated", amount: .exact(1), unit: "knob", name: "ginger", note: "1 1/2-inch, grated"),
        Case(line: "zest and juice of 2 limes", amount: .exact(2), unit: nil, name: "limes", note: "zest and juice"),
        Case(line: "1.5 kg potatoes", amount: .exact(1.5), unit: "kg", name: "potatoes"),
        Case(line: "1,5 kg potatoes", amount: .exact(1.5), unit: "kg", name: "potatoes"),
        Case(line: "1/2 cup milk", amount: .exact(0.5), unit: "cup", name: "milk"),
        Case(line: "½ tsp ground cumin", amount: .exact(0.5), unit: "tsp", name: "ground cumin"),
        Case(line: "1½ cups plain flour", amount: .exact(1.5), unit: "cup", name: "plain flour"),
        Case(line: "1 1/2 cups plain flour", amount: .exact(1.5), unit: "cup", name: "plain flour"),
        Case(line: "2-3 cloves garlic, minced", amount: .range(2, 3), unit: "clove", name: "garlic", note: "minced"),
        Case(line: "2 to 3 tbsp lemon juice", amount: .range(2, 3), unit: "tbsp", name: "lemon juice"),
        // Typos seen in real files: the same number twice, a range backwards.
        Case(line: "1-1 cup milk", amount: .exact(1), unit: "cup", name: "milk"),
        Case(line: "3-2 cloves garlic", amount: .range(2, 3), unit: "clove", name: "garlic"),
        Case(line: "2 - 1 1/2 cups flour", amount: .range(1.5, 2), unit: "cup", name: "flour"),
        Case(line: "2–3 Tbsp. olive oil", amount: .range(2, 3), unit: "tbsp", name: "olive oil"),
        Case(line: "200g spaghetti", amount: .exact(200), unit: "g", name: "spaghetti"),
        Case(line: "300 g Chicken breast", amount: .exact(300), unit: "g", name: "Chicken breast"),
        Case(line: "3 cloves Garlic", amount: .exact(3), unit: "clove", name: "Garlic"),
        Case(line: "1 pc Lemon", amount: .exact(1), unit: "pc", name: "Lemon"),
        Case(line: "10 pcs Cherry tomatoes", amount: .exact(10), unit: "pc", name: "Cherry tomatoes"),
        Case(line: "Salt, to taste", amount: nil, unit: nil, name: "Salt", note: "to taste"),
        Case(line: "salt and pepper to taste", amount: nil, unit: nil, name: "salt and pepper", note: "to taste"),
        Case(line: "a pinch of salt", amount: nil, unit: "pinch", name: "salt"),
        Case(line: "a cup of milk", amount: .exact(1), unit: "cup", name: "milk"),
        Case(line: "a few sprigs of thyme", amount: nil, unit: "sprig", name: "thyme", note: "a few"),
        Case(line: "A couple of bay leaves", amount: nil, unit: nil, name: "bay leaves", note: "a couple of"),
        Case(line: "several basil leaves, torn", amount: nil, unit: nil, name: "basil leaves", note: "several, torn"),
        Case(line: "an onion, diced", amount: .exact(1), unit: nil, name: "onion", note: "diced"),
        Case(line: "1 large onion, finely chopped", amount: .exact(1), unit: nil, name: "onion", note: "large, finely chopped"),
        Case(line: "1 (400 g) can chickpeas, drained", amount: .exact(1), unit: "can", name: "chickpeas", note: "400 g, drained"),
        Case(line: "4 fl oz double cream", amount: .exact(4), unit: "fl oz", name: "double cream"),
        Case(line: "8 fluid ounces stock", amount: .exact(8), unit: "fl oz", name: "stock"),
        Case(line: "2 lbs beef chuck", amount: .exact(2), unit: "lb", name: "beef chuck"),
        Case(line: "1 T sugar", amount: .exact(1), unit: "tbsp", name: "sugar"),
        Case(line: "1 t baking soda", amount: .exact(1), unit: "tsp", name: "baking soda"),
        Case(line: "3 tablespoons butter", amount: .exact(3), unit: "tbsp", name: "butter"),
        Case(line: "1 heaped tsp turmeric", amount: .exact(1), unit: "tsp", name: "turmeric", note: "heaped"),
        Case(line: "half a lemon", amount: .exact(0.5), unit: nil, name: "lemon"),
        Case(line: "two carrots", amount: .exact(2), unit: nil, name: "carrots"),
        Case(line: "4 cloves", amount: .exact(4), unit: nil, name: "cloves"),
        Case(line: "2 bay leaves", amount: .exact(2), unit: nil, name: "bay leaves"),
        Case(line: "250 ml vegetable stock", amount: .exact(250), unit: "ml", name: "vegetable stock"),
        Case(line: "1 litre water", amount: .exact(1), unit: "l", name: "water"),
        Case(line: "fresh parsley (optional)", amount: nil, unit: nil, name: "fresh parsley", note: "optional"),
        Case(line: "3 ⅓ cups water", amount: .exact(3 + 1.0 / 3), unit: "cup", name: "water"),
        // A hedged amount is still the amount (Spoonacular's "about 2 cups frozen cauliflower florets").
        Case(line: "about 2 cups frozen cauliflower florets, thawed", amount: .exact(2), unit: "cup", name: "frozen cauliflower florets", note: "thawed"),
        Case(line: "approximately 3 tbsp sugar", amount: .exact(3), unit: "tbsp", name: "sugar"),
        Case(line: "roughly 1 cup milk", amount: .exact(1), unit: "cup", name: "milk"),
        Case(line: "around 200 g butter", amount: .exact(200), unit: "g", name: "butter"),
        Case(line: "approx. 1/2 tsp salt", amount: .exact(0.5), unit: "tsp", name: "salt"),
        Case(line: "About 2-3 cloves garlic", amount: .range(2, 3), unit: "clove", name: "garlic"),
        Case(line: "around the world spice mix", amount: nil, unit: nil, name: "around the world spice mix"),
        // A second number sizes what is counted (real lines from recipe sites).
        Case(line: "1 15 oz. can red kidney beans", amount: .exact(1), unit: "can", name: "red kidney beans", note: "15 oz"),
        Case(line: "1 13.5-ounce can full-fat coconut milk", amount: .exact(1), unit: "can", name: "full-fat coconut milk", note: "13.5-ounce"),
        Case(line: "1 ½-inch knob ginger", amount: .exact(1), unit: "knob", name: "ginger", note: "1 1/2-inch"),
        Case(line: "1 1-inch knob ginger", amount: .exact(1), unit: "knob", name: "ginger", note: "1-inch"),
        Case(line: "1 9 inch unbaked pie crust", amount: .exact(1), unit: nil, name: "unbaked pie crust", note: "9 inch"),
        Case(line: "1 14½-ounce can tomato puree", amount: .exact(1), unit: "can", name: "tomato puree", note: "14 1/2-ounce"),
        // The kitchen units of German, Spanish, Portuguese, French and Italian pages, and their "of".
        Case(line: "2 EL Tomatenmark", amount: .exact(2), unit: "tbsp", name: "Tomatenmark"),
        Case(line: "1 Prise(n) Salz/Jodsalz", amount: .exact(1), unit: "pinch", name: "Salz/Jodsalz"),
        Case(line: "2 Stück, rot Paprika", amount: .exact(2), unit: "pc", name: "rot Paprika"),
        Case(line: "1 EL, gehackt Petersilie", amount: .exact(1), unit: "tbsp", name: "Petersilie", note: "gehackt"),
        Case(line: "835 g de agua", amount: .exact(835), unit: "g", name: "agua"),
        Case(line: "1 cucharadita de sal", amount: .exact(1), unit: "tsp", name: "sal"),
        Case(line: "Sal al gusto", amount: nil, unit: nil, name: "Sal", note: "al gusto"),
        // "a pinch of salt, or to taste": salt, never a thing called "sal o".
        Case(line: "1 pizca de sal o al gusto", amount: .exact(1), unit: "pinch", name: "sal", note: "al gusto"),
        Case(line: "salt or to taste", amount: nil, unit: nil, name: "salt", note: "or to taste"),
        Case(line: "Butter zum Dünsten", amount: nil, unit: nil, name: "Butter", note: "zum dünsten"),
        Case(line: "Una pizca de pimienta negra", amount: nil, unit: "pinch", name: "pimienta negra"),
        Case(line: "3 colheres de sopa de óleo", amount: .exact(3), unit: "tbsp", name: "óleo"),
        Case(line: "1 colher de chá de sal", amount: .exact(1), unit: "tsp", name: "sal"),
        Case(line: "1 quilo de peito de frango em cubos", amount: .exact(1), unit: "kg", name: "peito de frango em cubos"),
        Case(line: "1 lata de creme de leite", amount: .exact(1), unit: "can", name: "creme de leite"),
        Case(line: "2 dientes de ajo", amount: .exact(2), unit: "clove", name: "ajo"),
        Case(line: "2 c. à soupe d'huile d'olive", amount: .exact(2), unit: "tbsp", name: "huile d'olive"),
        Case(line: "1 c. à café de cannelle", amount: .exact(1), unit: "tsp", name: "cannelle"),
        Case(line: "2 cucchiai di olio", amount: .exact(2), unit: "tbsp", name: "olio"),
        Case(line: "500 gr de carne picada -mitad ternera, mitad cerdo-.", amount: .exact(500), unit: "g", name: "carne picada",
             note: "mitad ternera, mitad cerdo-."),
        Case(line: "De Cecco spaghetti", amount: nil, unit: nil, name: "De Cecco spaghetti"),
        // A comma between the words before the thing left the name empty.
        Case(line: "4 boneless, skinless chicken breasts", amount: .exact(4), unit: nil, name: "chicken breasts", note: "boneless, skinless"),
        Case(line: "1 lb boneless, skinless chicken breasts, cubed", amount: .exact(1), unit: "lb", name: "chicken breasts",
             note: "boneless, skinless, cubed"),
        Case(line: "4 boneless, skinless chicken thighs (about 1.5 lb)", amount: .exact(4), unit: nil, name: "chicken thighs",
             note: "boneless, skinless, about 1.5 lb"),
        Case(line: "2 large, ripe avocados", amount: .exact(2), unit: nil, name: "avocados", note: "large, ripe"),
        Case(line: "1 small, red onion", amount: .exact(1), unit: nil, name: "red onion", note: "small"),
        Case(line: "2 large, beaten", amount: .exact(2), unit: nil, name: "large, beaten"),
        // Smaller slips seen on pages: a piece, an article, an envelope, "each", a label.
        Case(line: "1 (1-inch) piece ginger, grated", amount: .exact(1), unit: "pc", name: "ginger", note: "1-inch, grated"),
        Case(line: "1/2 a lemon", amount: .exact(0.5), unit: nil, name: "lemon"),
        Case(line: "1/4 an onion, diced", amount: .exact(0.25), unit: nil, name: "onion", note: "diced"),
        Case(line: "1 envelope dry yeast", amount: .exact(1), unit: "envelope", name: "dry yeast"),
        Case(line: "1 packet dry yeast", amount: .exact(1), unit: "packet", name: "dry yeast"),
        Case(line: "1 sachet fast-action yeast", amount: .exact(1), unit: "sachet", name: "fast-action yeast"),
        Case(line: "1 tsp each salt and pepper", amount: .exact(1), unit: "tsp", name: "salt and pepper", note: "each"),
        Case(line: "Optional: chocolate chips", amount: nil, unit: nil, name: "chocolate chips", note: "optional"),
        Case(line: "To serve: 2 tbsp chopped parsley", amount: .exact(2), unit: "tbsp", name: "parsley", note: "chopped, to serve"),
        Case(line: "sel, poivre", amount: nil, unit: nil, name: "sel", note: "poivre"),
        // A bullet or a recipe card's checkbox copied with the line.
        Case(line: "- 2 eggs", amount: .exact(2), unit: nil, name: "eggs"),
        Case(line: "▢ 1 cup butter softened", amount: .exact(1), unit: "cup", name: "butter", note: "softened"),
        Case(line: "4 eggs beaten, at room temperature", amount: .exact(4), unit: nil, name: "eggs", note: "beaten, at room temperature"),
        Case(line: "• ½ tsp salt", amount: .exact(0.5), unit: "tsp", name: "salt"),
        Case(line: "(optional)", amount: nil, unit: nil, name: "optional", note: nil),
        Case(line: "Puderzucker zum Bestäuben", amount: nil, unit: nil, name: "Puderzucker", note: "zum bestäuben"),
        Case(line: "2 EL Öl zum Anbraten", amount: .exact(2), unit: "tbsp", name: "Öl", note: "zum anbraten"),
        Case(line: "Perejil para decorar", amount: nil, unit: nil, name: "Perejil", note: "para decorar"),
        // The name, a dash, the amount (cookomix): it was all name, with no amount to scale.
        Case(line: "Farine - 185 grammes", amount: .exact(185), unit: "g", name: "Farine"),
        Case(line: "Oeuf - 2", amount: .exact(2), unit: nil, name: "Oeuf"),
        Case(line: "Sel - 1 cuillère à café", amount: .exact(1), unit: "tsp", name: "Sel"),
        Case(line: "Crème fraîche épaisse - 2 cuillères à soupe", amount: .exact(2), unit: "tbsp", name: "Crème fraîche épaisse"),
        Case(line: "Butter – 100 g", amount: .exact(100), unit: "g", name: "Butter"),
        // German units and spoon words were read as the name ("Becher Sahne", "gestrichen Zucker").
        Case(line: "1 Becher Sahne", amount: .exact(1), unit: "carton", name: "Sahne"),
        Case(line: "1 Stange Lauch", amount: .exact(1), unit: "stalk", name: "Lauch"),
        Case(line: "2 Stangen Zimt", amount: .exact(2), unit: "stalk", name: "Zimt"),
        Case(line: "1 Glas Gurken", amount: .exact(1), unit: "jar", name: "Gurken"),
        Case(line: "2 Gläser Oliven", amount: .exact(2), unit: "jar", name: "Oliven"),
        Case(line: "1 Tüte Backpulver", amount: .exact(1), unit: "bag", name: "Backpulver"),
        Case(line: "2 Zweige Rosmarin", amount: .exact(2), unit: "sprig", name: "Rosmarin"),
        Case(line: "1 Pkt. Vanillepudding", amount: .exact(1), unit: "packet", name: "Vanillepudding"),
        Case(line: "1 gehäufter EL Kakao", amount: .exact(1), unit: "tbsp", name: "Kakao", note: "gehäufter"),
        Case(line: "1 gestrichener TL Salz", amount: .exact(1), unit: "tsp", name: "Salz", note: "gestrichener"),
        Case(line: "1 EL, gestrichen Zucker", amount: .exact(1), unit: "tbsp", name: "Zucker", note: "gestrichen"),
        Case(line: "1 Stück, mittel Bananen", amount: .exact(1), unit: "pc", name: "Bananen", note: "mittel"),
        // "pkg" was the name, and "how much cream cheese" said the recipe has none.
        Case(line: "1 pkg (8 oz) cream cheese, softened", amount: .exact(1), unit: "package", name: "cream cheese", note: "8 oz, softened"),
        Case(line: "2 pkgs. cream cheese", amount: .exact(2), unit: "package", name: "cream cheese"),
        // A baker's formula, name first: it was all name, and a doubled dough kept its 1000 g.
        Case(line: "Bread flour 1000 g (100%)", amount: .exact(1000), unit: "g", name: "Bread flour", note: "100%"),
        Case(line: "Water, 750 g (75%)", amount: .exact(750), unit: "g", name: "Water", note: "75%"),
        Case(line: "Salt 20g 2%", amount: .exact(20), unit: "g", name: "Salt", note: "2%"),
        Case(line: "Flour: 500 g", amount: .exact(500), unit: "g", name: "Flour"),
        Case(line: "Levain: 200 g (20%)", amount: .exact(200), unit: "g", name: "Levain", note: "20%"),
        Case(line: "Double cream, 300 ml (10 fl oz), whipped", amount: .exact(300), unit: "ml", name: "Double cream", note: "10 fl oz, whipped"),
        Case(line: "Garlic: 3 cloves", amount: .exact(3), unit: "clove", name: "Garlic"),
        Case(line: "Eggs, 2 large", amount: nil, unit: nil, name: "Eggs", note: "2 large"),
        Case(line: "about 2 cups flour", amount: .exact(2), unit: "cup", name: "flour"),
    ]

    @Test(arguments: cases)
    func parses(_ example: Case) {
        let parsed = IngredientParser.parse(example.line)
        #expect(parsed.amount == example.amount)
        #expect(parsed.unit?.symbol == example.unit)
        #expect(parsed.name == example.name)
        #expect(parsed.note == example.note)
    }

    /// "Farine - 185 grammes" halved printed 185 grammes for 3 people.
    @Test func aNameThenAmountLineScales() {
        #expect(Ingredient(parsing: "Farine - 200 grammes").line(scale: 0.5) == "100 g Farine")
        #expect(Ingredient(parsing: "Bread flour 1000 g (100%)").line(scale: 2) == "2 kg Bread flour, 100%")
        // Stored as a name by an older Sous, the line is read again.
        let stored = Ingredient(text: "Water, 750 g (75%)", amount: nil, unit: nil, name: "Water", note: "750 g 75%")
        #expect(stored.reread.amount == .exact(750))
    }

    @Test func unitsAreFoundByEverySpelling() {
        for spelling in ["tbsp", "Tbsp", "tbsp.", "tablespoon", "tablespoons", "tbs", "T"] {
            #expect(CookingUnit.lookup(spelling) == .tablespoon, "\(spelling)")
        }
        for spelling in ["g", "gr", "gram", "grams", "grammes"] {
            #expect(CookingUnit.lookup(spelling) == .gram, "\(spelling)")
        }
        #expect(CookingUnit.lookup("t") == .teaspoon)
        #expect(CookingUnit.lookup("onion") == nil)
    }
}

@Suite("Amounts for people")
struct AmountFormatterTests {
    /// "6.5 tbsp" above "3 1/4 tbsp" read as two systems: halves are fractions too.
    @Test func oneAndAHalfPrintsAsAFraction() {
        #expect(AmountFormatter.format(1.4999, unit: .tablespoon) == "1 1/2")
        #expect(AmountFormatter.format(2.5, unit: .cup) == "2 1/2")
        #expect(AmountFormatter.format(1.5, unit: nil) == "1 1/2")
        #expect(AmountFormatter.format(1.5, unit: .gram) == "1.5")
        #expect(AmountFormatter.format(3.0000001, unit: nil) == "3")
    }

    @Test func spoonsAndCupsPrintAsFractions() {
        #expect(AmountFormatter.format(0.75, unit: .cup) == "3/4")
        #expect(AmountFormatter.format(0.5, unit: .teaspoon) == "1/2")
        #expect(AmountFormatter.format(2.25, unit: .cup) == "2 1/4")
        #expect(AmountFormatter.format(1.0 / 3, unit: .cup) == "1/3")
        #expect(AmountFormatter.format(2.0 / 3 + 1, unit: .cup) == "1 2/3")
        #expect(AmountFormatter.format(0.125, unit: .teaspoon) == "1/8")
    }

    @Test func gramsRoundToWhatAScaleShows() {
        #expect(AmountFormatter.format(337.5, unit: .gram) == "340")
        #expect(AmountFormatter.format(12.6, unit: .gram) == "13")
        #expect(AmountFormatter.format(2.5, unit: .gram) == "2.5")
        #expect(AmountFormatter.format(0.75, unit: .kilogram) == "0.75")
        #expect(AmountFormatter.format(1.0 / 3, unit: .litre) == "0.33")
    }

    @Test func rangesKeepBothEnds() {
        #expect(AmountFormatter.format(.range(4, 6), unit: CookingUnit.lookup("clove")) == "4-6")
    }

    @Test func scaledLinesReadNaturally() {
        let oil = Ingredient(parsing: "1 tbsp olive oil")
        #expect(oil.line(scale: 1) == "1 tbsp olive oil")
        #expect(oil.line(scale: 1.5) == "1 1/2 tbsp olive oil")
        let garlic = Ingredient(parsing: "2-3 cloves garlic, minced")
        #expect(garlic.line(scale: 2) == "4-6 cloves garlic, minced")
        let flour = Ingredient(parsing: "600 g flour")
        #expect(flour.line(scale: 2) == "1.2 kg flour")
        let salt = Ingredient(parsing: "a pinch of salt")
        #expect(salt.line(scale: 3) == "a pinch of salt")
        let oats = Ingredient(parsing: "1/3 cup oats")
        #expect(oats.line(scale: 2) == "2/3 cup oats")
        let lemon = Ingredient(parsing: "1 pc Lemon")
        #expect(lemon.line(scale: 2) == "2 Lemons")
    }

    /// A recipe for 36 made for one, or one for 2 made for 100, comes out
    /// in the spoon, cup or weight a cook would reach for.
    @Test func scaledAmountsMoveToTheUnitAKitchenUses() {
        #expect(Ingredient(parsing: "2 tbsp olive oil").line(scale: 50) == "6 1/4 cups olive oil")
        #expect(Ingredient(parsing: "1 tsp butter").line(scale: 3) == "1 tbsp butter")
        #expect(Ingredient(parsing: "1 cup butter, 226 g, softened").line(scale: 1.0 / 36) == "1 1/4 tsp butter, 6 g, softened")
        #expect(Ingredient(parsing: "1 stick butter, 113 g").line(scale: 2.0 / 3) == "1/3 cup butter, 75 g")
        #expect(Ingredient(parsing: "1 1/2 cups flour").line(scale: 0.25) == "6 tbsp flour")
        #expect(Ingredient(parsing: "500 g apples").line(scale: 1.0 / 3) == "165 g apples")
        // No cup measure holds 4.5 or 9 tbsp (1/4 and 1/2 cup were 11% short):
        // spoons, and from half a cup a cup and a spoon;
        // 5.25 tbsp is a third of a cup, near enough; no spoon rounds 1.75 tbsp to 2.
        #expect(Ingredient(parsing: "3 tbsp butter").line(scale: 1.5) == "4 1/2 tbsp butter")
        #expect(Ingredient(parsing: "3 tbsp butter").line(scale: 3) == "1/2 cup plus 1 tbsp butter")
        #expect(Ingredient(parsing: "3 tbsp butter").line(scale: 1.75) == "1/3 cup butter")
        #expect(Ingredient(parsing: "1 tbsp baking powder").line(scale: 1.75) == "1 3/4 tbsp baking powder")
        #expect(Ingredient(parsing: "3 tbsp butter").line(scale: 4) == "3/4 cup butter")
        #expect(Ingredient(parsing: "0.5 kg apples").line(scale: 1.0 / 3) == "165 g apples")
        #expect(Ingredient(parsing: "1 l milk").line(scale: 0.75) == "750 ml milk")
        #expect(Ingredient(parsing: "12 oz pasta").line(scale: 2) == "1 1/2 lb pasta")
        #expect(Ingredient(parsing: "4 chicken breast, about 400 g in total").line(scale: 2) == "8 chicken breasts, about 800 g in total")
        // A bird's weight scaled with the bird is all the birds' (was read as each one's).
        #expect(Ingredient(parsing: "1 whole chicken, about 1.6 kg").line(scale: 2) == "2 whole chickens, about 3.2 kg in all")
        #expect(Ingredient(parsing: "1 whole chicken, about 1.6 kg").line(scale: 1) == "1 whole chicken, about 1.6 kg")
        #expect(Ingredient(parsing: "about 2 cups frozen peas").line(scale: 2) == "about 4 cups frozen peas")
        #expect(Ingredient(parsing: "about 2 cups frozen peas").line(scale: 1) == "about 2 cups frozen peas")
        #expect(Ingredient(parsing: "2 lemon").answer(scale: 1) == "2 lemons")
        #expect(Ingredient(parsing: "3 bay leaf").answer(scale: 1) == "3 bay leaves")
        #expect(Ingredient(parsing: "1 red bell pepper, chopped").line(scale: 3) == "3 red bell peppers, chopped")
        #expect(Ingredient(parsing: "1 whole chicken").line(scale: 2) == "2 whole chickens")
        #expect(Ingredient(parsing: "2-4 tbsp water").line(scale: 1) == "2-4 tbsp water")
        #expect(Ingredient(parsing: "1/4-1/2 cup water").line(scale: 0.999999) == "1/4-1/2 cup water")
        // Spoons a drawer holds, quarters of big cups, quarts past a gallon's worth of cups, one style per range.
        #expect(Ingredient(parsing: "1 tsp vanilla").line(scale: 0.6) == "1/2 tsp vanilla")
        #expect(Ingredient(parsing: "1 1/2 cups flour").line(scale: 2.08) == "3 cups flour")
        #expect(Ingredient(parsing: "4 cups stock").line(scale: 25) == "25 quarts stock")
        #expect(AmountFormatter.format(.range(1.5, 2.25), unit: .teaspoon) == "1 1/2-2 1/4")
        #expect(Ingredient(parsing: "2 (400 g) cans chickpeas").line(scale: 3) == "6 cans chickpeas, 400 g each")
        #expect(Ingredient(parsing: "4 salmon fillets, about 150 g each").line(scale: 2) == "8 salmon fillets, about 150 g each")
        #expect(Ingredient(parsing: "1 (7 g) packet yeast").line(scale: 0.5) == "1/2 packet yeast, 3.5 g")
        #expect(Ingredient(parsing: "1 (400 g) can chopped tomatoes").line(scale: 0.25) == "1/4 can chopped tomatoes, 100 g")
        // A handful for twice the people is two, as the shopping list buys; a pinch stays a pinch.
        let herbs = Ingredient(parsing: "a small handful of fresh coriander, chopped")
        #expect(herbs.line(scale: 2) == "2 small handfuls of fresh coriander, chopped")
        #expect(herbs.line(scale: 1.25) == "a small handful of fresh coriander, chopped")
        #expect(herbs.answer(scale: 2) == "2 handfuls of fresh coriander")
        #expect(Ingredient(parsing: "a pinch of salt").line(scale: 3) == "a pinch of salt")
    }

    @Test func answersHowMuchInASentence() {
        #expect(Ingredient(parsing: "3 cloves Garlic").answer(scale: 2) == "6 cloves of garlic")
        #expect(Ingredient(parsing: "2 eggs").answer(scale: 1) == "2 eggs")
        #expect(Ingredient(parsing: "1 pc Lemon").answer(scale: 1) == "1 lemon")
        #expect(Ingredient(parsing: "Salt, to taste").answer(scale: 1) == "salt to taste")
        #expect(Ingredient(parsing: "1 cup milk").answer(scale: 1) == "1 cup of milk")
    }

    /// "4 boneless, skinless chicken breasts" was refused in a hand-written
    /// recipe (an empty name) and said "You need 4 4 boneless, ..." from a
    /// page; the cut is said before the name, at any servings.
    @Test func bonelessSkinlessIsSaidAndScaled() throws {
        let breasts = Ingredient(parsing: "4 boneless, skinless chicken breasts")
        #expect(breasts.answer(scale: 1) == "4 boneless, skinless chicken breasts")
        #expect(breasts.line(scale: 2) == "8 boneless, skinless chicken breasts")
        #expect(Ingredient(parsing: "1 lb boneless, skinless chicken breasts, cubed").answer(scale: 1, withNote: true)
                == "1 lb of boneless, skinless chicken breasts, cubed")
        let json = #"{"title":"Chicken Fajitas","minutes":30,"servings":4,"#
            + #""ingredients":["4 boneless, skinless chicken breasts","2 large, ripe avocados","1 tbsp oil"],"#
            + #""steps":["Slice the chicken and fry for 8 minutes."],"id":"fajitas"}"#
        let recipe = try Recipe.decode(Data(json.utf8), file: "chk.json")
        var cook = CookingSessionTests.Driver(recipe)
        #expect(cook.say("how much chicken") == "You need 4 boneless, skinless chicken breasts.")
        #expect(cook.say("how many avocados") == "You need 2 ripe avocados.")
    }

    /// "You need 1 ginger" (1.5 ginger for more people), "some optional:
    /// chocolate chips", "1 tsp of each salt and pepper": each now says
    /// what the line printed.
    @Test func smallerSlipsAreSaidAsPrinted() {
        let ginger = Ingredient(parsing: "1 (1-inch) piece ginger, grated")
        #expect(ginger.answer(scale: 1) == "1 piece of ginger")
        #expect(ginger.answer(scale: 1.5) == "1 1/2 pieces of ginger")
        #expect(ginger.line(scale: 2) == "2 pieces ginger, 1-inch, grated")
        #expect(Ingredient(parsing: "2 pcs Lemon").answer(scale: 1) == "2 lemons")
        #expect(Ingredient(parsing: "1/2 a lemon").answer(scale: 2) == "1 lemon")
        #expect(Ingredient(parsing: "1 envelope dry yeast").answer(scale: 2) == "2 envelopes of dry yeast")
        let seasoning = Ingredient(parsing: "1 tsp each salt and pepper")
        #expect(seasoning.answer(scale: 1) == "1 tsp each of salt and pepper")
        #expect(seasoning.line(scale: 2) == "2 tsp each salt and pepper")
        #expect(Ingredient(parsing: "Optional: chocolate chips").answer(scale: 1) == "chocolate chips, optional")
        #expect(Ingredient(parsing: "fresh parsley (optional)").answer(scale: 1) == "fresh parsley, optional")
    }

    /// Nobody cracks 3.2 eggs or measures 0.8 tsp: scaled amounts come out
    /// in what a kitchen can measure, and the answer says when it rounded.
    @Test func scaledAmountsAreMeasurable() {
        let eggs = Ingredient(parsing: "4 eggs")
        #expect(eggs.line(scale: 0.8) == "3 eggs")
        #expect(eggs.answer(scale: 0.8) == "about 3 eggs")
        #expect(eggs.answer(scale: 0.125) == "1/2 egg: beat 1 and use about 1 1/2 tbsp of it")
        #expect(eggs.answer(scale: 1.5) == "6 eggs")
        #expect(Ingredient(parsing: "1 egg").line(scale: 3) == "3 eggs")
        #expect(Ingredient(parsing: "1 egg").line(scale: 1.5) == "1 1/2 eggs (1 whole, plus about 1 1/2 tbsp of a second, beaten)")
        #expect(Ingredient(parsing: "0 eggs").answer(scale: 1) == "0 eggs")
        #expect(Ingredient(parsing: "2-3 cloves garlic").line(scale: 1.6) == "3-5 cloves garlic")
        #expect(Ingredient(parsing: "1 tsp baking powder").line(scale: 0.8) == "3/4 tsp baking powder")
        #expect(Ingredient(parsing: "2 tsp baking soda").line(scale: 2) == "4 tsp baking soda")
        #expect(Ingredient(parsing: "8 oz cream cheese").line(scale: 4.0 / 9) == "3 1/2 oz cream cheese")
        #expect(Ingredient(parsing: "3/4 tsp baking powder").line(scale: 0.5) == "1/2 tsp baking powder")
        #expect(Ingredient(parsing: "10 oz shrimp").line(scale: 4.0 / 3) == "13 1/2 oz shrimp")
        #expect(Ingredient(parsing: "1 tsp salt").line(scale: 3) == "1 tbsp salt")
        #expect(Ingredient(parsing: "2 tbsp milk").answer(scale: 0.8) == "1 1/2 tbsp of milk")
        #expect(Ingredient(parsing: "1 1/4 cups milk").line(scale: 1.5) == "1 7/8 cups milk")
        #expect(Ingredient(parsing: "200 g butter").line(scale: 0.8) == "160 g butter")
    }

    /// "How much rice" still finds the cooked rice, and says it is cooked.
    @Test func cookedRiceIsAskedForAsRice() {
        let ingredients = ["400 g cooked rice", "2 eggs"].map(Ingredient.init(parsing:))
        #expect(IngredientMatcher.answer("rice", in: ingredients).found == [0])
        #expect(ingredients[0].answer(scale: 2) == "800 g of cooked rice")
        let names = CommandGrammar.spokenNames(ingredients.map(\.name))
        #expect(names.contains("rice") && names.contains("cooked rice"))
    }

    @Test func anAmountlessLineReadsAsASentence() {
        #expect(Ingredient(parsing: "avocado, sliced").answer(scale: 1) == "avocado, sliced")
        #expect(Ingredient(parsing: "a couple of bay leaves").answer(scale: 3) == "a couple of bay leaves")
        #expect(Ingredient(parsing: "a few handfuls of spinach").line(scale: 2) == "a few handfuls of spinach")
        #expect(Ingredient(parsing: "salt, to taste").answer(scale: 2) == "salt to taste")
    }

    @Test func twoLinesOfOneThingAreToldApartByTheirNotes() {
        let filling = Ingredient(parsing: "100 g butter, softened, for the filling")
        #expect(filling.answer(scale: 1, withNote: true) == "100 g of butter, softened, for the filling")
        #expect(filling.answer(scale: 1) == "100 g of butter")
    }

    /// "Beat the butter and the 225 g of sugar" for 5 of 8 servings says
    /// 140 g; a loaf tin is not food and stays, and the wells follow the eggs.
    @Test func stepAmountsOfIngredientsScale() {
        let cake = Recipe(id: "cake", title: "Cake", minutes: 60, servings: 8,
                          ingredients: ["225 g caster sugar", "4 eggs", "225 g butter"].map(Ingredient.init(parsing:)),
                          steps: [Step(text: "Beat the butter and the 225 g (8 oz) of sugar, then the 4 eggs."),
                                  Step(text: "Heat the oven to 180°C and line a 900 g (2 lb) loaf tin; make 4 small wells.")])
        #expect(cake.stepText(0, scale: 5.0 / 8) == "Beat the butter and the 140 g (5 oz) of sugar, then the 3 eggs.")
        #expect(cake.stepText(1, scale: 5.0 / 8) == "Heat the oven to 180°C and line a 900 g (2 lb) loaf tin; make 3 small wells.")
        #expect(cake.stepText(0, scale: 1) == cake.steps[0].text)
    }

    /// Halving a recipe must not leave the steps telling the old amounts
    /// beside the new ingredient list: fractions, mixed numbers, ranges
    /// and "the remaining 100 g" all scale, and "1 eggs" reads "1 egg".
    @Test func everyAmountOfFoodInAStepScales() {
        let custard = Recipe(id: "custard", title: "Custard", minutes: 30, servings: 4,
                             ingredients: ["2 cups milk", "200 g sugar", "2 eggs", "1 tsp vanilla"].map(Ingredient.init(parsing:)),
                             steps: [Step(text: "Warm 1 1/2 cups of the milk with 100 g of the sugar; whisk 1/2 cup of the milk with the 2 eggs."),
                                     Step(text: "Add the remaining 100 g, then 1-2 tsp vanilla. Pour into a 1 l dish and bake at 160°C.")])
        #expect(custard.stepText(0, scale: 0.5)
                == "Warm 3/4 cup of the milk with 50 g of the sugar; whisk 1/4 cup of the milk with the 1 egg.")
        #expect(custard.stepText(1, scale: 0.5) == "Add the remaining 50 g, then 1/2-1 tsp vanilla. Pour into a 1 l dish and bake at 160°C.")
        #expect(custard.stepText(0, scale: 2).hasSuffix("with the 4 eggs."))
    }

    /// From real pages: fractions in brackets scaled into "3/2 cups" and
    /// "1 2/1.5 cups" (only the denominator was read); steps left "1 ½ cup"
    /// and "(4 cloves)" unscaled; "1/3 of the filling" became "1 of".
    @Test func realPagesFractionsSharesAndCloves() {
        #expect(Ingredient(parsing: "98 grams (¾ cup) flour").line(scale: 0.5) == "49 g flour, 6 tbsp")
        #expect(Ingredient(parsing: "1/2 cup unsalted butter (1 stick)").line(scale: 0.5) == "1/4 cup unsalted butter, 1/2 stick")
        let cookies = Recipe(id: "c", title: "C", minutes: 5, servings: 4,
                             ingredients: ["1 ½ cups all purpose flour", "1/2 tsp baking soda", "½ tsp baking powder", "4 cloves garlic",
                                           "1 can cherry pie filling"].map(Ingredient.init(parsing:)),
                             steps: [Step(text: "Add 1 ½ cup all purpose flour, 1/2 tsp baking soda and ½ teaspoon baking powder."),
                                     Step(text: "Fry the garlic (4 cloves). Cover with 1/3 of the cherry pie filling.")])
        #expect(cookies.stepText(0, scale: 0.5) == "Add 3/4 cup all purpose flour, 1/4 tsp baking soda and 1/4 tsp baking powder.")
        #expect(cookies.stepText(1, scale: 0.5) == "Fry the garlic (2 cloves). Cover with 1/3 of the cherry pie filling.")
        let pan = Recipe(id: "p", title: "P", minutes: 5, servings: 4, ingredients: [Ingredient(parsing: "200 g sugar")],
                         steps: [Step(text: "Spread the brownie—not the swirl—in a 9x13 pan with 200 g sugar.")])
        #expect(pan.stepText(0, scale: 0.5) == "Spread the brownie—not the swirl—in a 9x13 pan with 100 g sugar.")
        let donuts = Recipe(id: "d", title: "D", minutes: 5, servings: 12, ingredients: [Ingredient(parsing: "2 cups batter")],
                            steps: [Step(text: "Pipe 2 tbsp batter into each well, 2 tbsp at a time.")])
        #expect(donuts.stepText(0, scale: 2) == "Pipe 2 tbsp batter into each well, 2 tbsp at a time.")
    }

    /// Notes hold amounts too: both ends of a range, and ".5 g".
    @Test func amountsInNotesScaleWhole() {
        #expect(Ingredient(parsing: "1/2 teaspoon paprika (2-3g)").line(scale: 2) == "1 tsp paprika, 4-6 g")
        #expect(Ingredient(parsing: "1/4 tsp saffron (.5g)").line(scale: 2) == "1/2 tsp saffron, 1 g")
        #expect(Ingredient(parsing: "1 cup stock (240-250 ml)").line(scale: 0.5) == "1/2 cup stock, 120-125 ml")
    }
}

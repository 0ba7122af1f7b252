import Testing
@testable import SousCore

/// Recipes imported from Spanish, Portuguese, French, Italian, German and
/// Dutch pages declare no diets: `sous list --diet vegan` judges them by
/// their ingredients, which must be read in their own language.
@Suite("Diets of imported recipes in other languages")
struct ImportedDietTests {
    func recipe(_ id: String, _ lines: [String]) -> Recipe {
        Recipe(id: id, title: id, minutes: 30, servings: 4, ingredients: lines.map(Ingredient.init(parsing:)), steps: [Step(text: "Cook.")])
    }

    func listed(_ diet: String, _ recipes: [Recipe]) -> [String] {
        RecipeSearch(recipes).search("", filter: RecipeFilter(diets: [diet])).map(\.recipe.id).sorted()
    }

    var bolognese: Recipe {
        recipe("salsa-bolonesa", ["150 gr de zanahoria", "130 gr de cebolla", "1 diente de ajo", "500 gr de tomate natural triturado",
                                  "50 gr de aceite de oliva virgen extra", "500 gr de carne picada -mitad ternera, mitad cerdo-.",
                                  "Una pizca de pimienta negra", "500 gr de espaguetis", "Queso parmesano rallado"])
    }
    var gulasch: Recipe {
        recipe("kartoffelgulasch", ["800 g Kartoffeln vorwiegend festkochend", "2 Stück Zwiebeln", "2 EL Tomatenmark",
                                    "4 Stück Wiener Würstchen", "250 ml Gemüsebrühe", "1 Prise Salz"])
    }
    var frango: Recipe {
        recipe("strogonoff-de-frango", ["3 colheres de sopa de óleo", "1 quilo de peito de frango em cubos",
                                        "2 colheres de sopa de molho de tomate", "Champignon a gosto"])
    }
    var lentils: Recipe {
        recipe("sopa-de-lentejas", ["300 g de lentejas", "2 zanahorias", "1 cebolla", "3 cucharadas de aceite de oliva", "Sal al gusto"])
    }

    /// The tester's finding: a bolognese, a sausage goulash and a chicken
    /// stroganoff were offered to a vegan.
    @Test func meatInOtherLanguagesIsNotVeganOrVegetarian() {
        let all = [bolognese, gulasch, frango, lentils]
        #expect(listed("vegan", all) == ["sopa-de-lentejas"])
        #expect(listed("vegetarian", all) == ["sopa-de-lentejas"])
        #expect(listed("pescatarian", all) == ["sopa-de-lentejas"])
        #expect(Diets.of(lentils) == ["vegan", "vegetarian", "pescatarian", "gluten-free", "dairy-free", "egg-free", "nut-free"])
        // The cheese and spaghetti are read too.
        #expect(Allergens.of(bolognese) == ["dairy", "gluten"])
    }

    /// One meat word of each language, German and Dutch compounds included.
    @Test func meatWordsOfEachLanguage() {
        let meat = ["200 g de pollo", "100 g de jamón serrano", "1 chorizo", "150 g de tocino", "1 kg de carne moída",
                    "300 g de porco", "500 g de viande hachée", "4 escalopes de poulet", "200 g de lardons", "400 g di manzo",
                    "100 g di prosciutto cotto", "500 g Rinderhackfleisch", "4 Bratwürste", "2 Hähnchenbrustfilets",
                    "100 g Frühstücksspeck", "200 g Kochschinken", "500 g rundergehakt", "300 g kipfilet", "1 rookworst",
                    "200 g spekjes", "1 l caldo de pollo", "500 ml Rinderbrühe", "1 l caldo", "200 g Putenbrust", "2 Lammkoteletts"]
        for line in meat { #expect(Diets.hasMeat(Ingredient(parsing: line).name), "\(line)") }
        let notMeat = ["1 l caldo de verduras", "500 ml Gemüsebrühe", "1 l brodo vegetale", "2 pimientos rojos", "1 pizca de pimienta",
                       "2 Fleischtomaten", "1 Zwiebel, gehackt", "1 ui, fijngehakt", "200 g Rundkornreis", "2 EL Öl zum Braten",
                       "1 hamburguesa vegana", "1 lemon, zest and rind", "1 pâte brisée", "1 fond de tarte", "1 tbsp fondant icing"]
        for line in notMeat { #expect(!Diets.hasMeat(Ingredient(parsing: line).name), "\(line)") }
    }

    @Test func fishAndSeafoodAreNotVegetarian() {
        for line in ["200 g de atún", "300 g de bacalhau", "2 filets de saumon", "1 scatola di tonno", "200 g Lachsfilet",
                     "1 Dose Thunfisch", "300 g zalm", "200 g de gambas", "500 g de camarão", "1 kg de moules", "300 g Garnelen",
                     "200 g garnalen", "4 noix de Saint-Jacques"] {
            let allergens = Allergens.named(Ingredient(parsing: line).name)
            #expect(!allergens.isDisjoint(with: ["fish", "shellfish"]), "\(line)")
        }
        // Spanish "polvo" is powder, Portuguese octopus.
        #expect(Allergens.named("levadura en polvo").isEmpty)
        #expect(Allergens.named("polvo cozido") == ["shellfish"])
    }

    @Test func dairyEggGlutenAndNutsInEachLanguage() {
        let cases: [(String, String)] = [
            ("leche entera", "dairy"), ("queso rallado", "dairy"), ("mantequilla", "dairy"), ("nata para montar", "dairy"),
            ("leite", "dairy"), ("queijo ralado", "dairy"), ("manteiga", "dairy"), ("Milch", "dairy"), ("Bergkäse", "dairy"),
            ("Schlagsahne", "dairy"), ("Schmand", "dairy"), ("Magerquark", "dairy"), ("lait", "dairy"), ("fromage râpé", "dairy"),
            ("beurre doux", "dairy"), ("crème fraîche", "dairy"), ("latte intero", "dairy"), ("formaggio", "dairy"), ("burro", "dairy"),
            ("panna", "dairy"), ("melk", "dairy"), ("geraspte kaas", "dairy"), ("roomboter", "dairy"), ("slagroom", "dairy"),
            ("Milchreis", "dairy"), ("huevos", "egg"), ("ovos", "egg"), ("Eier", "egg"), ("Ei", "egg"), ("Eigelb", "egg"),
            ("œufs", "egg"), ("jaune d'œuf", "egg"), ("uova", "egg"), ("eieren", "egg"), ("Hühnereier", "egg"),
            ("harina de trigo", "gluten"), ("farinha de trigo", "gluten"), ("Weizenmehl", "gluten"), ("farine", "gluten"),
            ("farina 00", "gluten"), ("bloem", "gluten"), ("pan rallado", "gluten"), ("pão", "gluten"), ("Vollkornbrot", "gluten"),
            ("Semmelbrösel", "gluten"), ("pain de mie", "gluten"), ("pane raffermo", "gluten"), ("stokbrood", "gluten"),
            ("Eiernudeln", "gluten"), ("Blätterteig", "gluten"), ("espaguetis", "gluten"), ("nueces", "nuts"), ("almendras", "nuts"),
            ("nozes", "nuts"), ("Haselnüsse", "nuts"), ("gemahlene Mandeln", "nuts"), ("noix", "nuts"), ("amandes effilées", "nuts"),
            ("noci", "nuts"), ("mandorle", "nuts"), ("walnoten", "nuts"), ("cacahuetes", "peanuts"), ("Erdnussbutter", "peanuts"),
            ("pindakaas", "peanuts"),
        ]
        for (name, allergen) in cases { #expect(Allergens.named(name).contains(allergen), "\(name) -> \(allergen)") }
    }

    /// Words that look like an allergen and are not.
    @Test func falsePositivesAreGuarded() {
        let none = ["nuez moscada", "Muskatnuss", "noix de muscade", "noz-moscada", "noce moscata", "nootmuskaat", "nutmeg",
                    "Butternut", "Butternusskürbis", "butternut squash", "leche de coco", "lait de coco", "Kokosmilch", "Kokosnuss",
                    "coco rallado", "Eis", "Eisbergsalat", "panela", "pimiento", "pimienta", "harina de maíz", "harina de arroz",
                    "Reismehl", "Buchweizenmehl", "Reisnudeln", "Glasnudeln", "bloemkool", "chicken broth", "bean sprouts",
                    "mushrooms", "butterflied chicken thighs", "oil for the pan", "massa de tomate", "crema balsámica", "1 lemon rind"]
        for name in none { #expect(Allergens.named(name).subtracting(["fish", "shellfish"]).isEmpty, "\(name): \(Allergens.named(name).sorted())") }
        // Almond milk is nuts, not dairy; soy sprouts soy, not bread (Brot).
        #expect(Allergens.named("Mandelmilch") == ["nuts"])
        #expect(Allergens.named("brotes de soja") == ["soy"])
        // "room temperature" is English; Dutch "room" is cream.
        #expect(Allergens.named("eggs at room temperature") == ["egg"])
        #expect(Allergens.named("room") == ["dairy"])
        #expect(Allergens.named("Kokosnuss").isEmpty)
        #expect(Allergens.named("Erdnüsse") == ["peanuts"])
        #expect(Allergens.named("beurre noisette") == ["dairy"])
    }

    /// A recipe in a language Sous has no words for shows no meat word it
    /// knows: it is judged to fit no diet rather than called vegan.
    @Test func aRecipeSousCannotReadFitsNoJudgedDiet() {
        let polish = recipe("bigos", ["500 g kiszonej kapusty", "300 g boczku wędzonego", "2 kiełbasy", "1 cebula",
                                      "3 suszone grzyby", "sól i pieprz do smaku"])
        let swedish = recipe("kottbullar", ["500 g nötfärs", "1 gul lök", "1 dl ströbröd", "1 dl grädde", "salt"])
        #expect(Diets.of(polish).isEmpty)
        #expect(Diets.of(swedish).isEmpty)
        #expect(listed("vegan", [polish, swedish, lentils]) == ["sopa-de-lentejas"])
        #expect(Preferences(diets: ["vegetarian"]).whyHidden(polish) == ["not vegetarian"])
        // A German page whose lines the parser split oddly is still read ("2 Stück, rot Paprika").
        let paprika = recipe("paprikagemuse", ["2 Stück, rot Paprika", "1 EL, gehackt Petersilie", "2 TL Pflanzenöl", "1 Prise(n) Salz"])
        #expect(Diets.of(paprika).contains("vegan"))
        // What a recipe declares is taken at its word, in any language.
        var declared = polish
        declared.diets = ["gluten-free"]
        #expect(Diets.of(declared) == ["gluten-free"])
    }

    /// Honey is not vegan in any language.
    /// "Vegan oliebollen" showed "Contains: dairy" for its plantaardige
    /// melk, and "50 g vegane Butter" was dairy while "vegan butter" was not.
    @Test func plantMilksAndButtersInOtherLanguagesAreNotDairy() {
        for line in ["500 ml plantaardige melk", "50 g vegane Butter", "200 ml Hafermilch", "200 ml leche de avena",
                     "50 gr plantaardige margarine", "100 ml pflanzliche Sahne", "1 l leche vegetal"] {
            #expect(!Allergens.named(IngredientParser.parse(line).name).contains("dairy"), "\(line)")
        }
        for line in ["100 ml Milch", "50 g Butter", "500 ml volle melk", "2 EL Sahne"] {
            #expect(Allergens.named(IngredientParser.parse(line).name).contains("dairy"), "\(line)")
        }
        let oliebollen = recipe("vegan-oliebollen", ["500 gr bloem", "500 ml plantaardige melk", "7 gr gedroogde gist",
                                                     "50 gr plantaardige magarine", "1 el fijne kristalsuiker", "1 tl zout",
                                                     "zonnebloemolie (om in te frituren)", "poedersuiker"])
        #expect(Diets.of(oliebollen).isSuperset(of: ["vegan", "dairy-free"]))
        #expect(listed("vegan", [oliebollen, recipe("melk", ["500 ml melk", "500 gr bloem"])]) == ["vegan-oliebollen"])
    }

    @Test func honeyIsNotVegan() {
        let toast = recipe("tostadas", ["2 cucharadas de miel", "1 plátano"])
        #expect(!Diets.of(toast).contains("vegan"))
        #expect(Diets.of(toast).contains("vegetarian"))
    }
}

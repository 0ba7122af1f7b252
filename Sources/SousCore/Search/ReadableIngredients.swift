/// Whether Sous can read a recipe's ingredient lines well enough to judge
/// its diets. A page in a language Sous has no words for (Polish, Swedish,
/// Turkish) shows no meat word Sous knows, and was judged vegan for it: a
/// wrong claim is worse than none, so such a recipe is judged to fit no
/// diet. A line is read when it has a word Sous knows as a food, an
/// allergen, meat, or a measure of the kitchen, in English or a language
/// of `EuropeanFoodWords`; the recipe is read when at least half its lines are.
enum ReadableIngredients {
    static func canJudge(_ ingredients: [Ingredient]) -> Bool {
        ingredients.filter(isRead).count * 2 >= ingredients.count
    }

    static func isRead(_ ingredient: Ingredient) -> Bool {
        // The whole line: a parser may have left the food in the note ("2 Stück, rot Paprika").
        let line = [ingredient.text, ingredient.name, ingredient.note ?? ""].joined(separator: " ")
        if !Allergens.named(line).isEmpty || Diets.hasMeat(line) { return true }
        return Words.tokens(line).contains { word in
            known.contains(word) || known.contains(Words.stem(word)) || knownParts.contains { word.contains($0) }
        }
    }

    /// Common foods and kitchen words that are no allergen and no meat.
    private static let known: Set<String> = [
        // English
        "onion", "garlic", "salt", "pepper", "oil", "water", "sugar", "tomato", "carrot", "potato", "lemon", "lime", "orange",
        "apple", "banana", "berry", "strawberry", "raspberry", "blueberry", "cherry", "grape", "pear", "peach", "mango", "pineapple",
        "avocado", "coconut", "date", "raisin", "fig", "apricot", "plum", "rice", "bean", "lentil", "chickpea", "pea", "spinach",
        "lettuce", "cucumber", "courgette", "zucchini", "aubergine", "eggplant", "mushroom", "chili", "chilli", "jalapeno", "cabbage",
        "kale", "broccoli", "cauliflower", "corn", "sweetcorn", "squash", "pumpkin", "leek", "shallot", "scallion", "ginger", "basil",
        "parsley", "coriander", "cilantro", "thyme", "rosemary", "oregano", "mint", "dill", "sage", "bay", "chive", "cumin",
        "paprika", "turmeric", "cinnamon", "nutmeg", "cayenne", "curry", "saffron", "vanilla", "cardamom", "spice", "herb", "seed",
        "oat", "quinoa", "vinegar", "syrup", "maple", "yeast", "baking", "soda", "powder", "cocoa", "chocolate", "cornstarch",
        "cornflour", "starch", "sauce", "paste", "juice", "zest", "wine", "vegetable", "fruit", "olive", "caper", "arugula", "rocket",
        "beet", "beetroot", "radish", "asparagus", "artichoke", "fennel", "cup", "tablespoon", "teaspoon", "tbsp", "tsp", "pinch",
        "handful", "bunch", "clove", "can", "tin", "jar", "packet", "slice", "piece", "chopped", "sliced", "diced", "minced",
        "grated", "fresh", "dried", "ground", "large", "small", "medium", "whole", "taste", "optional", "serving", "garnish", "ice",
        // Spanish
        "cebolla", "ajo", "sal", "pimienta", "aceite", "agua", "azucar", "tomate", "zanahoria", "patata", "papa", "limon", "naranja",
        "manzana", "platano", "arroz", "judias", "frijoles", "lentejas", "garbanzos", "guisantes", "espinacas", "lechuga", "pepino",
        "pimiento", "calabaza", "calabacin", "berenjena", "champinones", "setas", "perejil", "comino", "pimenton", "laurel", "canela",
        "vinagre", "vino", "levadura", "maiz", "puerro", "hierbas", "especias", "cucharada", "cucharadas", "cucharadita",
        "cucharaditas", "pizca", "diente", "dientes", "taza", "tazas", "gusto", "picado", "picada", "rallado", "fresco", "fresca",
        "seco", "zumo", "jugo", "aguacate", "almidon",
        // Portuguese
        "cebola", "alho", "pimenta", "azeite", "oleo", "acucar", "cenoura", "batata", "limao", "laranja", "maca", "feijao",
        "lentilha", "grao", "ervilha", "espinafre", "alface", "pimentao", "abobora", "abobrinha", "berinjela", "cogumelo",
        "cogumelos", "salsa", "cheiro", "coentro", "cominho", "louro", "vinho", "fermento", "milho", "colher", "colheres", "sopa",
        "xicara", "xicaras", "lata", "gosto", "dente", "pitada", "ralado", "molho", "extrato", "suco",
        // French
        "oignon", "ail", "sel", "poivre", "huile", "eau", "sucre", "carotte", "pomme", "terre", "citron", "riz", "haricots",
        "lentilles", "pois", "epinards", "poivron", "champignons", "persil", "coriandre", "thym", "romarin", "basilic", "laurier",
        "cannelle", "vinaigre", "vin", "levure", "echalote", "gousse", "cuillere", "cuilleres", "pincee", "hache", "hachee", "frais",
        "fraiche", "jus",
        // Italian
        "cipolla", "cipolle", "aglio", "sale", "pepe", "olio", "acqua", "zucchero", "pomodoro", "pomodori", "carota", "carote",
        "patate", "limone", "arancia", "mela", "riso", "fagioli", "lenticchie", "ceci", "piselli", "spinaci", "peperone", "peperoni",
        "zucca", "zucchine", "melanzane", "melanzana", "funghi", "prezzemolo", "basilico", "origano", "rosmarino", "alloro",
        "cannella", "aceto", "lievito", "spicchio", "spicchi", "cucchiaio", "cucchiai", "cucchiaino", "cucchiaini", "pizzico", "qb",
        "tritato", "tritata", "passata", "concentrato",
        // German
        "salz", "pfeffer", "ol", "wasser", "zucker", "karotte", "karotten", "mohre", "mohren", "zitrone", "apfel", "reis", "bohnen",
        "linsen", "kichererbsen", "erbsen", "spinat", "kurbis", "pilze", "petersilie", "koriander", "thymian", "rosmarin",
        "basilikum", "lorbeer", "zimt", "essig", "wein", "hefe", "lauch", "porree", "el", "tl", "prise", "stuck", "zehe", "zehen",
        "belieben", "gehackt", "frisch", "saft",
        // Dutch
        "ui", "uien", "knoflook", "zout", "peper", "olie", "suiker", "tomaat", "wortel", "wortels", "aardappel", "aardappelen",
        "citroen", "appel", "rijst", "bonen", "linzen", "kikkererwten", "erwten", "spinazie", "pompoen", "peterselie", "tijm",
        "rozemarijn", "basilicum", "kaneel", "azijn", "wijn", "gist", "prei", "eetlepel", "eetlepels", "theelepel", "theelepels",
        "snufje", "teentje", "teentjes", "smaak", "gesnipperd", "vers", "verse",
    ]

    /// German and Dutch compounds: Knoblauchzehen, Tomatenmark, Paprikapulver, Gemüsebrühe.
    private static let knownParts = [
        "zwiebel", "kartoffel", "tomate", "paprika", "gemuse", "knoblauch", "salz", "pfeffer", "zucker", "essig", "pflanzen",
        "kraut", "krauter", "pilz", "aardappel", "knoflook", "groente",
    ]
}

/// Whether Sous can read a recipe's ingredient lines well enough to judge
/// its diets. A page in a language Sous has no words for (Polish, Swedish,
/// Turkish) shows no meat word Sous knows, and was judged vegan for it: a
/// wrong claim is worse than none, so such a recipe is judged to fit no
/// diet. A line is read when it has a word Sous knows as a food, an
/// allergen, meat, or a measure of the kitchen, in English or a language
/// of `EuropeanFoodWords`; the recipe is read when at least half its lines
/// are, and every line with a word Sous does not know names a food it does.
enum ReadableIngredients {
    static func canJudge(_ ingredients: [Ingredient]) -> Bool {
        // One pass, stopping at the first line that names nothing known:
        // `list --diet` asks this of every recipe in the library.
        var read = 0
        for ingredient in ingredients {
            guard namesFood(ingredient) else { return false }
            if isRead(ingredient) { read += 1 }
        }
        return read * 2 >= ingredients.count
    }

    static func isRead(_ ingredient: Ingredient) -> Bool {
        // The whole line: a parser may have left the food in the note ("2 Stück, rot Paprika").
        let line = [ingredient.text, ingredient.name, ingredient.note ?? ""].joined(separator: " ")
        if !Allergens.named(line).isEmpty || Diets.hasMeat(line) { return true }
        return Words.tokens(line).contains { word in
            known.contains(word) || known.contains(Words.stem(word)) || knownParts.contains { word.contains($0) }
        }
    }

    /// The names of the lines that name no food Sous knows ("2 tbsp
    /// Bisto granules", "mini M&M's"): what such a thing holds is anyone's
    /// guess, so a recipe with one is not called nut-free or vegan. A line
    /// of measures and kitchen words alone ("to taste") names nothing to worry about.
    static func unnamed(_ ingredients: [Ingredient]) -> [String] {
        ingredients.filter { !namesFood($0) }.map { $0.name.isEmpty ? $0.text : $0.name }
    }

    static func namesFood(_ ingredient: Ingredient) -> Bool {
        let line = [ingredient.text, ingredient.name, ingredient.note ?? ""].joined(separator: " ")
        if Allergens.mentioned(in: line) || Diets.hasMeat(line) { return true }
        var unknown = false
        let words = Words.tokens(line)
        // "plantaardige margarine", "vegan spread": a plant fat, whatever the brand.
        if words.contains(where: plantFats.contains), words.contains(where: plantWords.contains) { return true }
        for word in words {
            let stem = Words.stem(word)
            if stem == "seasoning", words.contains(where: notHarmlessWith.contains) { unknown = true; continue }
            if foods.contains(word) || foods.contains(stem) || knownParts.contains(where: { word.contains($0) }) { return true }
            if !known.contains(word), !known.contains(stem), !kitchenWords.contains(word), !kitchenWords.contains(stem),
               word.first?.isNumber != true, !word.allSatisfy({ $0.isNumber || "½⅓⅔¼¾⅛".contains($0) }) {
                unknown = true
            }
        }
        return !unknown
    }

    /// Whether one word names a food Sous knows ("pasta", "paste", "pears"):
    /// such a word is taken as said, never as a typo of another food.
    static func isFood(_ word: String) -> Bool {
        let stem = Words.stem(word)
        return foods.contains(word) || foods.contains(stem) || !Allergens.named(word).isEmpty || Diets.hasMeat(word)
    }

    /// Foods that are no allergen and no meat, besides those of `known`:
    /// vegetables, fruit, herbs, spices, grains, sweeteners and drinks.
    private static let foods: Set<String> = known.subtracting(kitchenWords).union([
        "honey", "agave", "molasses", "treacle", "jam", "marmalade", "ketchup", "salsa", "sriracha", "harissa", "tabasco",
        "chipotle", "ancho", "poblano", "habanero", "serrano", "guajillo", "pepperoncini", "capsicum", "peppercorn",
        "allspice", "anise", "clove", "fenugreek", "sumac", "mace", "juniper", "caraway", "tarragon", "chervil", "marjoram",
        "lemongrass", "galangal", "lovage", "sorrel", "watercress", "cress", "endive", "radicchio", "chicory",
        "chard", "collard", "choy", "okra", "turnip", "parsnip", "swede", "rutabaga", "yam", "kohlrabi",
        "sprout", "shoot", "jicama", "taro", "plantain", "cassava", "yucca", "tomatillo", "onion", "scallion", "garlic",
        "greens", "salad", "leaf", "lettuce", "romaine", "iceberg", "microgreens", "pea", "edamame", "melon", "watermelon",
        "cantaloupe", "honeydew", "kiwi", "papaya", "guava", "lychee", "pomegranate", "persimmon", "quince",
        "nectarine", "clementine", "mandarin", "tangerine", "satsuma", "grapefruit", "yuzu", "kumquat", "citrus",
        "cranberry", "blackberry", "currant", "gooseberry", "elderflower", "rhubarb", "prune", "sultana", "lemon", "lime",
        "polenta", "cornmeal", "grits", "masa", "hominy", "tapioca", "arrowroot", "buckwheat", "millet", "amaranth",
        "sorghum", "teff", "cacao", "coffee", "espresso", "tea", "matcha", "chai", "vodka", "rum", "brandy", "cognac",
        "sherry", "bourbon", "whisky", "whiskey", "gin", "tequila", "cider", "sake", "mirin", "vermouth", "liqueur",
        "prosecco", "champagne", "kombu", "nori", "wakame", "seaweed", "agar", "xanthan", "pectin", "bicarbonate",
        "cornstarch", "gherkin", "cornichon", "pickle", "sauerkraut", "stevia", "sweetener", "dextrose", "glucose", "icing",
        "blossom", "rosewater", "lavender", "hibiscus", "popcorn", "potato", "tomato", "passata", "puree", "purée",
        "legume", "pulse", "kidney", "pinto", "cannellini", "borlotti", "haricot", "lima", "fava", "mung",
        "adzuki", "quinoa", "rice", "risotto", "arborio", "basmati", "jasmine", "chili", "chilli", "chile", "pepper",
        "peppers", "jalapeño", "salt", "sugar", "oil", "water", "ice", "stock", "vegetable", "vegetables", "fruit",
        "raisin", "date", "apricot", "berry", "mushroom", "shiitake", "portobello", "chanterelle", "porcini", "champignon",
        "eggplant", "marrow", "gourd", "squash", "pumpkin", "zucchini", "avocado", "olive", "caper", "artichoke", "fennel",
        "asparagus", "beetroot", "beet", "radish", "daikon", "celery", "corn", "cob", "soda", "tonic", "lemonade", "cola",
        "extract", "essence", "coloring", "colouring", "saffron", "vanilla", "cinnamon", "nutmeg", "ginger", "turmeric",
        "garam", "masala", "cajun", "creole", "jerk", "baharat", "berbere", "hanout", "chaat", "phoron",
        "paprika", "cumin", "coriander", "cardamom", "cayenne", "oregano", "thyme", "rosemary", "sage", "bay", "dill",
        "basil", "parsley", "mint", "chive", "cilantro", "herbes", "seasoning", "gochugaru",
        // The same in the languages of `known`.
        "albahaca", "menta", "hierbabuena", "romero", "tomillo", "jengibre", "curcuma", "guindilla", "manjericao",
        "hortela", "cebolinha", "salsinha", "paprica", "palmito", "gengibre", "colorau", "pomodorini", "mentuccia", "peperoncino",
        "zenzero", "noce", "moscata", "capperi", "maizena", "rhum", "ron", "kurkuma", "muskat", "nootmuskaat", "gember",
        "bieslook", "munt", "dille", "ingwer", "schnittlauch", "minze", "gurke", "gurken", "muskatnuss", "miel", "mel", "miele",
        "honig", "honing",
    ])

    /// Fats named for being plant-based ("plantaardige margarine"); a
    /// plain margarine may hold whey, so it takes the plant word.
    private static let plantFats: Set<String> = ["margarine", "magarine", "margarina", "spread", "butter", "boter"]
    private static let plantWords: Set<String> = [
        "plant", "vegan", "vegane", "veganer", "veganes", "veganen", "vegano", "vegana", "plantaardig", "plantaardige", "pflanzlich",
        "pflanzliche", "pflanzlicher", "pflanzliches", "vegetal", "vegetale", "vegetaux", "veganistische",
    ]

    /// Mixes of what is harmless, named by a word that elsewhere may hide
    /// anything ("seasoning" alone is a food, but ranch seasoning holds buttermilk).
    private static let notHarmlessWith: Set<String> = ["ranch", "taco", "fajita", "bbq", "barbecue"]

    /// Measures, sizes and what is done to a food: read, but naming no food.
    private static let kitchenWords: Set<String> = [
        "cup", "tablespoon", "teaspoon", "tbsp", "tsp", "tbs", "tbl", "pinch", "dash", "splash", "drizzle", "handful", "bunch",
        "sprig", "stalk", "stick", "can", "tin", "jar", "packet", "pack", "package", "pkg", "bag", "box", "bottle", "carton",
        "slice", "piece", "chunk", "cube", "wedge", "strip", "sheet", "head", "knob", "inch", "cm", "mm", "g", "gr", "gram",
        "kg", "kilo", "ml", "l", "litre", "liter", "dl", "cl", "oz", "ounce", "lb", "lbs", "pound", "pint", "quart", "gallon",
        "qt", "pt", "fl", "c", "t", "chopped", "sliced", "diced", "minced", "grated", "shredded", "crushed", "mashed",
        "peeled", "trimmed", "halved", "quartered", "cubed", "julienned", "torn", "roughly", "finely", "thinly", "coarsely",
        "freshly", "lightly", "fresh", "dried", "dry", "ground", "large", "small", "medium", "big", "little", "whole", "taste",
        "optional", "serving", "serve", "garnish", "cooked", "uncooked", "raw", "frozen", "thawed", "canned", "tinned",
        "drained", "rinsed", "washed", "softened", "melted", "room", "temperature", "cold", "warm", "hot", "boiling",
        "lukewarm", "packed", "heaped", "level", "rounded", "scant", "generous", "about", "approximately", "approx", "plus",
        "extra", "more", "less", "needed", "desired", "divided", "separated", "beaten", "whisked", "sifted", "toasted",
        "roasted", "grilled", "fried", "baked", "steamed", "boiled", "cut", "into", "in", "on", "of", "and", "or", "to", "for",
        "the", "a", "an", "with", "without", "from", "at", "as", "each", "such", "your", "any", "some", "other", "few", "one",
        "two", "three", "four", "five", "six", "half", "quarter", "third", "dozen", "per", "x", "if", "like", "preferably",
        "good", "quality", "best", "store", "bought", "homemade", "ready", "made", "kind", "type", "style", "brand", "fine",
        "coarse", "thick", "thin", "long", "short", "ripe", "firm", "soft", "crisp", "crispy", "crunchy", "smooth", "plain",
        "light", "dark", "red", "green", "yellow", "white", "black", "brown", "golden", "pink", "purple", "orange", "baby",
        "young", "mature", "new", "old", "mixed", "assorted", "seasonal", "organic", "free", "range", "low", "reduced",
        "sodium", "fat", "full", "skinned", "skinless", "boneless", "deseeded", "seeded", "pitted", "stoned", "cored",
        "zested", "juiced", "squeezed", "sprinkle", "topping", "decoration", "dusting", "greasing", "frying", "cooking",
        "brushing", "spray", "leftover", "reserved", "remaining", "equipment", "note", "see", "recipe", "below", "above",
        "pieces", "lengthwise", "crosswise", "bite", "sized", "size", "rough", "well",
        "tablespoons", "teaspoons", "cups", "it", "them", "is", "are", "be", "will", "you", "use", "used",
        // The same in the languages of `known`, and their small words.
        "cucharada", "cucharadas", "cucharadita", "cucharaditas", "pizca", "diente", "dientes", "taza", "tazas", "gusto",
        "picado", "picada", "rallado", "fresco", "fresca", "seco", "colher", "colheres", "sopa", "xicara", "xicaras", "lata",
        "gosto", "dente", "pitada", "ralado", "gousse", "cuillere", "cuilleres", "pincee", "hache", "hachee", "frais",
        "fraiche", "spicchio", "spicchi", "cucchiaio", "cucchiai", "cucchiaino", "cucchiaini", "pizzico", "qb", "tritato",
        "tritata", "el", "tl", "prise", "stuck", "zehe", "zehen", "belieben", "gehackt", "frisch", "eetlepel", "eetlepels",
        "theelepel", "theelepels", "snufje", "teentje", "teentjes", "smaak", "gesnipperd", "vers", "verse", "de", "del", "la",
        "las", "los", "y", "con", "al", "da", "do", "dos", "das", "em", "e", "com", "du", "des", "le", "les", "et", "au",
        "aux", "di", "il", "lo", "der", "die", "und", "mit", "zum", "het", "een", "van", "met", "en",
    ]

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
        "kraut", "krauter", "pilz", "aardappel", "knoflook", "groente", "kool", "olie", "peper", "reis", "muskaat", "suiker",
    ]
}

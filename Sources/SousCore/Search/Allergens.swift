/// Allergens read from a recipe's ingredient names. Imported pages and
/// remote recipes rarely declare them, and "--without egg" must still keep
/// out a cake with "2 large eggs": a missed allergen can hurt someone, so
/// the filter uses what the recipe declares and what its ingredients show.
public enum Allergens {
    /// The allergens of a recipe: declared, plus found in its ingredients.
    public static func of(_ recipe: Recipe) -> [String] {
        var found = Set(recipe.allergens.map { $0.lowercased() })
        for ingredient in recipe.ingredients { found.formUnion(named(ingredient.name)) }
        return found.sorted()
    }

    /// The allergen a cook means by a word: "milk" and "lactose" are dairy,
    /// "wheat" gluten, "prawns" shellfish; nil for a word that names no
    /// allergen ("mushrooms"), which a filter then treats as an ingredient.
    /// The allergen categories, as recipes and `--without` name them.
    public static var names: [String] { table.keys.sorted() }

    public static func category(_ word: String) -> String? {
        let key = Words.tokens(word).map(Words.stem).joined(separator: " ")
        if let known = table.keys.first(where: { Words.stem($0) == key }) { return known }
        return synonyms[key]
    }

    private static let synonyms: [String: String] = [
        "milk": "dairy", "lactose": "dairy", "dairy free": "dairy", "wheat": "gluten", "coeliac": "gluten", "celiac": "gluten",
        "tree nut": "nuts", "tree": "nuts", "shrimp": "shellfish", "prawn": "shellfish", "crustacean": "shellfish",
        "mollusc": "shellfish", "seafood": "shellfish", "soya": "soy", "soybean": "soy", "peanut": "peanuts", "groundnut": "peanuts",
        "nut": "nuts", "egg": "egg",
    ]

    /// The allergens one ingredient name shows ("Parmesan" -> dairy), in
    /// English or a language a cook imports from ("queso" -> dairy).
    public static func named(_ name: String) -> Set<String> {
        let words = Words.tokens(name)
        var stems = Set(words.map(Words.stem)).union(words)
        for index in words.indices.dropFirst() { stems.insert(words[index - 1] + " " + words[index]) }
        var found = Set<String>()
        for (allergen, markers) in table where !markers.isDisjoint(with: stems) {
            if let exceptions = exceptions[allergen], !exceptions.isDisjoint(with: stems) { continue }
            // "vegane Butter", "Hafer-Sahne": plant-based in another language.
            if excusedAbroad.contains(allergen), !EuropeanFoodWords.excuses(for: allergen).isDisjoint(with: stems) { continue }
            found.insert(allergen)
        }
        return found.union(EuropeanFoodWords.allergens(in: name))
    }

    /// Allergens whose English word another language's word can excuse:
    /// the plant-based milks, butters and creams, and vegan eggs.
    private static let excusedAbroad: Set<String> = ["dairy", "egg"]

    /// Whether a name has an allergen's word at all, also where another
    /// word excuses it ("gluten-free flour", "vegan butter", "coconut
    /// milk"): it names a food Sous knows, whatever it holds.
    static func mentioned(in name: String) -> Bool {
        let words = Words.tokens(name)
        var stems = Set(words.map(Words.stem)).union(words)
        for index in words.indices.dropFirst() { stems.insert(words[index - 1] + " " + words[index]) }
        return table.values.contains { !$0.isDisjoint(with: stems) } || EuropeanFoodWords.mentionsAllergen(in: name)
    }

    /// Each allergen's words, and the foods that carry it without naming
    /// it, which a "nut-free" label must not miss: pesto (pine nuts and
    /// parmesan), Nutella, satay (peanuts), hummus and za'atar (sesame),
    /// Dijon (mustard), flatbreads and croutons (wheat), gochujang and
    /// hoisin (soy and wheat). Oats are gluten,
    /// as the bundled recipes declare them, unless they are gluten-free oats.
    private static let table: [String: Set<String>] = [
        "egg": ["egg", "eggs", "mayonnaise", "mayo", "meringue", "aioli", "eggnog", "hollandaise", "bearnaise", "béarnaise",
                "brioche", "ladyfinger", "savoiardi", "pavlova", "caesar dressing"],
        "dairy": ["milk", "butter", "buttermilk", "cream", "cheese", "yogurt", "yoghurt", "ghee", "parmesan", "parmigiano",
                  "mozzarella", "feta", "cheddar", "ricotta", "mascarpone", "halloumi", "brie", "creme", "crème", "kefir",
                  "custard", "paneer", "gruyere", "gruyère", "pecorino", "quark", "whey", "burrata", "gouda", "camembert",
                  "emmental", "fromage", "labneh", "eggnog", "hollandaise", "bearnaise", "béarnaise", "bechamel", "béchamel",
                  "tzatziki", "raita", "nutella", "gianduja", "hazelnut spread", "pesto", "caesar dressing", "brioche"],
        "gluten": ["flour", "bread", "breadcrumbs", "breadcrumb", "panko", "pasta", "spaghetti", "noodles", "noodle", "couscous",
                   "bulgur", "bulghur", "barley", "rye", "wheat", "semolina", "farro", "spelt", "pastry", "pita", "pitta", "naan",
                   "crackers", "cracker", "biscuits", "biscuit", "beer", "seitan", "orzo", "lasagne", "lasagna", "macaroni",
                   "penne", "fusilli", "linguine", "tagliatelle", "fettuccine", "gnocchi", "udon", "ramen", "baguette",
                   "croissant", "brioche", "tortilla", "tortillas", "sourdough", "ciabatta", "focaccia", "rigatoni", "soy sauce",
                   "flatbread", "crouton", "doughnut", "donut", "dough", "filo", "phyllo", "bagel", "pretzel", "crumpet",
                   "oat", "oatmeal", "freekeh", "bechamel", "béchamel", "ladyfinger", "savoiardi", "baklava", "wrap", "crust",
                   "gochujang", "hoisin", "teriyaki"],
        "nuts": ["almond", "almonds", "walnut", "walnuts", "pecan", "pecans", "cashew", "cashews", "hazelnut", "hazelnuts",
                 "pistachio", "pistachios", "macadamia", "nut", "nuts", "praline", "marzipan", "frangipane", "pesto", "nutella",
                 "gianduja", "romesco", "dukkah", "duqqa", "baklava", "amaretti", "nougat"],
        "peanuts": ["peanut", "peanuts", "groundnut", "groundnuts", "satay", "monkey nut", "monkey nuts"],
        "soy": ["soy", "soya", "tofu", "tempeh", "edamame", "miso", "tamari", "gochujang", "doenjang", "hoisin", "teriyaki",
                "ponzu", "natto", "black bean sauce"],
        "fish": ["fish", "salmon", "tuna", "cod", "anchovy", "anchovies", "sardine", "sardines", "mackerel", "haddock", "trout",
                 "halibut", "tilapia", "snapper", "pollock", "worcestershire", "bonito", "dashi", "caviar", "roe",
                 "taramasalata", "caesar dressing", "ponzu"],
        "shellfish": ["prawn", "prawns", "shrimp", "shrimps", "crab", "lobster", "mussel", "mussels", "clam", "clams", "oyster",
                      "oysters", "scallop", "scallops", "squid", "calamari", "crayfish", "langoustine"],
        "sesame": ["sesame", "tahini", "halva", "halvah", "hummus", "houmous", "humous", "hommus", "zaatar", "zatar", "zahtar",
                   "furikake", "gomasio", "gomashio", "dukkah", "duqqa"],
        "celery": ["celery", "celeriac"],
        "mustard": ["mustard", "dijon"],
    ]

    /// Words that make a marker something else: coconut milk, peanut
    /// butter, rice noodles, gluten-free flour, nut-free, butter beans.
    private static let exceptions: [String: Set<String>] = [
        "dairy": ["coconut", "almond", "oat", "soy", "soya", "rice", "peanut", "cashew", "vegan", "dairy-free", "plant",
                  "cocoa", "nut", "beans", "bean", "tartar", "free", "shea", "seed", "sunflower"],
        "gluten": ["rice", "almond", "coconut", "corn", "chickpea", "gram", "buckwheat", "tapioca", "potato", "gluten-free",
                   "free", "cassava", "arrowroot", "quinoa", "sorghum", "teff", "millet", "glass", "zucchini", "courgette",
                   "lettuce", "cabbage", "collard", "nori", "rice paper"],
        // Monkey nuts are peanuts.
        "nuts": ["free", "monkey"],
        "egg": ["free", "vegan"],
    ]
}

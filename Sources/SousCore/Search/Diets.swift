/// The diets a recipe fits. A recipe that declares its diets is taken at
/// its word; one that declares none (a cook's own, an imported page, a
/// remote result) is judged by its ingredients, as `--without` judges
/// allergens: otherwise `prefs --diet vegetarian` hid every recipe a cook
/// had imported. Judging errs on the side of leaving a diet out: "stock"
/// of unknown kind, gelatine or Worcestershire sauce make a dish not
/// vegetarian. What the source says the dish does not fit (`notDiets`)
/// is never judged back in, and a recipe whose ingredients Sous mostly
/// cannot read (a language it has no words for), or with one ingredient
/// that names no food Sous knows ("Bisto granules", "M&M's"), is judged to fit none.
public enum Diets {
    public static func of(_ recipe: Recipe) -> Set<String> {
        var declared = Set(recipe.diets.map { $0.lowercased() })
        // What a declared diet implies: a vegan curry suits a vegetarian, and a pescatarian.
        if declared.contains("vegan") { declared.insert("vegetarian") }
        if declared.contains("vegetarian") { declared.insert("pescatarian") }
        var excluded = Set(recipe.notDiets.map { $0.lowercased() })
        // Not vegetarian is not vegan either.
        if excluded.contains("vegetarian") { excluded.insert("vegan") }
        guard declared.isEmpty, !recipe.ingredients.isEmpty else { return declared.subtracting(excluded) }
        return judged(recipe).subtracting(excluded)
    }

    /// Whether `of` could judge a recipe that declares no diets: false when
    /// its ingredients are mostly in words Sous cannot read, or one of them
    /// names no food Sous knows, so a display can say why no diet is shown.
    public static func canJudge(_ recipe: Recipe) -> Bool {
        ReadableIngredients.canJudge(recipe.ingredients)
    }

    /// The ingredients that keep a recipe from being judged: those naming
    /// no food Sous knows ("Bisto granules"), as the recipe names them.
    public static func unknownIngredients(_ recipe: Recipe) -> [String] {
        ReadableIngredients.unnamed(recipe.ingredients)
    }

    private static func judged(_ recipe: Recipe) -> Set<String> {
        guard ReadableIngredients.canJudge(recipe.ingredients) else { return [] }
        let allergens = Set(Allergens.of(recipe))
        var diets = Set<String>()
        if !allergens.contains("gluten") { diets.insert("gluten-free") }
        if !allergens.contains("dairy") { diets.insert("dairy-free") }
        if !allergens.contains("egg") { diets.insert("egg-free") }
        if allergens.isDisjoint(with: ["nuts", "peanuts"]) { diets.insert("nut-free") }
        let names = recipe.ingredients.map(\.name)
        let meat = names.contains(where: hasMeat)
        let seafood = !allergens.isDisjoint(with: ["fish", "shellfish"])
        if !meat { diets.insert("pescatarian") }
        if !meat, !seafood {
            diets.insert("vegetarian")
            if diets.isSuperset(of: ["dairy-free", "egg-free"]), !names.contains(where: { !Set(Words.stems($0)).isDisjoint(with: honey) }) {
                diets.insert("vegan")
            }
        }
        return diets
    }

    /// Whether an ingredient is meat, or may be (stock of unknown kind), in
    /// English or a language a cook imports from ("carne picada", "Bratwurst").
    static func hasMeat(_ name: String) -> Bool {
        let stems = Words.stems(name)
        let words = Set(stems)
        guard words.isDisjoint(with: meatFree), words.isDisjoint(with: EuropeanFoodWords.meatFree) else { return false }
        for (index, word) in stems.enumerated() where meatWords.contains(word) {
            // "beef tomatoes", "duck eggs", "kidney beans": the animal (or
            // the organ) names the kind of what follows it; "pork and beans" is pork.
            if index + 1 < stems.count, ["tomato", "egg", "bean"].contains(stems[index + 1]) { continue }
            return true
        }
        if EuropeanFoodWords.isMeat(name) { return true }
        let stock = !words.isDisjoint(with: ["stock", "broth", "bouillon"]) || EuropeanFoodWords.isStock(name)
        return stock && words.isDisjoint(with: ["vegetable", "veg", "mushroom", "miso"]) && !EuropeanFoodWords.isOfVegetables(name)
    }

    /// Whether a food so named is outside `diet`, judged by its name alone
    /// (no recipe around it): "honey" is not vegan, "chicken stock" not
    /// vegetarian, "sunflower seed butter" fits both. False for a diet Sous
    /// does not know.
    static func excludes(_ diet: String, _ name: String) -> Bool {
        let allergens = Allergens.named(name)
        let meat = hasMeat(name)
        let seafood = !allergens.isDisjoint(with: ["fish", "shellfish"])
        switch diet.lowercased() {
        case "gluten-free": return allergens.contains("gluten")
        case "dairy-free": return allergens.contains("dairy")
        case "egg-free": return allergens.contains("egg")
        case "nut-free": return !allergens.isDisjoint(with: ["nuts", "peanuts"])
        case "pescatarian": return meat
        case "vegetarian": return meat || seafood
        case "vegan":
            return meat || seafood || !allergens.isDisjoint(with: ["dairy", "egg"]) || !Set(Words.stems(name)).isDisjoint(with: honey)
        default: return false
        }
    }

    /// Honey in English and the languages a cook imports from: not vegan.
    private static let honey: Set<String> = ["honey", "miel", "mel", "miele", "honig", "honing"]
    private static let meatFree: Set<String> = ["vegan", "vegetarian", "veggie", "plant", "meatless", "meat-free", "quorn", "tofu", "seitan"]
    private static let meatWords: Set<String> = [
        "chicken", "beef", "pork", "lamb", "mutton", "veal", "bacon", "ham", "sausage", "chorizo", "salami", "pepperoni",
        "prosciutto", "pancetta", "guanciale", "turkey", "duck", "goose", "venison", "rabbit", "mince", "steak", "rib", "brisket",
        "gelatine", "gelatin", "lard", "suet", "meat", "meatball", "mortadella", "speck", "jamon", "nduja", "oxtail", "liver",
        "kidney", "pheasant", "quail", "bone", "dripping", "schmaltz", "anchovy", "worcestershire", "dashi", "bonito",
        // Cuts and cured meats named without their animal ("ground chuck", "top sirloin").
        "sirloin", "tenderloin", "chuck", "ribeye", "bavette", "flank", "tripe", "sweetbread", "offal",
        "giblet", "gammon", "hock", "frankfurter", "wiener", "kielbasa", "bratwurst", "andouille", "pastrami", "bresaola",
        "capicola", "coppa", "soppressata", "lardon", "jerky", "biltong", "foie", "hotdog",
    ]
}

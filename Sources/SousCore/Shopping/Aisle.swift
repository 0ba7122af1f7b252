/// Where an item is found in a shop, so the list can be walked once.
///
/// A keyword table is deliberately simple: it only has to put the common
/// things in the right place; anything unknown goes to `other`, which is
/// still on the list.
public enum Aisle: String, CaseIterable, Hashable, Sendable, Codable {
    case produce
    case dairyAndEggs = "dairy & eggs"
    case meatAndFish = "meat & fish"
    case bakery
    case pantry
    case spices
    case frozen
    case other

    /// "Produce", "Dairy & eggs": as a heading.
    public var title: String {
        rawValue.sentenceStart
    }

    /// The aisle for an ingredient name. The longest keyword phrase found
    /// in the name wins; between equally long ones the later word wins,
    /// because English puts the thing last ("chicken stock" is stock),
    /// except after a Romance "of", which puts it first ("caldo de
    /// galinha" is stock, not chicken). A name in another language is
    /// filed as its English name (`ForeignShoppingNames`): "rot Paprika"
    /// is a red bell pepper, not the spice, and "Ei" an egg; a compound
    /// by its head ("Weizenmehl Type 405" is flour).
    public static func of(_ name: String) -> Aisle {
        if let english = ForeignShoppingNames.english(name) { return filed(english) }
        let found = filed(name)
        if found == .other, let loose = ForeignShoppingNames.looseEnglish(name) { return filed(loose) }
        return found
    }

    private static func filed(_ name: String) -> Aisle {
        let words = Words.stems(name)
        guard !words.isEmpty else { return .other }
        let thingFirst = words.contains { ["de", "di", "da", "do", "du", "del"].contains($0) }
        if words.first == "frozen" { return .frozen }
        var best: (length: Int, end: Int, aisle: Aisle)?
        for start in words.indices {
            for length in 1...min(3, words.count - start) {
                let phrase = words[start..<(start + length)].joined(separator: " ")
                guard let aisle = keywords[phrase] else { continue }
                let end = start + length
                if best == nil || length > best!.length || (length == best!.length && end > best!.end && !thingFirst) {
                    best = (length, end, aisle)
                }
            }
        }
        guard let found = best?.aisle else { return .other }
        switch words.first {
        case "ground" where found == .produce || found == .spices:
            // Ground ginger and coriander are spices; ground almonds and beef are not.
            return .spices
        case "dried" where found == .produce:
            return herbs.contains(words.last ?? "") ? .spices : .pantry
        case "canned", "tinned":
            return .pantry
        default:
            return found
        }
    }

    private static let herbs: Set<String> = ["basil", "thyme", "rosemary", "parsley", "dill", "mint", "sage", "tarragon", "chive", "coriander"]

    private static let table: [Aisle: [String]] = [
        .produce: [
            "apple", "avocado", "banana", "basil", "bean sprout", "berry", "blueberry", "raspberry", "strawberry",
            "broccoli", "cabbage", "carrot", "cauliflower", "celery", "chilli", "chili", "jalapeno", "coriander",
            "cilantro", "courgette", "zucchini", "cucumber", "dill", "garlic", "ginger", "green bean", "kale", "leek",
            "lemon", "lime", "lettuce", "mint", "mushroom", "onion", "spring onion", "scallion", "orange", "parsley",
            "pea", "sugar snap pea", "bell pepper", "potato", "sweet potato", "pumpkin", "rocket", "arugula",
            "rosemary", "spinach", "squash", "thyme", "tomato", "sage", "shallot", "herb", "fruit", "grape", "pear",
            "peach", "mango", "pineapple", "beetroot", "aubergine", "eggplant", "radish", "fennel", "asparagus",
            "chive", "salad", "watercress", "cress", "tofu", "melon", "plum", "cherry", "kiwi", "sweetcorn",
            "corn on the cob", "parsnip", "turnip", "swede", "chard", "pak choi", "bok choy", "lemongrass",
            "red pepper", "green pepper", "yellow pepper", "orange pepper", "blackberry", "gooseberry", "blackcurrant",
            "redcurrant", "nectarine", "fig", "pomegranate", "clementine",
            "satsuma", "grapefruit", "rhubarb", "celeriac", "okra", "edamame", "bean sprout", "shiitake", "jalapeño",
            "capsicum", "chile", "green chile", "habanero", "habanero pepper", "scotch bonnet", "scotch bonnet pepper",
            "serrano pepper", "poblano pepper", "poblano",
            // The everyday vegetables of the languages whose units Sous reads.
            "cebolla", "cebola", "zwiebel", "oignon", "cipolla", "ajo", "alho", "knoblauch", "ail", "aglio", "tomate", "tomaten",
            "pomodoro", "zanahoria", "cenoura", "karotte", "karotten", "carotte", "carota", "kartoffel", "kartoffeln", "zwiebeln", "patata", "batata",
            "champinon", "champiñones", "champignon", "cogumelo", "calabaza", "abobora", "kurbis", "pimiento", "pimentao", "petersilie",
            "perejil", "limon", "limao", "zitrone",
        ],
        .dairyAndEggs: [
            "milk", "butter", "cheese", "cheddar", "mozzarella", "parmesan", "feta", "halloumi", "ricotta",
            "mascarpone", "cream", "double cream", "single cream", "sour cream", "creme fraiche", "yogurt",
            "yoghurt", "egg", "ghee", "buttermilk", "soy milk", "oat milk", "almond milk", "cream cheese", "gruyere",
            "paneer", "quark", "custard", "pecorino", "pecorino romano", "emmental", "brie", "camembert", "stilton",
            "gorgonzola", "goat cheese", "manchego", "burrata", "cottage cheese", "fromage frais", "kefir",
            "parmigiano", "parmigiano reggiano", "grana padano",
            "leche", "leite", "milch", "lait", "queso", "queijo", "kase", "fromage", "formaggio", "mantequilla", "manteiga",
            "beurre", "nata", "creme", "sahne", "schmand", "huevo", "ovo", "eier", "oeuf", "uovo", "parmesano",
        ],
        .meatAndFish: [
            "chicken", "beef", "pork", "lamb", "turkey", "bacon", "ham", "sausage", "chorizo", "mince", "steak",
            "salmon", "tuna", "cod", "haddock", "prawn", "shrimp", "anchovy", "fish", "mussel", "thigh", "breast",
            "duck", "pancetta", "prosciutto", "chuck", "shoulder", "brisket", "fillet", "seafood", "squid", "crab",
            "carne", "fleisch", "hackfleisch", "pollo", "frango", "pechuga", "peito", "ternera", "cerdo", "poulet", "boeuf",
            "porc", "viande", "manzo", "maiale", "wurstchen", "wurst", "salchicha", "pescado", "peixe", "poisson", "pesce",
        ],
        .bakery: [
            "bread", "sourdough", "sourdough bread", "baguette", "roll", "bun", "tortilla", "pitta", "pita", "naan",
            "wrap", "croissant", "bagel", "brioche", "flatbread", "ciabatta", "focaccia", "muffin",
        ],
        .pantry: [
            "rice", "pasta", "spaghetti", "penne", "noodle", "egg noodle", "rice noodle", "flour", "cornflour",
            "cornstarch", "sugar", "oat", "lentil", "bean", "black bean", "kidney bean", "cannellini bean",
            "chickpea", "quinoa", "couscous", "stock", "broth", "stock cube", "vinegar", "oil", "sesame oil",
            "coconut oil", "sauce", "soy sauce", "tamari", "honey", "syrup", "maple syrup", "jam", "mustard",
            "mayonnaise", "ketchup", "tahini", "peanut butter", "nut", "peanut", "pecan", "almond", "walnut",
            "cashew", "hazelnut", "pistachio", "seed", "pumpkin seed", "sesame seed", "sunflower seed",
            "chocolate", "chocolate chip", "cocoa", "cocoa powder", "baking powder", "baking soda", "bicarbonate",
            "yeast", "nutritional yeast", "vanilla", "vanilla extract", "vanilla pod", "gelatine", "gelatin",
            "coconut milk", "coconut cream", "tomato paste", "tomato puree", "chopped tomato", "passata",
            "olive", "caper", "paste", "harissa", "gochujang", "breadcrumb", "cracker", "coconut", "raisin",
            "sultana", "cranberry", "apricot", "wine", "water", "cereal", "granola", "polenta", "bulgur",
            "miso", "fish sauce", "worcestershire sauce", "sriracha", "pesto", "salsa", "stock pot",
            "macaroni", "fusilli", "rigatoni", "linguine", "tagliatelle", "lasagne", "lasagna", "orzo", "farfalle",
            "ground almond", "cream of tartar", "golden syrup", "treacle", "molasses", "icing sugar", "food colouring",
            "bouillon", "bouillon powder", "bouillon cube", "stock powder",
            "espagueti", "espaguetis", "macarrone", "fideo", "nudeln", "arroz", "reis", "riz", "riso", "caldo", "bruhe", "gemusebruhe", "gemusebouillon",
            "tomatenmark", "molho", "mostaza", "mostarda", "senf", "moutarde", "harina", "farinha", "mehl", "farine",
            "azucar", "acucar", "zucker", "sucre", "zucchero", "anacardo", "leche de coco", "leite de coco",
        ],
        .spices: [
            "salt", "pepper", "black pepper", "white pepper", "cumin", "cumin seed", "paprika", "smoked paprika",
            "cinnamon", "turmeric", "garam masala", "chilli powder", "chili powder", "chilli flake", "chili flake",
            "red pepper flake", "nutmeg", "oregano", "bay leaf", "cardamom", "clove", "coriander seed",
            "fennel seed", "mustard seed", "zaatar", "curry powder", "allspice", "cayenne", "cayenne pepper",
            "mixed spice", "five spice", "saffron", "star anise", "sumac", "spice", "seasoning", "garlic powder",
            "onion powder", "ginger powder", "dried herb", "mixed herb", "herbes de provence", "peppercorn",
            "caraway", "fenugreek", "sea salt", "flaky sea salt", "chipotle powder", "granulated garlic", "garlic granule",
            "ancho chile powder", "chile powder",
            "paprikapulver", "pimenton", "comino", "canela", "zimt", "cannelle", "curry", "pimienta", "pfeffer",
        ],
        .frozen: ["ice cream", "frozen pea", "frozen berry", "ice", "sorbet", "puff pastry", "filo pastry"],
    ]

    private static let keywords: [String: Aisle] = {
        var byPhrase: [String: Aisle] = [:]
        for aisle in Aisle.allCases {
            for phrase in table[aisle] ?? [] {
                byPhrase[Words.stems(phrase).joined(separator: " ")] = aisle
            }
        }
        return byPhrase
    }()
}

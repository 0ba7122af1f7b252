/// One food bought on one line whatever language the recipe wrote it in:
/// a week with an English cake, a German Rührei and a Spanish tortilla
/// listed "10 eggs", "3 eier" and "6 huevos", and `sous pantry add onions`
/// left "2 Zwiebeln" and "1 cebolla" on the list. A name is read in
/// English only when every word of it is known here ("rote Zwiebel" is
/// a red onion, "aceite de oliva" olive oil); a name with a word Sous
/// does not know keeps its own key, as an English name always does.
///
/// Words are accent-free and lower-case, as `Words.tokens` gives them,
/// with "ß" as "ss". None is an English ingredient word ("sale", "latte",
/// "pain" and "peperoni" are left out for that).
enum ForeignShoppingNames {
    /// The English name of a name written in another language, or nil:
    /// "Eier" is "egg", "Zwiebel/n" "onion", "2 Stück, rot Paprika"'s
    /// "rot Paprika" "red bell pepper", "Gemüsebouillon/Gemüsebrühe"
    /// "vegetable stock".
    static func english(_ name: String) -> String? {
        let alternatives = withoutPluralMarker(name).split(separator: "/").map(String.init)
        let read = alternatives.map(englishOfOne)
        guard let first = read.first ?? nil, read.allSatisfy({ $0 == first }) else { return nil }
        return first
    }

    /// The name with each word read in English where it can be, the rest
    /// as written ("Weizenmehl Type 405" is "flour type 405"), for the
    /// aisle; nil when no word was read.
    static func looseEnglish(_ name: String) -> String? {
        var changed = false
        let words = tokens(withoutPluralMarker(name)).map { word -> String in
            if let english = foods[word] ?? compoundEnding(word), english != word { changed = true; return english }
            return word
        }
        return changed ? words.joined(separator: " ") : nil
    }

    /// "Zwiebel/n", "Tomate(n)", "Ei(er)": the plural written into the
    /// word is not a word of its own.
    static func withoutPluralMarker(_ name: String) -> String {
        guard name.contains(where: { $0 == "/" || $0 == "(" }) else { return name }
        return name.replacing(#/(\p{L})[\/(](?:nen|en|er|n|e|s)\)?(?=[^\p{L}]|$)/#) { String($0.output.1) }
    }

    /// "Knoblauchzehen" as its garlic, "Knoblauch", for a line counting
    /// it in cloves: "2 Knoblauchzehen" is bought as "2 Zehen Knoblauch" is.
    static func cloveCompound(_ name: String) -> String? {
        guard let last = tokens(name).last, ["knoblauchzehe", "knoblauchzehen"].contains(last) else { return nil }
        var words = name.split(separator: " ").map(String.init)
        words[words.count - 1] = "Knoblauch"
        return words.joined(separator: " ")
    }

    /// "2 Paprika", "2 Stück Paprika", "2 paprika's": German and Dutch
    /// count bell peppers as "Paprika"; measured ("1 TL Paprika", "1 Prise
    /// Paprika") it is the powder, as in English. The name a counted one
    /// is bought by, "Paprikaschoten" ("bell peppers" for a lower-case
    /// Dutch "paprika's"), so it goes with the vegetables and the other
    /// bell peppers, and a tin of paprika in the pantry does not cover it;
    /// nil for any other line.
    static func countedPaprika(_ ingredient: Ingredient) -> String? {
        let words = tokens(withoutPluralMarker(ingredient.name))
        guard let amount = ingredient.amount, ingredient.unit == nil || ingredient.unit == .piece,
              words == ["paprika"] || words == ["paprikas"] else { return nil }
        let several = amount.upper > 1
        if ingredient.name.first?.isUppercase == true { return several ? "Paprikaschoten" : "Paprikaschote" }
        return several ? "bell peppers" : "bell pepper"
    }

    /// A food word's plural from the table, in the word's own case:
    /// "Zwiebel" -> "Zwiebeln", "Paprikaschote" -> "Paprikaschoten",
    /// "cebolla" -> "cebollas". Nil for a word that is a plural already
    /// ("Eier", not "Eieren"), one two languages make plural apart
    /// ("tomate": Tomaten, tomates), "Paprika" (two are "2 Paprika"), and
    /// any other word.
    static func plural(_ word: String) -> String? {
        let lower = word.lowercased()
        guard let english = foods[lower], english != "paprika" else { return nil }
        let endings = ["n", "en", "er", "s", "es"]
        guard !endings.contains(where: { lower.hasSuffix($0) && foods[String(lower.dropLast($0.count))] == english }) else { return nil }
        let plurals = endings.filter { foods[lower + $0] == english }
        guard plurals.count == 1 else { return nil }
        return word + plurals[0]
    }

    private static func tokens(_ text: String) -> [String] {
        Words.tokens(text).map { $0.replacingOccurrences(of: "ß", with: "ss") }
    }

    private static func englishOfOne(_ name: String) -> String? {
        let words = tokens(name)
        var adjectives: [String] = []
        var found: [String] = []
        var index = 0
        while index < words.count {
            if let (length, english) = phrase(at: index, in: words) {
                found.append(english)
                index += length
                continue
            }
            let word = words[index]
            if let english = foods[word] {
                found.append(english)
            } else if let colour = colours[word] {
                adjectives.append(colour)
            } else if !passing.contains(word) {
                return nil
            }
            index += 1
        }
        guard found.count == 1, var food = found.first else { return nil }
        // German and Dutch "Paprika" with a colour is the vegetable; alone
        // it may be the powder, as in English.
        if food == "paprika" {
            guard !adjectives.isEmpty else { return nil }
            food = "bell pepper"
        }
        return (adjectives + [food]).joined(separator: " ")
    }

    private static func phrase(at index: Int, in words: [String]) -> (Int, String)? {
        for length in stride(from: min(4, words.count - index), through: 2, by: -1) {
            if let english = phrases[words[index..<(index + length)].joined(separator: " ")] { return (length, english) }
        }
        return nil
    }

    private static func compoundEnding(_ word: String) -> String? {
        compoundEndings.first { word.count > $0.0.count + 2 && word.hasSuffix($0.0) }?.1
    }

    /// Foods by their words in Spanish, Portuguese, French, Italian, German and Dutch.
    private static let table: [String: [String]] = [
        "egg": ["ei", "eier", "huevo", "huevos", "ovo", "ovos", "oeuf", "oeufs", "uovo", "uova", "eieren"],
        "onion": ["zwiebel", "zwiebeln", "cebolla", "cebollas", "cebola", "cebolas", "oignon", "oignons", "cipolla", "cipolle",
                  "ui", "uien"],
        "spring onion": ["fruhlingszwiebel", "fruhlingszwiebeln", "lauchzwiebel", "lauchzwiebeln", "cebolleta", "cebolletas",
                         "bosui", "lente ui"],
        "garlic": ["knoblauch", "ajo", "ajos", "alho", "ail", "aglio", "knoflook", "knoblauchzehe", "knoblauchzehen"],
        "potato": ["kartoffel", "kartoffeln", "patata", "patatas", "aardappel", "aardappelen", "pomme de terre",
                   "pommes de terre"],
        "tomato": ["tomate", "tomates", "tomaten", "tomaat", "pomodoro", "pomodori"],
        "tomato paste": ["tomatenmark", "tomatenpuree", "concentrado de tomate", "tomate concentrado", "extrato de tomate",
                         "concentre de tomate", "concentrato di pomodoro"],
        "milk": ["milch", "leche", "leite", "lait", "melk"],
        "whole milk": ["vollmilch", "leche entera", "leite integral", "lait entier", "volle melk"],
        "flour": ["mehl", "weizenmehl", "harina", "farinha", "farine", "farina", "bloem", "tarwebloem", "harina de trigo",
                  "farinha de trigo", "farine de ble"],
        "sugar": ["zucker", "azucar", "acucar", "sucre", "zucchero", "suiker", "kristalsuiker", "kristallzucker"],
        "icing sugar": ["puderzucker", "azucar glas", "sucre glace", "zucchero a velo", "poedersuiker"],
        "vanilla sugar": ["vanillezucker", "vanillinzucker", "azucar avainillado", "sucre vanille", "vanillesuiker"],
        "butter": ["mantequilla", "manteiga", "beurre", "burro", "boter", "roomboter"],
        "cream": ["sahne", "schlagsahne", "nata", "slagroom"],
        "sour cream": ["schmand", "saure sahne", "zure room"],
        "salt": ["salz", "sal", "sel", "zout"],
        "pepper": ["pfeffer", "pimienta", "poivre", "pepe", "peper"],
        "olive oil": ["olivenol", "aceite de oliva", "azeite", "azeite de oliva", "huile dolive", "olio doliva", "olio di oliva",
                      "olijfolie"],
        "vegetable oil": ["pflanzenol", "aceite vegetal", "huile vegetale", "plantaardige olie"],
        "sunflower oil": ["sonnenblumenol", "aceite de girasol", "huile de tournesol", "zonnebloemolie"],
        "oil": ["ol", "aceite", "oleo", "huile", "olio", "olie"],
        "lemon": ["zitrone", "zitronen", "limon", "limones", "limao", "citron", "citrons", "limone", "limoni", "citroen",
                  "citroenen"],
        "lemon juice": ["zitronensaft", "zumo de limon", "jugo de limon", "suco de limao", "jus de citron", "succo di limone",
                        "citroensap"],
        // Not French "pomme": "pomme de terre" is a potato.
        "apple": ["apfel", "manzana", "manzanas", "mela", "mele", "appel", "appels"],
        "carrot": ["karotte", "karotten", "mohre", "mohren", "zanahoria", "zanahorias", "cenoura", "cenouras", "carotte",
                   "carottes", "carota", "carote", "wortel", "wortels"],
        "baking powder": ["backpulver", "polvo de hornear", "levadura quimica", "fermento quimico", "levure chimique",
                          "lievito per dolci", "bakpoeder"],
        "yeast": ["hefe", "levadura", "levure", "lievito", "gist"],
        "parsley": ["petersilie", "perejil", "persil", "prezzemolo", "peterselie", "salsinha"],
        "vinegar": ["essig", "vinagre", "vinaigre", "aceto", "azijn"],
        "rice": ["reis", "arroz", "riz", "riso", "rijst"],
        "chicken": ["hahnchen", "huhn", "pollo", "frango", "poulet", "kip"],
        "bell pepper": ["paprikaschote", "paprikaschoten", "pimiento", "pimientos", "pimentao", "pimentoes", "poivron",
                        "poivrons", "peperone"],
        "paprika": ["paprika", "paprikas"],
        "cinnamon": ["zimt", "canela", "cannelle", "cannella", "kaneel"],
        "lentil": ["linsen", "tellerlinsen", "lentejas", "lentilhas", "lentilles", "lenticchie", "linzen"],
        "vegetable stock": ["gemusebruhe", "gemusebouillon", "caldo de verduras", "caldo vegetal", "bouillon de legumes",
                            "brodo vegetale", "groentebouillon"],
        "chicken stock": ["huhnerbruhe", "caldo de pollo", "caldo de galinha", "bouillon de volaille", "brodo di pollo",
                          "kippenbouillon"],
        "beef stock": ["rinderbruhe", "caldo de carne", "bouillon de boeuf", "brodo di carne", "runderbouillon"],
        "cheese": ["kase", "queso", "queijo", "fromage", "formaggio", "kaas"],
        "honey": ["honig", "miel", "miele", "honing"],
        "spinach": ["spinat", "espinacas", "espinafre", "epinards", "spinaci", "spinazie"],
        "leek": ["lauch", "porree", "puerro", "puerros", "poireau", "poireaux", "porro", "porri", "prei"],
        "water": ["wasser", "agua", "eau", "acqua"],
        "bay leaf": ["lorbeerblatt", "lorbeerblatter", "hoja de laurel", "hojas de laurel", "laurierblad", "laurierblaadjes"],
        "cucumber": ["gurke", "gurken", "pepino", "pepinos", "concombre", "cetriolo", "komkommer"],
        "nutmeg": ["muskat", "muskatnuss", "nuez moscada", "noz moscada", "muscade", "noix de muscade", "noce moscata",
                   "nootmuskaat"],
        "eggplant": ["berenjena", "berenjenas", "beringela", "beringelas", "melanzana", "melanzane"],
        "zucchini": ["calabacin", "calabacines", "abobrinha", "abobrinhas", "zucchine"],
        "mushroom": ["pilze", "champinones", "champinon", "setas", "cogumelos", "funghi", "paddenstoelen"],
        "wine": ["wein", "vino", "vinho", "vin", "wijn"],
        "white wine": ["weisswein", "vino blanco", "vinho branco", "vin blanc", "vino bianco", "witte wijn"],
        "red wine": ["rotwein", "vino tinto", "vinho tinto", "vin rouge", "vino rosso", "rode wijn"],
        "waxy potato": ["festkochende kartoffeln", "kartoffeln festkochend", "kartoffeln vorwiegend festkochend",
                        "vorwiegend festkochende kartoffeln"],
    ]

    /// Single foreign words -> their English name ("kartoffeln": "potato").
    static var foodWords: [String: String] { foods }

    private static let foods: [String: String] = {
        var words: [String: String] = [:]
        for (english, foreign) in table { for name in foreign where !name.contains(" ") { words[name] = english } }
        return words
    }()

    private static let phrases: [String: String] = {
        var phrases: [String: String] = [:]
        for (english, foreign) in table { for name in foreign where name.contains(" ") { phrases[name] = english } }
        return phrases
    }()

    /// Colours that name a kind ("rote Zwiebel" is a red onion, "pimiento
    /// verde" a green pepper).
    private static let colours: [String: String] = {
        let table: [String: [String]] = [
            "red": ["rot", "rote", "roter", "rotes", "roten", "rojo", "roja", "rojos", "rojas", "vermelho", "vermelha", "rouge",
                    "rouges", "rosso", "rossa", "rossi", "rosse", "rood", "rode"],
            "green": ["grun", "grune", "gruner", "grunes", "grunen", "verde", "verdes", "vert", "verte", "verts", "vertes", "groen",
                      "groene"],
            "yellow": ["gelb", "gelbe", "gelber", "gelbes", "gelben", "amarillo", "amarilla", "amarillos", "amarillas", "amarelo",
                       "amarela", "jaune", "jaunes", "giallo", "gialla", "gialli", "geel", "gele"],
            "brown": ["braun", "braune", "brauner", "braunen", "moreno", "morena", "mascavo", "bruin", "bruine"],
        ]
        var words: [String: String] = [:]
        for (english, foreign) in table { for word in foreign { words[word] = english } }
        return words
    }()

    /// Sizes, freshness, chopping and "of": they do not change what is bought.
    private static let passing: Set<String> = [
        "picado", "picada", "picados", "picadas", "gehackt", "gehackte", "gehackter", "hache", "hachee", "haches", "hachees",
        "tritato", "tritata", "tritati", "picadinho", "picadinha", "gesnipperd", "fein", "fijn", "fijne", "fijngehakt",
        "de", "del", "d", "di", "da", "do", "du", "des", "van", "mittelgross", "mittelgrosse", "gross", "grosse", "grosser",
        "klein", "kleine", "kleiner", "mittel", "mittlere", "frisch", "frische", "frischer", "fresco", "fresca", "frescos",
        "frescas", "frais", "fraiche", "vers", "verse", "grande", "grandes", "pequeno", "pequena", "pequenos", "pequenas",
        "mediano", "mediana", "medianos", "medianas", "moyen", "moyenne", "moyens", "groot", "grote", "middelgroot",
        "middelgrote", "m", "l",
    ]

    /// The head of a German or Dutch compound, for an aisle.
    private static let compoundEndings: [(String, String)] = [
        ("mehl", "flour"), ("zucker", "sugar"), ("zwiebeln", "onion"), ("zwiebel", "onion"), ("kartoffeln", "potato"),
        ("milch", "milk"), ("sahne", "cream"), ("bruhe", "stock"), ("kase", "cheese"), ("wurst", "sausage"), ("saft", "juice"),
        ("bloem", "flour"), ("suiker", "sugar"), ("melk", "milk"), ("reis", "rice"), ("wein", "wine"), ("bouillon", "stock"),
    ]

    /// The English name a search files an ingredient under besides its
    /// own words ("Kartoffeln" is found by "potato", "huevos" by "egg"),
    /// from its stemmed words; nil at once for a name with no foreign food
    /// word, so an English library builds its index as fast as before.
    static func searchName(_ stems: [String], _ name: String) -> String? {
        guard stems.contains(where: foreignStems.contains) else { return nil }
        return english(name)
    }

    /// Every word of the table, stemmed.
    private static let foreignStems: Set<String> = {
        var stems = Set<String>()
        for names in table.values { for name in names { stems.formUnion(Words.stems(name)) } }
        return stems.subtracting(passing)
    }()

    /// A dislike's names in the other languages: for "onion" (or
    /// "onions") the foreign words zwiebel, cebolla, oignon ...; for
    /// "Zwiebel" the English "onion" too. Single foreign words, as their
    /// stems, since lines are compared by their stems.
    static func otherLanguages(_ disliked: String) -> (english: [String], foreign: [String]) {
        let translated = english(disliked)
        let key = Words.stems(translated ?? disliked).joined(separator: " ")
        let foreign = (foreignWords[key] ?? []).filter { !$0.isEmpty }
        return (translated.map { [$0] } ?? [], foreign)
    }

    /// Stemmed English name -> the stems of its single foreign words.
    private static let foreignWords: [String: [String]] = {
        var words: [String: [String]] = [:]
        for (english, foreign) in table {
            let stems = Set(foreign.filter { !$0.contains(" ") }.map(Words.stem))
            words[Words.stems(english).joined(separator: " "), default: []] += stems.sorted()
        }
        return words
    }()
}

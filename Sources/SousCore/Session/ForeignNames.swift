/// "How many eggs" in an imported Spanish tortilla ("6 huevos"), "how much
/// flour" in a German Apfelkuchen ("500 g Mehl"): the cook asks in English
/// about lines written in the language of the page. `show` already says
/// "Contains: egg" from `EuropeanFoodWords`; the answer must find the same
/// line, and never say the recipe "doesn't call for" what it lists in
/// another language.
extension Reply {
    /// The lines that name `name` (English) in the languages a cook imports
    /// from: eggs as the allergen check reads them, other everyday foods by
    /// `ForeignNames`.
    func foreignLines(_ name: String) -> [Int] {
        let asked = Words.tokens(name).map(Words.stem).filter { !Self.sentenceWords.contains($0) && !["the", "of", "some", "a", "an"].contains($0) }
        if asked.count == 1, let english = asked.first {
            let found = recipe.ingredients.indices.filter { index in
                let line = recipe.ingredients[index]
                let text = line.name + " " + (line.note ?? "")
                if english == "egg" { return EuropeanFoodWords.allergens(in: line.name).contains("egg") }
                return ForeignNames.names(text).contains(english)
            }
            if !found.isEmpty { return found }
        }
        return linesReadInEnglish(name)
    }

    /// The lines as the shopping list reads them in English ("Risottoreis"
    /// is rice, "Gemüsebouillon" vegetable stock, "Tomatenpüree" tomato
    /// paste, "berenjenas" eggplants), asked as English lines are: by
    /// their head word, another name of one thing ("tomato purée"), or the
    /// whole name.
    private func linesReadInEnglish(_ name: String) -> [Int] {
        var read = recipe.ingredients
        var changed = false
        for index in read.indices {
            let line = read[index]
            guard let english = ForeignShoppingNames.english(line.name) ?? ForeignShoppingNames.looseEnglish(line.name) else { continue }
            read[index] = Ingredient(text: line.text, amount: line.amount, unit: line.unit, name: english, note: line.note, section: line.section)
            changed = true
        }
        guard changed else { return [] }
        return IngredientMatcher.answer(name, in: read).found
    }

    /// Whether the list is written in another language (half its lines or
    /// more have a Spanish, German... food word): then a name not found may
    /// be there under a word Sous does not know. An English list with
    /// chorizo or queso fresco in it is English.
    var listsInAnotherLanguage: Bool {
        let foreign = recipe.ingredients.filter { line in
            !ForeignNames.names(line.name).isEmpty || !EuropeanFoodWords.allergens(in: line.name).isEmpty || EuropeanFoodWords.isMeat(line.name)
        }
        return !foreign.isEmpty && foreign.count * 2 >= recipe.ingredients.count
    }

    /// Whether some line names its food in words Sous cannot read
    /// ("Haferflocken", "Datteln"): whatever the rest of the list, the thing
    /// asked for may be that line, so Sous cannot say the recipe doesn't
    /// call for it. (Half the lines in English did not make "30 g
    /// Haferflocken" any less the oats.)
    var holdsUnreadLines: Bool {
        recipe.ingredients.contains { !ReadableIngredients.namesFood($0) }
    }
}

/// Everyday foods in Spanish, Portuguese, French, Italian, German and
/// Dutch, by the English word a cook asks with (singular, as `Words.stem`
/// gives it). Accent-free and lower-case as `Words.tokens` reads them.
/// Only words no English ingredient line has: "water" and "room" (Dutch
/// cream) are English too, as are "pan", "maca", "rind" and the "panna"
/// of panna cotta, so they are left out.
enum ForeignNames {
    /// The English names a line's words give ("aceite de oliva" is oil).
    static func names(_ text: String) -> Set<String> {
        var found = Set<String>()
        for word in Words.tokens(text) {
            if let english = words[word] { found.insert(english); continue }
            // German compounds: "Weizenmehl", "Olivenöl", "Puderzucker".
            for (ending, english) in compoundEndings where word.count > ending.count + 2 && word.hasSuffix(ending) {
                found.insert(english)
            }
        }
        return found
    }

    private static let table: [String: [String]] = [
        "flour": ["harina", "farinha", "farine", "farina", "mehl", "bloem", "meel"],
        "oil": ["aceite", "azeite", "oleo", "huile", "dhuile", "olio", "ol", "olie"],
        "sugar": ["azucar", "acucar", "sucre", "zucchero", "zucker", "suiker"],
        "salt": ["sal", "sel", "salz", "zout"],
        "milk": ["leche", "leite", "lait", "milch", "melk"],
        "butter": ["mantequilla", "manteiga", "beurre", "burro", "boter", "roomboter"],
        "onion": ["cebolla", "cebollas", "cebola", "cebolas", "oignon", "oignons", "cipolla", "cipolle", "zwiebel", "zwiebeln", "ui", "uien"],
        "garlic": ["ajo", "ajos", "alho", "ail", "dail", "aglio", "knoblauch", "knoflook"],
        "potato": ["patata", "patatas", "batata", "batatas", "kartoffel", "kartoffeln", "aardappel", "aardappelen"],
        "tomato": ["tomate", "tomates", "pomodoro", "pomodori", "tomaten", "tomaat"],
        "cheese": ["queso", "queijo", "fromage", "formaggio", "kase", "kaas"],
        "apple": ["manzana", "manzanas", "pomme", "pommes", "mela", "mele", "apfel", "appel", "appels"],
        "lemon": ["limon", "limones", "limao", "citron", "limone", "limoni", "zitrone", "zitronen", "citroen"],
        "pepper": ["pimienta", "pimenta", "poivre", "pepe", "pfeffer", "peper"],
        "rice": ["arroz", "riz", "riso", "reis", "rijst"],
        "chicken": ["pollo", "frango", "poulet", "hahnchen", "huhn", "kip"],
        "cream": ["nata", "sahne"],
        "yeast": ["levadura", "fermento", "levure", "lievito", "hefe", "gist"],
        "parsley": ["perejil", "persil", "prezzemolo", "petersilie", "peterselie"],
        "honey": ["miel", "miele", "honig", "honing"],
        "vinegar": ["vinagre", "vinaigre", "aceto", "essig", "azijn"],
        "wine": ["vino", "vinho", "wein", "wijn"],
        "carrot": ["zanahoria", "zanahorias", "cenoura", "cenouras", "carotte", "carottes", "carota", "carote", "karotte", "karotten", "mohre", "mohren", "wortel", "wortels"],
        "meat": ["carne", "viande", "fleisch", "vlees"],
        "beef": ["ternera", "vacuno", "boeuf", "manzo", "rindfleisch", "rundvlees"],
        "pork": ["cerdo", "porco", "porc", "maiale", "schwein", "schweinefleisch", "varkensvlees"],
        "bread": ["pao", "pain", "pane", "brot", "brood"],
        "egg": ["huevo", "huevos", "ovo", "ovos", "oeuf", "oeufs", "uovo", "uova", "ei", "eier", "eieren"],
    ]

    /// Every foreign word of the table.
    static var allWords: Dictionary<String, String>.Keys { words.keys }

    /// Foreign word -> its English name.
    static var byWord: [String: String] { words }

    private static let words: [String: String] = {
        var words: [String: String] = [:]
        for (english, foreign) in table { for word in foreign { words[word] = english } }
        return words
    }()

    /// Endings that name the thing inside a German or Dutch compound.
    private static let compoundEndings: [(String, String)] = [
        ("mehl", "flour"), ("meel", "flour"), ("zucker", "sugar"), ("suiker", "sugar"), ("salz", "salt"), ("milch", "milk"),
        ("butter", "butter"), ("zwiebel", "onion"), ("zwiebeln", "onion"), ("kartoffeln", "potato"), ("sahne", "cream"),
        ("olivenol", "oil"), ("rapsol", "oil"), ("sonnenblumenol", "oil"), ("speiseol", "oil"), ("pflanzenol", "oil"), ("olijfolie", "oil"),
        ("essig", "vinegar"), ("kase", "cheese"), ("fleisch", "meat"), ("apfel", "apple"), ("appels", "apple"),
    ]
}

/// The allergen and meat words of the languages, besides English, that a
/// cook imports recipes from: Spanish, Portuguese, French, Italian, German
/// and Dutch. Without them a Spanish bolognese ("500 gr de carne picada")
/// was judged vegan, because no English word in it named an animal.
///
/// Words are accent-free and lower-case, as `Words.tokens` gives them
/// ("jamón" is "jamon", "Käse" is "kase"); "œ" is read as "oe" and "ß" as
/// "ss". German and Dutch write compounds as one word (Rinderhackfleisch,
/// Bratwurst, rookworst), so their words are also found inside a word
/// (`parts`), at its start (`prefixes`) or at its end (`suffixes`), each
/// chosen so that no English ingredient word contains it ("rind" is not
/// one: lemon rind; nor "room": mushroom).
enum EuropeanFoodWords {
    /// A set of markers for one allergen, or for meat.
    struct Markers {
        /// Whole words, compared with a word and its English singular stem.
        var words: Set<String> = []
        /// Two or three words in a row ("pan rallado", "creme de leite").
        var phrases: Set<String> = []
        /// Found inside, at the start of, or at the end of a longer word:
        /// the compounds. The word alone is in `words`.
        var parts: [String] = []
        var prefixes: [String] = []
        var suffixes: [String] = []
        /// Words or phrases that make the whole name something else
        /// ("leche de coco", "nuez moscada"), as `Allergens` has for English.
        var unless: Set<String> = []
        /// What makes a compound something else when it comes first in the
        /// word (Kokosmilch, Muskatnuss, Butternusskürbis, Hühnereier, and
        /// English "broth" is no Brot); Milchreis is still milk.
        var unlessFirst: [String] = []
        /// A word that counts unless the next word is one of these ("room
        /// temperature" is English; "200 ml room" Dutch cream).
        var unlessFollowedBy: [String: Set<String>] = [:]
    }

    /// The allergens a name shows in these languages, as `Allergens` names them.
    static func allergens(in name: String) -> Set<String> {
        let reading = Reading(name)
        return Set(allergenMarkers.compactMap { allergen, markers in reading.shows(markers) ? allergen : nil })
    }

    /// Whether a name has an allergen's word even where another word
    /// excuses it ("leche de coco", "harina sin gluten"): a food Sous knows.
    static func mentionsAllergen(in name: String) -> Bool {
        let reading = Reading(name)
        return allergenMarkers.values.contains { reading.shows($0, excusing: false) }
    }

    /// The words that make an allergen's word in a name something else
    /// ("vegane", "plantaardige", "avena"): English "Butter" in "vegane
    /// Butter" is excused by them as "vegan butter" is.
    static func excuses(for allergen: String) -> Set<String> { allergenMarkers[allergen]?.unless ?? [] }

    /// Whether a name is meat in these languages.
    static func isMeat(_ name: String) -> Bool { Reading(name).shows(meat) }

    /// Whether a name is stock, broth or bouillon in these languages ("caldo", "Rinderbrühe").
    static func isStock(_ name: String) -> Bool { Reading(name).shows(stock) }

    /// Whether a name says it is of vegetables ("caldo de verduras", "Gemüsebrühe").
    static func isOfVegetables(_ name: String) -> Bool { Reading(name).shows(vegetables) }

    /// Words that make a name plainly not meat ("hamburguesa vegana").
    static let meatFree: Set<String> = [
        "vegano", "vegana", "veganos", "veganas", "vegane", "veganer", "veganes", "veganen", "vegetalien", "vegetalienne",
        "veganistisch", "veganistische", "vegetariano", "vegetariana", "vegetarisch", "vegetarische", "vegetarien", "vegetarienne",
    ]

    /// Whether a word (accent-free and lower-case, as `Words.tokens` gives
    /// it) is a food word of these languages: a name holding one is not
    /// English and takes no English plural ("4 Eier" is never "4 eiers";
    /// "huevos", "eieren", "oeufs" and "uova" are plurals already).
    static func isForeignWord(_ word: String) -> Bool { foreignWords.contains(word) }

    /// The whole words of the tables and of `ForeignNames`, less those
    /// English has taken in with its own plural ("4 veal escalopes").
    private static let foreignWords: Set<String> = {
        var words = Set(ForeignNames.allWords)
        for markers in allergenMarkers.values { words.formUnion(markers.words) }
        words.formUnion(meat.words)
        words.formUnion(stock.words)
        return words.subtracting(["escalope", "escalopes", "chipolata", "chipolatas", "lardon", "lardons", "schnitzel",
                                  "andouille", "andouillette", "saucisson", "room", "pain"])
    }()

    /// An ingredient name as words, stems and the phrases they make.
    struct Reading {
        let words: [String]
        let terms: Set<String>

        init(_ name: String) {
            words = Words.tokens(name).map {
                $0.replacingOccurrences(of: "œ", with: "oe").replacingOccurrences(of: "æ", with: "ae").replacingOccurrences(of: "ß", with: "ss")
            }
            var terms = Set(words).union(words.map(Words.stem))
            for index in words.indices.dropFirst() {
                terms.insert(words[index - 1] + " " + words[index])
                if index >= 2 { terms.insert(words[index - 2] + " " + words[index - 1] + " " + words[index]) }
            }
            self.terms = terms
        }

        func shows(_ markers: Markers, excusing: Bool = true) -> Bool {
            guard !excusing || markers.unless.isDisjoint(with: terms) else { return false }
            if !markers.phrases.isDisjoint(with: terms) { return true }
            for (index, word) in words.enumerated() {
                if markers.words.contains(word) || markers.words.contains(Words.stem(word)) {
                    if let after = markers.unlessFollowedBy[word], index + 1 < words.count, after.contains(words[index + 1]) { continue }
                    return true
                }
                if compound(word, markers) { return true }
            }
            return false
        }

        /// Whether a longer word holds a marker that nothing before it excuses.
        private func compound(_ word: String, _ markers: Markers) -> Bool {
            var starts: [String.Index] = []
            for part in markers.parts where word.count > part.count {
                if let range = word.range(of: part) { starts.append(range.lowerBound) }
            }
            for prefix in markers.prefixes where word.count > prefix.count && word.hasPrefix(prefix) { starts.append(word.startIndex) }
            for suffix in markers.suffixes where word.count > suffix.count && word.hasSuffix(suffix) {
                starts.append(word.index(word.endIndex, offsetBy: -suffix.count))
            }
            return starts.contains { start in
                !markers.unlessFirst.contains { excuse in word.range(of: excuse).map { $0.lowerBound <= start } ?? false }
            }
        }
    }

    // MARK: - The tables

    /// Plant milks, butters and creams ("plantaardige melk", "pflanzliche
    /// Butter"); peanut and cocoa butter; vegan cheese.
    private static let notDairy: Set<String> = meatFree.union([
        "plantaardig", "plantaardige", "pflanzlich", "pflanzliche", "pflanzlicher", "pflanzliches", "pflanzlichen",
        "vegetali", "vegetaux", "vegetales", "vegetais",
        "coco", "cocco", "kokos", "almendra", "almendras", "amendoa", "amendoas", "amande", "amandes", "damande", "damandes",
        "mandorla", "mandorle", "amandel", "soja", "soia", "avena", "aveia", "avoine", "davoine", "haver", "hafer",
        "de arroz", "de riz", "di riso", "rijst", "vegetal", "vegetale", "vegetales", "vegetais", "cacahuete", "cacahuetes",
        "cacahuate", "amendoim", "arachide", "arachides", "arachidi", "cacao", "cacau", "kakao", "balsamico", "balsamica",
        "balsamique", "anacardo", "anacardos", "cajou", "caju", "anacardi",
    ])

    private static let allergenMarkers: [String: Markers] = [
        "dairy": Markers(
            words: ["leche", "queso", "quesos", "mantequilla", "nata", "natas", "crema", "yogur", "yogures", "requeson", "parmesano",
                    "manteca", "leite", "queijo", "queijos", "manteiga", "requeijao", "iogurte", "parmesao", "mussarela", "mucarela",
                    "catupiry", "coalhada", "lait", "beurre", "yaourt", "yaourts", "chevre", "reblochon", "roquefort", "latte",
                    "formaggio", "formaggi", "burro", "panna", "grana", "besciamella", "stracchino", "gorgonzola", "taleggio",
                    "fontina", "provola", "scamorza", "caciocavallo", "crescenza", "robiola", "bechamel", "milch", "kase", "sahne",
                    "schmand", "joghurt", "jogurt", "rahm", "molke", "melk", "kaas", "boter", "kwark", "room", "slagroom", "kookroom",
                    "roomboter", "roomkaas", "zuivel"],
            parts: ["milch", "kase", "sahne", "schmand", "joghurt", "jogurt", "rahm", "butter", "molke", "melk", "kaas", "boter", "kwark", "quark"],
            unless: notDairy,
            unlessFirst: ["kokos", "mandel", "hafer", "soja", "reis", "cashew", "pflanzen", "erbsen", "dinkel", "butternu", "butterfl",
                          "erdnuss", "kakao", "shea", "pinda", "haver", "rijst", "amandel", "kaasjeskruid", "vegan"],
            unlessFollowedBy: ["room": ["temperature", "temp", "temperatures"]]),
        "egg": Markers(
            words: ["huevo", "huevos", "yema", "yemas", "mayonesa", "ovo", "ovos", "gema", "gemas", "maionese", "oeuf", "oeufs",
                    "doeuf", "doeufs", "uovo", "uova", "tuorlo", "tuorli", "albume", "albumi", "ei", "eier", "eigelb", "eiweiss",
                    "eiklar", "eieren", "eigeel", "eiwit", "eidooier", "eidooiers", "mayonaise"],
            prefixes: ["eier", "eigelb", "eiweiss"], suffixes: ["eier", "eieren"],
            unless: meatFree),
        "gluten": Markers(
            words: ["harina", "harinas", "trigo", "espaguetis", "espagueti", "fideos", "fideo", "macarrones", "tallarines", "cuscus",
                    "cebada", "centeno", "semola", "galleta", "galletas", "hojaldre", "lasana", "cerveza", "masa", "picatostes",
                    "farinha", "pao", "paes", "macarrao", "massa", "espaguete", "talharim", "lasanha", "biscoito", "biscoitos",
                    "bolacha", "bolachas", "cevada", "centeio", "cerveja", "farine", "farines", "ble", "pain", "pains", "pates",
                    "chapelure", "semoule", "orge", "seigle", "biscottes", "nouilles", "biere", "epeautre", "farina", "pane",
                    "pangrattato", "biscotti", "savoiardi", "birra", "crostini", "grissini", "tortellini", "ravioli", "pappardelle",
                    "bucatini", "farfalle", "maccheroni", "paccheri", "orecchiette", "spaghettini", "tagliolini", "trofie", "cannelloni",
                    "piadina", "bloem", "mie", "beschuit", "rogge", "gerst", "mehl", "weizen", "dinkel", "roggen", "gerste", "brot",
                    "nudeln", "spatzle", "semmel", "teig", "gries", "griess", "bier", "zwieback", "kekse", "tarwe", "meel", "brood",
                    "deeg", "semmelbrosel", "paniermehl", "avena", "aveia", "avoine", "davoine", "hafer", "haver", "havermout"],
            phrases: ["pan rallado", "de pan", "pan de", "pan integral", "pan duro", "pan blanco", "pan tostado", "pan molido",
                      "pan para", "pate brisee", "pate feuilletee", "pate sablee", "pate a"],
            parts: ["mehl", "weizen", "dinkel", "roggen", "gerste", "brot", "nudel", "spatzle", "semmel", "teig", "gries", "bier",
                    "zwieback", "keks", "lasagne", "tarwe", "meel", "brood", "deeg", "hafer", "haver"],
            suffixes: ["bloem"],
            unless: ["maiz", "milho", "mais", "arroz", "riz", "riso", "rijst", "garbanzo", "garbanzos", "grao", "chiches", "ceci",
                     "kikkererwten", "kichererbsen", "almendra", "almendras", "amande", "amandes", "damande", "mandorle", "amendoa",
                     "coco", "cocco", "kokos", "yuca", "mandioca", "castana", "castanas", "chataigne", "chataignes", "castagne",
                     "sarraceno", "sarrasin", "saraceno", "boekweit", "buchweizen", "sin gluten",
                     "sem gluten", "sans gluten", "senza glutine", "glutenfrei", "glutenfreie", "glutenfreies", "glutenfreien",
                     "glutenvrij", "glutenvrije", "massa de tomate", "massa de tomates", "ble noir", "kung pao"],
            unlessFirst: ["buchweizen", "reis", "glas", "mais", "mandel", "kichererbsen", "kokos", "kartoffel", "johannisbrot",
                          "glutenfrei", "hirse", "lupinen", "tapioka", "kastanien", "zucchini", "rijst", "amandel", "kikkererwt",
                          "boekweit", "glutenvrij", "broth", "brotes", "brotos"]),
        "nuts": Markers(
            words: ["nuez", "nueces", "almendra", "almendras", "avellana", "avellanas", "anacardo", "anacardos", "pistacho",
                    "pistachos", "pinones", "pinon", "pecanas", "mazapan", "turron", "noz", "nozes", "amendoa", "amendoas", "avela",
                    "avelas", "castanha", "castanhas", "caju", "pistache", "pistaches", "pinhao", "pinhoes", "noix", "amande",
                    "amandes", "damande", "damandes", "noisette", "noisettes", "pignons", "cajou", "noce", "noci", "mandorla",
                    "mandorle", "nocciola", "nocciole", "pistacchio", "pistacchi", "anacardi", "pinoli", "gianduia", "amaretti",
                    "nuss", "nusse", "mandel", "mandeln", "pistazien", "pinienkerne", "noten", "amandel", "amandelen"],
            parts: ["nuss", "mandel", "pistazie", "pinienkern", "nougat", "krokant", "noot", "noten", "pijnboompit"],
            unless: ["moscada", "muscade", "moscata", "coco", "cocco", "beurre noisette", "saint jacques", "st jacques"],
            unlessFirst: ["muskat", "nootmuskaat", "kokos", "erdnuss", "butternuss", "pinda", "erdmandel"]),
        "peanuts": Markers(
            words: ["cacahuete", "cacahuetes", "cacahuate", "cacahuates", "cacahouete", "cacahouetes", "mani", "amendoim",
                    "amendoins", "arachide", "arachides", "arachidi", "erdnuss", "erdnusse", "pinda", "pindas"],
            parts: ["erdnuss", "pinda"]),
        "fish": Markers(
            words: ["pescado", "pescados", "atun", "bacalao", "merluza", "sardina", "sardinas", "anchoa", "anchoas", "boqueron",
                    "boquerones", "trucha", "dorada", "lubina", "caballa", "rodaballo", "peixe", "peixes", "bacalhau", "salmao",
                    "sardinha", "sardinhas", "pescada", "anchova", "anchovas", "truta", "poisson", "poissons", "saumon", "thon",
                    "cabillaud", "morue", "anchois", "truite", "maquereau", "colin", "merlu", "dorade", "pesce", "pesci", "tonno",
                    "salmone", "merluzzo", "baccala", "acciuga", "acciughe", "alici", "sarde", "trota", "branzino", "orata", "sgombro",
                    "fumet", "fisch", "lachs", "hering", "kabeljau", "forelle", "makrele", "dorsch", "zander", "vis", "zalm", "tonijn",
                    "haring", "makreel", "forel", "kabeljauw"],
            parts: ["fisch", "lachs", "hering", "sardelle", "kabeljau", "forelle", "makrele", "dorsch", "zander", "rotbarsch", "zalm",
                    "tonijn", "makreel"],
            prefixes: ["vis"], suffixes: ["vis"]),
        "shellfish": Markers(
            words: ["gambas", "gamba", "camaron", "camarones", "langostino", "langostinos", "mejillon", "mejillones", "almeja",
                    "almejas", "calamar", "calamares", "pulpo", "sepia", "chipiron", "chipirones", "vieira", "vieiras", "cangrejo",
                    "marisco", "mariscos", "langosta", "navajas", "berberechos", "camarao", "camaroes", "lula", "lulas", "polvo",
                    "mexilhao", "mexilhoes", "ameijoa", "ameijoas", "caranguejo", "lagosta", "crevette", "crevettes", "moules",
                    "calamars", "encornet", "encornets", "poulpe", "homard", "crabe", "palourdes", "coques", "gamberi", "gamberetti",
                    "gambero", "cozze", "vongole", "polpo", "seppie", "seppia", "granchio", "aragosta", "mazzancolle", "scampi",
                    "hummer", "languste", "kalmar", "kalmare", "garnelen", "krabben", "muscheln", "tintenfisch", "garnalen",
                    "mosselen", "kreeft", "krab", "inktvis"],
            phrases: ["saint jacques", "st jacques"],
            parts: ["garnele", "krabbe", "muschel", "tintenfisch", "meeresfruchte", "garnaal", "garnalen", "mossel", "kreeft",
                    "inktvis", "jakobsschelp"],
            unless: ["en polvo", "polvo de", "polvos de", "polvos"],
            unlessFirst: ["muschelnudel"]),
        "soy": Markers(words: ["soja", "soia"], parts: ["soja"]),
        "sesame": Markers(words: ["sesamo", "gergelim", "sesam"], parts: ["sesam"]),
        "mustard": Markers(words: ["mostaza", "mostarda", "moutarde", "senape", "mosterd", "senf"], parts: ["senf", "mosterd"]),
        "celery": Markers(words: ["apio", "aipo", "celeri", "sedano", "sellerie", "selderij"], parts: ["sellerie", "selderij"]),
    ]

    private static let meat = Markers(
        words: ["carne", "carnes", "pollo", "pollos", "ternera", "cerdo", "jamon", "tocino", "panceta", "salchicha", "salchichas",
                "salchichon", "pavo", "cordero", "vacuno", "buey", "morcilla", "conejo", "pato", "chuleta", "chuletas", "costilla",
                "costillas", "solomillo", "pechuga", "pechugas", "muslo", "muslos", "alitas", "higado", "mortadela", "gallina",
                "sobrasada", "butifarra", "albondigas", "beicon", "lomo", "lacon", "cecina", "frango", "porco", "presunto",
                "linguica", "toucinho", "peru", "cordeiro", "vitela", "bife", "bifes", "coxa", "coxas", "sobrecoxa", "sobrecoxas",
                "galinha", "salsicha", "salsichas", "chourico", "costela", "costelinha", "picanha", "alcatra", "patinho",
                "fraldinha", "maminha", "paio", "calabresa", "almondegas", "lombo", "pernil", "viande", "viandes", "poulet", "boeuf",
                "porc", "jambon", "lardons", "lardon", "veau", "agneau", "dinde", "canard", "saucisse", "saucisses", "saucisson",
                "volaille", "lapin", "merguez", "andouille", "andouillette", "magret", "escalope", "escalopes", "chipolata",
                "chipolatas", "foie", "rillettes", "poitrine", "gesiers", "manzo", "maiale", "salsiccia", "salsicce", "vitello",
                "agnello", "tacchino", "anatra", "coniglio", "bresaola", "salame", "salumi", "lardo", "cotechino", "polpette",
                "fegato", "cappone", "trippa", "fleisch", "wurst", "wurstchen", "huhn", "hahnchen", "schwein", "schinken", "hack",
                "hackepeter", "mett", "kassler", "kasseler", "leber", "frikadelle", "frikadellen", "gulasch", "kotelett",
                "schnitzel", "vlees", "kip", "spek", "spekjes", "spekblokjes", "gehakt", "worst", "worstjes", "kalkoen", "gevogelte"],
        parts: ["fleisch", "wurst", "hahnchen", "huhn", "schwein", "rinder", "schinken", "speck", "kalb", "geflugel", "gelatine",
                "salami", "bacon", "vlees", "worst", "kalkoen", "knochen"],
        prefixes: ["lamm", "pute", "enten", "gans", "ganse", "hack", "kip", "runder", "varken", "lams", "kalf", "eend"],
        suffixes: ["gehakt", "spek"],
        unless: meatFree.union(["tomate carne", "tomates carne", "tomate de carne"]),
        unlessFirst: ["fleischtomate", "huhnerei", "fijngehakt", "grofgehakt"])

    /// Stock, broth, bouillon: meat unless it says it is of vegetables.
    private static let stock = Markers(
        words: ["caldo", "caldos", "brodo", "fond", "bruhe"],
        parts: ["bruhe", "bouillon"], suffixes: ["fond"],
        unless: ["de tarte"])

    private static let vegetables = Markers(
        words: ["verdura", "verduras", "vegetal", "vegetales", "legumbres", "legumes", "legume", "vegetale", "verdure", "vegetais",
                "champignon", "champignons", "setas", "funghi", "cogumelos", "vegetable", "veg", "veggie", "mushroom", "miso"],
        parts: ["gemuse", "groente", "pilz", "vegan", "vegetar"])
}

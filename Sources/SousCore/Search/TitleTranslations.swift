/// A title's words in the other languages a cook imports from, by the
/// English words a cook searches with: "apple cake" found no
/// Apfelkuchen, "potato salad" no Kartoffelsalat and "chicken soup" no
/// sopa de pollo or Hühnersuppe. The index files a title under these as
/// well as its own words (and a German or Dutch compound's parts, from
/// `CompoundWords`), so a query costs what it did.
///
/// The foods come from the shopping and answer tables
/// (`ForeignShoppingNames`, `ForeignNames`); this adds the dishes and the
/// forms a compound joins its first word with ("Hühner-", "Erbsen-").
/// Words are as the index files them: accent-free, lower-case, stemmed.
enum TitleTranslations {
    /// The English search words of a title word: its own entry first
    /// ("pfannkuchen" is a pancake, not a cake), else its compound parts'
    /// ("kartoffelsalat": salad, potato); [] for a word with none.
    static func english(_ word: String, parts: [String]) -> [String] {
        if let whole = table[word] { return whole }
        return parts.flatMap { table[$0] ?? [] }
    }

    /// Foreign words, by their English.
    private static let dishes: [String: [String]] = [
        "cake": ["kuchen", "torte", "tarta", "torta", "tortas", "gateau", "gateaux", "bizcocho", "pastel", "taart"],
        "tart": ["tarte", "tarta", "taart", "crostata", "tourte"],
        "pie": ["taart", "pastete", "tourte"],
        "soup": ["suppe", "sopa", "sopas", "soupe", "zuppa", "minestra", "soep", "potage"],
        "salad": ["salat", "ensalada", "salade", "insalata", "salada"],
        "bread": ["brot", "pain", "pane", "brood", "broa"],
        "roll": ["brotchen", "broodje"],
        "sandwich": ["bocadillo", "broodje"],
        "stew": ["eintopf", "guiso", "estofado", "cocido", "stoofpot", "spezzatino", "stufato"],
        "casserole": ["auflauf", "ovenschotel"],
        "bake": ["auflauf", "ovenschotel"],
        "pancake": ["pfannkuchen", "eierkuchen", "pannenkoek", "pannenkoeken", "panqueque", "tortita"],
        "roast": ["braten", "asado", "arrosto"],
        "sauce": ["sosse", "sugo"],
        "dumpling": ["knodel", "klosse", "kloss"],
        "cookie": ["platzchen", "kekse", "keks", "galleta", "galletas", "koekjes"],
        "biscuit": ["platzchen", "kekse", "keks", "galleta", "galletas", "koekjes"],
        "noodle": ["nudeln", "nudel", "fideos", "nouilles", "noedels"],
        "mash": ["brei", "kartoffelbrei"],
        "meatball": ["frikadelle", "frikadellen", "albondigas", "polpette", "boulettes", "gehaktballen"],
        "goulash": ["gulasch"],
        "cheesecake": ["kasekuchen", "kasetorte"],
        "omelette": ["omelett"],
        "scrambled egg": ["ruhrei"],
        "sausage": ["wurst", "salchicha", "salchichas", "saucisse", "saucisses", "worst"],
        "waffle": ["waffeln", "gofres", "gaufres", "wafels"],
        "skewer": ["spiesse"],
        // The first word of a compound, as German and Dutch join it, and
        // foods the shopping tables do not have.
        "chicken": ["huhner", "kippen", "gallina"],
        "pea": ["erbsen", "erwten", "guisantes"],
        "bean": ["bohnen", "frijoles", "judias", "haricots", "fagioli", "bonen"],
        "vegetable": ["gemuse", "verduras", "verdure", "groente", "groenten"],
        "fish": ["fisch", "pescado", "poisson", "pesce", "peixe"],
        "mushroom": ["pilz", "pilze", "champinones", "setas", "funghi"],
        "pumpkin": ["kurbis", "calabaza", "citrouille", "potiron", "zucca", "pompoen"],
        "chocolate": ["schokolade", "schokoladen", "schoko", "chocolat", "cioccolato", "chocolade"],
        "cherry": ["kirsch", "kirschen", "cerezas", "cerises", "ciliegie", "kersen"],
        "strawberry": ["erdbeer", "erdbeeren", "fresas", "fraises", "fragole", "aardbeien"],
        "plum": ["pflaumen", "zwetschgen", "ciruelas", "prugne"],
        "pear": ["birnen", "poire", "poires"],
        "banana": ["banane", "bananen", "platano", "platanos"],
        "rhubarb": ["rhabarber", "ruibarbo"],
        "nut": ["nuss", "nusse", "nueces", "noix", "noci", "noten"],
        "almond": ["mandel", "mandeln", "almendras", "amandes", "mandorle", "amandel"],
        "salmon": ["lachs", "saumon", "salmone", "zalm"],
        "tuna": ["thunfisch", "atun", "thon", "tonno", "tonijn"],
        "prawn": ["garnelen", "gambas", "crevettes", "gamberi", "garnalen"],
        "beef": ["rinder"],
        "pork": ["schweine"],
        "lamb": ["lamm", "cordero", "agneau", "agnello"],
        "duck": ["ente", "pato", "canard", "anatra"],
        "asparagus": ["spargel", "esparragos", "asperges"],
    ]

    /// Table words that say something else in a title: "pommes" are
    /// fries, and "pommes de terre" potatoes, not apples.
    private static let notInTitles: Set<String> = ["pomme", "pommes"]

    /// Title word (as the index files it) -> English search words.
    private static let table: [String: [String]] = {
        var english: [String: Set<String>] = [:]
        // Each English name read once: a few hundred foreign words share a hundred or so.
        var terms: [String: [String]] = [:]
        func add(_ foreign: String, _ name: String) {
            guard foreign.count >= 3, !notInTitles.contains(foreign) else { return }
            if terms[name] == nil { terms[name] = SearchIndex.queryTerms(name) }
            english[Words.searchForm(Words.stem(foreign)), default: []].formUnion(terms[name]!)
        }
        for (word, name) in ForeignShoppingNames.foodWords { add(word, name) }
        for (word, name) in ForeignNames.byWord { add(word, name) }
        for (name, words) in dishes { for word in words { add(word, name) } }
        var table: [String: [String]] = [:]
        for (word, words) in english {
            // A word that is its own English ("paprika") adds nothing.
            let more = words.subtracting([word]).sorted()
            if !more.isEmpty { table[word] = more }
        }
        return table
    }()
}

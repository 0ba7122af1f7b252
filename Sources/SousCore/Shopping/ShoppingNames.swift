import Foundation

/// How shopping-list lines are merged and named: "Egg" and "eggs" are one
/// thing, "fresh parsley" is bought as parsley, "3 garlic cloves" is
/// garlic counted in cloves.
enum ShoppingNames {
    /// Stemmed, lower-cased words, without the "fresh" nobody asks for in a
    /// shop, and one name for things sold under two ("scallions" and
    /// "spring onions", "all-purpose" and "plain flour"). Plain "flour" is
    /// that same bag; almond, bread or rice flour keep their own names.
    /// A name in another language is keyed by its English name
    /// (`ForeignShoppingNames`): "Eier", "huevos" and "eggs" are one line.
    static func key(_ name: String) -> String {
        let english = ForeignShoppingNames.english(name) ?? name
        var words = Words.stems(english.replacingOccurrences(of: "-", with: " "))
        // Fresh yeast is another product than the dried a plain "yeast" is.
        if words.count > 1, words.first == "fresh", words.last != "yeast" { words.removeFirst() }
        // "cilantro leaves" are the cilantro; a bay or curry leaf is the thing.
        if words.count == 2, words.last == "leaf", leafyHerbs.contains(words[0]) { words.removeLast() }
        let joined = words.joined(separator: " ")
        return sameThing[joined] ?? joined
    }

    /// Stemmed names that are the same purchase.
    private static let sameThing: [String: String] = {
        let pairs: [(String, String)] = [
            ("all purpose flour", "plain flour"), ("flour", "plain flour"), ("scallion", "spring onion"), ("green onion", "spring onion"),
            ("garbanzo bean", "chickpea"), ("garbanzo", "chickpea"), ("cilantro", "coriander"), ("zucchini", "courgette"),
            ("eggplant", "aubergine"), ("arugula", "rocket"), ("cornstarch", "cornflour"), ("shrimp", "prawn"),
            ("confectioners sugar", "icing sugar"), ("powdered sugar", "icing sugar"), ("heavy cream", "double cream"),
            ("baking soda", "bicarbonate of soda"), ("large egg", "egg"),
            ("chicken broth", "chicken stock"), ("vegetable broth", "vegetable stock"), ("beef broth", "beef stock"),
            ("broth", "stock"), ("parmesan cheese", "parmesan"), ("parmigiano reggiano", "parmesan"), ("whole milk", "milk"),
            ("yellow onion", "onion"), ("brown onion", "onion"), ("white onion", "onion"), ("red capsicum", "red bell pepper"),
            ("green capsicum", "green bell pepper"), ("capsicum", "bell pepper"),
            ("sugar", "granulated sugar"), ("white sugar", "granulated sugar"), ("white granulated sugar", "granulated sugar"),
            ("creamy peanut butter", "peanut butter"), ("smooth peanut butter", "peanut butter"),
            ("long grain white rice", "long grain rice"), ("white long grain rice", "long grain rice"),
            ("toasted sesame oil", "sesame oil"),
            // One dried yeast sold under many names; active dry, proved in
            // water first, is bought apart.
            ("fast action yeast", "instant yeast"), ("fast action dried yeast", "instant yeast"), ("fast action dry yeast", "instant yeast"),
            ("fast acting yeast", "instant yeast"), ("easy bake yeast", "instant yeast"), ("easy blend yeast", "instant yeast"),
            ("easy blend dried yeast", "instant yeast"), ("quick yeast", "instant yeast"), ("quick rise yeast", "instant yeast"),
            ("rapid rise yeast", "instant yeast"), ("rapidrise yeast", "instant yeast"), ("instant dry yeast", "instant yeast"),
            ("instant dried yeast", "instant yeast"), ("bread machine yeast", "instant yeast"), ("quick action yeast", "instant yeast"),
            ("active dried yeast", "active dry yeast"), ("dried active yeast", "active dry yeast"), ("dry active yeast", "active dry yeast"),
            ("active yeast", "active dry yeast"),
            // A baker's British and American names for one bag.
            ("strong white bread flour", "bread flour"), ("strong bread flour", "bread flour"), ("strong white flour", "bread flour"),
            ("strong flour", "bread flour"), ("whole wheat flour", "wholemeal flour"), ("wholewheat flour", "wholemeal flour"),
            ("self rising flour", "self raising flour"), ("superfine sugar", "caster sugar"),
            // The names US measures give a British line (`AmericanNames`), and back.
            ("ground beef", "beef mince"), ("minced beef", "beef mince"), ("ground pork", "pork mince"), ("minced pork", "pork mince"),
            ("ground lamb", "lamb mince"), ("minced lamb", "lamb mince"), ("jumbo shrimp", "king prawn"),
            ("light cream", "single cream"), ("turbinado sugar", "demerara sugar"), ("golden raisin", "sultana"),
            ("tomato paste", "tomato puree"), ("bouillon cube", "stock cube"), ("red pepper flake", "chilli flake"),
            ("chili flake", "chilli flake"), ("crushed red pepper", "chilli flake"), ("chili powder", "chilli powder"), ("chili", "chilli"),
            ("vanilla bean", "vanilla pod"), ("gelatin", "gelatine"), ("cremini mushroom", "chestnut mushroom"),
            ("cremini", "chestnut mushroom"), ("semisweet chocolate", "plain chocolate"), ("short grain rice", "pudding rice"),
            ("short grain pudding rice", "pudding rice"), ("parchment paper", "baking paper"), ("plastic wrap", "cling film"),
        ]
        var table: [String: String] = [:]
        for (one, other) in pairs { table[Words.stems(one).joined(separator: " ")] = Words.stems(other).joined(separator: " ") }
        return table
    }()

    /// The other names of a thing sold under two: "cilantro" for
    /// "coriander", "zucchini" for "courgette" (and back), so a dislike
    /// written in one country's word hides the other's recipes too.
    static func otherNames(_ name: String) -> [String] {
        let stems = Words.stems(name.replacingOccurrences(of: "-", with: " ")).joined(separator: " ")
        guard !stems.isEmpty else { return [] }
        let canonical = sameThing[stems] ?? stems
        var names = Set(sameThing.filter { $0.value == canonical }.map(\.key))
        names.insert(canonical)
        names.remove(stems)
        // Only other words for it: "onion" is no other name of "yellow onion".
        let own = Set(stems.split(separator: " "))
        return names.filter { other in
            let words = Set(other.split(separator: " "))
            return !words.isSubset(of: own) && !own.isSubset(of: words)
        }.sorted()
    }

    /// Whether a disliked ingredient, by any of its names, is among these
    /// ingredients (each a set of stemmed words). Coriander and cilantro
    /// are the leaves: "ground coriander" and coriander seeds are a spice
    /// with another taste.
    /// So is one in another language ("onion": Zwiebel, cebolla, oignon;
    /// "Zwiebel": onion and the others), in a German compound too
    /// ("Zwiebelringe", "Knoblauchzehen"), as `--avoid eggs` finds "Eier".
    static func uses(_ disliked: String, in ingredients: [Set<String>]) -> Bool {
        let (english, foreign) = ForeignShoppingNames.otherLanguages(disliked)
        let named = ([disliked] + otherNames(disliked) + english.flatMap { [$0] + otherNames($0) }).contains { spelling in
            let wanted = Set(Words.stems(spelling))
            guard !wanted.isEmpty else { return false }
            let leaf = !wanted.isDisjoint(with: ["coriander", "cilantro"])
            return ingredients.contains { words in wanted.isSubset(of: words) && !(leaf && !words.isDisjoint(with: ["ground", "seed"])) }
        }
        if named || foreign.isEmpty { return named }
        return ingredients.contains { words in
            words.contains { word in
                foreign.contains { name in
                    word == name || (name.count >= 5 && word.hasPrefix(name)) || (name.count >= 6 && word.hasSuffix(name))
                }
            }
        }
    }

    /// Whether a pantry item is this line's thing in a form or variety
    /// the cook would not buy apart: "rice" covers long-grain, basmati and
    /// white rice (not cooked rice), "cinnamon" ground cinnamon, "vanilla"
    /// vanilla extract, "brown sugar" light or dark; "sugar" is already
    /// the white. "Rice" does not cover rice vinegar or rice flour, which
    /// have a word that is no variety.
    static func covers(_ item: String, _ name: String) -> Bool {
        let itemKey = key(item)
        let have = Set(itemKey.split(separator: " ").map(String.init))
        let wanted = Set(key(name).split(separator: " ").map(String.init))
        let extra = wanted.subtracting(have)
        guard !have.isEmpty, have.isSubset(of: wanted), !extra.isEmpty else { return false }
        let allowed = (varieties[itemKey] ?? []).union(Aisle.of(item) == .spices ? ["ground"] : [])
        return extra.isSubset(of: allowed)
    }

    /// The words that name a form of a pantry item (keyed as `key` makes keys).
    private static let varieties: [String: Set<String>] = [
        "rice": ["white", "long", "grain", "short", "basmati", "jasmine", "uncooked", "dry"],
        // The dried yeasts (fast-action, easy-bake... are keyed "instant");
        // not fresh yeast, nor nutritional yeast, which is no raising agent.
        "yeast": ["instant", "active", "dry", "dried"],
        // A line of plain butter is bought as the unsalted beside it: the butter at home covers both.
        "butter": ["unsalted", "salted"],
        "vanilla": ["extract", "pure", "essence"],
        "brown sugar": ["light", "dark", "packed"],
        "granulated sugar": ["white"],
        "peanut butter": ["creamy", "smooth"],
        // Shrimp at home covers the king (jumbo) or tiger prawns a recipe names.
        "prawn": ["king", "tiger", "raw", "large", "peeled"],
    ]

    private static let leafyHerbs: Set<String> = ["basil", "mint", "parsley", "coriander", "cilantro", "dill", "sage", "tarragon", "oregano"]

    /// "butter or margarine" where another recipe wants butter: the first
    /// of the choices that is on the list anyway, so it is bought once
    /// ("caldo de pollo or chicken stock" beside chicken broth). A choice
    /// nothing else needs stays as written.
    static func chosenAlternative(_ name: String, among keys: Set<String>) -> String? {
        let choices = name.components(separatedBy: " or ").map { $0.trimmingCharacters(in: .whitespaces) }
        guard choices.count > 1 else { return nil }
        return choices.first { !$0.isEmpty && keys.contains(key($0)) }
    }

    /// A thing named in general where another recipe names the form a
    /// shop sells: "yeast" beside "instant yeast" is bought as that, one
    /// line, not a second jar; "butter" beside "unsalted butter" too;
    /// nil when no such form is on the list.
    static func boughtForm(_ name: String, among keys: Set<String>) -> String? {
        guard let forms = generalForms[key(name)] else { return nil }
        return forms.first { keys.contains(key($0)) }
    }

    /// "chocolate chips" whose note says "semisweet" is the "semisweet
    /// chocolate chips" another planned recipe names whole: one line of 3
    /// cups, not "2 cups chocolate chips" above "1 cup semisweet chocolate chips".
    /// A note saying what the cook does to it ("chopped", "sliced",
    /// "grated", "large") names no other product: "1 tomato, chopped" is a
    /// fresh tomato, never the "chopped tomatoes" a can of another recipe holds.
    static func namedByNote(_ ingredient: Ingredient, _ name: String, among keys: Set<String>) -> String? {
        guard let note = ingredient.note else { return nil }
        let own = key(name)
        for word in note.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) })
        where !word.isEmpty && !word.contains(" ") && !isPreparation(word) {
            let fuller = word + " " + name
            let fullerKey = key(fuller)
            if fullerKey != own, keys.contains(fullerKey) { return fuller }
        }
        return nil
    }

    /// A word for how the cook cuts, cooks or sizes a thing, not what is
    /// bought: "chopped", "diced", "melted", "large", "gehackt".
    static func isPreparation(_ word: String) -> Bool {
        let lower = word.lowercased()
        return IngredientParser.qualifiers.contains(lower) || IngredientParser.trailingPreparations.contains(lower)
            || QuantityTotal.preparationWords.contains(lower)
    }

    /// General names and the forms that serve for them, the likeliest first.
    private static let generalForms: [String: [String]] = [
        "yeast": ["instant yeast", "active dry yeast", "dried yeast"],
        // Unsalted butter does where a recipe says butter, not the other way.
        "butter": ["unsalted butter", "salted butter"],
    ]

    /// Bought in a can, tin or jar: "1 can chickpeas", "canned tomatoes".
    static func isCanned(_ name: String, _ unit: CookingUnit?) -> Bool {
        if let unit, ["can", "tin", "jar"].contains(unit.symbol) { return true }
        let first = Words.stems(name).first
        return first == "canned" || first == "tinned" || first == "can"
    }

    /// Yolks and whites are bought as eggs.
    static func eggPart(_ name: String) -> Bool {
        let words = Words.stems(name)
        return words.count == 2 && words[0] == "egg" && ["yolk", "white"].contains(words[1])
    }

    /// "garlic cloves" (or "Knoblauchzehen") with no unit is garlic counted
    /// in cloves; "2 Paprika" are bell peppers (`ForeignShoppingNames.countedPaprika`).
    static func normalise(_ ingredient: Ingredient) -> (name: String, unit: CookingUnit?) {
        if let peppers = ForeignShoppingNames.countedPaprika(ingredient) { return (peppers, ingredient.unit) }
        if ingredient.unit == nil, let garlic = ForeignShoppingNames.cloveCompound(ingredient.name) {
            return (garlic, CookingUnit.withSymbol("clove"))
        }
        let words = ingredient.name.split(separator: " ")
        if ingredient.unit == nil, words.count > 1, let last = words.last, Words.stem(last.lowercased()) == "clove" {
            return (words.dropLast().joined(separator: " "), CookingUnit.withSymbol("clove"))
        }
        return (ingredient.name, ingredient.unit)
    }

    /// The spelling to print: the most used one, lower-cased unless it is a
    /// proper name ("Parmigiano Reggiano"), plural when several are bought
    /// by count ("3 lemons").
    static func display(_ spellings: [String], count: Double?) -> String {
        var tally: [String: Int] = [:]
        var order: [String] = []
        for spelling in spellings.map(sentenceCase).map(lowercasingTitles) {
            if tally[spelling] == nil { order.append(spelling) }
            tally[spelling, default: 0] += 1
        }
        guard var chosen = order.max(by: { tally[$0]! < tally[$1]! || (tally[$0]! == tally[$1]! && order.firstIndex(of: $0)! > order.firstIndex(of: $1)!) })
        else { return "" }
        guard let count else { return chosen }
        let wantPlural = count > 1 + 1e-9
        if isForeignName(chosen), let numbered = foreignNumber(chosen, among: order, plural: wantPlural) { return numbered }
        // An English name takes an English spelling's number, never "huevos" for "eggs".
        if let matching = order.first(where: { isPlural($0) == wantPlural && isForeignName($0) == isForeignName(chosen) }) {
            chosen = matching
        } else if wantPlural {
            chosen = pluralise(chosen)
        } else {
            // "1 eggs" reads "1 egg".
            var words = chosen.split(separator: " ").map(String.init)
            if let last = words.last { words[words.count - 1] = singular(last) }
            chosen = words.joined(separator: " ")
        }
        return chosen
    }

    /// A foreign name's number from its own spellings: "1 Ei" beside "4
    /// Eier" is "5 eier", "Zwiebel/n" beside "Zwiebeln" "zwiebeln", one of
    /// them "1 zwiebel"; nil when the list has only the one spelling, which
    /// then keeps it.
    private static func foreignNumber(_ chosen: String, among order: [String], plural: Bool) -> String? {
        func bare(_ spelling: String) -> String { ForeignShoppingNames.withoutPluralMarker(spelling).lowercased() }
        let base = bare(chosen)
        let sameWord = order.filter { bare($0).hasPrefix(base) || base.hasPrefix(bare($0)) }
        guard sameWord.count > 1 || base != chosen.lowercased() else { return nil }
        if plural { return sameWord.max { (bare($0).count, $0.count) < (bare($1).count, $1.count) } }
        return sameWord.min { bare($0).count < bare($1).count }.map(ForeignShoppingNames.withoutPluralMarker)
    }

    /// Whether a name is written in another language than English.
    static func isForeignName(_ name: String) -> Bool {
        looksForeign(name) || ForeignShoppingNames.english(name) != nil
    }

    /// The names a line's food also had in the recipes, in another
    /// language than the one printed: "eggs" bought for "Eier" and
    /// "huevos" too are "eggs / eier / huevos", so a cook reading either
    /// language knows the line. One spelling of a word is enough ("Ei" beside "Eier").
    static func alsoCalled(_ spellings: [String], shown: String) -> [String] {
        func words(_ spelling: String) -> [String] {
            Words.stems(ForeignShoppingNames.withoutPluralMarker(spelling)).filter { $0.count >= 2 && !["de", "del", "di", "du", "des"].contains($0) }
        }
        // Spellings sharing a word, or its start, are the same language's.
        func related(_ one: [String], _ other: [String]) -> Bool {
            one.contains { word in other.contains { word.hasPrefix($0) || $0.hasPrefix(word) } }
        }
        let shownForeign = isForeignName(shown)
        var seen = [words(shown)]
        var others: [String] = []
        for spelling in spellings.map(sentenceCase).map(lowercasingTitles) {
            let these = words(spelling)
            guard !seen.contains(where: { related($0, these) }), shownForeign || isForeignName(spelling) else { continue }
            seen.append(these)
            others.append(spelling)
        }
        return others
    }

    static func isPlural(_ name: String) -> Bool {
        guard let last = name.split(separator: " ").last.map({ $0.lowercased() }) else { return false }
        return Words.stem(last) != last
    }

    private static let irregular: [String: String] = [
        "leaf": "leaves", "loaf": "loaves", "half": "halves", "potato": "potatoes", "tomato": "tomatoes",
        "mango": "mangoes", "chilli": "chillies", "chili": "chilies", "knife": "knives",
    ]

    /// "lemon" -> "lemons", "berry" -> "berries", "radish" -> "radishes".
    /// A name that is not English keeps its spelling ("Wiener Würstchen",
    /// never "Würstchens"; "Paprikaschote" was "Paprikaschotes"), or takes
    /// its language's plural where Sous knows it ("Zwiebel", "Zwiebeln").
    static func pluralise(_ name: String) -> String {
        var words = name.split(separator: " ").map(String.init)
        guard let last = words.last else { return name }
        if let plural = ForeignShoppingNames.plural(last) {
            words[words.count - 1] = plural
            return words.joined(separator: " ")
        }
        guard !looksForeign(name) else { return name }
        let lower = last.lowercased()
        let plural: String
        if let known = irregular[lower] {
            plural = known
        } else if lower.hasSuffix("y"), let before = lower.dropLast().last, !"aeiou".contains(before) {
            plural = String(last.dropLast()) + "ies"
        } else if ["s", "x", "z", "ch", "sh"].contains(where: { lower.hasSuffix($0) }) {
            plural = last + "es"
        } else {
            plural = last + "s"
        }
        words[words.count - 1] = plural
        return words.joined(separator: " ")
    }

    /// Whether an English plural would be a guess: a letter English does
    /// not use ("Würstchen", "champiñones"), "of" in another language
    /// ("pimienta de Jamaica"), a plural already written in ("Zwiebel/n"),
    /// or a capitalised word after the first, as German writes its nouns
    /// ("rot Paprika"; a proper name like "Parmigiano Reggiano" takes no
    /// plural either), or a food word of a language Sous reads ("4 Eier",
    /// "eieren", "uova": never "eiers", "eierens", "uovas").
    static func looksForeign(_ name: String) -> Bool {
        let words = name.split(separator: " ")
        if name.contains(where: { $0.isLetter && !$0.isASCII }), !name.lowercased().contains("jalapeño") { return true }
        if name.contains("/") || name.contains("(") { return true }
        if words.contains(where: { foreignJoins.contains($0.lowercased()) }) { return true }
        if Words.tokens(name).contains(where: EuropeanFoodWords.isForeignWord) { return true }
        return words.dropFirst().contains { $0.first?.isUppercase == true }
    }

    private static let foreignJoins: Set<String> = ["de", "del", "di", "della", "du", "des", "da", "do", "em", "con", "com", "mit", "und", "y", "et", "al"]

    /// "eggs" -> "egg", "tomatoes" -> "tomato", "berries" -> "berry".
    static func singular(_ word: String) -> String {
        let lower = word.lowercased()
        if let known = irregular.first(where: { $0.value == lower })?.key { return known }
        if lower.hasSuffix("ies"), lower.count > 4 { return String(word.dropLast(3)) + "y" }
        if ["ches", "shes", "xes", "sses", "zes"].contains(where: { lower.hasSuffix($0) }) { return String(word.dropLast(2)) }
        if lower.hasSuffix("s"), !lower.hasSuffix("ss") { return String(word.dropLast()) }
        return word
    }

    /// "Toasted Sesame Oil", a page's title case, reads as "toasted sesame
    /// oil"; a two-word proper name ("Parmigiano Reggiano") keeps its capitals.
    static func lowercasingTitles(_ name: String) -> String {
        let words = name.split(separator: " ")
        guard words.count >= 3, words.allSatisfy({ $0.first?.isUppercase == true && $0.dropFirst().allSatisfy { !$0.isUppercase } }) else { return name }
        return name.lowercased()
    }

    /// "Chicken breast" reads as "chicken breast" in a list; "Parmigiano
    /// Reggiano" and a name in another language ("Eier") keep their
    /// capitals, as `Ingredient.sentenceCase`.
    static func sentenceCase(_ name: String) -> String {
        Ingredient.sentenceCase(name.trimmingCharacters(in: .whitespaces))
    }
}

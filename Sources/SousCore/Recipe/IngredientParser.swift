import Foundation

/// The parts of a printed ingredient line.
public struct ParsedIngredient: Hashable, Sendable {
    public var amount: Amount?
    public var unit: CookingUnit?
    public var name: String
    public var note: String?
}

/// Reads ingredient lines as printed in recipes and on the web:
/// "1 1/2 cups plain flour", "½ tsp cumin", "2-3 cloves garlic, minced",
/// "1 (400 g) can chickpeas, drained", "salt, to taste", "a pinch of salt".
///
/// Amounts that are not numbers ("to taste", "a pinch") stay non-numeric so
/// scaling never turns "a pinch" into "2 pinches".
public enum IngredientParser {
    public static func parse(_ line: String) -> ParsedIngredient {
        let normalized = ListMarker.stripped(normalize(line))
        if let colon = normalized.firstIndex(of: ":"), labels.contains(normalized[..<colon].lowercased()),
           normalized[colon...].dropFirst().contains(where: \.isLetter) {
            // "Optional: chocolate chips": the label is the note, not the name.
            var parsed = parse(String(normalized[colon...].dropFirst()))
            parsed.note = [parsed.note, normalized[..<colon].lowercased()].compactMap { $0 }.joined(separator: ", ")
            return parsed
        }
        if let match = normalized.wholeMatch(of: partOf), var parsed = Optional(parse(String(match.output.2))), parsed.amount != nil {
            // "Juice of 1 lemon": one lemon is what is bought and scaled.
            let part = match.output.1.lowercased()
            parsed.note = [part, parsed.note].compactMap { $0 }.joined(separator: ", ")
            return parsed
        }
        if let match = normalized.wholeMatch(of: nameThenAmount) {
            // "Farine - 185 grammes", "Oeuf - 2", "Sel - 1 cuillère à café": the
            // name, a dash, then the amount (it was all name, and scaling changed nothing).
            let name = String(match.output.1), measure = String(match.output.2)
            let reordered = parse(measure + " " + name)
            if reordered.amount != nil, reordered.unit != nil || !measure.contains(where: \.isLetter) { return reordered }
        }
        if let formula = formulaLine(normalized) { return formula }
        var scanner = LineScanner(normalized)
        var notes: [String] = []

        scanner.skipSpaces()
        // "about 2 cups", "approximately 3 tbsp", "roughly 1 cup": the amount
        // is the amount; the word stays in the printed text.
        let beforeHedge = scanner.index
        if scanner.readApproximation() == nil || !scanner.startsWithNumber() { scanner.index = beforeHedge }
        var amount = scanner.readAmount()
        // "1/2 a lemon", "1/4 an onion": the article belongs to the amount.
        if let value = amount, value.upper < 1 { _ = scanner.readWord(in: ["a", "an"]) }
        // "a few sprigs": how many, with no number to scale (it read as one
        // of "few sprigs fresh thyme", and "2 few sprigs" for twice the people).
        let few = amount == nil ? scanner.readFew() : nil
        var nonNumeric = false
        if amount == nil, few == nil, scanner.readWord(in: articles) != nil {
            nonNumeric = true
        }
        if let parenthetical = scanner.readParenthetical() { notes.append(parenthetical) }
        // "1 15 oz. can", "2 1-inch pieces", "1 ½-inch knob": the second
        // number sizes what is counted; it is not part of the amount.
        if let counted = amount, let size = scanner.readSize() {
            // "1 ½-inch knob": one knob of an inch and a half, not a half-inch one.
            if case .exact(let whole) = counted, whole == whole.rounded(), let first = size.split(separator: "-").first,
               first.contains("/"), !first.contains(" ") {
                notes.append("\(AmountFormatter.format(whole)) \(size)")
                amount = .exact(1)
            } else {
                notes.append(size)
            }
        }

        // Where the words after the amount begin, for a name no rule finds.
        var wordsStart = scanner.index
        notes += readQualifiers(&scanner, measured: false)

        // "2 x 400 g cans": two cans, each of 400 g.
        if amount != nil, scanner.readWord(in: ["x", "×"]) != nil {
            let sizeStart = scanner.index
            if scanner.readNumber() != nil, let size = scanner.readUnit(), size.kind != .count {
                notes.append(scanner.text(from: sizeStart))
            } else {
                scanner.index = sizeStart
            }
        }
        var unit = scanner.readUnit()
        let beforePack = scanner.index
        if let found = unit, found.kind != .count, let value = amount {
            if let pack = scanner.readUnit(), Ingredient.packs.contains(pack.symbol) {
                // "400g can crushed tomatoes": one can, of 400 g.
                notes.append("\(AmountFormatter.format(value, unit: found)) \(found.name(for: value))")
                amount = .exact(1)
                unit = pack
            } else {
                scanner.index = beforePack
            }
        }
        if unit != nil { wordsStart = scanner.index }
        if let found = unit, let value = amount {
            // "2 tablespoons + 1 teaspoon", "1 lb 4 oz": one amount in two units.
            if let added = scanner.readMoreOfTheSame(found) {
                amount = .exact(value.upper + added)
            } else if let alternative = scanner.readAlternativeMeasure() {
                // "500 g / 1 lb", "1 cup/125g": the same amount another way.
                notes.append(alternative)
            }
        }
        if unit != nil {
            if let parenthetical = scanner.readParenthetical() { notes.append(parenthetical) }
            // "2 cloves, medium garlic, minced", "1 stalk, medium (7-inch)
            // celery, chopped": a comma after the unit, then its size.
            let beforeComma = scanner.index
            if scanner.readCharacter(",") {
                var sizes: [String] = []
                while let qualifier = readQualifier(&scanner, measured: true) { sizes.append(qualifier) }
                if let parenthetical = scanner.readParenthetical() { sizes.append(parenthetical) }
                let name = scanner.remainder.prefix { $0 != "," && $0 != "(" }.trimmingCharacters(in: .whitespaces)
                if name.contains(where: \.isLetter) {
                    notes += sizes
                } else {
                    scanner.index = beforeComma
                }
            }
        }
        if nonNumeric {
            if let found = unit, !vagueUnits.contains(found.symbol) {
                // "a cup of milk" means one cup; only "a pinch" stays vague.
                amount = .exact(1)
            } else if unit == nil {
                amount = .exact(1)
            }
        }
        notes += readQualifiers(&scanner, measured: unit != nil)
        // "1 tsp each salt and pepper": so much of each, not a thing called "each salt".
        if unit != nil, scanner.readWord(in: ["each"]) != nil { notes.insert("each", at: 0) }
        // "835 g de agua", "2 c. à soupe d'huile": the "of" is no part of the name.
        let measured = amount != nil || unit != nil
        if scanner.readWord(in: measured ? ofWords : ["of"]) == nil, measured { scanner.readElided() }

        var rest = scanner.remainder.trimmingCharacters(in: .whitespaces)
        // "3/4 cup peeled and coarsely-grated carrots": "peeled" went to the
        // note; the "and" joining it to the next word is no part of the name.
        for joiner in ["and ", "or "] where rest.lowercased().hasPrefix(joiner) && !notes.isEmpty {
            rest = String(rest.dropFirst(joiner.count))
        }
        if rest.isEmpty, let found = unit {
            // "4 cloves" names the spice, not a unit of something else.
            rest = found.name(for: amount)
            unit = nil
        }
        var (name, trailing) = splitNameAndNote(rest)
        notes.append(contentsOf: trailing)
        let words = String(scanner.characters[min(wordsStart, scanner.characters.count)...])
        if !name.contains(where: \.isLetter), words.contains(where: \.isLetter) {
            // "2 large, beaten": no word is left for the name once the
            // qualifiers are notes, so the words as written are the name (an
            // empty one refused a hand-written recipe, and a page's line was
            // kept whole, amount and all: "You need 4 4 ...").
            name = words.trimmingCharacters(in: CharacterSet(charactersIn: ",;() "))
            notes = []
        }
        if !name.contains(where: \.isLetter), normalized.contains(where: \.isLetter) {
            // "(optional)": a line that is all note still names something.
            name = normalized.trimmingCharacters(in: CharacterSet(charactersIn: ",;() "))
            notes = []
        }
        // "1 salt and pepper to taste": a seasoning to taste has no count to
        // scale (the "1" became "1.5 salt and peppers" for 6).
        if unit == nil, notes.contains(where: { $0.contains("to taste") }),
           !Set(Words.stems(name)).isDisjoint(with: ["salt", "pepper", "seasoning"]) {
            amount = nil
        }
        if let few { notes.insert(few, at: 0) }
        let note = notes.filter { !$0.isEmpty }.joined(separator: ", ")
        return ParsedIngredient(amount: amount, unit: unit, name: name, note: note.isEmpty ? nil : note)
    }

    /// "a cup", "una pizca", "un puñado", "eine Prise": one, or a vague amount.
    static let articles: Set<String> = ["a", "an", "un", "una", "uma", "um", "une", "ein", "eine", "einen", "een"]

    /// "of" between a measure and the thing, in the languages whose units Sous reads.
    static let ofWords: Set<String> = ["of", "de", "di", "del", "della", "du", "des", "do", "da", "dos", "das"]

    /// Words that hedge an amount ("about 2 cups"): the amount is read
    /// after them, and a scaled line keeps the word.
    static let approximations: Set<String> = ["about", "approximately", "approx", "roughly", "around", "circa", "ca", "some"]

    /// The hedge a printed line starts with ("about"), for a scaled line
    /// to say it too: "about 4 cups" for twice "about 2 cups".
    static func approximation(in text: String) -> String? {
        var scanner = LineScanner(ListMarker.stripped(normalize(text)))
        scanner.skipSpaces()
        guard let word = scanner.readApproximation(), scanner.startsWithNumber() else { return nil }
        return word
    }

    /// "Bread flour 1000 g (100%)", "Water, 750 g (75%)", "Flour: 500 g",
    /// "Salt 20g 2%": a baker's formula, the name first, then its measure
    /// and perhaps the baker's percentage or a note. Read as "1000 g bread
    /// flour" (it was all name, so a doubled dough kept its 1000 g). Only a
    /// measure with a unit, and nothing after it but a percentage or a
    /// note: "Eggs 2" or "Oven 180 C" are no such line.
    static func formulaLine(_ normalized: String) -> ParsedIngredient? {
        guard let match = normalized.wholeMatch(of: nameThenMeasure),
              let rest = String(match.output.3).wholeMatch(of: formulaRest) else { return nil }
        let name = String(match.output.1).trimmingCharacters(in: .whitespaces), measure = String(match.output.2)
        guard let unitWord = measure.split(separator: " ").last, !["c", "t"].contains(unitWord.lowercased()) else { return nil }
        var parsed = parse(measure + " " + name)
        guard parsed.amount != nil, parsed.unit != nil, !parsed.name.isEmpty, name.lowercased().hasSuffix(parsed.name.lowercased()) else { return nil }
        let percentage = rest.output.1.map { String($0).trimmingCharacters(in: CharacterSet(charactersIn: "() ")) }
        // "(10 fl oz), sifted": the note as the other lines keep theirs.
        let note = rest.output.2.map { text in
            text.replacingOccurrences(of: "(", with: ",").replacingOccurrences(of: ")", with: ",").split(whereSeparator: { $0 == "," || $0 == ";" })
                .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: ", ")
        }
        let notes = [parsed.note, percentage, note].compactMap { $0 }.filter { !$0.isEmpty }
        parsed.note = notes.isEmpty ? nil : notes.joined(separator: ", ")
        return parsed
    }

    /// A name without digits, perhaps a colon or comma, a number and a word.
    nonisolated(unsafe) private static let nameThenMeasure = #/(\p{L}[^\d:,;()]*?)\s*[:,]?\s*(\d+(?:[.,]\d+)?(?:\s+\d+/\d+|/\d+)?\s*\p{L}+\.?)(.*)/#
    /// After a formula's measure: a baker's percentage, then a note.
    nonisolated(unsafe) private static let formulaRest = #/\s*(\(?\d+(?:[.,]\d+)?\s*%\)?)?\s*([,;(].*)?/#

    /// "Farine - 185 grammes": a name without digits, a spaced dash, an amount.
    nonisolated(unsafe) private static let nameThenAmount = #/([^\d]*?\p{L}[^\d]*?)\s+[-–—]\s+(\d[^-–—]*)/#
    nonisolated(unsafe) private static let partOf = #/(?i)((?:finely )?(?:grated )?(?:zest and juice|juice and zest|juice|zest)) (?:of|from) (\d.*)/#

    /// Words that describe size, how full a spoon is, or how the thing is
    /// prepared; they belong in the note, not in what to buy. Words that
    /// change what to buy ("dried", "ground", "fresh", "whole") stay.
    static let qualifiers: Set<String> = [
        "heaped", "heaping", "level", "rounded", "scant", "generous", "good",
        "large", "small", "medium", "big", "extra-large", "jumbo", "medium-sized", "large-sized", "small-sized",
        "chopped", "diced", "minced", "sliced", "grated", "shredded", "crushed", "melted", "softened", "beaten",
        "peeled", "cooked", "packed", "sifted", "freshly", "finely", "roughly", "coarsely", "thinly", "lightly", "shaved", "firm",
        "cold", "warm", "hot", "ripe", "very", "skinless", "boneless", "raw", "halved", "quartered", "cubed",
        // German puts them first too: "1 EL, gehackt Petersilie".
        "gehackt", "gehackte", "gehackter", "gerieben", "geriebener", "geriebene", "gewürfelt", "mittelgroß", "mittelgroße",
        // How full the spoon is, and the size: "1 gehäufter EL Kakao", "1 EL, gestrichen Zucker", "1 Stück, mittel Bananen".
        "gehäuft", "gehäufter", "gehäufte", "gestrichen", "gestrichener", "gestrichene", "mittel", "mittlere", "mittleren",
    ]

    /// A qualifier, unless it is part of what to buy: "hot sauce" is no
    /// sauce served hot, and a can of "chopped tomatoes" is sold chopped.
    static func readQualifier(_ scanner: inout LineScanner, measured: Bool) -> String? {
        let start = scanner.index
        guard let word = scanner.readWord(in: qualifiers) else {
            // "ripe but firm medium bananas": a "but" between two of them.
            if scanner.readWord(in: ["but", "yet"]) != nil, let next = readQualifier(&scanner, measured: measured) { return next }
            scanner.index = start
            return nil
        }
        let next = scanner.remainder.prefix { $0.isLetter }.lowercased()
        if productWords[word]?.contains(next) == true || (measured && cannedAs.contains(word) && next.hasPrefix("tomato")) {
            scanner.index = start
            return nil
        }
        if word == "cooked", !Set(Words.stems(String(scanner.remainder.prefix { $0 != "," && $0 != "(" }))).isDisjoint(with: boughtCooked) {
            scanner.index = start
            return nil
        }
        return word
    }

    /// Qualifiers in a row, also where a comma parts them: "boneless,
    /// skinless chicken breasts", "2 large, ripe avocados", "1 small, red
    /// onion" (the comma left the name empty). The comma is passed only
    /// when a name follows the qualifiers after it; in "2 large, beaten" or
    /// "1 large, to taste" what follows is a note.
    static func readQualifiers(_ scanner: inout LineScanner, measured: Bool) -> [String] {
        var found: [String] = []
        while let qualifier = readQualifier(&scanner, measured: measured) { found.append(qualifier) }
        let beforeComma = scanner.index
        guard !found.isEmpty, scanner.readCharacter(",") else { return found }
        var more: [String] = []
        while let qualifier = readQualifier(&scanner, measured: measured) { more.append(qualifier) }
        let name = scanner.remainder.prefix { $0 != "," && $0 != "(" && $0 != ";" }.trimmingCharacters(in: .whitespaces)
        guard name.contains(where: \.isLetter), !trailingNotes.contains(name.lowercased()) else {
            scanner.index = beforeComma
            return found
        }
        return found + more
    }

    /// Things whose cooked weight is no raw weight: 400 g of cooked rice is
    /// about 130 g from the bag, so "cooked rice" is what the cook buys (or
    /// has left over), never 400 g of rice. "Cooked long-grain rice" too.
    private static let boughtCooked: Set<String> = [
        "rice", "chicken", "turkey", "lentil", "bean", "chickpea", "quinoa", "pasta", "noodle", "couscous", "barley",
        "bulgur", "farro", "prawn", "shrimp", "beetroot", "beet", "spaghetti", "macaroni",
    ]

    private static let cannedAs: Set<String> = ["chopped", "crushed", "diced"]
    private static let productWords: [String: Set<String>] = [
        "hot": ["sauce", "dog", "dogs", "chocolate", "pepper", "peppers", "chilli", "chillies", "chili", "chilies", "paprika", "mustard", "honey"],
        "cold": ["brew"],
        "cooked": ["ham"],
        "firm": ["tofu"],
    ]

    /// Adjectives a page may put before a comma and the thing itself.
    static let leadingAdjectives: Set<String> = [
        "unsalted", "salted", "fresh", "frozen", "dried", "lean", "plain", "whole", "organic", "extra-virgin", "light", "dark",
        "sweet", "smoked", "raw", "firm", "soft", "ripe", "cold", "chilled", "boneless", "skinless",
    ]

    /// Labels a line may start with, before a colon: "Optional: chocolate chips".
    static let labels: Set<String> = ["optional", "to serve", "for serving", "to garnish", "for garnish", "garnish"]

    /// Numbers without a number: "a few sprigs" stays a few at any servings.
    static let fewPhrases = ["a few", "a couple of", "a couple", "several"]

    /// The "a few" an ingredient's note starts with (the parser puts it
    /// there), so a few sprigs are said and bought as a few sprigs.
    public static func few(in note: String?) -> String? {
        guard let first = note?.split(separator: ",").first?.trimmingCharacters(in: .whitespaces).lowercased(),
              fewPhrases.contains(first) else { return nil }
        return first == "a couple" ? "a couple of" : first
    }

    /// Units that keep "a" vague rather than meaning one measured unit.
    public static let vagueUnits: Set<String> = ["pinch", "dash", "splash", "handful", "knob", "drop"]

    static let trailingNotes = [
        "to taste", "for garnish", "for serving", "to serve", "for frying", "for greasing",
        "for dusting", "optional", "or to taste", "as needed", "if needed", "for searing", "for dredging", "for brushing",
        "for drizzling", "for cooking", "for the pan", "for deep frying", "for roasting", "for sautéing", "for the grill",
        // "to taste" where the units above are read: "sal al gusto", "a gosto", "nach Geschmack", "q.b.".
        "al gusto", "a gusto", "a gosto", "nach geschmack", "nach belieben", "au goût", "q.b.", "qb",
        // and "for dusting", "to serve": "Puderzucker zum Bestäuben" is icing sugar, not a thing of that name.
        "zum bestäuben", "zum garnieren", "zum servieren", "zum anbraten", "zum braten", "zum einfetten", "zum bestreuen",
        "para decorar", "para servir", "para freír", "pour servir", "pour la décoration", "pour décorer", "per servire", "per decorare",
        // What a fat is for: "Butter zum Dünsten" is butter, bought (or had) as butter.
        "zum dünsten", "zum andünsten", "zum anschwitzen", "zum ausbacken", "zum frittieren", "zum bepinseln", "für die form",
        "para engrasar", "para el molde", "pour la cuisson", "pour le moule", "per friggere", "per ungere", "per la teglia",
    ]

    /// "or" left before a trailing note: "sal o al gusto" (a pinch of
    /// salt, or to taste) is salt, never a thing called "sal o".
    private static let trailingOr: Set<String> = ["or", "o", "ou", "oder", "oppure"]

    /// The trailing notes, longest first, so "or to taste" is cut whole
    /// rather than leaving "or" on the name after "to taste".
    private static let trailingNotesLongestFirst = trailingNotes.sorted { $0.count > $1.count }

    static func splitNameAndNote(_ text: String) -> (String, [String]) {
        var name = text
        var notes: [String] = []
        if let cut = name.firstIndex(where: { $0 == "," || $0 == "(" || $0 == ";" }) {
            var note = String(name[cut...])
            name = String(name[..<cut])
            // "unsalted, American-style butter": a lone adjective before the
            // comma describes the thing after it, which is the name.
            if name[name.startIndex...].split(separator: " ").count == 1, leadingAdjectives.contains(name.lowercased().trimmingCharacters(in: .whitespaces)),
               note.first == ",", let next = note.dropFirst().split(separator: ",", maxSplits: 1).first,
               !next.trimmingCharacters(in: .whitespaces).isEmpty, !next.contains("(") {
                name = name.trimmingCharacters(in: .whitespaces) + " " + next.trimmingCharacters(in: .whitespaces)
                note = String(note.dropFirst().dropFirst(next.count))
            }
            note = note.trimmingCharacters(in: CharacterSet(charactersIn: ",; "))
            note = note.replacingOccurrences(of: "(", with: "").replacingOccurrences(of: ")", with: ",")
            note = note.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty }.joined(separator: ", ")
            if !note.isEmpty { notes.append(note) }
        }
        // "carne picada - mitad ternera", and the aside opened by a dash
        // glued to its first word: "carne picada -mitad ternera, mitad cerdo-".
        if let dash = name.range(of: " - ") ?? name.firstMatch(of: #/ -(?=\p{L})/#)?.range {
            notes.insert(String(name[dash.upperBound...]).trimmingCharacters(in: .whitespaces), at: 0)
            name = String(name[..<dash.lowerBound])
        }
        let lower = name.lowercased()
        for phrase in trailingNotesLongestFirst where lower.hasSuffix(" " + phrase) {
            name = String(name.dropLast(phrase.count + 1))
            var words = name.split(separator: " ")
            if words.count > 1, let or = words.last, trailingOr.contains(or.lowercased()) {
                words.removeLast()
                name = words.joined(separator: " ")
            }
            notes.insert(phrase, at: 0)
            break
        }
        // "butter softened", "eggs beaten": a recipe card's note joined to
        // the name without its comma.
        let words = name.split(separator: " ")
        if words.count > 1, let last = words.last, trailingPreparations.contains(last.lowercased()) {
            name = String(name.dropLast(last.count))
            notes.insert(last.lowercased(), at: 0)
        }
        return (name.trimmingCharacters(in: .whitespaces), notes)
    }

    /// How a thing is prepared, said after its name.
    static let trailingPreparations: Set<String> = [
        "softened", "melted", "chopped", "diced", "minced", "sliced", "grated", "beaten", "cubed", "halved", "quartered",
        "sifted", "divided", "shredded", "peeled", "drained", "rinsed", "thawed", "crumbled", "toasted", "mashed", "separated",
    ]

    private static let vulgarFractions: [Character: String] = [
        "½": "1/2", "⅓": "1/3", "⅔": "2/3", "¼": "1/4", "¾": "3/4", "⅕": "1/5", "⅖": "2/5",
        "⅗": "3/5", "⅘": "4/5", "⅙": "1/6", "⅚": "5/6", "⅛": "1/8", "⅜": "3/8", "⅝": "5/8", "⅞": "7/8",
    ]

    /// Spells unicode fractions out ("1½" is "1 1/2") and nothing else: for
    /// step text, whose dashes and "9x13" stay as written.
    public static func spellingFractions(_ text: String) -> String {
        guard text.contains(where: { vulgarFractions[$0] != nil }) else { return text }
        var out = ""
        var previous: Character = " "
        for character in text {
            if let fraction = vulgarFractions[character] {
                if previous.isNumber { out.append(" ") }
                out += fraction
                previous = "0"
            } else {
                out.append(character)
                previous = character
            }
        }
        return out
    }

    /// Spells unicode fractions out, separates "200g" into "200 g" and makes
    /// every dash a hyphen, so the scanner sees one alphabet.
    static func normalize(_ line: String) -> String {
        var out = ""
        var previous: Character = " "
        for character in spellingFractions(line) {
            var character = character
            switch character {
            case "⁄": character = "/"
            case "–", "—", "‒", "−": character = "-"
            case "\u{00A0}", "\t": character = " "
            default: break
            }
            if previous.isNumber && character.isLetter { out.append(" ") }
            out.append(character)
            previous = character
        }
        return droppingPluralEndings(out.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// "Prise(n)", "Zwiebel(n)", "clove(s)": the optional plural ending a
    /// German or English page puts in brackets is no note ("n") and would
    /// keep the unit from being read.
    static func droppingPluralEndings(_ text: String) -> String {
        guard text.contains("(") else { return text }
        return text.replacing(#/(\p{L})\((?:n|s|e|en|es|er)\)/#) { String($0.output.1) }
    }
}

/// A cursor over one normalised ingredient line.
struct LineScanner {
    let characters: [Character]
    var index = 0

    init(_ text: String) { characters = Array(text) }

    var remainder: String { String(characters[index...]) }
    var atEnd: Bool { index >= characters.count }

    mutating func skipSpaces() {
        while index < characters.count, characters[index] == " " { index += 1 }
    }

    private static let numberWords: [String: Double] = [
        "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
        "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "half": 0.5, "dozen": 12, "quarter": 0.25,
    ]

    /// A number, fraction, mixed number or range at the cursor.
    mutating func readAmount() -> Amount? {
        let start = index
        // "99999999999999999999 eggs" is a typo, not an amount.
        guard let first = readNumber(), first <= Amount.largest else { index = start; return nil }
        let afterFirst = index
        skipSpaces()
        if peek("-") || peek("to ") || peek("or ") {
            index += peek("-") ? 1 : 3
            skipSpaces()
            let beforeSecond = index
            if let second = readNumber(), second > first, second <= Amount.largest {
                return .range(first, second)
            } else if let second = readNumberAgain(from: beforeSecond), second >= 1, second <= first {
                // "1-1 cup" is one cup; "3-2 cloves" is a range written backwards.
                skipSpaces()
                return second == first ? .exact(first) : .range(second, first)
            } else if let second = characters[index - 1] == " " ? nil : lastFraction(before: index), first >= 1,
                      first == first.rounded(), second < 1 {
                // "1-1/2 cups": an American way to write one and a half.
                return .exact(first + second)
            }
        }
        index = afterFirst
        skipSpaces()
        return .exact(first)
    }

    /// The number at `start` read afresh, leaving the cursor after it.
    private mutating func readNumberAgain(from start: Int) -> Double? {
        index = start
        return readNumber()
    }

    /// The value just read when it was a plain fraction ("1/2").
    private func lastFraction(before end: Int) -> Double? {
        var start = end
        while start > 0, characters[start - 1].isNumber || characters[start - 1] == "/" { start -= 1 }
        let text = String(characters[start..<end])
        let parts = text.split(separator: "/")
        guard parts.count == 2, let top = Double(parts[0]), let bottom = Double(parts[1]), bottom > 0 else { return nil }
        return top / bottom
    }

    private func peek(_ text: String) -> Bool {
        let wanted = Array(text)
        guard index + wanted.count <= characters.count else { return false }
        return Array(characters[index..<index + wanted.count]).map { Character($0.lowercased()) } == wanted
    }

    /// Reads "3", "1.5", "1,5", "1/2", "1 1/2", "one", "half a", "a dozen".
    /// A fraction joined to a word by a hyphen ("1 ½-inch") is a size, so it
    /// is not read into a mixed number unless `sizeFollows`.
    mutating func readNumber(sizeFollows: Bool = false) -> Double? {
        let start = index
        if let whole = readDigits() {
            var value = whole
            if index < characters.count, characters[index] == "/" {
                index += 1
                if let denominator = readDigits(), denominator > 0 { return value / denominator }
                index = start
                return nil
            }
            if index + 1 < characters.count, characters[index] == "." || characters[index] == ",",
               characters[index + 1].isNumber {
                index += 1
                let fractionStart = index
                while index < characters.count, characters[index].isNumber { index += 1 }
                value = Double("0." + String(characters[fractionStart..<index])).map { whole + $0 } ?? whole
                return value
            }
            // Mixed number: "1 1/2".
            let afterWhole = index
            skipSpaces()
            if let numerator = readDigits(), index < characters.count, characters[index] == "/" {
                index += 1
                if let denominator = readDigits(), denominator > 0, numerator < denominator,
                   sizeFollows || !(peek("-") && index + 1 < characters.count && characters[index + 1].isLetter) {
                    return value + numerator / denominator
                }
            }
            index = afterWhole
            return value
        }
        // Number words.
        let wordStart = index
        let word = readLetters().lowercased()
        if word == "a" || word == "an" {
            skipSpaces()
            if readLetters().lowercased() == "dozen" { return 12 }
            index = wordStart
            return nil
        }
        if word == "half" {
            let afterHalf = index
            skipSpaces()
            let article = readLetters().lowercased()
            if article != "a" && article != "an" { index = afterHalf }
            return 0.5
        }
        if let value = Self.numberWords[word] { return value }
        index = wordStart
        return nil
    }

    private mutating func readDigits() -> Double? {
        let start = index
        while index < characters.count, characters[index].isASCII, characters[index].isNumber { index += 1 }
        guard index > start else { return nil }
        return Double(String(characters[start..<index]))
    }

    private mutating func readLetters() -> String {
        let start = index
        while index < characters.count, characters[index].isLetter || characters[index] == "-" { index += 1 }
        return String(characters[start..<index])
    }

    /// Reads one of the given words, followed by a space or the end.
    /// "about", "approximately", "approx.", "roughly", "around", "circa",
    /// "ca.", "~" before an amount; advances past it and the spaces.
    mutating func readApproximation() -> String? {
        let start = index
        if !atEnd, characters[index] == "~" {
            index += 1
            skipSpaces()
            return "~"
        }
        let word = readLetters().lowercased()
        guard IngredientParser.approximations.contains(word) else {
            index = start
            return nil
        }
        if !atEnd, characters[index] == "." { index += 1 }
        guard atEnd || characters[index] == " " else {
            index = start
            return nil
        }
        skipSpaces()
        return word
    }

    /// The elided "of" of French and Italian: "d'huile", "d’olio".
    mutating func readElided() {
        guard index + 2 < characters.count, characters[index].lowercased() == "d",
              characters[index + 1] == "'" || characters[index + 1] == "’", characters[index + 2].isLetter else { return }
        index += 2
    }

    /// Whether a digit or a fraction character comes next.
    func startsWithNumber() -> Bool {
        guard !atEnd else { return false }
        let next = characters[index]
        return next.isNumber || "½¼¾⅓⅔⅛⅜⅝⅞".contains(next)
    }

    /// "a few", "a couple of", "several" at the cursor, followed by a word.
    mutating func readFew() -> String? {
        let start = index
        skipSpaces()
        for phrase in IngredientParser.fewPhrases where peek(phrase + " ") {
            index += phrase.count
            skipSpaces()
            return phrase == "a couple" ? "a couple of" : phrase
        }
        index = start
        return nil
    }

    mutating func readWord(in words: Set<String>) -> String? {
        let start = index
        skipSpaces()
        let word = readLetters()
        if !word.isEmpty, words.contains(word.lowercased()), atEnd || characters[index] == " " || characters[index] == "," {
            skipSpaces()
            return word.lowercased()
        }
        index = start
        return nil
    }

    /// Words that measure the size of what is counted ("a 9 inch crust",
    /// "a 15 oz can").
    private static let sizeUnits: Set<String> = [
        "inch", "inches", "in", "cm", "mm", "oz", "ounce", "ounces", "g", "gram", "grams", "kg", "ml", "l",
        "lb", "lbs", "pound", "pounds", "litre", "liter", "quart", "qt",
    ]

    /// A size right after the amount: "15 oz.", "13.5-ounce", "1/2-inch",
    /// "9 inch", followed by more words. Returns it as written.
    mutating func readSize() -> String? {
        let start = index
        skipSpaces()
        let sizeStart = index
        guard readNumber(sizeFollows: true) != nil else { index = start; return nil }
        if index < characters.count, characters[index] == "-" {
            index += 1
        } else {
            skipSpaces()
        }
        let wordStart = index
        while index < characters.count, characters[index].isLetter { index += 1 }
        let word = String(characters[wordStart..<index]).lowercased()
        if index < characters.count, characters[index] == "." { index += 1 }
        guard Self.sizeUnits.contains(word), index < characters.count, characters[index] == " " else {
            index = start
            return nil
        }
        let size = String(characters[sizeStart..<index])
        skipSpaces()
        guard !atEnd else { index = start; return nil }
        return size.hasSuffix(".") ? String(size.dropLast()) : size
    }

    /// "+ 1 teaspoon", "plus 1 tsp", or a second unit of the same kind
    /// straight after ("1 lb 4 oz"): the extra, in `unit`.
    mutating func readMoreOfTheSame(_ unit: CookingUnit) -> Double? {
        guard unit.kind != .count else { return nil }
        let start = index
        skipSpaces()
        if peek("+") { index += 1 } else if peek("plus ") { index += 5 }
        skipSpaces()
        guard let value = readNumber(), let extra = readUnit(), extra.kind == unit.kind, extra != unit,
              let converted = Self.convert(value, from: extra, to: unit) else {
            index = start
            return nil
        }
        // Foundation's spoons are rounded to a few digits: snap to the
        // thirds and eighths a measuring set holds.
        let grid = (converted * 24).rounded()
        return abs(converted * 24 - grid) < 0.01 ? grid / 24 : converted
    }

    /// "/ 1 lb", "/125g" right after a measure: the same amount in other units.
    mutating func readAlternativeMeasure() -> String? {
        let start = index
        skipSpaces()
        guard peek("/") else { return nil }
        index += 1
        skipSpaces()
        let measureStart = index
        guard readNumber() != nil, let unit = readUnit(), unit.kind != .count else {
            index = start
            return nil
        }
        return String(characters[measureStart..<index]).trimmingCharacters(in: .whitespaces)
    }

    private static func convert(_ value: Double, from: CookingUnit, to: CookingUnit) -> Double? {
        if let source = from.foundationMass, let target = to.foundationMass {
            return Measurement(value: value, unit: source).converted(to: target).value
        }
        if let source = from.foundationVolume, let target = to.foundationVolume {
            return Measurement(value: value, unit: source).converted(to: target).value
        }
        return nil
    }

    /// The text read since `start`, trimmed.
    func text(from start: Int) -> String {
        String(characters[start..<index]).trimmingCharacters(in: .whitespaces)
    }

    /// Skips spaces and `character`, if it is next.
    mutating func readCharacter(_ character: Character) -> Bool {
        let start = index
        skipSpaces()
        guard index < characters.count, characters[index] == character else { index = start; return false }
        index += 1
        skipSpaces()
        return true
    }

    mutating func readParenthetical() -> String? {
        skipSpaces()
        guard index < characters.count, characters[index] == "(" else { return nil }
        guard let close = characters[index...].firstIndex(of: ")") else { return nil }
        let inside = String(characters[(index + 1)..<close]).trimmingCharacters(in: .whitespaces)
        index = close + 1
        skipSpaces()
        return inside
    }

    /// Reads a unit of one to three words ("fl oz", "fluid ounces",
    /// "tbsp.", "colheres de sopa", "c. à soupe"), the longest first: the
    /// "c." of "c. à soupe" is no cup.
    mutating func readUnit() -> CookingUnit? {
        let start = index
        skipSpaces()
        let first = readUnitWord()
        guard !first.isEmpty else { index = start; return nil }
        let afterFirst = index
        var words = [first]
        var ends: [Int] = []
        for _ in 0..<2 {
            skipSpaces()
            let next = readUnitWord()
            guard !next.isEmpty else { break }
            words.append(next)
            ends.append(index)
        }
        for count in stride(from: words.count, through: 2, by: -1) {
            index = ends[count - 2]
            guard let unit = CookingUnit.lookup(words[..<count].joined(separator: " ")) else { continue }
            if atEnd || characters[index] == " " || characters[index] == "," || characters[index] == ")" {
                skipSpaces()
                return unit
            }
        }
        index = afterFirst
        if let unit = CookingUnit.lookup(first) {
            skipSpaces()
            return unit
        }
        index = start
        return nil
    }

    private mutating func readUnitWord() -> String {
        let start = index
        while index < characters.count, characters[index].isLetter { index += 1 }
        if index < characters.count, characters[index] == "." { index += 1 }
        let word = String(characters[start..<index])
        // A unit ends at a space, comma, parenthesis or the end of the line.
        if index < characters.count, !(characters[index] == " " || characters[index] == "," || characters[index] == "(" || characters[index] == ")"
                                       || characters[index] == "/") {
            index = start
            return ""
        }
        return word
    }
}

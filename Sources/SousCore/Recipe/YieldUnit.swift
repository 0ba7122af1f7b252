import Foundation

/// What a recipe makes when it is not servings for people: the noun in "1
/// loaf", "24 cookies", "2 cups". The count is the recipe's `servings`;
/// this is what it counts, so Sous says "For 36 cookies, you need" and
/// understands "make 2 loaves". A recipe without one serves people.
public struct YieldUnit: Hashable, Sendable {
    /// "loaf", "small loaf", "cookie".
    public var singular: String
    /// "loaves", "small loaves", "cookies".
    public var plural: String

    public init(singular: String, plural: String) {
        self.singular = singular
        self.plural = plural
    }

    /// The noun as written, singular or plural ("loaves", "cookie", "small
    /// loaves"); nil for words that count people ("servings", "portions")
    /// or are no noun ("as a main").
    public init?(noun: String) {
        let words = noun.lowercased().split(whereSeparator: { $0 == " " }).map(String.init)
        guard (1...3).contains(words.count), words.allSatisfy({ $0.allSatisfy { $0.isLetter || $0 == "-" || $0 == "'" } && $0.first?.isLetter == true }),
              !Self.notANoun.contains(words[0]), let last = words.last, !Self.notANoun.contains(last),
              !Self.servingWords.contains(last) else { return nil }
        let head = words.dropLast().joined(separator: " ")
        let (one, many) = Self.forms(last)
        self.init(singular: head.isEmpty ? one : head + " " + one, plural: head.isEmpty ? many : head + " " + many)
    }

    /// The last word's singular, how it is compared: "loaves" and "loaf",
    /// "cookies" and "cookie", "pies" and "pie" are one.
    public var word: String { String(singular.split(separator: " ").last ?? "") }

    /// Whether `noun` ("loaves", "loaf", "cookie") names this.
    public func matches(_ noun: String) -> Bool {
        guard let last = noun.lowercased().split(separator: " ").last.map(String.init) else { return false }
        return Self.forms(last).one == word
    }

    /// Counted in whole pieces (cookies, muffins, slices): a count that is
    /// no whole number is rounded, as servings are. A loaf, a cake, a
    /// batch or a cup may be made in part: half a loaf is half the dough.
    public var comesWhole: Bool { Self.pieces.contains(word) }

    /// "1 loaf", "36 cookies", "half a loaf", "1 1/2 loaves".
    public func counted(_ count: Double) -> String {
        if count < 1 - 0.02, count > 0 {
            let part = AmountFormatter.format(count)
            switch part {
            case "1/2": return "half a \(singular)"
            case "1/4": return "a quarter of a \(singular)"
            case "1/3": return "a third of a \(singular)"
            default: return "\(part) of a \(singular)"
            }
        }
        let shown = AmountFormatter.format(count)
        return "\(shown) \(shown == "1" ? singular : plural)"
    }

    /// The recipe as written, whatever it makes: "make two batches".
    public static let batch = YieldUnit(singular: "batch", plural: "batches")

    /// A noun's singular and plural, whichever was written.
    static func forms(_ word: String) -> (one: String, many: String) {
        if let known = known.first(where: { $0.one == word || $0.many == word }) { return known }
        if word.hasSuffix("ss") || !word.hasSuffix("s") {
            return (word, ShoppingNames.pluralise(word))
        }
        return (ShoppingNames.singular(word), word)
    }

    /// Nouns whose singular or plural a rule would get wrong ("cookies" is
    /// no "cooky", "pies" no "py"), and the common ones.
    private static let known: [(one: String, many: String)] = [
        ("loaf", "loaves"), ("cookie", "cookies"), ("pie", "pies"), ("brownie", "brownies"), ("blondie", "blondies"),
        ("smoothie", "smoothies"), ("patty", "patties"), ("batch", "batches"), ("sandwich", "sandwiches"),
        ("pierogi", "pierogies"), ("focaccia", "focaccias"), ("dozen", "dozen"), ("falafel", "falafel"), ("naan", "naan"),
        ("quiche", "quiches"), ("galette", "galettes"), ("scone", "scones"), ("truffle", "truffles"), ("bagel", "bagels"),
        ("pizza", "pizzas"), ("tortilla", "tortillas"), ("taco", "tacos"), ("burrito", "burritos"), ("knife", "knives"),
        ("macaron", "macarons"), ("meringue", "meringues"), ("madeleine", "madeleines"), ("calzone", "calzones"),
        ("empanada", "empanadas"), ("samosa", "samosas"), ("churro", "churros"), ("potato", "potatoes"),
    ]

    /// Things made in pieces and counted whole.
    private static let pieces: Set<String> = [
        "cookie", "biscuit", "muffin", "cupcake", "brownie", "blondie", "bar", "square", "bun", "roll", "scone", "cracker",
        "pancake", "waffle", "crepe", "patty", "slice", "piece", "truffle", "ball", "bite", "dumpling", "taco", "tortilla",
        "burrito", "wrap", "skewer", "sandwich", "doughnut", "donut", "croissant", "fritter", "macaron", "meringue",
        "pretzel", "bagel", "madeleine", "churro", "empanada", "samosa", "pierogi", "turnover", "quesadilla", "gordita",
        "taquito", "appetizer", "item", "burger", "meatball", "egg", "popsicle", "lolly", "fillet", "kebab", "pizzelle",
        "falafel", "spring roll", "cake pop", "sausage roll", "biscotti", "flapjack", "shortbread", "rusk",
    ]

    /// Words that count people, not things.
    static let servingWords: Set<String> = [
        "serving", "servings", "serve", "serves", "people", "person", "persons", "portion", "portions", "guest", "guests",
        "adult", "adults", "helping", "helpings", "diner", "diners", "pax", "eater", "eaters",
        // "4 bowls" of soup, "4 plates": a portion each.
        "bowl", "bowls", "plate", "plates", "plateful", "platefuls",
    ]

    /// Words that begin or end no noun of a yield ("4 as a main", "6 to 8").
    private static let notANoun: Set<String> = [
        "a", "an", "the", "as", "to", "or", "and", "of", "for", "with", "per", "each", "in", "about", "approximately",
        "approx", "around", "up", "makes", "make", "yield", "yields", "serves", "x", "by", "main", "side", "starter",
    ]
}

extension YieldUnit {
    /// What a yield says: "24 cookies", "Makes 2 loaves", "1 (9-inch)
    /// cake", "2 dozen cookies" (24), "serves 4", "6-8" (8). The count and,
    /// when it names a thing rather than people, its noun. `known`: only a
    /// noun among those recipes are known to yield (an imported page's
    /// "4 hungry people" names no thing); otherwise any (the author's own
    /// file). Nil when the text holds no whole count.
    public static func reading(_ text: String, onlyKnown known: Bool = false) -> (count: Int, unit: YieldUnit?)? {
        for part in text.split(whereSeparator: { ",;/".contains($0) }) {
            if let read = reading(tokens: Self.tokens(String(part)), onlyKnown: known) { return read }
        }
        return nil
    }

    /// Everything a yield says: how many people it serves and what it
    /// makes, as in "Serves 10, makes 1 loaf", "Makes 1 loaf (serves 10)",
    /// "12 muffins; 6 servings". The first of each, read as `reading` does
    /// (a bare "10" counts people); nil for what it does not say.
    public static func readingBoth(_ text: String, onlyKnown known: Bool = false) -> (people: Int?, makes: (count: Int, unit: YieldUnit)?) {
        var people: Int?
        var makes: (count: Int, unit: YieldUnit)?
        let bracketed = text.matches(of: #/\(([^()]*)\)/#).map { String($0.output.1) }
        for part in text.split(whereSeparator: { ",;/".contains($0) }).map(String.init) + bracketed {
            guard let read = reading(tokens: Self.tokens(part), onlyKnown: known) else { continue }
            if let unit = read.unit {
                if makes == nil { makes = (read.count, unit) }
            } else if people == nil {
                people = read.count
            }
        }
        return (people, makes)
    }

    private static func reading(tokens: [String], onlyKnown known: Bool) -> (count: Int, unit: YieldUnit?)? {
        var index = 0
        var count: Int?
        let hasDigits = tokens.contains { Double($0) != nil }
        // The first count that is not a pan's size ("9 inch", "9x13").
        while index < tokens.count, count == nil {
            let token = tokens[index]
            let next = index + 1 < tokens.count ? tokens[index + 1] : ""
            if let value = Double(token), value.isFinite, value > 0 {
                if Self.sizeWords.contains(next) {
                    index += 2
                    continue
                }
                guard value == value.rounded(), value <= 100_000 else { return nil }
                count = Int(value)
            } else if !hasDigits, token == "a" || token == "an", next.first?.isLetter == true {
                // "a loaf", "makes a batch": one.
                count = 1
            }
            index += 1
        }
        guard var count else { return nil }
        // "6 to 8 servings", "6-8": the range's top; "6 or 8", "6 - 8": the first.
        if index + 1 < tokens.count, tokens[index] == "to" || tokens[index] == "or", let top = Double(tokens[index + 1]) {
            if tokens[index] == "to", top == top.rounded(), top <= 100_000 { count = max(count, Int(top)) }
            index += 2
        }
        // "one 9 inch cake": the pan's size goes.
        while index + 1 < tokens.count, Double(tokens[index]) != nil, Self.sizeWords.contains(tokens[index + 1]) { index += 2 }
        while index < tokens.count, tokens[index].contains(where: \.isNumber) { index += 1 }
        var noun: [String] = []
        while index < tokens.count, noun.count < 3, tokens[index].first?.isLetter == true, !Self.notANoun.contains(tokens[index]) {
            noun.append(tokens[index])
            index += 1
        }
        guard !noun.isEmpty, let unit = YieldUnit(noun: noun.joined(separator: " ")) else { return (count, nil) }
        if known {
            guard Self.knownYields.contains(unit.word) else { return (count, nil) }
            // "2 large loaves": the thing, not its size.
            return (count, YieldUnit(noun: String(noun.last!)))
        }
        return (count, unit)
    }

    /// Lower-case words and numbers, a size's "9-inch" as "9 inch",
    /// "6-8" and "6–8" as "6 to 8", "6 - 8" as "6 or 8" (a spaced hyphen's
    /// top is not counted, as recipe-scrapers does not, so a page and a
    /// file say one count), numbers in words as digits, nothing in brackets.
    private static func tokens(_ text: String) -> [String] {
        var lower = text.lowercased().replacing(#/\([^)]*\)/#, with: " ")
        lower = lower.replacing(#/(\d)(?:-|\s*–\s*)(\d)/#) { "\($0.output.1) to \($0.output.2)" }
        lower = lower.replacing(#/(\d)\s*-\s*(\d)/#) { "\($0.output.1) or \($0.output.2)" }
        lower = lower.replacing(#/(\d)\s*(["″”]|-)/#) { "\($0.output.1) \($0.output.2 == "-" ? "" : "inch")" }
        let words = lower.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "." || $0 == "'") })
            .map { String($0).trimmingCharacters(in: CharacterSet(charactersIn: ".")) }.filter { !$0.isEmpty }
        return NumberWords.digitize(words)
    }

    private static let sizeWords: Set<String> = ["inch", "inches", "in", "cm", "mm", "x", "by"]

    /// Whether a word names something recipes make ("loaves", "cookie"):
    /// a word of its own, never a misspelt ingredient ("loaves" is no
    /// "leaves": "how many loaves" of a stew said "You need 2 bay leaves").
    static func namesAYield(_ word: String) -> Bool { knownYields.contains(forms(word).one) }

    /// Things recipes are known to yield (recipe-scrapers' list and the like).
    static let knownYields: Set<String> = pieces.union([
        "loaf", "cake", "pie", "tart", "batch", "pan", "tray", "sheet", "pizza", "quiche", "focaccia", "galette", "layer",
        "round", "ring", "bread", "baguette", "boule", "batard", "brioche", "cup", "pint", "quart", "gallon",
        "liter", "litre", "jar", "bottle", "scoop", "dozen", "flatbread", "naan", "pizzelle", "terrine", "tin", "crumble",
        "cheesecake", "strudel", "wreath", "plait", "braid", "stollen", "panettone", "sponge",
    ])
}

extension Recipe {
    /// The recipe's count in what it makes: "4 servings", "1 serving",
    /// "36 cookies", "half a loaf", "1 1/2 loaves".
    public func made(_ count: Double) -> String {
        if let makes { return makes.counted(count) }
        let shown = AmountFormatter.format(count)
        return "\(shown) \(shown == "1" ? "serving" : "servings")"
    }

    /// What the recipe as written makes: "4 servings", "1 loaf".
    public var madeAsWritten: String { made(Double(servings)) }

    /// Whether Sous may cook part of a whole: half a loaf, 1 1/2 cakes.
    /// Servings and pieces (cookies) are whole.
    public var makesParts: Bool { makes.map { !$0.comesWhole } ?? false }

    /// "serves 4", "makes 24 cookies", "makes 1 loaf, serves 10".
    public var servesOrMakes: String {
        makes == nil ? "serves \(servings)" : "makes \(madeAsWritten)" + (serves.map { ", serves \($0)" } ?? "")
    }

    /// About how many people `count` of what the recipe makes feeds: 20
    /// for 2 loaves of a loaf that serves 10. Nil when the recipe counts
    /// people (`count` is them) or does not say how many it serves.
    public func peopleFed(by count: Double) -> Double? {
        guard makes != nil, let serves, serves > 0, servings > 0 else { return nil }
        return Double(serves) * count / Double(servings)
    }

    /// As many of what the recipe makes as feed `people`, by how many the
    /// recipe says it serves: 2 loaves for 20 of a loaf that serves 10. A
    /// loaf or a cake is rounded up to a quarter of one (4 of 10 is half a
    /// loaf), cookies to a whole one: enough, never short. Nil when the
    /// recipe counts people or does not say how many it serves.
    public func count(forPeople people: Int) -> Double? {
        guard makes != nil, let serves, serves > 0, people > 0 else { return nil }
        let exact = Double(people) * Double(servings) / Double(serves)
        let step = makesParts ? 0.25 : 1
        return ((exact / step) - 1e-9).rounded(.up) * step
    }

    /// `count` of what the recipe makes and, when it says, how many that
    /// feeds: "1 loaf, which serves about 10", "2 loaves, which serve about
    /// 20", "4 servings".
    public func madeAndFed(_ count: Double) -> String {
        guard let people = peopleFed(by: count) else { return made(count) }
        let fed = max(1, Int(people.rounded()))
        return "\(made(count)), which \(count > 1 + 1e-9 ? "serve" : "serves") about \(fed)"
    }

    /// The counts Sous scales to: 1 to 100 servings; of what a recipe
    /// makes, up to 100 or ten times the recipe, whichever is more (a bake
    /// sale's 120 cookies), and down to one piece, or to an eighth of the
    /// recipe for a loaf or a cake.
    public var scaleRange: ClosedRange<Double> {
        guard makes != nil else { return 1...100 }
        let upper = Double(max(100, servings * 10))
        return makesParts ? (Double(servings) / 8 - 1e-9)...upper : 1...upper
    }
}

import Foundation

/// Scales the weights and volumes written inside free text, such as an
/// ingredient's note ("1 stick butter, 113 g, softened"): a cook who weighs
/// must read the weight for the servings being cooked.
enum ScaledText {
    static func all(_ text: String, by factor: Double) -> String {
        guard abs(factor - 1) > 1e-9 else { return text }
        let text = IngredientParser.normalize(text)
        var result = ""
        var rest = Substring(text)
        while let match = rest.firstMatch(of: measurePattern) {
            result += rest[..<match.range.lowerBound]
            let low = match.output.1.flatMap { Self.fraction(String($0)) }
            var after = rest[match.range.upperBound...]
            if let value = Self.fraction(String(match.output.2)), let unit = CookingUnit.lookup(String(match.output.3).lowercased()),
               unit.kind != .count || unit.symbol == "stick" {
                // "2-3 g": both ends of a range; "3/4 cup" whole, never its "4 cup".
                var amount = span(low, value)
                if low == nil, let (sum, remainder) = Self.joiningSplit(value, unit, after) {
                    amount = .exact(sum)
                    after = remainder
                }
                result += measure(amount, unit, scaledBy: factor)
            } else {
                result += rest[match.range]
            }
            rest = after
        }
        return result + rest
    }

    /// "2-3" as a range, "3" alone (or a backwards "3-2") as itself.
    private static func span(_ low: Double?, _ high: Double) -> Amount {
        guard let low, low < high else { return .exact(high) }
        return .range(low, high)
    }

    /// "1,5" and ".5" as numbers.
    private static func number(_ text: String) -> Double? {
        let dotted = text.replacingOccurrences(of: ",", with: ".")
        return Double(dotted.hasPrefix(".") ? "0" + dotted : dotted)
    }

    /// "225 g" for 5 of 8 servings: "140 g", in the unit a kitchen uses.
    private static func measure(_ value: Double, _ unit: CookingUnit?, scaledBy factor: Double) -> String {
        measure(.exact(value), unit, scaledBy: factor)
    }

    private static func measure(_ amount: Amount, _ unit: CookingUnit?, scaledBy factor: Double, name: String = "") -> String {
        let measuring = Ingredient(text: "", amount: amount, unit: unit, name: name)
        return measuring.quantityText(measuring.measured(factor))
    }

    /// The first weight written in `text`, in grams ("226 g", "8 oz").
    static func firstWeight(in text: String) -> Double? {
        guard let match = IngredientParser.normalize(text).firstMatch(of: measurePattern), match.output.1 == nil,
              let value = fraction(String(match.output.2)), let unit = CookingUnit.lookup(String(match.output.3).lowercased()),
              unit.kind == .mass, let factor = unit.baseFactor else { return nil }
        return value * factor
    }

    /// "400 g, drained" -> "400 g each, drained": the size of one of several packs.
    static func markingEach(_ text: String) -> String {
        guard let match = text.firstMatch(of: measurePattern) else { return text }
        return String(text[..<match.range.upperBound]) + " each" + text[match.range.upperBound...]
    }

    /// A figure and a unit word: "113 g", "1.5 kg", "200ml", "8 oz".
    nonisolated(unsafe) static let measurePattern = #/(?i)(?:(\d+ \d+/\d+|\d+/\d+|\d+(?:[.,]\d+)?|[.,]\d+)\s?-\s?)?(\d+ \d+/\d+|\d+/\d+|\d+(?:[.,]\d+)?|[.,]\d+)\s?(kg|grs?|g|mg|ml|l|oz|lb|lbs|tbsps?|tsps?|tablespoons?|teaspoons?|cups?|sticks?|grams?|kilograms?|millilitres?|milliliters?|litres?|liters?|ounces?|pounds?)\b/#

    /// "1/4 cup + 2 tablespoons" is one amount, in the first part's unit,
    /// with the text after it: 3 tbsp for half, never "2 tbsp + 1 tbsp".
    static func joiningSplit(_ value: Double, _ unit: CookingUnit, _ after: Substring) -> (Double, Substring)? {
        guard unit.kind != .count, let base = unit.baseFactor, let plus = after.firstMatch(of: plusMeasure), plus.output.1 == nil,
              let more = fraction(String(plus.output.2)), let other = CookingUnit.lookup(String(plus.output.3).lowercased()),
              other.kind == unit.kind, let otherBase = other.baseFactor else { return nil }
        return (value + more * otherBase / base, after[plus.range.upperBound...])
    }

    /// The second part of a split measure, right after the first: " + 2 tablespoons", " plus 1 tsp".
    nonisolated(unsafe) private static let plusMeasure = #/^(?i)\s*(?:\+|plus)\s*(?:(\d+ \d+/\d+|\d+/\d+|\d+(?:[.,]\d+)?|[.,]\d+)\s?-\s?)?(\d+ \d+/\d+|\d+/\d+|\d+(?:[.,]\d+)?|[.,]\d+)\s?(kg|grs?|g|mg|ml|l|oz|lb|lbs|tbsps?|tsps?|tablespoons?|teaspoons?|cups?|grams?|kilograms?|millilitres?|milliliters?|litres?|liters?|ounces?|pounds?)\b/#

    /// Scales the amounts a step gives for the recipe's own ingredients
    /// ("the 225 g of sugar", "crack in the 4 eggs", "1/2 cup of the milk",
    /// "the remaining 100 g"), leaving alone the ones that are not food ("a
    /// 900 g (2 lb) loaf tin", "4 small wells").
    ///
    /// "Pour into 6 small moulds" in a recipe for six, or "make 4 wells" for
    /// its four eggs: the dishes and portions follow the servings too.
    static func step(_ text: String, ingredients: [Ingredient], by factor: Double, servings: Int? = nil) -> String {
        guard abs(factor - 1) > 1e-9 else { return text }
        let portionCounts = Set([servings].compactMap { $0 } + ingredients.compactMap { ingredient -> Int? in
            guard ingredient.unit == nil, case .exact(let value)? = ingredient.amount, value == value.rounded() else { return nil }
            return Int(value)
        })
        // "1 ½ cups" and "1 1/2 cups" alike; dashes and "9x13" stay.
        let text = IngredientParser.spellingFractions(text)
        let names = Set(ingredients.flatMap { Words.stems($0.name) }.filter { $0.count > 2 && !CommandGrammar.vagueWords.contains($0) })
        var result = ""
        var rest = Substring(text)
        while let match = rest.firstMatch(of: amount) {
            let before = rest[..<match.range.lowerBound]
            var after = rest[match.range.upperBound...]
            result += before
            // Part of another number, a temperature or a percentage: not an amount of food.
            let joined = before.last.map { "./-".contains($0) || $0.isNumber } == true || after.first.map { "/%°-".contains($0) || $0.isNumber } == true
            var high = Self.fraction(String(match.output.2))
            let low = match.output.1.flatMap { Self.fraction(String($0)) }
            let unitWord = match.output.3.map { String($0).lowercased() }
            let unit = unitWord.flatMap { CookingUnit.lookup($0) }
            // "1/4 cup plus 2 tbsp sugar": one amount.
            if low == nil, let value = high, let unit, let (sum, remainder) = Self.joiningSplit(value, unit, after) {
                high = sum
                after = remainder
            }
            // What the amount is of: the words after it, past "(8 oz)", "of" and "the".
            var tail = after
            if let paren = tail.firstMatch(of: parenthetical), paren.range.lowerBound == tail.startIndex { tail = tail[paren.range.upperBound...] }
            // "3 large eggs", "2 fresh bay leaves": a size or a word of quality
            // comes between the figure and the food the ingredient list names.
            let following = Words.stems(String(tail.prefix(40))).drop { ["of", "the"].contains($0) || Self.describing.contains($0) }.prefix(3)
            // "2 baking sheets" is no baking powder: a count of a tin or tray is not food.
            let countsFood = unitWord == nil && following.first.map { names.contains($0) } == true
                && !following.prefix(2).contains { Self.vessels.contains($0) && !names.contains($0) }
            // A weight or volume is food unless it sizes a tin or a dish.
            let measuresFood = unit.map { $0.kind != .count } == true
                && (following.contains(where: names.contains) || !following.contains(where: Self.vessels.contains))
            // "the garlic (4 cloves)": cloves or cans of a food named just before.
            let packsFood = unit?.kind == .count
                && (following.contains(where: names.contains) || Words.stems(String(before.suffix(30))).suffix(3).contains(where: names.contains))
            // "1/3 of the filling" is a share of it, the same whatever the
            // servings; "2 tbsp at a time", "per cupcake" or "30 gr unidad"
            // (each ball's) is a portion.
            let clause = after.prefix { !",.;".contains($0) }.lowercased().split(separator: " ").prefix(4).joined(separator: " ")
            let portion = ["at a time", "each", "per", "apiece", "cada", "unidad", "chacun", "chacune"].contains { " \(clause) ".contains(" \($0) ") }
            // "a large cookie scoop (3 tablespoons)", "1 Tablespoon sized balls",
            // "2 tablespoons of beurre blanc on a plate": one piece's or one
            // plate's size; the cook makes more of them, each the same.
            let onePiece = unit != nil && (Self.sizesOnePiece(result, following: following, names: names) || Self.onePortion(result, after: after))
            let share = (unitWord == nil && (high ?? 1) < 1 && after.hasPrefix(" of ")) || portion || onePiece
            // "velocidad 4", "gas mark 6", "speed 2": a machine's setting; "cut
            // into 4 pieces", "en 4 trozos": how many pieces one thing is cut
            // into. Neither changes with the servings.
            if unitWord == nil, Self.setting(result.suffix(40)) || Self.cutCount(result.suffix(200), following: following, after: after) {
                result += rest[match.range]
                rest = after
                continue
            }
            // "6 small moulds", "4 wells": as many as there are servings (or eggs).
            if !joined, unitWord == nil, low == nil, let high, high >= 2, high == high.rounded(), portionCounts.contains(Int(high)),
               following.prefix(2).contains(where: Self.portions.contains) {
                let scaled = max(1, Int(bounded: (high * factor).rounded()))
                result += String(scaled)
                rest = after
                if scaled == 1, let word = rest.firstMatch(of: portionWord) {
                    // "1 small glass", not "1 small glasses".
                    let plural = String(word.output.1)
                    result += rest[..<word.range.lowerBound] + word.output.0.replacingOccurrences(of: plural, with: ShoppingNames.singular(plural))
                    rest = rest[word.range.upperBound...]
                }
                continue
            }
            guard !joined, !share, let high, countsFood || measuresFood || packsFood else {
                result += rest[match.range]
                rest = after
                continue
            }
            var value = span(low, high)
            // Rounded as the ingredient list rounds that food: a bay leaf whole.
            let food = ingredients.first { Words.stems($0.name).contains(where: following.contains) }
            // The list's own amount printed rounded ("115 g" for a stick's
            // 113.4 g in metric): scaled from the exact figure, as the list is.
            if let food, let exact = food.amount, let unit, food.unit == unit,
               AmountFormatter.format(exact, unit: unit) == AmountFormatter.format(value, unit: unit) {
                value = exact
            }
            result += measure(value, unit, scaledBy: factor, name: food?.name ?? "")
            if countsFood, let word = after.firstMatch(of: countedWord) {
                // "1 eggs" reads "1 egg", "2 egg" reads "2 eggs".
                let scaled = value.scaled(by: factor).upper
                let written = String(word.output.1)
                let plural = Words.stem(written.lowercased()) != written.lowercased()
                let wanted = scaled > 1 + 1e-9
                // Only the food's own word: "chocolate squares", never "unsweeteneds".
                let heads = Set(ingredients.compactMap { Words.stems($0.name).last })
                if plural != wanted, heads.contains(Words.stem(written.lowercased())) {
                    let replaced = wanted ? ShoppingNames.pluralise(written) : ShoppingNames.singular(written)
                    result += after[..<word.range.lowerBound] + word.output.0.replacingOccurrences(of: written, with: replaced)
                    after = after[word.range.upperBound...]
                }
            }
            rest = after
            // "(8 oz)" right after a scaled weight is the same amount; after a
            // bare count ("6 (1 oz) chocolate squares") it is each piece's,
            // the same for any servings, as is anything "each".
            if let paren = rest.firstMatch(of: parenthetical), paren.range.lowerBound == rest.startIndex {
                let perPiece = unitWord == nil || paren.output.1.lowercased().contains("each")
                result += " (" + (perPiece ? String(paren.output.1) : all(String(paren.output.1), by: factor)) + ")"
                rest = rest[paren.range.upperBound...]
            }
        }
        return result + rest
    }

    /// Whether the words just before a bare figure name a setting of a
    /// machine or an oven: "speed 4", "velocidad 2", "gas mark 6", "set
    /// the power to 3".
    private static func setting(_ before: Substring) -> Bool {
        var words = Words.tokens(String(before.suffix(40)))
        if let last = words.last, settingLinks.contains(last) { words.removeLast() }
        return words.last.map(settingWords.contains) == true
    }

    /// Words naming a machine's or an oven's setting, in the languages the
    /// imported pages come in.
    private static let settingWords: Set<String> = [
        "speed", "speeds", "vel", "velocidad", "vitesse", "stufe", "level", "setting", "mark", "gas", "power", "thermostat", "th",
        "potencia", "nivel", "puissance", "position", "posicion", "velocita", "livello",
    ]
    /// "speed to 4", "velocidad a 3", "Stufe auf 2".
    private static let settingLinks: Set<String> = ["to", "at", "on", "a", "en", "de", "sur", "auf", "al"]

    /// Whether a bare figure counts the pieces something is cut into: "cut
    /// into 4 pieces", "(corto) estos en 4 trozos", "in 4 Stücke schneiden".
    /// "Divide the dough into 8 pieces" (one per roll) is not a cut.
    private static func cutCount(_ before: Substring, following: ArraySlice<String>, after: Substring) -> Bool {
        guard let into = Words.tokens(String(before.suffix(12))).last, ["into", "in", "en", "dans"].contains(into),
              let piece = following.first, cutPieces.contains(piece) else { return false }
        let sentence = before.split(omittingEmptySubsequences: false) { ".;!?".contains($0) }.last ?? before
        let near = Words.stems(String(sentence)) + Words.stems(String(after.prefix(30))).prefix(4)
        return near.contains { word in cutVerbs.contains { word.hasPrefix($0) } }
    }

    /// What one thing is cut into.
    private static let cutPieces: Set<String> = [
        "piece", "chunk", "wedge", "slice", "strip", "segment", "part", "quarter", "half", "halve", "cube", "stick", "round",
        "trozo", "trocito", "pieza", "rodaja", "tira", "parte", "gajo", "cuarto", "dado",
        "stuck", "stucke", "scheibe", "streifen", "teil", "spalten", "morceau", "morceaux", "tranche", "quartier", "pezzi", "pezzo", "spicchi",
    ]
    /// The beginnings of the verbs for cutting: "cut", "chopped", "corto", "trocea", "schneiden", "coupez".
    private static let cutVerbs = ["cut", "chop", "slice", "quarter", "halve", "dice", "cort", "troce", "parti", "schneid", "coup", "tagli"]

    /// Whether a measure is the size of a tool or of one shaped piece: "a
    /// large cookie scoop (3 tablespoons)", "1 Tablespoon sized balls", "2
    /// tablespoon scoops of dough", "a measuring cup (1/4 cup)".
    private static func sizesOnePiece(_ before: String, following: ArraySlice<String>, names: Set<String>) -> Bool {
        if let shape = following.first, pieceShapes.contains(shape), !names.contains(shape) { return true }
        guard before.reversed().drop(while: { $0 == " " }).first == "(" else { return false }
        let words = Words.stems(String(before.suffix(30)))
        return words.last.map(tools.contains) == true || words.suffix(2).first == "measuring"
    }

    /// What sizes one piece or holds one portion.
    private static let pieceShapes: Set<String> = ["size", "sized", "scoop", "ball", "mound", "dollop", "patty", "ladle", "measure"]
    private static let tools: Set<String> = ["scoop", "ladle", "disher", "measure", "cutter"]

    /// Whether a measure is what one plate, person or mould gets: "2
    /// tablespoons of beurre blanc on a plate", "about 1/4 cup per
    /// serving", "filling each one about 1/2 way, about 1/4 cup".
    private static func onePortion(_ before: String, after: Substring) -> Bool {
        let clause = after.prefix { !",.;".contains($0) }.lowercased()
        if clause.contains(perPlate) { return true }
        let sentence = before.split(omittingEmptySubsequences: false) { ".;!?".contains($0) }.last.map(String.init) ?? before
        let clauses = sentence.lowercased().split(separator: ",", omittingEmptySubsequences: false)
        // The measure's own clause says little more than "about" before it.
        guard let own = clauses.last, Words.tokens(String(own)).allSatisfy(fillerBefore.contains) || own.contains(fillingEach) else { return false }
        return clauses.suffix(2).contains { $0.contains(fillingEach) }
    }

    /// "on a plate", "into each bowl", "per serving", "for one person",
    /// "por persona"; never "to a plate" (moved off the heat) nor "a
    /// serving dish".
    nonisolated(unsafe) private static let perPlate = #/\b(?:on|onto|in|into|to|for)\s+(?:each|every)\s+(?:plate|bowl|glass|serving|person|portion|guest)s?\b|\bon\s+(?:a|one)\s+plate\b|\bper\s+(?:plate|bowl|glass|serving|person|portion|guest|head)\b|\bfor\s+(?:a|one)\s+(?:person|guest|serving|portion)\b(?!\s+(?:dish|plate|bowl|platter|spoon))|\bpor\s+(?:persona|racion|ración|plato|porcion|porción)\b|\ben\s+cada\s+plato\b/#
    nonisolated(unsafe) private static let fillingEach = #/\b(?:fill|fills|filling|into|in|onto|on)\s+each\b|\brellena\w*\s+cada\b/#
    private static let fillerBefore: Set<String> = ["about", "around", "roughly", "approximately", "approx", "or", "with", "using", "unos", "unas", "aproximadamente"]

    /// What a count of servings fills or makes.
    private static let portions: Set<String> = [
        "glass", "mould", "mold", "ramekin", "bowl", "piece", "portion", "ball", "patty", "burger", "well", "jar", "plate",
        "skewer", "parcel", "round", "square", "bar", "serving", "cup", "tumbler", "dish", "flatbread", "pizza", "wrap", "tortilla",
    ]
    nonisolated(unsafe) private static let portionWord = #/^(?:\s+[a-z]+)?\s+([a-z]+s)\b/#

    /// What a weight or volume in a step may size instead of measuring food.
    static let vessels: Set<String> = [
        "tin", "pan", "saucepan", "pot", "dish", "tray", "mould", "mold", "loaf", "can", "jar", "bowl", "ramekin",
        "skillet", "casserole", "tub", "bag", "packet", "pack", "jug", "glass", "bottle", "box", "springform", "sheet",
    ]

    /// "1 1/2", "1/2", "1.5", "1,5".
    static func fraction(_ text: String) -> Double? {
        let parts = text.split(separator: " ")
        if parts.count == 2, let whole = Double(parts[0]), let part = fraction(String(parts[1])) { return whole + part }
        let pieces = text.split(separator: "/")
        if pieces.count == 2, let top = Double(pieces[0]), let bottom = Double(pieces[1]), bottom > 0 { return top / bottom }
        return number(text)
    }

    /// A whole, decimal, fractional or mixed figure (or a range of them),
    /// optionally followed by a unit word.
    nonisolated(unsafe) private static let amount = #/(?i)\b(?:(\d+ \d+/\d+|\d+/\d+|\d+(?:[.,]\d+)?)\s?-\s?)?(\d+ \d+/\d+|\d+/\d+|\d+(?:[.,]\d+)?)(?:\s?(kg|grs?|g|ml|l|oz|lb|lbs|tbsp|tbsps|tsp|tsps|tablespoons?|teaspoons?|cups?|grams?|kilograms?|millilitres?|milliliters?|litres?|liters?|ounces?|pounds?|cloves?|cans?|tins?|sticks?)\b)?/#
    nonisolated(unsafe) private static let parenthetical = #/\s?\(([^)]{1,20})\)/#
    /// The counted word after a figure, past a bracket and a size: "eggs" in "3 large eggs".
    nonisolated(unsafe) private static let countedWord =
        #/^(?:\s?\([^)]{1,20}\))?(?:\s+(?i:large|medium|small|big|extra-large|extra large|jumbo|whole|fresh|ripe|organic|free-range|dried))*\s+([A-Za-z]+)/#

    /// Sizes and qualities written between a count and its food ("3 large
    /// eggs", "2 fresh bay leaves"), as stems.
    private static let describing: Set<String> = [
        "large", "medium", "small", "big", "extra", "jumbo", "whole", "fresh", "ripe", "organic", "free", "range", "dried",
    ]
}

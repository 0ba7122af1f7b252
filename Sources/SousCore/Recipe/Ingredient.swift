import Foundation

/// One line of a recipe's ingredient list.
///
/// The printed `text` is kept because it is what the author wrote and what a
/// cook expects to hear at the recipe's own servings; the parsed parts exist
/// so Sous can scale, answer "how much" and merge shopping lists.
public struct Ingredient: Hashable, Sendable {
    public var text: String
    public var amount: Amount?
    public var unit: CookingUnit?
    public var name: String
    public var note: String?
    /// The group the list prints the line under ("For the cake",
    /// "Frosting"), as printed; nil in a list without groups.
    public var section: String?
    /// The measures the line was converted to (`converted(to:)`): a metric
    /// cook's spoons scaled past a spoon's size are weighed or poured in
    /// grams and millilitres, never measured in cups.
    public var measuredIn: MeasuringSystem = .asWritten

    public init(text: String, amount: Amount?, unit: CookingUnit?, name: String, note: String? = nil, section: String? = nil) {
        self.text = text
        self.amount = amount
        self.unit = unit
        self.name = name
        self.note = note
        self.section = section
    }

    /// Parses a printed line.
    public init(parsing text: String) {
        let parsed = IngredientParser.parse(text)
        self.init(text: text, amount: parsed.amount, unit: parsed.unit, name: parsed.name, note: parsed.note)
    }

    /// The line as this Sous reads its text, where an older one left a
    /// unit it did not know in the name: imported recipes are stored
    /// parsed, and a page read before "EL" or "cucharadita" were units
    /// holds the name "EL Tomatenmark" or "de agua", or "Stück" with the
    /// onion in the note. Taken only when the amount is the same and the
    /// reading finds a unit or only drops words from the name, so a name
    /// an author gave ("chicken" for "300 g chicken breast") stands, as
    /// does one whose extra words the reading keeps as a note ("small
    /// pasta", where it reads "pasta" and "small"). A line stored with no
    /// measure that now reads as one ("Bread flour 1000 g (100%)") is taken too.
    public var reread: Ingredient {
        let parsed = IngredientParser.parse(text)
        if amount == nil, unit == nil, parsed.amount != nil, parsed.unit != nil, !parsed.name.isEmpty {
            return Ingredient(text: text, amount: parsed.amount, unit: parsed.unit, name: parsed.name, note: parsed.note)
        }
        guard parsed.amount == amount, parsed.name != name, !parsed.name.isEmpty else { return self }
        let foundUnit = unit == nil && parsed.unit != nil
        let dropped = Set(Words.tokens(name)).subtracting(Words.tokens(parsed.name))
        // Words moved to the note are kept on the name as it was saved, unless
        // the note says what it is for ("Butter zum Dünsten" is butter).
        let purpose = parsed.note.map { IngredientParser.trailingNotes.contains($0.lowercased()) } ?? false
        let noted = !dropped.isEmpty && dropped.isSubset(of: Words.tokens(parsed.note ?? "")) && !purpose
        let shortened = parsed.unit == unit && name.lowercased().contains(parsed.name.lowercased()) && !noted
        guard foundUnit || shortened else { return self }
        return Ingredient(text: text, amount: parsed.amount, unit: parsed.unit, name: parsed.name, note: parsed.note, section: section)
    }

    /// Sizes of a handful, a pinch or a knob the parser keeps in the note.
    static let measureSizes: Set<String> = ["small", "large", "big", "generous", "good", "heaped"]

    /// The line as printed for the given scale: the author's text when
    /// nothing changes, otherwise rebuilt from the scaled amount, with any
    /// weight in the note ("1 stick butter, 113 g") scaled alike.
    public func line(scale: Double) -> String {
        if amount == nil, IngredientParser.few(in: note) == nil, let unit, let count = Self.handfuls(unit, scale: scale), count > 1 {
            // "a small handful" doubled: "2 small handfuls".
            var notes = (note ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            let size = notes.first.flatMap { Self.measureSizes.contains($0) ? $0 + " " : nil } ?? ""
            if !size.isEmpty { notes.removeFirst() }
            return "\(count) \(size)\(unit.name(for: .exact(Double(count)))) of \(name)" + (notes.isEmpty ? "" : ", " + notes.joined(separator: ", "))
        }
        guard abs(scale - 1) > 1e-9 else { return text }
        return rebuiltLine(scale: scale) ?? text
    }

    /// The line made again from its parts for `scale`, nil without an amount.
    func rebuiltLine(scale: Double) -> String? {
        guard let scaled = measured(scale) else { return nil }
        let quantity = quantityText(scaled)
        let hedge = IngredientParser.approximation(in: text).map { $0 == "~" ? "~" : $0 + " " } ?? ""
        let (each, cut, note) = aroundName
        // Part of an egg in teaspoons is of one egg: "3 1/4 tsp large egg".
        let thing = unit == nil && scaled.unit != nil ? Self.singular(name) : countedName(scaled.amount)
        var line = "\(hedge)\(quantity)\(each)\(quantity.hasPrefix("a ") ? " of" : "") \(cut)\(thing)"
        if let note, !note.isEmpty { line += ", \(scaledNote(note, scale: scale, shown: scaled))" }
        if let tip = partEggTip(shown: scaled.amount, in: scaled.unit) { line += " (\(tip))" }
        return line
    }

    /// How to measure part of an egg (`PartEgg`), nil unless this line is
    /// whole eggs and `shown` is not a whole number of them.
    func partEggTip(shown: Amount, in shownUnit: CookingUnit? = nil) -> String? {
        guard unit == nil, amount != nil else { return nil }
        if shownUnit == .teaspoon { return PartEgg.isWholeEgg(name) ? PartEgg.spoonsTip : nil }
        return PartEgg.tip(shown: shown, name: name)
    }

    /// "Boneless, skinless": which cut of the thing to buy. The parser puts
    /// the words in the note, so chicken breasts add up on a shopping list,
    /// but they are said before the name, as printed: "8 boneless, skinless
    /// chicken breasts", not "8 chicken breasts" with bone and skin.
    static let cuts: Set<String> = ["boneless", "skinless"]

    /// The words of the note said with the amount and name rather than
    /// after them: " each" after a measure ("1 tsp each of salt and
    /// pepper", which was 1 tsp of both), the cut before the name
    /// ("boneless, skinless "); and the rest of the note.
    var aroundName: (each: String, cut: String, note: String?) {
        let parts = (note ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        let cut = parts.filter { Self.cuts.contains($0.lowercased()) }
        // "2 large eggs", "200 g cooking chorizo", "1 cup warm water": a word
        // the author put before the name stays there when the line is made
        // again ("1 1/2 eggs, large", "chorizo, cooking" read as an order).
        let written = " " + text.lowercased() + " "
        let before = parts.filter { part in
            !Self.cuts.contains(part.lowercased()) && part.lowercased() != "each" && !part.isEmpty && !part.contains(" ") && part.allSatisfy(\.isLetter)
                && written.contains(" \(part.lowercased()) \(name.lowercased())")
        }
        let each = unit != nil && parts.contains("each")
        guard !cut.isEmpty || !before.isEmpty || each, amount != nil else { return ("", "", note) }
        let rest = parts.filter { !Self.cuts.contains($0.lowercased()) && !before.contains($0) && !(each && $0 == "each") }.joined(separator: ", ")
        let said = (cut.isEmpty ? "" : cut.joined(separator: ", ") + " ") + (before.isEmpty ? "" : before.joined(separator: " ") + " ")
        return (each ? " each" : "", said, rest.isEmpty ? nil : rest)
    }

    /// A note's weights for the scaled line. A weight that is the line's
    /// total ("about 400 g in total", "1 cup butter, 226 g") scales; one
    /// that sizes a piece or pack does not ("150 g each", the 400 g of
    /// "2 (400 g) cans", which becomes "400 g each"), except under one pack,
    /// where the weight to use is what helps ("1/2 packet yeast, 3.5 g").
    func scaledNote(_ note: String, scale: Double, shown: (amount: Amount, unit: CookingUnit?)) -> String {
        let lower = note.lowercased()
        if lower.contains("each") || lower.contains(" per ") { return note }
        // "4 (6 oz) salmon fillets": a weight right after the count is each one's.
        let eachPiece = unit == nil && text.firstMatch(of: #/^\s*[\d½¼¾⅓⅔\/. -]+\s*\(/#) != nil
        if unit?.kind == .count || eachPiece, shown.unit == unit, !lower.contains("total"), !weighsAll(note) {
            if shown.amount.upper > 1 { return ScaledText.markingEach(note) }
            if abs(shown.amount.upper - 1) < 1e-9 { return note }
            // Half of "2 (400 g) cans" for a quarter of the servings is
            // half a can: 200 g, the part of one pack that is used.
            if let amount { return ScaledText.all(note, by: amount.upper * scale) }
        }
        let scaled = ScaledText.all(note, by: scale)
        // "1 whole chicken, about 1.6 kg" for 8 of 4: "2 whole chickens, about
        // 3.2 kg in all", which read as each bird's weight (a cook bought two
        // 3 kg birds); a weight scaled beside a count says it is the total.
        if unit == nil, amount != nil, abs(shown.amount.upper - 1) > 1e-9, scaled != note, ScaledText.firstWeight(in: note) != nil,
           !lower.contains("total"), !lower.contains("in all"), !lower.contains("altogether") {
            return scaled + " in all"
        }
        return scaled
    }

    /// "2 sticks (226 g) butter": the weight is both sticks, as printed on
    /// American recipes, where "2 (400 g) cans" gives one can's size. A
    /// stick weighs 113 g, so a weight near the count's total is the total;
    /// "1 stick (113 g)" too, so 3 1/4 of them are "375 g", the weight a
    /// cook with scales uses (was "113 g each").
    private func weighsAll(_ note: String) -> Bool {
        guard unit?.symbol == "stick", let count = amount?.upper,
              let grams = ScaledText.firstWeight(in: note) else { return false }
        return abs(grams - count * 113) < count * 113 * 0.2
    }

    /// The amount for `scale` times the recipe's servings, as a cook would
    /// measure it: in the unit a kitchen uses for that much (teaspoons, not
    /// an eighth of a stick; grams, not 0.17 kg), things counted whole
    /// (eggs, cloves, cans) in halves below two and whole ones above,
    /// because nobody cracks 3.2 eggs; spoons and cups to the measures in a
    /// drawer (0.8 tsp is 3/4 tsp; cups in eighths and thirds). Weights and
    /// millilitres scale exactly; the formatter rounds them as a kitchen
    /// scale shows them.
    public func measured(_ scale: Double) -> (amount: Amount, unit: CookingUnit?)? {
        guard let amount else { return nil }
        let scaled = amount.scaled(by: scale)
        guard abs(scale - 1) > 1e-9 else { return Self.readable(scaled, unit) }
        if let spoons = partEggSpoons(scaled) { return spoons }
        guard measuredIn == .metric else { return Self.measuring(scaled, unit, name: name) }
        return Self.metricMeasuring(scaled, unit, name: name)
    }

    /// A large egg beaten is about 3 1/4 tablespoons.
    static let teaspoonsPerEgg = 3.25 * 3

    /// Part of an egg that would be rounded to a quarter of one and is none
    /// (1/3 egg for 6 of 36 cookies, 1/9 for 2) in teaspoons of beaten egg,
    /// the true amount: "1/4 egg" was 25% short of a third and more than
    /// twice a ninth. Nil for other lines and amounts (`PartEgg` tells how
    /// to measure a quarter, a half or three quarters).
    private func partEggSpoons(_ scaled: Amount) -> (amount: Amount, unit: CookingUnit?)? {
        guard unit == nil, case .exact(let eggs) = scaled, eggs > 0, eggs < 0.375, abs(eggs - 0.25) > 0.0125,
              PartEgg.isWholeEgg(name) else { return nil }
        return (.exact(Self.measurable(eggs * Self.teaspoonsPerEgg, .teaspoon)), .teaspoon)
    }

    /// `measuring` for a cook measuring in metric: spoons stay spoons while
    /// a spoon measures them, as the line converted (`MeasureConversion`);
    /// scaled past that, grams where the kitchen knows the weight of a cup
    /// of it, else millilitres, never cups, sticks or ounces ("1 7/8 cups
    /// butter" for 3 tbsp times ten was no metric cook's amount; 425 g is).
    static func metricMeasuring(_ scaled: Amount, _ unit: CookingUnit?, name: String) -> (amount: Amount, unit: CookingUnit?) {
        if let unit, let converted = MeasureConversion.measured(scaled, unit, name: name, to: .metric),
           converted.unit.map({ MeasureConversion.belongs($0, to: .metric) }) == true {
            return converted
        }
        let shown = measuring(scaled, unit, name: name)
        guard let unit, let factor = unit.baseFactor, let shownUnit = shown.unit, shownUnit.kind != .count,
              !MeasureConversion.belongs(shownUnit, to: .metric) else { return shown }
        // Too little of it for a jug, too much for one spoon: tablespoons ("4 tbsp", not "1/4 cup").
        let tablespoons = scaled.scaled(by: factor / CookingUnit.tablespoon.baseFactor!)
        switch tablespoons {
        case .exact(let value): return (.exact(measurable(value, .tablespoon)), .tablespoon)
        case .range(let low, let high): return (.range(measurable(low, .tablespoon), measurable(high, .tablespoon)), .tablespoon)
        }
    }

    /// `scaled` of the thing called `name` in the unit a kitchen measures
    /// that much in, rounded to what the measure holds.
    static func measuring(_ scaled: Amount, _ unit: CookingUnit?, name: String) -> (amount: Amount, unit: CookingUnit?) {
        var shownUnit = unit
        var shown = scaled
        if let unit {
            // Both ends of a range in one unit: the smaller one either end needs
            // ("4-6 tbsp", not "1/4-3/8 cups").
            let choice = [scaled.lower, scaled.upper].map { KitchenMeasure.unit(for: $0, in: unit, name: name) }
                .min { ($0.unit.baseFactor ?? 0) < ($1.unit.baseFactor ?? 0) }!
            shownUnit = choice.unit
            shown = scaled.scaled(by: choice.factor)
        }
        switch shown {
        // Under a sixteenth of a teaspoon no spoon measures it: a pinch, or
        // of a liquid a dash.
        case .exact(let value) where shownUnit == .teaspoon && value < 1.0 / 16:
            return (.exact(1), CookingUnit.lookup(isLiquid(name) ? "dash" : "pinch"))
        case .exact(let value): return (.exact(measurable(value, shownUnit, name: name)), shownUnit)
        case .range(let low, let high):
            let (roundedLow, roundedHigh) = (measurable(low, shownUnit, name: name), measurable(high, shownUnit, name: name))
            return (roundedLow == roundedHigh ? .exact(roundedLow) : .range(roundedLow, roundedHigh), shownUnit)
        }
    }

    static func measurable(_ value: Double, _ unit: CookingUnit?, name: String = "") -> Double {
        func nearest(_ step: Double) -> Double { max(step, (value / step).rounded() * step) }
        // Butter by the quarter stick, the wrapper's 2 tbsp marks: "2 1/4
        // sticks" (`KitchenMeasure` keeps sticks only on a mark).
        if unit?.symbol == "stick", Density.isButter(name) { return nearest(0.25) }
        // Eggs, onions, bay leaves and cans each as a cook uses them.
        if unit == nil || unit?.kind == .count { return KitchenMeasure.count(value, unit: unit, name: name) }
        switch unit {
        case .teaspoon?:
            // The spoons in a drawer: 1/8, 1/4, 1/2 and 3/4 of a teaspoon, never 5/8.
            guard value < 1 else { return nearest(0.25) }
            // Halfway between two spoons takes the larger, as a shopping list does.
            return [1, 0.75, 0.5, 0.25, 0.125].min { abs(value - $0) < abs(value - $1) - 1e-9 } ?? 0.125
        // 1.75 tbsp is "1 3/4 tbsp", not 2 (14% more baking powder).
        case .tablespoon?: return value < 4 ? nearest(0.25) : nearest(0.5)
        case .cup?: return KitchenMeasure.nearestCup(value)
        // A scale in ounces shows quarters; "3.56 oz" and "13 1/3 oz" are no reading.
        case .ounce?: return value < 4 ? nearest(0.25) : nearest(0.5)
        case .pound?: return nearest(0.125)
        default: return value
        }
    }

    static func isLiquid(_ name: String) -> Bool {
        !Set(Words.stems(name)).isDisjoint(with: ["extract", "essence", "juice", "sauce", "vinegar", "oil", "water", "milk", "wine", "syrup", "liqueur"])
    }

    /// "A handful of coriander" for twice the people is two handfuls (to
    /// the nearest, at least one), as the shopping list counts them; other
    /// amounts without a number ("a pinch", "to taste") never scale.
    static func handfuls(_ unit: CookingUnit, scale: Double) -> Int? {
        guard ["handful", "bunch"].contains(unit.symbol) else { return nil }
        return max(1, Int(bounded: scale.rounded()))
    }

    /// Units that are a pack of something measured out from it.
    static let packs: Set<String> = ["can", "tin", "jar", "packet", "package", "bag", "box", "block", "bottle", "sachet", "envelope", "carton"]

    /// "1 piece ginger" is a piece of it, said so ("1.5 pieces of ginger",
    /// not "1.5 ginger"); "2 pcs lemon" are 2 lemons.
    var piecesAreSaid: Bool { unit == .piece && Self.uncounted(name) }

    /// "3 cloves", "1.5 tbsp", "a pinch": the amount with its unit.
    /// `asAsked`: the cook asked in this unit ("how many tablespoons"), so
    /// 14 tbsp are 14 tbsp, not "3/4 cup plus 2 tbsp".
    func quantityText(_ scaled: (amount: Amount, unit: CookingUnit?)?, asAsked: Bool = false) -> String {
        guard let (shown, shownUnit) = scaled else {
            if let unit { return "a \(unit.singular)" }
            return ""
        }
        if let shownUnit, shownUnit.symbol == "pinch" || shownUnit.symbol == "dash", shown == .exact(1) { return "a \(shownUnit.singular)" }
        if !asAsked, shownUnit == .tablespoon, case .exact(let tablespoons) = shown, let cup = Self.cupAndSpoons(tablespoons) { return cup }
        let number = AmountFormatter.format(shown, unit: shownUnit)
        // "1 Wiener Würstchen", not "1 pc Wiener Würstchen": a piece is the thing itself.
        guard let shownUnit, shownUnit != .piece || piecesAreSaid else { return number }
        if piecesAreSaid, shownUnit == .piece { return "\(number) \(shown.isSingular ? shownUnit.singular : shownUnit.plural)" }
        return "\(number) \(shownUnit.name(for: shown))"
    }

    /// 9, 13 or 15 tablespoons (5 tbsp for three times the servings), which
    /// no cup measure holds, measured with the nearest cup and a spoon or
    /// two: "1 cup less 1 tbsp", "3/4 cup plus 1 tbsp", not fifteen spoonfuls
    /// counted out. Nil below half a cup and where a cup holds it
    /// ("5/8 cup" for 10 tbsp is printed as cups already).
    /// `quarterCup`: asked in cups, from a quarter cup up ("1/2 cup less 1
    /// tbsp" for 7 tbsp, where "3/8 cup" was a spoon short).
    static func cupAndSpoons(_ tablespoons: Double, quarterCup: Bool = false) -> String? {
        guard tablespoons > (quarterCup ? 4.1 : 8.1), tablespoons < 15.9 else { return nil }
        let cups: [(tablespoons: Double, printed: String)] = (quarterCup ? [(4, "1/4 cup")] : []) + [(8, "1/2 cup"), (12, "3/4 cup"), (16, "1 cup")]
        guard let cup = cups.min(by: { abs(tablespoons - $0.tablespoons) < abs(tablespoons - $1.tablespoons) }) else { return nil }
        let rest = tablespoons - cup.tablespoons
        guard abs(rest) >= 0.25, abs(rest) <= 2, abs(rest * 2 - (rest * 2).rounded()) < 0.05 else { return nil }
        let spoons = AmountFormatter.format(abs(rest), unit: .tablespoon)
        return "\(cup.printed) \(rest < 0 ? "less" : "plus") \(spoons) tbsp"
    }

    /// The amount as a short answer to "how much NAME": "3 cloves of garlic",
    /// "2 eggs", "about 3 eggs" (3.2 rounded to whole eggs), "salt to taste".
    /// `withNote` adds the line's note ("80 g of butter, softened, for the
    /// filling"), which tells apart two lines of the same ingredient.
    public func answer(scale: Double, withNote: Bool = false) -> String {
        var answer = bareAnswer(scale: scale)
        if withNote, amount != nil, let note = aroundName.note, !note.isEmpty, let shown = measured(scale) {
            answer += ", \(scaledNote(note, scale: scale, shown: shown))"
        }
        // "about 3/4 egg: beat 1 and use about 2 tbsp of it".
        if let shown = measured(scale), let tip = partEggTip(shown: shown.amount, in: shown.unit) { answer += ": \(tip)" }
        return answer
    }

    private func bareAnswer(scale: Double) -> String {
        let spokenName = Self.sentenceCase(measuredName)
        guard let amount else {
            // "a few sprigs of fresh thyme", at any servings.
            if let few = IngredientParser.few(in: note) { return unit.map { "\(few) \($0.plural) of \(spokenName)" } ?? "\(few) \(spokenName)" }
            if let unit, let count = Self.handfuls(unit, scale: scale), count > 1 {
                return "\(count) \(unit.name(for: .exact(Double(count)))) of \(spokenName)"
            }
            // "a small handful of basil", as written (was "a handful").
            if let unit {
                let size = (note ?? "").split(separator: ",").first.map { $0.trimmingCharacters(in: .whitespaces) }
                    .flatMap { Self.measureSizes.contains($0) ? $0 + " " : nil } ?? ""
                return "a \(size)\(unit.singular) of \(spokenName)"
            }
            guard let note, !note.isEmpty else { return "some \(spokenName)" }
            // "salt to taste", but "avocado, sliced" and "chocolate chips, optional".
            let joined = ["to ", "for ", "as ", "if "].contains { note.lowercased().hasPrefix($0) }
            return "\(spokenName)\(joined ? " " : ", ")\(note)"
        }
        let exact = amount.scaled(by: scale)
        let measured = measured(scale) ?? (exact, unit)
        let scaled = measured.amount
        // Whole eggs are a visible rounding; a spoon within an eighth is not.
        // A whole bird rounded up says its weight instead ("1 whole chicken, about 1.2 kg").
        let counted = (unit == nil || unit?.kind == .count) && measured.unit == unit && !KitchenMeasure.boughtWhole(name, unit)
        // Off by more than a tenth of one, or by a fifth of a small amount
        // (an eighth of a cabbage for a twelfth).
        func off(_ shown: Double, _ exact: Double) -> Bool { abs(shown - exact) > 0.1 || abs(shown - exact) > exact * 0.2 }
        let about = counted && (off(scaled.upper, exact.upper) || off(scaled.lower, exact.lower)) ? "about " : ""
        let (each, cut, _) = aroundName
        if unit == nil, measured.unit != nil {
            return "\(quantityText(measured)) of \(cut)\(Self.sentenceCase(Self.singular(name)))"
        }
        if unit == nil || (unit == .piece && !piecesAreSaid) {
            let number = AmountFormatter.format(scaled, unit: nil)
            return "\(about)\(number) \(cut)\(Self.sentenceCase(countedName(scaled)))"
        }
        return "\(about)\(quantityText(measured))\(each) of \(cut)\(spokenName)"
    }

    /// The name for a count of it: "1/2 egg" from "2 eggs", "3 eggs" from
    /// "1 egg". Things measured by weight or volume keep their name.
    func countedName(_ scaled: Amount) -> String {
        guard unit == nil || unit == .piece, amount != nil else { return measuredName }
        if scaled.upper <= 1, scaled.upper > 0 { return Self.singular(name) }
        if !ShoppingNames.isPlural(name), !Self.uncounted(name) { return ShoppingNames.pluralise(name) }
        return name
    }

    /// The name of a thing measured by weight or volume as the author wrote
    /// it: "1 kg ripe tomatoes" doubled is "2 kg ripe tomatoes", not "2 kg
    /// ripe tomato" (the name is kept singular so shopping lists merge).
    var measuredName: String {
        let plural = ShoppingNames.pluralise(name)
        guard plural != name, !Self.uncounted(name) else { return name }
        let written = " " + Words.tokens(text).joined(separator: " ") + " "
        return written.contains(" " + Words.tokens(plural).joined(separator: " ") + " ") ? plural : name
    }

    /// Names that take no plural even when counted ("2 garlic" is rare, but
    /// "3 spinach" is never "spinaches").
    static func uncounted(_ name: String) -> Bool {
        let last = name.split(separator: " ").last.map { $0.lowercased() } ?? ""
        return ["garlic", "spinach", "rice", "parsley", "coriander", "cilantro", "basil", "mint", "dill", "thyme", "rosemary",
                "ginger", "lettuce", "fish", "salmon", "tuna", "cod", "bread", "cheese", "feta", "beef", "pork",
                "lamb", "water", "milk", "butter", "oil", "salt", "sugar", "flour", "yeast", "broccoli",
                "cauliflower", "kale", "celery", "asparagus", "tofu", "bacon", "ham"].contains(last)
    }

    /// "eggs" -> "egg" for half an egg; a name whose singular is not sure
    /// ("berries") stays as written. A foreign plural loses its "s" only
    /// when what is left is a word of that language too ("huevos" ->
    /// "huevo", "oeufs" -> "oeuf"; "Eier" stays).
    static func singular(_ name: String) -> String {
        guard let last = name.split(separator: " ").last else { return name }
        let stem = Words.stem(String(last))
        let candidate = name.dropLast(last.count) + stem
        if ShoppingNames.pluralise(String(candidate)) == name { return String(candidate) }
        let lower = Words.tokens(stem).last ?? ""
        if stem != last, last.hasSuffix("s"), EuropeanFoodWords.isForeignWord(lower), ShoppingNames.looksForeign(name) {
            return String(candidate)
        }
        return name
    }

    /// Moves big gram and millilitre amounts up to kilograms and litres.
    static func readable(_ amount: Amount, _ unit: CookingUnit?) -> (Amount, CookingUnit?) {
        guard let unit else { return (amount, nil) }
        if unit == .gram, amount.lower >= 1000 { return (amount.scaled(by: 0.001), .kilogram) }
        if unit == .millilitre, amount.lower >= 1000 { return (amount.scaled(by: 0.001), .litre) }
        return (amount, unit)
    }

    /// "Chicken breast" reads as "chicken breast" mid-sentence; "Parmigiano
    /// Reggiano" keeps its capitals. A name in another language keeps its
    /// own: German writes its nouns with a capital, and "you need 4 eier"
    /// or "zwiebeln" on the list read wrong to a German cook ("4 Eier").
    public static func sentenceCase(_ name: String) -> String {
        guard let first = name.first, first.isUppercase, !isWrittenInAnotherLanguage(name) else { return name }
        let rest = name.dropFirst()
        if rest.contains(where: { $0.isUppercase }) { return name }
        return first.lowercased() + rest
    }

    /// A food word of a language Sous reads ("Eier", "Mehl", "huevos", a
    /// compound of one: "Risottoreis"), or a German letter ("Würstchen"). An accent alone is no sign: "Crème
    /// fraîche" and "Gruyère" are English lines' words too.
    private static func isWrittenInAnotherLanguage(_ name: String) -> Bool {
        name.contains { "äöüßÄÖÜ".contains($0) } || ForeignShoppingNames.looseEnglish(name) != nil
            || Words.tokens(name).contains(where: EuropeanFoodWords.isForeignWord)
    }
}

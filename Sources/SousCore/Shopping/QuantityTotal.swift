import Foundation

/// One amount on the shopping list, in the unit chosen for display.
public struct ShoppingQuantity: Hashable, Sendable {
    public var amount: Amount
    /// nil for a plain count ("3 lemons").
    public var unit: CookingUnit?
    /// How a weighed or measured amount is prepared, when every recipe
    /// measuring it said the same: the "grated" of "1/3 cup grated onion".
    public var preparation: String?

    public init(amount: Amount, unit: CookingUnit?, preparation: String? = nil) {
        self.amount = amount
        self.unit = unit
        self.preparation = preparation
    }

    /// Bought by number: "6" onions, "3 cloves" garlic (not a can or a packet).
    var isCount: Bool { unit == nil || (unit?.kind == .count && !Ingredient.packs.contains(unit!.symbol)) }
    /// Weighed or measured: "200 g", "1/3 cup".
    var isMeasure: Bool { unit?.kind == .mass || unit?.kind == .volume }

    /// "1.2 kg", "1 1/2 cups", "6 cloves", "3".
    public var text: String {
        let number = AmountFormatter.format(amount, unit: unit)
        guard let unit else { return number }
        return "\(number) \(unit.name(for: amount))"
    }

    /// "1.2 kilograms", "6 cloves": as said aloud.
    public var spoken: String {
        let number = AmountFormatter.format(amount, unit: unit)
        guard let unit else { return number }
        return "\(number) \(unit.spokenName(for: amount))"
    }
}

/// The running total of one item across recipes.
///
/// Masses add up with masses and volumes with volumes, through Foundation's
/// `Measurement`. A volume becomes a weight only for the things whose
/// density is known (`Density`: butter, milk, oils, sugar, honey, and the
/// flours, sugars, grains and nuts of its cups table) and only when some
/// of it is weighed anyway: "200 g + 1 cup" flour is bought as 325 g (a
/// shopper adds no cups to grams), a cup of an unknown thing stays a cup.
/// Counts add up per unit ("3 cloves", "2 cans").
struct QuantityTotal: Sendable {
    private var grams: (low: Double, high: Double)?
    private var gramsMetric = false
    private var millilitres: (low: Double, high: Double)?
    private var millilitresMetric = false
    /// Shopping for a metric cook: what stays in spoons is in spoons, never cups.
    private var metricSpoons = false
    private var counts: [(unit: CookingUnit?, low: Double, high: Double)] = []
    /// Each weighed and each measured line's preparation ("grated"), nil where it gave none.
    private var massPreparations: [String?] = []
    private var volumePreparations: [String?] = []
    /// Non-numeric amounts, listed once: "to taste", "a pinch".
    private var vague: [String] = []
    /// "A handful" from each recipe, times its scale: counted, since two
    /// recipes' handfuls are two handfuls to buy.
    private var handfuls: [(unit: CookingUnit, count: Double)] = []

    /// What has no number: the vague amounts, and the handfuls when a
    /// measured amount leads the line ("3 tbsp coriander + a handful").
    var unmeasured: [String] {
        guard grams != nil || millilitres != nil || !counts.isEmpty else { return vague }
        return vague + handfuls.map { handful in
            let count = Self.handfulCount(handful.count)
            return count == 1 ? "a \(handful.unit.singular)" : "\(AmountFormatter.format(count)) \(handful.unit.name(for: .exact(count)))"
        }
    }

    /// Whether any numeric amount was added.
    var hasAmounts: Bool { grams != nil || millilitres != nil || !counts.isEmpty || !handfuls.isEmpty }

    mutating func add(_ amount: Amount?, _ unit: CookingUnit?, note: String?, scale: Double) {
        guard let amount, amount.upper > 0 else {
            // "A few sprigs" are bought as a few sprigs, whatever the servings.
            if let few = IngredientParser.few(in: note) {
                let said = unit.map { "\(few) \($0.plural)" } ?? few
                if !vague.contains(said) { vague.append(said) }
                return
            }
            // "a handful of coriander" from two recipes, or for four times
            // the servings, is more than one handful.
            if let unit, ["handful", "bunch"].contains(unit.symbol) {
                if let index = handfuls.firstIndex(where: { $0.unit == unit }) {
                    handfuls[index].count += scale
                } else {
                    handfuls.append((unit, scale))
                }
                return
            }
            let said = unit.map { "a \($0.singular)" } ?? note.flatMap(Self.vagueNote) ?? "some"
            if !vague.contains(said) { vague.append(said) }
            return
        }
        let scaled = amount.scaled(by: scale)
        if let unit, let mass = unit.foundationMass {
            let low = Convert.grams(scaled.lower, from: mass), high = Convert.grams(scaled.upper, from: mass)
            grams = (low + (grams?.low ?? 0), high + (grams?.high ?? 0))
            gramsMetric = gramsMetric || unit.isMetric
            massPreparations.append(Self.preparation(note))
        } else if let unit, let volume = unit.foundationVolume {
            let low = Convert.millilitres(scaled.lower, from: volume), high = Convert.millilitres(scaled.upper, from: volume)
            millilitres = (low + (millilitres?.low ?? 0), high + (millilitres?.high ?? 0))
            millilitresMetric = millilitresMetric || unit.isMetric
            volumePreparations.append(Self.preparation(note))
        } else {
            // "1 pc lemon" and "2 lemons" are the same kind of count; a tin
            // is a can; a sachet, a packet and an envelope are one pack.
            let countUnit = unit == .piece ? nil : unit?.symbol == "tin" ? CookingUnit.withSymbol("can") : unit
            if let index = counts.firstIndex(where: { $0.unit == countUnit || (Self.isPack(countUnit) && Self.isPack($0.unit)) }) {
                counts[index].low += scaled.lower
                counts[index].high += scaled.upper
            } else {
                counts.append((countUnit, scaled.lower, scaled.upper))
            }
        }
    }

    /// Adds the volume to the weight when the thing's density is known and
    /// some of it is already weighed: "180 g + 1.5 tbsp butter" is bought as
    /// 200 g. A volume with no weight beside it stays a volume, but for an
    /// American shopper (`byThePound`) a dry good's cups are bought by
    /// weight from a pound. Packs of a known size (`gramsPerPack`) join
    /// the weight or the volume. `inSticks`: butter for an American
    /// shopper, who buys sticks: its weight and its cups and spoons are
    /// all sticks ("1 1/3 cups butter" was printed beside "8 1/2 sticks
    /// unsalted butter").
    mutating func weighVolume(gramsPerMillilitre density: Double?, gramsPerPack: Double? = nil, inSticks: Bool = false,
                              byThePound: Bool = false, metric: Bool = false, gramsPerMillilitreWeighed: Double? = nil) {
        // A metric shopper's spoons added up past a spoon's size are
        // weighed when the thing is weighed in a metric kitchen
        // (`gramsPerMillilitreWeighed`, from `Density.gramsPerCup`, as a
        // recipe line converts it: butter, flour, sugar), else poured in
        // millilitres: "680 g butter", never "3 cups butter". Spoons stay
        // spoons as a metric recipe line keeps them (`MeasureConversion`):
        // what is weighed from 4 tbsp, the rest from 8, so "4-6 tbsp
        // geriebener Sbrinz" is not "60-89 ml" on the list.
        let spoonfuls = gramsPerMillilitreWeighed == nil ? 8.0 : 4.0
        metricSpoons = metric
        if metric, let volume = millilitres, volume.high >= Convert.millilitres(spoonfuls, from: .tablespoons) - 0.5 {
            if let weighed = gramsPerMillilitreWeighed {
                grams = ((grams?.low ?? 0) + volume.low * weighed, (grams?.high ?? 0) + volume.high * weighed)
                gramsMetric = true
                millilitres = nil
                massPreparations += volumePreparations
                volumePreparations = []
            } else {
                millilitresMetric = true
            }
        }
        if inSticks, grams != nil || millilitres != nil {
            let low = (grams?.low ?? 0) / Self.gramsPerStick + (millilitres?.low ?? 0) / Self.millilitresPerStick
            let high = (grams?.high ?? 0) / Self.gramsPerStick + (millilitres?.high ?? 0) / Self.millilitresPerStick
            if let index = counts.firstIndex(where: { $0.unit?.symbol == "stick" }) {
                counts[index].low += low
                counts[index].high += high
            } else {
                counts.append((CookingUnit.withSymbol("stick"), low, high))
            }
            grams = nil
            millilitres = nil
            massPreparations = []
            volumePreparations = []
            return
        }
        // Packs of a known size join what else is measured: "7 g + 1
        // packet" of yeast is 14 g, "2 1/4 tsp + 1 envelope" 4 1/2 tsp;
        // packs alone stay packs, as bought.
        if let gramsPerPack, let index = counts.firstIndex(where: { Self.isPack($0.unit) }) {
            let (low, high) = (counts[index].low * gramsPerPack, counts[index].high * gramsPerPack)
            if let mass = grams {
                grams = (mass.low + low, mass.high + high)
                counts.remove(at: index)
            } else if let density, let volume = millilitres {
                millilitres = (volume.low + low / density, volume.high + high / density)
                counts.remove(at: index)
            }
        }
        // Sticks are butter's own count: 113 g each, added to the weight
        // bought ("210 g + 3 sticks butter" is 550 g).
        if let mass = grams, let index = counts.firstIndex(where: { $0.unit?.symbol == "stick" }) {
            grams = (mass.low + counts[index].low * Self.gramsPerStick, mass.high + counts[index].high * Self.gramsPerStick)
            counts.remove(at: index)
        }
        // Cups and spoons of butter beside its sticks are more sticks (half
        // a cup each): "2 sticks + 1/3 cup" is 2 2/3 sticks.
        if grams == nil, density != nil, let volume = millilitres, let index = counts.firstIndex(where: { $0.unit?.symbol == "stick" }) {
            counts[index].low += volume.low / Self.millilitresPerStick
            counts[index].high += volume.high / Self.millilitresPerStick
            millilitres = nil
            volumePreparations = []
        }
        guard let density, let volume = millilitres else { return }
        // Flour and sugar by the pound for an American shopper (`byThePound`),
        // who buys bags: "15 cups bread flour" is 4 1/2 lb.
        if grams == nil, byThePound, volume.low * density >= Self.gramsPerPound {
            grams = (0, 0)
        }
        guard let mass = grams else { return }
        grams = (mass.low + volume.low * density, mass.high + volume.high * density)
        millilitres = nil
        massPreparations += volumePreparations
        volumePreparations = []
    }

    static let gramsPerPound = Convert.grams(1, from: .pounds)

    /// The note's first part when it says how the thing is cut or
    /// prepared ("grated", "finely chopped"), else nil.
    static func preparation(_ note: String?) -> String? {
        guard let first = note?.split(separator: ",").first?.trimmingCharacters(in: .whitespaces).lowercased(), !first.isEmpty,
              first.split(separator: " ").allSatisfy({ preparationWords.contains(String($0)) }) else { return nil }
        return first
    }

    static let preparationWords: Set<String> = [
        "chopped", "diced", "minced", "sliced", "grated", "shredded", "crushed", "cubed", "halved", "quartered", "mashed",
        "pureed", "puréed", "finely", "roughly", "coarsely", "thinly", "freshly", "and",
    ]

    /// The one preparation all the lines gave, if they agree.
    private static func shared(_ preparations: [String?]) -> String? {
        guard let first = preparations.first, let first, preparations.allSatisfy({ $0 == first }) else { return nil }
        return first
    }

    /// Grams or millilitres rounded up to what the list shows (5 g steps
    /// from 100, 0.05 kg from a kilo): 211.9 g of butter is bought as 215,
    /// never 210.
    static func atLeast(_ value: Double) -> Double {
        let step: Double = value >= 1000 ? 50 : value >= 100 ? 5 : value >= 5 ? 1 : 0.1
        return ((value - 1e-6) / step).rounded(.up) * step
    }

    /// A packet, sachet or envelope: one pack, however the shop words it.
    static func isPack(_ unit: CookingUnit?) -> Bool {
        guard let symbol = unit?.symbol else { return false }
        return ["packet", "sachet", "envelope"].contains(symbol)
    }

    /// A US stick of butter: a quarter pound, half a cup.
    static let gramsPerStick = Convert.grams(0.25, from: .pounds)
    static let millilitresPerStick = Convert.millilitres(0.5, from: .usCups)

    /// The total as amounts in sensible display units: masses, then
    /// volumes, then counts.
    var quantities: [ShoppingQuantity] {
        var result: [ShoppingQuantity] = []
        if let grams {
            var mass = Self.displayMass(grams.low, grams.high, metric: gramsMetric)
            mass.preparation = Self.shared(massPreparations)
            result.append(mass)
        }
        if let millilitres {
            var volume = Self.displayVolume(millilitres.low, millilitres.high, metric: millilitresMetric,
                                            oneLine: volumePreparations.count == 1, spoonsOnly: metricSpoons)
            volume.preparation = Self.shared(volumePreparations)
            result.append(volume)
        }
        for count in counts {
            // Butter is cut from the stick: 1 1/3 sticks is bought as 1 1/2, not 2.
            let round = count.unit?.symbol == "stick" ? Self.halfUp : Self.whole
            result.append(ShoppingQuantity(amount: Self.amount(round(count.low), round(count.high)), unit: count.unit))
        }
        if result.isEmpty {
            for handful in handfuls { result.append(ShoppingQuantity(amount: .exact(Self.handfulCount(handful.count)), unit: handful.unit)) }
        }
        return result
    }

    /// Nobody buys 1.5 onions or 13.5 cloves of garlic: counted things are
    /// rounded up to whole ones.
    /// Handfuls to the nearest, at least one: what cooking says too.
    static func handfulCount(_ value: Double) -> Double { max(1, value.rounded()) }

    /// Up to the next half, within a hundredth: what a wrapper marks.
    static func halfUp(_ value: Double) -> Double {
        let halves = value * 2
        return max(0.5, (abs(halves - halves.rounded()) < 0.02 ? halves.rounded() : halves.rounded(.up)) / 2)
    }

    static func whole(_ value: Double) -> Double {
        let rounded = value.rounded()
        return abs(value - rounded) < 0.01 ? max(rounded, 1) : value.rounded(.up)
    }

    /// The plain count, when the item is bought by number ("3 lemons").
    var plainCount: Double? { counts.first { $0.unit == nil }.map { Self.whole($0.high) } }

    private static func amount(_ low: Double, _ high: Double) -> Amount {
        abs(high - low) < 1e-9 ? .exact(low) : .range(low, high)
    }

    /// Metric when any recipe measured in metric: 1200 g shows as 1.2 kg.
    /// Otherwise ounces, and pounds from one pound up.
    static func displayMass(_ low: Double, _ high: Double, metric: Bool) -> ShoppingQuantity {
        if metric {
            let (low, high) = (atLeast(low), atLeast(high))
            if low >= 1000 { return ShoppingQuantity(amount: amount(low / 1000, high / 1000), unit: .kilogram) }
            return ShoppingQuantity(amount: amount(low, high), unit: .gram)
        }
        let unit: UnitMass = Convert.mass(low, to: .pounds) >= 1 ? .pounds : .ounces
        // Up to the quarter pound or the whole ounce (half below 4 oz):
        // "1 1/4 lb shrimp", never "1.17 lb" or "10 2/3 oz".
        func up(_ value: Double) -> Double {
            let step = unit == .pounds ? 0.25 : value < 4 ? 0.5 : 1
            return ((value - 1e-6) / step).rounded(.up) * step
        }
        return ShoppingQuantity(amount: amount(up(Convert.mass(low, to: unit)), up(Convert.mass(high, to: unit))),
                                unit: unit == .pounds ? .pound : .ounce)
    }

    /// Metric when any recipe measured in metric (1500 ml shows as 1.5 l).
    /// Otherwise the spoon or cup a scaled recipe line uses
    /// (`KitchenMeasure`: whole teaspoons stay teaspoons, under a cup
    /// tablespoons unless a measuring cup holds it within 5%), rounded up
    /// only as far as that measure reads: "5 tsp", not "2 tbsp"; "13 tbsp
    /// olive oil", not "1 cup"; "3/4 cup milk", never "11 1/3 tbsp".
    /// One recipe line alone reads as `sous show` scales it (6 2/3 tbsp
    /// is "6.5 tbsp" in both); a sum of several never rounds down (0.92
    /// cup of walnuts was "7/8 cup", 2 tbsp short for the baker).
    /// A range takes the smaller measure either end needs, as a scaled line
    /// does ("4-6 tbsp", not "1/4-3/8 cup"); `spoonsOnly`, for a metric
    /// cook, keeps what is left in spoons in tablespoons ("4 tbsp", not
    /// "1/4 cup"), as `sous show --units metric` prints it.
    static func displayVolume(_ low: Double, _ high: Double, metric: Bool, oneLine: Bool = false,
                              spoonsOnly: Bool = false) -> ShoppingQuantity {
        if metric {
            let (low, high) = (atLeast(low), atLeast(high))
            if low >= 1000 { return ShoppingQuantity(amount: amount(low / 1000, high / 1000), unit: .litre) }
            return ShoppingQuantity(amount: amount(low, high), unit: .millilitre)
        }
        var unit = [KitchenMeasure.spoonOrCup(low), KitchenMeasure.spoonOrCup(high)].min { $0.baseFactor! < $1.baseFactor! }!
        if spoonsOnly, unit != .teaspoon { unit = .tablespoon }
        func shown(_ millilitres: Double) -> Double {
            let value = millilitres / unit.baseFactor!
            if oneLine { return Ingredient.measurable(value, unit) }
            switch unit {
            case .tablespoon:
                // By the quarter spoon, by the half from 4, as a scaled line shows them.
                let step = value < 4 ? 0.25 : 0.5
                return ((value - 0.02) / step).rounded(.up) * step
            case .teaspoon:
                // The spoons in a drawer, as `sous show` rounds a line
                // (`Ingredient.measurable`), but never down: 1/8, 1/4, 1/2
                // and 3/4 of a teaspoon, by the quarter from one ("1 3/4
                // tsp baking soda", never "1 2/3 tsp").
                if value < 1 - 0.02 { return [0.125, 0.25, 0.5, 0.75, 1].first { $0 >= value - 0.01 } ?? 1 }
                return ((value - 0.02) / 0.25).rounded(.up) * 0.25
            default:
                return measurable(value)
            }
        }
        return ShoppingQuantity(amount: amount(shown(low), shown(high)), unit: unit)
    }

    /// Up to the next eighth or third: what a spoon or cup can hold.
    private static func measurable(_ value: Double) -> Double {
        let whole = value.rounded(.down)
        let part = value - whole
        if part < 0.02 { return whole }
        let grid = [0.125, 0.25, 1.0 / 3, 0.5, 2.0 / 3, 0.75, 1]
        return whole + (grid.first { $0 >= part - 0.02 } ?? 1)
    }

    /// "to taste" and the like from an ingredient's note.
    private static func vagueNote(_ note: String) -> String? {
        let lowered = note.lowercased()
        for phrase in ["to taste", "to garnish", "as needed", "for serving", "to serve", "for garnish", "for frying", "for greasing", "for dusting"]
            where lowered.contains(phrase) {
            return phrase
        }
        // "sal al gusto", "Salz nach Geschmack": to taste, as the list says it.
        if ["al gusto", "a gusto", "a gosto", "nach geschmack", "nach belieben", "au goût", "q.b."].contains(where: lowered.contains) {
            return "to taste"
        }
        return nil
    }
}

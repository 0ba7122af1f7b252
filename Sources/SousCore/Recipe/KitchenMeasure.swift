import Foundation

/// The unit a cook measures a scaled amount in. A recipe for 36 scaled to
/// one needs 2/3 tsp of butter, not "1/8 stick"; one for 2 scaled to 100
/// needs 6 1/4 cups of oil, not "100 tbsp"; 170 g, not "0.17 kg".
enum KitchenMeasure {
    /// `value` in `unit` (the smaller figure of a range decides) moved to
    /// the unit a kitchen uses for that much, with the factor to multiply by.
    /// `name` is what is measured: flour is scooped by the cup however
    /// much of it there is, never poured from a quart jug.
    static func unit(for value: Double, in unit: CookingUnit, name: String = "") -> (unit: CookingUnit, factor: Double) {
        switch unit.symbol {
        case "tsp", "tbsp", "cup":
            let millilitres = Convert.millilitres(value, from: unit.foundationVolume!)
            let chosen = spoonOrCup(millilitres, dry: Density.gramsPerCup(name) != nil)
            return (chosen, unit.baseFactor! / chosen.baseFactor!)
        case "stick" where Density.isButter(name) && (value < 0.45 || !onQuarterStick(value)):
            // A US stick of butter is half a cup, its wrapper marked in
            // tablespoons: a quarter stick (2 tbsp) is measured on it, 2/3
            // stick is 1/3 cup. A stick of celery is never a cup.
            let chosen = spoonOrCup(value * CookingUnit.cup.baseFactor! / 2, dry: true)
            return (chosen, CookingUnit.cup.baseFactor! / 2 / chosen.baseFactor!)
        case "g" where value >= 1000: return (.kilogram, 0.001)
        case "kg" where value < 1: return (.gram, 1000)
        case "ml" where value >= 1000: return (.litre, 0.001)
        case "l" where value < 1: return (.millilitre, 1000)
        // A pound by the quarter ("1 1/2 lb"); between quarters under 4 lb a
        // scale's ounces read better than "1 5/8 lb": "26 oz".
        case "oz" where value >= 16 && (value >= 64 || onQuarterPound(value / 16)): return (.pound, 1.0 / 16)
        // Under a quarter ounce no scale in ounces reads it ("1/4 oz sugar"
        // for 1.9 g was four times too much): spoons of what a cup of
        // weighs a known amount, else grams.
        case "oz" where value < 0.25:
            let grams = unit.baseFactor!
            let gramsPerMillilitre = Density.gramsPerCup(name).map { $0 / CookingUnit.cup.baseFactor! } ?? Density.pouredGramsPerMillilitre(name)
            guard let gramsPerMillilitre else { return (.gram, grams) }
            let millilitresPerOunce = grams / gramsPerMillilitre
            let chosen = spoonOrCup(value * millilitresPerOunce, dry: true)
            return (chosen, millilitresPerOunce / chosen.baseFactor!)
        case "lb" where value < 1 || (value < 4 && !onQuarterPound(value)): return (.ounce, 16)
        default: return (unit, 1)
        }
    }

    /// Within 5% of a quarter stick: 2.2 sticks is "2 1/4 sticks" (250 g
    /// of butter, 2% over), 1 1/3 is no mark on a wrapper.
    static func onQuarterStick(_ sticks: Double) -> Bool {
        abs((sticks * 4).rounded() / 4 - sticks) <= sticks * 0.05 + 1e-9
    }

    private static func onQuarterPound(_ pounds: Double) -> Bool {
        abs(pounds * 4 - (pounds * 4).rounded()) < 0.1
    }

    /// Teaspoons under a tablespoon, tablespoons under a quarter cup and
    /// below a cup unless a measuring cup holds it (6 tbsp, not 3/8 cup),
    /// then cups; a liquid from 16 cups up in quarts, a dry good (`dry`:
    /// flour, sugar, rice) always in cups. The shopping list measures its
    /// totals by this rule too.
    static func spoonOrCup(_ millilitres: Double, dry: Bool = false) -> CookingUnit {
        let tablespoons = Convert.volume(millilitres, to: .tablespoons)
        if tablespoons < 0.98 { return .teaspoon }
        // 2 tsp doubled is 4 tsp, not "1.5 tbsp" (12% more baking soda):
        // whole teaspoons no tablespoon measures stay teaspoons.
        let teaspoons = Convert.volume(millilitres, to: .teaspoons)
        if tablespoons < 2.1, abs(teaspoons - teaspoons.rounded()) < 0.05, Int(teaspoons.rounded()) % 3 != 0 { return .teaspoon }
        if tablespoons < 3.9 { return .tablespoon }
        if !dry, Convert.volume(millilitres, to: .usCups) >= 16 { return .quart }
        let exactCups = Convert.volume(millilitres, to: .usCups)
        let cups = nearestCup(exactCups)
        if cups < 0.49, ![0.25, 1.0 / 3].contains(where: { abs(cups - $0) < 0.01 }) { return .tablespoon }
        // 4.5 tbsp is no "1/4 cup" (11% short): under a cup, spoons unless a
        // cup measure holds it within 5%.
        if exactCups < 1, abs(cups - exactCups) > 0.05 * exactCups { return .tablespoon }
        return .cup
    }

    /// How many of a thing counted whole (eggs, onions, bay leaves, cans)
    /// a cook uses for `value` of them:
    /// - what goes in whole and is fished out or can't be cut (a bay leaf,
    ///   a sprig, a clove of garlic, a cinnamon stick, star anise): whole
    ///   ones, at least one, never "1.5 bay leaves" or "2/3 clove";
    /// - eggs: a quarter, a half or three quarters below one (beaten and
    ///   measured out; an eighth of an egg is a few drops), halves below
    ///   two, whole from two;
    /// - a can, jar or packet: also thirds below one ("1/3 can, 135 g");
    /// - an onion, a carrot, a cabbage: an eighth, a quarter, a half or
    ///   three quarters below one (no knife cuts thirds by eye), halves
    ///   below two (below four for a can, packet or stick), whole above.
    static func count(_ value: Double, unit: CookingUnit?, name: String) -> Double {
        func nearest(_ step: Double) -> Double { max(step, (value / step).rounded() * step) }
        func closest(_ choices: [Double]) -> Double {
            // Halfway between two takes the larger, as a shopping list does.
            choices.min { abs(value - $0) < abs(value - $1) - 1e-9 } ?? choices[0]
        }
        let words = Set(Words.stems(name))
        if goesInWhole(words, unit) { return max(1, value.rounded()) }
        if boughtWhole(name, unit) { return max(1, value.rounded(.up)) }
        if words.contains("egg"), !words.contains("noodle"), !words.contains("yolk"), !words.contains("white") {
            if value < 1 { return closest([1, 0.75, 0.5, 0.25]) }
            return value < 2 ? nearest(0.5) : value.rounded()
        }
        if value < 1 {
            let pack = unit.map { Ingredient.packs.contains($0.symbol) } == true
            return closest(pack ? [1, 0.75, 2.0 / 3, 0.5, 1.0 / 3, 0.25, 0.125] : [1, 0.75, 0.5, 0.25, 0.125])
        }
        if unit?.kind == .count, value < 4 { return nearest(0.5) }
        return value < 2 ? nearest(0.5) : value.rounded()
    }

    /// A whole bird or fish is roasted whole: "3/4 whole chicken, about 1.2
    /// kg" is one smaller bird of that weight ("1 whole chicken, about 1.2
    /// kg"), never part of one.
    static func boughtWhole(_ name: String, _ unit: CookingUnit?) -> Bool {
        guard unit == nil else { return false }
        let words = Words.stems(name)
        if words.first == "whole", words.count > 1, !["milk", "wheat", "grain", "spice", "almond", "nutmeg", "peppercorn"].contains(words[1]) {
            return true
        }
        return words.count == 1 && ["chicken", "duck", "turkey", "goose", "poussin", "pheasant", "guinea fowl"].contains(words[0])
    }

    /// Aromatics put in whole and fished out, cloves of garlic (in the
    /// languages recipes are imported in too: "2 Knoblauchzehen" for one
    /// is one, never "1/4 Knoblauchzehen"), and a pinch, dash or drop,
    /// which is as little as a cook measures ("1/8 pinch" is no amount).
    static func goesInWhole(_ words: Set<String>, _ unit: CookingUnit?) -> Bool {
        if let symbol = unit?.symbol, ["sprig", "leaf", "clove", "stem", "pinch", "dash", "drop"].contains(symbol) { return true }
        if words.contains(where: { word in
            word.hasSuffix("zehe") || word.hasSuffix("zehen") || Self.foreignWhole.contains { word.hasPrefix($0) }
        }) { return true }
        if unit?.symbol == "stick", words.contains("cinnamon") { return true }
        return words.contains("sprig") || words.contains("pod") || words.contains("clove") || words.contains("anise")
            || (words.contains("leaf") && !words.contains("lettuce") && !words.contains("spinach") && !words.contains("cabbage"))
            || (words.contains("cinnamon") && words.contains("stick"))
    }

    /// Garlic cloves and bay leaves in German, Spanish, French, Italian and
    /// Dutch, as word beginnings (the stems of "gousses", "dientes").
    private static let foreignWhole = ["lorbeer", "dient", "laurel", "gouss", "laurier", "spicch", "allor", "teentj"]

    /// Eighths and thirds: the cups of a measuring set; quarters from two
    /// cups up, where an eighth is lost in the pouring.
    static func nearestCup(_ value: Double) -> Double {
        if value >= 2 { return (value * 4).rounded() / 4 }
        let whole = value.rounded(.down)
        let parts = [0, 0.125, 0.25, 1.0 / 3, 0.375, 0.5, 0.625, 2.0 / 3, 0.75, 0.875, 1]
        let part = parts.min { abs(value - whole - $0) < abs(value - whole - $1) } ?? 0
        return max(0.125, whole + part)
    }
}

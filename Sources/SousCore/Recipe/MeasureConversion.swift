import Foundation

/// One amount moved to another measuring system, by Foundation's
/// `Measurement` and the kitchen's densities (`Density.gramsPerCup`).
enum MeasureConversion {
    /// A US stick of butter: half a cup, 113 g.
    static let gramsPerStick = 113.398
    static let stick = CookingUnit.withSymbol("stick")!

    /// `amount` of `unit` of the thing called `name` in `system`, before
    /// rounding; nil when it stays as it is (a count, a spoon for the
    /// metric cook, a unit already of that system, a weight too small for
    /// an ounce and of nothing a spoon measures).
    static func convert(_ amount: Amount, _ unit: CookingUnit, name: String, to system: MeasuringSystem) -> (Amount, CookingUnit)? {
        switch system {
        case .asWritten: return nil
        case .metric: return metric(amount, unit, name: name)
        case .us: return us(amount, unit, name: name)
        }
    }

    /// The same, rounded and in the unit a kitchen measures that much in:
    /// 2 cups of flour are 250 g, 500 ml of milk 2 cups, 200 g of sugar 1 cup.
    static func measured(_ amount: Amount, _ unit: CookingUnit, name: String, to system: MeasuringSystem) -> (amount: Amount, unit: CookingUnit?)? {
        guard let (converted, target) = convert(amount, unit, name: name, to: system) else { return nil }
        // Weights in grams and millilitres scale exactly; the formatter rounds them.
        if target.isMetric { return Ingredient.readable(converted, target) }
        if target.kind == .mass { return (converted, target) }
        return Ingredient.measuring(converted, target, name: name)
    }

    /// Whether `unit` is what a cook of `system` measures with: a metric
    /// cook's spoons too.
    static func belongs(_ unit: CookingUnit, to system: MeasuringSystem) -> Bool {
        switch system {
        case .asWritten: true
        case .metric: unit.isMetric || unit == .teaspoon || unit == .tablespoon
        case .us: !unit.isMetric
        }
    }

    private static func metric(_ amount: Amount, _ unit: CookingUnit, name: String) -> (Amount, CookingUnit)? {
        if unit.symbol == "stick" {
            // Sticks of butter (or margarine), never of cinnamon.
            guard Density.isButter(name) else { return nil }
            return (amount.scaled(by: gramsPerStick), .gram)
        }
        guard !unit.isMetric else { return nil }
        if let mass = unit.foundationMass {
            return (amount.scaled(by: Convert.grams(1, from: mass)), .gram)
        }
        guard let volume = unit.foundationVolume else { return nil }
        let millilitres = Convert.millilitres(1, from: volume)
        let gramsPerCup = Density.gramsPerCup(name)
        // Spoons stay spoons, as in any European kitchen: "6 tbsp olive oil".
        // Butter, flour and sugar are weighed from a quarter cup; the rest
        // poured from a jug from half a cup.
        let spoonfuls = gramsPerCup == nil ? 8.0 : 4.0
        if unit == .teaspoon || unit == .tablespoon, amount.upper * millilitres < Convert.millilitres(spoonfuls, from: .tablespoons) - 0.5 {
            return nil
        }
        if let gramsPerCup {
            return (amount.scaled(by: millilitres * gramsPerCup / Convert.millilitres(1, from: .usCups)), .gram)
        }
        return (jug(amount.scaled(by: millilitres)), .millilitre)
    }

    /// Millilitres as a measuring jug reads them, by the 5 ml: a quarter
    /// cup is 60 ml, never "59 ml".
    private static func jug(_ millilitres: Amount) -> Amount {
        func round(_ value: Double) -> Double { max(5, (value / 5).rounded() * 5) }
        switch millilitres {
        case .exact(let value): return .exact(round(value))
        case .range(let low, let high): return .range(round(low), round(high))
        }
    }

    private static func us(_ amount: Amount, _ unit: CookingUnit, name: String) -> (Amount, CookingUnit)? {
        guard unit.isMetric else { return nil }
        if let mass = unit.foundationMass {
            let grams = amount.scaled(by: Convert.grams(1, from: mass))
            // Butter is bought and cut in sticks: 227 g is 2 sticks, 250 g
            // 2 1/4 (was "1 1/8 cups", which nobody measures butter in);
            // too little for a stick's marks, spoons (`KitchenMeasure`).
            if Density.isButter(name) { return (grams.scaled(by: 1 / gramsPerStick), stick) }
            if let gramsPerCup = Density.gramsPerCup(name) { return (grams.scaled(by: 1 / gramsPerCup), .cup) }
            // A liquid weighed in Europe is poured from a cup in America.
            if let density = Density.pouredGramsPerMillilitre(name) {
                return (grams.scaled(by: 1 / density / Convert.millilitres(1, from: .usCups)), .cup)
            }
            // 2 g of saffron is no fraction of an ounce: under a quarter ounce, grams.
            guard grams.lower >= 7 else { return nil }
            if ounces(grams).lower >= 16, poundsFit(grams) { return (pounds(grams), .pound) }
            return (ounces(grams), .ounce)
        }
        guard let volume = unit.foundationVolume else { return nil }
        let millilitres = amount.scaled(by: Convert.millilitres(1, from: volume))
        return (millilitres.scaled(by: 1 / Convert.millilitres(1, from: .usCups)), .cup)
    }

    /// Ounces to the quarter below 4 oz, the half below a pound, whole above.
    private static func ounces(_ grams: Amount) -> Amount {
        func round(_ value: Double) -> Double {
            let ounces = Convert.mass(value, to: .ounces)
            let step = ounces < 4 ? 0.25 : ounces < 16 ? 0.5 : 1
            return max(step, (ounces / step).rounded() * step)
        }
        switch grams {
        case .exact(let value): return .exact(round(value))
        case .range(let low, let high): return .range(round(low), round(high))
        }
    }

    /// A pound and more to the quarter pound when that is within 5%: 1 kg
    /// is "2 1/4 lb"; 500 g is "18 oz", not a pound 10% short.
    private static func poundsFit(_ grams: Amount) -> Bool {
        [grams.lower, grams.upper].allSatisfy { value in
            let pounds = Convert.mass(value, to: .pounds)
            let quarter = (pounds * 4).rounded() / 4
            return quarter > 0 && abs(quarter - pounds) <= pounds * 0.05
        }
    }

    private static func pounds(_ grams: Amount) -> Amount {
        func round(_ value: Double) -> Double { (Convert.mass(value, to: .pounds) * 4).rounded() / 4 }
        switch grams {
        case .exact(let value): return .exact(round(value))
        case .range(let low, let high): return .range(round(low), round(high))
        }
    }
}

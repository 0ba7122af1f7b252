import Foundation

/// Foundation's units for Sous's measures, so sums and conversions use
/// `Measurement` rather than a second, hand-written table.
extension CookingUnit {
    /// The Foundation unit of a mass, nil for volumes and counts.
    var foundationMass: UnitMass? {
        switch symbol {
        case "g": .grams
        case "kg": .kilograms
        case "mg": .milligrams
        case "oz": .ounces
        case "lb": .pounds
        default: nil
        }
    }

    /// The Foundation unit of a volume, nil for masses and counts.
    var foundationVolume: UnitVolume? {
        switch symbol {
        case "ml": .milliliters
        case "l": .liters
        case "dl": .deciliters
        case "cl": .centiliters
        case "tsp": .teaspoons
        case "tbsp": .tablespoons
        case "cup": .usCups
        case "fl oz": .fluidOunces
        case "pint": .pints
        case "quart": .quarts
        case "gallon": .gallons
        default: nil
        }
    }

    /// Grams, kilograms, millilitres, litres...: the cook thinks in metric.
    var isMetric: Bool { ["g", "kg", "mg", "ml", "l", "dl", "cl"].contains(symbol) }
}

extension UnitVolume {
    /// The US cup of American recipes (236.6 ml). Foundation's `.cups` is
    /// the 240 ml metric cup, which beside its US tablespoons made 1/8 cup
    /// "2.5 tbsp" on a shopping list.
    static let usCups = UnitVolume(symbol: "cup", converter: UnitConverterLinear(coefficient: 0.2365882365))
}

enum Convert {
    static func grams(_ value: Double, from unit: UnitMass) -> Double {
        Measurement(value: value, unit: unit).converted(to: .grams).value
    }

    static func mass(_ grams: Double, to unit: UnitMass) -> Double {
        Measurement(value: grams, unit: UnitMass.grams).converted(to: unit).value
    }

    static func millilitres(_ value: Double, from unit: UnitVolume) -> Double {
        Measurement(value: value, unit: unit).converted(to: .milliliters).value
    }

    static func volume(_ millilitres: Double, to unit: UnitVolume) -> Double {
        Measurement(value: millilitres, unit: UnitVolume.milliliters).converted(to: unit).value
    }
}

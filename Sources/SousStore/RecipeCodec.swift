import Foundation
import SousCore

/// A compact binary form of recipes, for the start-up snapshot of a large
/// recipe folder: reading 10,000 recipes as JSON takes about half a second
/// (the parse alone), reading them back from this form a small part of it.
///
/// Strings are stored once in a table and referred to by number, so the
/// thousands of "g", "salt" and repeated steps cost one allocation each.
///
/// The codec knows every stored property of the recipe model. Should the
/// model gain one, `isCurrent` turns false and callers go back to JSON
/// rather than silently dropping the new field.
public enum RecipeCodec {
    /// Bumped whenever the layout below changes.
    static let version: UInt32 = 6

    /// The model the layout was written for, property by property.
    static let expectedModel = [
        "Recipe:id,title,tags,minutes,servings,makes,serves,image,diets,notDiets,allergens,ingredients,steps,nutrition",
        "Ingredient:text,amount,unit,name,note,section,measuredIn",
        "Step:text,timer,section",
        "Nutrition:calories,protein,fat,carbs,fiber,sugar,sodium",
    ]

    /// Whether the recipe model still has exactly the properties the codec
    /// writes, checked by reflection.
    public static let isCurrent: Bool = {
        let step = Step(text: "")
        let ingredient = Ingredient(text: "", amount: nil, unit: nil, name: "")
        let recipe = Recipe(id: "", title: "", minutes: 0, servings: 1, ingredients: [ingredient], steps: [step], nutrition: Nutrition())
        func labels(_ value: Any) -> String {
            Mirror(reflecting: value).children.compactMap(\.label).joined(separator: ",")
        }
        let found = ["Recipe:" + labels(recipe), "Ingredient:" + labels(ingredient), "Step:" + labels(step), "Nutrition:" + labels(Nutrition())]
        return found == expectedModel
    }()

    static let fingerprint: UInt64 = FNV.hash(Array((["v\(version)"] + expectedModel).joined(separator: ";").utf8))
}

/// FNV-1a, 64 bits: a checksum that catches a truncated or damaged file.
enum FNV {
    static func hash(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBufferPointer { hash($0) }
    }

    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            value ^= UInt64(byte)
            value &*= 0x0000_0100_0000_01b3
        }
        return value
    }
}

/// Appends the binary layout.
struct BinaryWriter {
    private(set) var bytes: [UInt8] = []
    private var strings: [String: Int] = [:]
    private(set) var table: [String] = []

    mutating func varint(_ value: UInt64) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(rest & 0x7F) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    mutating func appendBytes(_ more: [UInt8]) { bytes.append(contentsOf: more) }

    mutating func int(_ value: Int) { varint(UInt64(bitPattern: Int64((value << 1) ^ (value >> 63)))) }

    mutating func double(_ value: Double) {
        var bits = value.bitPattern
        for _ in 0..<8 {
            bytes.append(UInt8(bits & 0xFF))
            bits >>= 8
        }
    }

    mutating func string(_ value: String) {
        if let index = strings[value] {
            varint(UInt64(index))
            return
        }
        strings[value] = table.count
        varint(UInt64(table.count))
        table.append(value)
    }

    /// 0 for nil, else the string's number plus one.
    mutating func optionalString(_ value: String?) {
        guard let value else { varint(0); return }
        if strings[value] == nil {
            strings[value] = table.count
            table.append(value)
        }
        varint(UInt64(strings[value]! + 1))
    }

    mutating func strings(_ values: [String]) {
        varint(UInt64(values.count))
        for value in values { string(value) }
    }

    mutating func recipe(_ recipe: Recipe) {
        string(recipe.id)
        string(recipe.title)
        strings(recipe.tags)
        int(recipe.minutes)
        int(recipe.servings)
        optionalString(recipe.makes?.singular)
        optionalString(recipe.makes?.plural)
        int(recipe.serves ?? 0)
        optionalString(recipe.image)
        strings(recipe.diets)
        strings(recipe.notDiets)
        strings(recipe.allergens)
        varint(UInt64(recipe.ingredients.count))
        for ingredient in recipe.ingredients {
            string(ingredient.text)
            switch ingredient.amount {
            case nil: bytes.append(0)
            case .exact(let value)?: bytes.append(1); double(value)
            case .range(let low, let high)?: bytes.append(2); double(low); double(high)
            }
            optionalString(ingredient.unit?.symbol)
            string(ingredient.name)
            optionalString(ingredient.note)
            optionalString(ingredient.section)
            string(ingredient.measuredIn.rawValue)
        }
        varint(UInt64(recipe.steps.count))
        for step in recipe.steps {
            string(step.text)
            if let timer = step.timer { varint(1); int(timer) } else { varint(0) }
            optionalString(step.section)
        }
        guard let nutrition = recipe.nutrition else { bytes.append(0); return }
        bytes.append(1)
        let values = [nutrition.calories, nutrition.protein, nutrition.fat, nutrition.carbs, nutrition.fiber, nutrition.sugar, nutrition.sodium]
        var mask: UInt8 = 0
        for (bit, value) in values.enumerated() where value != nil { mask |= 1 << bit }
        bytes.append(mask)
        for value in values { if let value { double(value) } }
    }
}

/// Reads the binary layout; any inconsistency throws, and the caller
/// treats the snapshot as absent.
struct BinaryReader {
    struct Damaged: Error {}

    private let bytes: UnsafeBufferPointer<UInt8>
    private var offset = 0
    var table: [String] = []
    private static let units: [String: CookingUnit] = Dictionary(CookingUnit.all.map { ($0.symbol, $0) }, uniquingKeysWith: { first, _ in first })

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    var atEnd: Bool { offset >= bytes.count }

    mutating func byte() throws(Damaged) -> UInt8 {
        guard offset < bytes.count else { throw Damaged() }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func varint() throws(Damaged) -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let next = try byte()
            value |= UInt64(next & 0x7F) << shift
            if next < 0x80 { return value }
            shift += 7
            guard shift < 64 else { throw Damaged() }
        }
    }

    mutating func count() throws(Damaged) -> Int {
        let value = try varint()
        guard value <= UInt64(bytes.count) else { throw Damaged() }
        return Int(value)
    }

    mutating func int() throws(Damaged) -> Int {
        let raw = Int64(bitPattern: try varint())
        return Int((raw >> 1) ^ -(raw & 1))
    }

    mutating func double() throws(Damaged) -> Double {
        guard offset + 8 <= bytes.count else { throw Damaged() }
        var bits: UInt64 = 0
        for index in 0..<8 { bits |= UInt64(bytes[offset + index]) << (8 * UInt64(index)) }
        offset += 8
        return Double(bitPattern: bits)
    }

    mutating func rawString() throws(Damaged) -> String {
        let length = try count()
        guard offset + length <= bytes.count else { throw Damaged() }
        defer { offset += length }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<(offset + length)]), as: UTF8.self)
    }

    mutating func string() throws(Damaged) -> String {
        let index = try count()
        guard index < table.count else { throw Damaged() }
        return table[index]
    }

    mutating func optionalString() throws(Damaged) -> String? {
        let index = try count()
        guard index > 0 else { return nil }
        guard index - 1 < table.count else { throw Damaged() }
        return table[index - 1]
    }

    mutating func strings() throws(Damaged) -> [String] {
        let count = try count()
        var values: [String] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try string()) }
        return values
    }

    mutating func recipe() throws(Damaged) -> Recipe {
        let id = try string(), title = try string(), tags = try strings()
        let minutes = try int(), servings = try int()
        let singular = try optionalString(), plural = try optionalString()
        let makes = singular.flatMap { one in plural.map { YieldUnit(singular: one, plural: $0) } }
        let serves = try int()
        let image = try optionalString(), diets = try strings(), notDiets = try strings(), allergens = try strings()
        let ingredientCount = try count()
        var ingredients: [Ingredient] = []
        ingredients.reserveCapacity(ingredientCount)
        for _ in 0..<ingredientCount {
            let text = try string()
            let amount: Amount?
            switch try byte() {
            case 0: amount = nil
            case 1: amount = .exact(try double())
            case 2: amount = .range(try double(), try double())
            default: throw Damaged()
            }
            let unit = try optionalString().map { symbol throws(Damaged) -> CookingUnit in
                guard let unit = Self.units[symbol] ?? CookingUnit.withSymbol(symbol) else { throw Damaged() }
                return unit
            }
            var ingredient = Ingredient(text: text, amount: amount, unit: unit, name: try string(), note: try optionalString(), section: try optionalString())
            // Which measures the line was converted to: how scaling reads it.
            ingredient.measuredIn = MeasuringSystem(rawValue: try string()) ?? .asWritten
            ingredients.append(ingredient)
        }
        let stepCount = try count()
        var steps: [Step] = []
        steps.reserveCapacity(stepCount)
        for _ in 0..<stepCount {
            let text = try string()
            let timer = try varint() == 1 ? try int() : nil
            steps.append(Step(text: text, timer: timer, section: try optionalString()))
        }
        var nutrition: Nutrition?
        if try byte() == 1 {
            let mask = try byte()
            var values: [Double?] = []
            for bit in 0..<7 { values.append(mask & (1 << bit) != 0 ? try double() : nil) }
            nutrition = Nutrition(calories: values[0], protein: values[1], fat: values[2], carbs: values[3],
                                  fiber: values[4], sugar: values[5], sodium: values[6])
        }
        return Recipe(id: id, title: title, tags: tags, minutes: minutes, servings: servings, makes: makes, serves: serves > 0 ? serves : nil, image: image, diets: diets,
                      notDiets: notDiets, allergens: allergens, ingredients: ingredients, steps: steps, nutrition: nutrition)
    }
}

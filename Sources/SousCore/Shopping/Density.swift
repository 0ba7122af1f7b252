/// Grams per millilitre of the few things recipes measure both by weight
/// and by spoon or cup, so "180 g butter" and "1.5 tbsp butter" in one week
/// are bought as one weight. Anything not listed keeps its volume beside
/// its weight: a cup of an unknown thing has no known weight.
enum Density {
    /// Keys are shopping keys (stemmed, lower-cased names).
    static func gramsPerMillilitre(_ key: String) -> Double? {
        table[key]
    }

    private static let table: [String: Double] = Dictionary([
        ("butter", 0.911), ("unsalted butter", 0.911), ("salted butter", 0.911),
        ("water", 1.0), ("milk", 1.03), ("whole milk", 1.03),
        ("olive oil", 0.91), ("vegetable oil", 0.92), ("sunflower oil", 0.92), ("oil", 0.92),
        ("honey", 1.42), ("maple syrup", 1.32), ("golden syrup", 1.4),
        ("sugar", 0.85), ("granulated sugar", 0.85), ("caster sugar", 0.85),
    ].map { (ShoppingNames.key($0.0), $0.1) }, uniquingKeysWith: { first, _ in first })
}

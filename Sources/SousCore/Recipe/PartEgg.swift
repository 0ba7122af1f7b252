import Foundation

/// Part of an egg, as a cook measures it: beaten, by the spoon. A recipe
/// for 36 cookies made as 12 needs 2/3 of an egg, and "3/4 egg" alone
/// leaves the cook at the counter with a whole one in hand; a whole large
/// egg beaten is about 3 tablespoons (the yolk one, the white two), so the
/// line says how much of it to use.
enum PartEgg {
    /// Tablespoons in a beaten whole egg (a large one; a medium one is a
    /// little less, which the "about" covers).
    static let tablespoonsPerEgg = 3.0

    /// "beat 1 and use about 2 tbsp of it", "2 whole, plus about 1 1/2 tbsp
    /// of a third, beaten": nil when `shown` is whole eggs or `name` is not
    /// whole eggs (yolks and whites are counted whole; noodles are no egg).
    /// The spoons are those of the quarter egg shown, so the line reads
    /// the same both ways.
    static func tip(shown: Amount, name: String) -> String? {
        guard case .exact(let count) = shown, isWholeEgg(name) else { return nil }
        let whole = count.rounded(.down)
        guard count - whole > 0.01 else { return nil }
        let spoons = spoonsText((count - whole) * tablespoonsPerEgg)
        if whole < 1 { return "beat 1 and use about \(spoons) of it" }
        let ordinal = ["", "first", "second", "third", "fourth"]
        let next = Int(whole) + 1 < ordinal.count ? "a \(ordinal[Int(whole) + 1])" : "another"
        return "\(Int(whole)) whole, plus about \(spoons) of \(next), beaten"
    }

    /// Said after the teaspoons of a part of an egg no quarter measures
    /// ("3 1/4 tsp large egg" for a third of one).
    static let spoonsTip = "beat 1 and measure that much of it"

    /// Whole eggs: "eggs", "large egg", "free-range eggs"; not "egg yolks",
    /// "egg whites" or "egg noodles".
    static func isWholeEgg(_ name: String) -> Bool {
        let words = Set(Words.stems(name))
        return words.contains("egg") && words.isDisjoint(with: ["noodle", "yolk", "white", "wash", "replacer", "pasta"])
    }

    /// Under a tablespoon in teaspoons ("2 1/4 tsp"), else tablespoons to
    /// the quarter ("1 1/2 tbsp").
    private static func spoonsText(_ tablespoons: Double) -> String {
        if tablespoons < 0.95 {
            let teaspoons = max(0.25, (tablespoons * 3 * 4).rounded() / 4)
            return AmountFormatter.format(.exact(teaspoons), unit: .teaspoon) + " tsp"
        }
        let rounded = (tablespoons * 4).rounded() / 4
        return AmountFormatter.format(.exact(rounded), unit: .tablespoon) + " tbsp"
    }
}

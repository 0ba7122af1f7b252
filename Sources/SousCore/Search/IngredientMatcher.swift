/// Finds the ingredients a cook means by a spoken or typed name: "garlic"
/// finds "3 cloves Garlic", "oil" finds both oils, "tomato" finds "cherry
/// tomatoes", "parmesan" survives being typed "parmesean".
public enum IngredientMatcher {
    private static let ignored: Set<String> = ["the", "of", "some", "fresh", "a", "an", "my", "and"]

    /// Indices of the best-matching ingredients; empty when none match.
    public static func find(_ query: String, in ingredients: [Ingredient]) -> [Int] {
        let wanted = Words.stems(query).filter { !ignored.contains($0) }
        guard !wanted.isEmpty else { return [] }
        var best = 0
        var found: [Int] = []
        for (index, ingredient) in ingredients.enumerated() {
            let have = Words.stems(ingredient.name).filter { !ignored.contains($0) }
            let score = self.score(wanted, have)
            if score > best { best = score; found = [index] } else if score == best && score > 0 { found.append(index) }
        }
        return found
    }

    /// 4: same words; 3: every asked word is in the name; 2: every name word
    /// was asked; 1: every asked word is one typo from a name word.
    static func score(_ wanted: [String], _ have: [String]) -> Int {
        guard !have.isEmpty else { return 0 }
        if Set(wanted) == Set(have) { return 4 }
        if Set(wanted).isSubset(of: Set(have)) { return 3 }
        if Set(have).isSubset(of: Set(wanted)) { return 2 }
        if wanted.allSatisfy({ word in have.contains { Words.similar(word, $0) } }) { return 1 }
        return 0
    }
}

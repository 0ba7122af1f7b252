/// "how much butter for the cake" in a recipe in parts, and "how much
/// garlic" in one that lists garlic twice: the lines of that part, and one
/// total, rather than every line of the name with nothing to tell them apart.
extension Reply {
    /// The lines of `found` that belong to the part of the recipe named after
    /// "for the" ("For the cake"): a line whose note names the part; one whose
    /// name its steps say; never one whose note or name belongs to another part.
    func narrowed(_ found: [Int], asked name: String) -> [Int] {
        guard found.count > 1, let match = name.wholeMatch(of: #/.+? (?:for|in|on) (?:the |my )?(.+)/#) else { return found }
        let wanted = Self.partWords(String(match.output.1))
        guard !wanted.isEmpty, let part = sections.first(where: { wanted.isSubset(of: Self.partWords($0)) }) else { return found }
        return lines(found, of: part)
    }

    /// The parts the recipe's steps are in ("For the cake", "To serve"), in order.
    var sections: [String] {
        var sections: [String] = []
        for step in recipe.steps { if let section = step.section, !sections.contains(section) { sections.append(section) } }
        return sections
    }

    /// The words that tell a part apart: "For the filling" is "filling".
    static func partWords(_ text: String) -> Set<String> {
        Set(Words.stems(text)).subtracting(["the", "for", "part", "section", "bit", "a", "my", "of", "to", "make"])
    }

    /// Of `found` (lines of one name), those of `part`: noted for it, named
    /// in its steps, and not noted for another part.
    func lines(_ found: [Int], of part: String) -> [Int] {
        func words(_ text: String) -> Set<String> { Self.partWords(text) }
        let others = sections.filter { $0 != part }
        func stepsText(_ section: String) -> String {
            recipe.steps.filter { $0.section == section }.map { $0.text.lowercased() }.joined(separator: " ")
        }
        let here = stepsText(part)
        let elsewhere = others.map(stepsText).joined(separator: " ")
        let otherWords = others.map(words)
        func named(_ index: Int) -> String { recipe.ingredients[index].name.lowercased() }
        func note(_ index: Int) -> Set<String> { words(recipe.ingredients[index].note ?? "") }
        var lines = found
        func keep(_ test: (Int) -> Bool) {
            let kept = lines.filter(test)
            if !kept.isEmpty { lines = kept }
        }
        keep { !words(recipe.ingredients[$0].note ?? "").isDisjoint(with: words(part)) }
        keep { here.contains(named($0)) }
        keep { index in !otherWords.contains { !$0.isEmpty && $0.isSubset(of: note(index)) } && !(elsewhere.contains(named(index)) && !here.contains(named(index))) }
        return lines
    }

    /// "8 cloves of garlic in all: 3 and 5": lines of one name and unit
    /// added up; nil when they differ (an onion "medium" and one "large"
    /// are said apart).
    func total(of found: [Int], scale: Double) -> String? {
        let lines = found.map { recipe.ingredients[$0] }
        guard lines.count > 1, let first = lines.first, first.amount != nil,
              lines.allSatisfy({ $0.amount != nil && $0.unit == first.unit && $0.name.lowercased() == first.name.lowercased() && ($0.note ?? "").isEmpty })
        else { return nil }
        let low = lines.reduce(0) { $0 + $1.amount!.lower }, high = lines.reduce(0) { $0 + $1.amount!.upper }
        var sum = first
        sum.amount = low == high ? .exact(low) : .range(low, high)
        sum.note = nil
        // Identical lines are said "twice" instead (see `howMuch`).
        guard Set(lines.map(\.text)).count > 1 else { return nil }
        let parts = lines.map { line in
            let answer = line.answer(scale: scale)
            let suffix = " of " + Ingredient.sentenceCase(line.name)
            return answer.hasSuffix(suffix) ? String(answer.dropLast(suffix.count)) : answer
        }
        return "\(sum.answer(scale: scale)) in all: \(parts.dropLast().joined(separator: ", ")) and \(parts.last!)"
    }
}

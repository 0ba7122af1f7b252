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

    /// "Butter for the mashed potatoes" asked in the salmon: the words after
    /// "for the" ("the mashed potatoes"), when they name no part of this
    /// recipe, nothing in its title, lines or steps, and either the recipe
    /// is in parts or they name another recipe of the library; the amount
    /// given then says so, never passing for the mash's. "For the cake" in
    /// a sponge, a dish in one part, is the dish: nil, as when they fit.
    func partNotFound(_ name: String) -> String? {
        guard let match = name.wholeMatch(of: #/.+? (?:for|in|on) ((?:the |my )?.+)/#) else { return nil }
        let wanted = Self.partWords(String(match.output.1)).subtracting(["this", "it", "recipe", "dish", "all", "total"])
        guard !wanted.isEmpty, !sections.contains(where: { wanted.isSubset(of: Self.partWords($0)) }) else { return nil }
        let known = Set(Words.stems(recipe.title) + recipe.ingredients.flatMap { Words.stems($0.text) } + recipe.steps.flatMap { Words.stems($0.text) })
        // "For the mash": Creamy Mashed Potatoes, another recipe.
        let dish = DishWords.of(String(match.output.1))
        guard wanted.isDisjoint(with: known),
              !sections.isEmpty || state.libraryTitles.contains(where: { DishWords.name(dish, $0) }) else { return nil }
        return String(match.output.1)
    }

    /// The parts of the recipe: the groups its ingredient list is printed
    /// in ("Frosting"), then the parts its steps are in ("For the cake",
    /// "To serve") that name no group, in order.
    var sections: [String] {
        var sections = recipe.ingredientSections
        for step in recipe.steps {
            if let section = step.section, !sections.contains(section), group(for: section) == nil { sections.append(section) }
        }
        return sections
    }

    /// The ingredient group a part means: "the filling" is "Raspberry
    /// Filling", a step's "Make the frosting" is "Frosting". The group with
    /// the same words first, then one with all of the part's words, then
    /// one all of whose words the part has.
    func group(for part: String) -> String? {
        let wanted = Self.partWords(part)
        guard !wanted.isEmpty else { return nil }
        let groups = recipe.ingredientSections.map { (name: $0, words: Self.partWords($0)) }.filter { !$0.words.isEmpty }
        return (groups.first { $0.words == wanted } ?? groups.first { wanted.isSubset(of: $0.words) }
            ?? groups.first { $0.words.isSubset(of: wanted) })?.name
    }

    /// The words that tell a part apart: "For the filling" is "filling".
    static func partWords(_ text: String) -> Set<String> {
        Set(Words.stems(text)).subtracting(["the", "for", "part", "section", "bit", "a", "my", "of", "to", "make"])
    }

    /// Of `found` (lines of one name), those of `part`: noted for it, named
    /// in its steps, and not noted for another part.
    func lines(_ found: [Int], of part: String) -> [Int] {
        // The list's own groups say it; notes and steps are only guesses.
        if let group = group(for: part) {
            let inGroup = found.filter { recipe.ingredients[$0].section == group }
            if !inGroup.isEmpty { return inGroup }
        }
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

    /// Units a kitchen scale or jug reads exactly.
    static let metric: Set<CookingUnit> = [.gram, .kilogram, .millilitre, .litre, .decilitre, .centilitre]

    /// "8 cloves of garlic in all: 3 and 5": lines of one name added up,
    /// in the first line's unit when the others' convert to it (grams and
    /// kilograms, cups and spoons); nil when they cannot be (an onion
    /// "medium" and one "large" are said apart). Lines with notes ("for
    /// the drizzle") are added only when the cook asked for the total
    /// (`asked`), and each part is said with its note.
    /// Asked for the total, "5 eggs, plus 1 for the egg wash" is 6 eggs.
    func total(of found: [Int], scale: Double, asked: Bool = false) -> String? {
        var lines = found.map { recipe.ingredients[$0] }
        if asked { lines = lines.flatMap { $0.extraApart(scale: scale) } }
        guard lines.count > 1, let first = lines.first, first.amount != nil else { return nil }
        func converted(_ line: Ingredient) -> Double? {
            guard line.amount != nil, line.name.lowercased() == first.name.lowercased() else { return nil }
            if line.unit == first.unit { return 1 }
            guard let unit = line.unit, let to = first.unit, unit.kind == to.kind, let from = unit.baseFactor, let base = to.baseFactor else { return nil }
            return from / base
        }
        let factors = lines.compactMap(converted)
        // Lines of several groups (the cake's sugar and the filling's) are said apart, each with its group.
        let byGroup = Set(lines.map(\.section)).count > 1
        guard factors.count == lines.count, asked || !byGroup && lines.allSatisfy({ ($0.note ?? "").isEmpty && $0.unit == first.unit }) else { return nil }
        let low = zip(lines, factors).reduce(0) { $0 + $1.0.amount!.lower * $1.1 }
        let high = zip(lines, factors).reduce(0) { $0 + $1.0.amount!.upper * $1.1 }
        var sum = first
        sum.amount = low == high ? .exact(low) : .range(low, high)
        sum.note = nil
        // Identical lines are said "twice" instead (see `howMuch`), unless the sum was asked for.
        guard asked || Set(lines.map(\.text)).count > 1 else { return nil }
        let parts = lines.map { line in
            let answer = line.answer(scale: scale)
            let suffix = " of " + Ingredient.sentenceCase(line.name)
            let bare = answer.hasSuffix(suffix) ? String(answer.dropLast(suffix.count)) : answer
            // "68 g, for the drizzle": the note as `answer(withNote:)` scales it.
            let noted = line.answer(scale: scale, withNote: true)
            let part = noted.hasPrefix(answer) ? bare + noted.dropFirst(answer.count) : bare
            return byGroup ? Ingredient.answer(part, inSection: line.section) : part
        }
        // On a scale the parts add up as said: "160 g and 59 g" is 219 g in
        // all, not the 215 g the unrounded sum would be shown as.
        var said = sum.answer(scale: scale)
        let shown = lines.compactMap { $0.measured(scale) }
        let values = shown.compactMap { part in part.unit.flatMap { unit in
            Self.metric.contains(unit) ? Double(AmountFormatter.format(part.amount, unit: unit)).map { $0 * unit.baseFactor! } : nil
        } }
        if values.count == lines.count, shown.allSatisfy({ $0.unit?.kind == shown.first?.unit?.kind }), let kind = shown.first?.unit?.kind {
            let total = (values.reduce(0, +) * 10).rounded() / 10
            let small = kind == .mass ? CookingUnit.gram : .millilitre
            let name = Ingredient.sentenceCase(first.name)
            if total < 1000 {
                let number = total == total.rounded() ? String(Int(total)) : String(total)
                said = "\(number) \(small.name(for: .exact(total))) of \(name)"
            } else {
                let large = kind == .mass ? CookingUnit.kilogram : .litre
                said = "\(AmountFormatter.format(.exact(total / 1000), unit: large)) \(large.name(for: .exact(total / 1000))) of \(name)"
            }
        }
        let noted = parts.contains { $0.contains(",") || parts.count > 2 && $0.contains(" and ") }
        let list = noted ? parts.dropLast().joined(separator: "; ") + "; and " + parts.last! : parts.dropLast().joined(separator: ", ") + " and " + parts.last!
        return "\(said) in all: \(list)"
    }
}

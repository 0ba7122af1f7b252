/// "What do I need for this step", "ingredients for the filling": the
/// recipe's lines its steps name, found the way a cook reads a step
/// ("the sugar" is the caster sugar the steps never name in full, "the
/// vanilla" the vanilla extract), with the amounts for the servings cooked.
extension Recipe {
    /// The lines of the ingredient list that `text` names, in list order.
    func ingredientsNamed(in text: String) -> [Int] {
        let said = Words.stems(text)
        let keys = ingredients.indices.flatMap { index in
            Self.keys(ingredients[index].name).map { key in
                // What tells the line apart when said before its word: the
                // name's word before it ("icing" sugar), else its note ("cold" water).
                let telling = key.qualifiers.last.map { Set([$0]) } ?? Set(Words.stems(ingredients[index].note ?? "")).subtracting(Self.noteFiller)
                return (index: index, word: key.word, telling: telling)
            }
        }
        func namedInFull(_ word: String, _ telling: Set<String>) -> Bool {
            steps.contains { step in
                let said = Words.stems(step.text)
                return said.indices.dropFirst().contains { said[$0] == word && telling.contains(said[$0 - 1]) }
            }
        }
        var found = Set<Int>()
        for (position, word) in said.enumerated() {
            let candidates = keys.filter { $0.word == word }
            guard !candidates.isEmpty else { continue }
            // "icing sugar" said in full is the icing sugar alone.
            let full = candidates.filter { position > 0 && $0.telling.contains(said[position - 1]) }
            if !full.isEmpty {
                found.formUnion(full.map(\.index))
                continue
            }
            // "the sugar": the lines the steps never call by a fuller name
            // (the icing sugar is named when it is meant).
            let unnamed = candidates.filter { !namedInFull($0.word, $0.telling) }
            found.formUnion((unnamed.isEmpty ? candidates : unnamed).map(\.index))
        }
        return found.sorted()
    }

    /// Words of a note that never stand before a thing's name in a step.
    static let noteFiller: Set<String> = ["plus", "extra", "for", "the", "to", "and", "or", "a", "an", "of", "taste", "about", "in", "total", "serve"]

    /// A thing a line is called by: the word a step says ("sugar", "vanilla"
    /// for "vanilla extract") and the words before it in the name ("icing").
    struct NameKey: Hashable {
        var word: String
        var qualifiers: [String]
    }

    /// Each thing a line lists ("salt and pepper" is two), by its telling word.
    static func keys(_ name: String) -> [NameKey] {
        let words = Words.stems(name).filter { !["the", "of", "a", "an", "some"].contains($0) }
        return words.split(separator: "and").compactMap { part in
            let part = Array(part)
            guard let index = part.lastIndex(where: { !formWords.contains($0) && !CommandGrammar.vagueWords.contains($0) }) ?? part.indices.last
            else { return nil }
            return NameKey(word: part[index], qualifiers: Array(part[..<index]))
        }
    }

    /// How a thing comes, rather than the thing: steps say "the vanilla"
    /// and "the anchovies", not "the extract" or "the fillets".
    static let formWords: Set<String> = [
        "extract", "essence", "fillet", "paste", "seed", "leaf", "breast", "thigh", "drumstick", "juice", "zest", "flake",
        "clove", "stick", "piece", "slice", "cube", "chunk", "wedge", "sprig", "stalk", "head", "bulb", "pod",
    ]
}

extension Reply {
    /// "What do I need for this step": the lines the step names, for the
    /// servings cooked; a line noted for another part of the recipe is not
    /// this step's.
    mutating func listStepIngredients() {
        let index: Int
        switch state.position {
        case .overview: index = 0
        case .step(let current): index = current
        case .finished:
            say("You've finished \(recipe.title).", remember: false)
            return
        }
        var found = recipe.ingredientsNamed(in: recipe.steps[index].text)
        if let section = recipe.steps[index].section { found = ofPart(found, section) }
        guard !found.isEmpty else {
            say("Step \(index + 1) uses none of the listed ingredients.", remember: false)
            return
        }
        let servings = state.isScaled ? ", for \(state.made)," : ""
        let lines = found.map { "- " + recipe.ingredients[$0].line(scale: state.scale) }
        // "2 tablespoons of the oil": the step's own words, when it takes part of a line.
        let share = SpokenText.sentences(stepText(index)).filter { sentence in
            sentence.lowercased().firstMatch(of: Self.share) != nil && recipe.ingredientsNamed(in: sentence).contains(where: found.contains)
        }
        let says = share.isEmpty ? "" : "\nThe step says: " + share.joined(separator: " ")
        say("Step \(index + 1)\(servings) uses:\n" + lines.joined(separator: "\n") + says)
    }

    /// "Ingredients for the filling", "what goes in the sauce": the lines
    /// noted for that part or named in its steps. The recipe itself ("what
    /// do I need for the soup" in a soup) is every line.
    mutating func listPartIngredients(_ name: String) {
        let wanted = Self.partWords(name)
        let whole: Set<String> = ["recipe", "dish", "it", "this", "whole", "thing", "everything", "meal"]
        func noted(_ index: Int, for words: Set<String>) -> Bool {
            !words.isEmpty && words.isSubset(of: Self.partWords(recipe.ingredients[index].note ?? ""))
        }
        let named = wanted.isEmpty ? nil : sections.first { wanted.isSubset(of: Self.partWords($0)) }
        // "The apple crumble" in Apple Crumble is all of it; "the crumble" its
        // topping, as is "the drizzle" that lines are noted for.
        if wanted.isEmpty || named == nil && !recipe.ingredients.indices.contains(where: { noted($0, for: wanted) })
            && wanted.isSubset(of: whole.union(Words.stems(recipe.title))) {
            listIngredients()
            return
        }
        let part = named ?? sections.first { section in wanted.contains { word in Self.partWords(section).contains { Words.similar(word, $0) } } }
        var found: [Int]
        let called: String
        if let part, let group = group(for: part) {
            // The group as the list prints it.
            found = recipe.ingredients.indices.filter { recipe.ingredients[$0].section == group }
            called = group.trimmingCharacters(in: .init(charactersIn: ": "))
        } else if let part {
            let named = recipe.steps.filter { $0.section == part }.flatMap { recipe.ingredientsNamed(in: $0.text) }
            let notedHere = recipe.ingredients.indices.filter { noted($0, for: Self.partWords(part)) }
            found = ofPart(Array(Set(named + notedHere)).sorted(), part)
            called = part.trimmingCharacters(in: .init(charactersIn: ": "))
        } else {
            // Parts only the list names: "85 g caster sugar, for the drizzle".
            found = recipe.ingredients.indices.filter { noted($0, for: wanted) }
            called = "for the " + name.replacing(#/^(?:the|my) /#, with: "")
        }
        guard !found.isEmpty else {
            if part != nil {
                say("The \(called.lowercased().replacing(#/^(?:for|to) (?:the )?/#, with: "")) part uses none of the listed ingredients.", remember: false)
            } else {
                say(sections.isEmpty ? "\(recipe.title) doesn't list its ingredients by part. Say ingredients to hear them all."
                    : "There's no \(name) part. The parts are: \(ShoppingList.spokenList(sections.map { $0.trimmingCharacters(in: .init(charactersIn: ": ")) })).", remember: false)
            }
            return
        }
        let heading = String(Ingredient.sectionHeading(called).dropLast())
        let servings = state.isScaled ? " (\(state.made))" : ""
        let lines = found.map { "- " + recipe.ingredients[$0].line(scale: state.scale) }
        say("\(heading)\(servings) you need:\n" + lines.joined(separator: "\n"))
    }

    /// Of lines a step or part names, those of `part`: none noted for another
    /// part only, and of one thing listed twice ("butter", and "butter, for
    /// the filling") the line that is this part's.
    func ofPart(_ found: [Int], _ part: String) -> [Int] {
        var found = found
        // A step of the frosting uses the frosting's lines, or lines of no group.
        if let group = group(for: part) {
            let ours = found.filter { recipe.ingredients[$0].section == nil || recipe.ingredients[$0].section == group }
            if !ours.isEmpty { found = ours }
        }
        let here = Self.partWords(part)
        let others = sections.filter { $0 != part }.map(Self.partWords).filter { !$0.isEmpty }
        let kept = found.filter { index in
            let note = Self.partWords(recipe.ingredients[index].note ?? "")
            return here.isEmpty || here.isSubset(of: note) || !others.contains { $0.isSubset(of: note) }
        }
        var result: [Int] = []
        for index in kept where !result.contains(index) {
            let name = recipe.ingredients[index].name.lowercased()
            let same = kept.filter { recipe.ingredients[$0].name.lowercased() == name }
            result += same.count > 1 ? lines(same, of: part) : [index]
        }
        return Array(Set(result)).sorted()
    }
}

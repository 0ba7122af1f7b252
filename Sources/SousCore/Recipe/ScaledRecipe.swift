import Foundation

extension Recipe {
    /// The recipe as made for `servings`: each line as `show` prints it, its
    /// amount in the unit it is measured in, and the steps' amounts scaled,
    /// so a script reading `show --json --servings 5` gets what a cook reads.
    public func scaled(toServings servings: Int) -> Recipe {
        guard servings != self.servings, servings > 0, self.servings > 0 else { return self }
        let scale = Double(servings) / Double(self.servings)
        var recipe = self
        recipe.servings = servings
        // 2 loaves of a loaf that serves 10 serve 20.
        recipe.serves = peopleFed(by: Double(servings)).map { max(1, Int($0.rounded())) }
        recipe.ingredients = ingredients.map { $0.scaled(scale) }
        recipe.steps = steps.indices.map { Step(text: stepText($0, scale: scale), timer: steps[$0].timer, section: steps[$0].section) }
        return recipe
    }
}

extension Ingredient {
    /// This line for `scale` times the servings, its parts as measured.
    func scaled(_ scale: Double) -> Ingredient {
        let text = line(scale: scale)
        guard amount != nil, let shown = measured(scale) else {
            // "2 handfuls of coriander": read back from the line it became.
            guard text != self.text else { return self }
            var reread = Ingredient(parsing: text)
            reread.section = section
            return reread
        }
        let note = note.map { scaledNote($0, scale: scale, shown: shown) }
        return Ingredient(text: text, amount: shown.amount, unit: shown.unit, name: name, note: note, section: section)
    }
}

import Foundation
import SousCore

/// Spoonacular's recipe JSON, as far as Sous uses it. Every field is
/// optional but the id and title: the three endpoints fill different parts.
public struct SpoonacularRecipe: Decodable {
    struct Ingredient: Decodable {
        var id: Int?
        var name: String?
        var original: String?
        var amount: Double?
        var unit: String?
    }

    struct Instruction: Decodable {
        struct Length: Decodable {
            var number: Double
            var unit: String
        }

        struct Step: Decodable {
            var number: Int?
            var step: String
            var length: Length?
        }

        var name: String?
        var steps: [Step]
    }

    var id: Int
    var title: String
    var image: String?
    var readyInMinutes: Int?
    var servings: Int?
    var sourceUrl: String?
    var vegetarian: Bool?
    var vegan: Bool?
    var glutenFree: Bool?
    var dairyFree: Bool?
    var diets: [String]?
    var dishTypes: [String]?
    var extendedIngredients: [Ingredient]?
    var missedIngredients: [Ingredient]?
    var usedIngredients: [Ingredient]?
    var analyzedInstructions: [Instruction]?
    var instructions: String?

    struct SearchResponse: Decodable {
        var results: [Lossy<SpoonacularRecipe>]
    }

    static func sousID(_ id: Int) -> String { "spoonacular-\(id)" }

    /// Reads "spoonacular-716429" (or "716429") back.
    static func number(from id: String) -> Int? {
        let digits = id.hasPrefix("spoonacular-") ? String(id.dropFirst("spoonacular-".count)) : id
        guard let number = Int(digits), number > 0 else { return nil }
        return number
    }

    /// The one step of a recipe Spoonacular gave no instructions for.
    static let noSteps = "The steps are not available offline"

    /// Whether a (bookmarked) remote recipe came without its steps or
    /// ingredients, so the cook is told before relying on it offline.
    public static func isIncomplete(_ recipe: Recipe) -> Bool {
        recipe.ingredients.isEmpty || (recipe.steps.count == 1 && recipe.steps[0].text.hasPrefix(noSteps))
    }

    /// The recipe in Sous's model, and whether it is complete enough to cook
    /// (it has ingredients and steps) or only a search summary.
    func converted() -> (recipe: Recipe, complete: Bool) {
        let ingredients = ingredientList().map(Self.ingredient)
        var steps = stepList()
        let complete = !ingredients.isEmpty && !steps.isEmpty
        if steps.isEmpty {
            steps = [Step(text: sourceUrl.map { "\(Self.noSteps); the full recipe is at \($0)." } ?? "\(Self.noSteps).")]
        }
        let recipe = Recipe(
            // Spoonacular's titles and texts carry HTML ("Eggs &amp; Toast").
            id: Self.sousID(id), title: HTMLText.clean(title),
            tags: tags(), minutes: max(0, readyInMinutes ?? 0), servings: max(1, servings ?? 1), image: image,
            diets: dietList(), notDiets: notDietList(), allergens: allergenList(), ingredients: ingredients, steps: steps)
        return (recipe, complete)
    }

    private func ingredientList() -> [Ingredient] {
        if let extendedIngredients, !extendedIngredients.isEmpty { return extendedIngredients }
        var seen = Set<String>()
        return ((usedIngredients ?? []) + (missedIngredients ?? [])).filter { item in
            seen.insert(item.original ?? item.name ?? "").inserted
        }
    }

    /// "1 (14 oz) can tomatoes" keeps its printed text; the amount and unit
    /// come from Spoonacular's parse when it names a unit Sous knows,
    /// otherwise from Sous's own parse of the text. A line Sous reads no
    /// amount in takes Spoonacular's when it is measured in a real unit
    /// ("a heaping 2 cups ..." is 2 cups); other non-numeric lines ("salt
    /// to taste", "couple of pinches") stay non-numeric, whatever
    /// Spoonacular guessed ("2 servings", "2 pinches").
    static func ingredient(_ item: Ingredient) -> SousCore.Ingredient {
        let text = HTMLText.clean(item.original ?? item.name ?? "")
        let parsed = IngredientParser.parse(text)
        let name = (item.name?.trimmingCharacters(in: .whitespaces)).flatMap { $0.isEmpty ? nil : $0 } ?? parsed.name
        let unitText = item.unit?.trimmingCharacters(in: .whitespaces) ?? ""
        let known = unitText.isEmpty ? nil : CookingUnit.lookup(unitText)
        guard parsed.amount != nil else {
            if let known, !IngredientParser.vagueUnits.contains(known.symbol), let amount = item.amount, amount > 0, amount.isFinite,
               !text.lowercased().contains("to taste") {
                return SousCore.Ingredient(text: text, amount: .exact(amount), unit: known, name: name, note: parsed.note)
            }
            return SousCore.Ingredient(text: text, amount: nil, unit: parsed.unit, name: name, note: parsed.note)
        }
        if case .range = parsed.amount, parsed.unit == known {
            return SousCore.Ingredient(text: text, amount: parsed.amount, unit: parsed.unit, name: name, note: parsed.note)
        }
        if let amount = item.amount, amount > 0, amount.isFinite, known != nil || parsed.unit == nil {
            return SousCore.Ingredient(text: text, amount: .exact(amount), unit: known, name: name, note: parsed.note)
        }
        return SousCore.Ingredient(text: text, amount: parsed.amount, unit: parsed.unit, name: name, note: parsed.note)
    }

    private func stepList() -> [Step] {
        var steps: [Step] = []
        for instruction in analyzedInstructions ?? [] {
            let section = instruction.name.flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 }
            for step in instruction.steps {
                let text = HTMLText.clean(step.step)
                guard !text.isEmpty else { continue }
                let timer = step.length.map { Self.seconds($0) } ?? StepDurations.seconds(in: text)
                steps.append(Step(text: text, timer: timer.flatMap { $0 > 0 ? $0 : nil }, section: section))
            }
        }
        if steps.isEmpty, let instructions {
            steps = Self.plainSteps(instructions).map { Step(text: $0, timer: StepDurations.seconds(in: $0)) }
        }
        return steps
    }

    private static func seconds(_ length: Instruction.Length) -> Int {
        let unit = length.unit.lowercased()
        let factor: Double = unit.hasPrefix("h") ? 3600 : unit.hasPrefix("s") ? 1 : 60
        return Int(bounded: (length.number * factor).rounded())
    }

    /// Instructions given as HTML or one paragraph, split into steps.
    static func plainSteps(_ html: String) -> [String] {
        var text = html
        for tag in ["</li>", "</p>", "<br>", "<br/>", "<br />"] { text = text.replacingOccurrences(of: tag, with: "\n", options: .caseInsensitive) }
        text = text.replacingOccurrences(of: "<[^>]+>", with: "", options: .regularExpression)
        var lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        if lines.count == 1 {
            lines = lines[0].components(separatedBy: ". ").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
                .map { $0.hasSuffix(".") ? $0 : $0 + "." }
        }
        return lines
    }

    private func dietList() -> [String] {
        var diets: [String] = []
        func add(_ diet: String) { if !diets.contains(diet) { diets.append(diet) } }
        if vegetarian == true { add("vegetarian") }
        if vegan == true { add("vegan") }
        if glutenFree == true { add("gluten-free") }
        if dairyFree == true { add("dairy-free") }
        for diet in self.diets ?? [] {
            let lowered = diet.lowercased()
            switch lowered {
            case "lacto ovo vegetarian", "vegetarian": add("vegetarian")
            default: add(lowered.replacingOccurrences(of: " ", with: "-"))
            }
        }
        return diets
    }

    /// The flags Spoonacular set to false: a recipe it says is not
    /// vegetarian (cheese with animal rennet) must not be judged so by Sous.
    private func notDietList() -> [String] {
        var diets: [String] = []
        if vegetarian == false { diets.append("vegetarian") }
        if vegan == false { diets.append("vegan") }
        if glutenFree == false { diets.append("gluten-free") }
        if dairyFree == false { diets.append("dairy-free") }
        return diets
    }

    /// Only what the flags say for sure: a recipe not marked gluten-free may
    /// contain gluten, and a cook avoiding it should not be shown it.
    private func allergenList() -> [String] {
        var allergens: [String] = []
        if glutenFree == false { allergens.append("gluten") }
        if dairyFree == false { allergens.append("dairy") }
        return allergens
    }

    private func tags() -> [String] {
        var tags: [String] = []
        for type in dishTypes ?? [] {
            let tag: String
            switch type.lowercased() {
            case "main course", "main dish", "dinner", "lunch": tag = "main"
            case "breakfast", "morning meal", "brunch": tag = "breakfast"
            case "side dish": tag = "side"
            default: tag = type.lowercased().replacingOccurrences(of: " ", with: "-")
            }
            if !tags.contains(tag) { tags.append(tag) }
        }
        if (readyInMinutes ?? 999) <= 20, !tags.contains("quick") { tags.append("quick") }
        return tags
    }
}

import Foundation
import SousCore

/// A recipe as read from a page or file, before it becomes a Sous recipe.
///
/// Times and servings stay optional here: a page that does not say how long
/// a dish takes is different from one that says "0 minutes", and the import
/// benchmark must tell them apart. `recipe(id:)` fills in Sous's defaults.
public struct ImportedRecipe: Hashable, Sendable {
    /// Where the recipe was found, for messages.
    public enum Source: String, Hashable, Sendable {
        case jsonLD = "JSON-LD"
        case microdata
        /// Read from Ingredients and Instructions headings in the page's HTML.
        case pageLayout = "page layout"
        case cooklang = "Cooklang"
        case sousJSON = "Sous JSON"
    }

    public var title: String
    /// The ingredient lines as printed.
    public var ingredients: [String]
    /// The group each line is printed under ("For the frosting"), by
    /// line, as printed; empty when the list has no groups. It becomes the
    /// line's `section`, so "how much butter for the frosting" finds the
    /// frosting's butter and the list is read out in its groups.
    public var ingredientGroups: [String?] = []
    /// Steps in order; `section` holds the part of the recipe they belong to.
    public var steps: [Step]
    public var minutes: Int?
    public var servings: Int?
    /// What `servings` counts when not people: "loaves" in "makes 2 loaves".
    public var makes: YieldUnit?
    /// How many people what `makes` counts feeds: 10 for ["10", "1 loaf"].
    public var serves: Int?
    public var image: String?
    /// Lower-case tags: Cooklang's `tags`, a page's category and cuisine.
    public var tags: [String] = []
    /// Diets the page declares (schema.org's `suitableForDiet`).
    public var diets: [String] = []
    /// Markup that could not be read, for a note to the cook.
    public var problems: [String] = []
    /// How markup that is not wrong was read ("~{3}" as 3 minutes).
    public var notes: [String] = []
    public var source: Source
    /// Set for Sous's own JSON, which needs no conversion.
    public var original: Recipe?

    public init(title: String, ingredients: [String], steps: [Step], minutes: Int? = nil, servings: Int? = nil,
                image: String? = nil, source: Source, original: Recipe? = nil) {
        self.title = title
        self.ingredients = ingredients
        self.steps = steps
        self.minutes = minutes
        self.servings = servings
        self.image = image
        self.source = source
        self.original = original
    }

    /// "Dinner, Main course" or ["pasta", "quick"] as tags: split on commas,
    /// lower case, each once, at most six.
    public static func tags(from values: [String]) -> [String] {
        var seen = Set<String>()
        return values.flatMap { $0.split(separator: ",") }
            .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " []\"'#")).lowercased() }
            .filter { !$0.isEmpty && $0.count <= 30 && seen.insert($0).inserted }
            .prefix(6).map { $0 }
    }

    /// True when there is something to cook: ingredients and steps.
    public var isComplete: Bool { !ingredients.isEmpty && !steps.isEmpty }

    /// The instructions as one list of lines, each section's name before its
    /// steps: the shape recipe-scrapers' `instructions_list` has.
    public var instructionLines: [String] {
        var lines: [String] = []
        var currentSection: String?
        for step in steps {
            if let section = step.section, section != currentSection { lines.append(section) }
            currentSection = step.section
            lines.append(step.text)
        }
        return lines
    }

    /// The Sous recipe: every ingredient parsed, a timer on each step that
    /// names a wait, unknown time as 0 minutes and unknown servings as 1, as
    /// the recipe format asks.
    public func recipe(id: String) -> Recipe {
        if var original {
            original.id = id
            // "Simmer for 20 minutes" written as a plain string gets its timer, as on a page.
            original.steps = Self.timed(original.steps)
            return original
        }
        let parsed = ingredients.enumerated().map { index, line -> Ingredient in
            var ingredient = Ingredient(parsing: line)
            if ingredient.name.trimmingCharacters(in: .whitespaces).isEmpty { ingredient.name = line }
            if index < ingredientGroups.count { ingredient.section = ingredientGroups[index] }
            return ingredient
        }
        return Recipe(id: id, title: title, tags: tags, minutes: max(0, minutes ?? 0), servings: max(1, servings ?? 1),
                      makes: servings == nil ? nil : makes, serves: serves, image: image,
                      diets: diets, ingredients: parsed, steps: Self.timed(steps))
    }

    /// A group's heading as its lines' section: "For the cake:", "FOR THE
    /// ICING" and "--- Sauce ---" are "For the cake", "FOR THE ICING",
    /// "Sauce", as printed; "Serves 4" or a long sentence over the list
    /// names no group.
    static func groupName(_ heading: String) -> String? {
        let trimmed = heading.trimmingCharacters(in: CharacterSet(charactersIn: ":-=*#.–— ").union(.whitespacesAndNewlines))
        let name = trimmed.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard !name.isEmpty, name.count <= 40, name.split(separator: " ").count <= 6, !name.contains(where: \.isNumber) else { return nil }
        return name
    }

    /// Web pages and hand-written recipes rarely mark timers: a step that
    /// names a wait gets one.
    static func timed(_ steps: [Step]) -> [Step] {
        steps.map { step -> Step in
            var step = step
            if step.timer == nil { step.timer = StepTimer.seconds(in: step.text) }
            return step
        }
    }

    /// schema.org's `suitableForDiet` values ("https://schema.org/VeganDiet")
    /// as the diets Sous filters by; others (low-calorie, halal) are left out.
    public static func diets(from values: [String]) -> [String] {
        let known = ["VeganDiet": "vegan", "VegetarianDiet": "vegetarian", "GlutenFreeDiet": "gluten-free"]
        var seen = Set<String>()
        return values.compactMap { value in
            let name = value.split(separator: "/").last.map(String.init) ?? value
            return known[name].flatMap { seen.insert($0).inserted ? $0 : nil }
        }
    }
}

import Foundation

/// A recipe as Sous reads it aloud.
public struct Recipe: Hashable, Sendable, Identifiable {
    public var id: String
    public var title: String
    public var tags: [String]
    public var minutes: Int
    /// How many the amounts are for: people, or what `makes` names.
    public var servings: Int
    /// What the recipe makes when it is not servings ("loaf", "cookies"):
    /// `servings` counts it. Nil: the recipe serves people.
    public var makes: YieldUnit?
    /// How many people the recipe as written feeds when it counts
    /// something else: 10 for "Serves 10, makes 1 loaf". Nil when it does
    /// not say, or when it counts people (`makes` nil: `servings` is it).
    /// "Make it for 20 people" scales by it: 2 loaves.
    public var serves: Int?
    public var image: String?
    public var diets: [String]
    /// Diets the recipe's source says it does not fit (Spoonacular's
    /// `"vegetarian": false`). Judging by the ingredients never adds them
    /// back: a cheese made with animal rennet reads as vegetarian.
    public var notDiets: [String]
    public var allergens: [String]
    public var ingredients: [Ingredient]
    public var steps: [Step]
    public var nutrition: Nutrition?

    public init(id: String, title: String, tags: [String] = [], minutes: Int, servings: Int, makes: YieldUnit? = nil,
                serves: Int? = nil, image: String? = nil, diets: [String] = [], notDiets: [String] = [], allergens: [String] = [],
                ingredients: [Ingredient], steps: [Step], nutrition: Nutrition? = nil) {
        self.id = id
        self.title = title
        self.tags = tags
        self.minutes = minutes
        self.servings = servings
        self.makes = makes
        self.serves = makes == nil ? nil : serves
        self.image = image
        self.diets = diets
        self.notDiets = notDiets
        self.allergens = allergens
        self.ingredients = ingredients
        self.steps = steps
        self.nutrition = nutrition
    }
}

/// One action, read aloud on its own.
public struct Step: Hashable, Sendable {
    public var text: String
    /// Seconds; when set, Sous offers a timer on reaching the step.
    public var timer: Int?
    /// The part of the recipe the step belongs to ("For the sauce").
    public var section: String?

    public init(text: String, timer: Int? = nil, section: String? = nil) {
        self.text = text
        self.timer = timer
        self.section = section
    }
}

/// Nutrition per serving: calories in kcal, sodium in mg, the rest in grams.
public struct Nutrition: Hashable, Sendable, Codable {
    public var calories: Double?
    public var protein: Double?
    public var fat: Double?
    public var carbs: Double?
    public var fiber: Double?
    public var sugar: Double?
    public var sodium: Double?

    public init(calories: Double? = nil, protein: Double? = nil, fat: Double? = nil, carbs: Double? = nil,
                fiber: Double? = nil, sugar: Double? = nil, sodium: Double? = nil) {
        self.calories = calories
        self.protein = protein
        self.fat = fat
        self.carbs = carbs
        self.fiber = fiber
        self.sugar = sugar
        self.sodium = sodium
    }
}

extension Recipe {
    /// The same dish under another id: the same title and the same
    /// ingredient names, whatever the amounts were written as.
    public func isSameDish(as other: Recipe) -> Bool {
        func key(_ recipe: Recipe) -> [String] { recipe.ingredients.map { Words.tokens($0.name).map(Words.stem).joined(separator: " ") }.sorted() }
        // Not caseInsensitiveCompare: it loads ICU's collation tables into the daemon.
        return title.lowercased() == other.title.lowercased() && key(self) == key(other)
    }
}

extension Recipe {
    /// A step as written, with the amounts of its ingredients it names
    /// ("the 225 g of sugar") scaled; `scale` is servings over the recipe's own.
    public func stepText(_ index: Int, scale: Double) -> String {
        ScaledText.step(steps[index].text, ingredients: ingredients, by: scale, servings: servings)
    }
}

extension Recipe {
    /// The recipe with its lines read by this Sous (`Ingredient.reread`):
    /// a recipe imported by an older one keeps the names and units that
    /// one's parser gave ("EL Tomatenmark", unit none) in its file until
    /// it is imported again. Re-reading every line of a 10,000-recipe
    /// library at start-up would cost seconds (a line's parse is far
    /// dearer than its JSON), so it is done for the one recipe being
    /// cooked or shown, as the shopping list does for those planned; the
    /// file on disk is left as it is.
    public var reread: Recipe {
        var recipe = self
        recipe.ingredients = ingredients.map(\.reread)
        return recipe
    }
}

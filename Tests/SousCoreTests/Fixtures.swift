@testable import SousCore

enum Fixtures {
    static let chicken = Recipe(
        id: "garlic-lemon-chicken", title: "Garlic Lemon Chicken", tags: ["quick", "protein"], minutes: 25, servings: 2,
        diets: ["gluten-free", "dairy-free"],
        ingredients: ["300 g Chicken breast", "3 cloves Garlic", "1 pc Lemon", "2 tbsp Olive oil", "Salt, to taste", "Pepper, to taste"]
            .map(Ingredient.init(parsing:)),
        steps: [
            Step(text: "Marinate chicken with garlic, lemon juice, salt, pepper."),
            Step(text: "Pan sear with olive oil until cooked through."),
            Step(text: "Rest 2 minutes, slice, and serve.", timer: 120),
        ])

    static let soup = Recipe(
        id: "lentil-soup", title: "Red Lentil Soup", tags: ["soup"], minutes: 40, servings: 4,
        diets: ["vegan", "vegetarian", "gluten-free", "dairy-free"], allergens: ["celery"],
        ingredients: ["1 onion, diced", "2 carrots", "2 sticks celery", "200 g red lentils", "1 litre vegetable stock", "1 tbsp olive oil", "salt"]
            .map(Ingredient.init(parsing:)),
        steps: [
            Step(text: "Fry the onion in the oil for 5 minutes.", timer: 300),
            Step(text: "Add the carrots and celery."),
            Step(text: "Add the lentils and stock."),
            Step(text: "Simmer for 20 minutes.", timer: 1200),
            Step(text: "Blend until smooth."),
        ])

    static let omelette = Recipe(
        id: "spinach-feta-omelette", title: "Spinach and Feta Omelette", tags: ["breakfast", "quick"], minutes: 10, servings: 1,
        diets: ["vegetarian", "gluten-free"], allergens: ["egg", "dairy"],
        ingredients: ["3 eggs", "1 handful spinach", "30 g feta cheese", "1 tsp butter", "salt", "pepper"].map(Ingredient.init(parsing:)),
        steps: [Step(text: "Beat the eggs."), Step(text: "Cook in butter for 2 minutes."), Step(text: "Add spinach and feta, fold.")])

    static let cake = Recipe(
        id: "lemon-cake", title: "Lemon Drizzle Cake", tags: ["baking"], minutes: 75, servings: 8,
        diets: ["vegetarian"], allergens: ["gluten", "dairy", "egg"],
        ingredients: ["225 g butter", "225 g caster sugar", "4 eggs", "225 g self-raising flour", "2 lemons"].map(Ingredient.init(parsing:)),
        steps: [Step(text: "Cream the butter and sugar."), Step(text: "Beat in the eggs."), Step(text: "Fold in the flour."),
                Step(text: "Bake for 45 minutes.", timer: 2700)])
}

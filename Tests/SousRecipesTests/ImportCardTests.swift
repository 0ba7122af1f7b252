import Foundation
import Testing
import SousCore
@testable import SousRecipes

/// Recipe cards and blog layouts as sites print them: tick boxes, meta
/// lines, group headings, the chatter around the steps.
@Suite("Import: recipe cards as printed")
struct ImportCardTests {
    func importPage(_ html: String) throws -> ImportResult {
        try RecipeImporter.importHTML(ImportFixtures.data(html), file: "page.html")
    }

    @Test func tickBoxesAndBulletsBeforeAnIngredientAreDropped() throws {
        // A card read from its HTML: each line starts with a tick box.
        let page = """
            <h1>Lemon Bars</h1><h3>Ingredients</h3><ul>
            <li><span class="checkbox-container"><input type="checkbox"><label>▢</label></span><span>1</span> <span>cup</span> <span>butter</span></li>
            <li>☐ 2 cups flour</li><li>✓ ½ cup sugar</li><li>• 4 eggs</li></ul>
            <h3>Instructions</h3><ol><li>Bake for 20 minutes.</li></ol>
            """
        let imported = try importPage(page).chosen
        #expect(imported.ingredients == ["1 cup butter", "2 cups flour", "½ cup sugar", "4 eggs"])
        let recipe = imported.recipe(id: "lemon-bars")
        #expect(recipe.ingredients.map(\.amount) == [.exact(1), .exact(2), .exact(0.5), .exact(4)])
        #expect(recipe.ingredients[0].name == "butter")
        // The same marks in structured data.
        let json = #"<script type="application/ld+json">{"@type": "Recipe", "name": "Bars", "recipeIngredient": ["▢ 1 cup butter", "- 2 eggs"], "recipeInstructions": "Bake."}</script>"#
        #expect(try importPage(json).chosen.ingredients == ["1 cup butter", "2 eggs"])
        #expect(ListMarker.stripped("-1 °C") == "-1 °C")
        #expect(ListMarker.stripped("½ lemon") == "½ lemon")
    }

    @Test(arguments: [
        ("<p>Prep time: 10 minutes<br>Cook time: 20 minutes<br>Serves: 4</p>", 30, 4),
        ("<p>Prep time: 10 minutes / Cook time: 20 minutes / Serves: 4</p>", 30, 4),
        ("<p>Prep: 15 mins | Cook: 55 mins | Serves 10</p>", 70, 10),
        ("<p>Serves 4 | Prep 10 mins | Cook 20 mins</p>", 30, 4),
        ("<p>Total time: 1 hour 10 minutes · Serves: 10</p>", 70, 10),
        ("<p>Serves: 10 · Total time: 1 hour 10 minutes</p>", 70, 10),
        ("<p><span>Prep time: 5 minutes</span> <span>Cook time: 10 minutes</span></p>", 15, nil),
        ("<p>Makes 8 scones</p>", nil, 8),
        ("<div>Basket</div><p>Total: $12.99</p>", nil, nil),
    ] as [(String, Int?, Int?)])
    func aCardsMetaLineIsReadPartByPart(line: String, minutes: Int?, servings: Int?) throws {
        let page = """
            <h1>Scones</h1>\(line)<h3>Ingredients</h3><ul><li>250 g flour</li></ul>
            <h3>Method</h3><ol><li>Cook 5 minutes, stirring.</li><li>Bake for 12 minutes.</li></ol>
            """
        let recipe = try importPage(page).chosen
        #expect(recipe.minutes == minutes)
        #expect(recipe.servings == servings)
    }

    @Test func chatterAmongTheStepsIsNoStep() throws {
        let page = #"""
            <script type="application/ld+json">{"@type": "Recipe", "name": "Tacos", "recipeIngredient": ["1 lb beef"],
            "recipeInstructions": [{"@type": "HowToStep", "text": "Brown the beef for 7 minutes."},
            {"@type": "HowToStep", "text": "Serve and enjoy!"}, {"@type": "HowToStep", "text": "Enjoy!"},
            {"@type": "HowToStep", "text": "Note: the beef can be made ahead."},
            {"@type": "HowToStep", "text": "Notes: leftovers keep 3 days in the fridge."},
            {"@type": "HowToStep", "text": "Pin this recipe for later!"},
            {"@type": "HowToStep", "text": "Nutrition: 350 kcal per serving"},
            {"@type": "HowToStep", "text": "<p><em>Did you make this? Tag us on Instagram!</em></p>"}]}</script>
            """#
        #expect(try importPage(page).chosen.steps.map(\.text) == ["Brown the beef for 7 minutes.", "Serve and enjoy!",
                                                                   "Note: the beef can be made ahead."])
        // A share button inside a microdata step.
        let microdata = """
            <div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Curry</h1>
            <span itemprop="recipeIngredient">1 can coconut milk</span>
            <div itemprop="recipeInstructions">Stir in the basil and serve. <button class="pin">Pin it</button></div></div>
            """
        #expect(try importPage(microdata).chosen.steps.map(\.text) == ["Stir in the basil and serve."])
    }

    @Test func thePagesOwnStepNumbersGo() throws {
        let lines = #"""
            <script type="application/ld+json">{"@type": "Recipe", "name": "Eggs", "recipeIngredient": ["1 egg"],
            "recipeInstructions": "Step 1: Preheat the oven to 350F.\nStep 2: Beat the egg.\nStep 3: Bake 1.5 hours."}</script>
            """#
        #expect(try importPage(lines).chosen.steps.map(\.text) == ["Preheat the oven to 350F.", "Beat the egg.", "Bake 1.5 hours."])
        let list = lines.replacingOccurrences(of: #""Step 1: Preheat the oven to 350F.\nStep 2: Beat the egg.\nStep 3: Bake 1.5 hours.""#,
                                              with: #"["1. Preheat the oven.", "2) Beat the egg.", "10 minutes later, stir."]"#)
        #expect(try importPage(list).chosen.steps.map(\.text) == ["Preheat the oven.", "Beat the egg.", "10 minutes later, stir."])
        let headed = "<h1>Eggs</h1><h2>Ingredients</h2><ul><li>1 egg</li></ul><h2>Method</h2><ol><li>1. Beat the egg.</li><li>Enjoy!</li></ol>"
        #expect(try importPage(headed).chosen.steps.map(\.text) == ["Beat the egg."])
    }

    @Test func ingredientGroupsBecomeTheSectionsOfTheirLines() throws {
        let page = #"""
            <script type="application/ld+json">{"@type": "Recipe", "name": "Carrot Cake", "recipeIngredient": ["For the cake:",
            "1/2 cup butter, melted", "4 eggs", "For the frosting:", "1/2 cup butter, softened", "3 cups powdered sugar"],
            "recipeInstructions": ["Bake the cake.", "Frost it."]}</script>
            """#
        let imported = try importPage(page).chosen
        #expect(imported.ingredients == ["1/2 cup butter, melted", "4 eggs", "1/2 cup butter, softened", "3 cups powdered sugar"])
        let recipe = imported.recipe(id: "carrot-cake")
        #expect(recipe.ingredients.map(\.section) == ["For the cake", "For the cake", "For the frosting", "For the frosting"])
        #expect(recipe.ingredients.map(\.note) == ["melted", nil, "softened", nil])
        #expect(recipe.ingredients[2].name == "butter")
        #expect(recipe.ingredients[2].text == "1/2 cup butter, softened")
    }

    @Test func headedGroupsNameTheirIngredientsAndSteps() throws {
        let page = """
            <h1>Chicken Pot Pie</h1><h2>Ingredients</h2>
            <h3>For the filling:</h3><ul><li>1/3 cup flour</li><li>2 cups chicken stock</li></ul>
            <p><strong>For the crust:</strong></p><ul><li>2 1/2 cups flour</li></ul>
            <h2>Instructions</h2>
            <h3>Make the crust</h3><ol><li>Rub the flour and butter together.</li></ol>
            <h3>Make the filling</h3><ol><li>Simmer the flour and stock.</li><li>Fill the dish.</li></ol>
            """
        let imported = try importPage(page).chosen
        #expect(imported.ingredients == ["1/3 cup flour", "2 cups chicken stock", "2 1/2 cups flour"])
        #expect(imported.recipe(id: "pie").ingredients.map(\.section) == ["For the filling", "For the filling", "For the crust"])
        #expect(imported.steps.map(\.section) == ["Make the crust", "Make the filling", "Make the filling"])
        // A recipe card's group names ("Crust") under its own headings.
        let card = """
            <h1>Lemon Bars</h1><h3>Ingredients</h3><h4>Crust</h4><ul><li>1 cup butter</li></ul>
            <h4>Filling</h4><ul><li>4 eggs</li></ul><h3>Instructions</h3><ul><li>Bake the crust.</li></ul>
            <h3>Notes</h3><ul><li>Dust with sugar.</li></ul>
            """
        let bars = try importPage(card).chosen
        #expect(bars.recipe(id: "bars").ingredients.map(\.section) == ["Crust", "Filling"])
        #expect(bars.steps.map(\.text) == ["Bake the crust."])
        #expect(bars.steps.map(\.section) == [nil])
        // A heading that counts or numbers is no group.
        let numbered = """
            <h1>Soup</h1><h2>Ingredients</h2><h4>Serves 4</h4><ul><li>1 onion</li></ul>
            <h2>Method</h2><h4>Step 1</h4><p>Chop the onion.</p><h4>Step 2</h4><p>Simmer it.</p>
            """
        let soup = try importPage(numbered).chosen
        #expect(soup.recipe(id: "soup").ingredients.map(\.note) == [nil])
        #expect(soup.recipe(id: "soup").ingredients.map(\.section) == [nil])
        #expect(soup.steps.map(\.section) == [nil, nil])
    }

    @Test func stepsThatAreHeadingsNameTheStepsAfterThem() throws {
        let page = #"""
            <script type="application/ld+json">{"@type": "Recipe", "name": "Tacos", "recipeIngredient": ["1 lb beef"],
            "recipeInstructions": [{"@type": "HowToStep", "text": "For the meat:"}, {"@type": "HowToStep", "text": "Brown the beef."},
            {"@type": "HowToStep", "text": "Add the seasoning."}, {"@type": "HowToStep", "text": "To serve:"},
            {"@type": "HowToStep", "text": "Fill the tortillas."},
            {"@type": "HowToStep", "name": "Step 6", "itemListElement": [{"@type": "HowToDirection", "text": "Top with cheese."}]}]}</script>
            """#
        let steps = try importPage(page).chosen.steps
        #expect(steps.map(\.text) == ["Brown the beef.", "Add the seasoning.", "Fill the tortillas.", "Top with cheese."])
        #expect(steps.map(\.section) == ["For the meat", "For the meat", "To serve", "To serve"])
    }

    /// A Thermomix site names every other step "Ajout d'ingrédient": a
    /// name several steps share is the kind of step, never read out as a
    /// step of its own (was 48 steps for 24); a name of one's own heads it.
    @Test func aNameStepsShareIsNoStep() throws {
        let page = #"""
            <script type="application/ld+json">{"@type": "Recipe", "name": "Risotto", "recipeIngredient": ["1 shallot"],
            "recipeInstructions": [{"@type": "HowToStep", "name": "Ajout d'ingrédient", "text": "Mettre 1 échalote dans le bol."},
            {"@type": "HowToStep", "name": "Ajout d'ingrédient", "text": "Ajouter 20 grammes de beurre."},
            {"@type": "HowToStep", "name": "Programmation du Thermomix", "text": "Rissoler 3 min/120°C/vitesse 1."}]}</script>
            """#
        let steps = try importPage(page).chosen.steps
        #expect(steps.map(\.text) == ["Mettre 1 échalote dans le bol.", "Ajouter 20 grammes de beurre.", "Programmation du Thermomix",
                                      "Rissoler 3 min/120°C/vitesse 1."])
    }

    @Test func aPageTitleLosesTheSiteName() throws {
        let page = """
            <html><head><title>Nan's Scones – The Cosy Kitchen</title></head><body><h2>Ingredients</h2><ul><li>250 g flour</li></ul>
            <h2>Method</h2><ol><li>Bake for 12 minutes.</li></ol></body></html>
            """
        #expect(try importPage(page).chosen.title == "Nan's Scones")
        #expect(RecipePage.withoutSiteName("Quick Pickled Red Onions | my old blog") == "Quick Pickled Red Onions")
        #expect(RecipePage.withoutSiteName("Mac and Cheese") == "Mac and Cheese")
    }

    @Test func readsTheHRecipeMicroformat() throws {
        let page = """
            <html><head><title>Pickled Onions | my old blog</title></head><body><div class="hrecipe h-recipe">
            <h2 class="fn p-name">Quick Pickled Red Onions</h2>
            <p>Yield: <span class="yield p-yield">1 pint jar</span> · Total: <span class="duration dt-duration"><span class="value-title" title="PT30M"></span>30 mins</span></p>
            <ul><li class="ingredient p-ingredient"><span class="amount">1</span> large red onion</li><li class="p-ingredient">½ cup vinegar</li></ul>
            <div class="instructions e-instructions"><ol><li>Pack the onion into a jar.</li><li>Pour over the vinegar and let stand 30 minutes.</li></ol></div>
            </div></body></html>
            """
        let recipe = try importPage(page).chosen
        #expect(recipe.title == "Quick Pickled Red Onions")
        #expect(recipe.ingredients == ["1 large red onion", "½ cup vinegar"])
        #expect(recipe.steps.map(\.text) == ["Pack the onion into a jar.", "Pour over the vinegar and let stand 30 minutes."])
        #expect(recipe.minutes == 30)
        #expect(recipe.servings == 1)
    }

    @Test(arguments: [
        "//<![CDATA[\n{\"@type\": \"Recipe\", \"name\": \"Salmon\", \"recipeIngredient\": [\"2 salmon fillets\"], \"recipeInstructions\": \"Bake.\"}\n//]]>",
        "/*<![CDATA[*/{\"@type\": \"Recipe\", \"name\": \"Salmon\", \"recipeIngredient\": [\"2 salmon fillets\"], \"recipeInstructions\": \"Bake.\"}/*]]>*/",
        "{\"@type\": \"WebSite\", \"name\": \"Blog {1}\"}\n{\"@type\": \"Recipe\", \"name\": \"Salmon\", \"recipeIngredient\": [\"2 salmon fillets\"], \"recipeInstructions\": \"Bake.\"}",
    ])
    func jsonLDWrappedInCDATAOrGivenTwiceInOneScriptIsRead(script: String) throws {
        let page = "<html><head><script type=\"application/ld+json\">\(script)</script></head></html>"
        let recipe = try importPage(page).chosen
        #expect(recipe.title == "Salmon")
        #expect(recipe.ingredients == ["2 salmon fillets"])
    }
}

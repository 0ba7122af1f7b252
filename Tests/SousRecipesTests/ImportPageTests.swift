import Foundation
import Testing
import SousCore
@testable import SousRecipes

@Suite("Import: saved web pages")
struct ImportPageTests {
    func importPage(_ html: String) throws -> ImportResult {
        try RecipeImporter.importHTML(ImportFixtures.data(html), file: "page.html")
    }

    @Test func findsRecipeInGraphWithTypeList() throws {
        let recipe = try importPage(ImportFixtures.graphPage).chosen
        #expect(recipe.title == "Mac & Cheese")
        #expect(recipe.source == .jsonLD)
        #expect(recipe.ingredients == ["2 cups macaroni", "½ cup milk", "1 cup cheddar, grated (don't use pre-grated)",
                                       "salt, to taste", "1/4 cup breadcrumbs"])
        #expect(recipe.minutes == 75)
        #expect(recipe.servings == 4)
    }

    @Test func sectionsNameTheirStepsAndStepNamesThatSayMoreStay() throws {
        let recipe = try importPage(ImportFixtures.graphPage).chosen
        #expect(recipe.steps.map(\.text) == ["Boil the macaroni for 8 minutes.", "Drain the pasta.",
                                             "Melt the cheese into the milk & stir.", "Bake it", "Bake for 25–30 minutes."])
        #expect(recipe.steps.map(\.section) == ["Pasta", "Pasta", "Sauce", "Sauce", "Sauce"])
        // Flattened as recipe-scrapers does: each section name before its steps.
        #expect(recipe.instructionLines == ["Pasta", "Boil the macaroni for 8 minutes.", "Drain the pasta.", "Sauce",
                                            "Melt the cheese into the milk & stir.", "Bake it", "Bake for 25–30 minutes."])
    }

    @Test func becomesASousRecipeWithParsedIngredientsAndTimers() throws {
        let imported = try importPage(ImportFixtures.graphPage).chosen
        let recipe = imported.recipe(id: RecipeIdentifier.make(from: imported.title))
        #expect(recipe.id == "mac-and-cheese")
        #expect(recipe.ingredients[0].amount == .exact(2))
        #expect(recipe.ingredients[0].unit?.symbol == "cup")
        #expect(recipe.ingredients[0].name == "macaroni")
        #expect(recipe.ingredients[1].amount == .exact(0.5))
        #expect(recipe.steps[0].timer == 480)
        #expect(recipe.steps.last?.timer == 1500)
        try recipe.validate()
        let decoded = try Recipe.decode(recipe.encodedJSON())
        #expect(decoded == recipe)
    }

    /// Absurd figures on a page (a typo, a hostile page) crashed the
    /// import: they are no time and no servings, and a step's
    /// "99999999999999999999 minutes" is no timer.
    @Test func absurdNumbersAreLeftOutNotACrash() throws {
        let page = #"""
        <html><head><script type="application/ld+json">{"@type": "Recipe", "name": "Huge", "totalTime": 1e300,
        "recipeYield": 1e300, "recipeIngredient": ["1 egg"],
        "recipeInstructions": ["Simmer for 99999999999999999999 minutes.", "Add 99999999999999999999.5 g of salt."]}</script></head></html>
        """#
        let imported = try importPage(page).chosen
        #expect(imported.minutes == nil)
        #expect(imported.servings == nil)
        let recipe = imported.recipe(id: "huge")
        #expect(recipe.steps.map(\.timer) == [nil, nil])
        #expect(SpokenText.forSpeech(recipe.steps[1].text).contains("salt"))
    }

    @Test func findsMainEntityWithTextInstructions() throws {
        let recipe = try importPage(ImportFixtures.mainEntityPage).chosen
        #expect(recipe.title == "Tomato Soup")
        #expect(recipe.ingredients == ["6 tomatoes"])
        #expect(recipe.steps.map(\.text) == ["Chop the tomatoes.", "Simmer them for 20 minutes.", "Blend until smooth."])
        #expect(recipe.minutes == 30)
        #expect(recipe.servings == 8)
    }

    /// Steps as an ItemList of ListItems wrapping HowToSteps: the wrapped
    /// step was dropped without a word.
    @Test func stepsWrappedInListItemsAreKept() throws {
        let page = #"""
        <html><head><script type="application/ld+json">
        {"@context": "https://schema.org", "@type": "Recipe", "name": "Toast", "recipeIngredient": ["2 slices bread"],
         "recipeInstructions": {"@type": "ItemList", "itemListElement": [
            {"@type": "ListItem", "position": 1, "item": {"@type": "HowToStep", "text": "Toast the bread."}},
            {"@type": "ListItem", "position": 2, "item": {"@type": "HowToStep", "text": "Butter it."}}]}}
        </script></head><body></body></html>
        """#
        let recipe = try importPage(page).chosen
        #expect(recipe.steps.map(\.text) == ["Toast the bread.", "Butter it."])
    }

    /// One string numbering its steps was one long step; the page's own
    /// "Step 1:" was read after Sous's "Step 1 of 3:".
    @Test func numberedStepsInOneStringAreSplitAndLoseTheirNumbers() {
        #expect(SchemaRecipeReader.splitNumbered("1. Mix the flour. 2. Knead for 10 min. 3. Bake at 200 C.")
                == ["Mix the flour.", "Knead for 10 min.", "Bake at 200 C."])
        #expect(SchemaRecipeReader.splitNumbered("Bake for 2. 5 hours, then rest 1. Serve.") == ["Bake for 2. 5 hours, then rest 1. Serve."])
        #expect(SchemaRecipeReader.withoutStepNumber("Step 1: Crack the eggs.") == "Crack the eggs.")
        #expect(SchemaRecipeReader.withoutStepNumber("Step back and let it rest.") == "Step back and let it rest.")
    }

    /// A page that lost its line breaks ("200 graden.Verhit de olie in de
    /// wok.Bak hierin ...") gave fourteen steps as one: where a sentence's
    /// end touches the next capital, each sentence is a step. An
    /// abbreviation before a number and a bracketed sentence stay in their
    /// step; a paragraph without such a join stays one step.
    @Test func instructionsThatLostTheirLineBreaksAreSplitIntoSentences() throws {
        #expect(SchemaRecipeReader.unglued("Verwarm de oven voor op 200 graden.Verhit de olie.Bak de prei plm. 2 minuten mee. Roerbak de kool. (De kool moet knapperig blijven!)Maak de kool op smaak.")
                == ["Verwarm de oven voor op 200 graden.", "Verhit de olie.", "Bak de prei plm. 2 minuten mee.",
                    "Roerbak de kool. (De kool moet knapperig blijven!)", "Maak de kool op smaak."])
        #expect(SchemaRecipeReader.unglued("Preheat the oven. Bake for 20 minutes. Serve warm.") == ["Preheat the oven. Bake for 20 minutes. Serve warm."])
        let page = #"""
        <html><head><script type="application/ld+json">
        {"@type": "Recipe", "name": "Stamppot", "recipeIngredient": ["1 kg aardappels"],
         "recipeInstructions": "Schil de aardappels.Kook ze gaar.Stamp ze fijn."}
        </script></head><body></body></html>
        """#
        #expect(try importPage(page).chosen.steps.map(\.text) == ["Schil de aardappels.", "Kook ze gaar.", "Stamp ze fijn."])
    }

    /// Chinese and Japanese pages number their steps in one string with no
    /// space after the number ("1.番茄切丁 2.…"): each is a step (was one
    /// long step, read out whole); a line break inside a step is no new
    /// step, and joins two Chinese characters without a space.
    @Test func chineseAndJapaneseNumberedStepsAreSplit() throws {
        #expect(SchemaRecipeReader.splitNumbered("1.番茄切丁，洋葱切丝备用 2.鸡蛋打散 3.烤箱预热200度，烤制15分钟左右。")
                == ["番茄切丁，洋葱切丝备用", "鸡蛋打散", "烤箱预热200度，烤制15分钟左右。"])
        #expect(SchemaRecipeReader.splitNumbered("1、じゃがいもを切る。2、10分ゆでる。") == ["じゃがいもを切る。", "10分ゆでる。"])
        #expect(SchemaRecipeReader.splitNumbered(lines: ["1.泡软，搅拌融化", "奶油奶酪加入糖 2.冷藏 3. 4."]) == ["泡软，搅拌融化奶油奶酪加入糖", "冷藏"])
        #expect(SchemaRecipeReader.splitNumbered(lines: ["1. Mix the flour.", "Add the water. 2. Knead."]) == ["Mix the flour. Add the water.", "Knead."])
        // Numbered lines, two lists, and a line of its own stay as they were.
        #expect(SchemaRecipeReader.splitNumbered(lines: ["1. Mix.", "2. Bake.", "Serve warm."]) == ["Mix.", "Bake.", "Serve warm."])
        #expect(SchemaRecipeReader.splitNumbered(lines: ["1. Mix. 2. Bake.", "1. Whip. 2. Spread."]) == ["Mix.", "Bake.", "Whip.", "Spread."])
        #expect(SchemaRecipeReader.splitNumbered("烤制1.5小时") == ["烤制1.5小时"])
        let page = """
            <script type="application/ld+json">{"@type": "Recipe", "name": "番茄炒蛋", "recipeIngredient": ["2个番茄", "3个鸡蛋"],
            "recipeInstructions": "1.番茄切丁 2.鸡蛋打散，炒5分钟 3.加入番茄炒匀"}</script>
            """
        let recipe = try importPage(page).chosen.recipe(id: "x")
        #expect(recipe.steps.map(\.text) == ["番茄切丁", "鸡蛋打散，炒5分钟", "加入番茄炒匀"])
    }

    /// A Chinese page without structured data, under 用料 and 做法, its
    /// steps numbered in one paragraph: read, a step each.
    @Test func aChinesePageLaidOutUnderItsHeadingsIsRead() throws {
        let page = """
            <h1>番茄炒蛋</h1><h2>用料</h2><ul><li>番茄 2个</li><li>鸡蛋 3个</li></ul>
            <h2>做法：</h2><p>1.番茄切块 2.鸡蛋打散，炒1分钟 3.加入番茄炒匀</p>
            """
        let recipe = try importPage(page).chosen
        #expect(recipe.ingredients == ["番茄 2个", "鸡蛋 3个"])
        #expect(recipe.steps.map(\.text) == ["番茄切块", "鸡蛋打散，炒1分钟", "加入番茄炒匀"])
    }

    /// The saved Chinese pages whose steps come so: each step as the page's
    /// expected answer lists it.
    @Test(.enabled(if: ImportAccuracyTests.available, "no saved pages at ../shared/data/recipe-pages-dev"),
          arguments: ["xiachufang.com__xiachufang_1", "xiachufang.com__xiachufang_2"])
    func chineseStepsOfTheDevelopmentPages(_ page: String) throws {
        let folder = ImportAccuracyTests.folder
        let expected = try #require(ImportAccuracy.Expected(json: Data(contentsOf: folder.appendingPathComponent(page + ".json"))))
        let imported = try RecipeImporter.importHTML(Data(contentsOf: folder.appendingPathComponent(page + ".html")), file: page + ".html").chosen
        #expect(imported.steps.count == expected.instructions.count)
        #expect(imported.instructionLines.map(ImportAccuracy.normalize) == expected.instructions.map(ImportAccuracy.normalize))
    }

    @Test func groupHeadingsWithoutAColonAreNothingToBuy() {
        for heading in ["FOR THE ICING", "For the topping", "--- Sauce ---", "For the sauce:"] {
            #expect(SchemaRecipeReader.isGroupHeading(heading), "\(heading)")
        }
        for line in ["SALT", "salt", "2 EGGS", "for the love of garlic, 3 cloves", "Butter, for the tin"] {
            #expect(!SchemaRecipeReader.isGroupHeading(line), "\(line)")
        }
    }

    @Test func pageWithSeveralRecipesListsThemAllFirstChosen() throws {
        let result = try importPage(ImportFixtures.twoRecipesPage)
        #expect(result.recipes.map(\.title) == ["Pancakes", "Syrup"])
        #expect(result.chosen.title == "Pancakes")
        #expect(result.chosen.servings == 4)
        #expect(result.recipes[1].steps.map(\.text) == ["Boil the sugar with water."])
    }

    @Test func findsJSONLDStreamedInNextJSPayloads() throws {
        // React Server Components pages send their JSON-LD as an escaped
        // string inside self.__next_f.push; a browser would show it, so must we.
        let page = #"""
            <html><head><title>Flapjacks | Site</title></head><body>
            <script>self.__next_f.push([1,"5:[\"$\",\"meta\",\"1\",{}]\n"])</script>
            <script>self.__next_f.push([1,"{\n \"@context\": \"https://schema.org/\", \"@type\": \"Recipe\", \"name\": \"Flapjacks\", \"recipeIngredient\": [\"250 g oats\", \"125 g butter\"], \"recipeInstructions\": [{\"@type\": \"HowToStep\", \"text\": \"Melt the butter.\"}, {\"@type\": \"HowToStep\", \"text\": \"Stir in the oats and bake for 25 minutes.\"}], \"totalTime\": \"PT35M\", \"recipeYield\": \"12\"}"])</script>
            </body></html>
            """#
        let recipe = try importPage(page).chosen
        #expect(recipe.title == "Flapjacks")
        #expect(recipe.ingredients == ["250 g oats", "125 g butter"])
        #expect(recipe.steps.map(\.text) == ["Melt the butter.", "Stir in the oats and bake for 25 minutes."])
        #expect(recipe.minutes == 35)
        #expect(recipe.servings == 12)
    }

    @Test func readsARecipeLaidOutUnderPlainHeadings() throws {
        // No schema.org data: a bold "Ingredients:" line over lists with a
        // sub-group line, an <h3> over the steps, a "Details" list of facts,
        // and the same ingredients in other units hidden from the reader.
        let page = """
            <html><head><title>Shortbread | My Blog</title></head><body>
            <h1>Shortbread</h1><p>My grandmother's favourite.</p>
            <p><strong>Ingredients:</strong></p>
            <ul><li>200 g butter</li><li>100 g sugar</li></ul>
            <p><strong>For the topping</strong></p>
            <ul><li>1 tbsp <span>demerara</span> sugar</li></ul>
            <ul class="u-visuallyhidden"><li>7 oz butter</li></ul>
            <h3>Details</h3><ul><li><strong>Preparation Time:</strong> 20 mins</li>
            <li><strong>Cooking Time:</strong> 25 mins</li><li><strong>Serves:</strong> 12</li></ul>
            <h3>Method</h3>
            <ol><li>Cream the butter and sugar.</li><li>Bake for 25 minutes.</li></ol>
            <h3>Comments</h3><ul><li>Lovely!</li></ul>
            </body></html>
            """
        let recipe = try importPage(page).chosen
        #expect(recipe.source == .pageLayout)
        #expect(recipe.title == "Shortbread")
        #expect(recipe.ingredients == ["200 g butter", "100 g sugar", "1 tbsp demerara sugar"])
        #expect(recipe.steps.map(\.text) == ["Cream the butter and sugar.", "Bake for 25 minutes."])
        #expect(recipe.minutes == 45)
        #expect(recipe.servings == 12)
    }

    @Test func headingsFillWhatMicrodataLeavesOut() throws {
        // The Recipe item names the dish but its lists carry no itemprop:
        // the name stays, the headed lists and the printed portions fill in.
        let page = """
            <div itemscope itemtype="https://schema.org/Recipe"><div itemprop="name"><h1>Pieczony kalafior</h1></div>
            <h3>Składniki</h3><div>2 - 4 porcje</div><ul><li>1 kalafior</li><li>sól morska</li></ul>
            <h3>Przygotowanie</h3><ul><li>Piec przez 30 minut.</li></ul>
            <h3>Propozycja podania</h3><ul><li>natka pietruszki</li></ul></div>
            """
        let recipe = try importPage(page).chosen
        #expect(recipe.title == "Pieczony kalafior")
        #expect(recipe.ingredients == ["1 kalafior", "sól morska"])
        #expect(recipe.steps.map(\.text) == ["Piec przez 30 minut."])
        #expect(recipe.servings == 2)
    }

    @Test func paragraphsUnderAnInstructionsHeadingAreSteps() throws {
        let page = """
            <h1>Csokis kuglóf</h1><h2>Hozzávalók</h2><ul><li><span>4 db</span> <span>tojás</span></li></ul>
            <h2>Elkészítés</h2><p>A tojásokat szétválasztjuk.</p><p>50 percig sütjük.</p>
            """
        let recipe = try importPage(page).chosen
        #expect(recipe.ingredients == ["4 db tojás"])
        #expect(recipe.steps.map(\.text) == ["A tojásokat szétválasztjuk.", "50 percig sütjük."])
    }

    @Test func pageWithoutRecipeHeadingsStillHasNoRecipe() {
        let page = "<h1>About us</h1><h2>Ingredients of success</h2><ul><li>Hard work</li></ul>"
        #expect(throws: ImportError.self) { try importPage(page) }
    }

    @Test func printedServingsFillAYieldTheStructuredDataLacks() throws {
        // JSON-LD without recipeYield; the recipe card prints "Servings" over "4".
        let page = """
            <script type="application/ld+json">{"@type": "Recipe", "name": "Chili", "recipeIngredient": ["1 can beans"],
            "recipeInstructions": "Simmer the beans."}</script>
            <div class="recipe-card-servings"><div class="subtitle">Servings</div><div class="amount">4</div></div>
            """
        #expect(try importPage(page).chosen.servings == 4)
        let czech = page.replacingOccurrences(of: "<div class=\"subtitle\">Servings</div><div class=\"amount\">4</div>",
                                              with: "<div>6 porce</div>")
        #expect(try importPage(czech).chosen.servings == 6)
        let silent = page.replacingOccurrences(of: "Servings", with: "Rating")
        #expect(try importPage(silent).chosen.servings == nil)
    }

    @Test func readsMicrodataDespiteBrokenMarkup() throws {
        let recipe = try importPage(ImportFixtures.microdataPage).chosen
        #expect(recipe.source == .microdata)
        #expect(recipe.title == "Soda Bread")
        #expect(recipe.ingredients == ["500 g plain flour", "1 tsp baking soda", "400 ml buttermilk"])
        #expect(recipe.steps.map(\.text) == ["Mix the dry ingredients.", "Stir in the buttermilk - quickly - and shape a round.",
                                             "Bake for 40 minutes."])
        #expect(recipe.minutes == 90)
        #expect(recipe.servings == 8)
    }

    @Test func readsLegacyMicrodataIngredients() throws {
        let page = """
            <div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Tea</h1>
            <span itemprop="ingredients">1 tea bag</span><span itemprop="ingredients">1 cup water</span>
            <div itemprop="recipeInstructions"><p>Boil the water.</p><p>Steep the tea for 4 minutes.</p></div></div>
            """
        let recipe = try importPage(page).chosen
        #expect(recipe.ingredients == ["1 tea bag", "1 cup water"])
        #expect(recipe.steps.map(\.text) == ["Boil the water.", "Steep the tea for 4 minutes."])
    }

    @Test func repairsJSONThatBrowsersAccept() throws {
        let recipe = try importPage(ImportFixtures.brokenJSONPage).chosen
        #expect(recipe.title == "Granny's Stew")
        #expect(recipe.ingredients == ["1 kg beef", "2 onions"])
        #expect(recipe.minutes == 120)
        #expect(recipe.servings == nil)
    }

    @Test func pageWithoutRecipeIsAClearError() throws {
        #expect {
            try importPage(ImportFixtures.noRecipePage)
        } throws: { error in
            guard let error = error as? ImportError, case .noRecipe(let file, _) = error else { return false }
            return file == "page.html" && error.description.contains("no recipe found")
        }
        #expect(throws: ImportError.self) { try importPage("") }
        #expect(throws: ImportError.self) { try importPage("<<<>>> \u{0} not html") }
    }

    /// A page saved before it finished loading: its recipe data is cut off.
    /// The cook is told to save it again, not that the site has no recipe.
    @Test func aCutOffPageSaysToSaveItAgain() throws {
        let page = #"<html><head><script type="application/ld+json">{"@context": "https://schema.org", "@type": "Recipe", "name": "Stew", "recipeIngredient": ["1 kg beef", "2 on"#
        #expect {
            try importPage(page)
        } throws: { error in
            (error as? ImportError)?.description.contains("recipe data (JSON-LD) is cut off or broken; was the page saved completely?") == true
        }
        #expect {
            try importPage(ImportFixtures.noRecipePage)
        } throws: { error in
            (error as? ImportError)?.description.contains("cut off") == false
        }
    }

    @Test func recipeWithoutStepsSaysWhatIsMissing() throws {
        let page = #"<script type="application/ld+json">{"@type": "Recipe", "name": "Teaser", "recipeIngredient": ["1 egg"]}</script>"#
        #expect {
            try importPage(page)
        } throws: { error in
            (error as? ImportError)?.description == "page.html: the recipe 'Teaser' has no steps, so Sous cannot cook it"
        }
    }

    @Test func stepNumbersAreNotStepsOfTheirOwn() throws {
        // Sous would otherwise read "one colon" aloud as a step.
        let page = #"""
            <script type="application/ld+json">{"@type": "Recipe", "name": "Dumplings", "recipeIngredient": ["250 g quark"],
            "recipeInstructions": " 1: <p><strong>Dumplings:</strong> knead the quark.<\/p> 2: <p>Boil them.<\/p> 3. <p>Serve.<\/p>"}</script>
            """#
        #expect(try importPage(page).chosen.steps.map(\.text) == ["Dumplings: knead the quark.", "Boil them.", "Serve."])
        let listed = page.replacingOccurrences(of: #"" 1: <p><strong>Dumplings:</strong> knead the quark.<\/p> 2: <p>Boil them.<\/p> 3. <p>Serve.<\/p>""#,
                                               with: #"["Step 1", "Knead the quark.", "Step 2", "Boil them."]"#)
        #expect(try importPage(listed).chosen.steps.map(\.text) == ["Knead the quark.", "Boil them."])
    }

    @Test func untitledRecipeTakesThePageTitle() throws {
        let page = #"<html><head><meta property="og:title" content="Quick Rice"><script type="application/ld+json">{"@type": "Recipe", "recipeIngredient": ["1 cup rice"], "recipeInstructions": "Boil the rice."}</script></head></html>"#
        #expect(try importPage(page).chosen.title == "Quick Rice")
    }

    @Test func documentTextHelpers() {
        let document = HTMLDocument(data: ImportFixtures.data("<div class='a b'><p>One <b>two</b></p>three</div>"))
        let div = document.root.descendants { $0.name == "div" }.first
        #expect(div?.hasClass("b") == true)
        #expect(div?.text(separator: " ") == "One two three")
        #expect(div?.textContent == "One twothree")
    }

    @Test func parsesPagesInParallel() async throws {
        let pages = [ImportFixtures.graphPage, ImportFixtures.microdataPage, ImportFixtures.mainEntityPage, ImportFixtures.twoRecipesPage]
        let titles = try await withThrowingTaskGroup(of: String.self) { group in
            for index in 0..<32 {
                let page = pages[index % pages.count]
                group.addTask { try RecipeImporter.importHTML(ImportFixtures.data(page), file: "p.html").chosen.title }
            }
            var titles: [String] = []
            for try await title in group { titles.append(title) }
            return titles
        }
        #expect(titles.count == 32)
        #expect(Set(titles) == ["Mac & Cheese", "Soda Bread", "Tomato Soup", "Pancakes"])
    }
}

import Foundation
import SousTestSupport
import Testing
import SousCore
@testable import SousRecipes

@Suite("Import: Cooklang, JSON and saving")
struct ImportFileTests {
    @Test func cooklang() throws {
        let recipe = try RecipeImporter.importCooklang(ImportFixtures.data(ImportFixtures.cooklang), file: "potatoes.cook",
                                                       fallbackTitle: "potatoes").chosen
        #expect(recipe.title == "Garlic Butter Potatoes")
        #expect(recipe.servings == 4)
        #expect(recipe.minutes == 70)
        #expect(recipe.ingredients == ["1 kg potatoes", "water", "50 g butter", "2 cloves garlic, crushed", "salt", "1/2 cup fresh parsley"])
        #expect(recipe.steps.map(\.text) == [
            "Scrub the potatoes and boil them in a large pot of salted water for 25 minutes.",
            "Melt the butter with garlic and a pinch of salt.",
            "Toss the potatoes in the butter and add fresh parsley. Serve at once.",
        ])
        #expect(recipe.steps.map(\.timer) == [1500, nil, nil])
        #expect(recipe.steps.map(\.section) == ["Potatoes", "Butter", "Butter"])
        let sous = recipe.recipe(id: "garlic-butter-potatoes")
        #expect(sous.ingredients[3].name == "garlic")
        #expect(sous.ingredients[3].unit?.symbol == "clove")
        #expect(sous.ingredients[3].amount == .exact(2))
    }

    /// "@salt{some}" was read as an ingredient named "some salt" and said
    /// "some some salt"; a number in words still counts.
    @Test func cooklangWordsForAmounts() throws {
        let text = "Add @salt{some}, @eggs{two} and @milk{a cup}.\n"
        let recipe = try RecipeImporter.importCooklang(ImportFixtures.data(text), file: "x.cook", fallbackTitle: "X").chosen
        #expect(recipe.ingredients == ["salt, some", "two eggs", "a cup milk"])
        let sous = recipe.recipe(id: "x")
        #expect(sous.ingredients.map(\.name) == ["salt", "eggs", "milk"])
        #expect(sous.ingredients[1].amount == .exact(2))
    }

    /// "@fresh thyme{a few%sprigs}" became "2 few sprigs fresh thymes" for
    /// twice the servings: a few sprigs stay a few, like a pinch.
    @Test func cooklangAFewSprigs() throws {
        let text = "Finish with @honey{1%tbsp} and @fresh thyme{a few%sprigs}.\n"
        let recipe = try RecipeImporter.importCooklang(ImportFixtures.data(text), file: "x.cook", fallbackTitle: "X").chosen
        #expect(recipe.ingredients == ["1 tbsp honey", "a few sprigs fresh thyme"])
        let thyme = recipe.recipe(id: "x").ingredients[1]
        #expect(thyme.amount == nil && thyme.unit?.symbol == "sprig" && thyme.name == "fresh thyme")
        #expect(thyme.line(scale: 2) == "a few sprigs fresh thyme")
        #expect(thyme.answer(scale: 2) == "a few sprigs of fresh thyme")
    }

    /// "@flour{200%g" left open swallowed the sugar after it without a word.
    @Test func cooklangUnclosedBraceIsNamedAndLosesNothingElse() throws {
        let text = "Mix @flour{200%g and @sugar{100%g}.\n\nBake for ~{20%minutes}.\n"
        let recipe = try RecipeImporter.importCooklang(ImportFixtures.data(text), file: "scones.cook", fallbackTitle: "Scones").chosen
        #expect(recipe.problems == ["line 1, step 1: '@flour{200%g' is never closed with '}'; read as 200 g flour"])
        #expect(recipe.ingredients.contains("200 g flour"))
        #expect(recipe.ingredients.contains("100 g sugar"))
        #expect(recipe.steps.map(\.timer) == [nil, 1200])
    }

    /// "~{1,5%Stunden}" was a 5-hour timer, "~{0,5%h}" none, and ">> time:
    /// 1,5 h" 301 minutes: a decimal comma and German units are read.
    @Test func cooklangDecimalCommaTimes() throws {
        let text = ">> time: 1,5 h\n\nBacken ~{1,5%Stunden}.\n\nRuhen lassen ~{0,5%h}.\n\nKochen ~{10%Minuten}.\n"
        let recipe = try RecipeImporter.importCooklang(ImportFixtures.data(text), file: "kuchen.cook", fallbackTitle: "Kuchen").chosen
        #expect(recipe.minutes == 90)
        #expect(recipe.steps.map(\.timer) == [5400, 1800, 600])
    }

    /// ">> servings: four" was saved as serving 1 without a word.
    @Test func cooklangServingsInWords() throws {
        let recipe = try RecipeImporter.importCooklang(ImportFixtures.data(">> servings: four\n\nBoil @water{1%l}.\n"), file: "soup.cook",
                                                       fallbackTitle: "Soup").chosen
        #expect(recipe.servings == 4)
    }

    /// Open markup was read aloud ("for ~{10%minutes.", "sugar140%g, then")
    /// and the open timer went unmentioned: each is named by line, its
    /// amount kept, the brace dropped; "~{3}" says it was taken as minutes.
    @Test func cooklangOpenMarkupIsNeverReadAloud() throws {
        let text = """
        >> servings: 8

        Soak @dates{200%g} for ~{10%minutes.

        Beat @butter{85%g} with
        @dark muscovado sugar{140%g, then beat in @eggs{2}.

        Put it in the #tin{ and simmer ~{3}.
        """
        let recipe = try RecipeImporter.importCooklang(ImportFixtures.data(text), file: "toffee.cook", fallbackTitle: "Toffee").chosen
        #expect(recipe.steps.map(\.text) == [
            "Soak dates for 10 minutes.",
            "Beat butter with dark muscovado sugar, then beat in eggs.",
            "Put it in the tin and simmer 3 minutes.",
        ])
        #expect(recipe.steps.map(\.timer) == [600, nil, 180])
        #expect(recipe.ingredients.contains("140 g dark muscovado sugar"))
        #expect(recipe.problems == [
            "line 3, step 1: '~{10%minutes' is never closed with '}'; read as a timer of 10 minutes",
            "line 6, step 2: '@dark muscovado sugar{140%g' is never closed with '}'; read as 140 g dark muscovado sugar",
            "line 8, step 3: '#tin{' is never closed with '}'; read as tin",
        ])
        #expect(recipe.notes == ["line 8, step 3: '~{3}' has no unit; read as 3 minutes (write '~{3%minutes}')"])
    }

    /// "@butter{lots%g}" was listed as "butter, lots, g" with no word of why.
    @Test func cooklangAmountInWordsWithAUnitIsSaid() throws {
        let text = "Melt @butter{lots%g} and add @salt{some}.\n"
        let recipe = try RecipeImporter.importCooklang(ImportFixtures.data(text), file: "bad.cook", fallbackTitle: "Bad").chosen
        #expect(recipe.ingredients == ["butter, lots", "salt, some"])
        #expect(recipe.notes == ["line 1, step 1: '@butter{lots%g}': 'lots' is no amount for 'g'; read as butter, lots (write a number, as '@butter{250%g}')"])
    }

    @Test func cooklangFrontMatterAndFileNameTitle() throws {
        let text = "---\nservings: 2\ncook time: 10 min\n---\nFry the @eggs{2} in @olive oil{1%tbsp}.\n"
        let recipe = try RecipeImporter.importCooklang(ImportFixtures.data(text), file: "Fried Eggs.cook", fallbackTitle: "Fried Eggs").chosen
        #expect(recipe.title == "Fried Eggs")
        #expect(recipe.servings == 2)
        #expect(recipe.minutes == 10)
        #expect(recipe.ingredients == ["2 eggs", "1 tbsp olive oil"])
        #expect(recipe.steps.map(\.text) == ["Fry the eggs in olive oil."])
        #expect(throws: ImportError.self) {
            try RecipeImporter.importCooklang(ImportFixtures.data("-- only a comment\n"), file: "empty.cook", fallbackTitle: "empty")
        }
    }

    @Test func sousJSONIsValidatedAndKeptAsIs() throws {
        let result = try RecipeImporter.importJSON(ImportFixtures.data(ImportFixtures.sousJSON), file: "toast.json")
        let recipe = result.chosen.recipe(id: "toast")
        #expect(recipe.title == "Toast")
        #expect(recipe.steps[1].timer == 30)
        #expect(recipe.ingredients[1].unit?.symbol == "tbsp")
    }

    @Test func badJSONNamesTheFile() {
        #expect {
            try RecipeImporter.importJSON(ImportFixtures.data("{\"id\": "), file: "broken.json")
        } throws: { error in
            guard let error = error as? ImportError, case .badJSON = error else { return false }
            return error.description.hasPrefix("broken.json: is not valid JSON")
        }
        #expect {
            try RecipeImporter.importJSON(ImportFixtures.data(#"{"id": "x", "title": "X", "minutes": "ten", "ingredients": [], "steps": ["a"]}"#), file: "bad.json")
        } throws: { error in
            (error as? ImportError)?.description == "bad.json: field 'minutes': expected a whole number"
        }
    }

    /// A recipe typed by hand need not invent an id.
    @Test func handWrittenJSONIsNamedAfterItsTitle() throws {
        let toast = #"{"title": "Cheese on Toast", "minutes": 5, "ingredients": ["2 slices bread"], "steps": ["Toast it."]}"#
        #expect(try RecipeImporter.importJSON(ImportFixtures.data(toast), file: "mine.json").chosen.original?.id == "cheese-on-toast")
    }

    /// "simmer 20 minutes" written as a plain string step gets the timer a
    /// page's step would; a page's suitableForDiet is kept.
    @Test func handWrittenStepsGetTimersAndPagesKeepTheirDiets() throws {
        let curry = #"{"title": "Dad's Curry", "servings": 4, "minutes": 40, "ingredients": ["1 onion"], "steps": ["Fry the onion.", "Pour in coconut milk and simmer 20 minutes."]}"#
        let recipe = try RecipeImporter.importJSON(ImportFixtures.data(curry), file: "curry.json").chosen.recipe(id: "dads-curry")
        #expect(recipe.steps.map(\.timer) == [nil, 1200])
        let page = #"""
        <html><head><script type="application/ld+json">{"@type": "Recipe", "name": "Soup", "suitableForDiet": ["https://schema.org/VeganDiet", "https://schema.org/LowCalorieDiet"],
        "recipeIngredient": ["1 onion"], "recipeInstructions": ["Cook."]}</script></head></html>
        """#
        let soup = try RecipeImporter.importHTML(ImportFixtures.data(page), file: "soup.html").chosen.recipe(id: "soup")
        #expect(soup.diets == ["vegan"])
    }

    /// HTML in a recipe's own JSON is cleaned as a page's is, so neither
    /// the screen nor the voice gets "<b>" or "&amp;".
    @Test func markupInOwnJSONIsCleaned() throws {
        let tart = #"{"title": "Fig &amp; Honey Tart", "minutes": 30, "ingredients": ["2 figs &amp; honey"], "#
            + #""steps": ["Bake. <b>Enjoy!</b> Keeps 2 days &amp; reheats well."]}"#
        let recipe = try #require(try RecipeImporter.importJSON(ImportFixtures.data(tart), file: "tart.json").chosen.original)
        #expect(recipe.title == "Fig & Honey Tart")
        #expect(recipe.id == "fig-and-honey-tart")
        #expect(recipe.ingredients.map(\.text) == ["2 figs & honey"])
        #expect(recipe.steps.map(\.text) == ["Bake. Enjoy! Keeps 2 days & reheats well."])
    }

    /// Two titles that make one id ("Pie", "PIE!") are two recipes, not a
    /// repeated id the cook never wrote.
    @Test func titlesThatMakeOneIdAreNumbered() throws {
        let list = #"[{"title": "Pie", "servings": 4, "minutes": 60, "ingredients": ["1 apple"], "steps": ["Bake."]},"#
            + #"{"title": "PIE!", "servings": 4, "minutes": 60, "ingredients": ["1 pear"], "steps": ["Bake."]}]"#
        let result = try RecipeImporter.importJSON(ImportFixtures.data(list), file: "pies.json")
        #expect(result.recipes.compactMap(\.original?.id) == ["pie", "pie-2"])
        #expect(result.skipped == 0)
    }

    static let briefRecipes = BundledRecipeTests.root.deletingLastPathComponent().appendingPathComponent("shared/data/brief-recipes.json")

    /// A list (the brief's recipes.json, an export) brings every good recipe
    /// and names the bad ones.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: briefRecipes.path), "needs ../shared/data/brief-recipes.json"))
    func aListOfRecipesImportsEveryGoodOne() throws {
        var list = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: Self.briefRecipes)) as? [Any])
        list.append(["title": "Half a recipe", "steps": []])
        let result = try RecipeImporter.importJSON(try JSONSerialization.data(withJSONObject: list), file: "recipes.json")
        #expect(result.recipes.map(\.title) == ["Garlic Lemon Chicken", "Veggie Pasta Primavera", "Overnight Oats"])
        #expect(result.recipes[0].original?.ingredients.first?.name.lowercased() == "chicken breast")
        #expect(result.notes == ["recipes.json recipe 4: field 'minutes': is missing"])
    }

    @Test func schemaOrgJSONFileIsReadLikeAPage() throws {
        let json = #"{"@context": "https://schema.org", "@type": "Recipe", "name": "Tea", "recipeIngredient": ["1 tea bag"], "recipeInstructions": ["Steep for 4 minutes."]}"#
        let recipe = try RecipeImporter.importJSON(ImportFixtures.data(json), file: "tea.json").chosen
        #expect(recipe.title == "Tea")
        #expect(recipe.source == .jsonLD)
    }

    @Test func importFileChoosesByExtension() throws {
        let folder = ScratchFolder.path("sous-import")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("page.html")
        try ImportFixtures.data(ImportFixtures.graphPage).write(to: page)
        #expect(try RecipeImporter.importFile(at: page).chosen.title == "Mac & Cheese")
        // An untitled Cooklang file is titled from its name, as a title is written.
        let cook = folder.appendingPathComponent("garlic-butter-pasta.cook")
        try ImportFixtures.data("Toss the @spaghetti{200%g} with @butter{30%g}.\n").write(to: cook)
        let pasta = try RecipeImporter.importFile(at: cook).chosen
        #expect(pasta.title == "Garlic Butter Pasta")
        #expect(RecipeIdentifier.make(from: pasta.title) == "garlic-butter-pasta")
        #expect(RecipeImporter.title(fromFileName: "chicken_with_rice") == "Chicken with Rice")
        #expect(RecipeImporter.title(fromFileName: "Fried Eggs") == "Fried Eggs")
        #expect(throws: ImportError.self) { try RecipeImporter.importFile(at: folder.appendingPathComponent("missing.html")) }
        #expect {
            try RecipeImporter.importFile(at: folder.appendingPathComponent("notes.txt"))
        } throws: { error in
            guard let error = error as? ImportError, case .unsupported = error else { return false }
            return true
        }
    }

    @Test func aWebAddressSaysToSaveThePageFirst() {
        #expect {
            try RecipeImporter.importFile(atPath: "https://www.example.com/recipe/123")
        } throws: { error in
            let text = (error as? ImportError)?.description ?? ""
            return text.hasPrefix("https://www.example.com/recipe/123: ") && text.contains("offline") && text.contains("save it")
        }
    }

    /// Chrome's "Webpage, Single File" and a page saved as "recipe.php".
    @Test func pagesSavedAsMHTMLOrUnderAnotherNameAreRead() throws {
        let folder = ScratchFolder.path("sous-mhtml")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let archive = """
            From: <Saved by Blink>\r
            Snapshot-Content-Location: https://example.com/shakshuka\r
            MIME-Version: 1.0\r
            Content-Type: multipart/related;\r
            \ttype="text/html";\r
            \tboundary="----MultipartBoundary--abc----"\r
            \r
            ------MultipartBoundary--abc----\r
            Content-Type: text/html\r
            Content-Transfer-Encoding: quoted-printable\r
            \r
            <html><head><meta charset=3D"utf-8"><script type=3D"application/ld+json">{"@type": "Recipe", "name": "Sh=\r
            akshuka", "recipeIngredient": ["4 eggs", "1 tin tomatoes"], "recipeInstructions": "Simmer for 10 minutes=\r
            . Cr=C3=A8me fra=C3=AEche on top."}</script></head></html>\r
            ------MultipartBoundary--abc----\r
            Content-Type: text/css\r
            \r
            body {}\r
            ------MultipartBoundary--abc------\r
            """
        let mhtml = folder.appendingPathComponent("shakshuka.mhtml")
        try ImportFixtures.data(archive).write(to: mhtml)
        let recipe = try RecipeImporter.importFile(at: mhtml).chosen
        #expect(recipe.title == "Shakshuka")
        #expect(recipe.ingredients == ["4 eggs", "1 tin tomatoes"])
        #expect(recipe.steps.map(\.text) == ["Simmer for 10 minutes. Crème fraîche on top."])
        let php = folder.appendingPathComponent("recipe.php")
        try ImportFixtures.data(ImportFixtures.graphPage).write(to: php)
        #expect(try RecipeImporter.importFile(at: php).chosen.title == "Mac & Cheese")
        let text = folder.appendingPathComponent("notes")
        try ImportFixtures.data("buy eggs").write(to: text)
        #expect(throws: ImportError.unsupported(file: "notes")) { try RecipeImporter.importFile(at: text) }
    }

    @Test func savingNeverOverwritesADifferentRecipeSilently() throws {
        let folder = ScratchFolder.path("sous-save")
        defer { try? FileManager.default.removeItem(at: folder) }
        let writer = UserRecipeWriter(folder: folder, reservedIDs: ["garlic-lemon-chicken"])
        let soup = Recipe(id: "soup", title: "Soup", minutes: 30, servings: 2, ingredients: [Ingredient(parsing: "1 onion")],
                          steps: [Step(text: "Cook.")])
        let first = try writer.save(soup)
        #expect(first.outcome == .created)
        #expect(first.file.lastPathComponent == "soup.json")
        #expect(try writer.save(soup).outcome == .unchanged)

        var other = soup
        other.title = "Other Soup"
        let second = try writer.save(other)
        #expect(second.outcome == .created)
        #expect(second.recipe.id == "soup-2")
        let replaced = try writer.save(other, replace: true)
        #expect(replaced.outcome == .replaced)
        #expect(replaced.recipe.id == "soup")

        var chicken = soup
        chicken.id = "garlic-lemon-chicken"
        #expect(try writer.save(chicken).recipe.id == "garlic-lemon-chicken-2")

        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(files == ["garlic-lemon-chicken-2.json", "soup-2.json", "soup.json"])
        let loaded = RecipeFolder(folder).load()
        #expect(loaded.problems.isEmpty)
        #expect(loaded.recipes.count == 3)
    }
}

import Foundation
import Testing
import SousCore
@testable import SousRecipes

/// What an imported recipe makes keeps its noun: "24 cookies" is no "serves 24".
@Suite("Import: what a recipe makes")
struct ImportYieldTests {
    static func page(_ yield: String) -> String {
        """
        <html><head><script type="application/ld+json">{"@context":"https://schema.org","@type":"Recipe","name":"Bake",
        "recipeYield":\(yield),"recipeIngredient":["2 eggs","200 g flour"],
        "recipeInstructions":[{"@type":"HowToStep","text":"Mix and bake for 10 minutes."}]}</script></head><body></body></html>
        """
    }

    @Test(arguments: [
        (#"["24","24 cookies"]"#, 24, "cookies"), (#""makes 2 loaves""#, 2, "loaves"), (#""1 loaf (12 slices)""#, 1, "loaf"),
        (#""Serves 4""#, 4, nil), (#""4 hungry people""#, 4, nil), (#"["2","2 dozen"]"#, 24, nil),
    ])
    func recipeYieldKeepsWhatItCounts(_ yield: String, _ count: Int, _ noun: String?) throws {
        let recipe = try RecipeImporter.importHTML(ImportFixtures.data(Self.page(yield)), file: "page.html").chosen.recipe(id: "bake")
        #expect(recipe.servings == count)
        #expect(recipe.makes == noun.flatMap(YieldUnit.init(noun:)))
    }

    @Test func cooklangServingsNameWhatItMakes() throws {
        let text = ">> servings: 24 cookies\nBeat @butter{200%g} with @eggs{2}, then bake for ~{10%minutes}.\n"
        let recipe = try RecipeImporter.importCooklang(ImportFixtures.data(text), file: "x.cook", fallbackTitle: "X").chosen.recipe(id: "x")
        #expect(recipe.servings == 24 && recipe.makes == YieldUnit(noun: "cookies"))
        let serves = ">> servings: 4\nBeat @butter{200%g}.\n"
        #expect(try RecipeImporter.importCooklang(ImportFixtures.data(serves), file: "y.cook", fallbackTitle: "Y").chosen.recipe(id: "y").makes == nil)
    }

    /// "Serves 10" beside "1 loaf": the loaf is counted, and serves 10,
    /// so "make it for 20 people" is 2 loaves.
    @Test(arguments: [#"["10", "1 loaf"]"#, #"["1 loaf", "10 servings"]"#, #""Makes 1 loaf (serves 10)""#])
    func aPageSaysWhomTheLoafFeeds(_ yield: String) throws {
        let recipe = try RecipeImporter.importHTML(ImportFixtures.data(Self.page(yield)), file: "page.html").chosen.recipe(id: "bake")
        #expect(recipe.servings == 1 && recipe.makes == YieldUnit(noun: "loaf") && recipe.serves == 10)
    }

    @Test func aPageWithOneCountHasNoServes() throws {
        for yield in [#"["24","24 cookies"]"#, #""Serves 4""#, #""1 loaf (12 slices)""#] {
            let recipe = try RecipeImporter.importHTML(ImportFixtures.data(Self.page(yield)), file: "page.html").chosen.recipe(id: "bake")
            #expect(recipe.serves == nil, "\(yield)")
        }
    }

    @Test func cooklangServingsBesideYield() throws {
        func read(_ metadata: String) throws -> Recipe {
            try RecipeImporter.importCooklang(ImportFixtures.data(metadata + "Mix @flour{500%g} and bake for ~{40%minutes}.\n"), file: "x.cook",
                                              fallbackTitle: "X").chosen.recipe(id: "x")
        }
        let loaf = try read(">> servings: 10\n>> yield: 1 loaf\n")
        #expect(loaf.servings == 1 && loaf.makes == YieldUnit(noun: "loaf") && loaf.serves == 10)
        let other = try read(">> serves: 10\n>> servings: 1 loaf\n")
        #expect(other.servings == 1 && other.makes == YieldUnit(noun: "loaf") && other.serves == 10)
        let cookies = try read(">> servings: 24\n>> yield: 24 cookies\n")
        #expect(cookies.servings == 24 && cookies.makes == YieldUnit(noun: "cookies") && cookies.serves == nil)
        #expect(try read(">> servings: 4\n").serves == nil)
    }
}

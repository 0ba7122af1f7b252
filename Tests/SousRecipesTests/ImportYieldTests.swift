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
}

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
        // A range counts its top and keeps what it counts.
        (#""Makes 12-16 muffins""#, 16, "muffins"), (#""Makes 12 to 16 pieces""#, 16, "pieces"), (#""Serves 4 to 6""#, 6, nil),
        (#""6-8 servings""#, 8, nil), (#""2 - 4 loaves""#, 2, "loaves"),
    ])
    func recipeYieldKeepsWhatItCounts(_ yield: String, _ count: Int, _ noun: String?) throws {
        let recipe = try RecipeImporter.importHTML(ImportFixtures.data(Self.page(yield)), file: "page.html").chosen.recipe(id: "bake")
        #expect(recipe.servings == count)
        #expect(recipe.makes == noun.flatMap(YieldUnit.init(noun:)))
    }

    /// The saved pages whose yield is a range: "4 to 6 servings", "Makes 12
    /// to 16 pieces" and "4-6" count their top, as the pages' expected
    /// answers do; "8 - 10" and "2 - 4 porcje", with a spaced dash, their first.
    @Test(.enabled(if: ImportAccuracyTests.available, "no saved pages at ../shared/data/recipe-pages-dev"),
          arguments: [
            ("177milkstreet.com__onesevensevenmilkstreet_1", "6 servings"), ("177milkstreet.com__onesevensevenmilkstreet_2", "16 pieces"),
            ("velocidadcuchara.com__velocidadcuchara_4", "6 servings"), ("steamykitchen.com__steamykitchen_2", "8 servings"),
            ("gonnawantseconds.com__gonnawantseconds_1", "4 servings"), ("kwestiasmaku.com__kwestiasmaku", "2 servings"),
          ])
    func rangesOnTheDevelopmentPages(_ page: String, _ made: String) throws {
        let folder = ImportAccuracyTests.folder
        let expected = try #require(ImportAccuracy.Expected(json: Data(contentsOf: folder.appendingPathComponent(page + ".json"))))
        let imported = try RecipeImporter.importHTML(Data(contentsOf: folder.appendingPathComponent(page + ".html")), file: page + ".html").chosen
        #expect(imported.servings == expected.servings)
        #expect(imported.recipe(id: "x").madeAsWritten == made)
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

import Foundation
import Testing
import SousCore
import SousStore
@testable import SousRecipes

@Suite("Voice answers for the quota and the shopping list")
struct RemoteVoiceAnswerTests {
    let data = RemoteFixtures.temporaryFolder()
    let chicken = Recipe(id: "garlic-lemon-chicken", title: "Garlic Lemon Chicken", minutes: 25, servings: 2,
                         ingredients: ["300 g Chicken breast", "3 cloves Garlic", "1 pc Lemon", "Salt, to taste"].map(Ingredient.init(parsing:)),
                         steps: [Step(text: "Cook.")])

    @Test func quotaAnswerCountsSearchesAtWhatASearchCosts() throws {
        let database = try SousDatabase.open(in: data).database
        let settings = RemoteSettings(spoonacularKey: APIKey("k"), dailyLimit: 50)
        let ask = { LibraryVoice.answer(.quotaQuery, dataFolder: data, recipes: [], settings: settings, now: RemoteFixtures.morning) }
        #expect(ask() == "You have used 0 of 50 points today; about 31 searches left.")
        try QuotaLedger(database).record(QuotaCall(endpoint: "complexSearch", estimated: 1.6, charged: 1.6, serverUsed: 12.35,
                                                   serverLeft: 137.65, status: 200, at: RemoteFixtures.morning))
        #expect(ask() == "You have used 1.6 of 50 points today; about 30 searches left.")
        try QuotaLedger(database).record(QuotaCall(endpoint: "complexSearch", estimated: 1.6, charged: 1.6, serverUsed: 145,
                                                   serverLeft: 5, status: 200, at: RemoteFixtures.morning))
        #expect(ask() == "You have used 3.2 of 50 points today, but the Spoonacular account has only 5 left; about 3 searches left.")
        try QuotaLedger(database).record(QuotaCall(endpoint: "complexSearch", estimated: 1.6, charged: 46, status: 200, at: RemoteFixtures.morning))
        #expect(ask() == "You have used 49 of 50 points today, but the Spoonacular account has only 0 left, not enough for another search; remote search is back at midnight UTC, in 14 hours.")
        #expect(QuotaAnswer.spokenDuration(5 * 3600 + 12 * 60) == "5 hours and 12 minutes")
        #expect(QuotaAnswer.spokenDuration(59) == "1 minute")
        #expect(LibraryVoice.answer(.next, dataFolder: data, recipes: [], settings: settings) == nil)
    }

    @Test func shoppingAnswerReadsThePlanAndRecipesAddedSinceTheDaemonStarted() throws {
        // The daemon's delegate is made at start; the recipe is imported later.
        let folder = data.appendingPathComponent("Recipes", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let delegate = LibraryVoice.delegate(dataFolder: data, recipes: { RecipeFolder(folder).load().recipes }, settings: RemoteSettings())
        #expect(delegate(.shoppingList) == "Your meal plan is empty, so there is nothing to buy yet.")
        let database = try SousDatabase.open(in: data).database
        _ = try MealPlan(database).add("garlic-lemon-chicken", day: .mon, servings: 4)
        try PantryStore(database).add("lemons")
        try chicken.encodedJSON().write(to: folder.appendingPathComponent("garlic-lemon-chicken.json"))
        #expect(delegate(.shoppingList) == "For your meal plan, buy 2 things.\nProduce: 6 cloves of garlic.\nMeat & fish: 600 grams of chicken breast.")
        #expect(delegate(.quotaQuery)?.contains("no Spoonacular API key") == true)
        // A planned recipe gone from the library is said, not silently skipped.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("garlic-lemon-chicken.json"))
        #expect(delegate(.shoppingList) == "There is nothing to buy: garlic-lemon-chicken is planned but no longer in your library.")
        _ = try MealPlan(database).add("lemon-tea", day: .tue, servings: 1)
        try Recipe(id: "lemon-tea", title: "Lemon Tea", minutes: 5, servings: 1, ingredients: [Ingredient(parsing: "1 lemon")],
                   steps: [Step(text: "Steep.")]).encodedJSON().write(to: folder.appendingPathComponent("lemon-tea.json"))
        _ = try PantryStore(database).remove("lemons")
        #expect(delegate(.shoppingList) == "For your meal plan, buy 1 thing.\nProduce: 1 lemon.\nGarlic-lemon-chicken is planned but no longer in your library, so this list leaves it out.")
    }
}

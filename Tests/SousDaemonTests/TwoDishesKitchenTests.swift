import Foundation
import Testing
import SousCore
import SousStore
@testable import SousDaemon

/// Two dishes cooked at once in one kitchen, switching with "cook NAME".
@Suite("The kitchen: two dishes at once")
struct TwoDishesKitchenTests {
    let folder = Kitchens.folder()

    static var beans: Recipe {
        var beans = Kitchens.soup
        beans.id = "garlic-green-beans"
        beans.title = "Garlic Green Beans"
        beans.ingredients = ["400 g green beans", "2 cloves garlic", "1 tbsp butter"].map(Ingredient.init(parsing:))
        return beans
    }

    func kitchen() throws -> Kitchen {
        let database = try SousDatabase.open(in: folder).database
        var pie = Kitchens.soup
        (pie.id, pie.title) = ("chicken-pie", "Chicken Pie")
        let recipes = [Kitchens.soup, Self.beans, pie]
        return Kitchen(recipes: { recipes }, database: database, clock: ManualClock(), voice: nil)
    }

    /// "make it for 2" (or "cook X for 4") before the first "next" was
    /// lost on going to the other dish and back: "It serves 4" again.
    @Test func servingsChosenBeforeTheFirstStepSurviveTheOtherDish() async throws {
        let kitchen = try kitchen()
        _ = await kitchen.typed("cook garlic green beans")
        _ = await kitchen.typed("make it for 2")
        _ = await kitchen.typed("cook lentil soup for 6")
        _ = await kitchen.typed("cook garlic green beans")
        #expect(await kitchen.status()["servings"] as? Int == 2)
        let soup = await kitchen.typed("cook lentil soup").joined(separator: " ")
        #expect(await kitchen.status()["servings"] as? Int == 6)
        #expect(soup.contains("You set Red Lentil Soup for 6 servings"), "\(soup)")
    }
}

extension TwoDishesKitchenTests {
    /// "How much garlic for the green beans" asked in the soup gave the
    /// soup's answer (the "for the green beans" dropped): the beans'
    /// amount, for their servings, named; a dish not in progress is said
    /// to be no part of this one.
    @Test func anAmountForTheOtherDishIsThatDishes() async throws {
        let kitchen = try kitchen()
        _ = await kitchen.typed("cook garlic green beans")
        _ = await kitchen.typed("make it for 8")
        _ = await kitchen.typed("next")
        _ = await kitchen.typed("cook lentil soup")
        _ = await kitchen.typed("next")
        #expect(await kitchen.typed("how much garlic for the green beans") == ["Garlic Green Beans: For 8 servings, you need 4 cloves of garlic."])
        let pie = await kitchen.typed("how much onion for the chicken pie")
        #expect(pie == ["Red Lentil Soup has no part called the chicken pie. All of Red Lentil Soup needs 1 onion."], "\(pie)")
        #expect(await kitchen.typed("how much onion for the soup") == ["You need 1 onion."])
        #expect(await kitchen.status()["servings"] as? Int == 4)
    }
}

extension TwoDishesKitchenTests {
    /// "Where am I" said the last answer again and "what am I cooking" was
    /// no command: the open dish, its step, and the other dish in progress.
    @Test func whereAmINamesBothDishes() async throws {
        let kitchen = try kitchen()
        _ = await kitchen.typed("cook garlic green beans")
        _ = await kitchen.typed("go to step 2")
        _ = await kitchen.typed("cook lentil soup")
        _ = await kitchen.typed("next")
        _ = await kitchen.typed("how much onion")
        #expect(await kitchen.typed("where am I")
            == ["You're on step 1 of 4 of Red Lentil Soup; 3 more after this.", "Garlic Green Beans is in progress too, on step 2 of 4."])
        #expect(await kitchen.typed("what am I cooking").count == 2)
    }
}

extension TwoDishesKitchenTests {
    /// "cook soup" asked "Which one?"; opening a recipe another way (the
    /// socket's start, or a command instead of a title) left the question
    /// in every status, and a title typed much later still switched dishes.
    @Test func aRecipeQuestionIsSettledByOpeningOneAnotherWay() async throws {
        var tomato = Kitchens.soup
        (tomato.id, tomato.title) = ("tomato-soup", "Tomato Soup")
        let library = [Kitchens.soup, tomato]
        let kitchen = Kitchen(recipes: { library }, database: try SousDatabase.open(in: folder).database, clock: ManualClock(), voice: nil)
        #expect(await kitchen.typed("cook soup") == ["Which one: Tomato Soup or Red Lentil Soup?"])
        #expect(await kitchen.status()["asking"] as? String == "which_recipe")
        _ = await kitchen.handle(ControlRequest(id: nil, command: .start(recipe: "tomato-soup", servings: nil)))
        #expect(await kitchen.status()["asking"] == nil)
        _ = await kitchen.typed("red lentil soup")
        #expect(await kitchen.openRecipe?.id == "tomato-soup")
        _ = await kitchen.typed("cook soup")
        _ = await kitchen.typed("next")
        #expect(await kitchen.status()["asking"] as? String == "yes_no")
        _ = await kitchen.typed("tomato soup")
        #expect(await kitchen.status()["step"] as? Int == 1)
    }
}

extension TwoDishesKitchenTests {
    /// "How much butter for the mash" in the soup, the mash in progress,
    /// gave the soup's answer with no hint: only "the mashed potatoes"
    /// found Creamy Mashed Potatoes. "The mash" names it too.
    @Test func theMashIsTheMashedPotatoes() async throws {
        var mash = Self.beans
        (mash.id, mash.title) = ("creamy-mashed-potatoes", "Creamy Mashed Potatoes")
        mash.ingredients = ["1 kg potatoes", "60 g butter", "1 onion"].map(Ingredient.init(parsing:))
        let library = [Kitchens.soup, mash]
        let kitchen = Kitchen(recipes: { library }, database: try SousDatabase.open(in: folder).database, clock: ManualClock(), voice: nil)
        #expect(await kitchen.typed("how much onion for the mash") == ["No recipe is open. Say cook and a recipe's name to start one, for example cook banana bread."])
        _ = await kitchen.typed("cook lentil soup")
        _ = await kitchen.typed("next")
        let forMash = await kitchen.typed("how much onion for the mash")
        #expect(forMash == ["Red Lentil Soup has no part called the mash. All of Red Lentil Soup needs 1 onion."], "\(forMash)")
        _ = await kitchen.typed("cook creamy mashed potatoes")
        _ = await kitchen.typed("next")
        _ = await kitchen.typed("cook lentil soup")
        #expect(await kitchen.typed("how much butter for the mash") == ["Creamy Mashed Potatoes: You need 60 g of butter."])
        #expect(await kitchen.typed("how much onion in the mash") == ["Creamy Mashed Potatoes: You need 1 onion."])
        // Asked plainly for what only the mash has, the mash answers too
        // (was only "Red Lentil Soup doesn't call for butter.").
        let butter = await kitchen.typed("how much butter")
        #expect(butter == ["Red Lentil Soup doesn't call for butter.\nCreamy Mashed Potatoes: You need 60 g of butter."], "\(butter)")
        // What this dish has is its own answer alone.
        #expect(await kitchen.typed("how much onion") == ["You need 1 onion."])
    }
}

extension TwoDishesKitchenTests {
    /// "How much garlic do I need for both" gave only the open dish's
    /// garlic: each dish in progress says its own, at its servings.
    @Test func anAmountForBothDishesIsEachDishes() async throws {
        let kitchen = try kitchen()
        _ = await kitchen.typed("cook garlic green beans")
        _ = await kitchen.typed("make it for 8")
        _ = await kitchen.typed("next")
        #expect(await kitchen.typed("how much garlic for both") == ["For 8 servings, you need 4 cloves of garlic."])
        _ = await kitchen.typed("cook lentil soup")
        _ = await kitchen.typed("next")
        #expect(await kitchen.typed("how much garlic do I need for both")
            == ["Red Lentil Soup doesn't call for garlic.\nGarlic Green Beans: For 8 servings, you need 4 cloves of garlic."])
        #expect(await kitchen.typed("how much onion for both dishes") == ["Red Lentil Soup: You need 1 onion.\nGarlic Green Beans doesn't call for onion."])
    }
}

extension TwoDishesKitchenTests {
    /// `status` told only the open dish: a display or `sous status` could
    /// not see where the other dish was without switching to it.
    @Test func statusTellsTheOtherDishInProgress() async throws {
        let kitchen = try kitchen()
        _ = await kitchen.typed("cook garlic green beans")
        _ = await kitchen.typed("make it for 2")
        _ = await kitchen.typed("go to step 3")
        _ = await kitchen.typed("cook lentil soup")
        let alone = Self.fields(await kitchen.handle(ControlRequest(id: nil, command: .status)))
        let others = try #require(alone["in_progress"] as? [[String: Any]], "\(alone)")
        #expect(others.count == 1)
        #expect(others.first?["id"] as? String == "garlic-green-beans")
        #expect(others.first?["title"] as? String == "Garlic Green Beans")
        #expect(others.first?["step"] as? Int == 3)
        #expect(others.first?["steps"] as? Int == 4)
        #expect(others.first?["servings"] as? Int == 2)
        // The open dish is not "also" in progress.
        _ = await kitchen.typed("cook garlic green beans")
        let back = Self.fields(await kitchen.handle(ControlRequest(id: nil, command: .status)))
        #expect(back["in_progress"] == nil, "\(back)")
    }
}

extension TwoDishesKitchenTests {
    /// The soup's last step said "Enjoy your meal!" while the beans were
    /// half done: the other dish in progress is named, with the way back.
    @Test func aDishDoneNamesTheOtherStillInProgress() async throws {
        let kitchen = try kitchen()
        _ = await kitchen.typed("cook garlic green beans")
        _ = await kitchen.typed("go to step 2")
        _ = await kitchen.typed("cook lentil soup")
        _ = await kitchen.typed("go to step 4")
        let done = await kitchen.typed("next")
        #expect(done.first?.hasPrefix("That was the last step. Red Lentil Soup is done.") == true, "\(done)")
        #expect(done.last == "Garlic Green Beans is still in progress, on step 2 of 4: say cook garlic green beans to go back to it.", "\(done)")
        // Said once, not at every word after.
        #expect(await kitchen.typed("next").count == 1)
        _ = await kitchen.typed("cook garlic green beans")
        _ = await kitchen.typed("go to step 4")
        #expect(await kitchen.typed("next").count == 1)
    }
}

extension TwoDishesKitchenTests {
    /// "How much garlic for the beans" with two bean dishes in progress
    /// answered for the one opened last, unasked: each says its own.
    @Test func anAmountForWordsTwoDishesFitIsEachDishes() async throws {
        var tacos = Self.beans
        (tacos.id, tacos.title) = ("black-bean-tacos", "Black Bean Tacos")
        tacos.ingredients = ["400 g black beans", "3 cloves garlic", "8 tortillas"].map(Ingredient.init(parsing:))
        let library = [Kitchens.soup, Self.beans, tacos]
        let clock = ManualClock()
        let kitchen = Kitchen(recipes: { library }, database: try SousDatabase.open(in: folder).database, clock: clock, voice: nil)
        for dish in ["garlic green beans", "black bean tacos", "lentil soup"] {
            _ = await kitchen.typed("cook \(dish)")
            _ = await kitchen.typed("next")
            clock.advance(by: 60)
        }
        let beans = await kitchen.typed("how much garlic for the beans")
        #expect(beans == ["Black Bean Tacos: You need 3 cloves of garlic.\nGarlic Green Beans: You need 2 cloves of garlic."], "\(beans)")
        #expect(await kitchen.typed("how much garlic for the tacos") == ["Black Bean Tacos: You need 3 cloves of garlic."])
    }
}

extension TwoDishesKitchenTests {
    /// With the mash open, the soup's step timer rang "Your red lentil soup
    /// step 1 timer is done!" while cooking the soup alone it says what its
    /// step was: it says so from the other dish too.
    @Test func anotherDishsStepTimerRingsWithItsStep() async throws {
        var mash = Self.beans
        (mash.id, mash.title) = ("creamy-mashed-potatoes", "Creamy Mashed Potatoes")
        mash.steps = [Step(text: "Boil the potatoes for 20 minutes.", timer: 1200), Step(text: "Mash with the butter.")]
        let library = [Kitchens.soup, mash]
        let clock = ManualClock()
        let events = Kitchens.Events()
        let kitchen = Kitchen(recipes: { library }, database: try SousDatabase.open(in: folder).database, clock: clock, voice: nil,
                              publish: { events.append($0) })
        _ = await kitchen.typed("cook lentil soup")
        _ = await kitchen.typed("next")
        _ = await kitchen.typed("yes")
        _ = await kitchen.typed("cook creamy mashed potatoes")
        clock.advance(by: 301)
        await kitchen.tick()
        let said = events.named("said").compactMap { $0["text"] as? String }
        #expect(said.last == "Your red lentil soup step 1 timer is done: fry the onion for 5 minutes.", "\(said)")
        // Asked which rang, the same.
        #expect(await kitchen.typed("which timer was that") == ["The red lentil soup step 1 timer is ringing: fry the onion for 5 minutes."])
    }
}

extension TwoDishesKitchenTests {
    /// "How much time is left" in the soup said "the sauce timer has 10
    /// minutes left" of the beans' sauce timer, taken for the soup's: a
    /// named timer of the other dish is said with its dish too.
    @Test func theOtherDishsNamedTimerIsSaidWithItsDish() async throws {
        let kitchen = try kitchen()
        _ = await kitchen.typed("cook garlic green beans")
        _ = await kitchen.typed("set a sauce timer for 10 minutes")
        _ = await kitchen.typed("cook lentil soup")
        #expect(await kitchen.typed("how much time is left") == ["The sauce timer for the Garlic Green Beans has 10 minutes left."])
        _ = await kitchen.typed("cook garlic green beans")
        #expect(await kitchen.typed("how much time is left") == ["The sauce timer has 10 minutes left."])
    }
}

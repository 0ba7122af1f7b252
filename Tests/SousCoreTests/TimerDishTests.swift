import Testing
@testable import SousCore

@Suite("A timer's dish")
struct TimerDishTests {
    typealias Driver = CookingSessionTests.Driver

    /// Every timer set in a recipe keeps it, a step timer's too (its name,
    /// "step 2", says no dish); one set with no recipe open has none.
    @Test func everyTimerKeepsTheRecipeItWasSetIn() {
        var cook = Driver(TwoDishes.mash)
        cook.send(.begin)
        _ = cook.say("go to step 2")
        _ = cook.say("yes")
        _ = cook.say("set a timer for 5 minutes")
        let mash = KitchenTimer.Dish(id: "creamy-mashed-potatoes", title: "Creamy Mashed Potatoes")
        #expect(cook.state.timers.map(\.recipe) == [mash, mash])
        cook.state = cook.state.switching(to: TwoDishes.salmon)
        _ = cook.say("go to step 2")
        _ = cook.say("yes")
        _ = cook.say("reset the 5 minute timer")
        let salmon = KitchenTimer.Dish(id: "baked-salmon", title: "Baked Salmon with Lemon and Dill")
        #expect(cook.state.timers.first { $0.name == "step 2" }?.recipe == salmon)
        // Set again, the mash's timer is still the mash's.
        #expect(cook.state.timers.first { $0.name == "5 minute" }?.recipe == mash)
        var idle = Driver(Fixtures.chicken)
        idle.state = .idle(now: 0)
        _ = idle.say("set a timer for 5 minutes")
        #expect(idle.state.timers.first?.recipe == nil)
    }

    /// Saved before timers kept their recipe: the dish their name says.
    @Test func aTimerSavedWithoutItsRecipeIsFoundByItsName() {
        let bread = KitchenTimer.Dish(id: "banana-bread", title: "Banana Bread")
        let mash = KitchenTimer.Dish(id: "creamy-mashed-potatoes", title: "Creamy Mashed Potatoes")
        func timer(_ name: String, dish: String? = nil) -> KitchenTimer { KitchenTimer(name: name, duration: 60, endsAt: 60, dish: dish) }
        #expect(timer("step 2").dish(open: mash, recipes: [bread, mash]) == mash)
        #expect(timer("banana bread step 2").dish(open: mash, recipes: [bread, mash]) == bread)
        #expect(timer("potato", dish: "Creamy Mashed Potatoes").dish(open: bread, recipes: [bread, mash]) == mash)
        #expect(timer("pasta").dish(open: mash, recipes: [bread, mash]) == nil)
    }
}

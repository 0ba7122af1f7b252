import Foundation
import Testing
import SousCore
import SousStore
@testable import SousDaemon

extension TwoDishesKitchenTests {
    func kitchen(_ clock: ManualClock, _ events: Kitchens.Events) throws -> Kitchen {
        let database = try SousDatabase.open(in: folder).database
        let recipes = [Kitchens.soup, Self.beans]
        return Kitchen(recipes: { recipes }, database: database, clock: clock, voice: nil, publish: { events.append($0) })
    }

    static func fields(_ message: ControlMessage) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: message.line)) as? [String: Any] ?? [:]
    }

    /// Two `sous cook` terminals: the beans' "how much garlic" and "next"
    /// went to the soup another terminal had opened, silently. A command
    /// carrying its dish (`"recipe"`) goes back to that dish first and
    /// says so; help and answers to what was just asked stay put.
    @Test func aTerminalsCommandsGoToItsOwnDish() async throws {
        let kitchen = try kitchen(ManualClock(), Kitchens.Events())
        func send(_ text: String, for dish: String?) async -> [String: Any] {
            Self.fields(await kitchen.handle(ControlRequest(id: nil, command: .intent(text: text, recipe: dish))))
        }
        _ = await kitchen.handle(ControlRequest(id: nil, command: .start(recipe: "garlic-green-beans", servings: nil)))
        _ = await send("go to step 2", for: "garlic-green-beans")
        // The other terminal opens the soup and moves on in it.
        _ = await kitchen.handle(ControlRequest(id: nil, command: .start(recipe: "lentil-soup", servings: nil)))
        _ = await send("next", for: "lentil-soup")
        let amount = await send("how much garlic", for: "garlic-green-beans")
        #expect(amount["said"] as? [String] == ["Back to Garlic Green Beans, step 2.", "You need 2 cloves of garlic."], "\(amount)")
        #expect((amount["recipe"] as? [String: Any])?["id"] as? String == "garlic-green-beans")
        // Its own dish open: not a word about it.
        let next = await send("next", for: "garlic-green-beans")
        #expect((next["said"] as? [String])?.first?.hasPrefix("Step 3 of 4") == true, "\(next)")
        // The soup's terminal: back to the soup, at its step, then the answer.
        let soup = await send("what's next", for: "lentil-soup")
        #expect((soup["said"] as? [String])?.first == "Back to Red Lentil Soup, step 1.", "\(soup)")
        #expect((soup["said"] as? [String])?.count == 2)
        // Help is the kitchen's: no switch for it.
        _ = await send("help", for: "garlic-green-beans")
        #expect(await kitchen.openRecipe?.id == "lentil-soup")
        // "cook garlic green beans" typed in the soup's terminal opens the
        // beans, and the reply names them for the terminal to follow.
        let opened = await send("cook garlic green beans", for: "lentil-soup")
        #expect(opened["opened"] as? String == "garlic-green-beans", "\(opened)")
        #expect(await kitchen.openRecipe?.id == "garlic-green-beans")
        // Without the field, as before: the open dish.
        let plain = await send("how much garlic", for: nil)
        #expect(plain["said"] as? [String] == ["You need 2 cloves of garlic."], "\(plain)")
        // A dish that is no recipe is an error, not the open dish's answer.
        let unknown = await send("next", for: "pavlova")
        #expect(unknown["ok"] as? Bool == false)
        #expect((unknown["error"] as? String)?.contains("pavlova") == true)
        #expect(ControlRequestTests.parse(#"{"cmd":"intent","text":"next","recipe":"lentil-soup"}"#) == .intent(text: "next", recipe: "lentil-soup"))
        #expect(ControlRequestTests.parse(#"{"cmd":"intent","text":"next"}"#) == .intent(text: "next", recipe: nil))
        #expect(ControlRequestTests.parse(#"{"cmd":"intent","text":"next","recipe":4}"#) == nil)
    }
}

extension TwoDishesKitchenTests {
    /// A daemon restarted while a timer rang said "Welcome back. You were
    /// on step 1 ..." and the ringing timer only 30 seconds later: the
    /// welcome says it rings. Idle after a restart, it is reminded at once.
    @Test func aTimerRingingAtARestartIsInTheWelcome() async throws {
        let clock = ManualClock()
        do {
            let kitchen = try kitchen(clock, Kitchens.Events())
            _ = await kitchen.typed("cook lentil soup")
            _ = await kitchen.typed("next")
            _ = await kitchen.typed("set a rest timer for 10 seconds")
            clock.advance(by: 12)
            await kitchen.tick()
        }
        clock.advance(by: 5)
        let events = Kitchens.Events()
        let kitchen = try kitchen(clock, events)
        await kitchen.restore()
        let said = events.named("said").compactMap { $0["text"] as? String }
        #expect(Array(said.prefix(2)) == ["Welcome back. You were on step 1 of Red Lentil Soup.",
                                          "Your rest timer is still ringing: say stop, or got it, to silence it."], "\(said)")
        clock.advance(by: 20)
        await kitchen.tick()
        #expect(!events.named("said").contains { ($0["text"] as? String)?.hasPrefix("Reminder") == true })
        // Stopped (so not resumed), the timer ringing after: reminded as the daemon starts.
        _ = await kitchen.typed("got it")
        _ = await kitchen.typed("set an egg timer for 10 seconds")
        _ = await kitchen.typed("stop")
        clock.advance(by: 12)
        await kitchen.tick()
        clock.advance(by: 5)
        let idleEvents = Kitchens.Events()
        let idle = try self.kitchen(clock, idleEvents)
        await idle.restore()
        #expect(idleEvents.named("said").compactMap { $0["text"] as? String }
            == ["Reminder: your egg timer is done. Say stop, or got it, to silence it."])
    }
}

extension TwoDishesKitchenTests {
    /// An unnamed timer set in the beans rang in the soup as "Your 1
    /// minute timer is done!": it names its dish there.
    @Test func anUnnamedTimerNamesItsDishInTheOther() async throws {
        let clock = ManualClock()
        let events = Kitchens.Events()
        let kitchen = try kitchen(clock, events)
        _ = await kitchen.typed("cook garlic green beans")
        _ = await kitchen.typed("set a timer for 1 minute")
        _ = await kitchen.typed("cook lentil soup")
        // Asked how long is left, it names its dish too (was "the 1 minute timer has ...").
        clock.advance(by: 30)
        await kitchen.tick()
        let left = await kitchen.typed("how much time is left")
        #expect(left == ["The 1 minute timer for the Garlic Green Beans has 30 seconds left."], "\(left)")
        clock.advance(by: 31)
        await kitchen.tick()
        #expect(events.named("said").last?["text"] as? String == "Your 1 minute timer for the Garlic Green Beans is done!")
    }
}

extension TwoDishesKitchenTests {
    /// Both dishes with a step 1 timer: going back to the beans announced
    /// the soup's "step 1" becoming "red lentil soup step 1" but not the
    /// beans' timer becoming "step 1" again (a display kept its old name).
    /// Both are sent, the name freed first.
    @Test func bothStepTimersAreRenamedForADisplay() async throws {
        let events = Kitchens.Events()
        let kitchen = try kitchen(ManualClock(), events)
        _ = await kitchen.typed("cook garlic green beans")
        _ = await kitchen.typed("next")
        _ = await kitchen.typed("yes")
        _ = await kitchen.typed("cook lentil soup")
        _ = await kitchen.typed("next")
        _ = await kitchen.typed("yes")
        _ = await kitchen.typed("cook garlic green beans")
        let renames = events.named("timer_renamed").map { "\($0["from"] as? String ?? "") -> \($0["name"] as? String ?? "")" }
        #expect(renames == ["step 1 -> garlic green beans step 1", "step 1 -> red lentil soup step 1", "garlic green beans step 1 -> step 1"],
                "\(renames)")
        let names = (await kitchen.status()["timers"] as? [[String: any Sendable]])?.compactMap { $0["name"] as? String }
        #expect(Set(names ?? []) == ["step 1", "red lentil soup step 1"])
    }
}

extension TwoDishesKitchenTests {
    /// "Which one: Red Lentil Soup or Lentil Stew?" took only a title's
    /// words: "the stew ones", "the second one" answer it, typed and sent.
    @Test func aRecipeWhichOneTakesPlacesAndLooseWords() async throws {
        var stew = Kitchens.soup
        (stew.id, stew.title) = ("lentil-stew", "Smoky Lentil Stew")
        let library = [Kitchens.soup, stew]
        let kitchen = Kitchen(recipes: { library }, database: try SousDatabase.open(in: folder).database, clock: ManualClock(), voice: nil)
        #expect(await kitchen.typed("cook lentil").first?.hasPrefix("Which one:") == true)
        _ = await kitchen.typed("the smoky ones")
        #expect(await kitchen.openRecipe?.id == "lentil-stew")
        let asked = await kitchen.typed("cook lentil").first ?? ""
        let second = asked.contains("Which one: Red Lentil Soup") ? "lentil-stew" : "lentil-soup"
        let reply = Self.fields(await kitchen.handle(ControlRequest(id: nil, command: .intent(text: "the second one"))))
        #expect(reply["ok"] as? Bool == true, "\(reply)")
        #expect(await kitchen.openRecipe?.id == second, "\(asked)")
    }
}

/// Requests as the socket reads them.
enum ControlRequestTests {
    static func parse(_ line: String) -> ControlRequest.Command? {
        (try? ControlRequest.parse(Data(line.utf8)))?.command
    }
}

extension TwoDishesKitchenTests {
    /// `sous send` had no way to say which dish a command is for. With
    /// `--recipe` (`"only_in_progress": true`) it goes to that dish, a
    /// title several recipes fit means the one in progress, and a recipe
    /// not on the go is an error naming those that are, never opened afresh.
    @Test func aScriptAddressesADishInProgress() async throws {
        let kitchen = try kitchen()
        func send(_ text: String, for dish: String) async -> [String: Any] {
            Self.fields(await kitchen.handle(ControlRequest(id: nil, command: .intent(text: text, recipe: dish, onlyInProgress: true))))
        }
        _ = await kitchen.typed("cook garlic green beans")
        _ = await kitchen.typed("go to step 2")
        _ = await kitchen.typed("cook lentil soup")
        _ = await kitchen.typed("next")
        let beans = await send("how much garlic", for: "garlic-green-beans")
        #expect(beans["said"] as? [String] == ["Back to Garlic Green Beans, step 2.", "You need 2 cloves of garlic."], "\(beans)")
        let soup = await send("what's next", for: "Red Lentil Soup")
        #expect((soup["said"] as? [String])?.first == "Back to Red Lentil Soup, step 1.", "\(soup)")
        let pie = await send("next", for: "chicken-pie")
        #expect(pie["ok"] as? Bool == false)
        #expect(pie["error"] as? String
            == "Chicken Pie is not in progress (in progress: lentil-soup (Red Lentil Soup), garlic-green-beans (Garlic Green Beans)); send 'cook chicken pie' to start it",
            "\(pie)")
        #expect(await kitchen.openRecipe?.id == "lentil-soup")
        let unknown = await send("next", for: "pavlova")
        #expect((unknown["error"] as? String)?.hasPrefix("no recipe matches 'pavlova'") == true, "\(unknown)")
        #expect(ControlRequestTests.parse(#"{"cmd":"intent","text":"next","recipe":"lentil-soup","only_in_progress":true}"#)
            == .intent(text: "next", recipe: "lentil-soup", onlyInProgress: true))
        #expect(ControlRequestTests.parse(#"{"cmd":"intent","text":"next","only_in_progress":1}"#) == nil)
    }
}

import Foundation
import Testing
import SousCore
import SousStore
@testable import SousDaemon

/// What a kitchen display drawing the screen from the socket needs: state
/// and timer events it can trust without polling or parsing speech.
@Suite("The kitchen as a display sees it")
struct KitchenDisplayTests {
    let folder = Kitchens.folder()
    static let bread = Recipe(id: "soda-bread", title: "Soda Bread", minutes: 50, servings: 1,
                              ingredients: ["500 g flour", "400 ml buttermilk"].map(Ingredient.init(parsing:)),
                              steps: [Step(text: "Mix.", section: "The dough"), Step(text: "Bake for 40 minutes.", timer: 2400)])

    func kitchen(_ clock: ManualClock, _ events: Kitchens.Events) throws -> Kitchen {
        let database = try SousDatabase.open(in: folder).database
        return Kitchen(recipes: { [Kitchens.soup, Self.bread] }, database: database, clock: clock, voice: nil, publish: { events.append($0) })
    }

    func freshKitchen() throws -> (Kitchen, ManualClock, Kitchens.Events) {
        let (clock, events) = (ManualClock(), Kitchens.Events())
        return (try kitchen(clock, events), clock, events)
    }

    func start(_ kitchen: Kitchen, _ id: String) async {
        _ = await kitchen.handle(ControlRequest(id: nil, command: .start(recipe: id, servings: nil)))
    }

    /// "Welcome back" to a recipe is where a crash must come back to: it
    /// came back on the dish cooked before, or idle after a stop.
    @Test func aRecipePickedUpAgainIsWhereARestartComesBack() async throws {
        let clock = ManualClock()
        do {
            let kitchen = try kitchen(clock, Kitchens.Events())
            await start(kitchen, "lentil-soup")
            _ = await kitchen.typed("go to step 3")
            await start(kitchen, "soda-bread")
            _ = await kitchen.typed("next")
            let back = await kitchen.typed("cook the lentil soup")
            #expect(back.joined().contains("Welcome back"), "\(back)")
            // No orderly shutdown.
        }
        let restarted = try kitchen(clock, Kitchens.Events())
        await restarted.restore()
        let status = await restarted.status()
        #expect((status["recipe"] as? [String: any Sendable])?["id"] as? String == "lentil-soup")
        #expect(status["step"] as? Int == 3)
    }

    /// A timer set on another dish showed more time left than its length
    /// once the first dish was picked up again (the clock of when it was left).
    @Test func timersShowTheTimeLeftNowAfterARecipeIsPickedUpAgain() async throws {
        let (kitchen, clock, events) = try freshKitchen()
        await start(kitchen, "lentil-soup")
        _ = await kitchen.typed("next")
        await start(kitchen, "soda-bread")
        clock.advance(by: 15)
        _ = await kitchen.typed("set a timer for 2 minutes")
        clock.advance(by: 5)
        await kitchen.tick()
        await start(kitchen, "lentil-soup")
        let state = try #require(events.named("state").last)
        let timers = state["timers"] as? [[String: Any]] ?? []
        #expect(timers.map { $0["remaining"] as? Int } == [115], "\(timers)")
    }

    /// Counting down from the events alone: time added shows as time left;
    /// a step timer renamed for another dish is told, not left a ghost.
    @Test func timerEventsCarryTheTimeLeftAndRenames() async throws {
        let (kitchen, clock, events) = try freshKitchen()
        await start(kitchen, "lentil-soup")
        _ = await kitchen.typed("set a pasta timer for 9 minutes")
        clock.advance(by: 60)
        await kitchen.tick()
        _ = await kitchen.typed("add 5 minutes to the pasta timer")
        let started = events.named("timer_started").last
        #expect(started?["name"] as? String == "pasta" && started?["remaining"] as? Int == 780, "\(String(describing: started))")
        _ = await kitchen.typed("next")
        _ = await kitchen.typed("yes")
        #expect(events.named("timer_started").last?["name"] as? String == "step 1")
        await start(kitchen, "soda-bread")
        let renamed = try #require(events.named("timer_renamed").last)
        #expect(renamed["from"] as? String == "step 1" && renamed["name"] as? String == "red lentil soup step 1", "\(renamed)")
    }

    /// Starting and stopping answer with the state, as every intent does.
    @Test func startAndStopRepliesCarryTheState() async throws {
        let kitchen = try kitchen(ManualClock(), Kitchens.Events())
        func fields(_ message: ControlMessage) -> [String: Any] { (try? JSONSerialization.jsonObject(with: message.line)) as? [String: Any] ?? [:] }
        let started = fields(await kitchen.handle(ControlRequest(id: .number(1), command: .start(recipe: "soda bread", servings: 2))))
        #expect(started["recipe"] as? String == "soda-bread" && started["state"] as? String == "overview" && started["steps"] as? Int == 2, "\(started)")
        let stopped = fields(await kitchen.handle(ControlRequest(id: .number(2), command: .stop)))
        #expect(stopped["state"] as? String == "stopped" && stopped["said"] != nil, "\(stopped)")
    }

    /// "cook soda bread" sent on the socket mid-step answered with the new
    /// recipe but the old one's step, text and step timer, and answering
    /// "Which one?" kept "asking": a display drew the wrong step.
    @Test func openingARecipeByWordsRepliesWithItsStateAlone() async throws {
        var tomato = Kitchens.soup
        (tomato.id, tomato.title) = ("tomato-soup", "Tomato Soup")
        let library = [Kitchens.soup, tomato, Self.bread]
        let kitchen = Kitchen(recipes: { library }, database: try SousDatabase.open(in: folder).database, clock: ManualClock(), voice: nil)
        func fields(_ message: ControlMessage) -> [String: Any] { (try? JSONSerialization.jsonObject(with: message.line)) as? [String: Any] ?? [:] }
        await start(kitchen, "lentil-soup")
        _ = await kitchen.typed("next")
        let opened = fields(await kitchen.handle(ControlRequest(id: .number(1), command: .intent(text: "cook soda bread"))))
        #expect(opened["state"] as? String == "overview" && (opened["recipe"] as? [String: Any])?["id"] as? String == "soda-bread", "\(opened)")
        #expect(opened["step"] == nil && opened["text"] == nil && opened["step_timer"] == nil, "\(opened)")
        let asked = fields(await kitchen.handle(ControlRequest(id: .number(2), command: .intent(text: "cook soup"))))
        #expect(asked["asking"] as? String == "which_recipe", "\(asked)")
        let chosen = fields(await kitchen.handle(ControlRequest(id: .number(3), command: .intent(text: "tomato soup"))))
        #expect((chosen["recipe"] as? [String: Any])?["id"] as? String == "tomato-soup" && chosen["asking"] == nil, "\(chosen)")
    }

    /// Yes/no buttons, a PAUSED sign and the step's own timer, without
    /// parsing what Sous said.
    @Test func statusSaysWhatSousWaitsForAndStateEventsFollowPauses() async throws {
        let events = Kitchens.Events()
        let kitchen = try kitchen(ManualClock(), events)
        #expect(await kitchen.status()["servings"] == nil)
        await start(kitchen, "soda-bread")
        _ = await kitchen.typed("next")
        var status = await kitchen.status()
        #expect(status["section"] as? String == "The dough" && status["step_timer"] == nil && status["asking"] == nil)
        _ = await kitchen.typed("next")
        status = await kitchen.status()
        #expect(status["asking"] as? String == "yes_no" && status["step_timer"] as? Int == 2400, "\(status)")
        #expect(events.named("state").last?["asking"] as? String == "yes_no")
        _ = await kitchen.typed("no")
        #expect(await kitchen.status()["asking"] == nil)
        _ = await kitchen.typed("pause")
        #expect(events.named("state").last?["paused"] as? Bool == true)
        _ = await kitchen.typed("resume")
        #expect(events.named("state").last?["paused"] as? Bool == false)
    }
}

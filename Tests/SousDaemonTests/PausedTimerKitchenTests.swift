import Foundation
import Testing
import SousCore
import SousStore
@testable import SousDaemon

@Suite("The kitchen: a paused timer")
struct PausedTimerKitchenTests {
    let folder = Kitchens.folder()

    /// Paused, then the daemon restarts an hour later: the timer is still
    /// paused with the time it had (in SQLite), lists as paused, never rang
    /// meanwhile, and once resumed rings when that time is up.
    @Test func aPausedTimerStaysPausedAcrossARestart() async throws {
        let clock = ManualClock()
        do {
            let kitchen = try Kitchens.kitchen(folder, clock: clock, events: Kitchens.Events())
            _ = await kitchen.handle(ControlRequest(id: nil, command: .start(recipe: "lentil-soup", servings: nil)))
            _ = await kitchen.typed("next")
            _ = await kitchen.typed("set a pasta timer for 9 minutes")
            clock.advance(by: 160)
            #expect(await kitchen.typed("pause the pasta timer").joined().contains("paused with 6 minutes and 20 seconds left"))
        }
        clock.advance(by: 3600)
        let events = Kitchens.Events()
        let kitchen = try Kitchens.kitchen(folder, clock: clock, events: events)
        await kitchen.restore()
        #expect(events.named("timer_fired").isEmpty)
        let timers = (await kitchen.status())["timers"] as? [[String: any Sendable]] ?? []
        #expect(timers.count == 1)
        #expect(timers.first?["paused"] as? Bool == true)
        #expect(timers.first?["remaining"] as? Int == 380)
        #expect(timers.first?["ringing"] as? Bool == false)
        #expect(await kitchen.nextDeadline == nil)
        #expect(await kitchen.typed("how much time is left") == ["The pasta timer is paused with 6 minutes and 20 seconds left."])
        _ = await kitchen.typed("resume the pasta timer")
        #expect(await kitchen.nextDeadline == clock.now() + 380)
        clock.advance(by: 380)
        await kitchen.tick()
        #expect(events.named("timer_fired").count == 1)
    }
}

import Foundation
import Testing
import SousCore
import SousStore
@testable import SousDaemon

/// What the daemon says and sends about timers ringing, across restarts.
@Suite("The kitchen: timers ringing")
struct TimerRingsKitchenTests {
    let folder = Kitchens.folder()

    /// A reminder keeps its deed after a restart: it rings "Time to baste
    /// the chicken", and `sous timers` and the socket say what it is for.
    @Test func aReminderKeepsItsDeedAcrossARestart() async throws {
        let clock = ManualClock()
        do {
            let kitchen = try Kitchens.kitchen(folder, clock: clock, events: Kitchens.Events())
            _ = await kitchen.typed("cook lentil soup")
            #expect(await kitchen.typed("remind me in 2 minutes to baste the chicken") == ["OK, in 2 minutes I'll remind you to baste the chicken."])
        }
        clock.advance(by: 30)
        let events = Kitchens.Events()
        let kitchen = try Kitchens.kitchen(folder, clock: clock, events: events)
        await kitchen.restore()
        let timers = (await kitchen.status())["timers"] as? [[String: any Sendable]] ?? []
        #expect(timers.first?["name"] as? String == "chicken")
        #expect(timers.first?["reminder"] as? String == "baste the chicken")
        clock.advance(by: 90)
        await kitchen.tick()
        let said = events.named("said").compactMap { $0["text"] as? String }
        #expect(said.last == "Time to baste the chicken: your 2 minute reminder is done.", "\(said)")
    }
}

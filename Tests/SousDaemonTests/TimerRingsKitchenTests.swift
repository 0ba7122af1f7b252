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

    /// A timer that went off while the daemon was down is told with what
    /// it timed, as a live ring is ("...: fry the onion for 5 minutes."; was
    /// only "went off 1 minute ago"); a subscriber connecting after the
    /// start-up (it cannot connect before) gets it as `timer_fired`, with
    /// how late (was: no event at all).
    @Test func aTimerMissedWhileDownSaysItsStepAndReachesLateSubscribers() async throws {
        let clock = ManualClock()
        do {
            let kitchen = try Kitchens.kitchen(folder, clock: clock, events: Kitchens.Events())
            _ = await kitchen.typed("cook lentil soup")
            _ = await kitchen.typed("next")
            _ = await kitchen.typed("yes")
            _ = await kitchen.typed("remind me in 1 minute to stir the onions")
        }
        clock.advance(by: 400)
        let events = Kitchens.Events()
        let kitchen = try Kitchens.kitchen(folder, clock: clock, events: events)
        await kitchen.restore()
        let said = events.named("said").compactMap { $0["text"] as? String }
        #expect(said.prefix(2) == ["Your reminder to stir the onions went off 5 minutes ago, while Sous wasn't running.",
                                   "Your step 1 timer went off 1 minute ago, while Sous wasn't running: fry the onion for 5 minutes."], "\(said)")
        let greeted = Kitchens.Events()
        await kitchen.greet { greeted.append($0) }
        #expect(greeted.named("timer_fired").map { $0["name"] as? String } == ["onions", "step 1"])
        #expect(greeted.named("timer_fired").map { $0["late"] as? Int } == [340, 100])
    }

    /// The socket sends a new subscriber its greeting after the reply to
    /// "subscribe", to it alone.
    @Test func aNewSubscriberAloneGetsTheGreeting() throws {
        let path = folder.appendingPathComponent("g.sock").path
        let server = try ControlServer(path: path) { .reply($0.id, ["pong": true]) }
        defer { server.shutdown() }
        server.onSubscribe { send in send(.event("timer_fired", ["name": "bread", "late": 60])) }
        let first = try #require(RawClient(path))
        defer { first.close() }
        first.send("{\"cmd\":\"subscribe\"}\n")
        let lines = first.lines(2)
        #expect(lines.first?["subscribed"] as? Bool == true)
        #expect(lines.dropFirst().first?["event"] as? String == "timer_fired" && lines.dropFirst().first?["name"] as? String == "bread")
        let second = try #require(RawClient(path))
        defer { second.close() }
        second.send("{\"cmd\":\"subscribe\"}\n")
        #expect(second.lines(2).count == 2)
        // The first subscriber heard nothing of the second's greeting.
        server.broadcast(.event("said", ["text": "next"]))
        #expect(first.lines(1).first?["text"] as? String == "next")
    }
}

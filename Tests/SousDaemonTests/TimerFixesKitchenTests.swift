import Foundation
import Testing
import SousCore
import SousStore
@testable import SousDaemon

/// Timers in a kitchen with two dishes on the go, asked from their terminals.
@Suite("The kitchen: timers of two dishes")
struct TimerFixesKitchenTests {
    let folder = Kitchens.folder()
    let clock = ManualClock()

    func kitchen() throws -> Kitchen {
        let database = try SousDatabase.open(in: folder).database
        let recipes = [Kitchens.soup, TwoDishesKitchenTests.beans]
        return Kitchen(recipes: { recipes }, database: database, clock: clock, voice: nil)
    }

    /// What a `sous send --recipe ID` (or a `sous cook` terminal) gets back: said, or the error.
    func send(_ kitchen: Kitchen, _ text: String, to recipe: String? = nil) async -> [String] {
        let reply = await kitchen.handle(ControlRequest(id: nil, command: .intent(text: text, recipe: recipe, onlyInProgress: recipe != nil)))
        let object = (try? JSONSerialization.jsonObject(with: reply.line)) as? [String: Any] ?? [:]
        if let error = object["error"] as? String { return ["error: " + error] }
        return object["said"] as? [String] ?? []
    }

    /// "Yes" to the soup's step timer, offered before the beans' 30 second
    /// timer began to ring, only silenced the beans' one, no timer started
    /// and `asking: yes_no` stayed.
    @Test func yesToTheOfferStartsItWhileTheOtherDishsTimerRings() async throws {
        let kitchen = try kitchen()
        _ = await send(kitchen, "cook garlic green beans")
        _ = await send(kitchen, "set a timer for 30 seconds")
        _ = await send(kitchen, "cook lentil soup")
        let offered = await send(kitchen, "next", to: "lentil-soup")
        #expect(offered.last?.hasSuffix("Do you want a timer for 5 minutes?") == true, "\(offered)")
        clock.advance(by: 31)
        await kitchen.tick()
        let said = await send(kitchen, "yes", to: "lentil-soup")
        #expect(said == ["OK, the step 1 timer for 5 minutes is running.", "And the 30 second timer is stopped."], "\(said)")
        #expect(await kitchen.status()["asking"] == nil)
        let timers = (await kitchen.status())["timers"] as? [[String: any Sendable]] ?? []
        #expect(timers.map { $0["name"] as? String } == ["step 1"])
    }

    /// "no, 15" after other talk ("how much onion") was refused, "not a
    /// command Sous knows", as were "not fifty, fifteen" and "no, I said
    /// 15" after "how much time is left"; `sous cook --here` asked or put
    /// it right. The socket passes on what the session takes up.
    @Test func aBareCorrectionAfterOtherTalkReachesTheSession() async throws {
        let kitchen = try kitchen()
        _ = await send(kitchen, "cook lentil soup")
        _ = await send(kitchen, "set a potato timer for 50 minutes")
        _ = await send(kitchen, "how much onion")
        #expect(await send(kitchen, "no, 15") == ["Make the potato timer 15 minutes? Say yes or no."])
        #expect(await send(kitchen, "no") == ["OK, the potato timer stays at 50 minutes."])
        _ = await send(kitchen, "set a pasta timer for 50 minutes")
        _ = await send(kitchen, "how much time is left")
        let fixed = await send(kitchen, "not fifty, fifteen")
        #expect(fixed.first?.hasPrefix("15 minutes, not 50 minutes.") == true, "\(fixed)")
        _ = await send(kitchen, "how long left on the pasta")
        let again = await send(kitchen, "no, I said 12", to: "lentil-soup")
        #expect(again.first?.hasPrefix("12 minutes, not 15 minutes.") == true, "\(again)")
        #expect(await send(kitchen, "purple monkey").first?.hasPrefix("error: not a command Sous knows") == true)
    }

    /// `sous send --recipe lentil-soup "pause the gravy timer"` with a
    /// gravy timer in each dish paused the beans' one: the soup's is meant.
    @Test func aNameBothDishesUseIsTheDishSentTo() async throws {
        let kitchen = try kitchen()
        _ = await send(kitchen, "cook garlic green beans")
        _ = await send(kitchen, "next")
        _ = await send(kitchen, "set a gravy timer for 5 minutes")
        _ = await send(kitchen, "cook lentil soup")
        _ = await send(kitchen, "next")
        _ = await send(kitchen, "set a gravy timer for 8 minutes")
        _ = await send(kitchen, "cook garlic green beans")
        let paused = await send(kitchen, "pause the gravy timer", to: "lentil-soup")
        #expect(paused.last?.hasPrefix("OK, the red lentil soup gravy timer is paused with 8 minutes left.") == true, "\(paused)")
        let cancelled = await send(kitchen, "cancel the gravy timer", to: "garlic-green-beans")
        #expect(cancelled.last == "OK, the gravy timer is cancelled.", "\(cancelled)")
    }
}

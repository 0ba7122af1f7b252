import Testing
@testable import SousCore

extension CookingSessionTests {
    /// A gravy timer set in the mash and another in the roast potatoes
    /// (there "crispy roast potatoes gravy"): "pause the gravy timer" said
    /// in the roast paused the mash's, as did cancelling and changing it.
    /// A name said in a dish means that dish's timer so called, then the
    /// other dish's (named with it); in a third dish, "Which one?".
    @Test func aNameTwoDishesUseMeansTheOpenDishs() {
        var cook = Driver(TwoDishes.mash)
        cook.send(.begin)
        _ = cook.say("set a gravy timer for 5 minutes")
        cook.state = cook.state.switching(to: TwoDishes.roast)
        _ = cook.say("set a gravy timer for 8 minutes")
        #expect(cook.state.timers.map(\.name) == ["gravy", "crispy roast potatoes gravy"])
        #expect(cook.say("pause the gravy timer").hasPrefix("OK, the crispy roast potatoes gravy timer is paused with 8 minutes left."))
        #expect(cook.say("resume the gravy timer") == "OK, the crispy roast potatoes gravy timer is running again, with 8 minutes left.")
        #expect(cook.say("make the gravy timer 12 minutes").hasPrefix("12 minutes, not 8 minutes."))
        #expect(cook.state.timers.first { $0.name == "gravy" }?.duration == 300)
        #expect(cook.say("how long left on the gravy") == "The crispy roast potatoes gravy timer has 12 minutes left.")
        // Back in the mash, the mash's.
        cook.state = cook.state.switching(to: TwoDishes.mash)
        #expect(cook.say("add 1 minute to the gravy timer") == "OK, the gravy timer now has 6 minutes left.")
        // In a third dish, neither is more meant than the other.
        cook.state = cook.state.switching(to: TwoDishes.salmon)
        #expect(cook.say("cancel the gravy timer").hasPrefix("Which one? The crispy roast potatoes gravy timer and the gravy timer for the Creamy Mashed Potatoes are running."))
        cook.state = cook.state.switching(to: TwoDishes.roast)
        #expect(cook.say("cancel the gravy timer") == "OK, the crispy roast potatoes gravy timer is cancelled.")
        // The open dish has none left so called: the other's, named with its dish.
        #expect(cook.say("cancel the gravy timer") == "OK, the gravy timer for the Creamy Mashed Potatoes is cancelled.")
        #expect(cook.state.timers.isEmpty)
    }
}

extension CookingSessionTests {
    /// "Yes" to the roast's step timer, offered before the mash's 30
    /// second timer began to ring, only silenced the mash's ("OK, 30
    /// second timer stopped."), the offer left standing: the question was
    /// this dish's, so the yes starts it and silences the other dish's.
    @Test func yesToAnOfferWhileTheOtherDishsTimerRingsStartsIt() {
        var cook = Driver(TwoDishes.mash)
        cook.send(.begin)
        _ = cook.say("set a timer for 30 seconds")
        cook.state = cook.state.switching(to: TwoDishes.roast)
        cook.send(.begin)
        #expect(cook.say("go to step 2").hasSuffix("Do you want a timer for 8 minutes?"))
        cook.send(.tick(30))
        #expect(cook.say("yes") == "OK, the step 2 timer for 8 minutes is running.\nAnd the 30 second timer is stopped.")
        #expect(cook.state.offer == nil)
        #expect(cook.state.timers.map(\.name) == ["step 2"])
    }
}

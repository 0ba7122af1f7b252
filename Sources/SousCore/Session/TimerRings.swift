/// What a timer going off says. The cook hears it from across the kitchen,
/// perhaps busy with the other dish, so it says what the timer was for:
/// the deed of a reminder, the gist of a step, the dish a plain timer was
/// set in.
extension Reply {
    /// "step 6 timer", "1 minute timer for the Creamy Mashed Potatoes": a
    /// timer named by its length, set in the other dish, says which pan.
    func ringName(_ timer: KitchenTimer) -> String {
        "\(timer.name) timer" + forItsDish(timer)
    }

    /// " for the Banana Bread": a timer set in a dish other than the one
    /// open says which, whether named by its length or by the cook ("the
    /// sauce timer" of the mash, heard in the chicken, was taken for the
    /// chicken's); "" for a reminder (its deed says it), a name that holds
    /// its dish, and the open dish's own.
    func forItsDish(_ timer: KitchenTimer) -> String {
        // With no dish open, a name the cook gave is enough ("your egg timer").
        guard timer.reminder == nil, let dish = timer.dish, state.isIdle ? timer.isNamedByLength : dish != recipe.title,
              !timer.name.hasPrefix(dish.lowercased()) else { return "" }
        return " for the \(dish)"
    }

    /// "The 10 minute timer for the Garlic Green Beans", "the pasta timer
    /// for the Garlic Green Beans": a timer set in a dish other than the
    /// open one, named with it where the cook picks one or hears it went,
    /// so the beans' timer is never taken for the soup's. A name that holds
    /// its dish ("garlic green beans step 2") and a reminder (its deed says
    /// what it is for) are named as ever.
    func namedWithDish(_ timer: KitchenTimer) -> String {
        guard timer.reminder == nil, let dish = timer.dish ?? timer.recipe?.title, state.isIdle || dish != recipe.title,
              !timer.name.hasPrefix(dish.lowercased()) else { return timer.heardName }
        return timer.heardName + " for the \(dish)"
    }

    /// "Time to baste the chicken: your 2 minute reminder is done." or
    /// "Your step 6 timer is done: bake for 45 to 50 minutes." `late`:
    /// seconds since it ended, which over a minute (Sous was not running)
    /// is said instead of "done!", which would send the cook to a pot that
    /// has been off the heat, or burning, for that long.
    func announcement(_ timer: KitchenTimer, late: Double) -> String {
        let gist = whatItsStepSaid(timer)
        guard late >= 60 else {
            if let deed = timer.reminder { return "Time to \(deed): your \(DurationPhrase.adjective(timer.duration)) reminder is done." }
            return "Your \(ringName(timer)) " + (gist.map { "is done: \($0)." } ?? "is done!")
        }
        let ago = "went off \(DurationPhrase.spoken(Int(bounded: late / 60) * 60)) ago, while Sous wasn't running"
        if let deed = timer.reminder { return "Your reminder to \(deed) \(ago)." }
        // "Your step 6 timer went off 5 minutes ago, ...: bake for 45 to 50 minutes.", as a live ring says.
        return "Your \(ringName(timer)) \(ago)" + (gist.map { ": \($0)." } ?? ".")
    }

    /// Every 30 seconds while timers ring, one sentence for all of them:
    /// "Reminder: time to baste the chicken. Say stop, or got it, to
    /// silence it."
    func ringingReminder(_ timers: [KitchenTimer]) -> String {
        if timers.count == 1 {
            let timer = timers[0]
            let what = timer.reminder.map { "time to \($0)" } ?? "your \(ringName(timer)) is done"
            return "Reminder: \(what). Say stop, or got it, to silence it."
        }
        // Reminders by their deeds alone: "time to take the cookies out", never "your cookies timer".
        let deeds = timers.compactMap(\.reminder)
        let plain = timers.filter { $0.reminder == nil }
        let time = "time to " + ShoppingList.spokenList(deeds)
        let done = plain.isEmpty ? time : Self.yourTimers(plain) + (plain.count == 1 ? " is done" : " are done") + (deeds.isEmpty ? "" : ", and " + time)
        return "Reminder: \(done). Say stop, or got it, to silence them."
    }

    /// What a timer was for, as it rang: the deed of a reminder ("time to
    /// baste the chicken") or its step's gist ("bake for 45 to 50 minutes").
    func whatFor(_ timer: KitchenTimer) -> String? {
        timer.reminder.map { "time to \($0)" } ?? whatItsStepSaid(timer)
    }

    /// A step timer's gist: of the open recipe's step, as it reads now (for
    /// the servings cooked), else as it was set, in another dish ("Your
    /// garlic lemon chicken step 3 timer is done: rest 2 minutes." with the
    /// mash open; it said only "is done!").
    func whatItsStepSaid(_ timer: KitchenTimer) -> String? {
        stepGist(of: timer) ?? timer.stepGist
    }

    /// "Which timer was that": each timer ringing, with what it is for;
    /// else the one that rang last and how long ago; else that none has.
    mutating func tellWhichTimer() {
        func told(_ timer: KitchenTimer, _ verb: String) -> String {
            // "The reminder to take the cookies out is ringing.": its deed says what it is for.
            if let deed = timer.reminder { return "The reminder to \(deed) \(verb)." }
            return "The \(ringName(timer)) \(verb)" + (whatFor(timer).map { ": \($0)." } ?? ".")
        }
        let ringing = state.timers.filter(\.ringing).sorted { $0.endsAt < $1.endsAt }
        if !ringing.isEmpty {
            say(ringing.map { told($0, "is ringing") }.joined(separator: " "), remember: false)
            return
        }
        if let last = state.lastFired {
            // "5 more minutes" or "reset the timer" straight after means the
            // one just told of, as after "got it": two silenced at once left
            // none meant, and 5 minutes were timed anew.
            if !state.timers.contains(where: { $0.name == last.name }) { state.lastSilenced = last }
            let ago = state.now - last.endsAt
            say(told(last, ago < 60 ? "rang just now" : "rang \(DurationPhrase.spoken(Int(bounded: ago / 60) * 60)) ago"), remember: false)
            return
        }
        let running = state.timers.isEmpty ? "" : " " + timeLeft(state.timers).sentenceStart + "."
        say("No timer has rung yet.\(running)", remember: false)
    }
}

import Foundation

/// The cooking conversation as a pure state machine:
/// `(CookingState, CookingEvent) -> (CookingState, [CookingEffect])`.
///
/// Every front end (typed text, voice, the control socket, dialogue tests)
/// drives this one function, so a behaviour proven by a dialogue holds for
/// all of them. It never reads a clock: time arrives as `.tick` events.
public enum CookingSession {
    public static func reduce(_ state: CookingState, _ event: CookingEvent) -> (CookingState, [CookingEffect]) {
        var reply = Reply(state: state)
        switch event {
        case .intent(let intent) where intent != .repeat: reply.state.lastRing = nil
        case .unrecognized: reply.state.lastRing = nil
        default: break
        }
        // What the talk is about moves on with each command; the branches
        // below keep it where they stay with it.
        switch event {
        case .intent, .unrecognized, .begin, .resumed:
            reply.state.timerTalkedOf = nil
            reply.state.servingsTalkedOf = false
            reply.state.exchangesSinceTimerSet += 1
        case .tick:
            break
        }
        switch event {
        case .begin:
            reply.introduce()
        case .resumed:
            // A timer that went off while Sous was down is the urgent news:
            // told before the step is read again. One that was ringing
            // already is said in the welcome (its reminder was 30 seconds off).
            let ringing = state.timers.filter(\.ringing)
            for index in reply.state.timers.indices where reply.state.timers[index].ringing {
                reply.state.timers[index].lastAnnounced = state.now
            }
            reply.advanceClock(to: state.now)
            reply.welcomeBack(stillRinging: ringing)
        case .tick(let now):
            reply.advanceClock(to: now)
        case .intent(.both(let first, let second)):
            let (middle, said) = reduce(state, .intent(first))
            let (end, more) = reduce(middle, .intent(second))
            return (end, said + more.filter { $0 != .save || !said.contains(.save) })
        case .intent(.choose(let answer)):
            // Answered by voice as typed: the same reading of the words;
            // with nothing asked, "all of them" is not misheard talk.
            guard state.askedWhichTimer || state.offer != nil else {
                reply.say("There's nothing to choose from right now.", remember: false)
                break
            }
            return reduce(state, .unrecognized(answer))
        case .unrecognized(let text) where isThanks(text):
            // While a timer rings, "thanks" is how people say they heard it.
            if state.timers.contains(where: \.ringing) { reply.silenceRinging() } else { reply.say("You're welcome.", remember: false) }
        case .unrecognized(let text):
            // "pasta" alone answers "Which one?"; otherwise it is not a command.
            if state.askedWhichTimer, reply.timerAnswering(text) { break }
            reply.state.askedWhichTimer = false
            reply.state.justStarted = nil
            // "No, fifteen" straight after "OK, the 50 minute timer is
            // running", or after "how much time is left" told of it.
            if let started = state.timerCorrected, let seconds = Self.correctedLength(text, of: started) {
                reply.fixTimer(seconds: seconds, named: started.name)
                break
            }
            // "20 minutes" to "Do you want a timer for 18 minutes?": the cook's length.
            if state.offer != nil, let seconds = DurationParser.answer(text) ?? Self.correctedLength(text) {
                reply.answerLength(seconds, name: nil)
                break
            }
            // "4 minutes" (or a bare "20", as a kitchen timer counts) after "For how long?".
            if state.askedTimerLength {
                reply.state.askedTimerLength = false
                if let seconds = DurationParser.answer(text, bareMinutes: true) {
                    reply.setTimer(seconds: seconds, name: state.askedTimerName)
                    break
                }
            }
            // "No, I said 15" with no timer just talked of: the servings
            // when they were what was last set or asked; else which timer,
            // or what was meant, is asked, never guessed (it scaled the
            // recipe to 15 servings after "how much time is left").
            if let (number, wrong) = Self.numberCorrection(text) {
                // "Not fifty, fifteen" with one 50-minute timer among several: that one.
                if let wrong {
                    let meant = state.timers.filter { $0.duration == Self.inUnit(wrong, of: $0) }
                    if meant.count == 1 {
                        reply.fixTimer(seconds: Self.inUnit(number, of: meant[0]), named: meant[0].name)
                        break
                    }
                }
                reply.correct(to: number, servingsTalkedOf: state.servingsTalkedOf)
                break
            }
            // "no eggs?" typed: what stands in, only when every word after "no"
            // names the recipe's own ingredient (bare "no" and "no, 15" are above).
            let said = CommandParser.normalizedWords(text)
            if !state.isIdle, said.count > 1, said[0] == "no", Int(said[1]) == nil,
               let name = Self.loneIngredient(said.dropFirst().joined(separator: " "), in: state.recipe) {
                reply.handle(.substitute(name, with: nil))
                break
            }
            // "garlic?" typed alone: the amount, when the recipe uses it
            // (any other word is still not caught). Only typing gets here:
            // the listener acts on commands alone.
            if !state.isIdle, let name = Self.loneIngredient(text, in: state.recipe) {
                reply.handle(.howMuch(name))
                break
            }
            // "a small handful", "knob of butter" typed alone: what that
            // loose measure is, when the recipe has no such ingredient.
            if !state.isIdle, let size = Self.loneMeasure(text, in: state.recipe) {
                reply.say(size, remember: false)
                break
            }
            // "Make it for 2.5": servings are whole, as `--servings` says too;
            // a loaf may be made in part (2.5 loaves), cookies may not.
            // People are whole too: "for 2.5 people" is never 2.5 loaves.
            if !state.awaitsALength, let asked = Self.servingsAsked(text) {
                let people = asked.people && state.recipe.makes != nil
                if state.recipe.makesParts, !people {
                    reply.rescale(to: asked.count)
                } else {
                    let whole = max(1, Int(asked.count))
                    let counted = people ? "count whole people" : state.recipe.makes.map { "count whole \($0.plural)" } ?? "scale by whole servings"
                    reply.say("I \(counted): say make it for \(whole) or for \(whole + 1)\(people ? " people" : "").", remember: false)
                }
                break
            }
            // Words that answer "Which one?" with no timer: the question stands.
            if state.askedWhichTimer, Self.nearMiss(text) == nil {
                reply.state.askedWhichTimer = true
                let named = state.whichTimers.map { name in state.timers.first { $0.name == name }?.heardName ?? "the \(name) timer" }
                let choices = named.dropLast().joined(separator: ", ") + " or " + (named.last ?? "")
                reply.say("Sorry, I didn't catch which one\(state.whichTimers.count > 1 ? ": \(choices)?" : ".") Say, for example, the first one.",
                          remember: false)
                break
            }
            reply.say(Self.nearMiss(text) ?? "Sorry, I didn't catch that. Say help to hear what you can say.", remember: false)
        case .intent(.servings(let count)) where state.askedTimerLength && count > 0 && count <= 24 * 60:
            // "For how long?" "For 20": minutes, never 20 servings.
            reply.state.askedTimerLength = false
            reply.setTimer(seconds: count * 60, name: state.askedTimerName)
        case .intent(.bareStep(let number)) where state.askedWhichTimer && state.timers.contains { $0.name == Reply.stepTimerName(number - 1) }:
            // "Which one?" "Step 3": that timer, not a move back to step 3
            // ("go to step 3" is one: it moved nowhere and cancelled the timer).
            reply.state.askedWhichTimer = false
            if let timer = state.timers.first(where: { $0.name == Reply.stepTimerName(number - 1) }) { reply.act(state.whichTimerAction, on: timer) }
        case .intent(.forNumber(let count)):
            // "For 20": minutes while a timer is asked about, offered or just
            // set; otherwise the servings.
            reply.state.askedWhichTimer = false
            reply.state.askedTimerLength = false
            reply.state.justStarted = nil
            if state.askedTimerLength || state.offer != nil, count > 0, count <= 24 * 60 {
                reply.answerLength(count * 60, name: state.askedTimerName)
            } else if let started = state.timerCorrected, count > 0, count <= 24 * 60 {
                reply.fixTimer(seconds: Self.inUnit(count, of: started), named: started.name)
            } else if !state.servingsTalkedOf, let timer = reply.recentTimerFitting(count) {
                // "Make it 15" a few exchanges after the 50 minute timer was set.
                reply.askTimerOrServings(count, timer: timer)
            } else {
                reply.handle(.servings(count))
            }
        case .intent(.no) where state.offer == nil && state.justStartedTimer != nil:
            // "OK, the 50 minute timer is running." "No!": most likely the
            // length was misheard; asked, never cancelled unasked.
            let timer = state.justStartedTimer
            let name = timer?.name ?? ""
            let example = timer.flatMap { Reply.misheardTwin($0.duration) }.map(DurationPhrase.spoken) ?? "10 minutes"
            reply.state.offer = .cancel(timer: name)
            reply.say("No? Do you want the \(name) timer cancelled? Say yes, or say the length again, for example make it \(example).", remember: false)
        case .intent(.timerLength(let seconds)):
            // "Ten minutes" alone: what Sous asked for or offered, else a
            // correction of the timer just set.
            reply.state.askedWhichTimer = false
            reply.state.askedTimerLength = false
            reply.state.justStarted = nil
            if state.askedTimerLength || state.offer != nil {
                reply.answerLength(seconds, name: state.askedTimerName)
            } else if let started = state.justStartedTimer {
                reply.fixTimer(seconds: seconds, named: started.name)
            } else {
                reply.handle(.timerLength(seconds: seconds))
            }
        case .intent(.timerFix(let seconds, let name)) where name == nil && state.justStarted != nil:
            // "No, fifteen minutes" straight after a timer was set: that one.
            // (Later, "make the timer 3 minutes" of several asks which.)
            reply.state.askedWhichTimer = false
            reply.state.askedTimerLength = false
            reply.fixTimer(seconds: seconds, named: state.justStarted)
        case .intent(let intent):
            // "Repeat" says a question again and leaves it open.
            if intent != .repeat {
                reply.state.askedWhichTimer = false
                reply.state.askedTimerLength = false
            }
            reply.state.justStarted = nil
            // "Did you mean 14 minutes? Say yes or no." "Cancel the timer":
            // a command that is no answer settles a question about a timer
            // as declined, and is carried out (it was taken for the "no":
            // "OK, the step 8 timer stays at 40 minutes.", and still ran).
            // An offered timer keeps its own ways (a move drops it, "cancel"
            // declines it, it lapses in a minute).
            if let offer = state.offer, !offer.isTimerOffered, !intent.answersAQuestion { reply.state.offer = nil }
            reply.handle(intent)
            // A question about timers stays with the timer talked of: "how
            // long left on the pasta" with that one, "how much time is
            // left" with the one last set.
            switch intent {
            case .timerQuery(let name?):
                let meant = reply.timersMeant(name)
                reply.state.timerTalkedOf = meant.count == 1 ? meant[0].name : state.timerTalkedOf
            case .timerQuery(nil), .whichTimer, .repeat:
                reply.state.timerTalkedOf = state.timerTalkedOf
                reply.state.servingsTalkedOf = intent == .repeat && state.servingsTalkedOf
            case .servingsQuery:
                reply.state.servingsTalkedOf = true
            default:
                break
            }
        }
        // A timer set (or corrected) is what the talk is about now; so are
        // servings just changed.
        if let started = reply.state.justStarted, reply.state.timers.contains(where: { $0.name == started }) {
            reply.state.timerTalkedOf = started
        }
        if reply.state.servings != state.servings { reply.state.servingsTalkedOf = true }
        // A question lapses a minute after Sous last asked it, so a "yes"
        // from the radio minutes later starts nothing (other replies in
        // between do not keep it open).
        if reply.state.offer != nil, reply.state.offer != state.offer || reply.effects.contains(where: \.asksAQuestion) {
            reply.state.offeredAt = reply.state.now
        }
        // A question Sous asks ("Which one? ...", "For how long?", "Make the
        // potato timer 15 minutes?") is what "repeat" says again, the
        // question still open: it replayed an older answer ("You need 2
        // cloves of garlic.") and the question was lost.
        if event != .intent(.repeat), let asked = reply.effects.last(where: \.isAQuestion), case .say(let text) = asked {
            reply.state.lastSaid = text
            reply.state.lastQuestion = nil
        }
        return (reply.state, reply.effects)
    }

    /// "no, fifteen", "not fifty, fifteen", "I said fifteen": a bare number
    /// correcting the length of `timer` just set, in its unit (minutes,
    /// or seconds for a timer under a minute or of odd seconds).
    public static func correctedLength(_ text: String, of timer: KitchenTimer) -> Int? {
        correctedLength(text, bareSeconds: timer.countsSeconds)
    }

    /// The same, for a length not yet set ("No, twenty" to "Do you want a
    /// timer for 18 minutes?"): a bare number is minutes.
    static func correctedLength(_ text: String, bareSeconds: Bool = false) -> Int? {
        var words = CommandParser.normalizedWords(text)
        let correcting: Set<String> = ["no", "nope", "oops", "sorry", "oh", "i", "said", "meant", "wanted", "it", "is", "should", "be"]
        guard let first = words.first, correcting.contains(first) || first == "not" else { return nil }
        while let word = words.first, correcting.contains(word) { words.removeFirst() }
        // "not fifty, fifteen": the number it is not goes.
        if words.first == "not", words.count > 2, Int(words[1]) != nil {
            words.removeFirst(2)
            if let unit = words.first, ["minutes", "minute", "seconds", "second", "hours", "hour"].contains(unit) { words.removeFirst() }
        }
        guard words.count == 1, let number = Int(words[0]), number > 0 else { return DurationParser.answer(words.joined(separator: " ")) }
        return bareSeconds ? number : number * 60
    }

    /// The working phrasing for words that nearly made a command: "set timer
    /// for 5" lacks its unit; "what can I use instead?" lacks the thing.
    static func nearMiss(_ text: String) -> String? {
        let words = CommandParser.normalizedWords(text)
        if words.contains("timer") || words.contains("alarm"), let number = words.first(where: { Int($0) != nil }), Int(number)! > 0,
           !words.contains(where: { ["minute", "minutes", "min", "mins", "second", "seconds", "hour", "hours"].contains($0) }) {
            let length = number == "1" ? "1 minute" : "\(number) minutes"
            return "\(length)? Say set a timer for \(length)."
        }
        if words.contains("instead") || words.contains(where: { ["substitute", "substitutes", "substitution", "swap", "replace", "replacement"].contains($0) }) {
            return "Instead of what? Say, for example, what can I use instead of buttermilk."
        }
        return nil
    }

    /// "No, I said 15", "no, 15", "not fifty, fifteen": a bare number
    /// said to put one right; nil for anything else.
    static func correctedNumber(_ text: String) -> Int? { numberCorrection(text)?.number }

    /// The same, with the number it says was wrong ("not fifty, fifteen": 50).
    static func numberCorrection(_ text: String) -> (number: Int, wrong: Int?)? {
        var words = CommandParser.normalizedWords(text)
        let correcting: Set<String> = ["no", "nope", "oops", "sorry", "oh", "i", "said", "meant", "wanted", "it", "is", "should", "be"]
        guard let first = words.first, correcting.contains(first) || first == "not" else { return nil }
        while let word = words.first, correcting.contains(word) { words.removeFirst() }
        var wrong: Int?
        if words.first == "not", words.count > 2, let said = Int(words[1]) {
            wrong = said
            words.removeFirst(2)
        }
        guard words.count == 1, let number = Int(words[0]), number > 0 else { return nil }
        return (number, wrong)
    }

    /// "make it for 2.5": the number asked, when the words ask for
    /// servings (or as many of what the recipe makes) and it is no whole one.
    /// `people`: the words named people ("for 2.5 people").
    static func servingsAsked(_ text: String) -> (count: Double, people: Bool)? {
        var words = CommandParser.normalizedWords(text)
        guard let index = words.firstIndex(where: { $0.contains(".") }), let number = Double(words[index]), number.isFinite,
              number > 0, number < 1000 else { return nil }
        words[index] = String(max(1, Int(number)))
        switch CommandParser.parse(words.joined(separator: " ")) {
        case .servings, .forNumber: return (number, false)
        case .people: return (number, true)
        default: return nil
        }
    }

    /// A bare number for a timer's length: seconds for one set in seconds.
    static func inUnit(_ number: Int, of timer: KitchenTimer) -> Int {
        timer.countsSeconds ? number : number * 60
    }

    /// Typed words that are no command but that the session takes up as
    /// an answer or a correction: a timer "Which one?" or "For how long?"
    /// answered, a length for the timer offered, "no, 15" or "not fifty,
    /// fifteen" (to the timer just set or talked of, else asked about, as
    /// `.unrecognized` does), and `answersTyped`. A front end that refuses
    /// what is no command (the daemon's socket) passes these on.
    public static func takesUp(_ text: String, in state: CookingState) -> Bool {
        state.askedWhichTimer || state.askedTimerLength
            || state.offer != nil && (DurationParser.answer(text) ?? correctedLength(text)) != nil
            || state.timerCorrected.map { correctedLength(text, of: $0) != nil } == true
            || correctedNumber(text) != nil
            || answersTyped(text, in: state)
    }

    /// Typed words that are no command but that the session answers all the
    /// same ("thanks", "great", one of the recipe's ingredients alone), so a
    /// front end that refuses what is no command passes them on.
    public static func answersTyped(_ text: String, in state: CookingState) -> Bool {
        isThanks(text) || !state.isIdle && (loneIngredient(text, in: state.recipe) != nil || loneMeasure(text, in: state.recipe) != nil)
    }

    /// "a small handful", "a knob of butter", "pinch?": what the loose
    /// measure is (`MeasureSizes`), nil for other words and for a measure
    /// that is an ingredient of the recipe ("stick" of one with cinnamon
    /// sticks is their amount).
    static func loneMeasure(_ text: String, in recipe: Recipe) -> String? {
        var words = CommandParser.stripFillers(CommandParser.normalizedWords(text))
        guard (1...5).contains(words.count) else { return nil }
        if !["a", "an", "one"].contains(words[0]) { words.insert("a", at: 0) }
        guard let answer = MeasureSizes.answer((["is"] + words).joined(separator: " ")) else { return nil }
        let measure = words.dropFirst().first { !MeasureSizes.sizeWords.contains($0) } ?? ""
        guard IngredientMatcher.answer(measure, in: recipe.ingredients).found.isEmpty else { return nil }
        return answer
    }

    /// "garlic?", "the eggs", "butter and sugar": the name, when every word
    /// said is a word of the recipe's ingredients (one typo forgiven in a
    /// long word) and together they find a line; nil for anything else.
    static func loneIngredient(_ text: String, in recipe: Recipe) -> String? {
        var words = CommandParser.stripFillers(CommandParser.normalizedWords(text))
        while let first = words.first, ["the", "some", "my", "and"].contains(first) { words.removeFirst() }
        let content = words.filter { $0 != "and" }
        guard !content.isEmpty, content.count <= 4,
              !content.allSatisfy(CommandGrammar.vagueWords.contains),
              !content.contains(where: Reply.sentenceWords.contains) else { return nil }
        let name = words.joined(separator: " ")
        let answer = IngredientMatcher.answer(name, in: recipe.ingredients)
        let named = Set(answer.found.flatMap { Words.stems(recipe.ingredients[$0].name) })
        let every = content.map(Words.stem).allSatisfy { word in named.contains(word) || named.contains { $0.first == word.first && Words.similar(word, $0) } }
        return every ? name : nil
    }

    /// "thank you", "thanks a lot", "ok cheers", "great", "nice one": deserves
    /// better than "didn't catch that".
    static func isThanks(_ text: String) -> Bool {
        let words = Words.tokens(text)
        return !words.isEmpty && words.allSatisfy(thanksWords.contains) && words.contains(where: thanking.contains)
    }

    /// The words that thank, or praise what Sous just did.
    private static let thanking: Set<String> = [
        "thanks", "thank", "cheers", "ta", "great", "cool", "perfect", "lovely", "nice", "brilliant", "awesome", "excellent",
        "wonderful", "fantastic", "splendid", "super",
    ]

    private static let thanksWords = thanking.union(["you", "so", "very", "a", "lot", "much", "sous", "ok", "okay", "one", "that", "really", "oh"])
}

/// The working copy of one transition: the state being changed and the
/// effects collected on the way.
struct Reply {
    var state: CookingState
    var effects: [CookingEffect] = []

    var recipe: Recipe { state.recipe }
    var stepCount: Int { recipe.steps.count }

    mutating func say(_ text: String, remember: Bool = true) {
        effects.append(.say(text))
        if remember { state.lastSaid = text }
    }

    mutating func save() {
        if !effects.contains(.save) { effects.append(.save) }
    }

    // MARK: Starting

    mutating func introduce() {
        if state.isIdle {
            say("Sous is ready. Start a recipe with 'sous cook' and its name.", remember: false)
            return
        }
        let minutes = recipe.minutes > 0 ? " and takes about \(DurationPhrase.spoken(recipe.minutes * 60))" : ""
        let steps = stepCount == 1 ? "1 step" : "\(stepCount) steps"
        let serves = recipe.makes == nil ? "serves \(AmountFormatter.format(state.servings))" : "makes \(recipe.madeAndFed(state.servings))" + (recipe.serves == nil || minutes.isEmpty ? "" : ",")
        say("Let's cook \(recipe.title). It \(serves)\(minutes), in \(steps). Say ingredients to hear what you need, or next to start.")
        save()
    }

    /// `stillRinging`: timers that rang before (the daemon restarted, or
    /// the cook was in the other dish), said with the welcome.
    mutating func welcomeBack(stillRinging: [KitchenTimer] = []) {
        // A lone reminder by its deed, as it rang: "Your reminder to take the bread out".
        let yours = stillRinging.count == 1 ? stillRinging[0].reminder.map { "your reminder to \($0)" } ?? Self.yourTimers(stillRinging)
            : Self.yourTimers(stillRinging)
        let ringing = stillRinging.isEmpty ? nil
            : yours.sentenceStart + (stillRinging.count == 1 ? " is still ringing: say stop, or got it, to silence it."
                                                                   : " are still ringing: say stop, or got it, to silence them.")
        switch state.position {
        case .step(let index):
            // Still scaled: said now, not first noticed in "For 3 servings, you need".
            say("Welcome back. You were on step \(index + 1) of \(recipe.title).", remember: false)
            if let ringing { say(ringing, remember: false) }
            if state.isScaled {
                say("It's set for \(state.made); the recipe \(writtenFor).", remember: false)
            }
            // With an alarm ringing, no question beside it: the cook's "got
            // it" to the alarm started the step's timer offered in the welcome.
            readStep(index, offerTimer: !state.timers.contains(where: \.ringing))
        case .overview:
            if state.isScaled {
                say("Welcome back. You set \(recipe.title) for \(state.made); it\(recipe.makes == nil ? "'s written for \(recipe.servings)" : " makes \(recipe.madeAsWritten)").", remember: false)
            }
            if let ringing { say(ringing, remember: false) }
            introduce()
        case .finished:
            say("Welcome back. You had finished \(recipe.title). Say start over to cook it again.")
            if let ringing { say(ringing, remember: false) }
        }
    }

    // MARK: Time

    mutating func advanceClock(to now: Double) {
        guard now >= state.now else { return }
        state.now = now
        if state.offer != nil, let asked = state.offeredAt, now - asked > CookingState.offerLifetime { state.offer = nil }
        var changed = false
        var firedNow: Set<String> = []
        // Timers ringing together are said again together.
        if state.timers.contains(where: { $0.isCounting && now >= $0.endsAt }) { state.lastRing = nil }
        // In the order they went off: several missed while Sous was down are told as they happened.
        for index in state.timers.indices.sorted(by: { state.timers[$0].endsAt < state.timers[$1].endsAt }) {
            var timer = state.timers[index]
            // A paused timer waits for "resume the timer", however late.
            if timer.isCounting, now >= timer.endsAt {
                firedNow.insert(timer.name)
                timer.ringing = true
                timer.lastAnnounced = now
                effects.append(.timerFired(timer.name))
                state.lastFired = timer
                // Ended while no Sous ran: how long ago, not "done!" (see `announcement`).
                let announcement = announcement(timer, late: now - timer.endsAt)
                say(announcement, remember: false)
                state.lastRing = (state.lastRing.map { $0 + " " } ?? "") + announcement
                changed = true
            }
            state.timers[index] = timer
        }
        // Every timer still ringing in one reminder, when one is due: three
        // timers are one sentence every 30 seconds, not three.
        let due = state.timers.contains { timer in
            timer.ringing && !firedNow.contains(timer.name) && timer.lastAnnounced.map { now - $0 >= KitchenTimer.reminderInterval } == true
        }
        if due {
            let reminded = state.timers.indices.filter { state.timers[$0].ringing && !firedNow.contains(state.timers[$0].name) }
            for index in reminded { state.timers[index].lastAnnounced = now }
            let reminder = ringingReminder(reminded.map { state.timers[$0] })
            say(reminder, remember: false)
            state.lastRing = reminder
            changed = true
        }
        if changed { save() }
    }

    /// "your egg and rice timers", "both your 10 second timers", "all 3 of
    /// your 10 second timers", "your two 90 second timers and 45 second
    /// timer": several timers in a few words, those named by one length
    /// ("10 second", "second 10 second") said once, with how many.
    static func yourTimers(_ timers: [KitchenTimer]) -> String {
        let names = timerNames(timers)
        guard names.count == 1, timers.count > 1 else { return "your " + countedTimers(timers) }
        return (timers.count == 2 ? "both your " : "all \(timers.count) of your ") + names[0] + " timers"
    }

    /// "egg and rice timers"; with two of one length among others, "two 90
    /// second timers, sauce timer and 45 second timer": a listener cannot
    /// tell from "90 second and 45 second timers" that two 90 second
    /// timers rang, or that both were silenced.
    static func countedTimers(_ timers: [KitchenTimer]) -> String {
        let names = timerNames(timers)
        let counts = names.map { name in timers.filter { ($0.isNamedByLength ? DurationPhrase.adjective($0.duration) : $0.name) == name }.count }
        guard counts.contains(where: { $0 > 1 }) else { return ShoppingList.spokenList(names) + (timers.count == 1 ? " timer" : " timers") }
        let numbers = ["two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
        return ShoppingList.spokenList(zip(names, counts).map { name, count in
            count == 1 ? "\(name) timer" : "\(count - 2 < numbers.count ? numbers[count - 2] : String(count)) \(name) timers"
        })
    }

    /// Each name once, a length's ordinals ("second 10 second") as the length.
    static func timerNames(_ timers: [KitchenTimer]) -> [String] {
        var names: [String] = []
        for timer in timers {
            let name = timer.isNamedByLength ? DurationPhrase.adjective(timer.duration) : timer.name
            if !names.contains(name) { names.append(name) }
        }
        return names
    }

    // MARK: Intents

    mutating func handle(_ intent: Intent) {
        // Going through the ingredients one by one: "next", "back" and
        // "repeat" (not a timer's announcement) are about the list, as the
        // cook just asked for it; anything else ends it.
        var intent = intent
        if state.ingredientCursor != nil {
            switch intent {
            case .next: intent = .ingredientItem(.next)
            case .back: intent = .ingredientItem(.previous)
            case .repeat where state.lastRing == nil: intent = .ingredientItem(.again)
            case .ingredientItem: break
            // "Pause" then "resume" in the list: back to the line the cook
            // was on ("Resuming. 3 of 11: ..."), not to the step.
            case .pause: break
            case .resume where state.paused:
                say("Resuming.", remember: false)
                intent = .ingredientItem(.again)
            default: state.ingredientCursor = nil
            }
            if case .ingredientItem = intent, state.paused {
                state.paused = false
                save()
            }
        }
        // Carrying on after "stop" ("next" to the daemon) opens the session again,
        // so it is saved as active and a restart picks it up; a question does not.
        if state.ended, !state.isIdle, intent.carriesOnCooking {
            state.ended = false
            save()
        }
        // A ringing timer takes the first "stop", "ok" or "cancel" for itself.
        if state.timers.contains(where: \.ringing) {
            // Unless Sous asked its question since it began to ring ("...
            // Do you want a timer for 5 minutes?" read on "resume"): the
            // "yes" answers what was just asked, and silences the ringing.
            // So too when what began to ring since is another dish's: the
            // question was this dish's, and the cook at it answers it.
            if intent == .yes || intent == .yesThenNext, state.offer != nil, let asked = state.offeredAt,
               state.timers.allSatisfy({ !$0.ringing || $0.endsAt <= asked || belongsToAnotherDish($0) }) {
                answer(yes: true)
                silenceRinging(too: true)
                if intent == .yesThenNext { next() }
                return
            }
            switch intent {
            case .stop, .yes, .yesThenNext, .timerCancel(nil):
                silenceRinging()
                return
            case .timerCancel(KitchenTimer.both?):
                // "Stop both": the ringing ones; with one ringing beside the
                // only other timer, that one too, as the cook said both.
                let ringing = state.timers.filter(\.ringing).count
                silenceRinging()
                if ringing == 1, state.timers.count == 1 { cancelTimer(named: KitchenTimer.all) }
                return
            case .timerCancel(let name?) where timersMeant(name).contains(where: \.ringing):
                // Only those named: the oven must keep ringing when the egg
                // timer is stopped; "the 10 second timer" is each of them ringing.
                silenceRinging(only: Set(timersMeant(name).filter(\.ringing).map(\.name)))
                return
            case .timerCancel(KitchenTimer.all?):
                silenceRinging()
                if !state.timers.isEmpty { cancelTimer(named: KitchenTimer.all) }
                return
            default:
                break
            }
        }
        if state.isIdle {
            switch intent {
            case .timerSet, .timerCancel, .timerCancelAll, .timerAdd, .timerRestart, .timerPause, .timerResume, .timerFix, .timerLength, .timerQuery, .whichTimer, .help, .quotaQuery, .shoppingList, .yes, .no,
                 .stop, .voice, .substitute:
                break
            default:
                // Said to a voice or `sous send`: "cook" and a name is what opens one there.
                say("No recipe is open. Say cook and a recipe's name to start one, for example cook banana bread.", remember: false)
                return
            }
        }
        let navigates: Bool
        switch intent {
        case .next, .back, .gotoStep, .bareStep, .moveSteps, .gotoSection, .startOver, .resume: navigates = true
        default: navigates = false
        }
        let wasPaused = state.paused
        if navigates {
            state.offer = nil
            state.paused = false
        }
        switch intent {
        case .choose: break // read as the typed answer before (see `reduce`)
        case .both(let first, let second):
            handle(first)
            handle(second)
        case .next: next()
        case .back: back()
        case .repeat: repeatLast()
        case .ingredients: listIngredients()
        case .stepIngredients: listStepIngredients()
        case .partIngredients(let name): listPartIngredients(name)
        case .ingredientItem(let move): readIngredient(move)
        case .ingredientCount: countIngredients()
        case .gotoStep(let number), .bareStep(let number): goTo(number == Intent.lastStep ? stepCount : number)
        case .gotoSection(let name): goTo(section: name)
        case .previewStep(let number) where number == Intent.previousStep:
            if case .step(let index) = state.position, index > 0 { preview(index) } else { say("There's no step before this one.", remember: false) }
        case .previewStep(let number): preview(number == Intent.lastStep ? stepCount : number)
        case .moveSteps(let count):
            let here = switch state.position {
            case .overview: 0
            case .step(let index): index + 1
            case .finished: stepCount + 1
            }
            goTo(here + count)
        case .startOver:
            // Where the cook was, so a "start over" they did not say (the
            // recogniser heard "say that again" as "start again") costs
            // only "go to step 5".
            if case .step(let index) = state.position, index > 0 {
                say("Starting over; you were on step \(index + 1).", remember: false)
            } else {
                say("Starting over.", remember: false)
            }
            // Cooked again from the top, every step's timers are offered again.
            state.stagesStarted = [:]
            enterStep(0)
        case .howMuch(let name): howMuch(name)
        case .howMuchFor(let name, let servings): howMuch(name, servings: Double(servings))
        case .howMuchForPeople(let name, let people): howMuch(name, forPeople: people)
        case .substitute(let name, let offered): suggestSubstitute(for: name, with: offered)
        // "Make it for 30" of brownies that serve 8 per 16 is 30 people, as
        // said: a bare count is of what the recipe makes only when it does
        // not say whom it feeds (soda bread's "make it for 2" is 2 loaves).
        case .servings(let count) where count != Intent.recipeServings && recipe.makes != nil && recipe.serves != nil: feed(count)
        case .forNumber(let count) where recipe.makes != nil && recipe.serves != nil: feed(count)
        case .servings(let count), .forNumber(let count): rescale(to: Double(count == Intent.recipeServings ? recipe.servings : count))
        case .people(let count): feed(count)
        case .makes(let count, let noun): make(count, noun)
        case .scaleBy(let factor): scale(by: factor, of: Double(recipe.servings), ofRecipe: true)
        case .scaleServings(let factor): scale(by: factor, of: state.servings, ofRecipe: false)
        case .timerSet(let seconds, let name): setTimer(seconds: seconds, name: name)
        case .timerCancel(let name): cancelTimer(named: name)
        case .timerCancelAll(let name): cancelTimers(named: name)
        case .timerAdd(let seconds, let name): addToTimer(seconds: seconds, named: name)
        case .timerRestart(let name): restartTimer(named: name)
        case .timerPause(let name): pauseTimer(named: name)
        case .timerResume(let name): resumeTimer(named: name)
        case .timerFix(let seconds, let name): fixTimer(seconds: seconds, named: name)
        case .timerLength(let seconds):
            let length = DurationPhrase.spoken(seconds)
            say("\(length.sentenceStart) for what? To time it, say set a timer for \(length).", remember: false)
        case .timerQuery(let name): describeTimers(named: name)
        case .whichTimer: tellWhichTimer()
        case .whatsNext: previewNext()
        case .stop: stop()
        case .pause:
            state.paused = true
            say("Paused. Say resume when you're ready.", remember: false)
            save()
        case .resume: resume(wasPaused: wasPaused)
        case .yes: answer(yes: true)
        case .yesThenNext:
            if state.offer != nil { answer(yes: true) }
            next()
        case .no: answer(yes: false)
        case .help: help()
        case .shoppingList: shoppingList()
        case .quotaQuery: effects.append(.delegate(intent))
        case .servingsQuery: tellServings()
        case .progress: tellProgress()
        case .recipeTime: tellRecipeTime()
        case .stepTime: tellStepTime()
        case .deedTime(let deed): tellDeedTime(deed)
        case .temperature(let oven): tellTemperature(oven: oven)
        case .vessel: tellVessel()
        case .doneness: tellDoneness()
        case .voice(let change): tuneVoice(change)
        case .units(let system): readAmounts(in: system)
        }
        if intent != .repeat { state.lastQuestion = intent.asksForAnAnswer ? intent : nil }
    }

    /// `too`: said after another answer ("OK, the step 4 timer ... is
    /// running."), so not a second "OK".
    mutating func silenceRinging(only names: Set<String>? = nil, too: Bool = false) {
        func silenced(_ timer: KitchenTimer) -> Bool { timer.ringing && (names?.contains(timer.name) ?? true) }
        let ringing = state.timers.filter(silenced)
        state.timers.removeAll(where: silenced)
        if ringing.count == 1 { state.lastSilenced = ringing[0] }
        for timer in ringing { effects.append(.timerCancelled(timer.name)) }
        // "OK, egg and rice timers stopped": which ones, as one is named;
        // "OK, both 90 second timers stopped": how many of one length.
        // "OK, reminder to take the cookies out stopped.": a reminder by its deed, as it rang.
        let plain = ringing.filter { $0.reminder == nil }
        let deeds = ringing.compactMap(\.reminder).map { "reminder to \($0)" }
        let sameLength = Self.timerNames(plain).count == 1 && plain.count > 1 && deeds.isEmpty
        let named = sameLength ? (plain.count == 2 ? "both " : "all \(plain.count) ") + Self.timerNames(plain)[0] + " timers"
            : plain.isEmpty ? ShoppingList.spokenList(deeds)
            : (plain.count == 1 ? "\(plain[0].name) timer" : Self.countedTimers(plain))
                + (deeds.isEmpty ? "" : (plain.count == 1 ? " and " : ", and ") + ShoppingList.spokenList(deeds))
        say(too ? "And \(sameLength ? "" : "the ")\(named) \(ringing.count == 1 ? "is" : "are") stopped." : "OK, \(named) stopped.", remember: false)
        // "Bake covered for 20 minutes, then uncovered for 25": the 25 next.
        if !too { offerNextStage(after: ringing) }
        save()
    }

    // MARK: Moving

    mutating func next() {
        switch state.position {
        case .overview: enterStep(0)
        case .step(let index) where index + 1 < stepCount: enterStep(index + 1)
        case .step:
            state.position = .finished
            // A stew still simmering is not done: its timer is said.
            let running = state.timers.filter { !$0.ringing }.map { "\(Self.called($0, left: $0.remaining(at: state.now))) has \(DurationPhrase.remaining($0.remaining(at: state.now))) left" }
            var still = running.isEmpty ? "" : " (Still going: " + running.joined(separator: "; ") + ".)"
            // A ringing one too: the cook may take the goodbye for silence.
            let ringing = state.timers.filter(\.ringing).map(\.heardName)
            if !ringing.isEmpty {
                let list = ShoppingList.spokenList(ringing)
                still += " \(list.sentenceStart) \(ringing.count == 1 ? "is" : "are") ringing: say stop to silence \(ringing.count == 1 ? "it" : "them")."
            }
            say("That was the last step. \(recipe.title) is done. Enjoy your meal!\(still)")
            save()
            effects.append(.end)
        case .finished:
            say("You've already finished \(recipe.title). Say start over to cook it again.", remember: false)
        }
    }

    mutating func back() {
        switch state.position {
        case .overview:
            say("We haven't started yet. Say next for the first step.", remember: false)
        case .step(0):
            say("You're already on the first step.", remember: false)
            readStep(0, offerTimer: false)
        case .step(let index): enterStep(index - 1)
        case .finished: enterStep(stepCount - 1)
        }
    }

    /// "Skip to the filling": the first step of the part whose name holds
    /// the words said ("For the filling", "Filling").
    mutating func goTo(section name: String) {
        var sections: [String] = []
        for step in recipe.steps { if let section = step.section, !sections.contains(section) { sections.append(section) } }
        let wanted = Set(Words.stems(name)).subtracting(["the", "for", "part", "section", "bit", "a", "my"])
        let found = sections.first { !wanted.isEmpty && wanted.isSubset(of: Set(Words.stems($0))) }
            ?? sections.first { section in wanted.contains { word in Words.stems(section).contains { Words.similar(word, $0) } } }
        guard let found, let index = recipe.steps.firstIndex(where: { $0.section == found }) else {
            say(sections.isEmpty ? "\(recipe.title) isn't in parts; say a step number from 1 to \(stepCount)."
                : "There's no \(name) part. The parts are: \(ShoppingList.spokenList(sections.map { $0.trimmingCharacters(in: .init(charactersIn: ": ")) })).", remember: false)
            return
        }
        enterStep(index)
    }

    mutating func goTo(_ number: Int) {
        guard number >= 1, number <= stepCount else {
            let count = stepCount == 1 ? "only 1 step" : "\(stepCount) steps"
            say("\(recipe.title) has \(count). Say a step number from 1 to \(stepCount).", remember: false)
            return
        }
        enterStep(number - 1)
    }

    /// After a pause, "resume" picks up the current step. Otherwise it
    /// starts the first step or reads the current one again, never moving
    /// on: "resume" said after "next" must not skip a step.
    mutating func resume(wasPaused: Bool) {
        switch state.position {
        case .step(let index):
            if wasPaused { say("Resuming.", remember: false) }
            enterStep(index)
            if !wasPaused { say("Say next to go on.", remember: false) }
        case .overview, .finished:
            next()
        }
    }

    mutating func enterStep(_ index: Int) {
        state.position = .step(index)
        readStep(index, offerTimer: true)
        save()
    }

    /// Reads a step aloud, and offers its timer unless one is already running.
    mutating func readStep(_ index: Int, offerTimer: Bool) {
        let step = recipe.steps[index]
        var heading = "Step \(index + 1) of \(stepCount)"
        if let section = step.section, index == 0 || recipe.steps[index - 1].section != section {
            // "Optional Seared Prawns:" as a page titles it: no ":," in the heading.
            heading += ", " + section.trimmingCharacters(in: CharacterSet(charactersIn: ": "))
        }
        if index == stepCount - 1 && stepCount > 1 { heading += ", the last one" }
        var text = "\(heading): \(stepText(index))"
        // A step whose timer already ran (or runs under a name the cook gave
        // it) is not offered one again, after a restart either: a "yes"
        // would start a second.
        if offerTimer, let (place, stage, count) = nextStage(of: index), !state.timers.contains(where: { $0.name == Reply.stepTimerName(index) }) {
            state.offer = .timer(seconds: stage.seconds, step: index)
            text += Self.timerQuestion(stage, place: place, count: count)
        }
        say(text)
    }

    static func stepTimerName(_ index: Int) -> String { "step \(index + 1)" }

    /// What a step timer's step did, in a few words ("bake for 45 to 50
    /// minutes"): the part of the step that gives its time, else its
    /// first part. Nil for other timers, and for another recipe's steps.
    func stepGist(of timer: KitchenTimer) -> String? {
        guard !state.isIdle, let index = recipe.steps.indices.first(where: { timer.name == Self.stepTimerName($0) }) else { return nil }
        let parts = stepText(index).split(whereSeparator: { ".;,:!?".contains($0) })
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let timed = parts.firstIndex { part in
            let words = part.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
            return words.contains { $0.first?.isNumber == true } && words.contains { Self.timeWords.contains($0) }
        }
        var gist = timed.map { parts[$0] } ?? parts.first ?? ""
        // "Bake, 45 minutes": the time alone says too little.
        if let timed, timed > 0, gist.first?.isNumber == true || gist.lowercased().hasPrefix("for ") { gist = parts[timed - 1] + ", " + gist }
        for lead in ["then ", "and ", "now "] where gist.lowercased().hasPrefix(lead) { gist = String(gist.dropFirst(lead.count)) }
        let words = gist.split(separator: " ")
        guard let first = words.first else { return nil }
        // "Bake" mid-sentence is "bake"; "BBQ" stays.
        let opening = first.dropFirst().contains(where: \.isUppercase) ? String(first) : first.lowercased()
        return ([opening] + words.dropFirst().prefix(13).map(String.init)).joined(separator: " ")
    }

    private static let timeWords: Set<String> = ["minute", "minutes", "min", "mins", "hour", "hours", "hr", "hrs", "second", "seconds", "sec", "secs"]

    /// A step as written, its amounts of food scaled to the servings cooked.
    func stepText(_ index: Int) -> String {
        recipe.stepText(index, scale: state.scale)
    }

    mutating func previewNext() {
        switch state.position {
        case .overview:
            say("The first step is: \(stepText(0))", remember: false)
        case .step(let index) where index + 1 < stepCount:
            say("Next, step \(index + 2): \(stepText(index + 1))", remember: false)
        case .step:
            say("This is the last step. After it, you're done.", remember: false)
        case .finished:
            say("You've finished; there's nothing next.", remember: false)
        }
    }

    /// "What's step 6": read where the cook stays, and said so.
    mutating func preview(_ number: Int) {
        guard number >= 1, number <= stepCount else {
            goTo(number)
            return
        }
        let here = state.stepNumber.map { $0 == number ? " That's the step you're on." : " You're still on step \($0)." } ?? ""
        say("Step \(number) says: \(stepText(number - 1))\(here)", remember: false)
    }

    mutating func repeatLast() {
        // "What was that?" straight after a timer rang: the announcement.
        if let ring = state.lastRing {
            say(ring, remember: false)
            return
        }
        if let question = state.lastQuestion {
            handle(question)
            return
        }
        if let last = state.lastSaid {
            // The step read again asks about its timer again only while it
            // is not running, and then means it: "yes" sets it.
            if case .step(let index) = state.position, recipe.steps[index].timer != nil,
               let question = last.range(of: " Do you want a timer for ") {
                let step = String(last[..<question.lowerBound])
                if !state.timers.contains(where: { $0.name == Reply.stepTimerName(index) }), let (place, stage, count) = nextStage(of: index) {
                    // The part still to time: "the next 25 minutes" once the 20 rang.
                    state.offer = .timer(seconds: stage.seconds, step: index)
                    say(step + Self.timerQuestion(stage, place: place, count: count))
                } else {
                    say(step)
                }
                return
            }
            say(last)
        } else if case .step(let index) = state.position {
            readStep(index, offerTimer: false)
        } else {
            introduce()
        }
    }

    // MARK: Ingredients

    mutating func listIngredients() {
        guard !recipe.ingredients.isEmpty else {
            say("\(recipe.title) lists no ingredients.")
            return
        }
        // The list in the groups it is printed in, each said before its lines.
        var lines: [String] = []
        var group: String?
        for ingredient in recipe.ingredients {
            if ingredient.section != group, lines.isEmpty ? ingredient.section != nil : true {
                lines.append(ingredient.section.map(Ingredient.sectionHeading) ?? "Also:")
            }
            group = ingredient.section
            lines.append("- " + ingredient.line(scale: state.scale))
        }
        let servings = state.made
        // A long list read aloud can't be skimmed: its length first, so the cook knows what is coming.
        let count = recipe.ingredients.count
        let opening = count > Self.longList ? "\(count) ingredients for \(servings):" : "For \(servings) you need:"
        say(opening + "\n" + lines.joined(separator: "\n"))
    }

    /// Longer lists than this are introduced with their length.
    static let longList = 8

    /// "How many ingredients are there": the lines, and with groups, how many each.
    mutating func countIngredients() {
        let ingredients = recipe.ingredients
        guard !ingredients.isEmpty else {
            say("\(recipe.title) lists no ingredients.")
            return
        }
        let total = "\(recipe.title) has \(ingredients.count) \(ingredients.count == 1 ? "ingredient" : "ingredients")"
        var groups: [(section: String?, count: Int)] = []
        for ingredient in ingredients {
            if let last = groups.indices.last, groups[last].section == ingredient.section {
                groups[last].count += 1
            } else {
                groups.append((ingredient.section, 1))
            }
        }
        guard groups.count > 1, groups.contains(where: { $0.section != nil }) else {
            say(total + ".")
            return
        }
        let parts = groups.map { group in "\(group.count) " + (group.section.map(Ingredient.saidSection) ?? "more") }
        say(total + ": " + ShoppingList.spokenList(parts) + ".")
    }

    /// One line of the list, with its place in it ("3 of 16: 2 eggs"), and
    /// the part of the recipe it is for when that changes. Scaled as the
    /// whole list is.
    mutating func readIngredient(_ move: IngredientMove) {
        let ingredients = recipe.ingredients
        guard !ingredients.isEmpty else {
            state.ingredientCursor = nil
            say("\(recipe.title) lists no ingredients.")
            return
        }
        let count = ingredients.count
        let current = state.ingredientCursor.map { min($0, count - 1) }
        let index: Int
        var opening = ""
        switch move {
        case .next:
            guard let current else { index = 0; break }
            guard current + 1 < count else {
                state.ingredientCursor = nil
                say("That was the last of \(count) ingredients. Say next to go on with the recipe.", remember: false)
                return
            }
            index = current + 1
        case .previous:
            guard let current else { index = 0; break }
            if current == 0 { opening = "That is the first one. " }
            index = max(0, current - 1)
        case .again:
            index = current ?? 0
        case .number(let number):
            let wanted = number == Intent.lastStep ? count : number
            guard (1...count).contains(wanted) else {
                say("\(recipe.title) has \(count) \(count == 1 ? "ingredient" : "ingredients"); say a number from 1 to \(count).", remember: false)
                return
            }
            index = wanted - 1
        }
        let ingredient = ingredients[index]
        let before = current.flatMap { ingredients[$0].section }
        let part = ingredient.section.flatMap { $0 == before && current != nil ? nil : ", " + Ingredient.saidSection($0) } ?? ""
        state.ingredientCursor = index
        say(opening + "\(index + 1) of \(count)\(part): \(ingredient.line(scale: state.scale)).")
    }

    /// `servings`: "how much garlic for 6 people" asks about other servings
    /// than the ones being cooked, and changes nothing.
    /// "How much flour for 20 people": for a recipe that makes loaves or
    /// cookies, for as many as feed them when it says how many one feeds
    /// ("For 2 loaves, for 20 people, you need"), else said it can't tell,
    /// never the flour of 20 loaves.
    mutating func howMuch(_ name: String, forPeople people: Int) {
        guard recipe.makes != nil else { return howMuch(name, servings: Double(people)) }
        guard let count = recipe.count(forPeople: people) else {
            let thing = name.hasSuffix(" in all") ? String(name.dropLast(" in all".count)) : name
            say("\(feedsUnknown) Say, for example, how much \(thing) for \(recipe.made(Double(recipe.servings * 2))).", remember: false)
            return
        }
        howMuch(name, servings: count, people: people)
    }

    /// "You need", "For 8 servings, you need"; after "has no part called
    /// the victoria sponge" the amount is this dish's, said so ("All of
    /// Mushroom Risotto needs"), never as if it were the sponge's.
    func youNeed(_ forServings: String?, noPart: Bool) -> String {
        let need = noPart ? "\(recipe.title) needs" : "you need"
        return forServings.map { "For \($0), \(need)" } ?? (noPart ? "All of \(recipe.title) needs" : "You need")
    }

    mutating func howMuch(_ name: String, servings asked: Double? = nil, people: Int? = nil) {
        if asked == nil, people == nil, let size = MeasureSizes.answer(name) {
            say(size, remember: false)
            return
        }
        if asked == nil, people == nil, asksWhatItMakes(name) {
            tellServings()
            return
        }
        var asked = asked
        var name = name
        var note = people.map { "for \($0) \($0 == 1 ? "person" : "people")" }
        if asked == nil {
            let inAll = name.hasSuffix(" in all") ? " in all" : ""
            // "for half a loaf": for 0.5 loaves.
            let base = String(name.dropLast(inAll.count))
                .replacing(#/ (for|to make|making|when making) (half|a quarter of|a third of) an? /#) { match in
                    " \(match.output.1) \(match.output.2 == "half" ? "0.5" : match.output.2 == "a quarter of" ? "0.25" : "\(1.0 / 3)") "
                }
            // "how much flour for a double batch", "if I double it": the
            // recipe as written times that, the servings cooked unchanged.
            if let (thing, factor) = Self.recipeTimes(base) {
                (name, asked, note) = (thing + inAll, factor * Double(recipe.servings), Self.timesTheRecipe(factor))
            } else if let match = base.wholeMatch(of: Self.forAYield), let count = Double(match.output.2), count > 0 {
                let noun = String(match.output.3)
                let thing = String(match.output.1)
                if let makes = recipe.makes, makes.matches(noun) || noun == YieldRequest.pieces {
                    // "how much flour for 2 loaves": for as many of what the recipe makes.
                    (name, asked) = (thing + inAll, count)
                } else if YieldUnit.batch.matches(noun) {
                    // "for 2 batches": twice the recipe.
                    (name, asked, note) = (thing + inAll, count * Double(recipe.servings), Self.timesTheRecipe(count))
                } else if recipe.makes == nil, YieldUnit.servingWords.contains(String(noun.split(separator: " ").last ?? "")) {
                    (name, asked) = (thing + inAll, count)
                } else {
                    // "for 2 loaves" of a recipe that serves people: said, never ignored.
                    let makes = recipe.makes == nil ? "serves \(recipe.servings); it doesn't say how many \(YieldUnit(noun: noun)?.plural ?? noun) it makes"
                        : "makes \(recipe.madeAsWritten), not \(YieldUnit(noun: noun)?.plural ?? noun)"
                    let example = recipe.makes == nil ? "for \(recipe.servings * 2) people" : "for \(recipe.made(Double(recipe.servings * 2)))"
                    say("\(recipe.title) \(makes). Say, for example, how much \(thing) \(example), or for a double batch.", remember: false)
                    return
                }
            }
        }
        // "how much do I need": of what, the cook has not said.
        guard Words.stems(name).contains(where: { !Self.questionWords.contains($0) }) else {
            let example = recipe.ingredients.first.map { " Say, for example, how much \(Words.tokens($0.name).joined(separator: " "))." } ?? ""
            say("How much of what?\(example)", remember: false)
            return
        }
        // "how much sugar altogether": the parser keeps the cook's wish for one sum as " in all".
        let totalAsked = name.hasSuffix(" in all")
        if totalAsked { name = String(name.dropLast(" in all".count)) }
        let measure = Self.askedMeasure(name)
        name = measure.name
        if Words.tokens(name).contains(where: { $0.hasPrefix("calor") || $0 == "kcal" }) {
            sayCalories()
            return
        }
        var answer = IngredientMatcher.answer(name, in: recipe.ingredients)
        if answer.found.isEmpty, let meant = meantIngredient(name) { answer = meant }
        let found = narrowed(answer.found, asked: name)
        guard !found.isEmpty else {
            sayUnknownIngredient(name)
            return
        }
        if let asked, !recipe.scaleRange.contains(asked) {
            sayScaleLimit()
            return
        }
        let servings = asked ?? state.servings
        let scale = servings / Double(max(1, recipe.servings))
        // "For the mashed potatoes" in the salmon: said, not silently dropped.
        let noPart = partNotFound(name).map { "\(recipe.title) has no part called \($0). " } ?? ""
        if !answer.onlyNamedAfter, let total = total(of: found, scale: scale, asked: totalAsked) {
            let forServings = servings == Double(recipe.servings) && asked == nil ? nil : recipe.made(servings)
            let forPeople = note.map { ", " + $0 } ?? ""
            // After "no part called the victoria sponge", the amount is said as
            // this dish's, never as if it were the sponge's.
            say("\(noPart)\(youNeed(forServings.map { $0 + forPeople }, noPart: !noPart.isEmpty)) \(total).\(asked == nil ? partUsedHere(found) : "")")
            return
        }
        // Two identical lines (a page's groups lost on import) are one
        // answer said once, "twice": "2 1/4 tsp of dijon mustard, twice".
        var answers: [String] = []
        var times: [Int] = []
        // "1 onion, medium, for the beef and stock; 1 onion, large, for the tomato base": which is for what.
        let byGroup = Set(found.map { recipe.ingredients[$0].section }).count > 1
        // "5 eggs, plus 1 for the egg wash": the extra is said, or the cook buys 5.
        let extra = found.count == 1 && measure.unit == nil ? recipe.ingredients[found[0]].extra.map { ", " + $0.said } ?? "" : ""
        let said = found.map { index -> String in
            let amount = spokenAmount(index, scale: scale, withNote: found.count > 1, unit: measure.unit) + extra
            return byGroup ? Ingredient.answer(amount, inSection: recipe.ingredients[index].section) : amount
        }
        for answer in said {
            if let index = answers.firstIndex(of: answer) { times[index] += 1 } else { answers.append(answer); times.append(1) }
        }
        answers = zip(answers, times).map { answer, count in count == 1 ? answer : "\(answer), \(count == 2 ? "twice" : "\(count) times")" }
        // "1 red bell pepper, chopped; and salt and pepper to taste": lines
        // that hold commas or "and" themselves are kept apart.
        let separate = answers.count > 1 && answers.contains { $0.contains(",") || $0.contains(" and ") }
        let list = answers.count == 1 ? answers[0]
            : answers.dropLast().joined(separator: separate ? "; " : ", ") + (separate ? "; and " : " and ") + answers[answers.count - 1]
        let forServings = servings == Double(recipe.servings) && asked == nil ? nil : recipe.made(servings)
        if answer.onlyNamedAfter {
            say("\(recipe.title) doesn't call for \(answer.name), only \(list)\(forServings.map { " (for \($0))" } ?? "").")
            return
        }
        let forPeople = note.map { ", " + $0 } ?? ""
        say("\(noPart)\(youNeed(forServings.map { $0 + forPeople }, noPart: !noPart.isEmpty)) \(list).\(asked == nil ? partUsedHere(found) : "")")
    }

    /// "Melt half the butter": a step that uses part of an ingredient says
    /// so beside the whole amount, or the cook puts it all in.
    func partUsedHere(_ found: [Int]) -> String {
        guard case .step(let index) = state.position else { return "" }
        let names = Set(found.flatMap { Words.stems(recipe.ingredients[$0].name) }.filter { $0.count > 2 && !CommandGrammar.vagueWords.contains($0) })
        for sentence in SpokenText.sentences(stepText(index)) {
            let lower = sentence.lowercased()
            guard !names.isDisjoint(with: Words.stems(sentence)), lower.firstMatch(of: Self.share) != nil else { continue }
            return " Step \(index + 1) uses part of it: \(sentence)"
        }
        return ""
    }

    nonisolated(unsafe) static let share =
        #/\b(half|a third|a quarter|remaining|the rest|some of|a little of|of the|divided|\d+(?:\.\d+)? ?(?:tablespoons?|teaspoons?|tbsp|tsp|cups?|g|ml|grams?) of)\b/#

    /// "twice the recipe", "half the recipe", "1.5 times the recipe".
    static func timesTheRecipe(_ factor: Double) -> String {
        switch factor {
        case 1: "the recipe as written"
        case 2: "twice the recipe"
        case 0.5: "half the recipe"
        case 3: "three times the recipe"
        case 0.25: "a quarter of the recipe"
        default: "\(Intent.factorText(factor)) times the recipe"
        }
    }

    /// "flour for a double batch", "flour for double the recipe", "flour if
    /// I double it", "flour for half a batch": the thing asked about and
    /// the factor of the recipe as written.
    static func recipeTimes(_ name: String) -> (String, Double)? {
        func factor(_ word: Substring) -> Double? {
            switch word {
            case "double", "twice", "doubling", "twice the", "double the", "2 times the", "doubled": 2
            case "triple", "thrice", "tripling", "triple the", "3 times the", "tripled": 3
            case "quadruple", "quadrupling", "quadruple the", "4 times the", "quadrupled": 4
            case "half", "halve", "halving", "half the", "half a", "halved": 0.5
            default: nil
            }
        }
        if let match = name.wholeMatch(of: ofABatch), let times = factor(match.output.2) { return (String(match.output.1), times) }
        if let match = name.wholeMatch(of: ifIScale), let word = match.output.2 ?? match.output.3 ?? match.output.4, let times = factor(word) {
            return (String(match.output.1), times)
        }
        if let match = name.wholeMatch(of: timesARecipe), let number = Double(match.output.2), number > 0 {
            return (String(match.output.1), number + (match.output.3 == nil ? 0 : 0.5))
        }
        return nil
    }

    nonisolated(unsafe) static let ofABatch =
        #/(.+?) (?:for|to make|when making|making|if (?:i|we|you) (?:make|do|cook|bake)|when (?:i|we|you) (?:make|do|cook|bake)) (?:a |an )?(double the|twice the|triple the|quadruple the|half the|2 times the|3 times the|4 times the|half a|double|triple|quadruple|half|twice) ?(?:batch|batches|recipe|recipes|amount|quantity|quantities|portion|lot|size)?(?: of (?:it|this|the recipe))?/#

    nonisolated(unsafe) static let ifIScale =
        #/(.+?) (?:(?:if|when|once) (?:i|we|you) (double|triple|quadruple|halve|half)|(?:if|when|once) (?:it is|the recipe is|this is) (doubled|tripled|quadrupled|halved)|(?:for|when|if|after) (doubling|tripling|quadrupling|halving))(?: (?:it|this|the recipe|the batch|everything|the amounts|the quantities))?/#

    nonisolated(unsafe) static let timesARecipe =
        #/(.+?) (?:for|to make|when making|making|if (?:i|we|you) (?:make|do|cook|bake)(?: it)?) (\d+(?:\.\d+)?)( and a half)? (?:times|x)(?: the recipe| the batch| the amount| as much)?/#

    nonisolated(unsafe) static let forAYield = #/(.+?) (?:for|to make|making|when making) (\d+(?:\.\d+)?) ([a-z'-]+(?: [a-z'-]+)?)/#

    /// Words of a question that name no ingredient.
    static let questionWords: Set<String> = ["do", "i", "we", "need", "is", "it", "that", "this", "there", "use", "of", "the", "should", "will", "you", "want", "one"]

    /// "Double the recipe": "OK, scaled to 8 servings, twice the recipe's 4."
    /// Servings are whole: 1.5 times 3 is 5 servings, and said so; so are
    /// cookies. A loaf may be made in part: half the recipe's loaf is half
    /// a loaf.
    mutating func scale(by factor: Double, of base: Double, ofRecipe: Bool) {
        let exact = base * factor
        let times = switch factor {
        case 2: "twice"
        case 0.5: "half"
        case 3: "three times"
        default: "\(Intent.factorText(factor)) times"
        }
        if recipe.makesParts {
            let part = switch factor {
            case 0.25: "a quarter of"
            case 1.0 / 3: "a third of"
            case 0.75: "three quarters of"
            default: times
            }
            rescale(to: exact, note: ofRecipe ? "\(part) the recipe" : nil)
            return
        }
        let count = max(1, exact.rounded())
        // "Halve the recipe" of one serving: not "already set for 1", as if unheard.
        if exact < 1, state.servings == 1 {
            say("I can't scale \(recipe.title) below \(recipe.made(1)); it's set for 1.", remember: false)
            return
        }
        let shownBase = AmountFormatter.format(base)
        var note = ofRecipe ? "\(times) the recipe's \(shownBase)" : nil
        if abs(exact - count) > 1e-9 {
            let shown = Intent.factorText((exact * 100).rounded() / 100)
            note = "\(factor == 0.5 ? "half of" : times) \(shownBase) is \(shown); I count whole \(recipe.makes?.plural ?? "servings")"
        }
        rescale(to: count, note: note)
    }

    /// To `count` servings, or as many of what the recipe makes.
    mutating func rescale(to count: Double, note: String? = nil) {
        guard recipe.scaleRange.contains(count) else {
            sayScaleLimit()
            return
        }
        guard abs(count - state.servings) > 1e-9 else {
            say("It's already set for \(recipe.made(count)).", remember: false)
            return
        }
        state.servings = count
        state.servingsChosen = true
        // "Repeat" must read the step again with the new amounts, not the old words.
        if case .step = state.position { state.lastSaid = nil }
        // "That's 3 3/4 times the recipe, more than one tin holds": the steps still bake one batch.
        let tin = BakingVessel(of: recipe)?.note(scale: count / Double(max(1, recipe.servings))).map { " " + $0 } ?? ""
        say("OK, scaled to \(recipe.made(count))\(note.map { ", \($0)" } ?? "").\(tin) Say ingredients to hear the new amounts.", remember: false)
        save()
    }

    /// Asked for people of a loaf that does not say whom it feeds: said
    /// so, never guessed ("Wholemeal Soda Bread makes 1 loaf; ...").
    var feedsUnknown: String { "\(recipe.title) makes \(recipe.madeAsWritten); it doesn't say how many people that feeds." }

    /// "Make it for 4 people", "we're 6", "feed 8": a recipe that serves
    /// people is set for them; one that makes loaves or cookies is scaled
    /// by how many it says it serves ("OK, scaled to 2 loaves, for 20
    /// people."), and when it does not say, not at all: people are no
    /// loaves, and the cook hears what to say instead.
    mutating func feed(_ people: Int) {
        guard recipe.makes != nil else {
            rescale(to: Double(people))
            return
        }
        guard let count = recipe.count(forPeople: people) else {
            say("\(feedsUnknown) To scale it, say make \(recipe.made(Double(recipe.servings * 2))), or halve it.", remember: false)
            return
        }
        guard abs(count - state.servings) > 1e-9 || !recipe.scaleRange.contains(count) else {
            say("It's already set for \(recipe.madeAndFed(count)).", remember: false)
            return
        }
        rescale(to: count, note: "for \(people) \(people == 1 ? "person" : "people")")
    }

    /// "Make 36 cookies", "make 2 loaves", "make two batches": as many of
    /// what the recipe makes. Another thing than it makes is said so, with
    /// how to scale it, never taken for servings.
    mutating func make(_ count: Double, _ noun: String) {
        // "make 2 dozen", "make 12 of them": of what the recipe makes.
        if noun == YieldRequest.pieces, let makes = recipe.makes, !makes.matches(noun) {
            make(count, makes.plural)
            return
        }
        // "make it for half a dozen" of a stew: servings, as ever.
        if noun == YieldRequest.pieces, recipe.makes == nil, count == count.rounded() {
            rescale(to: count)
            return
        }
        if YieldUnit.servingWords.contains(String(noun.split(separator: " ").last ?? "")), recipe.makes == nil, count == count.rounded() {
            rescale(to: count)
            return
        }
        if YieldUnit.batch.matches(noun), recipe.makes.map({ !$0.matches(noun) }) ?? true {
            scale(by: count, of: Double(recipe.servings), ofRecipe: true)
            return
        }
        guard let makes = recipe.makes, makes.matches(noun) else {
            let unit = YieldUnit(noun: noun)
            let thing = unit?.plural ?? noun
            let example = recipe.makes.map { _ in "make \(recipe.made(Double(recipe.servings * 2)))" } ?? "make it for \(recipe.servings * 2)"
            let makes = recipe.makes == nil ? "serves \(recipe.servings); it doesn't say how many \(thing) it makes"
                : "makes \(recipe.madeAsWritten), not \(thing)"
            say("\(recipe.title) \(makes). To scale it, say \(example), or double the recipe.", remember: false)
            return
        }
        if !recipe.makesParts, count != count.rounded() {
            let whole = max(1, Int(count))
            say("I count whole \(makes.plural): say make \(whole) or \(whole + 1) \(makes.plural).", remember: false)
            return
        }
        rescale(to: count)
    }

    /// "How many calories": what the recipe says per serving, never "doesn't
    /// call for calories", as if they were an ingredient.
    mutating func sayCalories() {
        guard let calories = recipe.nutrition?.calories, calories > 0 else {
            say("\(recipe.title) doesn't say how many calories it has.", remember: false)
            return
        }
        say("About \(Int(calories.rounded())) calories a serving, as the recipe gives it.", remember: false)
    }

    mutating func sayScaleLimit() {
        let range = recipe.scaleRange
        let limits = recipe.makes == nil ? "for 1 to 100 servings" : "from \(recipe.made(range.lowerBound)) to \(recipe.made(range.upperBound))"
        say("I can scale \(recipe.title) \(limits).", remember: false)
    }

    /// "Set for 1 loaf, which serves about 10": the servings being cooked,
    /// or what it makes, and people too when the recipe says.
    mutating func tellServings() {
        let scaled = state.isScaled ? " (the recipe \(writtenFor))" : ""
        say("\(recipe.title) is set for \(recipe.madeAndFed(state.servings))\(scaled).")
    }

    /// "how many loaves", "how many cookies are we making": what the recipe
    /// makes, asked as "how many" of a food (was "Banana Bread doesn't call
    /// for loaves."). A thing the ingredients list ("2 bread rolls" in a
    /// recipe that makes rolls) is the ingredient, unless the cook asks
    /// what is being made ("how many rolls are we making").
    func asksWhatItMakes(_ name: String) -> Bool {
        var noun = name.hasSuffix(" in all") ? String(name.dropLast(" in all".count)) : name
        var making = false
        if let match = noun.wholeMatch(of: Self.makingTail) {
            noun = String(match.output.1)
            making = true
        }
        if noun.hasPrefix("the ") { noun = String(noun.dropFirst(4)) }
        let words = noun.split(separator: " ")
        guard (1...3).contains(words.count), words.allSatisfy({ $0.allSatisfy(\.isLetter) }) else { return false }
        // "how many are we making", "how many of them": whatever it makes.
        if making && ["of them", "them", "pieces", "servings", "portions", "people"].contains(noun) { return true }
        let answer = IngredientMatcher.answer(noun, in: recipe.ingredients)
        let anIngredient = !answer.found.isEmpty && !answer.onlyNamedAfter
        if recipe.makes?.matches(noun) == true { return making || !anIngredient }
        // "how many muffins are we making" of a loaf: what it makes, said so;
        // "how many loaves" of a stew too (was "You need 2 bay leaves"), but
        // "how many eggs" of a cake without them is still not called for.
        return (making || !ReadableIngredients.isFood(noun)) && !anIngredient
            && YieldUnit(noun: noun).map { YieldUnit.knownYields.contains($0.word) } == true
    }

    /// "loaves are we making", "cookies will we get", "muffins does it make".
    nonisolated(unsafe) static let makingTail =
        #/(.+?) (?:are|am|will|do|does|would|should|shall|did|can|is) (?:we|i|you|it|this|the recipe) (?:be )?(?:making|baking|cooking|getting|make|bake|get|end up with|yield)(?: in all| in total| altogether| today| tonight| now)?/#

    /// "is written for 4", "makes 1 loaf": the recipe as written, after
    /// "the recipe".
    var writtenFor: String {
        recipe.makes == nil ? "is written for \(recipe.servings)" : "makes \(recipe.madeAsWritten)"
    }

    /// What to buy for this recipe at the servings cooked, worked out as
    /// `sous shop` does: amounts rounded up to what is bought, pantry
    /// staples and what the cook has at home left out.
    mutating func shoppingList() {
        // Stopped or not cooking: the meal plan's list, not the last recipe's.
        if state.isIdle || state.ended {
            effects.append(.delegate(.shoppingList))
            return
        }
        let list = ShoppingList(plan: [PlannedRecipe(recipe: recipe, servings: state.servings)], pantry: state.pantry, units: state.units)
        let have = list.leftOut.filter { $0.reason == .pantry }.map(\.name)
        let haveNote = have.isEmpty ? "" : "\n(You have " + ShoppingList.spokenList(have) + ".)"
        guard !list.items.isEmpty else {
            say(have.isEmpty ? "You only need pantry staples for \(recipe.title)." : "You have everything for \(recipe.title).", remember: false)
            return
        }
        say("To buy for \(recipe.title):\n" + list.items.map { "- " + $0.line }.joined(separator: "\n") + haveNote)
    }

    // MARK: Answers and control

    mutating func answer(yes: Bool) {
        guard let offer = state.offer else {
            // "Skip it" with nothing asked: the cook wants to move on, and is told how.
            say(yes ? "There's nothing to confirm right now. Say next to carry on." : "OK. Say next when you want to move on.", remember: false)
            return
        }
        state.offer = nil
        switch offer {
        case .timer(let seconds, let step):
            if yes {
                stageStarted(step)
                startTimer(seconds: seconds, name: Reply.stepTimerName(step))
            } else {
                say("OK, no timer.", remember: false)
            }
        case .cancel(let name):
            if yes {
                cancelTimer(named: name)
            } else {
                say("OK, the \(name) timer keeps running.", remember: false)
            }
        case .cancelAll:
            if yes {
                cancelEveryTimer()
            } else {
                say(state.timers.count == 1 ? "OK, \(state.timers[0].heardName) keeps running."
                    : "OK, \(state.timers.count == 2 ? "both" : "all \(state.timers.count)") timers keep running.", remember: false)
            }
        case .fix(let seconds, let name):
            if yes {
                fixTimer(seconds: seconds, named: name)
            } else if let timer = state.timers.first(where: { $0.name == name }) {
                say("OK, the \(name) timer stays at \(DurationPhrase.spoken(timer.duration)).", remember: false)
            } else {
                say("OK.", remember: false)
            }
        }
    }

    mutating func stop() {
        if state.isIdle {
            say("OK.", remember: false)
            return
        }
        state.ended = true
        state.offer = nil
        // The cake still in the oven: "stop" ends the talk, not its timer,
        // and a cook who took it for both would leave the kitchen.
        let running = state.timers.filter { !$0.ringing }
        // A paused one is said paused: it does not ring until resumed.
        let still = running.count == 1
            ? " \(running[0].reminder.map { "The reminder to \($0)" } ?? "Your \(running[0].name) timer")"
                + (running[0].isPaused ? " is paused with " : " is still running: ") + "\(DurationPhrase.remaining(running[0].remaining(at: state.now))) left."
            : running.isEmpty ? "" : running.allSatisfy(\.isPaused) ? " Still paused: \(timeLeft(running))." : " Still running: \(timeLeft(running))."
        if case .step(let index) = state.position {
            say("OK, stopping at step \(index + 1) of \(recipe.title). Come back any time to carry on.\(still)", remember: false)
        } else {
            say("OK, stopping. Happy cooking!\(still)", remember: false)
        }
        save()
        effects.append(.end)
    }

    /// "In metric": every amount and temperature from now on, the
    /// ingredients, the steps and "how much", in those measures, for this
    /// session (a new recipe starts in the saved preference).
    mutating func readAmounts(in system: MeasuringSystem) {
        state.unitsChosen = true
        guard state.units != system else {
            say("The amounts are already in \(system.spokenName).", remember: false)
            return
        }
        state.units = system
        switch system {
        case .metric: say("OK, metric from now on: grams, millilitres and degrees Celsius.", remember: false)
        case .us: say("OK, cups, ounces and degrees Fahrenheit from now on.", remember: false)
        case .asWritten: say("OK, the amounts as the recipe writes them.", remember: false)
        }
        save()
    }

    /// The phrasings a recogniser hears best: "next please" and "wait"
    /// were accepted from every tester's voice, a lone "next" and "pause"
    /// (short words, scored lowest) seldom.
    mutating func help() {
        say("""
            You can say: next please, back, repeat, ingredients, next ingredient, go to step 3, what's next, \
            how much garlic, what can I use instead of butter, make it for 4, set a timer for 10 minutes, \
            how much time is left, cancel the timer, start over, wait, resume, speak slower or louder, or stop.
            """, remember: false)
    }
}

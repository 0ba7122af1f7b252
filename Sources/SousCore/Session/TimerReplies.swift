/// Timers: set, named, cancelled, asked about. Several run at once; a
/// kitchen timer is named for what it times ("pasta") or by its length.
extension Reply {
    /// The timer a cook means by a name: the first `timersMeant` finds.
    func timerNamed(_ name: String) -> KitchenTimer? {
        timersMeant(name).first
    }

    /// Every timer a name may mean. A length ("the 2 minute timer") means
    /// each timer of that length whatever it is called ("step 6", "oven"),
    /// so a cook who knows only how long it runs can name it, and two of
    /// them are asked about, not guessed at; a length is never taken for a
    /// near one (2 minutes is not 5).
    /// `every`: the cook said "timers" ("cancel the brownie timers"), so a
    /// timer called by the very name does not stand for the others it fits.
    func timersMeant(_ name: String, every: Bool = false) -> [KitchenTimer] {
        // "The reminder": each reminder ("remind me in 10 minutes to flip the
        // salmon"), whatever thing its deed named; "the reminder to flip the
        // salmon": the one with that deed, else the thing it names.
        if name == KitchenTimer.reminder { return state.timers.filter { $0.reminder != nil } }
        if name.hasPrefix("to ") {
            let deed = String(name.dropFirst(3))
            let exact = state.timers.filter { $0.reminder.map { nameHolds($0, deed) } == true }
            return exact.isEmpty ? timersMeant(Self.reminderName(name), every: every) : exact
        }
        // "The second one": of those ringing, in the order they rang; else
        // in the order "Which one?" named them, else as they were set.
        if let place = Self.ordinals.firstIndex(where: { name == $0 + " one" }) {
            let ringing = state.timers.filter(\.ringing).sorted { $0.endsAt < $1.endsAt }
            let asked = state.whichTimers.compactMap { name in state.timers.first { $0.name == name } }
            let order = ringing.count > 1 ? ringing : asked.count > 1 ? asked : state.timers
            return place < order.count ? [order[place]] : []
        }
        // "The 90 minute timer" is the one named "1 and a half hour" too.
        let length = DurationParser.seconds(name.split(separator: " ").map(String.init))
        let ofThatLength = state.timers.filter { DurationPhrase.adjective($0.duration) == name || $0.duration == length }
        if !ofThatLength.isEmpty { return ofThatLength }
        // "Step 2": this recipe's own, else one carried from another ("banana bread step 2").
        if name.hasPrefix("step ") || name.first?.isNumber == true || Self.ordinals.contains(where: { name.hasPrefix($0 + " ") }) {
            let exact = state.timers.filter { $0.name == name }
            if !exact.isEmpty { return exact }
            let ending = state.timers.filter { $0.name.hasSuffix(" " + name) }
            if !ending.isEmpty || !name.hasPrefix("step ") { return ending }
        }
        // "The potatoes": each timer whose name, in full, holds those words
        // (plural or not): the "potato" timer, this recipe's "step 7" of
        // Crispy Roast Potatoes, the mash's "creamy mashed potatoes step 2".
        // The open dish's name finds its own step timers as the other
        // dish's finds its; several are asked about, never guessed at.
        // "The mash" is Creamy Mashed Potatoes' too: one word for a thing called two ways.
        let holding = state.timers.filter { nameHolds(fullName(of: $0), name) }
        // "The brownie timer" of the brownie timer and the brownies' step 3
        // (or a brownies reminder): the one called so, else "Which one?"
        // would be answered by its own example for ever.
        // A name two dishes both use ("gravy" in the mash and the chicken,
        // where it is the "lemon and thyme roast chicken gravy" timer)
        // means the open dish's; else, called so in one dish only, that one.
        let called = holding.filter { $0.name == name || label(of: $0) == name }
        let calledHere = called.filter(isOfOpenDish)
        if !every, holding.count > 1, calledHere.count == 1 { return calledHere }
        if !every, holding.count > 1, called.count == 1 { return called }
        if !holding.isEmpty { return holding }
        // Else one a typo away ("past" for "pasta").
        return Array(state.timers.filter { Words.similar(Words.stem(name), Words.stem($0.name)) }.prefix(1))
    }

    /// Whether `full` holds the words of `name` in a row, plural or not,
    /// one name for a thing called two ways ("the mash" in "creamy mashed
    /// potatoes step 2").
    func nameHolds(_ full: String, _ name: String) -> Bool {
        let words = Self.nameStems(name).filter { $0 != "the" }
        let named = Self.nameStems(full)
        guard !words.isEmpty, named.count >= words.count else { return false }
        return (0...(named.count - words.count)).contains { named[$0..<($0 + words.count)].elementsEqual(words) }
    }

    /// A name's words as timers compare them: plural or not, one name for
    /// a thing called two ways.
    static func nameStems(_ text: String) -> [String] { Words.withSameNames(Words.stems(text).map(Words.searchForm)) }

    /// A timer's name as the cook gave it: "gravy" of the "lemon and thyme
    /// roast chicken gravy" timer, named by its dish beside the mash's.
    func label(of timer: KitchenTimer) -> String {
        guard let dish = timer.dish?.lowercased(), timer.name.hasPrefix(dish + " ") else { return timer.name }
        return String(timer.name.dropFirst(dish.count + 1))
    }

    /// Set while the open recipe was being cooked (its step timers too).
    func isOfOpenDish(_ timer: KitchenTimer) -> Bool {
        guard !state.isIdle else { return false }
        if let set = timer.recipe { return set.id == recipe.id }
        if let dish = timer.dish { return dish == recipe.title }
        return timer.name.wholeMatch(of: /step \d+/) != nil
    }

    /// A timer's name with its recipe: this recipe's step timers ("step 7")
    /// carry its title, as another recipe's do once it is left ("crispy
    /// roast potatoes step 7").
    func fullName(of timer: KitchenTimer) -> String {
        guard !state.isIdle, timer.name.hasPrefix("step "), Int(timer.name.dropFirst(5)) != nil else { return timer.name }
        return recipe.title.lowercased() + " " + timer.name
    }

    /// "There's no pasta timer", and for a reminder "No reminder is set"
    /// (never "There's no reminder timer"): what a name found nothing of.
    static func noneCalled(_ name: String) -> String {
        if name == KitchenTimer.reminder { return "No reminder is set" }
        if name.hasPrefix("to ") { return "There's no reminder \(name)" }
        return "There's no \(name) timer"
    }

    static let ordinals = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"]

    /// "pasta", "the rice one" after "Which one?": does to that timer
    /// what the question was asked for (cancel it, add time, restart it,
    /// change its length). False when the words name no running timer.
    mutating func timerAnswering(_ text: String) -> Bool {
        // "The pasta one": "one" (a "1" by now) goes, but not step 1's ("the step 1 timer").
        let said = CommandParser.normalizedWords(text)
        let words = said.indices.filter { index in
            !["the", "one", "1", "timer", "please", "that", "ok", "okay"].contains(said[index]) || said[index] == "1" && index > 0 && said[index - 1] == "step"
        }.map { said[$0] }
        // "The first one": counted in the order the question named them.
        let named = state.whichTimers.isEmpty ? state.timers.map(\.name) : state.whichTimers
        if words.count == 1, let place = Self.ordinals.firstIndex(of: words[0]) ?? ["1st", "2nd", "3rd"].firstIndex(of: words[0]),
           place < named.count, let timer = state.timers.first(where: { $0.name == named[place] }) {
            state.askedWhichTimer = false
            act(state.whichTimerAction, on: timer)
            return true
        }
        guard !words.isEmpty else { return false }
        if let count = Self.allAnswered(words) {
            answerAll(count: count, of: named)
            return true
        }
        let name = words.joined(separator: " ")
        // Only of the timers the question named: "the pasta" to "Which one?
        // The reminder to drain the pasta and the reminder to baste the
        // chicken" is that reminder, never the pasta timer beside them.
        var asked = self
        if !state.whichTimers.isEmpty { asked.state.timers = state.timers.filter { state.whichTimers.contains($0.name) } }
        var meant = asked.timersMeant(name)
        // "The potato one" of the potato timer and the roast potatoes' step 7: the one called so.
        if meant.count > 1, let called = meant.first(where: { $0.name == name }) { meant = [called] }
        guard let timer = meant.first else { return false }
        // "The chicken one" of the chicken's step 6 and step 7: asked again, of those two.
        guard meant.count == 1 else {
            let (verb, rest) = whichVerb
            askWhichTimer(doing: verb, among: meant, orAll: false, then: rest, for: state.whichTimerAction)
            return true
        }
        state.askedWhichTimer = false
        act(state.whichTimerAction, on: timer)
        return true
    }

    /// What "Which one?" was asked to do, as the cook says it: "add 2
    /// minutes to" (the timer), "make" (it) " 3 minutes".
    var whichVerb: (verb: String, rest: String) {
        let spoken = DurationPhrase.spoken
        return switch state.whichTimerAction {
        case .cancel: ("cancel", "")
        case .add(let seconds) where seconds < 0: ("take \(spoken(-seconds)) off", "")
        case .add(let seconds): ("add \(spoken(seconds)) to", "")
        case .restart: ("restart", "")
        case .pause: ("pause", "")
        case .resume: ("resume", "")
        case .fix(let seconds): ("make", " " + spoken(seconds))
        }
    }

    /// "All of them", "all three", "both" answering "Which one?": how many
    /// the cook said (nil: every one); nil when the words are no such answer.
    static func allAnswered(_ words: [String]) -> Int?? {
        let said = words.filter { !["of", "them", "timers", "the", "these", "those", "please", "single"].contains($0) }
        switch said {
        case ["all"], ["every"], ["everyone"], ["each"], ["lot"], ["all", "every"]: return .some(nil)
        case ["both"]: return .some(2)
        case let words where words.count == 2 && words[0] == "all": return Int(words[1]).map { .some($0) }
        default: return nil
        }
    }

    /// "Which one?" answered "all of them": each timer it named gets what was
    /// asked for; a count that is not theirs ("both" of three) is asked again.
    mutating func answerAll(count: Int?, of named: [String]) {
        let timers = named.compactMap { name in state.timers.first { $0.name == name } }
        let (verb, rest) = whichVerb
        if let count, count != timers.count {
            let list = ShoppingList.spokenList(timers.map(\.heardName))
            say("That's \(timers.count) timers: \(list). Say all of them, or the one to \(verb)\(rest).", remember: false)
            return
        }
        state.askedWhichTimer = false
        switch state.whichTimerAction {
        case .pause: return pause(timers)
        case .resume: return resume(timers)
        default: break
        }
        guard case .cancel = state.whichTimerAction else {
            for timer in timers { act(state.whichTimerAction, on: timer) }
            return
        }
        cancel(timers, called: "")
    }
    mutating func act(_ action: CookingState.TimerAction, on timer: KitchenTimer) {
        switch action {
        case .cancel: cancel(timer)
        case .add(let seconds): lengthen(timer, by: seconds)
        case .restart: startTimer(seconds: timer.duration, name: timer.name, named: true)
        case .pause: pause([timer])
        case .resume: resume([timer])
        case .fix(let seconds): change(timer, to: seconds)
        }
    }

    /// `answering`: the length answers the timer offered ("yes, for 20
    /// minutes"), so it is the step's timer; a length set unasked ("set a
    /// timer for 5 minutes" on an 8-minute step) is a timer of its own.
    mutating func setTimer(seconds: Int?, name: String?, answering: Bool = false) {
        var duration = seconds
        // A name is said in every reminder: a few words, not a paragraph.
        var label = name.map { String($0.prefix(40)).trimmingCharacters(in: .whitespaces) }.flatMap { $0.isEmpty ? nil : $0 }
        // "Yes, for 20 minutes" to "Do you want a timer for 18 minutes?": the step's timer, the cook's length.
        if label == nil, let seconds, case .timer(let offered, let step)? = state.offer, answering || seconds == offered {
            label = Reply.stepTimerName(step)
            stageStarted(step)
        }
        if duration == nil, case .step(let index) = state.position, let (_, stage, _) = offeredStage(of: index) {
            // Its timer already running: restarting it unasked loses the time done.
            if label == nil, let running = state.timers.first(where: { $0.name == Reply.stepTimerName(index) }), !running.ringing {
                if running.isPaused {
                    say("The \(running.name) timer is paused, with \(DurationPhrase.remaining(running.remaining(at: state.now))) left. Say resume the timer to carry on, or reset the timer to start it again.", remember: false)
                    return
                }
                say("The \(running.name) timer is already running, with \(DurationPhrase.remaining(running.remaining(at: state.now))) left. Say reset the timer to start it again, or give a length for another.", remember: false)
                state.askedTimerLength = true
                state.askedTimerName = nil
                return
            }
            duration = stage.seconds
            if label == nil { stageStarted(index) }
            label = label ?? Reply.stepTimerName(index)
        }
        guard let duration, duration > 0 else {
            if duration == nil, let deed = label, deed.hasPrefix("to ") {
                // "Remind me to baste the chicken": when, not how long.
                say("In how long should I remind you \(deed)? Say, for example, 20 minutes.", remember: false)
            } else {
                let start = duration == 0 ? "A timer needs at least a second." : "For how long?"
                say("\(start) Say, for example, set a timer for 10 minutes.", remember: false)
            }
            state.askedTimerLength = true
            state.askedTimerName = label
            return
        }
        guard duration <= 24 * 3600 else {
            say("Timers can run for up to 24 hours.", remember: false)
            return
        }
        // "Set a bread timer for 20 minutes" on a 20-minute step times the
        // step: it is not offered its own timer again beside it.
        if !(label ?? "").hasPrefix("step "), case .step(let index) = state.position,
           let (_, stage, _) = nextStage(of: index), (stage.seconds...(stage.upTo ?? stage.seconds)).contains(duration) {
            stageStarted(index)
        }
        // Ringing while the other dish is open, it says which dish it was for.
        let openDish = state.isIdle ? nil : recipe.title
        guard var label else {
            let name = freeName(for: duration)
            start(KitchenTimer(name: name, duration: duration, endsAt: state.now + Double(duration), dish: openDish, recipe: openRecipe), named: false)
            return
        }
        // "To baste the chicken": the chicken timer, that rings "Time to baste the chicken".
        var reminder: String?
        if label.hasPrefix("to ") {
            reminder = String(label.dropFirst(3))
            label = Self.reminderName(label)
        }
        let dish = label.hasPrefix("step ") && Int(label.dropFirst(5)) != nil ? nil : openDish
        // "A 25 minute timer for the brownies" with the brownie timer running
        // in this dish: the same thing, so the same timer, as if its name
        // were said again (never a second "brownies" timer beside it, which
        // "cancel the brownie timer" could not tell apart).
        if reminder == nil, !state.timers.contains(where: { $0.name == label }),
           let same = state.timers.first(where: { $0.reminder == nil && !$0.isNamedByLength && $0.dish == dish
               && Self.nameStems($0.name) == Self.nameStems(label) }) {
            label = same.name
        }
        // The mash's potato timer, set again in the roast potatoes: both
        // run, this one named by its dish, as step timers are; in the same
        // dish it starts again.
        var name = label
        var besideOther: String?
        if let dish, let other = state.timers.first(where: { $0.name == label }), let otherDish = other.dish, otherDish != dish {
            name = dish.lowercased() + " " + label
            if !state.timers.contains(where: { $0.name == name }) { besideOther = otherDish }
        }
        // The same deed asked again is that reminder, whatever it came to be
        // called ("drain the pasta" beside a pasta timer since cancelled):
        // it starts again, never a second one beside it.
        if let reminder, let same = state.timers.first(where: { $0.reminder == reminder && $0.dish == dish }) {
            name = same.name
        }
        // "Remind me to drain the pasta" with the pasta timer (or a reminder
        // to stir the pasta) running: both run, the reminder called by its
        // deed, never starting the other again in its place, which would
        // lose the pasta's time unsaid.
        var beside: KitchenTimer?
        if let reminder, let other = state.timers.first(where: { $0.name == name }), other.reminder != reminder {
            beside = other
            name = freeName(forDeed: reminder)
        }
        // "Set a pasta timer" with a reminder to drain the pasta (the "pasta"
        // timer) running: the reminder takes its deed for its name and runs
        // on; the pasta timer is new, never that reminder started again.
        if reminder == nil, let index = state.timers.firstIndex(where: { $0.name == name }), let deed = state.timers[index].reminder {
            let moved = state.timers[index]
            let called = freeName(forDeed: deed)
            state.timers[index].name = called
            effects.append(.timerCancelled(moved.name))
            effects.append(.timerStarted(state.timers[index]))
            beside = state.timers[index]
        }
        let again = reminder != nil && beside != nil && state.timers.contains { $0.name == name }
        start(KitchenTimer(name: name, duration: duration, endsAt: state.now + Double(duration), dish: dish, reminder: reminder, recipe: openRecipe),
              named: true)
        if let besideOther { say("The \(label) timer you set in \(besideOther) keeps running.", remember: false) }
        if let beside, !again {
            let left = beside.isPaused ? "is paused" : beside.ringing ? "is still ringing" : "keeps running"
            say("\(beside.heardName.sentenceStart) \(left).", remember: false)
        }
    }

    /// "To take the bread out" is the bread timer: the deed's first word and
    /// the little words before the thing go, and the thing ends at the next
    /// little word ("the cake in the oven" is the cake), so the cook can say
    /// "cancel the bread timer" or "how long left on the bread".
    static func reminderName(_ deed: String) -> String {
        let little: Set<String> = [
            "the", "a", "an", "on", "my", "some", "in", "at", "off", "out", "up", "down", "over", "of", "into", "to", "again", "now",
            "and", "then", "with", "before", "after", "so", "until", "if", "when", "it", "them", "for", "from",
        ]
        let words = deed.split(separator: " ").map(String.init).dropFirst(2).drop { little.contains($0) }.prefix { !little.contains($0) }
        return words.isEmpty ? String(deed.dropFirst(3)) : words.prefix(3).joined(separator: " ")
    }

    /// An unnamed timer is named by its length; a second one of the same
    /// length runs beside the first ("second 10 minute"), never restarts it.
    func freeName(for duration: Int) -> String {
        let plain = DurationPhrase.adjective(duration)
        let ordinals = ["second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"].map { "\($0) \(plain)" }
        return ([plain] + ordinals + (11...99).map { "\(plain) number \($0)" })
            .first { candidate in !state.timers.contains { $0.name == candidate } } ?? plain
    }

    /// A reminder's name from its deed ("drain the pasta"), numbered when
    /// a timer already has it ("drain the pasta 2").
    func freeName(forDeed deed: String) -> String {
        let plain = String(deed.prefix(40))
        return ([plain] + (2...99).map { "\(plain) \($0)" }).first { candidate in !state.timers.contains { $0.name == candidate } } ?? plain
    }

    /// The open recipe, as a timer set now names its dish; nil when idle.
    var openRecipe: KitchenTimer.Dish? { state.isIdle ? nil : KitchenTimer.Dish(id: recipe.id, title: recipe.title) }

    /// `named`: the cook gave the name ("pasta"); otherwise the name says
    /// the length already ("the 10 minute timer is running"). `model`: the
    /// timer this one takes the dish and reminder of, by default the one of
    /// that name it replaces ("reset the timer" still reminds the cook to
    /// baste the chicken).
    mutating func startTimer(seconds: Int, name: String, named: Bool = true, like model: KitchenTimer? = nil) {
        let model = model ?? state.timers.first { $0.name == name }
        // A timer set again keeps its dish; a new one (a step's) is the open recipe's.
        start(KitchenTimer(name: name, duration: seconds, endsAt: state.now + Double(seconds), dish: model?.dish, reminder: model?.reminder,
                           recipe: model.map(\.recipe) ?? openRecipe, stepGist: model?.stepGist),
              named: named)
    }

    /// Starts `timer`, in place of any of its name, and says so.
    mutating func start(_ timer: KitchenTimer, named: Bool) {
        let name = timer.name, seconds = timer.duration
        // A step timer keeps what its step said, to ring with it in another dish.
        var timer = timer
        if let gist = stepGist(of: timer) { timer.stepGist = gist }
        let replaced = state.timers.contains { $0.name == name && !$0.ringing }
        let wasPaused = state.timers.contains { $0.name == name && $0.isPaused }
        state.timers.removeAll { $0.name == name }
        state.timers.append(timer)
        state.offer = nil
        state.justStarted = name
        state.lastSetTimer = name
        state.exchangesSinceTimerSet = 0
        effects.append(.timerStarted(timer))
        let length = DurationPhrase.spoken(seconds)
        if let reminder = timer.reminder {
            // The deed said back with the length: the cook hears both were understood.
            say(replaced ? "The reminder to \(reminder) was already running; it starts again for \(length)."
                         : "OK, in \(length) I'll remind you to \(reminder).", remember: false)
        } else if named {
            say(replaced ? "The \(name) timer was \(wasPaused ? "paused" : "already running"); it starts again for \(length)."
                         : "OK, the \(name) timer for \(length) is running.", remember: false)
        } else {
            say("OK, the \(name) timer is running.", remember: false)
        }
        save()
    }

    mutating func cancelTimer(named name: String?) {
        if name == nil, let offer = state.offer {
            // "Cancel" to "Do you want a timer?" means no; but with timers
            // running (a dish reopened offers its step's timer) the cook may
            // mean one of those: asked, never cancelled unasked.
            answer(yes: false)
            guard case .timer = offer, !state.timers.isEmpty else { return }
            if state.timers.count == 1 {
                let only = state.timers[0]
                state.offer = .cancel(timer: only.name)
                say("Do you want \(namedWithDish(only)) cancelled? Say yes or no.", remember: false)
            } else {
                askWhichTimer(doing: "cancel", example: state.timers[0], orAll: true, asking: "If you meant a running timer, which one?",
                              for: .cancel)
            }
            return
        }
        guard !state.timers.isEmpty else {
            say("No timers are running.", remember: false)
            return
        }
        // "Cancel both timers" with three running: which two is a guess.
        if name == KitchenTimer.both, state.timers.count > 2 {
            let running = ShoppingList.spokenList(state.timers.map(\.heardName))
            say("There are \(state.timers.count) timers: \(running). Say cancel all timers, or name the one to cancel.", remember: false)
            return
        }
        // "Cancel all timers" said in one dish, with another's running:
        // asked, naming those; "stop both" and "cancel both timers" say so already.
        if name == KitchenTimer.all, askCancellingOtherDishes() { return }
        if name == KitchenTimer.all || name == KitchenTimer.both {
            cancelEveryTimer()
            return
        }
        let victim: KitchenTimer?
        if let name {
            let meant = timersMeant(name)
            guard meant.count < 2 else {
                // Two 10 minute timers: cancelling the wrong one is worse than asking.
                askWhichTimer(doing: "cancel", among: meant, orAll: false, for: .cancel)
                return
            }
            victim = meant.first
        } else if state.timers.count == 1 {
            victim = state.timers[0]
        } else {
            // Cancelling the wrong one of several is worse than asking.
            askWhichTimer(doing: "cancel", example: state.timers[0], orAll: true, for: .cancel)
            return
        }
        guard let victim else {
            let running = ShoppingList.spokenList(state.timers.map(\.heardName))
            say("\(Self.noneCalled(name ?? "")); \(running) \(state.timers.count == 1 ? "is" : "are") running.", remember: false)
            return
        }
        cancel(victim)
    }

    /// "Cancel all timers" (or "yes" to "Cancel all 3?"), "cancel both timers".
    mutating func cancelEveryTimer() {
        guard !state.timers.isEmpty else {
            say("No timers are running.", remember: false)
            return
        }
        for timer in state.timers { effects.append(.timerCancelled(timer.name)) }
        say(state.timers.count == 1 ? "OK, \(state.timers[0].heardName) is cancelled." : state.timers.count == 2 ? "OK, both timers are cancelled." : "OK, all \(state.timers.count) timers are cancelled.",
            remember: false)
        for timer in state.timers { stageUntimed(timer) }
        state.timers.removeAll()
        save()
    }

    /// A timer of another dish in progress: its step timer, carried with
    /// its title ("creamy mashed potatoes step 2"), or one the cook set
    /// while cooking it ("potato", "1 minute"). Timers set with no recipe
    /// open belong to no dish.
    func belongsToAnotherDish(_ timer: KitchenTimer) -> Bool {
        guard !state.isIdle else { return false }
        if let dish = timer.dish { return dish != recipe.title }
        return timer.name.wholeMatch(of: /.+ step \d+/) != nil
    }

    /// "Cancel all timers" in the salmon while the mash simmers: the cook
    /// may mean this dish's, and a lost simmer timer is found out only when
    /// the potatoes are mush. So the other dish's timers are named and
    /// "Cancel all 3?" asked; yes cancels them all. False (nothing said)
    /// when every timer is this dish's, as in a single-dish session.
    private mutating func askCancellingOtherDishes() -> Bool {
        let others = state.timers.filter(belongsToAnotherDish)
        guard !others.isEmpty else { return false }
        let named = others.map { timer in
            // "The potato timer you set in Creamy Mashed Potatoes"; a name that holds its dish says it already.
            guard let dish = timer.dish, !timer.name.hasPrefix(dish.lowercased()) else { return timer.heardName }
            return "\(timer.heardName) you set in \(dish)"
        }
        var stops = ShoppingList.spokenList(named)
        if others.count == 1, !others[0].ringing {
            stops += ", which has \(DurationPhrase.remaining(others[0].remaining(at: state.now))) left"
        }
        let count = state.timers.count
        let question = count == 1 ? "Cancel it?" : count == 2 ? "Cancel both?" : "Cancel all \(count)?"
        let lead = others.count == count ? "No timer of \(recipe.title) is running; that stops \(stops)." : "That also stops \(stops)."
        state.offer = .cancelAll
        say("\(lead) \(question) Say yes or no.", remember: false)
        return true
    }

    /// "Cancel the sourdough timers", "cancel all the 10 minute timers":
    /// each timer the name fits, and those the cook set while cooking a dish
    /// so named; the cook said all, so none is asked about.
    mutating func cancelTimers(named name: String) {
        var meant = timersMeant(name, every: true)
        for timer in state.timers where timer.dish.map({ nameHolds($0, name) }) == true && !meant.contains(timer) { meant.append(timer) }
        guard !meant.isEmpty else {
            guard !state.timers.isEmpty else {
                say("No timers are running.", remember: false)
                return
            }
            let running = ShoppingList.spokenList(state.timers.map(\.heardName))
            say("\(Self.noneCalled(name)); \(running) \(state.timers.count == 1 ? "is" : "are") running.", remember: false)
            return
        }
        cancel(state.timers.filter(meant.contains), called: name)
    }

    /// Several cancelled at once, said by count: "OK, both timers are
    /// cancelled.", "OK, all 3 sourdough timers are cancelled."
    private mutating func cancel(_ timers: [KitchenTimer], called name: String) {
        guard timers.count > 1 else {
            if let only = timers.first { cancel(only) }
            return
        }
        let names = Set(timers.map(\.name))
        for timer in timers { stageUntimed(timer) }
        state.timers.removeAll { names.contains($0.name) }
        for timer in timers { effects.append(.timerCancelled(timer.name)) }
        let kind = name.isEmpty ? "timers" : name == KitchenTimer.reminder ? "reminders" : "\(name) timers"
        // "All three 5 minute timers": two numbers in a row are one to the ear.
        let words = ["three", "four", "five", "six", "seven", "eight", "nine", "ten"]
        let count = name.first?.isNumber == true && words.indices.contains(timers.count - 3) ? words[timers.count - 3] : String(timers.count)
        say(timers.count == 2 ? "OK, both \(kind) are cancelled." : "OK, all \(count) \(kind) are cancelled.", remember: false)
        save()
    }

    private mutating func cancel(_ victim: KitchenTimer) {
        state.timers.removeAll { $0.name == victim.name }
        stageUntimed(victim)
        effects.append(.timerCancelled(victim.name))
        // "OK, the reminder to flip the salmon is cancelled.": what it was for, as it would have rung.
        // "OK, the 10 minute timer for the Garlic Green Beans is cancelled.": said in the soup, which pan it was.
        say("OK, \(namedWithDish(victim)) is cancelled.", remember: false)
        save()
    }

    mutating func describeTimers(named name: String? = nil) {
        guard !state.timers.isEmpty else {
            // "How long does this bake for": the step's own time, when it has one.
            if case .step(let index) = state.position, !recipe.steps[index].stages.isEmpty {
                say("No timers are running; step \(index + 1) takes \(Self.stepTimeSpoken(recipe.steps[index])). Say start a timer to time it.", remember: false)
            } else {
                say("No timers are running.", remember: false)
            }
            return
        }
        var timers = state.timers
        if let name {
            // "The banana bread": each of its timers.
            let named = timersMeant(name)
            guard !named.isEmpty else {
                say("\(Self.noneCalled(name)); \(timeLeft(state.timers)).", remember: false)
                return
            }
            timers = named
        }
        let sentence = timeLeft(timers)
        // Not kept for "repeat": the time left is stale a moment later.
        say(sentence.sentenceStart + ".", remember: false)
    }

    /// "the pasta timer has 4 minutes left; the rice timer is done".
    func timeLeft(_ timers: [KitchenTimer]) -> String {
        timers.sorted { $0.due(at: state.now) < $1.due(at: state.now) }.map { timer in
            // "The reminder to baste the chicken has 2 minutes left": what it is for, as it will ring (`heardName`).
            // "The 2 minute timer for the Banana Bread": set in the other dish, as it rings.
            let dish = forItsDish(timer)
            let called = Self.called(timer, left: timer.remaining(at: state.now)) + dish
            let left = DurationPhrase.remaining(timer.remaining(at: state.now))
            // "The pasta timer is paused with 6 minutes and 20 seconds left": not counting down.
            if timer.isPaused { return "\(called) is paused with \(left) left" }
            return timer.ringing ? timer.heardName + dish + " is done"
                : "\(called) has \(left) left"
        }.joined(separator: "; ")
    }

    /// The timer a cook means by "the timer" when changing one: the one
    /// named, else the only one, else asked about (nil).
    /// A name several timers fit ("the 10 minute timer" of two) is asked
    /// about too: changing the wrong one is worse than asking. `action` is
    /// what the answer to "Which one?" then does.
    private mutating func timerMeant(_ name: String?, doing verb: String, then rest: String = "",
                                     for action: CookingState.TimerAction) -> KitchenTimer? {
        guard !state.timers.isEmpty else {
            say("No timers are running.", remember: false)
            return nil
        }
        if let name {
            let meant = timersMeant(name)
            guard meant.count < 2 else {
                askWhichTimer(doing: verb, among: meant, orAll: false, then: rest, for: action)
                return nil
            }
            guard let timer = meant.first else {
                say("\(Self.noneCalled(name)); \(timeLeft(state.timers)).", remember: false)
                return nil
            }
            return timer
        }
        guard state.timers.count == 1 else {
            askWhichTimer(doing: verb, example: state.timers.first { $0.name.hasPrefix("step ") } ?? state.timers[0], orAll: false, then: rest,
                          for: action)
            return nil
        }
        return state.timers[0]
    }

    /// "Which one? The pasta timer and the rice timer are running. Say, for
    /// example, cancel the pasta timer." Of `among` (those a name fits),
    /// else of every timer; "the first one" then counts in this order.
    /// The example is one a cook can say: `example`, else a timer with a
    /// name of its own, else "the second 10 minute timer".
    /// The short answer ("the egg", "the second one") then does `action`.
    private mutating func askWhichTimer(doing verb: String, among: [KitchenTimer]? = nil, example: KitchenTimer? = nil,
                                        orAll: Bool, then rest: String = "", asking question: String = "Which one?",
                                        for action: CookingState.TimerAction) {
        let timers = among ?? state.timers
        state.whichTimers = timers.map(\.name)
        state.askedWhichTimer = true
        state.whichTimerAction = action
        // "The reminder to flip the salmon": a reminder by what it is for, as it rings.
        // The other dish's with its name: "the pasta timer for the Garlic Green Beans".
        func list(_ timers: [KitchenTimer]) -> String { ShoppingList.spokenList(timers.map(namedWithDish)) }
        // Two timers one length fits: "both run for 10 minutes".
        let sameLength = among != nil && Set(timers.map(\.duration)).count == 1
        // "The rice timer is ringing and the egg timer is running": a done
        // timer is not running, nor is a paused one.
        let groups = [(timers.filter(\.ringing), "ringing"), (timers.filter(\.isCounting), "running"), (timers.filter(\.isPaused), "paused")]
            .filter { !$0.0.isEmpty }
        let which = if sameLength {
            list(timers) + " \(timers.count == 2 ? "both" : "all") run for \(DurationPhrase.spoken(timers[0].duration))"
        } else if groups.count == 1 {
            list(timers) + " are " + groups[0].1
        } else {
            ShoppingList.spokenList(groups.map { list($0.0) + ($0.0.count == 1 ? " is " : " are ") + $0.1 })
        }
        // The example picks one when said: never a name that fits two ("the
        // brownie timer" of the brownie and brownies ones), asked again for ever.
        let candidates = [example].compactMap { $0 } + timers.filter { $0.reminder == nil && DurationPhrase.adjective($0.duration) != $0.name } + timers.reversed()
        let named = candidates.first { timersMeant($0.name) == [$0] }.map { "the \($0.name) timer" } ?? "the first one"
        say("\(question) \(which.sentenceStart). Say, for example, \(verb) \(named)\(rest)"
            + (orAll ? ", or \(verb) all timers." : "."), remember: false)
    }

    /// "5 more minutes": a running (or ringing) timer made longer; right
    /// after one was silenced, that one again ("not done yet").
    mutating func addToTimer(seconds: Int, named name: String?) {
        // "Take off 2 minutes": of a timer still running, never one set anew.
        if seconds < 0 {
            let length = DurationPhrase.spoken(-seconds)
            guard let timer = timerMeant(name, doing: "take \(length) off", for: .add(seconds: seconds)) else { return }
            return lengthen(timer, by: seconds)
        }
        // One ringing now comes before one silenced a moment ago ("5 more
        // minutes" with the rice ringing revived the reminder just stopped).
        let ringingNow = state.timers.contains(where: \.ringing)
        if let silenced = recentlySilenced(named: name), name != nil || !ringingNow {
            state.lastSilenced = nil
            // "The 3 second timer for 5 minutes" is no name: an unnamed one is named anew.
            if silenced.isNamedByLength { setTimer(seconds: seconds, name: nil) } else { startTimer(seconds: seconds, name: silenced.name, named: true, like: silenced) }
            return
        }
        // While one rings, that one; two ringing are asked about: time
        // added to the wrong pan is worse than asking.
        let ringing = state.timers.filter(\.ringing)
        if name == nil, ringing.count == 1 {
            return addToTimer(seconds: seconds, named: ringing[0].name)
        }
        if name == nil, ringing.count > 1 {
            return askWhichTimer(doing: "add \(DurationPhrase.spoken(seconds)) to", among: ringing, orAll: false, for: .add(seconds: seconds))
        }
        // "Give it 5 more minutes" with nothing running: time those 5 minutes.
        if name == nil, state.timers.isEmpty {
            return setTimer(seconds: seconds, name: nil)
        }
        // "The whites are still runny, add 2 minutes" on step 8 while only
        // step 2's onions are timed: the eggs get their own 2 minutes.
        if name == nil, case .step(let index) = state.position, state.timers.count == 1,
           let other = state.timers.first, other.name.contains("step "), other.name != Reply.stepTimerName(index) {
            return startTimer(seconds: seconds, name: Reply.stepTimerName(index))
        }
        guard let timer = timerMeant(name, doing: "add \(DurationPhrase.spoken(seconds)) to",
                                     for: .add(seconds: seconds)) else { return }
        lengthen(timer, by: seconds)
    }

    mutating func lengthen(_ timer: KitchenTimer, by seconds: Int) {
        var longer = timer
        let left = max(0, timer.remaining(at: state.now)) + Double(seconds)
        guard left <= 24 * 3600 else {
            say("Timers can run for up to 24 hours.", remember: false)
            return
        }
        guard left >= 1 else {
            let now = timer.ringing ? "is already done" : "has only \(DurationPhrase.remaining(timer.remaining(at: state.now))) left"
            let called = timer.heardName.sentenceStart
            say("\(called) \(now). Say cancel \(timer.heardName) to stop it.", remember: false)
            return
        }
        longer.ringing = false
        longer.lastAnnounced = nil
        state.timers.removeAll { $0.name == timer.name }
        // Paused, it stays paused with the time changed: the cook said when it goes on.
        if timer.isPaused {
            longer.pausedLeft = left
            state.timers.append(longer)
            effects.append(.timerPaused(longer))
            say("OK, \(Self.called(timer, left: left)) now has \(DurationPhrase.remaining(left)) left; it is still paused.", remember: false)
            save()
            return
        }
        longer.endsAt = state.now + left
        state.timers.append(longer)
        effects.append(.timerStarted(longer))
        say("OK, \(Self.called(timer, left: left)) now has \(DurationPhrase.remaining(left)) left.", remember: false)
        save()
    }

    /// "The 10 minute timer", or, with more left than that after "5 more
    /// minutes", "the timer you set for 10 minutes": not "the 10 minute timer
    /// has 30 minutes left". The name stays (displays and "cancel the 10
    /// minute timer" know it by it).
    static func called(_ timer: KitchenTimer, left: Double) -> String {
        guard timer.isNamedByLength, left > Double(timer.duration) else { return timer.heardName }
        let ordinal = timer.name.dropLast(DurationPhrase.adjective(timer.duration).count).trimmingCharacters(in: .whitespaces)
        return "the \(ordinal.isEmpty ? "" : ordinal + " ")timer you set for \(DurationPhrase.spoken(timer.duration))"
    }

    /// "Reset the timer": from its full length again, not cancelled.
    /// "No, fifteen minutes" to "OK, the 50 minute timer is running": the
    /// length was misheard (numbers are what a recogniser confuses most),
    /// so the timer changes to the cook's length from now; a second timer
    /// would leave the wrong one to ring. While Sous asks "For how long?"
    /// or offers a timer, it is simply the length.
    mutating func fixTimer(seconds: Int, named name: String?) {
        if state.askedTimerLength || state.offer != nil {
            state.askedTimerLength = false
            return answerLength(seconds, name: name ?? state.askedTimerName)
        }
        guard !state.timers.isEmpty else { return setTimer(seconds: seconds, name: name) }
        guard let timer = timerMeant(name, doing: "make", then: " " + DurationPhrase.spoken(seconds), for: .fix(seconds: seconds)) else { return }
        change(timer, to: seconds)
    }

    /// "No, I said 15" with no timer just set or told of: the servings when
    /// they were what was last set or asked; else, with one timer running,
    /// asked whether it is meant; with several, which; with none, what.
    mutating func correct(to number: Int, servingsTalkedOf: Bool) {
        if servingsTalkedOf {
            handle(.servings(number))
            state.servingsTalkedOf = true
            return
        }
        switch state.timers.count {
        case 0:
            say("\(number) what? To cook for \(number), say make it for \(number); for a timer, say set a timer for \(number) minutes.", remember: false)
        case 1:
            let timer = state.timers[0]
            let seconds = CookingSession.inUnit(number, of: timer)
            guard seconds != timer.duration else { return change(timer, to: seconds) }
            state.offer = .fix(seconds: seconds, timer: timer.name)
            say("Make \(timer.heardName) \(DurationPhrase.spoken(seconds))? Say yes or no.", remember: false)
        default:
            fixTimer(seconds: number * 60, named: nil)
        }
    }

    /// "Make it 15" after other talk, with the potato timer set to 50
    /// minutes a moment ago: the timer the number may well be meant for,
    /// when it was set in the last few exchanges (`recentTimerExchanges`),
    /// still runs, and the number fits a length better than servings: the
    /// way its length is misheard (50 and 15), or more than twice what the
    /// recipe serves (or more than it can be scaled to). Nil: the servings.
    func recentTimerFitting(_ number: Int) -> KitchenTimer? {
        guard let name = state.lastSetTimer, state.exchangesSinceTimerSet <= CookingState.recentTimerExchanges,
              let timer = state.timers.first(where: { $0.name == name }) else { return nil }
        let seconds = CookingSession.inUnit(number, of: timer)
        guard number > 0, seconds != timer.duration, seconds <= 24 * 3600 else { return nil }
        let twin = Self.misheardTwin(timer.duration) == seconds
        let tooMany = Double(number) > 2 * Double(recipe.servings) || !recipe.scaleRange.contains(Double(number))
        return twin || tooMany ? timer : nil
    }

    /// "Make the potato timer 15 minutes, or cook for 15?": asked, never
    /// guessed; each answer is said in full, so it is a command of its own.
    mutating func askTimerOrServings(_ number: Int, timer: KitchenTimer) {
        let length = DurationPhrase.spoken(CookingSession.inUnit(number, of: timer))
        let called = timer.heardName
        say("Make \(called) \(length), or cook for \(number)? Say make \(called) \(length), or make it for \(number).", remember: false)
    }

    /// The timer meant, set to the cook's length from now.
    mutating func change(_ timer: KitchenTimer, to seconds: Int) {
        if seconds == timer.duration {
            // "No, fifty minutes" to "the 50 minute timer": likely fifteen,
            // misheard the same way twice, so asked as a yes or no. Other
            // numbers have no such twin.
            guard let twin = Self.misheardTwin(seconds) else {
                say("The \(timer.name) timer is already \(DurationPhrase.spoken(seconds)). If I heard you wrong, cancel it and say the length another way, for example a quarter of an hour.",
                    remember: false)
                return
            }
            state.offer = .fix(seconds: twin, timer: timer.name)
            say("The \(timer.name) timer is already \(DurationPhrase.spoken(seconds)). Did you mean \(DurationPhrase.spoken(twin))? Say yes or no.",
                remember: false)
            return
        }
        guard seconds <= 24 * 3600 else {
            say("Timers can run for up to 24 hours.", remember: false)
            return
        }
        state.timers.removeAll { $0.name == timer.name }
        effects.append(.timerCancelled(timer.name))
        // An unnamed timer is named by its length: renamed with the new one.
        let unnamed = timer.isNamedByLength
        let (old, new) = (DurationPhrase.spoken(timer.duration), DurationPhrase.spoken(seconds))
        if unnamed {
            setTimer(seconds: seconds, name: nil)
        } else {
            startTimer(seconds: seconds, name: timer.name, named: true, like: timer)
        }
        if let index = effects.lastIndex(where: { if case .say = $0 { true } else { false } }), case .say(let last) = effects[index] {
            effects[index] = .say("\(new.sentenceStart), not \(old). " + last)
        }
    }

    /// A length given while Sous waits for one: the timer offered or asked
    /// about, or, asked "Did you mean 15 minutes?", that timer's.
    mutating func answerLength(_ seconds: Int, name: String?) {
        switch state.offer {
        case .fix(_, let timer)?, .cancel(let timer)?:
            state.offer = nil
            return fixTimer(seconds: seconds, named: timer)
        default:
            break
        }
        setTimer(seconds: seconds, name: name, answering: true)
    }

    /// 15 and 50 minutes, 13 and 30 seconds...: the "-teen" and "-ty"
    /// numbers differ by a final "n" that a recogniser easily loses.
    /// "Ten" heard as "two", "nine" as "one" and "ninety" as "twenty" were
    /// the other slips testers' voices made at high confidence (never the
    /// other way).
    static func misheardTwin(_ seconds: Int) -> Int? {
        let (unit, count) = seconds % 60 == 0 ? (60, seconds / 60) : (1, seconds)
        switch count {
        case 13...19: return (count - 10) * 10 * unit
        case 30, 40, 50, 60, 70, 80, 90: return (count / 10 + 10) * unit
        case 2: return 10 * unit
        case 1: return 9 * unit
        // "Ninety" came out "twenty" in 4 of 6 voices: a 90-minute simmer timed for 20.
        case 20: return 90 * unit
        default: return nil
        }
    }

    /// "Reset the timer" right after one was silenced means that one
    /// ("it needs another go"), as "5 more minutes" does; never another
    /// still running, whose time done would be thrown away. While one rings,
    /// the ringing one: it has nothing left to lose.
    mutating func restartTimer(named name: String?) {
        if let silenced = recentlySilenced(named: name) {
            state.lastSilenced = nil
            let unnamed = silenced.isNamedByLength
            startTimer(seconds: silenced.duration, name: unnamed ? freeName(for: silenced.duration) : silenced.name, named: !unnamed, like: silenced)
            return
        }
        let ringing = state.timers.filter(\.ringing)
        if name == nil, ringing.count == 1 {
            return startTimer(seconds: ringing[0].duration, name: ringing[0].name, named: true)
        }
        guard let timer = timerMeant(name, doing: "restart", for: .restart) else { return }
        startTimer(seconds: timer.duration, name: timer.name, named: true)
    }

    /// The timer silenced moments ago (within 10 minutes of its end) and
    /// not set again since: what "the timer" means straight after.
    func recentlySilenced(named name: String?) -> KitchenTimer? {
        guard let silenced = state.lastSilenced, name == nil || name == silenced.name, state.now - silenced.endsAt < 600,
              !state.timers.contains(where: { $0.name == silenced.name }) else { return nil }
        return silenced
    }

    // MARK: Pausing

    /// "Pause the pasta timer", "hold the timer": of the timers counting
    /// down, the one named, else the only one, else "Which one?" (pausing
    /// the wrong pan's timer is found out only when it is overdone). It
    /// keeps the time it has left and does not ring until resumed.
    mutating func pauseTimer(named name: String?) {
        let counting = state.timers.filter(\.isCounting)
        if name == KitchenTimer.all || name == KitchenTimer.both {
            guard !counting.isEmpty else { return sayNoneCounting() }
            return pause(counting)
        }
        if let name {
            let meant = timersMeant(name)
            guard !meant.isEmpty else { return sayNoneCalled(name) }
            let going = meant.filter(\.isCounting)
            if going.count > 1 { return askWhichTimer(doing: "pause", among: going, orAll: false, for: .pause) }
            guard let timer = going.first else { return sayNotCounting(meant[0]) }
            return pause([timer])
        }
        if counting.count > 1 {
            return askWhichTimer(doing: "pause", among: counting, orAll: true, for: .pause)
        }
        guard let timer = counting.first else { return sayNoneCounting() }
        pause([timer])
    }

    /// "Resume the pasta timer", "continue the timer", "start the timer
    /// again": a paused timer goes on with the time it had left. With none
    /// paused, one that just rang (or rings) starts again from its full
    /// length, as "start the timer again" did before timers could pause.
    mutating func resumeTimer(named name: String?) {
        let paused = state.timers.filter(\.isPaused)
        if name == KitchenTimer.all || name == KitchenTimer.both {
            guard !paused.isEmpty else { return sayNonePaused() }
            return resume(paused)
        }
        let meant = name.map { timersMeant($0) } ?? state.timers
        if let name, meant.isEmpty, recentlySilenced(named: name) == nil { return sayNoneCalled(name) }
        let waiting = meant.filter(\.isPaused)
        if waiting.count > 1 {
            return askWhichTimer(doing: "resume", among: waiting, orAll: name == nil, for: .resume)
        }
        if let timer = waiting.first { return resume([timer]) }
        let ringing = meant.filter(\.ringing)
        if recentlySilenced(named: name) != nil || ringing.count == 1 {
            return restartTimer(named: name ?? ringing.first?.name)
        }
        // "Resume the pasta timer" while it counts down: said how it stands.
        if name != nil, meant.count == 1 { return sayNotPaused(meant[0]) }
        sayNonePaused()
    }

    private mutating func sayNoneCalled(_ name: String) {
        guard !state.timers.isEmpty else { return say("No timers are running.", remember: false) }
        say("\(Self.noneCalled(name)); \(timeLeft(state.timers)).", remember: false)
    }

    /// "Pause the timer" with none counting down: how those there stand.
    private mutating func sayNoneCounting() {
        guard !state.timers.isEmpty else { return say("No timers are running.", remember: false) }
        if state.timers.count == 1 { return sayNotCounting(state.timers[0]) }
        let sentence = timeLeft(state.timers)
        say("No timer is counting down: \(sentence).", remember: false)
    }

    /// A timer that cannot be paused: already paused, or done.
    private mutating func sayNotCounting(_ timer: KitchenTimer) {
        let called = timer.heardName.sentenceStart
        if timer.isPaused {
            say("\(called) is already paused, with \(DurationPhrase.remaining(timer.remaining(at: state.now))) left. Say resume the timer to carry on.",
                remember: false)
        } else {
            say("\(called) is done. Say stop to silence it.", remember: false)
        }
    }

    /// "Resume the timer" with none paused.
    private mutating func sayNonePaused() {
        guard !state.timers.isEmpty else { return say("No timers are running.", remember: false) }
        let sentence = timeLeft(state.timers)
        say("No timer is paused: \(sentence).", remember: false)
    }

    /// "Resume the pasta timer" while it counts down.
    private mutating func sayNotPaused(_ timer: KitchenTimer) {
        let called = timer.heardName.sentenceStart
        say("\(called) isn't paused; it has \(DurationPhrase.remaining(timer.remaining(at: state.now))) left.", remember: false)
    }

    /// Pauses each of `timers`, in place, and says so.
    mutating func pause(_ timers: [KitchenTimer]) {
        for timer in timers {
            guard let index = state.timers.firstIndex(where: { $0.name == timer.name }) else { continue }
            state.timers[index].pausedLeft = state.timers[index].remaining(at: state.now)
            effects.append(.timerPaused(state.timers[index]))
        }
        if timers.count == 1, let timer = state.timers.first(where: { $0.name == timers[0].name }) {
            let others = state.timers.filter(\.isPaused).count > 1
            // The words that carry on are said back: a bare "resume" goes on reading the recipe.
            let words = timer.reminder != nil ? "the reminder" : "the \(others ? "\(timer.name) " : "")timer"
            say("OK, \(timer.heardName) is paused with \(DurationPhrase.remaining(timer.remaining(at: state.now))) left. Say resume \(words) to carry on.",
                remember: false)
        } else {
            say(timers.count == 2 ? "OK, both timers are paused." : "OK, all \(timers.count) timers are paused.", remember: false)
        }
        save()
    }

    /// Each of `timers` counts down again from the time it had left.
    mutating func resume(_ timers: [KitchenTimer]) {
        for timer in timers {
            guard let index = state.timers.firstIndex(where: { $0.name == timer.name }), let left = state.timers[index].pausedLeft else { continue }
            state.timers[index].endsAt = state.now + left
            state.timers[index].pausedLeft = nil
            effects.append(.timerStarted(state.timers[index]))
        }
        if timers.count == 1, let timer = state.timers.first(where: { $0.name == timers[0].name }) {
            say("OK, \(timer.heardName) is running again, with \(DurationPhrase.remaining(timer.remaining(at: state.now))) left.", remember: false)
        } else {
            say(timers.count == 2 ? "OK, both timers are running again." : "OK, all \(timers.count) timers are running again.", remember: false)
        }
        save()
    }
}

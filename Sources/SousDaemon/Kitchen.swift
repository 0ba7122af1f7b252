import Foundation
import SousCore
import SousStore

/// The daemon's one cooking session and everything around it: it turns
/// requests, typed text and heard speech into `CookingSession` events, and
/// carries out the effects (speak, announce, save, notify subscribers).
///
/// An actor, so voice, socket and timers take turns and never race.
public actor Kitchen {
    /// Recipes by id or loose title; replaced on reload.
    public typealias RecipeSource = @Sendable () -> [Recipe]
    /// Recipes and the files that could not be read, as the library loads them.
    public typealias CheckedRecipeSource = @Sendable () -> (recipes: [Recipe], problems: [RecipeFormatError])
    /// Answers for intents the session hands out (the API quota, the plan's shopping list).
    public typealias Delegate = @Sendable (Intent) -> String?

    private var state: CookingState
    private var search: RecipeSearch
    private let loadRecipes: CheckedRecipeSource
    /// What the last load could not read: a reload logs only what is new
    /// (reloads happen on every unknown "cook NAME"), and "cook guacamole"
    /// with guacamole.json broken is told so.
    private var recipeProblems: [RecipeFormatError]
    /// Replaced by a new one when the data folder is deleted under the daemon.
    private var database: Database?
    /// Where `database` lives, to make it again there; nil keeps it as given.
    private let dataFolder: URL?
    private var store: SessionStore? { database.map(SessionStore.init) }
    private var pantry: PantryStore? { database.map(PantryStore.init) }
    private var plan: MealPlan? { database.map(MealPlan.init) }
    private var preferences: PreferenceStore? { database.map(PreferenceStore.init) }
    /// The measures the cook reads recipes in (`sous prefs --units`), read
    /// afresh for each recipe opened, so a change needs no restart.
    private var savedUnits: MeasuringSystem { (try? preferences?.load())?.measuring ?? .asWritten }
    private let clock: KitchenClock
    private let voice: KitchenVoice?
    private let publish: @Sendable (ControlMessage) -> Void
    private let delegate: Delegate
    private let log: Log
    private var listeningObservers: [@Sendable (ListeningContext) -> Void] = []

    public init(recipes: @escaping RecipeSource, database: sending Database?, dataFolder: URL? = nil, clock: KitchenClock,
                voice: KitchenVoice?, log: Log = Log(), delegate: @escaping Delegate = { _ in nil },
                publish: @escaping @Sendable (ControlMessage) -> Void = { _ in }) {
        self.init(library: { (recipes(), []) }, database: database, dataFolder: dataFolder, clock: clock, voice: voice, log: log,
                  delegate: delegate, publish: publish)
    }

    /// The start-up's problems are the caller's to log (`sous serve` logs
    /// them with the rest of the library's); later loads log their own.
    public init(library: @escaping CheckedRecipeSource, database: sending Database?, dataFolder: URL? = nil, clock: KitchenClock,
                voice: KitchenVoice?, log: Log = Log(), delegate: @escaping Delegate = { _ in nil },
                publish: @escaping @Sendable (ControlMessage) -> Void = { _ in }) {
        self.loadRecipes = library
        let loaded = library()
        self.search = RecipeSearch(loaded.recipes)
        self.recipeProblems = loaded.problems
        self.database = database
        self.dataFolder = dataFolder
        self.clock = clock
        self.voice = voice
        self.publish = publish
        self.delegate = delegate
        self.log = log
        self.state = .idle(now: clock.now())
    }

    /// Calls `observer` now and whenever the open recipe changes, a timer
    /// starts or stops ringing, or a yes-or-no question is asked or
    /// settled, so the listener can switch grammars and expect answers.
    public func observeListening(_ observer: @escaping @Sendable (ListeningContext) -> Void) {
        listeningObservers.append(observer)
        observer(listeningContext)
    }

    private var listeningContext: ListeningContext {
        ListeningContext(recipe: state.isIdle ? nil : state.recipe, timerRinging: state.timers.contains(where: \.ringing),
                         awaitingAnswer: !state.isIdle && state.offer != nil,
                         awaitingLength: state.awaitsALength, lengthAsked: !state.isIdle && state.askedTimerLength,
                         choosingTimer: !state.isIdle && state.askedWhichTimer, extendingTimer: state.mayExtendATimer,
                         holdingTimer: !state.timers.isEmpty)
    }

    private func notifyListeners() {
        let context = listeningContext
        for observer in listeningObservers { observer(context) }
    }

    /// What the listener should listen for: the open recipe, or nil.
    public var openRecipe: Recipe? { state.isIdle ? nil : state.recipe }

    // MARK: Starting and resuming

    /// Picks up the saved session: an active one resumes with "Welcome back",
    /// otherwise the kitchen is idle with the saved timers. Timers that ran
    /// out while Sous was down are announced at once.
    public func restore() {
        let now = clock.now()
        var restored = false
        do {
            if let saved = try store?.load() {
                // A session left days ago, or a dish already finished, is not where the cook is now.
                let current = now - saved.snapshot.savedAt < 24 * 3600 && saved.snapshot.position != .finished
                if saved.active, current, let recipe = search.recipes.first(where: { $0.id == saved.snapshot.recipeID }) {
                    state = CookingState(restoring: saved.snapshot, recipe: recipe)
                    state.read(in: savedUnits)
                    // Now, not when it was saved: a timer that went off
                    // meanwhile is told before "Welcome back", as the urgent news.
                    state.now = now
                    restored = true
                    log.info("resuming \(recipe.id) at \(state.stepNumber.map { "step \($0)" } ?? "its start")")
                } else {
                    state = .idle(now: min(saved.snapshot.savedAt, now))
                    // "step 2" of the recipe cooked last is that recipe's, never the next one's.
                    let title = search.recipes.first { $0.id == saved.snapshot.recipeID }?.title
                        ?? saved.snapshot.recipeID.replacingOccurrences(of: "-", with: " ")
                    state.timers = KitchenTimer.leaving(saved.snapshot.timers, title: title)
                    state.voice = saved.snapshot.voice ?? VoiceTuning()
                    if saved.active, !search.recipes.contains(where: { $0.id == saved.snapshot.recipeID }) {
                        log.warning("the saved recipe '\(saved.snapshot.recipeID)' is gone; starting idle")
                    }
                }
            }
        } catch {
            log.error("cannot read the saved session: \(error)")
        }
        voice?.tune(state.voice)
        if restored {
            notifyListeners()
            apply(.resumed)
            // Said in the welcome: the next reminder is 30 seconds from now,
            // not from before the restart.
            for index in state.timers.indices where state.timers[index].ringing { state.timers[index].lastAnnounced = now }
        } else {
            // Idle, nothing to welcome back to: a timer still ringing is
            // reminded of at once, not 30 seconds later.
            for index in state.timers.indices where state.timers[index].ringing { state.timers[index].lastAnnounced = now - KitchenTimer.reminderInterval }
        }
        tick()
    }

    // MARK: Inputs

    /// Moves the session clock to now: timers end and ring.
    public func tick() {
        apply(.tick(clock.now()))
    }

    /// Text heard by the recogniser, already understood.
    public func heard(_ text: String, intent: Intent, confidence: Double, start: Double, end: Double) {
        func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }
        publish(.event("heard", ["text": text, "intent": intent.canonical, "confidence": rounded(confidence),
                                 "start": rounded(start), "end": rounded(end)]))
        if intent == .stop { voice?.interrupt() }
        tick()
        // A "yes" or "no" heard with nothing asked is most likely the radio
        // or talk in the room: answering it aloud only interrupts. Typed,
        // it still gets its answer.
        let unasked: Bool
        switch intent {
        case .yes: unasked = state.offer == nil && !state.timers.contains(where: \.ringing)
        case .no: unasked = state.offer == nil && state.justStartedTimer == nil
        default: unasked = false
        }
        if unasked {
            log.info("not acted on: \"\(text)\" with nothing asked")
            return
        }
        apply(.intent(intent))
    }

    /// A typed line (text mode): a command, "cook NAME" to open a recipe
    /// (typing has no other way to start one), or a polite "didn't catch that".
    @discardableResult
    public func typed(_ text: String) -> [String] {
        tick()
        // "Which one?" answered with a title, "roasted tomato soup", or "the
        // mashed ones", "the second one" (which would be a timer's answer).
        if let chosen = recipeChosen(text) {
            recipeChoice = []
            return open(chosen, servings: nil)
        }
        if let intent = CommandParser.parse(text) {
            publish(.event("heard", ["text": text, "intent": intent.canonical, "confidence": 1.0]))
            // A command instead of a title: the recipe "Which one?" is dropped.
            recipeChoice = []
            return apply(.intent(intent))
        }
        if let asked = Self.recipeAskedFor(text) {
            let (name, servings, people) = Self.servingsAsked(in: asked)
            var found = search.match(name)
            if case .none = found { reload(); found = search.match(name) }
            let reply: String
            switch found {
            case .one(let recipe):
                recipeChoice = []
                // "cook the soda bread for 4 people": as many loaves as feed
                // them, when the recipe says how many it serves; else the
                // recipe as written and why (people are no loaves).
                if let servings, people, recipe.makes != nil {
                    if let count = recipe.count(forPeople: servings), recipe.scaleRange.contains(count) { return open(recipe, servings: count) }
                    return open(recipe, servings: nil) + apply(.intent(.people(servings)))
                }
                return open(recipe, servings: servings.map(Double.init))
            case .several(let candidates) where candidates.count > 1:
                recipeChoice = candidates
                let titles = candidates.prefix(6).map { title in
                    // Two of one title are told apart by their ids.
                    candidates.filter { $0.title == title.title }.count > 1 ? "\(title.title) (\(title.id))" : title.title
                }
                reply = "Which one: \(titles.dropLast().joined(separator: ", ")) or \(titles[titles.count - 1])?"
            case .several(let candidates):
                reply = unreadable(name).map { "I can't cook \(name): \($0)." }
                    ?? "I don't have a recipe called \(name). Did you mean \(candidates[0].title)?"
            case .none:
                reply = unreadable(name).map { "I can't cook \(name): \($0)." } ?? "I don't have a recipe called \(name)."
            }
            voice?.speak(reply)
            publish(.event("said", ["text": reply]))
            return [reply]
        }
        return apply(.unrecognized(text))
    }

    /// Puts `recipe` on the stove, tells the listener, and introduces it.
    /// `returning`: the dish a `sous cook` terminal is cooking, gone back to
    /// for its next command: "Back to Baked Salmon, step 3.", not the whole
    /// welcome with its step read again.
    private func open(_ recipe: Recipe, servings: Double?, returning: Bool = false) -> [String] {
        // A recipe "Which one?" left unanswered is settled by opening one another way.
        recipeChoice = []
        // Asked for the recipe being cooked: carry on where the cook is,
        // never back to the start without being asked ("start over").
        if !state.isIdle, !state.ended, state.recipe.id == recipe.id, state.position != .finished {
            let intent = { (count: Double) -> Intent in
                recipe.makes.map { .makes(count, $0.plural) } ?? .servings(Int(bounded: count))
            }
            var said = servings.map { apply(.intent(intent($0))) } ?? []
            said += apply(.intent(.progress))
            return said
        }
        // Where the cook was in it today: after a stop, another recipe or a restart.
        let previous = (try? store?.place(in: recipe.id)) ?? (state.ended && state.recipe.id == recipe.id ? state.snapshot : nil)
        let timersBefore = state.timers
        if let reopened = CookingState.reopening(recipe, from: previous, servings: servings, now: clock.now()) {
            let (timers, voice) = (KitchenTimer.carried(state.timers, from: state.isIdle ? nil : state.recipe, to: recipe), state.voice)
            state = reopened
            state.read(in: savedUnits)
            // "cook bolognese for 4": the cook's choice, kept when they go to the other dish and back.
            if servings != nil { state.servingsChosen = true }
            // Timers and the voice belong to the kitchen, not the recipe; the
            // time is now, not when the recipe was left (timers showed more
            // time left than their length).
            (state.timers, state.voice, state.now) = (timers, voice, clock.now())
            publishRenames(from: timersBefore)
            notifyListeners()
            if returning {
                let place = state.stepNumber.map { ", step \($0)" } ?? ""
                let said = announcingState([aside("Back to \(recipe.title)\(place).")])
                persist()
                return said
            }
            var said = announcingState(apply(.resumed))
            if servings == nil, let planned = try? plan?.plannedServings(recipe.id, on: Date(timeIntervalSince1970: clock.now())),
               let note = planned.servingsAside(recipe: recipe, cooking: state.servings, resumed: true) {
                said.append(aside(note))
            }
            // Picked up again is where a restart must come back to.
            persist()
            return said
        }
        // A fresh start cooks for the servings planned (what 'sous shop' bought for).
        let planned = servings == nil ? try? plan?.plannedServings(recipe.id, on: Date(timeIntervalSince1970: clock.now())) : nil
        state = state.switching(to: recipe, servings: servings ?? planned.map { Double($0.servings) })
        state.read(in: savedUnits)
        if servings != nil { state.servingsChosen = true }
        publishRenames(from: timersBefore)
        notifyListeners()
        var said = announcingState(apply(.begin))
        if let note = planned?.servingsAside(recipe: recipe, cooking: state.servings, resumed: false) {
            said.append(aside(note))
        }
        if let note = (try? preferences?.load())?.avoidanceNote(for: recipe) { said.append(aside(note)) }
        return said
    }

    /// A display following timer events learns that "step 2" is now
    /// "shakshuka step 2" (another recipe's step 2 is coming).
    ///
    /// Both dishes with a step 7 timer: the one leaving takes its dish's
    /// name first, then the one coming back is "step 7", so a display
    /// renaming by name never holds two "step 7"s.
    private func publishRenames(from before: [KitchenTimer]) {
        // Opening a recipe renames timers in place, keeping their order.
        let pairs: [(from: String, to: String)]
        if before.count == state.timers.count {
            pairs = zip(before, state.timers).compactMap { old, new in
                old.name != new.name && old.endsAt == new.endsAt && old.duration == new.duration ? (old.name, new.name) : nil
            }
        } else {
            pairs = before.compactMap { old in
                guard let renamed = state.timers.first(where: { $0.endsAt == old.endsAt && $0.duration == old.duration && $0.name != old.name }),
                      !before.contains(where: { $0.name == renamed.name }) else { return nil }
                return (old.name, renamed.name)
            }
        }
        let freeing = pairs.filter { pair in pairs.contains { $0.to == pair.from } }
        for pair in freeing + pairs.filter({ pair in !pairs.contains { $0.to == pair.from } }) {
            publish(.event("timer_renamed", ["from": pair.from, "name": pair.to]))
        }
    }

    /// Said beside a reply, not kept for "repeat".
    private func aside(_ text: String) -> String {
        voice?.speak(text)
        publish(.event("said", ["text": text]))
        return text
    }

    /// Subscribers hear of the recipe just opened (`apply` only compares the
    /// state it was given, which opening had already replaced).
    private func announcingState(_ said: [String]) -> [String] {
        publish(.event("state", status()))
        return said
    }

    /// Recipes offered by "Which one?", so a bare title answers it.
    private var recipeChoice: [Recipe] = []

    /// The recipe `text` picks while "Which one?" asks about recipes: a
    /// command ("next") stays a command, but "the second one", which is
    /// otherwise a timer's answer, picks a recipe.
    private func recipeChosen(_ text: String) -> Recipe? {
        guard !recipeChoice.isEmpty else { return nil }
        switch CommandParser.parse(text) {
        case .none, .some(.choose): return RecipeSearch.chosen(text, among: recipeChoice)
        default: return nil
        }
    }

    /// "banana bread for 4 [people]" -> ("banana bread", 4); `people`
    /// when they were named.
    static func servingsAsked(in name: String) -> (name: String, servings: Int?, people: Bool) {
        var words = name.split(separator: " ").map(String.init)
        var people = false
        if let last = words.last, ["people", "servings", "persons"].contains(last) { words.removeLast(); people = true }
        guard words.count >= 3, words[words.count - 2] == "for",
              let count = Int(words[words.count - 1]) ?? NumberWords.units[words[words.count - 1]], (1...100).contains(count) else {
            return (name, nil, false)
        }
        return (words.dropLast(2).joined(separator: " "), count, people)
    }

    /// "cook shakshuka", "let's cook the banana bread", "let's make banana
    /// bread", "start the risotto" -> the recipe's name. Only for words no
    /// command reads ("make it for 4" and "start over" are commands).
    static func recipeAskedFor(_ text: String) -> String? {
        var words = text.lowercased().split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
        if words.first == "let's" || words.first == "lets" { words.removeFirst() }
        if words.starts(with: ["i", "want", "to"]) || words.starts(with: ["we", "want", "to"]) { words.removeFirst(3) }
        guard let verb = words.first, ["cook", "make", "bake", "start", "open"].contains(verb), words.count > 1 else { return nil }
        words.removeFirst()
        if words.first == "cooking" || words.first == "making" { words.removeFirst() }
        guard !words.isEmpty else { return nil }
        if words.first == "the" || words.first == "some" { words.removeFirst() }
        let name = words.joined(separator: " ").trimmingCharacters(in: .punctuationCharacters)
        return name.isEmpty ? nil : name
    }

    /// One control-socket request.
    public func handle(_ request: ControlRequest) -> ControlMessage {
        tick()
        switch request.command {
        case .start(let name, let servings):
            // A recipe imported or bookmarked since the daemon started.
            var found = search.match(name)
            if case .none = found { reload(); found = search.match(name) }
            let recipe: Recipe
            switch found {
            case .one(let found): recipe = found
            case .several(let candidates):
                return .error(request.id, "'\(name.prefix(60))' could be any of: \(RecipeSearch.candidates(candidates)); give the id")
            case .none:
                return .error(request.id, unreadable(name).map { "cannot cook '\(name.prefix(60))': \($0)" } ?? "no recipe matches '\(name.prefix(60))'")
            }
            if let servings, !recipe.scaleRange.contains(servings) || !recipe.makesParts && servings != servings.rounded() {
                let range = recipe.scaleRange
                return .error(request.id, recipe.makes == nil ? "\"servings\" must be a whole number from 1 to 100"
                    : "\"servings\" counts what \(recipe.title) makes: \(recipe.makesParts ? "" : "whole ")\(recipe.makes?.plural ?? "") from "
                        + "\(AmountFormatter.format(range.lowerBound)) to \(AmountFormatter.format(range.upperBound))")
            }
            let said = open(recipe, servings: servings)
            // The status fields too, so a display draws the step without asking again.
            var fields = status()
            fields.merge(["recipe": recipe.id, "title": recipe.title, "said": said]) { _, new in new }
            return .reply(request.id, fields)
        case .intent(let text, let dish, let onlyInProgress):
            // The dish a `sous cook` terminal cooks, when the command is for it.
            var meant: Recipe?
            if let dish, onlyInProgress {
                switch dishInProgress(dish) {
                case .success(let found): meant = found
                case .failure(let problem): return .error(request.id, problem.message)
                }
            } else if let dish {
                guard let found = dishMeant(dish) else {
                    return .error(request.id, "no recipe matches '\(dish.prefix(60))', the dish this command is for")
                }
                meant = found
            }
            // "cook garlic chicken" opens a recipe, as typed at the daemon;
            // a title, "the mashed ones" or "the second one" answers "Which one?".
            let answersWhich = recipeChosen(text) != nil
            guard !answersWhich, let intent = CommandParser.parse(text) else {
                if answersWhich || Self.recipeAskedFor(text) != nil || !recipeChoice.isEmpty {
                    let before = state.isIdle ? nil : state.recipe.id
                    let said = typed(text)
                    // The status after the words: the dish they opened, with none of the last one's step.
                    var fields = status()
                    fields["said"] = said
                    // A terminal following its own dish follows the one its words opened.
                    if !state.isIdle, state.recipe.id != before { fields["opened"] = state.recipe.id }
                    return .reply(request.id, fields)
                }
                // "garlic?" typed in the salmon's terminal is the salmon's garlic.
                var back: [String] = []
                if let meant, Self.asking(state) == nil, state.isIdle || state.recipe.id != meant.id,
                   CookingSession.answersTyped(text, in: CookingState(recipe: meant, now: state.now)),
                   !CookingSession.answersTyped(text, in: .idle(now: state.now)) {
                    back = open(meant, servings: nil, returning: true)
                }
                // "pasta", answering "Which one?", "4 minutes", answering
                // "For how long?", "thanks" or "garlic?" is no command but is understood.
                // "no, 15" after other talk too, as the session puts it right or asks.
                if CookingSession.takesUp(text, in: state) {
                    var fields = status()
                    fields["said"] = back + apply(.unrecognized(text))
                    return .reply(request.id, fields)
                }
                return .error(request.id, "not a command Sous knows: '\(text)'; say help to hear what Sous understands")
            }
            publish(.event("heard", ["text": text, "intent": intent.canonical, "confidence": 1.0]))
            if intent == .stop { voice?.interrupt() }
            recipeChoice = []
            // Another terminal (or the voice) opened another dish since: this
            // one's command is for its own, so Sous goes back to it, saying so.
            var said: [String] = []
            if let meant, state.isIdle || state.recipe.id != meant.id, Self.concernsTheDish(intent, in: state) {
                said = open(meant, servings: nil, returning: true)
            }
            said += apply(.intent(intent))
            var fields = status()
            fields["intent"] = intent.canonical
            fields["said"] = said
            return .reply(request.id, fields)
        case .status:
            var fields = status()
            // Two dishes on the go: where the other one is, without switching to it.
            let others = placesInProgress().map { dish in
                var other: [String: any Sendable] = ["id": dish.recipe.id, "title": dish.recipe.title, "steps": dish.recipe.steps.count,
                                                    "servings": Self.number(dish.place.servings)]
                if dish.recipe.makes != nil { other["makes"] = dish.recipe.made(dish.place.servings) }
                if case .step(let index) = dish.place.position { other["step"] = min(index, dish.recipe.steps.count - 1) + 1 }
                return other
            }
            if !others.isEmpty { fields["in_progress"] = others }
            return .reply(request.id, fields)
        case .timers:
            return .reply(request.id, ["timers": timerList()])
        case .stop:
            voice?.interrupt()
            let said = apply(.intent(.stop))
            var fields = status()
            fields["said"] = said
            return .reply(request.id, fields)
        case .reload:
            reload()
            return .reply(request.id, ["recipes": search.recipes.count, "problems": recipeProblems.map(\.description)])
        case .ping:
            return .reply(request.id, ["pong": true])
        case .shutdown:
            // The control server stops the daemon once this reply is sent.
            return .reply(request.id, ["shutting_down": true])
        case .subscribe:
            return .reply(request.id, ["subscribed": true])
        }
    }

    /// The recipe a request names as the dish it is for: its id, or a title
    /// only one recipe fits.
    private func dishMeant(_ name: String) -> Recipe? {
        if let exact = search.recipes.first(where: { $0.id == name }) { return exact }
        if case .one(let recipe) = search.match(name) { return recipe }
        return nil
    }

    /// Why a command cannot go to the dish it names.
    struct DishProblem: Error {
        var message: String
        init(_ message: String) { self.message = message }
    }

    /// The dish `sous send --recipe` names, which must be on the go: the
    /// open one or one with a place kept today. A name several recipes fit
    /// ("potatoes") means the one of them in progress; a recipe not in
    /// progress is an error naming the dishes that are, never opened
    /// afresh under a script that meant another.
    private func dishInProgress(_ name: String) -> Result<Recipe, DishProblem> {
        let cooking = (state.isIdle ? [] : [state.recipe]) + placesInProgress().map(\.recipe)
        let found: Recipe
        if let exact = search.recipes.first(where: { $0.id == name }) {
            found = exact
        } else {
            switch search.match(name) {
            case .one(let recipe): found = recipe
            case .several(let candidates):
                let going = candidates.filter { candidate in cooking.contains { $0.id == candidate.id } }
                guard going.count == 1 else {
                    let which = going.count > 1 ? going : candidates
                    return .failure(DishProblem("'\(name.prefix(60))' could be any of: \(RecipeSearch.candidates(which)); give the id"))
                }
                found = going[0]
            case .none:
                return .failure(DishProblem("no recipe matches '\(name.prefix(60))', the dish this command is for"))
            }
        }
        guard cooking.contains(where: { $0.id == found.id }) else {
            let going = cooking.isEmpty ? "no dish is in progress" : "in progress: " + RecipeSearch.candidates(cooking)
            return .failure(DishProblem("\(found.title) is not in progress (\(going)); send 'cook \(found.title.lowercased())' to start it"))
        }
        return .success(found)
    }

    /// Whether a command sent for one dish needs that dish open. Help and
    /// the voice are the kitchen's; an answer to the question the open dish
    /// asks, and "stop" or "5 more minutes" while a timer rings, are for
    /// what the cook just heard, wherever it came from.
    static func concernsTheDish(_ intent: Intent, in state: CookingState) -> Bool {
        switch intent {
        case .help, .voice, .quotaQuery:
            return false
        case .yes, .no, .yesThenNext, .choose, .timerLength, .timerFix, .forNumber:
            if asking(state) != nil || state.justStartedTimer != nil { return false }
        case .bareStep:
            // "Step 2" answering "Which one?" about timers.
            if state.askedWhichTimer { return false }
        case .stop, .timerCancel, .timerAdd, .timerRestart, .timerResume:
            if state.timers.contains(where: \.ringing) { return false }
        default:
            break
        }
        if intent == .yes, state.timers.contains(where: \.ringing) { return false }
        return true
    }

    /// Reloads recipes (SIGHUP) without losing the session: the current
    /// recipe is looked up again by id and the place kept.
    public func reload() {
        let loaded = loadRecipes()
        search = RecipeSearch(loaded.recipes)
        // A recipe broken by an edit must not just vanish: its file and
        // field are logged, as at start-up, once while it stays broken.
        for problem in loaded.problems where !recipeProblems.contains(problem) { log.warning("\(problem)") }
        recipeProblems = loaded.problems
        if !state.isIdle, let recipe = search.recipes.first(where: { $0.id == state.recipe.id }) {
            let now = state.now
            // The session holds the recipe as this Sous reads its lines.
            let changed = recipe.reread != state.written
            state = CookingState(restoring: state.snapshot, recipe: recipe)
            state.read(in: savedUnits)
            state.now = now
            // A display shows the step's new words (or count) at once.
            if changed { publish(.event("state", status())) }
        }
        log.info("reloaded \(search.recipes.count) recipes")
    }

    /// Why the recipe file named like `name` could not be read ("guacamole"
    /// or "Guacamole" -> guacamole.json), or nil when none of that name is broken.
    private func unreadable(_ name: String) -> String? {
        let id = name.lowercased().split { !$0.isLetter && !$0.isNumber }.joined(separator: "-")
        guard !id.isEmpty, !search.recipes.contains(where: { $0.id == id }),
              let problem = recipeProblems.first(where: { problem in
                  problem.file.map { (($0 as NSString).lastPathComponent as NSString).deletingPathExtension.lowercased() } == id
              }), let file = problem.file else { return nil }
        let what = RecipeFormatError(field: problem.field, problem: problem.problem)
        return "its recipe file \(file) has a problem (\(what)); fix it and ask again"
    }

    /// Called when the data folder, deleted under the daemon, is made
    /// again: the daemon takes its lock again there.
    private var folderRemade: (@Sendable () -> Void)?

    public func whenFolderRemade(_ action: @escaping @Sendable () -> Void) {
        folderRemade = action
    }

    /// Saves now (shutdown); false when nothing could be saved.
    public func save() -> Bool {
        persist()
    }

    // MARK: Effects

    @discardableResult
    private func apply(_ event: CookingEvent) -> [String] {
        // The pantry changes from the command line while the daemon runs.
        if event == .intent(.shoppingList), let contents = try? pantry?.contents() { state.pantry = contents }
        if case .intent(.substitute) = event, let saved = try? preferences?.load() { state.preferences = saved }
        if case .intent(.howMuch(let name)) = event {
            state.libraryTitles = search.recipes.map(\.title)
            if let answer = otherDishAnswer(name) ?? otherDishHas(name) {
                voice?.speak(answer)
                publish(.event("said", ["text": answer]))
                return [answer]
            }
        }
        let before = state
        let (next, effects) = CookingSession.reduce(state, event)
        state = next
        var said: [String] = []
        for effect in effects {
            switch effect {
            case .say(let text):
                said.append(text)
                voice?.speak(text)
                publish(.event("said", ["text": text]))
                log.debug("said: \(text)")
            case .timerStarted(let timer):
                // `remaining` too: time added to a timer keeps its length.
                var fields: [String: any Sendable] = ["name": timer.name, "duration": timer.duration,
                                                      "remaining": Int(bounded: timer.remaining(at: state.now).rounded(.up))]
                if let reminder = timer.reminder { fields["reminder"] = reminder }
                publish(.event("timer_started", fields))
            case .timerPaused(let timer):
                publish(.event("timer_paused", ["name": timer.name, "remaining": Int(bounded: timer.remaining(at: state.now).rounded(.up))]))
            case .timerCancelled(let name):
                publish(.event("timer_cancelled", ["name": name]))
            case .timerFired(let name):
                publish(.event("timer_fired", ["name": name]))
                log.info("timer '\(name)' is done")
            case .save:
                persist()
            case .end:
                break
            case .tuneVoice(let tuning):
                voice?.tune(tuning)
            case .delegate(let intent):
                let answer = delegate(intent) ?? "I can't answer that right now."
                said.append(answer)
                voice?.speak(answer)
                publish(.event("said", ["text": answer]))
            }
        }
        // "Where am I" with two dishes on the go: the other one too.
        if event == .intent(.progress), !state.isIdle {
            for (recipe, other) in dishesInProgress() {
                let place = other.stepNumber.map { "on step \($0) of \(recipe.steps.count)" } ?? "not started yet"
                said.append(aside("\(recipe.title) is in progress too, \(place)."))
            }
        }
        // One dish done ("Enjoy your meal!") with the other still on the go:
        // where that one is, and how to get back to it.
        if state.position == .finished, before.position != .finished, before.recipe.id == state.recipe.id, !state.isIdle {
            for (recipe, other) in dishesInProgress() {
                let back = "say cook \(recipe.title.lowercased())"
                said.append(aside(other.stepNumber.map { "\(recipe.title) is still in progress, on step \($0) of \(recipe.steps.count): \(back) to go back to it." }
                    ?? "\(recipe.title) is still to cook: \(back) to start it."))
            }
        }
        if before.position != state.position || before.servings != state.servings || before.recipe.id != state.recipe.id
            || before.ended != state.ended || before.paused != state.paused || Self.asking(before) != Self.asking(state) {
            publish(.event("state", status()))
        }
        if before.recipe.id != state.recipe.id || before.recipe != state.recipe || before.isIdle != state.isIdle
            || before.timers.contains(where: \.ringing) != state.timers.contains(where: \.ringing)
            || (before.offer != nil) != (state.offer != nil) || before.askedTimerLength != state.askedTimerLength
            || before.justStarted != state.justStarted || before.askedWhichTimer != state.askedWhichTimer
            || before.mayExtendATimer != state.mayExtendATimer || before.timers.isEmpty != state.timers.isEmpty {
            notifyListeners()
        }
        return said
    }

    /// The other dishes in progress (a place kept within a day), the latest first.
    private func dishesInProgress() -> [(recipe: Recipe, state: CookingState)] {
        placesInProgress().map { dish in
            var other = CookingState(restoring: dish.place, recipe: dish.recipe)
            other.now = state.now
            return (dish.recipe, other)
        }
    }

    /// Where the other dishes in progress are, as saved: no recipe is read
    /// again (the costly part of a session), so a display may ask often.
    private func placesInProgress() -> [(recipe: Recipe, place: SessionSnapshot)] {
        let now = clock.now()
        return ((try? store?.places()) ?? []).compactMap { place in
            guard state.isIdle || place.recipeID != state.recipe.id, now - place.savedAt < 24 * 3600,
                  let recipe = search.recipes.first(where: { $0.id == place.recipeID }) else { return nil }
            return (recipe, place)
        }
    }

    /// "How much butter for the mashed potatoes" asked in the salmon while
    /// the mash is in progress: the mash's amount, for its servings, said
    /// with its name. Nil when the words name no other dish in progress.
    /// Words several dishes in progress fit ("the potatoes": the mash and
    /// the roast potatoes) get each one's amount, never a guess at one.
    private func otherDishAnswer(_ name: String) -> String? {
        guard !state.isIdle, let match = name.wholeMatch(of: #/(.+?) (?:for|in|on) (?:the |my )?(.+)/#) else { return nil }
        let item = String(match.output.1)
        // "For the mash": Creamy Mashed Potatoes.
        let wanted = DishWords.of(String(match.output.2))
        let dishes: [(recipe: Recipe, state: CookingState)]
        if wanted.contains("both"), wanted.isSubset(of: ["both", "dish", "recipe", "of", "them"]) {
            // "For both [dishes]": each dish in progress, this one first, by name.
            dishes = [(recipe: state.recipe, state: state)] + dishesInProgress()
            guard dishes.count > 1 else { return nil }
        } else {
            guard !wanted.isEmpty, !DishWords.name(wanted, state.recipe.title) else { return nil }
            dishes = dishesInProgress().filter { DishWords.name(wanted, $0.recipe.title) }
        }
        let answers = dishes.compactMap { dish -> String? in
            let (_, effects) = CookingSession.reduce(dish.state, .intent(.howMuch(item)))
            let said = effects.compactMap { if case .say(let text) = $0 { text } else { nil } }.joined(separator: " ")
            // "Red Lentil Soup doesn't call for garlic" names its dish already.
            return said.isEmpty ? nil : said.hasPrefix(dish.recipe.title) ? said : "\(dish.recipe.title): \(said)"
        }
        return answers.isEmpty ? nil : answers.joined(separator: "\n")
    }

    /// "How much milk" in the risotto, which has none, while the mashed
    /// potatoes in progress need 60 ml: "Mushroom Risotto doesn't call for
    /// milk; Creamy Mashed Potatoes: You need 60 ml of milk." (it said only
    /// that the risotto doesn't, as if nothing cooking used milk). Nil when
    /// this dish has it, or no other dish in progress does.
    private func otherDishHas(_ name: String) -> String? {
        // Asked of this dish first (as `apply` will again when it has the
        // thing): the other dishes are read back only when it has none.
        guard !state.isIdle, !placesInProgress().isEmpty else { return nil }
        func said(_ dish: CookingState) -> String {
            CookingSession.reduce(dish, .intent(.howMuch(name))).1.compactMap { if case .say(let text) = $0 { text } else { nil } }.joined(separator: " ")
        }
        let here = said(state)
        guard here.hasPrefix("\(state.recipe.title) doesn't call for "), !here.contains(", only ") else { return nil }
        let found = dishesInProgress().compactMap { dish -> String? in
            let answer = said(dish.state)
            guard answer.hasPrefix("You need") || answer.hasPrefix("For ") else { return nil }
            return "\(dish.recipe.title): \(answer)"
        }
        return found.isEmpty ? nil : ([here] + found).joined(separator: "\n")
    }

    /// Saves the session where the next start finds it; false when it could not be.
    @discardableResult
    private func persist() -> Bool {
        guard let current = database else { return true }
        // The data folder deleted under the daemon: SQLite would go on
        // writing into the deleted file, and the next start would find nothing.
        if current.isGone, let dataFolder {
            log.warning("the database \(current.path) is gone (was the data folder deleted?); making a new one and saving the session there")
            do {
                // The lock file went with the folder: hold the new one, or a
                // second daemon could take the folder made again.
                folderRemade?()
                database = try SousDatabase.open(in: dataFolder, holdingFolder: true).database
            } catch {
                log.error("cannot make a new database: \(error); the session and timers cannot be saved")
                return false
            }
        }
        do {
            try store?.save(state.snapshot, active: !state.isIdle && !state.ended)
            return true
        } catch {
            log.error("cannot save the session: \(error)")
            return false
        }
    }

    // MARK: Reports

    /// Servings as a whole number, as they always were, unless the cook
    /// makes part of a loaf (0.5).
    static func number(_ value: Double) -> any Sendable {
        value == value.rounded() && abs(value) < 1e15 ? Int(value) : value
    }

    public func status() -> [String: any Sendable] {
        var fields: [String: any Sendable] = [
            "timers": timerList(),
            "paused": state.paused,
            "voice": ["rate": state.voice.rate, "volume": state.voice.volume],
        ]
        if let asking = Self.asking(state) ?? (recipeChoice.isEmpty ? nil : "which_recipe") { fields["asking"] = asking }
        if state.isIdle {
            fields["state"] = "idle"
            return fields
        }
        fields["servings"] = Self.number(state.servings)
        // "1 loaf", "half a loaf", "36 cookies": what the servings count.
        if state.recipe.makes != nil { fields["makes"] = state.made }
        // "metric", "us" or "as-written": what the step's text and amounts are in.
        fields["units"] = state.units.rawValue
        fields["recipe"] = ["id": state.recipe.id, "title": state.recipe.title]
        fields["steps"] = state.recipe.steps.count
        switch state.position {
        case .overview:
            // "stop" before the first step ends the session all the same.
            fields["state"] = state.ended ? "stopped" : "overview"
        case .step(let index):
            fields["state"] = state.ended ? "stopped" : "cooking"
            fields["step"] = index + 1
            fields["text"] = state.recipe.steps[index].text
            if let section = state.recipe.steps[index].section { fields["section"] = section }
            if let timer = state.recipe.steps[index].timer { fields["step_timer"] = timer }
        case .finished:
            fields["state"] = "finished"
        }
        return fields
    }

    /// The question Sous waits on an answer to, so a display can show its
    /// buttons: yes or no (a timer offered, or "cancel both?"), a timer's
    /// length, which timer.
    static func asking(_ state: CookingState) -> String? {
        guard !state.isIdle, !state.ended else { return nil }
        if state.askedWhichTimer { return "which_timer" }
        if state.askedTimerLength { return "timer_length" }
        if state.offer != nil { return "yes_no" }
        return nil
    }

    private func timerList() -> [[String: any Sendable]] {
        let open = state.isIdle ? nil : KitchenTimer.Dish(id: state.recipe.id, title: state.recipe.title)
        let dishes = state.timers.contains { $0.recipe == nil } ? search.recipes.map { KitchenTimer.Dish(id: $0.id, title: $0.title) } : []
        return state.timers.sorted { $0.due(at: state.now) < $1.due(at: state.now) }.map { timer in
            var fields: [String: any Sendable] = ["name": timer.name, "duration": timer.duration,
                                                 "remaining": Int(timer.remaining(at: state.now).rounded(.up)), "ringing": timer.ringing,
                                                 "paused": timer.isPaused]
            // "potato" set in the mash, listed while the roast potatoes are
            // open: which pan it is for (a step timer's name says so already).
            if let dish = timer.dish, state.isIdle || dish != state.recipe.title { fields["dish"] = dish }
            // "baste the chicken": what the timer is for, as it says when it rings.
            if let reminder = timer.reminder { fields["reminder"] = reminder }
            // Every timer's dish, a step timer's too ("step 2" of which pan?).
            if let recipe = timer.dish(open: open, recipes: dishes) { fields["recipe"] = ["id": recipe.id, "title": recipe.title] }
            return fields
        }
    }

    /// A new subscriber (a display, `sous events`) hears of each timer
    /// ringing as it connects, as `timer_fired` with how long ago it went
    /// off (`late`, seconds): one that went off while the daemon was down
    /// was told at start-up, before any subscriber could connect.
    public func greet(_ send: @Sendable (ControlMessage) -> Void) {
        for timer in state.timers.filter(\.ringing).sorted(by: { $0.endsAt < $1.endsAt }) {
            send(.event("timer_fired", ["name": timer.name, "late": Int(bounded: max(0, state.now - timer.endsAt).rounded())]))
        }
    }

    /// When the next timer needs attention, for the ticker.
    public var nextDeadline: Double? { state.nextDeadline }
}

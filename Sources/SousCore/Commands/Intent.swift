/// What the cook wants, whoever typed, said or sent it.
///
/// Voice, typed text and socket messages all become an `Intent`, so one
/// state machine answers them all and one test suite covers every front end.
public enum Intent: Hashable, Sendable {
    case next
    case back
    case `repeat`
    case ingredients
    /// "what do I need for this step": the lines the current step names.
    case stepIngredients
    /// "ingredients for the filling", "what goes in the sauce": the lines
    /// of that part of the recipe.
    case partIngredients(String)
    /// "next ingredient", "what is the third ingredient", "ingredients one
    /// by one": the list one line at a time, for a cook who can't scroll
    /// back in a long list read aloud.
    case ingredientItem(IngredientMove)
    /// "how many ingredients are there": the list's length.
    case ingredientCount
    /// `Intent.lastStep` for "go to the last step".
    case gotoStep(Int)
    /// "Step 3" alone, no verb: a move to step 3, except while "Which one?"
    /// asks about timers, when it answers with the step 3 timer ("go to
    /// step 3" always moves). Its canonical form is the move's, `goto_step:3`.
    case bareStep(Int)
    /// "what's step 6", "what was the last step": read without moving there.
    case previewStep(Int)
    /// "go back two steps", "skip 2 steps": that many steps on (or back).
    case moveSteps(Int)
    /// "skip to the filling": the first step of the part of the recipe so named.
    case gotoSection(String)
    case startOver
    case howMuch(String)
    /// "how much garlic for 6 people": the amount for other servings,
    /// without changing the servings being cooked.
    case howMuchFor(String, servings: Int)
    /// "how much flour for 20 people": people named. For a recipe that
    /// serves people, as `howMuchFor`; for one that makes loaves or cookies,
    /// for as many as feed them (or said it can't be told), never 20
    /// loaves. Canonical as `howMuchFor`, so what the recogniser prints
    /// does not change.
    case howMuchForPeople(String, people: Int)
    /// "make it for 4", "servings:4" typed: the count the recipe is made
    /// for, servings, or as many of what it makes (loaves, cookies).
    case servings(Int)
    /// "make it for 4 people", "we're 6", "feed 8", "a family of 5", "just
    /// me": people named. A recipe that serves people is set for them, as
    /// `servings`; one that makes loaves or cookies is scaled by how many
    /// people it says it serves, never taken for 4 loaves. Its canonical
    /// form is `servings:N`, as before the distinction was made, so what
    /// the recogniser prints does not change.
    case people(Int)
    /// "For 20" alone: minutes when a timer is being asked about or was just
    /// set, otherwise servings; the session knows which.
    case forNumber(Int)
    /// "make 36 cookies", "make 2 loaves", "make half a loaf": as many of
    /// what the recipe makes, the thing as said (the session checks it is
    /// what the recipe makes; "batches" are times the recipe).
    case makes(Double, String)
    /// "double the recipe", "halve the recipe": the recipe's own servings
    /// times a factor, so saying it twice does not double it twice.
    case scaleBy(Double)
    /// "double it", "make it 1.5 times", "double it again": the servings
    /// set now times a factor.
    case scaleServings(Double)
    /// "how many servings is this": the servings being cooked.
    case servingsQuery
    /// "What can I use instead of buttermilk", "I'm out of eggs": what
    /// stands in for it (`Substitutes`), for the amount this recipe needs.
    /// `with`: "can I use lime instead of lemon", whether that one does.
    case substitute(String, with: String?)
    /// Seconds nil: the current step's own duration.
    case timerSet(seconds: Int?, name: String?)
    case timerCancel(name: String?)
    /// "Cancel the sourdough timers", "cancel all the 10 minute timers":
    /// every timer the name fits, those set while cooking that dish too.
    case timerCancelAll(name: String)
    /// "5 more minutes", "add 5 minutes to the pasta timer": a running timer
    /// made longer; seconds below zero ("take off 2 minutes"), shorter.
    case timerAdd(seconds: Int, name: String?)
    /// "reset the timer", "restart the pasta timer": from its full length again.
    case timerRestart(name: String?)
    /// "Pause the pasta timer", "hold the timer": it stops counting down
    /// with the time it has left, and does not ring. Only a phrasing that
    /// names a timer: a bare "pause" pauses the reading (`pause`).
    case timerPause(name: String?)
    /// "Resume the pasta timer", "continue the timer", "start the timer
    /// again": a paused timer goes on from the time it had left (never
    /// from its full length, which is `timerRestart`).
    case timerResume(name: String?)
    /// "No, fifteen minutes", "make it 15 minutes": the length the cook
    /// meant for the timer just set (a misheard number), from now.
    case timerFix(seconds: Int, name: String?)
    /// A length said alone ("ten minutes"): the answer to "For how long?"
    /// or to a timer offered, or the right length of the timer just set.
    case timerLength(seconds: Int)
    /// Name nil: every timer; "how long left on the pasta": that one.
    case timerQuery(name: String?)
    /// "Which timer was that", "what was that timer for": the timer ringing
    /// (or the one that rang last), with what it was for.
    case whichTimer
    case whatsNext
    /// "the pasta timer", "the second one": the answer to "Which one?",
    /// said as the cook says it; the session reads it as the typed answer.
    case choose(String)
    case stop
    case pause
    case resume
    case yes
    /// "Yes, next": the offered timer set, and on to the next step.
    case yesThenNext
    case no
    case help
    case shoppingList
    case quotaQuery
    /// "how many steps are there", "what step am I on": where the cook is.
    case progress
    /// "how long does this take": the recipe's time, and what is left of it.
    case recipeTime
    /// "how long does this bake for": the time this step (or the next timed one) takes.
    case stepTime
    /// "how long do I let it rise", "how long does it bake for": the time
    /// of that deed, from the step that does it (this one first, else the
    /// nearest), which may not be this step's.
    case deedTime(String)
    /// "what temperature", "how hot should the oven be": from the steps.
    /// `oven`: asked about the oven ("how hot should the oven be").
    case temperature(oven: Bool)
    /// "what size tin", "which pan do I need": the step that says what
    /// the dish is made in, and what scaling does to it.
    case vessel
    /// "Is it done?", "how do I know when it's ready": the step's own sign
    /// of doneness ("until a knife slides in easily"), a cook's hands busy.
    case doneness
    /// "speak slower", "louder please".
    case voice(VoiceChange)
    /// "in metric", "use cups", "as written": the measures amounts and
    /// temperatures are read in, for this session.
    case units(MeasuringSystem)
    /// "next, then set a timer for 5 minutes": a move and a timer typed on
    /// one line, done in the order said.
    indirect case both(Intent, Intent)

    /// The canonical text form printed by `sous recognize` and accepted on
    /// the control socket: `next`, `goto_step:3`, `how_much:olive oil`,
    /// `timer_set:600`, `timer_set:540:pasta`, `ingredient:next`,
    /// `ingredient:3`, `ingredient_count`.
    public var canonical: String {
        switch self {
        case .next: "next"
        case .back: "back"
        case .repeat: "repeat"
        case .ingredients: "ingredients"
        case .stepIngredients: "step_ingredients"
        case .partIngredients(let name): "ingredients:\(name)"
        case .ingredientItem(let move): "ingredient:" + move.canonical
        case .ingredientCount: "ingredient_count"
        case .gotoStep(let step): "goto_step:" + (step == Intent.lastStep ? "last" : String(step))
        case .bareStep(let step): Intent.gotoStep(step).canonical
        case .startOver: "start_over"
        case .previewStep(let step): "preview_step:" + (step == Intent.lastStep ? "last" : step == Intent.previousStep ? "previous" : String(step))
        case .moveSteps(let count): "move_steps:\(count)"
        case .gotoSection(let name): "goto_section:\(name)"
        case .howMuch(let name): "how_much:\(name)"
        case .howMuchFor(let name, let servings): "how_much_for:\(servings):\(name)"
        case .howMuchForPeople(let name, let people): "how_much_for:\(people):\(name)"
        case .servings(let count): "servings:" + (count == Intent.recipeServings ? "recipe" : String(count))
        case .people(let count): "servings:\(count)"
        case .forNumber(let count): "for:\(count)"
        case .makes(let count, let noun): "makes:\(Intent.factorText(count)):\(noun)"
        case .scaleBy(let factor): "scale_by:" + Intent.factorText(factor)
        case .scaleServings(let factor): "scale_servings:" + Intent.factorText(factor)
        case .timerSet(let seconds, let name):
            "timer_set" + (seconds.map { ":\($0)" } ?? (name == nil ? "" : ":")) + (name.map { ":\($0)" } ?? "")
        case .timerCancel(let name): "timer_cancel" + (name.map { ":\($0)" } ?? "")
        case .timerCancelAll(let name): "timer_cancel_all:\(name)"
        case .timerAdd(let seconds, let name): "timer_add:\(seconds)" + (name.map { ":\($0)" } ?? "")
        case .timerRestart(let name): "timer_restart" + (name.map { ":\($0)" } ?? "")
        case .timerPause(let name): "timer_pause" + (name.map { ":\($0)" } ?? "")
        case .timerResume(let name): "timer_resume" + (name.map { ":\($0)" } ?? "")
        case .timerFix(let seconds, let name): "timer_fix:\(seconds)" + (name.map { ":\($0)" } ?? "")
        case .timerLength(let seconds): "timer_length:\(seconds)"
        case .timerQuery(let name): "timer_query" + (name.map { ":\($0)" } ?? "")
        case .whichTimer: "which_timer"
        case .whatsNext: "whats_next"
        case .stop: "stop"
        case .pause: "pause"
        case .resume: "resume"
        case .yes: "yes"
        case .choose(let answer): "choose:\(answer)"
        case .yesThenNext: "yes_next"
        case .no: "no"
        case .help: "help"
        case .shoppingList: "shopping_list"
        case .quotaQuery: "quota_query"
        case .servingsQuery: "servings_query"
        case .substitute(let name, let with): "substitute:\(name)" + (with.map { ":\($0)" } ?? "")
        case .progress: "progress"
        case .recipeTime: "recipe_time"
        case .stepTime: "step_time"
        case .deedTime(let deed): "step_time:\(deed)"
        case .temperature(let oven): oven ? "temperature:oven" : "temperature"
        case .vessel: "vessel"
        case .doneness: "doneness"
        case .voice(let change): "voice:\(change.rawValue)"
        case .units(let system): "units:\(system.rawValue)"
        case .both(let first, let second): first.canonical + "+" + second.canonical
        }
    }

    /// Reads the canonical form back; nil for anything else.
    public init?(canonical text: String) {
        if let plus = text.firstIndex(of: "+"), let first = Intent(canonical: String(text[..<plus])),
           let second = Intent(canonical: String(text[text.index(after: plus)...])) {
            self = .both(first, second)
            return
        }
        let parts = text.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
        let argument = parts.count > 1 ? parts[1] : nil
        switch parts[0] {
        case "next": self = .next
        case "back": self = .back
        case "repeat": self = .repeat
        case "ingredients":
            if let argument, !argument.isEmpty {
                self = .partIngredients(parts.dropFirst().joined(separator: ":"))
            } else {
                self = .ingredients
            }
        case "step_ingredients": self = .stepIngredients
        case "ingredient":
            guard let move = argument.flatMap(IngredientMove.init(canonical:)) else { return nil }
            self = .ingredientItem(move)
        case "ingredient_count": self = .ingredientCount
        case "goto_step":
            guard let argument, let step = argument == "last" ? Intent.lastStep : Int(argument) else { return nil }
            self = .gotoStep(step)
        case "start_over": self = .startOver
        case "preview_step":
            guard let argument, let step = argument == "last" ? Intent.lastStep : argument == "previous" ? Intent.previousStep : Int(argument) else { return nil }
            self = .previewStep(step)
        case "move_steps":
            guard let argument, let count = Int(argument), count != 0 else { return nil }
            self = .moveSteps(count)
        case "goto_section":
            guard let argument, !argument.isEmpty else { return nil }
            self = .gotoSection(parts.dropFirst().joined(separator: ":"))
        case "how_much":
            guard let argument, !argument.isEmpty else { return nil }
            self = .howMuch(parts.dropFirst().joined(separator: ":"))
        case "how_much_for":
            guard let argument, let servings = Int(argument), parts.count > 2, !parts[2].isEmpty else { return nil }
            self = .howMuchFor(parts[2], servings: servings)
        case "for":
            guard let argument, let count = Int(argument) else { return nil }
            self = .forNumber(count)
        case "servings":
            guard let argument, let count = argument == "recipe" ? Intent.recipeServings : Int(argument) else { return nil }
            self = .servings(count)
        case "makes":
            guard let argument, let count = Double(argument), count > 0, count.isFinite, parts.count > 2, !parts[2].isEmpty else { return nil }
            self = .makes(count, parts[2])
        case "scale_by":
            guard let argument, let factor = Double(argument), factor > 0, factor.isFinite else { return nil }
            self = .scaleBy(factor)
        case "scale_servings":
            guard let argument, let factor = Double(argument), factor > 0, factor.isFinite else { return nil }
            self = .scaleServings(factor)
        case "timer_set":
            let name = parts.count > 2 && !parts[2].isEmpty ? parts[2] : nil
            if let argument, !argument.isEmpty {
                guard let seconds = Int(argument) else { return nil }
                self = .timerSet(seconds: seconds, name: name)
            } else {
                self = .timerSet(seconds: nil, name: name)
            }
        case "timer_cancel": self = .timerCancel(name: argument.flatMap { $0.isEmpty ? nil : $0 })
        case "timer_cancel_all":
            guard let argument, !argument.isEmpty else { return nil }
            self = .timerCancelAll(name: parts.dropFirst().joined(separator: ":"))
        case "timer_add":
            guard let argument, let seconds = Int(argument), seconds != 0 else { return nil }
            self = .timerAdd(seconds: seconds, name: parts.count > 2 && !parts[2].isEmpty ? parts[2] : nil)
        case "timer_restart": self = .timerRestart(name: argument.flatMap { $0.isEmpty ? nil : $0 })
        case "timer_pause": self = .timerPause(name: argument.flatMap { $0.isEmpty ? nil : $0 })
        case "timer_resume": self = .timerResume(name: argument.flatMap { $0.isEmpty ? nil : $0 })
        case "timer_length":
            guard let argument, let seconds = Int(argument), seconds > 0 else { return nil }
            self = .timerLength(seconds: seconds)
        case "timer_fix":
            guard let argument, let seconds = Int(argument), seconds > 0 else { return nil }
            self = .timerFix(seconds: seconds, name: parts.count > 2 && !parts[2].isEmpty ? parts[2] : nil)
        case "timer_query": self = .timerQuery(name: argument.flatMap { $0.isEmpty ? nil : $0 })
        case "which_timer": self = .whichTimer
        case "whats_next": self = .whatsNext
        case "choose":
            guard let argument, !argument.isEmpty else { return nil }
            self = .choose(parts.dropFirst().joined(separator: ":"))
        case "stop": self = .stop
        case "pause": self = .pause
        case "resume": self = .resume
        case "yes": self = .yes
        case "yes_next": self = .yesThenNext
        case "no": self = .no
        case "help": self = .help
        case "shopping_list": self = .shoppingList
        case "quota_query": self = .quotaQuery
        case "servings_query": self = .servingsQuery
        case "substitute":
            guard let argument, !argument.isEmpty else { return nil }
            self = .substitute(argument, with: parts.count > 2 && !parts[2].isEmpty ? parts[2] : nil)
        case "progress": self = .progress
        case "recipe_time": self = .recipeTime
        case "step_time": self = argument.map { $0.isEmpty ? .stepTime : .deedTime($0) } ?? .stepTime
        case "temperature": self = .temperature(oven: argument == "oven")
        case "vessel": self = .vessel
        case "doneness": self = .doneness
        case "voice":
            guard let change = argument.flatMap(VoiceChange.init(rawValue:)) else { return nil }
            self = .voice(change)
        case "units":
            guard let system = argument.flatMap(MeasuringSystem.init(rawValue:)) else { return nil }
            self = .units(system)
        default: return nil
        }
    }

    /// "2", "1.5": a factor as the canonical form writes it.
    static func factorText(_ factor: Double) -> String {
        factor == factor.rounded() && abs(factor) < 1e15 ? String(Int(factor)) : String(factor)
    }

    /// The step number "go to the last step" stands for, whatever the recipe's length.
    public static let lastStep = Int.max
    /// "What was the last step": the one before this, read without going back.
    public static let previousStep = Int.max - 1
    /// The servings "back to the original amount" stands for: the recipe's own.
    public static let recipeServings = Int.min
}

extension Intent {
    /// A question whose answer is not kept for "repeat" (it is worked out
    /// again instead).
    public var asksForAnAnswer: Bool {
        switch self {
        case .whatsNext, .previewStep, .ingredientCount, .howMuch, .howMuchFor, .howMuchForPeople, .substitute, .stepIngredients, .partIngredients, .timerQuery, .whichTimer, .servingsQuery, .progress, .recipeTime, .stepTime, .deedTime, .temperature,
             .vessel, .doneness, .shoppingList:
            true
        default:
            false
        }
    }

    /// Answers a question Sous asked (yes, no, a length), or asks for it
    /// again: anything else settles a question about a timer as declined.
    public var answersAQuestion: Bool {
        switch self {
        case .yes, .no, .yesThenNext, .timerLength, .forNumber, .repeat, .help: true
        case .timerFix(_, let name): name == nil
        default: false
        }
    }

    /// Moves through the open recipe: after "stop", one of these means
    /// cooking goes on, so the session is open again (and resumed after a
    /// restart). A question ("how much garlic", "ingredients", "what's
    /// next", "repeat"), new servings, timers, the voice or help are
    /// answered while the session stays stopped: a cook checking something
    /// after stopping has not started cooking again.
    public var carriesOnCooking: Bool {
        switch self {
        case .next, .back, .gotoStep, .bareStep, .moveSteps, .gotoSection, .startOver, .resume, .yesThenNext:
            true
        case .both(let first, let second):
            first.carriesOnCooking || second.carriesOnCooking
        case .repeat, .ingredients, .stepIngredients, .partIngredients, .ingredientItem, .ingredientCount, .forNumber, .howMuch, .howMuchFor, .howMuchForPeople, .substitute, .servings, .people, .makes, .scaleBy, .scaleServings, .servingsQuery, .whatsNext, .previewStep, .progress,
             .recipeTime, .stepTime, .deedTime, .temperature, .vessel, .doneness, .timerSet, .timerCancel, .timerCancelAll, .timerAdd, .timerRestart, .timerPause, .timerResume, .timerFix, .timerLength,
             .timerQuery, .whichTimer, .stop, .pause, .yes, .no, .help, .shoppingList, .quotaQuery, .voice, .units, .choose:
            false
        }
    }
}

/// Where "next ingredient" and its kin move the ingredient cursor.
public enum IngredientMove: Hashable, Sendable {
    /// "next ingredient"; the first one when none is being read.
    case next
    /// "previous ingredient".
    case previous
    /// "repeat the ingredient": the one just read.
    case again
    /// "the third ingredient", "ingredient 3"; `Intent.lastStep` for "the last ingredient".
    case number(Int)

    /// `next`, `previous`, `repeat`, `3`, `last`: after `ingredient:`.
    var canonical: String {
        switch self {
        case .next: "next"
        case .previous: "previous"
        case .again: "repeat"
        case .number(let number): number == Intent.lastStep ? "last" : String(number)
        }
    }

    init?(canonical text: String) {
        switch text {
        case "next": self = .next
        case "previous", "back": self = .previous
        case "repeat": self = .again
        case "last": self = .number(Intent.lastStep)
        default:
            guard let number = Int(text), number > 0 else { return nil }
            self = .number(number)
        }
    }
}

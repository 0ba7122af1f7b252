/// Where the cook is in a recipe and what Sous is waiting for.
public struct CookingState: Hashable, Sendable {
    public enum Position: Hashable, Sendable, Codable {
        /// The title and summary, before the first step.
        case overview
        /// A step, zero-based.
        case step(Int)
        case finished
    }

    /// A question Sous asked and is waiting on a yes or no for.
    public enum Offer: Hashable, Sendable {
        case timer(seconds: Int, step: Int)
        /// "The timer is already 50 minutes. Did you mean 15?": a length
        /// heard the same wrong way twice, put to the cook as a yes or no,
        /// which is what the recogniser hears best.
        case fix(seconds: Int, timer: String)
        /// "OK, the 50 minute timer is running." "No!": the cook is asked
        /// whether to cancel it (or to give the length again).
        case cancel(timer: String)
        /// "Cancel all timers" in the salmon with the mash's timers running:
        /// losing another dish's timer unasked is the worst slip, so Sous
        /// names them and asks first.
        case cancelAll

        /// "Do you want a timer for 20 minutes?", not a question about a running one.
        public var isTimerOffered: Bool {
            if case .timer = self { return true }
            return false
        }
    }

    /// What the cook asked to do to a timer before Sous asked "Which one?".
    public enum TimerAction: Hashable, Sendable {
        case cancel
        case add(seconds: Int)
        case restart
        /// "Pause the timer", "resume the timer".
        case pause
        case resume
        /// "Make the timer 3 minutes".
        case fix(seconds: Int)
    }

    /// The recipe as the cook reads it: the author's (`written`) in `units`.
    public var recipe: Recipe
    /// The recipe as its author wrote it.
    public private(set) var written: Recipe
    /// The measures the cook reads amounts and temperatures in; setting
    /// them converts `recipe` afresh from the author's.
    public var units: MeasuringSystem {
        didSet { if units != oldValue { recipe = written.converted(to: units) } }
    }
    /// The cook chose `units` in this session ("in metric"), over the
    /// saved preference, which the edge applies otherwise.
    public var unitsChosen = false
    public var position: Position
    /// How many of what the recipe makes are cooked: servings, or its
    /// `makes` ("1.5" loaves: a part of a loaf may be made, `Recipe.makesParts`).
    public var servings: Double
    /// The cook changed the servings in this session ("make it for 4"), not
    /// a plan or the command line: kept even before the first step.
    public var servingsChosen = false
    public var offer: Offer?
    /// When Sous last spoke with the offer standing; it lapses after
    /// `offerLifetime` seconds.
    public var offeredAt: Double?
    /// How long a yes-or-no question waits for its answer.
    public static let offerLifetime = 60.0
    public var timers: [KitchenTimer]
    public var paused: Bool
    /// The cook said stop: the session is over (and saved, for next time).
    public var ended: Bool
    /// Seconds on the session clock, moved on by `.tick` events.
    public var now: Double
    /// What "repeat" says again.
    public var lastSaid: String?
    /// The question last answered ("what's next", "how much time is
    /// left"): "sorry?" right after wants that answer again, worked out
    /// afresh (the time left has moved on).
    public var lastQuestion: Intent?
    /// A timer's announcement just said: "what was that" straight after
    /// wants it again, not the step. Gone with the cook's next command.
    public var lastRing: String?
    public var checkedIngredients: Set<Int>
    /// The ingredient line last read one at a time (zero-based), while the
    /// cook goes through the list ("ingredients one by one"): "next",
    /// "back" and "repeat" then move in the list, not the steps. Any other
    /// command ends it; not saved, as a restart starts a new conversation.
    public var ingredientCursor: Int?
    /// Sous asked "Which one?" of several timers: a bare "pasta" answers it.
    public var askedWhichTimer = false
    /// What that question was asked for: the timer answered gets it.
    public var whichTimerAction = TimerAction.cancel
    /// The timers that question named, in order: "the first one".
    public var whichTimers: [String] = []
    /// Sous asked "For how long?": a bare "4 minutes" answers it, for the
    /// timer of this name (or an unnamed one).
    public var askedTimerLength = false
    public var askedTimerName: String?
    /// The timer that went off last: "which timer was that" once it is
    /// silenced, or set going again.
    public var lastFired: KitchenTimer?
    /// The timer last silenced, and when: "5 more minutes" right after
    /// means that one, not another still running.
    public var lastSilenced: KitchenTimer?
    /// "Five more minutes" would make sense: a timer rings, or one was
    /// silenced moments ago and not set again. Only then does the voice
    /// grammar hold it; in other talk it is a recipe read out on the radio.
    public var mayExtendATimer: Bool {
        if timers.contains(where: \.ringing) { return true }
        guard let silenced = lastSilenced else { return false }
        return now - silenced.endsAt < 600 && !timers.contains { $0.name == silenced.name }
    }
    /// How many of a step's timed stages (`Step.stages`) have had their
    /// timer started, by step index: the next offer is for the one after
    /// ("bake uncovered for 25 minutes" once the covered 20 rang), and the
    /// time still to come leaves out those done.
    public var stagesStarted: [Int: Int] = [:]
    /// The timer the last reply started: "for 2" straight after means its length.
    public var justStarted: String?
    /// That timer, while it runs: a length said now is meant for it.
    public var justStartedTimer: KitchenTimer? { timers.first { $0.name == justStarted } }
    /// The timer the talk is about: the one last set (or asked about by its
    /// name), kept while the cook only asks about timers ("how much time is
    /// left"), so "no, I said 15" then still corrects it. Gone with any
    /// other command; not saved.
    public var timerTalkedOf: String?
    /// That timer, while it runs.
    public var timerTalkedOfTimer: KitchenTimer? { timers.first { $0.name == timerTalkedOf } }
    /// The timer last set (or set again), and how many commands came since:
    /// "make it 15" a few exchanges after "set a potato timer for 50
    /// minutes" may be its length, and is asked about (`recentTimerFitting`).
    /// Not saved.
    public var lastSetTimer: String?
    public var exchangesSinceTimerSet = 0
    /// How many commands after a timer is set "make it 15" may still be meant for it.
    public static let recentTimerExchanges = 3
    /// The timer a bare length corrects ("no, 15"): the one just set, else
    /// the one the talk is about.
    public var timerCorrected: KitchenTimer? { justStartedTimer ?? timerTalkedOfTimer }
    /// Servings were what was last set or asked ("make it for 4", "how many
    /// servings"): a bare "no, I said 5" then is servings, and never otherwise.
    public var servingsTalkedOf = false
    /// A length said alone would make sense: "For how long?" was asked, a
    /// timer offered, or one just set (its length maybe misheard).
    public var awaitsALength: Bool { askedTimerLength || offer != nil || justStarted != nil }
    /// Slower, faster, louder, softer: carried from recipe to recipe.
    public var voice = VoiceTuning()
    /// What the cook has at home (`sous pantry`), so "what do I need to
    /// buy" while cooking agrees with `sous shop`. The edge fills it in.
    public var pantry = PantryContents()
    /// The titles of the recipes the cook can open, so "how much butter for
    /// the mashed potatoes" asked in the salmon is told the salmon has no
    /// such part. The edge fills it in.
    public var libraryTitles: [String] = []
    /// The cook's standing preferences (`sous prefs`), so a substitute never
    /// offers what they avoid or their diet rules out. The edge fills it in.
    public var preferences = Preferences()

    /// The recipe's lines are read as this Sous reads them (`Recipe.reread`).
    public init(recipe: Recipe, servings: Double? = nil, now: Double = 0, units: MeasuringSystem = .asWritten) {
        let reread = recipe.reread
        self.written = reread
        self.recipe = reread.converted(to: units)
        self.units = units
        self.position = .overview
        self.servings = servings ?? Double(recipe.servings)
        self.offer = nil
        self.timers = []
        self.paused = false
        self.ended = false
        self.now = now
        self.lastSaid = nil
        self.checkedIngredients = []
    }

    /// Ratio of the cooking servings to the recipe's own.
    public var scale: Double { servings / Double(max(1, recipe.servings)) }

    /// What is being cooked, counted: "4 servings", "36 cookies", "half a loaf".
    public var made: String { recipe.made(servings) }

    /// Cooked for other servings than the recipe's own.
    public var isScaled: Bool { abs(servings - Double(recipe.servings)) > 1e-9 }

    /// One-based step number, nil before the first step and after the last.
    public var stepNumber: Int? {
        if case .step(let index) = position { return index + 1 }
        return nil
    }

    /// The earliest moment something will happen on its own: a timer ending
    /// or a ringing timer's next reminder. The edge wakes up then.
    public var nextDeadline: Double? {
        timers.filter { !$0.isPaused }.map { timer in
            timer.ringing ? (timer.lastAnnounced ?? timer.endsAt) + KitchenTimer.reminderInterval : timer.endsAt
        }.min()
    }
}

/// Something that happened to a cooking session.
public enum CookingEvent: Hashable, Sendable {
    /// The session starts: Sous introduces the recipe.
    case begin
    /// The session was restored after a restart.
    case resumed
    case intent(Intent)
    /// Typed text that is no command.
    case unrecognized(String)
    /// The clock moved on to this time.
    case tick(Double)
}

/// What the edge must do after a transition. The state machine only
/// describes; speaking, scheduling and saving happen outside it.
public enum CookingEffect: Hashable, Sendable {
    case say(String)
    case timerStarted(KitchenTimer)
    case timerCancelled(String)
    case timerFired(String)
    /// "Pause the pasta timer": stopped with its time left (resumed, it is
    /// `timerStarted` again).
    case timerPaused(KitchenTimer)
    /// Persist the session: position, servings, timers.
    case save
    /// The cook stopped or finished; the edge may end the session.
    case end
    /// An intent the session cannot answer alone (the API quota).
    case delegate(Intent)
    /// Speak with this tuning from now on.
    case tuneVoice(VoiceTuning)

    /// Sous asking its yes-or-no question ("Do you want a timer for 20
    /// minutes?"), again or for the first time.
    public var asksAQuestion: Bool {
        if case .say(let text) = self { return text.contains("Do you want") }
        return false
    }

    /// Sous asking anything ("Which one? ...", "For how long? ..."): what
    /// "repeat" says again.
    var isAQuestion: Bool {
        if case .say(let text) = self { return text.contains("? ") || text.hasSuffix("?") }
        return false
    }
}

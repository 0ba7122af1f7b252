/// What must survive a restart: the recipe, where the cook was, servings,
/// timers. Saved on every transition so `kill -9` loses nothing.
public struct SessionSnapshot: Hashable, Sendable, Codable {
    public var recipeID: String
    public var position: CookingState.Position
    /// Whole but for a recipe that makes a loaf or a cake: half a loaf is 0.5.
    public var servings: Double
    public var timers: [KitchenTimer]
    public var paused: Bool
    public var ended: Bool
    public var checkedIngredients: [Int]
    public var savedAt: Double
    /// Optional so sessions saved before it existed still load.
    public var voice: VoiceTuning?
    /// The cook chose the servings (`CookingState.servingsChosen`); optional likewise.
    public var servingsChosen: Bool?
    /// The measures the cook chose in the session ("in metric"); nil when
    /// the saved preference applies.
    public var units: MeasuringSystem?
    /// `CookingState.stagesStarted`; optional likewise.
    public var stagesStarted: [Int: Int]?

    public init(recipeID: String, position: CookingState.Position, servings: Double, timers: [KitchenTimer],
                paused: Bool, ended: Bool, checkedIngredients: [Int], savedAt: Double, voice: VoiceTuning? = nil,
                servingsChosen: Bool? = nil, units: MeasuringSystem? = nil, stagesStarted: [Int: Int]? = nil) {
        self.units = units
        self.stagesStarted = stagesStarted
        self.recipeID = recipeID
        self.position = position
        self.servings = servings
        self.timers = timers
        self.paused = paused
        self.ended = ended
        self.checkedIngredients = checkedIngredients
        self.savedAt = savedAt
        self.voice = voice
        self.servingsChosen = servingsChosen
    }
}

extension CookingState {
    public var snapshot: SessionSnapshot {
        SessionSnapshot(recipeID: recipe.id, position: position, servings: servings, timers: timers, paused: paused,
                        ended: ended, checkedIngredients: checkedIngredients.sorted(), savedAt: now, voice: voice,
                        servingsChosen: servingsChosen ? true : nil, units: unitsChosen ? units : nil,
                        stagesStarted: stagesStarted.isEmpty ? nil : stagesStarted)
    }

    /// Rebuilds a state from a snapshot and the recipe it names. A step
    /// beyond a recipe that has since shrunk is clamped to its last step.
    public init(restoring snapshot: SessionSnapshot, recipe: Recipe) {
        self.init(recipe: recipe, servings: snapshot.servings, now: snapshot.savedAt, units: snapshot.units ?? .asWritten)
        unitsChosen = snapshot.units != nil
        switch snapshot.position {
        case .step where recipe.steps.isEmpty:
            position = .overview
        case .step(let index):
            position = .step(min(max(0, index), recipe.steps.count - 1))
        default:
            position = snapshot.position
        }
        timers = snapshot.timers
        paused = snapshot.paused
        ended = snapshot.ended
        checkedIngredients = Set(snapshot.checkedIngredients)
        voice = snapshot.voice ?? VoiceTuning()
        servingsChosen = snapshot.servingsChosen ?? false
        stagesStarted = snapshot.stagesStarted ?? [:]
    }

    /// The measures the cook reads in: the ones chosen in this session,
    /// else the saved preference (`sous prefs --units`).
    public mutating func read(in preferred: MeasuringSystem) {
        if !unitsChosen { units = preferred }
    }

    /// Opening the recipe the cook stopped part-way through, within a day,
    /// picks up at that step with its timers: "stop" promises "come back any
    /// time to carry on". Servings chosen before the first step ("make it
    /// for 4", then away to shop) are picked up too. Nil when there is
    /// nothing to pick up.
    public static func reopening(_ recipe: Recipe, from saved: SessionSnapshot?, servings: Double?, now: Double) -> CookingState? {
        guard let saved, saved.recipeID == recipe.id, !recipe.steps.isEmpty, now - saved.savedAt < 24 * 3600 else { return nil }
        switch saved.position {
        case .step: break
        case .overview where saved.servings != Double(recipe.servings) && saved.servingsChosen == true: break
        default: return nil
        }
        var state = CookingState(restoring: saved, recipe: recipe)
        state.ended = false
        state.paused = false
        if let servings { state.servings = servings }
        return state
    }

    /// A kitchen with no recipe open: timers work, everything else asks for
    /// a recipe first.
    public static func idle(now: Double) -> CookingState {
        CookingState(recipe: Recipe(id: "", title: "", minutes: 0, servings: 1, ingredients: [], steps: []), now: now)
    }

    public var isIdle: Bool { recipe.steps.isEmpty }

    /// The same timers, clock and measures, on another recipe: starting a
    /// new recipe must not silence the pasta timer.
    public func switching(to recipe: Recipe, servings: Double? = nil) -> CookingState {
        var next = CookingState(recipe: recipe, servings: servings, now: now, units: units)
        next.timers = KitchenTimer.carried(timers, from: isIdle ? nil : self.recipe, to: recipe)
        next.voice = voice
        return next
    }
}

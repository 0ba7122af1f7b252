/// A step's timed stages (`Step.stages`): "bake covered for 20 minutes,
/// then uncovered for 25" offers the 20 minutes, and the 25 once the 20
/// have rung; "this step takes 45 minutes" counts both.
extension Reply {
    /// The stage of step `index` a timer would time next, the first whose
    /// timer has not been started, and its place among the step's stages.
    func nextStage(of index: Int) -> (place: Int, stage: TimedStage, count: Int)? {
        let stages = recipe.steps[index].stages
        let started = state.stagesStarted[index] ?? 0
        guard started < stages.count else { return nil }
        return (started, stages[started], stages.count)
    }

    /// The stage a reading of step `index` offers a timer for: the next
    /// one, else (all started) the first again.
    func offeredStage(of index: Int) -> (place: Int, stage: TimedStage, count: Int)? {
        if let next = nextStage(of: index) { return next }
        let stages = recipe.steps[index].stages
        return stages.first.map { (0, $0, stages.count) }
    }

    /// The step's timer was started for its next stage.
    mutating func stageStarted(_ index: Int) {
        let count = recipe.steps[index].stages.count
        guard count > 0 else { return }
        state.stagesStarted[index] = min(count, (state.stagesStarted[index] ?? 0) + 1)
    }

    /// A step's timer cancelled before it rang did not time the step:
    /// reading the step offers it again.
    mutating func stageUntimed(_ timer: KitchenTimer) {
        guard !timer.ringing, !state.isIdle, timer.name.hasPrefix("step "), let number = Int(timer.name.dropFirst(5)),
              let started = state.stagesStarted[number - 1], started > 0 else { return }
        state.stagesStarted[number - 1] = started - 1
    }

    /// " Do you want a timer for 20 minutes, the first of 2 timed parts?":
    /// the offer of a stage, a range's shorter end said as such.
    static func timerQuestion(_ stage: TimedStage, place: Int, count: Int) -> String {
        var question = " Do you want a timer for "
        if place > 0 { question += "the next " }
        question += DurationPhrase.spoken(stage.seconds)
        if let upTo = stage.upTo {
            question += ", to check at the short end of \(DurationPhrase.range(stage.seconds, upTo: upTo))"
        }
        if count > 1 { question += stage.repeated ? ", round \(place + 1) of \(count)" : ", part \(place + 1) of \(count)" }
        return question + "?"
    }

    /// Offers step `index`'s next stage once its timer for the one before
    /// has been silenced: "Next in step 9: 25 minutes. Do you want a timer
    /// for the next 25 minutes?"
    mutating func offerNextStage(after silenced: [KitchenTimer]) {
        guard !state.isIdle, state.offer == nil else { return }
        for timer in silenced where timer.name.hasPrefix("step ") {
            guard let number = Int(timer.name.dropFirst(5)), number >= 1, number <= stepCount,
                  let (place, stage, count) = nextStage(of: number - 1), place > 0,
                  !state.timers.contains(where: { $0.name == timer.name }) else { continue }
            let rest = recipe.steps[number - 1].stages[place...]
            let (low, high) = (rest.reduce(0) { $0 + $1.seconds }, rest.reduce(0) { $0 + ($1.upTo ?? $1.seconds) })
            state.offer = .timer(seconds: stage.seconds, step: number - 1)
            say("Step \(number) goes on for \(DurationPhrase.range(low, upTo: high)) more."
                + Self.timerQuestion(stage, place: place, count: count))
            return
        }
    }

    /// "45 minutes: 20 minutes, then 25 minutes", "2 hours: 4 times 30
    /// minutes", "3 to 4 hours": a step's whole time and its parts.
    static func stepTimeSpoken(_ step: Step) -> String {
        let stages = step.stages
        let total = step.stagesTotal
        let whole = DurationPhrase.range(total.seconds, upTo: total.upTo)
        guard stages.count > 1 else { return whole }
        if stages.allSatisfy(\.repeated), Set(stages).count == 1 {
            return "\(whole): \(stages.count) times \(DurationPhrase.range(stages[0].seconds, upTo: stages[0].upTo))"
        }
        return "\(whole): " + stages.map { DurationPhrase.range($0.seconds, upTo: $0.upTo) }.joined(separator: ", then ")
    }

    /// Seconds of step `index`'s timed cooking still to come: a running
    /// stage by what it has left, the stages not started in full, those
    /// done not at all.
    func stageTimeAhead(_ index: Int) -> Double {
        let stages = recipe.steps[index].stages
        let started = min(stages.count, state.stagesStarted[index] ?? 0)
        let running = state.timers.first { $0.name == Reply.stepTimerName(index) }
        let waiting = stages[started...].reduce(0.0) { $0 + Double($1.seconds) }
        // A step timer started before its stages were counted (an older
        // session) stands for the first.
        if let running {
            return max(0, running.remaining(at: state.now)) + (started == 0 ? waiting - Double(stages.first?.seconds ?? 0) : waiting)
        }
        return waiting
    }
}

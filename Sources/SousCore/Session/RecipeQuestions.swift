/// Questions a cook asks about the recipe as a whole: how far along they
/// are, how long it takes, how hot the oven should be.
extension Reply {
    mutating func tellProgress() {
        let steps = stepCount == 1 ? "1 step" : "\(stepCount) steps"
        switch state.position {
        case .overview:
            say("\(recipe.title) has \(steps). Say next to start.", remember: false)
        case .step(let index) where index + 1 == stepCount:
            // The recipe named: with two dishes on the go, which one is open.
            say(stepCount == 1 ? "You're on the only step of \(recipe.title)." : "You're on step \(index + 1) of \(stepCount) of \(recipe.title), the last one.",
                remember: false)
        case .step(let index):
            let left = stepCount - index - 1
            say("You're on step \(index + 1) of \(stepCount) of \(recipe.title); \(left) more after this.")
        case .finished:
            say("You've finished all \(steps) of \(recipe.title). Say start over to cook it again.", remember: false)
        }
    }

    /// The recipe's stated time, and once cooking, the timed cooking still
    /// ahead (the steps' own timers, a running one by what it has left).
    mutating func tellRecipeTime() {
        let total = recipe.minutes > 0
            ? "\(recipe.title) takes about \(DurationPhrase.spoken(recipe.minutes * 60)) in all"
            : "\(recipe.title) doesn't say how long it takes"
        switch state.position {
        case .overview:
            say(total + ".", remember: false)
        case .step(let index):
            // Every stage of a step ("20 minutes, then 25"), those done left out.
            let ahead = (index..<stepCount).reduce(0.0) { $0 + stageTimeAhead($1) }
            let still = ahead >= 60 ? ", with about \(DurationPhrase.remaining(ahead)) of timed cooking still to come" : ""
            say("\(total); you're on step \(index + 1) of \(stepCount)\(still).")
        case .finished:
            say("You've finished \(recipe.title).", remember: false)
        }
    }

    /// The step a question about time starts from (the first before
    /// cooking); nil once the recipe is finished, said so.
    private mutating func stepAskedAbout() -> Int? {
        switch state.position {
        case .overview: return 0
        case .step(let index): return index
        case .finished:
            say("You've finished \(recipe.title).", remember: false)
            return nil
        }
    }

    /// "How long does this bake for": this step's time, with its timer's
    /// time left when it runs. A step that gives none says so before the
    /// next one that does, read out ("step 10, 20 minutes: Leave to cool"),
    /// so a cooling time is never taken for the bake asked about.
    mutating func tellStepTime() {
        guard let current = stepAskedAbout() else { return }
        guard let index = (current..<stepCount).first(where: { !recipe.steps[$0].stages.isEmpty }) else {
            say(current == 0 ? "\(recipe.title) gives no step a time." : "This step doesn't give a time, and no step after it does.", remember: false)
            return
        }
        var answer: String
        if index == current && state.position != .overview {
            answer = "This step takes \(Self.stepTimeSpoken(recipe.steps[index]))"
        } else {
            let sentences = SpokenText.sentences(stepText(index))
            let timed = sentences.first { $0.contains(where: \.isNumber) } ?? sentences.first ?? ""
            let before = state.position == .overview ? "The first step with a time" : "This step doesn't give a time. The next one that does"
            let total = recipe.steps[index].stagesTotal
            answer = "\(before) is step \(index + 1), \(DurationPhrase.range(total.seconds, upTo: total.upTo)): \(timed.hasSuffix(".") ? String(timed.dropLast()) : timed)"
        }
        say(answer + runningNote(index) + ".")
    }

    /// "; its timer has 20 minutes left, then 25 minutes more": step
    /// `index`'s timer when it runs.
    func runningNote(_ index: Int) -> String {
        guard let running = state.timers.first(where: { $0.name == Reply.stepTimerName(index) }) else { return "" }
        var note = running.ringing ? "; its timer is done" : "; its timer has \(DurationPhrase.remaining(running.remaining(at: state.now))) left"
        // "Then 25 minutes more": the stages after the one running.
        let stages = recipe.steps[index].stages
        let after = stages[min(stages.count, max(1, state.stagesStarted[index] ?? 1))...].reduce(0) { $0 + $1.seconds }
        if after > 0 { note += ", then \(DurationPhrase.spoken(after)) more" }
        return note
    }

    /// "How long do I let it rise" at step 1: the rise is step 4's, "1
    /// hour", not the kneading the next timed step does (was "This step
    /// doesn't give a time. The next one that does is step 3, 10 minutes:
    /// Knead ..."). The step that does the deed with a time: this one,
    /// else the nearest ahead, else the latest behind; the deed's own word
    /// before its kin's ("prove" finds the proving before the rise).
    mutating func tellDeedTime(_ deed: String) {
        guard let current = stepAskedAbout() else { return }
        let onStep = state.position != .overview
        let order = [current] + Array((current + 1)..<max(current + 1, stepCount)) + Array((0..<current).reversed())
        var found: (index: Int, sentence: String, seconds: Int?, upTo: Int?)?
        var untimed: (index: Int, sentence: String)?
        search: for words in StepDeeds.searches(for: deed) {
            for index in order where index < stepCount {
                guard let mention = StepDeeds.mention(in: stepText(index), words: words) else { continue }
                if mention.seconds != nil {
                    found = (index, mention.sentence, mention.seconds, mention.upTo)
                    break search
                }
                if untimed == nil { untimed = (index, mention.sentence) }
            }
        }
        // The cook's word, "to rise", "to proof".
        let toDo = "to \(deed)"
        guard let found, let seconds = found.seconds else {
            if let untimed {
                let whose = untimed.index == current && onStep ? "This step" : "Step \(untimed.index + 1)"
                say("\(whose) doesn't give a time \(toDo): \(untimed.sentence)", remember: false)
            } else {
                say("\(recipe.title) doesn't say \(toDo).", remember: false)
            }
            return
        }
        let index = found.index
        let stages = recipe.steps[index].stages
        // This step's own deed, as its time is said ("45 minutes: 20 minutes, then 25 minutes").
        if index == current, onStep, stages.first?.seconds == seconds || stages.isEmpty {
            if stages.isEmpty {
                say("This step takes \(DurationPhrase.range(seconds, upTo: found.upTo)).")
            } else {
                say("This step takes \(Self.stepTimeSpoken(recipe.steps[index]))\(runningNote(index)).")
            }
            return
        }
        let time = DurationPhrase.range(seconds, upTo: found.upTo)
        let sentence = found.sentence.hasSuffix(".") ? String(found.sentence.dropLast()) : found.sentence
        let opening: String
        if index == current, onStep {
            opening = "\(time), in this step"
        } else if !onStep {
            opening = "Step \(index + 1) says \(toDo), \(time)"
        } else {
            opening = "This step doesn't say \(toDo). Step \(index + 1) \(index > current ? "does" : "did"), \(time)"
        }
        say("\(opening): \(sentence)\(runningNote(index)).")
    }

    /// Reads the sentence that gives the temperature: from the current step,
    /// else the latest step before it (the oven heated in step 1 is still
    /// on), else the next one that has it.
    /// `oven`: "how hot should the oven be" wants the oven, not the 75°C
    /// the chicken must reach.
    mutating func tellTemperature(oven: Bool = false) {
        let current: Int
        switch state.position {
        case .overview: current = 0
        case .step(let index): current = index
        case .finished: current = stepCount - 1
        }
        let order = Array((0...max(0, current)).reversed()) + Array(min(current + 1, stepCount)..<stepCount)
        // "Melt the butter over medium heat" answers on its own step, before
        // the oven another step heated; the step is read as scaled.
        if !oven, current < stepCount {
            for kind in [HeatMention.Kind.degrees, .level] {
                if let sentence = HeatMention.sentence(in: stepText(current), kind: kind) {
                    say("Step \(current + 1) says: \(sentence)")
                    return
                }
            }
        }
        func found(_ kinds: [HeatMention.Kind]) -> (Int, String)? {
            for kind in kinds {
                for index in order where index < stepCount {
                    if let sentence = HeatMention.sentence(in: stepText(index), kind: kind) { return (index, sentence) }
                }
            }
            return nil
        }
        if let (index, sentence) = found(oven ? [.oven, .degrees] : [.degrees, .level]) {
            say("Step \(index + 1) says: \(sentence)")
            return
        }
        guard oven else {
            say("\(recipe.title) doesn't give a temperature.", remember: false)
            return
        }
        // The oven asked of a dish made on the hob: a pan's "medium heat" is
        // no answer to it, and is said as the hob's.
        let baked = recipe.steps.contains { step in Words.tokens(step.text).contains { ["oven", "bake", "baked", "baking", "roast", "roasted", "grill"].contains($0) } }
        if baked {
            say("\(recipe.title) doesn't give the oven's temperature.", remember: false)
        } else if let (index, sentence) = found([.level]) {
            say("\(recipe.title) doesn't use the oven. For the hob, step \(index + 1) says: \(sentence)", remember: false)
        } else {
            say("\(recipe.title) doesn't use the oven.", remember: false)
        }
    }
}

/// "Speak slower", "louder": the edge applies the tuning; the session
/// keeps it and says when it cannot go further.
extension Reply {
    mutating func tuneVoice(_ change: VoiceChange) {
        if change == .normal, state.voice == VoiceTuning() {
            say("I'm already speaking in my usual voice.", remember: false)
            return
        }
        guard let tuned = state.voice.applying(change) else {
            let limit = switch change {
            case .slower: "as slowly"
            case .faster: "as fast"
            case .louder: "as loudly"
            case .softer: "as softly"
            case .normal: "as usually"
            }
            say("I'm already speaking \(limit) as I can.", remember: false)
            return
        }
        state.voice = tuned
        effects.append(.tuneVoice(tuned))
        let answer = switch change {
        case .slower: "OK, I'll speak more slowly."
        case .faster: "OK, I'll speak faster."
        case .louder: "OK, louder."
        case .softer: "OK, softer."
        case .normal: "OK, my usual voice."
        }
        say(answer, remember: false)
        save()
    }
}

extension Reply {
    /// "What size tin?", "which pan do I need?": the step that names what
    /// the dish is made in, as read (in the cook's units), and, scaled far,
    /// what that does to the tin. A baker with batter ready asks this
    /// before the oven is hot.
    mutating func tellVessel() {
        let texts = (0..<stepCount).map { stepText($0) }
        // A baking tin first ("line a 20 cm square tin"), else any pan or pot.
        let found = texts.firstIndex { $0.lowercased().firstMatch(of: BakingVessel.vessel) != nil }
            ?? texts.firstIndex { $0.lowercased().firstMatch(of: Self.anyVessel) != nil }
        guard let index = found else {
            say("\(recipe.title) doesn't say what to make it in.")
            return
        }
        let note = BakingVessel(of: recipe).flatMap { $0.note(scale: state.scale) }.map { " " + $0 } ?? ""
        say("Step \(index + 1) says: \(texts[index])\(note)")
    }

    /// "Is it done?": the sentence of this step (or, before any cue here,
    /// the last step before it that gives one) saying how to tell ("bake
    /// until a skewer comes out clean"), else its time. Sous can't see the
    /// pan; the recipe's own sign is what the cook checks.
    mutating func tellDoneness() {
        guard case .step(let current) = state.position else {
            say("Start the recipe first: say next, and ask me at a step.", remember: false)
            return
        }
        for index in stride(from: current, through: max(0, current - 2), by: -1) {
            let cues = SpokenText.sentences(stepText(index)).filter { $0.lowercased().firstMatch(of: Self.doneCue) != nil }
            guard !cues.isEmpty else { continue }
            let whose = index == current ? "This step" : "Step \(index + 1)"
            say("\(whose) says: \(cues.joined(separator: " "))", remember: false)
            return
        }
        let time = recipe.steps[current].timer.map { " It takes \(DurationPhrase.spoken($0))." } ?? ""
        say("Step \(current + 1) doesn't say how to tell.\(time)", remember: false)
    }

    /// The words a recipe tells doneness by: "until golden", "when a skewer
    /// comes out clean", "springs back", "no longer pink", "reaches 75°C".
    nonisolated(unsafe) static let doneCue =
        #/\b(?:until|till|when|once)\b|comes? out clean|springs? back|no longer pink|juices run clear|cooked through|golden|tender|set in the middle|internal temperature|reaches? \d/#

    /// Pans and pots a stove-top recipe names ("a large frying pan", "a
    /// heavy casserole"); sheets of gelatine and a pan of water for a bowl
    /// to sit on are no vessel of the dish's own only when a tin comes first.
    nonisolated(unsafe) static let anyVessel =
        #/\b(?:frying pan|saucepan|pan|pot|skillet|wok|casserole|dutch oven|baking dish|dish|tray|tin|mould|mold)s?\b/#
}

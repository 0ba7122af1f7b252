/// Every phrasing Sous understands, in order of precedence, each with the
/// intent it produces. Typed text is matched against these patterns and the
/// speech grammar is generated from them, so a phrase added here works both
/// typed and spoken.
public struct CommandPhrase: Sendable {
    public let pattern: PhrasePattern
    public let source: String
    let build: @Sendable (PhraseCaptures) -> Intent?

    init(_ source: String, _ build: @escaping @Sendable (PhraseCaptures) -> Intent?) {
        self.source = source
        self.pattern = PhrasePattern(source)
        self.build = build
    }

    init(_ source: String, _ intent: Intent) {
        self.init(source) { (_: PhraseCaptures) in intent }
    }

    /// A phrasing whose intent depends on which of its words were said
    /// ("how long does it rise" or "... bake"), which captures do not hold.
    init(_ source: String, words build: @escaping @Sendable ([String]) -> Intent?) {
        self.source = source
        self.pattern = PhrasePattern(source)
        self.build = { _ in nil }
        self.buildFromWords = build
    }

    private var buildFromWords: (@Sendable ([String]) -> Intent?)? = nil

    public func intent(for words: [String]) -> Intent? {
        guard let captures = pattern.match(words) else { return nil }
        if let buildFromWords { return buildFromWords(words) }
        return build(captures)
    }
}

extension CommandPhrase {
    private static func timerName(_ captures: PhraseCaptures) -> String? { captures.label }

    /// "garlic for 4 of us", "garlic for a family of 4", "garlic when
    /// making 6 servings": a number after the name is the servings asked
    /// about, never part of the name (where it was silently dropped).
    static func howMuch(_ name: String) -> Intent {
        // "how much flour was it", "how much flour again, sorry": checking back, not a name.
        // "how much oil goes in the dough" asks about the oil for the dough.
        var name = name.replacing(goesIn) { " for the \($0.output.1)" }
        // "how much flour do I need for the cake", "sugar do I need
        // altogether": the question's words go, what follows them stays.
        if let match = name.wholeMatch(of: doINeed) {
            name = String(match.output.1) + (match.output.2.map { " " + $0 } ?? "")
        }
        // "how much for 4", "how much for 6 people": no thing was named.
        if let match = ("it " + name).wholeMatch(of: servingsTail), match.output.1 == "it" { return .howMuch("") }
        // "altogether", "in total": the cook wants one sum, kept as " in all"
        // (`Reply.totalAsked`); the other words asking back just go.
        var total = false
        while let tail = name.firstMatch(of: askingBack), tail.range.upperBound == name.endIndex, tail.range.lowerBound > name.startIndex {
            if ["altogether", "in total", "total", "in all"].contains(String(name[tail.range].dropFirst())) { total = true }
            name = String(name[..<tail.range.lowerBound])
        }
        let inAll = total ? " in all" : ""
        guard let match = name.wholeMatch(of: servingsTail), let servings = Int(match.output.4) else { return .howMuch(name + inAll) }
        // "For 6 people", "to feed 6", "for a family of 4": people, not loaves.
        let people = match.output.5 != nil || match.output.3 != nil || ["to feed", "to serve", "feeding"].contains(String(match.output.2))
        let thing = String(match.output.1) + inAll
        return people ? .howMuchForPeople(thing, people: servings) : .howMuchFor(thing, servings: servings)
    }

    /// "how long do I let it rise": the deed asked about, as the cook said
    /// it ("proof", "bake"; "in the oven" is baking, "in the fridge"
    /// chilling); a plain "how long do I cook it" or "leave it" is this
    /// step's time.
    static func deedTime(_ words: [String]) -> Intent? {
        let asked = words.dropFirst(2)
        if asked.contains("oven") { return .deedTime("bake") }
        if asked.contains("fridge") { return .deedTime("chill") }
        let named: [String: String] = ["baking": "bake", "proving": "prove", "proofing": "proof", "marinade": "marinate"]
        guard let deed = asked.first(where: { StepDeeds.named($0) || named[$0] != nil }) else { return .stepTime }
        return .deedTime(named[deed] ?? deed)
    }

    /// "what is a small handful": `.howMuch("is a small handful")`, the
    /// question "how much is a small handful" makes.
    static func measureSize(_ words: [String]) -> Intent? {
        guard let article = words.firstIndex(where: { ["a", "an", "one"].contains($0) }) else { return nil }
        var rest = Array(words[(article + 1)...])
        if let last = rest.last, ["exactly", "roughly", "then"].contains(last) { rest.removeLast() }
        return .howMuch((["is", words[article]] + rest).joined(separator: " "))
    }

    /// "flour do I need altogether": the name as "how much" reads it.
    private static func cleanedName(_ name: String) -> String {
        guard case .howMuch(let cleaned) = howMuch(name), !cleaned.isEmpty else { return name }
        return cleaned
    }

    /// "ingredients for the filling [part]": that part's; never a step
    /// ("ingredients for the next step" is no part).
    static func part(_ captures: PhraseCaptures) -> Intent? {
        guard var name = captures.name else { return nil }
        let words = name.split(separator: " ")
        guard !words.contains("step"), !words.contains("steps") else { return nil }
        if let last = words.last, ["part", "section", "bit"].contains(last), words.count > 1 { name = words.dropLast().joined(separator: " ") }
        return .partIngredients(name)
    }

    /// "do I need eggs", "is there butter in this", "any eggs?": "how much"
    /// of a thing, unless the words name no food ("do I need to stir it",
    /// "is there a timer running", "any idea").
    static func uses(_ captures: PhraseCaptures) -> Intent? {
        guard let name = captures.name else { return nil }
        let words = name.split(separator: " ").map(String.init)
        guard words.first != "to", !words.contains(where: notAFood.contains), Int(words[0]) == nil || words.count > 1 else { return nil }
        return howMuch(name)
    }

    /// "what can I use instead of the buttermilk in this": the thing the
    /// cook is out of, without the sentence around it; nil for words that
    /// name no food ("I have no idea", "I don't have time").
    static func substitute(_ name: String?, with offered: String? = nil) -> Intent? {
        guard let thing = substituteName(name), offered.map({ substituteName($0) != nil }) ?? true else { return nil }
        return .substitute(thing, with: offered.flatMap { substituteName($0) })
    }

    /// A substitute asked in few words ("replace caster sugar", "out of
    /// eggs", "I haven't got milk"): only for a food Sous knows, so "out of
    /// time" or "I haven't started" stay what they were; nil where another
    /// thing is offered too ("swap the butter for oil").
    static func substituteFood(_ name: String?) -> Intent? {
        guard let intent = substitute(name), case .substitute(let thing, _) = intent else { return nil }
        let words = thing.split(separator: " ").map(String.init)
        guard Set(words).isDisjoint(with: ["for", "with", "by", "instead", "and"]), words.contains(where: ReadableIngredients.isFood) else { return nil }
        return intent
    }

    private static func substituteName(_ name: String?) -> String? {
        guard var words = name?.split(separator: " ").map(String.init) else { return nil }
        while let first = words.first, ["any", "some", "the", "my", "a", "an", "more", "enough"].contains(first) { words.removeFirst() }
        for tail in substituteTails {
            if words.count > tail.count, Array(words.suffix(tail.count)) == tail { words.removeLast(tail.count) }
        }
        guard !words.isEmpty, words.count <= 5, !words.contains(where: notAFood.contains), Int(words[0]) == nil else { return nil }
        return words.joined(separator: " ")
    }

    private static let substituteTails: [[String]] = [
        ["instead"], ["right", "now"], ["today"], ["at", "the", "moment"], ["here"], ["at", "home"], ["left"],
        ["in", "this", "recipe"], ["for", "this", "recipe"], ["in", "the", "recipe"], ["in", "this"], ["for", "this"], ["in", "it"],
    ]

    /// "can I use lime instead of lemon", "could I substitute yogurt for
    /// sour cream": the thing offered, then the one it would replace.
    static func offeredSubstitute(_ words: [String]) -> Intent? {
        guard let verb = words.firstIndex(where: { ["use", "substitute", "try", "swap", "put"].contains($0) }) else { return nil }
        var rest = Array(words[(verb + 1)...])
        if rest.first == "in" { rest.removeFirst() }
        for splitter in [["instead", "of"], ["in", "place", "of"], ["rather", "than"], ["in", "for"], ["for"]] {
            guard let at = (0..<max(0, rest.count - splitter.count)).first(where: { Array(rest[$0..<($0 + splitter.count)]) == splitter }), at > 0
            else { continue }
            let offered = rest[..<at].joined(separator: " ")
            let replaced = rest[(at + splitter.count)...].joined(separator: " ")
            return substitute(replaced, with: offered)
        }
        return nil
    }

    /// Words that turn "do I need ..." or "is there ..." into another question.
    private static let notAFood: Set<String> = [
        "timer", "timers", "alarm", "alarms", "time", "step", "steps", "oven", "help", "anything", "something", "everything", "nothing",
        "more", "it", "this", "that", "them", "left", "else", "minute", "minutes", "hour", "hours", "us", "people", "servings", "idea",
        "ideas", "news", "luck", "chance", "way", "point", "problem", "problems", "questions", "me", "you", "i",
    ]

    nonisolated(unsafe) private static let goesIn =
        #/ (?:goes|go|going|do i (?:use|put|add)|should i (?:use|put|add)|should go|to (?:use|put|add)|do you (?:use|put)) (?:in|into|on|with)(?: the| my)? ([a-z]+(?: [a-z]+)?)$/#

    nonisolated(unsafe) private static let doINeed =
        #/(.+?) (?:do|will|does|should|would|must) (?:i|we|you|it) (?:need|use|add|want|require|put in|have)(?: to (?:use|add|buy|put in|have))?(?: (.+))?/#

    nonisolated(unsafe) private static let askingBack =
        #/ (?:was it|was that|is it|is that|exactly|did you say|did it say|roughly|about|altogether|in total|total|in all|again|sorry|please|then|do we need|we need|goes in)$/#

    nonisolated(unsafe) private static let servingsTail =
        #/(.+?) (for|with|to feed|to serve|to make|when making|when cooking|if i am making|if we are making|making|cooking|feeding) (?:the |(a family of |a group of |a party of |a table of )|about |around )?(\d+)(?: (people|persons|person|servings|serving|portions|guests|adults|grown ups|kids|children|friends|folks|diners|of us|us|hungry people))?/#

    /// Ordered: specific phrasings ("stop the timer", "what's the next step")
    /// come before the general ones they contain ("stop", "next step").
    public static let all: [CommandPhrase] = [
        // The recipe as a whole. Before the timers ("how long") and "how many NAME".
        CommandPhrase("how many [more] steps [(are there | are left | is it | are in it | does (it | this | the recipe) have | in total | altogether | remain | (do | have) (i | we) got)] [left | to go | still | remaining]", .progress),
        CommandPhrase("(what | which) step (am i on | are we on | am i at | are we at | is this | is it | are we) [now]", .progress),
        CommandPhrase("what step number [is this | am i on]", .progress),
        CommandPhrase("how far (along | through | in) (am i | are we)", .progress),
        // Two dishes on the go: which one is open, and where in it (was the last reply again).
        CommandPhrase("(where am i | where was i | where are we | what was i doing | what am i (cooking | making) | what are we (cooking | making))", .progress),
        CommandPhrase("(what | which) (recipe | dish) (is this | is it | is open | am i (cooking | making | on) | are we (cooking | making | on))", .progress),
        CommandPhrase("how long (does | will | is) (it | this | the recipe | this recipe | the whole thing | everything) [going to] take [to (make | cook)] [in total | altogether]", .recipeTime),
        CommandPhrase("how much time (does | will) (it | this | the recipe | this recipe) take [in total | altogether]", .recipeTime),
        CommandPhrase("how long (until | till | before) (it is | this is | dinner is | the food is | everything is | we are) (done | ready | finished)", .recipeTime),
        CommandPhrase("how long to (make | cook) (it | this)", .recipeTime),
        CommandPhrase("[what is the] (total | cooking) time", .recipeTime),
        CommandPhrase("(what | which) (temperature | temp | heat) [(is | should | does | do)] (the oven | oven) [(be | go | need | set)] [(at | to | on | it)]", .temperature(oven: true)),
        CommandPhrase("(what | which) (temperature | temp | heat) [(is | should | does | do)] [(it | the pan | the oil | i | we)] [(be | go | need | cook | bake | set)] [(at | to | on | it)]", .temperature(oven: false)),
        CommandPhrase("(what | which) [(size | sized | kind of | sort of | size of)] (tin | pan | dish | tray | mould | mold | pot | skillet) [(is it | do i need | should i use | do i use | does it need | does it go in | is that | do we need)]", .vessel),
        CommandPhrase("how (big | large | deep) [(a | the | is the | should the)] (tin | pan | dish | tray | pot) [(is it | do i need | should i use | be)]", .vessel),
        CommandPhrase("what (do i | should i | does it) (bake | cook | make) it in", .vessel),
        CommandPhrase("(is it | is this | are they | is that) (done | ready | cooked | cooked through) [yet]", .doneness),
        CommandPhrase("how (do i | can i | will i | would i | should i) (know | tell) (when | if) (it is | it's | its | they are | they're | that is | this is) (done | ready | cooked | cooked through)", .doneness),
        CommandPhrase("(when | how) is it (done | ready | cooked)", .doneness),
        CommandPhrase("what should it look like", .doneness),
        CommandPhrase("how hot [(is | should)] (the oven | oven) [be]", .temperature(oven: true)),
        CommandPhrase("how hot [(is | should)] [(it | the pan | the oil)] [be]", .temperature(oven: false)),
        CommandPhrase("[what is] [the] oven (temperature | temp | setting)", .temperature(oven: true)),
        CommandPhrase("[what is] [the] (temperature | temp)", .temperature(oven: false)),
        CommandPhrase("(what | how hot) (do | should) (i | we) (set | preheat | heat | turn) the oven [to]", .temperature(oven: true)),

        // Timers.
        CommandPhrase("how much longer (till | until | before) (it is | its | this is | that is) (done | ready | finished)", .timerQuery(name: nil)),
        // A baker's words too: "how long does it proof", "how long do I knead", "how long do I let it rise".
        // A deed named ("rise", "bake") is asked of the step that does it, not of this one.
        CommandPhrase("how long (does | do | should | will | must) (it | this | i | we | they | the [<label>]) [(need to | have to | let it | let them | leave it to | leave them to)] (bake | cook | simmer | roast | rest | boil | fry | steam | chill | set | rise | prove | proof | ferment | cool | knead | mix | beat | whisk | stir | marinate | soak | sit | stand | steep | braise | poach | grill | toast | leave | wait | need | go | stay) [it | them | this] [for | in the oven | in there | in the fridge | for now | for in the oven]", words: deedTime),
        CommandPhrase("how long (to | do i | should i) [(let it | let them | leave it to | leave them to)] (bake | simmer | roast | rest | boil | fry | steam | chill | rise | prove | proof | ferment | cool | knead | marinate | soak | stand | steep | braise | poach | grill | toast) [it | them | this | the <label>] [for | in the oven | in the fridge]", words: deedTime),
        CommandPhrase("how long (is | does) (the | its | it's) (bake | baking | rise | proof | prove | proving | proofing | ferment | knead | rest | chill | simmer | roast | marinade) [take | last]", words: deedTime),
        CommandPhrase("how long (in the oven | in the fridge)", words: deedTime),
        CommandPhrase("how long (is this step | does this step take | for this step | is this one)", .stepTime),
        CommandPhrase("how many minutes [(is it | does it take | is that | for this step)]", .stepTime),
        CommandPhrase("how many minutes (left | are left | remain | to go)", .timerQuery(name: nil)),
        CommandPhrase("how (long | much time) [is] left (on | of | for) (this | the) step", .timerQuery(name: nil)),
        // "Read that again slower": both, in that order of the cook's wish.
        CommandPhrase("(repeat | read | say) (that | it | the step | this step) [again] (slower | more slowly | slowly)", .both(.voice(.slower), .repeat)),
        CommandPhrase("how long for the <label>") { .timerQuery(name: timerName($0)) },
        // "Which timer was that": a timer rang across the kitchen, and the cook wants to know which.
        CommandPhrase("(which | what) (timer | alarm) [(is | was)] [(that | this | it)] [(ringing | going off | beeping | for)] [again]", .whichTimer),
        CommandPhrase("(which | what) (timer | alarm) [just] (went off | rang | is going off | is done | was it)", .whichTimer),
        CommandPhrase("what (was | is) (that | this | the) (timer | alarm) for [again]", .whichTimer),
        CommandPhrase("what (was | is) (that | this) (timer | alarm)", .whichTimer),
        CommandPhrase("what [just] (went off | rang | is ringing | is beeping)", .whichTimer),
        // Pausing a timer names it ("pause the timer", "hold the pasta
        // timer"): a bare "pause" pauses the reading. "Start the timer
        // again" goes on from where it was paused ("reset" and "restart"
        // start it from its full length); with none paused, as before.
        CommandPhrase("(pause | hold) (all | all the | all of the | all my | every) (timer | timers | alarms)", .timerPause(name: KitchenTimer.all)),
        CommandPhrase("(pause | hold) (both | both the | both of the | both my | the two) [timers | alarms]", .timerPause(name: KitchenTimer.both)),
        CommandPhrase("(pause | hold) [the | my | that] [<label>] (timer | alarm)") { .timerPause(name: timerName($0)) },
        CommandPhrase("put [the | my | that] [<label>] (timer | alarm) on (hold | pause)") { .timerPause(name: timerName($0)) },
        CommandPhrase("(resume | unpause | continue) (all | all the | all of the | all my | every) (timer | timers | alarms)",
                      .timerResume(name: KitchenTimer.all)),
        CommandPhrase("(resume | unpause | continue) (both | both the | both of the | both my | the two) [timers | alarms]", .timerResume(name: KitchenTimer.both)),
        CommandPhrase("(resume | unpause | continue) [the | my | that] [<label>] (timer | alarm)") { .timerResume(name: timerName($0)) },
        CommandPhrase("(start | get) [the | my | that] [<label>] timer (again | going again | running again)") { .timerResume(name: timerName($0)) },
        CommandPhrase("(carry on | go on) with the [<label>] timer") { .timerResume(name: timerName($0)) },
        // A reminder is a timer that says its deed: it pauses as one.
        CommandPhrase("(pause | hold) [the | my | that] reminder [(to | about) <name>]") {
            .timerPause(name: $0.name.map { "to " + $0 } ?? KitchenTimer.reminder)
        },
        CommandPhrase("(resume | unpause | continue) [the | my | that] reminder [(to | about) <name>]") {
            .timerResume(name: $0.name.map { "to " + $0 } ?? KitchenTimer.reminder)
        },
        CommandPhrase("(reset | restart) [the | my | that] [<label>] (timer | alarm)") { .timerRestart(name: timerName($0)) },
        CommandPhrase("(start | set) [the | my | that] [<label>] timer (again | over)") { .timerRestart(name: timerName($0)) },
        CommandPhrase("add <dur> [(to | on) [the | my | that] [<label>] (timer | alarm)]") { captures in captures.seconds.map { .timerAdd(seconds: $0, name: timerName(captures)) } },
        CommandPhrase("(give it | give me | add | another | an extra | just) <n> more (minute | minutes)") { .timerAdd(seconds: $0.numbers[0] * 60, name: nil) },
        CommandPhrase("(give it | give me | add | another | an extra | just) <n> more (second | seconds)") { .timerAdd(seconds: $0.numbers[0], name: nil) },
        CommandPhrase("<n> more (minute | minutes) [(on | for) the [<label>] timer]") { .timerAdd(seconds: $0.numbers[0] * 60, name: timerName($0)) },
        CommandPhrase("<n> more (second | seconds) [(on | for) the [<label>] timer]") { .timerAdd(seconds: $0.numbers[0], name: timerName($0)) },
        // "5 minutes more", "give it an hour more": as "another 5 minutes".
        CommandPhrase("[(give it | give me | add | just | another)] <dur> more [(on | for) the [<label>] timer]") { captures in
            captures.seconds.map { .timerAdd(seconds: $0, name: timerName(captures)) }
        },
        CommandPhrase("(extend | lengthen) the [<label>] timer by <dur>") { captures in captures.seconds.map { .timerAdd(seconds: $0, name: timerName(captures)) } },
        // "Another 5 minutes": 5 more minutes.
        CommandPhrase("(another | an extra) <dur> [(on | for) the [<label>] timer]") { captures in captures.seconds.map { .timerAdd(seconds: $0, name: timerName(captures)) } },
        // "Take off 2 minutes", "2 minutes less": a timer made shorter.
        CommandPhrase("(take | knock) off <dur> [from the [<label>] timer]") { captures in captures.seconds.map { .timerAdd(seconds: -$0, name: timerName(captures)) } },
        CommandPhrase("(take | knock) <dur> off [the | my | that] [<label>] [timer]") { captures in
            captures.seconds.map { .timerAdd(seconds: -$0, name: timerName(captures)) }
        },
        CommandPhrase("(subtract | remove) <dur> from the [<label>] timer") { captures in captures.seconds.map { .timerAdd(seconds: -$0, name: timerName(captures)) } },
        CommandPhrase("<dur> less [(on | for) the [<label>] timer]") { captures in captures.seconds.map { .timerAdd(seconds: -$0, name: timerName(captures)) } },
        CommandPhrase("(start | set) [the] timer for this step", .timerSet(seconds: nil, name: nil)),
        CommandPhrase("start it", .timerSet(seconds: nil, name: nil)),
        CommandPhrase("how (much time | long | much longer | many minutes) [is | are | do i have] [still | there] [(left | remaining | to go)] [on the [<label>] timer]") { .timerQuery(name: timerName($0)) },
        CommandPhrase("[how much] time (left | remaining)", .timerQuery(name: nil)),
        CommandPhrase("(check | how is | what is | where is) [on] the [<label>] timer [at | doing]") { .timerQuery(name: timerName($0)) },
        CommandPhrase("(is | are) the [<label>] (timer | timers) (done | up | finished)") { .timerQuery(name: timerName($0)) },
        CommandPhrase("how long (until | till | before) the [<label>] timer [is done | goes off | rings]") { .timerQuery(name: timerName($0)) },
        CommandPhrase("how long (until | till | before) the <label> (is | are) (done | ready | finished)") { .timerQuery(name: timerName($0)) },
        CommandPhrase("how (much time | long | much longer) [is | are] [still] [(left | remaining | to go)] (on | for) the <label> [timer]") {
            .timerQuery(name: timerName($0))
        },
        CommandPhrase("(timer | timers) (status | left)", .timerQuery(name: nil)),
        CommandPhrase("how many timers [(are | do i have | have i got)] [(running | going | set | on)]", .timerQuery(name: nil)),
        CommandPhrase("what is (left | remaining) on the [<label>] timer") { .timerQuery(name: timerName($0)) },
        CommandPhrase("(what | which) timers are (running | set | on)", .timerQuery(name: nil)),
        CommandPhrase("(list | show) [me] [the | my] timers", .timerQuery(name: nil)),
        // Typed alone by a cook with several long timers going.
        CommandPhrase("[the | my] timers", .timerQuery(name: nil)),
        CommandPhrase("how much is (left | remaining) [on the timer | on the timers]", .timerQuery(name: nil)),
        CommandPhrase("(cancel | stop | clear | delete | remove | kill | end | turn off | switch off | reset | dismiss) (all | all the | all of the | all my | every | each) (timer | timers | alarms)", .timerCancel(name: KitchenTimer.all)),
        // "Stop both" while two ring, "cancel both timers" with two running
        // (which took "both" for a timer's name: "There's no both timer").
        CommandPhrase("(cancel | stop | silence | dismiss | clear | delete | remove | kill | turn off | switch off) (both | both the | both of the | both my | the two | them both | both of them | both of my) [timers | alarms]",
                      .timerCancel(name: KitchenTimer.both)),
        // "Cancel the sourdough timers", "cancel all the 10 minute timers": each one the name fits, unasked.
        CommandPhrase("(cancel | stop | clear | delete | remove | kill | end | turn off | switch off | dismiss) (all | all the | all of the | all my | every | the | my) <label> timers") {
            timerName($0).map { .timerCancelAll(name: $0) }
        },
        // "Which one?" "All of them", "both", "all three": each timer the question named.
        CommandPhrase("(all | all of them | them all | every one | everyone | each of them | each one | all the timers | all timers | the lot)", .choose("all")),
        CommandPhrase("all [of] [the] <n> [of them | timers]") { .choose("all \($0.numbers[0])") },
        CommandPhrase("(both | both of them | both timers | the two of them)", .choose("both")),
        // "Stop the second one" of three ringing, or of those "Which one?"
        // named; before a timer's name, which took "the first timer" for one called "first".
        CommandPhrase("(cancel | stop | silence | dismiss | clear | turn off | switch off) the <ord> (one | 1 | timer | alarm)") { captures in
            (1...Reply.ordinals.count).contains(captures.numbers[0]) ? .timerCancel(name: Reply.ordinals[captures.numbers[0] - 1] + " one") : nil
        },
        // "Cancel the reminder", "forget the reminder to flip the salmon",
        // "don't remind me": a reminder is a timer that says its deed.
        CommandPhrase("(cancel | stop | clear | delete | remove | kill | forget | dismiss | turn off | switch off | never mind) [the | my | that] reminder [(to | about) <name>]") {
            .timerCancel(name: $0.name.map { "to " + $0 } ?? KitchenTimer.reminder)
        },
        CommandPhrase("(cancel | stop | clear | delete | remove | forget | dismiss | turn off | never mind) [the | my | that] <label> reminder") {
            .timerCancel(name: timerName($0))
        },
        CommandPhrase("(cancel | stop | clear | delete | remove | forget | dismiss | turn off) (all | all the | all of the | all my | every | the | my) reminders",
                      .timerCancelAll(name: KitchenTimer.reminder)),
        CommandPhrase("do not remind me [(to | about) <name>] [after all | anymore | any more]") {
            .timerCancel(name: $0.name.map { "to " + $0 } ?? KitchenTimer.reminder)
        },
        CommandPhrase("(how long | how much time | how much longer) [is | is there] [(left | to go)] (until | till | before | on | for) [the | my] reminder", .timerQuery(name: KitchenTimer.reminder)),
        CommandPhrase("when (is | does) [the | my] reminder [(due | going off | go off | ring)]", .timerQuery(name: KitchenTimer.reminder)),
        CommandPhrase("(cancel | stop | clear | delete | remove | kill | end | turn off | switch off | dismiss) [the | my | that] [<label>] (timer | timers | alarm) [for [the] <label>]") {
            .timerCancel(name: timerName($0))
        },
        CommandPhrase("(turn | switch) [the | my | that] [<label>] (timer | alarm) off") { .timerCancel(name: timerName($0)) },
        // "Stop the egg one" while several ring.
        CommandPhrase("(cancel | stop | silence | dismiss | turn off | switch off) the <label> one") { .timerCancel(name: timerName($0)) },
        // Correcting a number just heard wrong: "no, fifteen minutes". A bare
        // "no, I said 4" is no command: the session tells from what was last
        // talked of whether it is a timer's minutes or the servings.
        CommandPhrase("(no | nope | sorry | oops | oh no) [(i said | i meant | i asked for | i wanted | it is | it should be | make it | that should be)] <dur> [please] [not <n> [minutes | minute | seconds | hours]]") {
            captures in captures.seconds.map { .timerFix(seconds: $0, name: nil) }
        },
        CommandPhrase("i (said | meant | asked for | wanted) <dur> [please] [not <n> [minutes | minute | seconds | hours]]") {
            captures in captures.seconds.map { .timerFix(seconds: $0, name: nil) }
        },
        CommandPhrase("[no] not <n> [minutes | minute | seconds | hours] [i said] <dur>") { captures in captures.seconds.map { .timerFix(seconds: $0, name: nil) } },
        CommandPhrase("<dur> not <n> [minutes | minute | seconds | hours]") { captures in captures.seconds.map { .timerFix(seconds: $0, name: nil) } },
        CommandPhrase("(make | change) (it | that) [to | into] <dur> [instead] [please]") { captures in captures.seconds.map { .timerFix(seconds: $0, name: nil) } },
        CommandPhrase("(make | change) (the | my | that) [<label>] timer [to | into] <dur> [instead] [please]") {
            captures in captures.seconds.map { .timerFix(seconds: $0, name: timerName(captures)) }
        },
        CommandPhrase("(set | start | put on | make | create | give me | add | begin) [a | an | the | another | one | me a] [<label>] timer (for | of | to) <dur> [(for | on) [the] <label>]") {
            .timerSet(seconds: $0.seconds, name: timerName($0))
        },
        CommandPhrase("(set | start | put on | make | create | give me | add) [a | an | the | another | me a] <dur> [<label>] timer [(for | on) [the] <label>]") {
            .timerSet(seconds: $0.seconds, name: timerName($0))
        },
        CommandPhrase("(set | start) [a | the] timer (called | named) <label> for <dur>") {
            .timerSet(seconds: $0.seconds, name: timerName($0))
        },
        CommandPhrase("(set | start) [a | the] timer for <dur> (called | named) <label>") {
            .timerSet(seconds: $0.seconds, name: timerName($0))
        },
        CommandPhrase("(set | start) [a | the] timer for the <label> for <dur>") {
            .timerSet(seconds: $0.seconds, name: timerName($0))
        },
        CommandPhrase("(set | start) [a | the] timer <dur>") { .timerSet(seconds: $0.seconds, name: nil) },
        CommandPhrase("put [a | an | the] [<label>] timer on for <dur>") { .timerSet(seconds: $0.seconds, name: timerName($0)) },
        CommandPhrase("(set | start | put on | give me) [a | an] [<label>] alarm (for | of | in) <dur>") { .timerSet(seconds: $0.seconds, name: timerName($0)) },
        // "Remind me in 2 minutes to baste the chicken": any deed, said back
        // when it rings; the name "to ..." tells `setTimer` it is a reminder.
        CommandPhrase("remind me (in | after) <dur> to <name>") { .timerSet(seconds: $0.seconds, name: $0.name.map { "to " + $0 }) },
        CommandPhrase("remind me to <name> (in | after) <dur>") { .timerSet(seconds: $0.seconds, name: $0.name.map { "to " + $0 }) },
        CommandPhrase("remind me (in | after) <dur> (to | about) [check | stir | turn] [the | on the] <label>") { .timerSet(seconds: $0.seconds, name: timerName($0)) },
        // "Remind me to baste the chicken" with no time: Sous asks how long.
        CommandPhrase("remind me to <name>") { .timerSet(seconds: nil, name: $0.name.map { "to " + $0 }) },
        CommandPhrase("(a | an) [<label>] timer (for | of) <dur> [(for | on) [the] <label>]") {
            .timerSet(seconds: $0.seconds, name: timerName($0))
        },
        CommandPhrase("<dur> [<label>] timer [(for | on) [the] <label>]") { .timerSet(seconds: $0.seconds, name: timerName($0)) },
        CommandPhrase("timer [for] <dur> [(for | on) [the] <label>]") { .timerSet(seconds: $0.seconds, name: timerName($0)) },
        CommandPhrase("(remind | alert | tell | ping | wake) me in <dur>") { .timerSet(seconds: $0.seconds, name: nil) },
        CommandPhrase("cancel [it | that]", .timerCancel(name: nil)),
        CommandPhrase("count down [from] <dur>") { .timerSet(seconds: $0.seconds, name: nil) },
        CommandPhrase("(set | start | begin) [a | the | my] [<label>] timer") { .timerSet(seconds: nil, name: timerName($0)) },
        CommandPhrase("timer", .timerSet(seconds: nil, name: nil)),
        CommandPhrase("(set | start | put on) [a | an | the | another] <label> timer") { .timerSet(seconds: nil, name: timerName($0)) },

        // The API quota and shopping.
        // Before "how many NAME": servings are not an ingredient.
        CommandPhrase("how many (servings | people | portions) [is | does | will] [it | this | the recipe] [for | make | serve | feed | set for]", .servingsQuery),
        CommandPhrase("how many (does | will) (it | this | the recipe) (serve | feed | make)", .servingsQuery),
        // "How many cookies does this make": what the recipe makes, never an ingredient called "cookies does this make".
        CommandPhrase("how many <label> (does | will | would) (it | this | the recipe) (make | yield | give | give me | give us)", .servingsQuery),
        CommandPhrase("how many [(remote | online | web | spoonacular | api)] (searches | api calls | calls | lookups | requests | points) [are | do i have | do we have] [left | remaining] [today]", .quotaQuery),
        CommandPhrase("[how much] [(api | search)] quota [is] [left | remaining]", .quotaQuery),
        CommandPhrase("what (do | should | must) (i | we) (need to | have to) (buy | get | shop for | pick up)", .shoppingList),
        CommandPhrase("what (do | should) (i | we) (buy | get)", .shoppingList),
        CommandPhrase("[(show | read | make | give)] [me] [the | my | a] shopping list", .shoppingList),
        CommandPhrase("what is on [the | my] shopping list", .shoppingList),

        // The ingredient list one line at a time, and its length: before "how
        // many <name>", which took "ingredients are there" for a food.
        CommandPhrase("how many ingredients [(are there | are in it | are in this | do (i | we) need | (does | has) (it | this | the recipe) [got] | in (it | this | this recipe | the recipe | total | all))] [(have | need | use | take)] [(in total | altogether)]", .ingredientCount),
        CommandPhrase("how (long | big) is the ingredient list", .ingredientCount),
        CommandPhrase("[(read | say | tell me | give me | list | go through | read out)] [me] [all] [the | my] (ingredients | ingredient list) (one by one | one at a time | slowly | item by item | line by line | one after another | one after the other) [please]", .ingredientItem(.number(1))),
        CommandPhrase("(go | step | walk me | take me) through the (ingredients | ingredient list) [(one by one | one at a time | slowly)] [please]", .ingredientItem(.number(1))),
        CommandPhrase("[(what is | and | read | say | give me | tell me)] [the] next ingredient [please]", .ingredientItem(.next)),
        CommandPhrase("[(what was | read | say | give me | tell me | go back to)] [the] (previous | one before) ingredient [please]", .ingredientItem(.previous)),
        CommandPhrase("[go] back [one] ingredient", .ingredientItem(.previous)),
        CommandPhrase("(repeat | say again | read again) [that | the | the last | this] ingredient [again] [please]", .ingredientItem(.again)),
        CommandPhrase("what was (that | the last) ingredient [again]", .ingredientItem(.again)),
        CommandPhrase("[(what is | what was | read | say | give me | tell me)] [the] <ord> ingredient [again]") { .ingredientItem(.number($0.numbers[0])) },
        CommandPhrase("[(what is | read | say | give me | tell me)] [the] (last | final) ingredient", .ingredientItem(.number(Intent.lastStep))),
        CommandPhrase("[(what is | what was | read | say | give me | tell me | go to)] ingredient [number] <n> [again]") { .ingredientItem(.number($0.numbers[0])) },

        // What to use instead of something the cook is out of (`Substitute`):
        // before "how much" and "is there ...", which take the thing for an amount asked.
        CommandPhrase("(can | could | may | should) (i | we) (use | substitute | try | swap | swap in | put in) <name>", words: offeredSubstitute),
        CommandPhrase("what (can | could | should | do) (i | we | you) (use | put | try) (instead of | in place of | rather than) [the | my] <name>") { substitute($0.name) },
        CommandPhrase("what (can | could | should | do) (i | we | you) (substitute | swap) (for | in for) [the | my] <name>") { substitute($0.name) },
        CommandPhrase("what (can | could | should | do) (i | we) (use | do) if (i | we) (do not have | have no | am out of | are out of | ran out of | have run out of) <name>") { substitute($0.name) },
        CommandPhrase("(what is | what are | what is a | what is the | what are some | is there | is there a | is there any | do you know | do you know a | do you have | give me | suggest) [good] (substitute | substitutes | substitution | substitutions | replacement | replacements | alternative | alternatives | sub | swap) (for | to | of) <name>") { substitute($0.name) },
        CommandPhrase("[a | any] [good] (substitute | substitutes | substitution | substitutions | replacement | alternative | alternatives | sub) for <name>") { substitute($0.name) },
        CommandPhrase("how (do | can | could | should) (i | we) (replace | substitute | swap out | do without) <name>") { substitute($0.name) },
        CommandPhrase("(i am | we are | i have | we have | i have run | we have run | i ran | we ran | i am all | we are all | i just ran | i am completely | i have just run) out of <name>") { substitute($0.name) },
        CommandPhrase("(i | we) (do not | did not) have [any] <name>") { substitute($0.name) },
        CommandPhrase("(i | we) (have | have got | got) no <name>") { substitute($0.name) },
        CommandPhrase("(i | we) (have not got | have not) [got] any <name>") { substitute($0.name) },
        CommandPhrase("(i | we) have not got <name>") { substituteFood($0.name) },
        CommandPhrase("what if (i | we) (do not have | did not have | have no | have not got | have not | am out of | are out of | ran out of | have run out of | run out of) [any] <name>") { substitute($0.name) },
        CommandPhrase("[all | completely] out of <name>") { substituteFood($0.name) },
        CommandPhrase("(substitute | replace | swap | swap out) [the | my] <name>") { substituteFood($0.name) },
        CommandPhrase("[(what is | what is a | is there a | any)] [good] <name> (substitute | substitutes | substitution | replacement | alternative | sub)") { substitute($0.name) },

        // "What's a knob of butter", "how big is a pinch": a loose measure
        // (`MeasureSizes`), asked as "how much is a pinch" is.
        CommandPhrase("(what is | how big is | how much is | how large is | how small is | what size is | how much) (a | an | one) [(small | large | big | good | generous | heaped | heaping | level)] (pinch | dash | handful | knob | splash | glug | drizzle | cup | tablespoon | teaspoon | stick | clove) [of <name>] [(exactly | roughly | then)]", words: measureSize),
        // How much of an ingredient.
        CommandPhrase("(how much | how many) [of] [the | my] <name> [(do | will | should) (i | we) (need | use)] (for | to make) <n> (people | persons | person | servings | serving | portions | guests)") {
            captures in captures.name.map { .howMuchForPeople(cleanedName($0), people: captures.numbers[0]) }
        },
        CommandPhrase("(how much | how many) [of] [the | my] <name> [(do | will | should) (i | we) (need | use)] to (serve | feed) <n> [(people | persons | person | servings | serving | portions | guests)]") {
            captures in captures.name.map { .howMuchForPeople(cleanedName($0), people: captures.numbers[0]) }
        },
        CommandPhrase("(how much | how many) [of] [the | my] <name> [(do | will | should) (i | we) (need | use)] (for | to make) <n>") {
            captures in captures.name.map { .howMuchFor(cleanedName($0), servings: captures.numbers[0]) }
        },
        CommandPhrase("(how much | how many) [of] [the | my] <name> [(do | will | does | should) (i | we | it | you) (need | use | add | want | put in | require)] [(for | in) (this | the | it) [recipe | dish]] [again] [(is it | is that | goes in | go in | is needed | are needed)]") {
            guard let name = $0.name, !["steps", "servings", "people", "time", "longer"].contains(name) else { return nil }
            return CommandPhrase.howMuch(name)
        },
        CommandPhrase("(what | which) [is] [the] (amount | quantity) of [the] <name> [(do | should) (i | we) (need | use)]") { $0.name.map(CommandPhrase.howMuch) },
        CommandPhrase("(amount | quantity) of [the] <name>") { $0.name.map(CommandPhrase.howMuch) },
        // "how much?" alone: of what, Sous asks.
        CommandPhrase("how (much | many)", .howMuch("")),
        // Whether the recipe uses something: answered as "how much" is (the
        // amount, or "doesn't call for").
        CommandPhrase("(do | will | would | should) (i | we | you) need [(any | some)] [(more | extra)] [of] [the] <name> [(for | in) (it | this | the recipe | this recipe)] [again]") { uses($0) },
        CommandPhrase("(does | do | will) (it | this | the recipe | this recipe | this dish) (have | need | use | take | contain | include | call for) [(any | some)] <name> [in it]") { uses($0) },
        CommandPhrase("(is | are) there [(any | some)] <name> [(in | for) (it | this | the recipe | this recipe | there)]") { uses($0) },
        CommandPhrase("any <name> [(in | for) (it | this | the recipe | this recipe)]") { uses($0) },

        // Ingredients.
        // Of this step, and of a part of the recipe ("the filling").
        CommandPhrase("what (do | will | should) (i | we) need (for | in) (this | the current) (step | one)", .stepIngredients),
        CommandPhrase("(what | which) ingredients [(do | will) (i | we) need] (for | in) (this | the current) step", .stepIngredients),
        CommandPhrase("(what | which) ingredients (does | will) this step (need | use | take)", .stepIngredients),
        CommandPhrase("what (does | will) this step (need | use | take)", .stepIngredients),
        CommandPhrase("what goes in (at | during | for | in) this step", .stepIngredients),
        CommandPhrase("[(what are | list | read | tell me | give me | show | show me | read me)] [me] [the] ingredients (for | in | of) (this | the current) step", .stepIngredients),
        CommandPhrase("[(what are | list | read | tell me | give me | show | show me | read me)] [me] [the] ingredients (for | in | of) the <name>") { part($0) },
        CommandPhrase("what (goes | go) (in | into) the <name>") { part($0) },
        CommandPhrase("what is (in | for) the <name>") { part($0) },
        CommandPhrase("what (do | will | should) (i | we) need (for | to make) the <name>") { part($0) },
        CommandPhrase("(what | which) ingredients (are in | are for | go in | go into | do i need for | do we need for) the <name>") { part($0) },
        CommandPhrase("[(what are | list | read | tell me | give me | show | show me | read me | say | repeat | read out)] [me] [all] [the | my] (ingredients | ingredient list) [again] [list]", .ingredients),
        CommandPhrase("what (do | will | did | does) (i | we | it) need", .ingredients),
        CommandPhrase("what goes in [it | this | here]", .ingredients),
        CommandPhrase("what is in (it | this | this recipe)", .ingredients),
        CommandPhrase("what ingredients (do i need | are there | do we need)", .ingredients),

        // Servings.
        // "Make it 15" straight after a timer is set is its minutes, else the servings (see `.forNumber`).
        CommandPhrase("(make | change) (it | that) [to | into] <n> [instead | please]") { .forNumber($0.numbers[0]) },
        // A number alone is the count the recipe is made for ("make it for
        // 2" of a loaf is 2 loaves); people named are people (`.people`).
        CommandPhrase("(make | cook | scale | prepare | adjust | change | set | reduce | increase | bring) [it | this | the recipe | the servings | servings | the quantities | the amounts | everything] [up | down] [to | for] <n> (people | persons | person | servings | serving | portions | guests | of us | serves)") {
            .people($0.numbers[0])
        },
        CommandPhrase("(make | cook | scale | prepare | adjust | change | set | reduce | increase | bring) [it | this | the recipe | the servings | servings | the quantities | the amounts | everything] [up | down] [to | for] <n>") {
            .servings($0.numbers[0])
        },
        CommandPhrase("[(make | cook | scale)] [it | this | the recipe] for a (family | group | party | table) of <n> [people]") { .people($0.numbers[0]) },
        CommandPhrase("[(we are | it is | there is)] a (family | group | party | table) of <n> [people] [tonight | today]") { .people($0.numbers[0]) },
        CommandPhrase("(make | scale) (it | this | the recipe) (serve | feed) <n> [(people | persons | person | guests)]") { .people($0.numbers[0]) },
        CommandPhrase("(cooking | feeding) for <n> [(people | persons | person | guests | tonight | today)]") { .people($0.numbers[0]) },
        CommandPhrase("(i am | we are) (cooking | making this | making it | making) for <n> [(people | persons | person | servings | guests)]") { .people($0.numbers[0]) },
        CommandPhrase("(serves | serve | feed | feeds) <n>") { .people($0.numbers[0]) },
        CommandPhrase("(for | serves | serving | feed | feeds | feeding) <n> (people | persons | servings | portions | guests)") { .people($0.numbers[0]) },
        CommandPhrase("<n> (people | persons | servings | portions | guests)") { .people($0.numbers[0]) },
        CommandPhrase("(we are | there are | there is | there will be) <n> [of us | people] [tonight | today | for dinner | for lunch | now]") { .people($0.numbers[0]) },
        CommandPhrase("(make | cook) enough for <n> [people | of us | servings]") { .people($0.numbers[0]) },
        CommandPhrase("[make it] for <n> (people | servings) (instead | now | tonight)") { .people($0.numbers[0]) },
        CommandPhrase("[make it] for <n> (instead | now | tonight)") { .servings($0.numbers[0]) },
        CommandPhrase("for <n>") { .forNumber($0.numbers[0]) },
        CommandPhrase("[it is] (just | only) (me | myself | one person) [(tonight | today | now)]", .people(1)),
        CommandPhrase("(me | myself) [only | alone]", .people(1)),
        CommandPhrase("(i am | we are) cooking (for myself | for one | just for me)", .people(1)),
        CommandPhrase("[(go | put it | set it | change it | make it)] back to the (original | normal | recipe) [(amount | amounts | servings | quantities | recipe | size)]", .servings(Intent.recipeServings)),
        CommandPhrase("(original | normal) (amount | amounts | servings | quantities)", .servings(Intent.recipeServings)),
        CommandPhrase("[(go | put it | set it | change it | make it)] back to (normal | original) [(amount | amounts | servings | quantities | size)]", .servings(Intent.recipeServings)),
        CommandPhrase("reset [the] (servings | amounts | quantities | recipe size | scaling)", .servings(Intent.recipeServings)),
        CommandPhrase("servings <n>") { .people($0.numbers[0]) },
        // "The recipe" is the recipe's own servings ("double the recipe" said
        // twice is still twice the recipe); "it" is the servings set now.
        CommandPhrase("double the recipe", .scaleBy(2)),
        CommandPhrase("triple the recipe", .scaleBy(3)),
        CommandPhrase("(halve | half) the recipe", .scaleBy(0.5)),
        CommandPhrase("(cut | split) the recipe in half", .scaleBy(0.5)),
        // A batch is the recipe as written: "a double batch" twice it, said twice or not.
        CommandPhrase("[(make | do | cook | let us make | let us do)] [a] (double | twice the) batch", .scaleBy(2)),
        CommandPhrase("[(make | do | cook | let us make | let us do)] [a] triple batch", .scaleBy(3)),
        CommandPhrase("[(make | do | cook | let us make | let us do)] [a] half batch", .scaleBy(0.5)),
        CommandPhrase("quarter the recipe", .scaleBy(0.25)),
        CommandPhrase("(make | cook | do) a (quarter | fourth) of the recipe", .scaleBy(0.25)),
        CommandPhrase("(make | cook | do) a third of the recipe", .scaleBy(1.0 / 3)),
        CommandPhrase("(make | cut) (it | this | everything) (a quarter | to a quarter | a fourth)", .scaleServings(0.25)),
        CommandPhrase("(make | cut) (it | this | everything) (a third | to a third)", .scaleServings(1.0 / 3)),
        CommandPhrase("quarter (it | this | the amounts | the quantities | everything)", .scaleServings(0.25)),
        CommandPhrase("double [it | this | the amounts | the quantities | everything] [again]", .scaleServings(2)),
        CommandPhrase("triple [it | this | the amounts | the quantities | everything] [again]", .scaleServings(3)),
        CommandPhrase("(halve | half) (it | this | the amounts | the quantities | everything) [again]", .scaleServings(0.5)),
        CommandPhrase("make (double | twice as much)", .scaleServings(2)),
        CommandPhrase("make half [as much]", .scaleServings(0.5)),
        CommandPhrase("(cut | split) (it | this | everything) in half [again]", .scaleServings(0.5)),

        // Moving between steps.
        // "What's step 6", like "what's next", reads it without going there.
        CommandPhrase("(what is | what was | what does) [the] step [number] <n> [say | again]") { .previewStep($0.numbers[0]) },
        CommandPhrase("(what is | what was | what does) the <ord> step [say | again]") { .previewStep($0.numbers[0]) },
        // "What was the last step" is the one just done; "what is the last step" the recipe's end.
        CommandPhrase("what was the (last | previous) step [again]", .previewStep(Intent.previousStep)),
        CommandPhrase("(what is | what does) the (last | final) step [say]", .previewStep(Intent.lastStep)),
        CommandPhrase("what was the final step", .previewStep(Intent.lastStep)),
        CommandPhrase("(go | skip | jump | move) (back | backwards) <n> steps") { .moveSteps(-$0.numbers[0]) },
        CommandPhrase("back <n> [steps]") { $0.numbers[0] > 1 ? .moveSteps(-$0.numbers[0]) : .back },
        CommandPhrase("(skip | go forward | move forward | skip ahead | jump ahead | go ahead | jump forward) <n> steps") { .moveSteps($0.numbers[0]) },
        // "Skip ahead two": said without "steps", still steps.
        CommandPhrase("(skip ahead | jump ahead | skip forward | jump forward | move ahead) <n>") { $0.numbers[0] > 1 ? .moveSteps($0.numbers[0]) : .next },
        CommandPhrase("(last | final) step", .gotoStep(Intent.lastStep)),
        // "Step 3" alone may answer "Which one?" about timers; with a verb it is a move.
        CommandPhrase("[the] step [number] <n>") { .bareStep($0.numbers[0]) },
        CommandPhrase("[(go | skip | jump | move | take me | bring me | go back | back | read)] [to] [the] step [number] <n>") { .gotoStep($0.numbers[0]) },
        CommandPhrase("[(go | skip | jump | move | take me | bring me | go back | back)] [to] [the] <ord> step") { .gotoStep($0.numbers[0]) },
        // "Go to last step", typed without its "the", as "go to step 3" is.
        CommandPhrase("[(go | skip | jump | move | take me | bring me)] [to] [the] (last | final) step", .gotoStep(Intent.lastStep)),
        CommandPhrase("what is [the] next [step | one | thing]", .whatsNext),
        CommandPhrase("what (comes | happens) next", .whatsNext),
        CommandPhrase("what (do | should) (i | we) do next", .whatsNext),
        CommandPhrase("what is (after | coming after) (this | that | this step)", .whatsNext),
        CommandPhrase("what is coming [up] [next]", .whatsNext),
        CommandPhrase("(preview | peek at) [the] next [step]", .whatsNext),
        CommandPhrase("what is the step after [this | that] [one]", .whatsNext),
        CommandPhrase("[and] then what", .whatsNext),
        CommandPhrase("(start | begin) [it | the recipe | cooking] (over | again) [from the (beginning | start | top)]", .startOver),
        CommandPhrase("(start | begin) [it | the recipe | cooking] from the (beginning | start | top)", .startOver),
        CommandPhrase("restart [the recipe | cooking]", .startOver),
        CommandPhrase("(go | take me) back to the (beginning | start)", .startOver),
        CommandPhrase("[start] from the (beginning | top | start)", .startOver),
        CommandPhrase("start from scratch", .startOver),
        CommandPhrase("back to the (beginning | start)", .startOver),
        CommandPhrase("next [step | one | 1 | please]", .next),
        // "Go ahead" answers yes; "go forward" moves.
        CommandPhrase("[move | skip] (forward | ahead) [1] [step]", .next),
        CommandPhrase("go forward [1] [step]", .next),
        CommandPhrase("move on [to the next step]", .next),
        CommandPhrase("skip [this] [step | one]", .next),
        CommandPhrase("[i am | i have | we are | all] (done | finished) [with this step | with that | that]", .next),
        // "That's it", "that's the lot": this step done; at the last one the recipe.
        CommandPhrase("that is (it | the lot | that | done) [then]", .next),
        // "Hi Sous", "evening": where we are, read again.
        CommandPhrase("(hi | hello | hiya | hey | morning | evening | afternoon | good morning | good evening | good afternoon) [sous | there | again]", .repeat),
        CommandPhrase("sous", .repeat),
        CommandPhrase("(onward | onwards)", .next),
        CommandPhrase("[go | move | step] back [1 | a] [step]", .back),
        CommandPhrase("previous [step | one]", .back),
        CommandPhrase("[go | return] [back] to the (previous | last) (step | one)", .back),
        CommandPhrase("[go to] the step before [this | that]", .back),
        CommandPhrase("[1 | a] step back", .back),
        CommandPhrase("back up", .back),

        // Hearing it again.
        CommandPhrase("repeat [that | it | this | the step | this step | the last step | step | the last bit] [again] [please]", .repeat),
        CommandPhrase("(say | read | tell me) [that | it | the step | this step] again", .repeat),
        CommandPhrase("(again | once more | one more time)", .repeat),
        CommandPhrase("come again", .repeat),
        CommandPhrase("pardon [me]", .repeat),
        CommandPhrase("(sorry | what | huh)", .repeat),
        CommandPhrase("what (did you say | was that [again] | was the step)", .repeat),
        CommandPhrase("i (did not | didn't) (catch | hear | get) [that | it]", .repeat),
        CommandPhrase("current step", .repeat),
        CommandPhrase("what (do | should) (i | we) do [now | next | here]", .repeat),
        CommandPhrase("what now", .repeat),

        // Control.
        CommandPhrase("(pause | hold it | hold on | hang on) [it | please | reading | [for] a (moment | minute | second | sec | tick)]", .pause),
        CommandPhrase("wait [a (moment | minute | second | sec)]", .pause),
        // "Hang on, the phone's ringing": whatever follows, the cook needs a moment.
        CommandPhrase("(hold on | hang on | one sec | one second | one moment | just a sec | just a second | just a moment) <name>", .pause),
        CommandPhrase("(one | a | just a | give me a) (moment | minute | second | sec | tick)", .pause),
        CommandPhrase("(resume | unpause | continue | go on | carry on | keep going | keep reading | proceed) [please | reading | cooking]", .resume),
        CommandPhrase("i am back", .resume),
        CommandPhrase("[i am | we are] ready", .resume),
        CommandPhrase("let us (go | continue | keep going)", .resume),
        CommandPhrase("let us (start | begin | cook | get started | do this | do it)", .resume),
        CommandPhrase("(start | begin) [cooking | the recipe | now]", .resume),
        CommandPhrase("what is the first step", .gotoStep(1)),
        CommandPhrase("where were we", .resume),
        CommandPhrase("stop [cooking | it | everything | talking | reading | please]", .stop),
        CommandPhrase("(quit | exit | end | finish) [cooking | the recipe | the session]", .stop),
        CommandPhrase("(goodbye | good bye | bye | bye bye)", .stop),
        CommandPhrase("that is (all | enough) [for now]", .stop),
        CommandPhrase("i am done cooking", .stop),
        CommandPhrase("(shut up | be quiet | quiet | silence | enough)", .stop),

        // Answers.
        CommandPhrase("(yes | yeah | yep | yup | yea | sure | certainly | absolutely | definitely | affirmative | correct | of course | please do | do it | go ahead | sounds good | ok | okay | alright | set it | why not | got it | go for it | do | do that | go on then | yes go on) [please | thanks | thank you | do it | go ahead | sure | set it | why not | go for it]", .yes),
        CommandPhrase("yes [please] (set | start) [it | the timer | a timer]", .yes),
        CommandPhrase("(no | nope | nah | negative) [thanks | thank you | need | way | timer | not now | no timer]", .no),
        CommandPhrase("(maybe later | later | not right now | not for now | not this time | skip it for now)", .no),
        CommandPhrase("(not | not now | not yet | no need | never mind | nevermind | skip the timer | skip it | do not bother | do not)", .no),
        CommandPhrase("i am (fine | good | ok | okay) [thanks | thank you]", .no),

        // How Sous speaks.
        CommandPhrase("[(speak | talk | read | go)] [a bit | a little] (slower | more slowly | slowly) [please]", .voice(.slower)),
        CommandPhrase("slow down [a bit | a little]", .voice(.slower)),
        CommandPhrase("(not so | too) fast", .voice(.slower)),
        CommandPhrase("[(speak | talk | read | go)] [a bit | a little] (faster | quicker | more quickly)", .voice(.faster)),
        CommandPhrase("speed up", .voice(.faster)),
        CommandPhrase("[(speak | talk)] [a bit | a little] (louder | more loudly)", .voice(.louder)),
        CommandPhrase("(speak | talk) up", .voice(.louder)),
        CommandPhrase("(turn | volume) [it] up", .voice(.louder)),
        CommandPhrase("[(speak | talk)] [a bit | a little] (softer | quieter | more quietly | more softly)", .voice(.softer)),
        CommandPhrase("(turn | volume) [it] down", .voice(.softer)),
        CommandPhrase("too loud", .voice(.softer)),
        CommandPhrase("[(speak | talk)] [at] (normal | normally | usual) [(speed | volume | voice)]", .voice(.normal)),
        CommandPhrase("(normal | usual) (speed | volume | voice)", .voice(.normal)),
        CommandPhrase("reset [the | your] voice", .voice(.normal)),

        // The measures amounts are read in.
        CommandPhrase("[(can you | could you)] [(in | use | switch to | change to | convert to | give me | go)] [the] (metric | grams | metric units | metric measures | grams and millilitres | grams and milliliters | celsius) [units]", .units(.metric)),
        CommandPhrase("[(can you | could you)] [(in | use | switch to | change to | convert to | give me | go)] [the] (cups | us measures | us units | american measures | american units | imperial | imperial units | ounces | cups and ounces | fahrenheit) [units]", .units(.us)),
        CommandPhrase("(in | use | switch to | change to | convert to | go) [the] us", .units(.us)),
        CommandPhrase("[(please | can you)] (as written | [use | back to | go back to] [the] (original | recipe's | recipes) (units | measures | amounts) | the way it is written | as the recipe says)", .units(.asWritten)),

        // Last of the moves, so "go to the next step" and the rest are taken first.
        CommandPhrase("(go | skip | jump | move | take me) (to | on to) the next (step | one)", .next),
        CommandPhrase("(go | skip | jump | move | take me) to the (end | last bit | last part)", .gotoStep(Intent.lastStep)),
        CommandPhrase("(go | skip | jump | move | take me) [back] to the (top | beginning | start)", .startOver),
        CommandPhrase("(go | skip | jump | move | take me | bring me) (to | on to | back to) the <name> [(section | part | bit)]") { captures in
            captures.name.flatMap { $0.split(separator: " ").contains("step") ? nil : Intent.gotoSection($0) }
        },

        // Last of all: a length alone ("ten minutes", never "just a minute",
        // which is a pause) answers "For how long?" or corrects a timer.
        CommandPhrase("[for | about | ok | okay] <dur> [please]") { captures in captures.seconds.map { .timerLength(seconds: $0) } },

        CommandPhrase("help [me | please]", .help),
        CommandPhrase("what can (i | you) (say | do)", .help),
        CommandPhrase("(what are | list) [the | your] commands", .help),
        CommandPhrase("(options | commands)", .help),
        CommandPhrase("how does this work", .help),
        CommandPhrase("what do you understand", .help),
    ]
}

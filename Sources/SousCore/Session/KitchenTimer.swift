/// A countdown the cook asked for. Times are seconds on the session's clock,
/// which the edge supplies, so tests can move time by hand.
public struct KitchenTimer: Hashable, Sendable, Codable {
    /// Set in seconds (under a minute, or odd seconds): a bare number
    /// correcting it is seconds too.
    public var countsSeconds: Bool { duration < 60 || duration % 60 != 0 }

    public var name: String
    public var duration: Int
    public var endsAt: Double
    /// Done and not yet acknowledged: announced again every 30 seconds.
    public var ringing: Bool
    public var lastAnnounced: Double?
    /// The recipe open when the cook named it ("potato" set in Creamy
    /// Mashed Potatoes): the same name set in another dish runs beside it.
    /// Nil for step timers (their name carries their recipe) and timers
    /// named by their length.
    public var dish: String?
    /// "Baste the chicken", from "remind me in 2 minutes to baste the
    /// chicken": said when it rings.
    public var reminder: String?
    /// Paused ("pause the pasta timer"): the seconds it had left then. It
    /// does not count down or ring until resumed, when it ends that long
    /// after; `endsAt` is stale meanwhile. Nil while it runs. Saved with
    /// the session, so a paused timer stays paused across a restart.
    public var pausedLeft: Double?
    /// The recipe open when it was set, whatever its name: a step timer's
    /// too ("step 2" of the mash), so a list of timers can say each one's
    /// dish. Nil when set with no recipe open (and in sessions saved before
    /// it was kept).
    public var recipe: Dish?
    /// A step timer's gist, as it was when set ("rest 2 minutes"): said when
    /// it rings while another dish is open, whose steps are not its own.
    /// Nil for other timers (and in sessions saved before it was kept).
    public var stepGist: String?

    /// A recipe as a timer names it: its id and title.
    public struct Dish: Hashable, Sendable, Codable {
        public var id: String
        public var title: String

        public init(id: String, title: String) {
            self.id = id
            self.title = title
        }
    }

    public init(name: String, duration: Int, endsAt: Double, ringing: Bool = false, lastAnnounced: Double? = nil, dish: String? = nil,
                reminder: String? = nil, pausedLeft: Double? = nil, recipe: Dish? = nil, stepGist: String? = nil) {
        self.name = name
        self.duration = duration
        self.endsAt = endsAt
        self.ringing = ringing
        self.lastAnnounced = lastAnnounced
        self.dish = dish
        self.reminder = reminder
        self.pausedLeft = pausedLeft
        self.recipe = recipe
        self.stepGist = stepGist
    }

    public var isPaused: Bool { pausedLeft != nil }

    public func remaining(at now: Double) -> Double { pausedLeft.map { max(0, $0) } ?? max(0, endsAt - now) }

    /// When it ends if it goes on now: its end, or for a paused timer the
    /// time it has left from now. What lists of timers are sorted by.
    public func due(at now: Double) -> Double { pausedLeft.map { now + $0 } ?? endsAt }

    /// Counting down: neither paused nor ringing.
    public var isCounting: Bool { pausedLeft == nil && !ringing }

    /// "the pasta timer", "the 10 minute timer".
    public var spokenName: String { "the \(name) timer" }

    /// "The reminder to take the cookies out", else "the pasta timer": a
    /// reminder is named by its deed wherever the cook hears it, as it
    /// rings (never "the cookies timer").
    public var heardName: String { reminder.map { "the reminder to \($0)" } ?? spokenName }

    /// Unnamed, so named by its length ("10 minute", "second 10 minute"):
    /// set again for another length, it takes that length's name.
    public var isNamedByLength: Bool { name.hasSuffix(DurationPhrase.adjective(duration)) }

    /// The name `timer_cancel` takes for "cancel all timers".
    public static let all = "all"

    /// The name `timer_cancel` takes for "stop both": the two ringing, or
    /// the two running when none rings.
    public static let both = "both"

    /// The name `timer_cancel` and `timer_query` take for "the reminder":
    /// every reminder running, whatever its deed named.
    public static let reminder = "reminder"

    /// How often a finished timer repeats its announcement.
    public static let reminderInterval: Double = 30
}

/// Durations for the ear: "2 minutes", "1 hour and 30 minutes".
public enum DurationPhrase {
    public static func spoken(_ seconds: Int) -> String {
        let hours = seconds / 3600
        let minutes = (seconds % 3600) / 60
        let rest = seconds % 60
        var parts: [String] = []
        if hours > 0 { parts.append(unit(hours, "hour")) }
        if minutes > 0 { parts.append(unit(minutes, "minute")) }
        if rest > 0 && hours == 0 { parts.append(unit(rest, "second")) }
        if parts.isEmpty { return "0 seconds" }
        return parts.joined(separator: " and ")
    }

    /// Time left, rounded as a person would say it: whole minutes above ten
    /// minutes, seconds below.
    public static func remaining(_ seconds: Double) -> String {
        let whole = Int(bounded: seconds.rounded(.up))
        if whole >= 600 { return spoken(Int(bounded: (Double(whole) / 60).rounded()) * 60) }
        return spoken(whole)
    }

    /// "10 minute" as in "the 10 minute timer".
    public static func adjective(_ seconds: Int) -> String {
        if seconds % 3600 == 0 { return "\(seconds / 3600) hour" }
        // "1 and a half hour" like "2 and a half hour": one style for both.
        if seconds > 3600, seconds % 1800 == 0 { return "\(seconds / 3600) and a half hour" }
        // "The 2 hour 45 minute timer": the ear checks a length over an hour
        // in hours, never as "165 minute" or "11110 second".
        if seconds > 3600 {
            let (minutes, rest) = ((seconds % 3600) / 60, seconds % 60)
            return "\(seconds / 3600) hour" + (minutes > 0 ? " \(minutes) minute" : "") + (rest > 0 ? " \(rest) second" : "")
        }
        if seconds % 60 == 0 { return "\(seconds / 60) minute" }
        // "the 90 second timer", as people say it; "the 2 and a half minute timer" above two minutes.
        if seconds > 120, seconds % 60 == 30 { return "\(seconds / 60) and a half minute" }
        return "\(seconds) second"
    }

    private static func unit(_ count: Int, _ name: String) -> String {
        count == 1 ? "1 \(name)" : "\(count) \(name)s"
    }
}

extension KitchenTimer {
    /// Step timers of a recipe the kitchen leaves ("step 2" becomes "banana
    /// bread step 2"): a daemon that starts idle with the timers of a
    /// session cooked elsewhere must not give them to the next recipe.
    public static func leaving(_ timers: [KitchenTimer], title: String) -> [KitchenTimer] {
        timers.map { timer in
            var renamed = timer
            if timer.name.hasPrefix("step "), Int(timer.name.dropFirst(5)) != nil {
                renamed.name = title.lowercased() + " " + timer.name
            }
            return renamed
        }
    }

    /// Timers going on while another recipe opens. A step's timer ("step
    /// 4") takes its recipe's name with it ("banana bread step 4"), so it is
    /// never taken for a step of the new recipe.
    /// Back in the recipe, its step's timer is "step 4" again, so the step
    /// does not offer a second one beside it.
    public static func carried(_ timers: [KitchenTimer], from previous: Recipe?, to next: Recipe) -> [KitchenTimer] {
        guard previous?.id != next.id else { return timers }
        let coming = next.title.lowercased() + " step "
        // First the leaving recipe's step timers take its name, then the
        // coming recipe's take theirs back: "step 2" is free again by then.
        // From an idle kitchen they carry their names already.
        let leaving = previous.map { Self.leaving(timers, title: $0.title) } ?? timers
        return leaving.map { timer in
            var renamed = timer
            if timer.name.hasPrefix(coming), let number = Int(timer.name.dropFirst(coming.count)),
               !leaving.contains(where: { $0.name == "step \(number)" }) {
                renamed.name = "step \(number)"
            }
            return renamed
        }
    }
}

extension KitchenTimer {
    /// Its dish, for a list of timers: the recipe it was set in, else, for
    /// one saved before that was kept, the dish its name or `dish` says: a
    /// "step 2" is the open recipe's (`open`), a "banana bread step 2" and
    /// a timer set in Banana Bread that recipe's, among `recipes`.
    public func dish(open: Dish?, recipes: [Dish]) -> Dish? {
        if let recipe { return recipe }
        if name.wholeMatch(of: /step \d+/) != nil { return open }
        if let title = dish { return recipes.first { $0.title == title } ?? Dish(id: "", title: title) }
        return recipes.first { name.hasPrefix($0.title.lowercased() + " step ") }
    }
}

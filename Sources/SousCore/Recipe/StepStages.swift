/// One timed wait in a step: "bake covered for 20 minutes" of "bake covered
/// for 20 minutes, then uncovered for 25 minutes". `upTo` is the longer
/// end of a range ("3-4 hours"); a timer runs for `seconds`, the shorter,
/// because checking early is safer than burning.
public struct TimedStage: Hashable, Sendable {
    public var seconds: Int
    public var upTo: Int?
    /// One round of waits the step says to repeat ("repeat 4 times").
    public var repeated: Bool

    public init(seconds: Int, upTo: Int? = nil, repeated: Bool = false) {
        self.seconds = seconds
        self.upTo = upTo
        self.repeated = repeated
    }
}

extension Step {
    /// The waits the step asks for one after another, read from its text:
    /// "bake for 20 minutes, then lower the oven and bake for 25 minutes" is
    /// two, "rest 30 minutes, then fold; repeat 4 times" four of 30
    /// minutes. The step's `timer` is one of them (the first as a rule);
    /// a timer the text does not name (set by hand in the file) is the only
    /// stage. Empty when the step has no timer.
    public var stages: [TimedStage] {
        guard let timer else { return [] }
        let read = StepStages.stages(in: text)
        guard read.contains(where: { $0.seconds == timer }) else { return [TimedStage(seconds: timer)] }
        return read
    }

    /// The whole of the step's waits: the shorter ends, and the longer ones
    /// when a range is written.
    public var stagesTotal: (seconds: Int, upTo: Int?) {
        let stages = stages
        let low = stages.reduce(0) { $0 + $1.seconds }
        let high = stages.reduce(0) { $0 + ($1.upTo ?? $1.seconds) }
        return (low, high > low ? high : nil)
    }
}

/// Reads the waits of a step one after another. A later time is another
/// stage only when the words say it follows ("then", "another 12
/// minutes", "15 minutes more", "lower the oven and", a new sentence); an
/// alternative ("or in a stand mixer for 6 minutes"), a time within the
/// wait ("tenting with foil after 30 minutes", "every 30 minutes", "for
/// the first 2 hours") or one meanwhile is not: adding it up would send
/// the cook back to the oven late.
enum StepStages {
    static func stages(in text: String) -> [TimedStage] {
        let (words, found, sentenceStarts) = StepTimer.scan(text)
        var chain: [StepTimer.Found] = []
        for candidate in found where !within(candidate, words) {
            guard let last = chain.last else {
                chain.append(candidate)
                continue
            }
            let between = words[last.end..<candidate.at]
            // "Bake 25-30 minutes or until golden. Let set for 15 minutes": "or until" offers no other time.
            let alternative = between.indices.contains { index in
                alternativeWords.contains(between[index]) && !(index + 1 < between.endIndex && ["until", "till", "when"].contains(between[index + 1]))
            }
            if alternative { break }
            let follows = between.contains(where: sequenceWords.contains)
                || (last.end..<(candidate.at + 1)).contains(where: sentenceStarts.contains)
                || (candidate.end < words.count && ["more", "longer"].contains(words[candidate.end]))
                || (candidate.at > 0 && ["more", "longer", "additional", "extra", "further"].contains(words[candidate.at - 1]))
            guard follows else { break }
            chain.append(candidate)
        }
        var stages = chain.map { TimedStage(seconds: $0.seconds, upTo: $0.upTo) }
        // "Rest 30 minutes, then fold; repeat 4 times every 30 minutes": the
        // waits before "repeat", that many times (the interval said after
        // it when none comes before).
        if let (at, times) = repeats(words) {
            var unit = chain.filter { $0.at < at }.map { TimedStage(seconds: $0.seconds, upTo: $0.upTo) }
            let after = chain.filter { $0.at > at }.map { TimedStage(seconds: $0.seconds, upTo: $0.upTo) }
            if unit.isEmpty, let every = found.first(where: { $0.at > at && $0.at > 0 && words[$0.at - 1] == "every" }) {
                unit = [TimedStage(seconds: every.seconds, upTo: every.upTo)]
            }
            if !unit.isEmpty, unit.count * times <= 24 {
                for index in unit.indices { unit[index].repeated = true }
                stages = Array(repeating: unit, count: times).flatMap { $0 } + after
            }
        }
        return stages
    }

    /// A time inside the wait, not after it: "after 30 minutes", "every 30
    /// minutes", "for the first 2 hours", "halfway, at 10 minutes".
    private static func within(_ found: StepTimer.Found, _ words: [String]) -> Bool {
        var index = found.at - 1
        while index >= 0, ["about", "around", "roughly", "another", "the"].contains(words[index]) { index -= 1 }
        guard index >= 0 else { return false }
        return insideWords.contains(words[index])
    }

    /// "Repeat 4 times", "repeat the folds 3 more times", "repeat twice",
    /// "3 more times": where it is said, and how many times the waits
    /// before it run in all.
    private static func repeats(_ words: [String]) -> (at: Int, times: Int)? {
        for (index, word) in words.enumerated() {
            let repeating = ["repeat", "repeating", "wiederholen", "répéter", "repetir", "ripetere", "herhalen"].contains(word)
            if repeating, index + 1 < words.count, words[index + 1] == "twice" { return (index, 2) }
            guard let count = Int(word) ?? countWords[word], count > 1 || index + 1 < words.count && words[index + 1] == "more" else { continue }
            var next = index + 1
            let more = next < words.count && words[next] == "more"
            if more { next += 1 }
            guard next < words.count, timesWords.contains(words[next]) else { continue }
            let asked = words[max(0, index - 4)..<index].contains { ["repeat", "repeating", "wiederholen", "répéter", "repetir", "ripetere", "herhalen"].contains($0) }
            guard asked || more else { continue }
            let times = more ? count + 1 : count
            guard (2...24).contains(times) else { continue }
            return (index, times)
        }
        return nil
    }

    private static let countWords: [String: Int] = [
        "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
        "zwei": 2, "drei": 3, "vier": 4, "deux": 2, "trois": 3, "quatre": 4, "dos": 2, "tres": 3, "cuatro": 4,
        "due": 2, "tre": 3, "quattro": 4, "twee": 2, "drie": 3,
    ]

    private static let timesWords: Set<String> = ["times", "time", "mal", "fois", "veces", "volte", "keer"]

    /// Words that say the next wait follows the last.
    private static let sequenceWords: Set<String> = [
        "then", "another", "more", "additional", "further", "longer", "afterwards", "afterward", "next", "again",
        "lower", "reduce", "increase", "raise", "turn", "uncover", "remove",
        "dann", "danach", "anschließend", "weitere", "weiteren", "puis", "ensuite", "encore", "luego", "después", "despues",
        "otros", "otras", "poi", "quindi", "altri", "altre", "daarna", "nog",
    ]

    /// Words that make the next time another way of doing the same, or one
    /// that runs alongside.
    private static let alternativeWords: Set<String> = [
        "or", "meanwhile", "while", "alternatively", "oder", "ou", "o", "oppure", "während", "pendant", "mientras", "mentre",
    ]

    /// Words before a time that put it inside a wait.
    private static let insideWords: Set<String> = [
        "every", "each", "after", "at", "first", "last", "within", "until", "till", "by", "halfway", "through",
        "alle", "jede", "nach", "chaque", "après", "cada", "después", "ogni", "dopo", "elke", "na",
    ]
}

extension DurationPhrase {
    /// "3 to 4 hours", "30 to 35 minutes", "45 minutes to 1 hour".
    public static func range(_ seconds: Int, upTo: Int?) -> String {
        guard let upTo, upTo > seconds else { return spoken(seconds) }
        let longer = spoken(upTo)
        for (unit, size) in [("hour", 3_600), ("minute", 60)] where seconds % size == 0 && upTo % size == 0 && seconds >= size {
            // Same unit both ends, said once: not "3 hours to 4 hours".
            if spoken(seconds) == "\(seconds / size) \(unit)\(seconds / size == 1 ? "" : "s")" && longer == "\(upTo / size) \(unit)s" {
                return "\(seconds / size) to \(longer)"
            }
        }
        return "\(spoken(seconds)) to \(longer)"
    }
}

import Foundation

/// Turns typed or recognised text into an `Intent`.
///
/// Tolerant the way a cook talks: case, punctuation, contractions, spelled
/// numbers and fillers ("OK, next please", "um, how much garlic do I need?")
/// do not matter. Anything else is nil: Sous would rather ask again than guess.
public enum CommandParser {
    /// Longer text is no command: the phrase matcher's time grows faster
    /// than the text, and a 64 KB line held the daemon up for seconds.
    public static let longestCommand = 300

    public static func parse(_ text: String) -> Intent? {
        parse(text, correctingSlips: true)
    }

    private static func parse(_ text: String, correctingSlips: Bool) -> Intent? {
        guard text.count <= longestCommand else { return nil }
        let words = unhedged(normalizedWords(text))
        let core = stripFillers(words)
        if core.isEmpty {
            return words.contains(where: { affirmativeFillers.contains($0) || $0 == "please" }) ? .yes : nil
        }
        if let canonical = canonicalIntent(text) { return canonical }
        if let intent = firstIntent(core) ?? YieldRequest.intent(core) ?? ScaleFactor.intent(core) ?? twoCommands(core) { return intent }
        // "The pasta timer", "the second one": which timer Sous asked about.
        // (Number words are digits by now: "the second one" is "the second 1".)
        if (3...5).contains(core.count), core.first == "the", ["timer", "one", "1"].contains(core.last!) {
            return .choose(core.dropLast().joined(separator: " ") + (core.last == "timer" ? " timer" : " one"))
        }
        // "No, twenty", "no, I said 15", "not fifty, fifteen": a number
        // putting right what Sous just heard (a timer's minutes, the
        // servings), which only the session can tell; never a plain "no".
        if CookingSession.correctedNumber(text) != nil { return nil }
        // "No, go back", "wait, go back", "yes please do": a word answering
        // or halting before the command itself.
        // "Yes, next", "yes go on": the answer is yes; the cook moves on after.
        if core.count > 1, ["yes", "yeah", "yep", "yup", "sure", "ok", "okay", "please"].contains(core[0]) {
            let rest = Array(core.dropFirst())
            // "Yes, but not yet", "yes in a minute": not now.
            if rest.contains("not") && (rest.contains("yet") || rest.contains("now")) || rest.starts(with: ["in", "a"]) || rest.contains("later") {
                return .no
            }
            // "Yes, for 20 minutes", "yes but make it 20": the cook's own length,
            // as the answer to the timer offered (so named for its step).
            let length = Array(rest.drop { ["but", "for", "make", "it", "set", "to", "do", "about", "please", "thanks", "ok", "okay", "sure"].contains($0) })
            // "7 minutes each side": the length is the words that make one.
            for end in stride(from: length.count, to: 0, by: -1) {
                if let seconds = DurationParser.seconds(Array(length[..<end])) { return .timerLength(seconds: seconds) }
            }
            if length.count == 1, let minutes = Int(length.first!), minutes > 0, minutes <= 24 * 60 { return .timerLength(seconds: minutes * 60) }
            // "Yes, next", "yeah ok next": yes, and on.
            return firstIntent(stripFillers(rest)) == .next ? .yesThenNext : .yes
        }
        if core.count > 1, ["no", "nah", "nope", "wait"].contains(core[0]) {
            for rest in [Array(core.dropFirst()), stripFillers(Array(core.dropFirst()))] where !rest.isEmpty {
                if let intent = firstIntent(rest) { return intent }
            }
        }
        // "It's not bubbling yet, give it 5 more minutes": typed clauses; the
        // command is the last one that is one, else the first.
        let clauses = Self.clauses(text)
        // Only the last or the first clause, and never "stop": "my mum says,
        // stop, it's fine" is talk, not the end of the session.
        // "No, twenty": a number putting right what Sous just heard (a
        // timer's minutes, the servings), which only the session can tell;
        // never a plain "no".
        if clauses.count == 2, ["no", "nope", "oops", "sorry", "no no"].contains(stripFillers(normalizedWords(clauses[0])).joined(separator: " ")),
           normalizedWords(clauses[1]).count == 1, Int(normalizedWords(clauses[1])[0]) != nil {
            return nil
        }
        if clauses.count > 1, let last = clauses.last, let first = clauses.first,
           let both = twoCommands(stripFillers(normalizedWords(first)), stripFillers(normalizedWords(last))) {
            return both
        }
        if clauses.count > 1, let last = clauses.last, let first = clauses.first {
            for clause in [last, first] {
                let words = stripFillers(unhedged(normalizedWords(clause)))
                if !words.isEmpty, let intent = firstIntent(words) { return intent == .stop ? nil : intent }
            }
        }
        // Wet fingers: one mistyped word ("nxet", "ingrediants") for a
        // one-word command that moves nothing dangerous.
        if core.count == 1, let word = core.first, let meant = forgivingWords.first(where: { Words.similar(word, $0) }) {
            return parse(meant)
        }
        return correctingSlips ? slipsPutRight(text, words) : nil
    }

    /// Typed slips in a command's own words ("how mcuh butter", "stpe 3",
    /// "cancle the timer"): a word of four letters or more that no phrasing
    /// has, one letter (or two swapped) from exactly one word of four or more
    /// that one has. The fewest such words are put right that make the line
    /// a command; a word the parser knows is never changed ("stop" is never
    /// "step"), an ingredient's ("lime") only when nothing less will do, and
    /// a slip never ends the session.
    /// Recognised speech is made of the grammar's words and never gets here.
    private static func slipsPutRight(_ text: String, _ words: [String]) -> Intent? {
        var slips: [(word: String, meant: String)] = []
        for word in words where word.count >= 4 && word.allSatisfy(\.isLetter) && !vocabulary.contains(word) && !slips.contains(where: { $0.word == word }) {
            let near = longVocabulary.filter { abs($0.count - word.count) <= 1 && Words.distance(word, $0, limit: 1) <= 1 }
            if near.count == 1 { slips.append((word, near[0])) }
        }
        guard !slips.isEmpty, slips.count <= 6 else { return nil }
        let lowered = text.lowercased()
        for size in 1...slips.count {
            for chosen in combinations(slips.count, size) {
                let corrected = chosen.reduce(lowered) { text, index in replacingWord(slips[index].word, with: slips[index].meant, in: text) }
                // "stpo" ends nothing: the session stops only when told to.
                if let intent = parse(corrected, correctingSlips: false) { return intent == .stop ? nil : intent }
            }
        }
        return nil
    }

    /// Every choice of `size` of the indices below `count`, in order.
    private static func combinations(_ count: Int, _ size: Int) -> [[Int]] {
        guard size > 0 else { return [[]] }
        guard size <= count else { return [] }
        return combinations(count - 1, size) + combinations(count - 1, size - 1).map { $0 + [count - 1] }
            .sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// `text` with the whole word `word` (letters alone) as `meant`.
    private static func replacingWord(_ word: String, with meant: String, in text: String) -> String {
        var result = ""
        var run = ""
        for character in text {
            if character.isLetter {
                run.append(character)
            } else {
                result += run == word ? meant : run
                run = ""
                result.append(character)
            }
        }
        return result + (run == word ? meant : run)
    }

    /// The words the parser reads: its phrasings', fillers', numbers' and lengths'.
    static let vocabulary: Set<String> = {
        var words = CommandPhrase.all.reduce(into: Set<String>()) { $0.formUnion($1.pattern.words) }
        words.formUnion((leadingFillers + trailingFillers).joined())
        words.formUnion(contractions.keys)
        words.formUnion(contractions.values.flatMap { $0.split(separator: " ").map(String.init) })
        words.formUnion(NumberWords.units.keys)
        words.formUnion(NumberWords.tens.keys)
        words.formUnion(NumberWords.ordinals.keys)
        words.formUnion(NumberWords.notALabel)
        words.formUnion(forgivingWords)
        words.formUnion(hedges)
        words.formUnion(["minute", "minutes", "hour", "hours", "second", "seconds", "dozen", "hundred", "timer", "timers"])
        return words
    }()

    /// What a slip may be put right to: words long enough to tell apart.
    private static let longVocabulary = vocabulary.filter { $0.count >= 4 }.sorted()

    /// "set a timer for 5 minutes and then next", "next and start the
    /// timer": a move and a timer joined by "and" or "then".
    private static func twoCommands(_ words: [String]) -> Intent? {
        for (index, word) in words.enumerated() where word == "and" || word == "then" {
            let rest = Array(words[(index + 1)...].drop { $0 == "then" })
            if let both = twoCommands(stripFillers(Array(words[..<index])), stripFillers(rest)) { return both }
        }
        return nil
    }

    /// Both parts' intents, when one moves through the recipe and the
    /// other sets a timer: the cook means both. Anything else is one
    /// command with talk around it.
    private static func twoCommands(_ first: [String], _ second: [String]) -> Intent? {
        guard !first.isEmpty, !second.isEmpty, let one = firstIntent(first), let two = firstIntent(second) else { return nil }
        func moves(_ intent: Intent) -> Bool {
            switch intent {
            case .next, .back, .gotoStep, .bareStep, .gotoSection: true
            default: false
            }
        }
        func times(_ intent: Intent) -> Bool {
            switch intent {
            case .timerSet, .timerAdd, .timerCancel, .timerRestart, .timerPause, .timerResume: true
            default: false
            }
        }
        return moves(one) && times(two) || times(one) && moves(two) ? .both(one, two) : nil
    }

    /// Typed clauses: "1.5" is a number, not the clauses "make it 1" and "5 times".
    static func clauses(_ text: String) -> [String] {
        var clauses: [String] = []
        var current = ""
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            let inNumber = character == "." && index > 0 && characters[index - 1].isNumber && index + 1 < characters.count && characters[index + 1].isNumber
            if ",;.!?—–".contains(character), !inNumber {
                clauses.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        clauses.append(current)
        return clauses.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    }

    /// The intent of the first phrasing that fits these words.
    private static func firstIntent(_ words: [String]) -> Intent? {
        for phrase in CommandPhrase.all {
            if let intent = phrase.intent(for: words) { return intent }
        }
        return nil
    }

    private static let forgivingWords = ["next", "back", "repeat", "ingredients", "help", "pause", "resume", "continue"]

    /// `goto_step:3` typed as-is is honoured, so scripts and the socket can
    /// speak the canonical form.
    private static func canonicalIntent(_ text: String) -> Intent? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        // "progress", "temperature": single-word canonical forms without a phrase of their own.
        guard trimmed.contains(":") || trimmed.contains("_") || ["progress", "temperature"].contains(trimmed.lowercased()) else { return nil }
        return Intent(canonical: trimmed.contains(":") || trimmed.contains("_") ? trimmed : trimmed.lowercased())
    }

    private static let contractions: [String: String] = [
        "what's": "what is", "whats": "what is", "i'm": "i am", "im": "i am", "it's": "it is", "that's": "that is",
        "how's": "how is", "let's": "let us", "lets": "let us", "don't": "do not", "dont": "do not",
        "didn't": "did not", "didnt": "did not", "i've": "i have", "where's": "where is", "there's": "there is",
        "we're": "we are", "you're": "you are", "i'd": "i would", "can't": "can not", "cannot": "can not",
        "we've": "we have", "isn't": "is not", "who's": "who is", "wanna": "want to", "gonna": "going to",
        "long's": "long is", "temperature's": "temperature is", "oven's": "oven is", "timer's": "timer is", "step's": "step is",
        "here's": "here is", "it'll": "it will", "i'll": "i will", "we'll": "we will", "how'd": "how would", "what'll": "what will",
        "much's": "much is", "next's": "next is", "haven't": "have not", "havent": "have not",
    ]

    /// "Make it for about 30 people", "we're roughly 12": a hedge before a
    /// count is no word of the command; the count is what the cook means
    /// (was "Sorry, I didn't catch that", or the count ignored in "how much
    /// flour for roughly 30 people").
    static func unhedged(_ words: [String]) -> [String] {
        guard words.contains(where: hedges.contains) else { return words }
        var kept: [String] = []
        for (index, word) in words.enumerated() {
            if hedges.contains(word), index + 1 < words.count, Double(words[index + 1]) != nil { continue }
            kept.append(word)
        }
        return kept
    }

    private static let hedges: Set<String> = ["about", "around", "roughly", "approximately", "approx", "some", "circa"]

    /// Lower-cased words with punctuation gone, contractions opened and
    /// spelled numbers turned into digits.
    public static func normalizedWords(_ text: String) -> [String] {
        var cleaned = ""
        // "1,5 minutes" is a minute and a half (was "1 5": a 5-minute timer).
        let characters = Array(clockLengths(DecimalComma.points(text.lowercased())).replacingOccurrences(of: "’", with: "'"))
        for (index, character) in characters.enumerated() {
            let previous = index > 0 ? characters[index - 1] : " "
            let next = index + 1 < characters.count ? characters[index + 1] : " "
            if character.isLetter || character.isNumber {
                if previous.isNumber && character.isLetter { cleaned.append(" ") }
                cleaned.append(character)
            } else if character == "'" && previous.isLetter && next.isLetter {
                cleaned.append(character)
            } else if character == "." && previous.isNumber && next.isNumber {
                cleaned.append(character)
            } else if character == "-" && next.isNumber && !previous.isNumber && !previous.isLetter {
                // "step -1" is minus one (refused), not step one.
                cleaned.append(" -")
            } else {
                cleaned.append(" ")
            }
        }
        var words: [String] = []
        for word in cleaned.split(separator: " ") {
            // "6th" was split as "6 th": an ordinal stays one word.
            if ["st", "nd", "rd", "th"].contains(word), let last = words.last, Int(last) != nil {
                words[words.count - 1] += word
                continue
            }
            // "1h30", "1hr30m": the hours, then the minutes ("1 h30" so far).
            if let last = words.last, Double(last) != nil, let match = word.wholeMatch(of: #/(h|hr|hrs|m|min|mins)(\d+)/#) {
                words += [String(match.output.1), String(match.output.2)]
                continue
            }
            if let expanded = contractions[String(word)] {
                words.append(contentsOf: expanded.split(separator: " ").map(String.init))
            } else {
                words.append(String(word))
            }
        }
        return NumberWords.digitize(words, dozenCountsPieces: true)
    }

    /// "1:30" typed as a microwave shows it: 1 minute 30 seconds;
    /// "1:30:00" is an hour and a half. In words, so the colon (a space
    /// otherwise) does not leave "1 30", which is no length.
    static func clockLengths(_ text: String) -> String {
        guard text.contains(":") else { return text }
        func unit(_ count: Substring, _ name: String) -> String { "\(Int(count) ?? 0) \(name)\(Int(count) == 1 ? "" : "s")" }
        return text
            .replacing(#/\b(\d{1,2}):([0-5]\d):([0-5]\d)\b/#) { "\(unit($0.output.1, "hour")) \(unit($0.output.2, "minute")) \(unit($0.output.3, "second"))" }
            .replacing(#/\b(\d{1,3}):([0-5]\d)\b/#) { "\(unit($0.output.1, "minute")) \(unit($0.output.2, "second"))" }
    }

    static let affirmativeFillers: Set<String> = ["ok", "okay", "alright", "sure"]

    private static let leadingFillers: [[String]] = [
        ["ok"], ["okay"], ["alright"], ["all", "right"], ["so"], ["um"], ["uh"], ["er"], ["erm"], ["hmm"], ["hey"],
        ["sous"], ["please"], ["now"], ["and"], ["well"], ["oh"], ["just"], ["could", "you"], ["can", "you"],
        ["would", "you"], ["will", "you"], ["i", "want", "to"], ["i", "would", "like", "to"], ["tell", "me"],
        ["right"], ["yo"], ["hi"], ["hello"], ["thanks"], ["thank", "you"], ["great"], ["good"], ["cool"],
        ["then"], ["actually"], ["sorry"],
    ]
    private static let trailingFillers: [[String]] = [
        ["please"], ["thanks"], ["thank", "you"], ["now"], ["for", "me"], ["sous"], ["ok"], ["okay"], ["then"],
        ["right", "now"], ["already"],
    ]

    /// Drops fillers from both ends, but never the last meaningful word:
    /// "sorry" alone means "say that again", "please" alone means yes.
    static func stripFillers(_ words: [String]) -> [String] {
        // "uh huh", "mm hmm": yes, not a filler and "huh?".
        if [["uh", "huh"], ["mm", "hmm"], ["mhm"], ["uh", "huh", "please"], ["go", "on", "then"], ["ok", "go", "on", "then"],
            ["okay", "go", "on", "then"]].contains(words) { return ["yes"] }
        var core = words[...]
        // "sorry please" is "sorry", never a bare "please" (yes).
        while core.count > 1, core.last == "please" { core = core.dropLast() }
        var changed = true
        while changed {
            changed = false
            for filler in leadingFillers where core.starts(with: filler) && core.count > filler.count {
                core = core.dropFirst(filler.count)
                changed = true
            }
            for filler in trailingFillers where core.count > filler.count && Array(core.suffix(filler.count)) == filler {
                core = core.dropLast(filler.count)
                changed = true
            }
        }
        if core.count == 1, let only = core.first, affirmativeFillers.contains(only) || only == "please" {
            return []
        }
        return Array(core)
    }
}

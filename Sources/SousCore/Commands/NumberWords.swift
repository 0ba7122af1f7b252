/// Numbers as people say them: "twenty five" is 25, "third" is 3.
public enum NumberWords {
    public static let units: [String: Int] = [
        "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
        "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14,
        "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
    ]
    public static let tens: [String: Int] = [
        "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
    ]
    static let ordinals: [String: Int] = [
        "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
        "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14,
        "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18, "nineteenth": 19, "twentieth": 20,
    ]

    /// Words that cannot name a timer ("set a ten minute timer" has no name).
    static let notALabel: Set<String> = [
        "a", "an", "the", "my", "new", "another", "timer", "timers", "for", "of", "to", "and", "one", "kitchen",
        "minute", "minutes", "second", "seconds", "hour", "hours", "min", "mins", "sec", "secs", "half", "quarter", "quarters",
        "this", "that", "it", "me", "set", "start", "please", "all", "called", "named", "on", "in",
    ]

    /// "3rd", "third", "3" as an ordinal position.
    public static func ordinal(_ word: String) -> Int? {
        if let value = ordinals[word] { return value }
        for suffix in ["st", "nd", "rd", "th"] where word.hasSuffix(suffix) {
            return Int(word.dropLast(2))
        }
        return nil
    }

    /// Words after "a dozen" that name no thing: the dozen is of pieces.
    static let afterACount: Set<String> = ["please", "of", "now", "instead", "then", "today", "tonight", "this", "in", "altogether"]

    /// Replaces spelled-out cardinals with digits: "twenty five minutes" ->
    /// "25 minutes", "one hundred and twenty" -> "120". Ordinals and "a"/"an"
    /// stay words.
    /// `dozenCountsPieces`: a command's "make 2 dozen" is of pieces (adds
    /// "pieces" where no thing follows); a recipe's yield "2 dozen" is a count.
    public static func digitize(_ words: [String], dozenCountsPieces: Bool = false) -> [String] {
        var out: [String] = []
        var index = 0
        while index < words.count {
            // "a dozen", "half a dozen", "two dozen".
            if words[index] == "dozen" {
                var count = 12
                if let last = out.last, let multiple = Int(last), !count.multipliedReportingOverflow(by: multiple).overflow {
                    out.removeLast()
                    count *= multiple
                } else if out.last == "a" || out.last == "an" {
                    out.removeLast()
                    if out.suffix(1) == ["half"] { out.removeLast(); count = 6 }
                }
                out.append(String(count))
                index += 1
                // "make 2 dozen" counts pieces, never people: "2 dozen" of
                // brownies serving 8 per 16 made 48 for 24 people.
                if dozenCountsPieces, index == words.count || Self.afterACount.contains(words[index]) { out.append("pieces") }
                continue
            }
            guard let (first, afterFirst) = belowHundred(words, index) else {
                out.append(words[index])
                index += 1
                continue
            }
            var total = first
            index = afterFirst
            if index < words.count, words[index] == "hundred" {
                total *= 100
                index += 1
                var rest = index
                if rest < words.count, words[rest] == "and" { rest += 1 }
                if let (tail, afterTail) = belowHundred(words, rest) {
                    total += tail
                    index = afterTail
                }
            }
            out.append(String(total))
        }
        return out
    }

    /// "twenty five", "twenty", "seven" at `index`, with the index after it.
    private static func belowHundred(_ words: [String], _ index: Int) -> (Int, Int)? {
        guard index < words.count else { return nil }
        if let ten = tens[words[index]] {
            if index + 1 < words.count, let unit = units[words[index + 1]], unit > 0, unit < 10 {
                return (ten + unit, index + 2)
            }
            return (ten, index + 1)
        }
        if let unit = units[words[index]] { return (unit, index + 1) }
        return nil
    }
}

/// Durations as people say them: "ten minutes", "an hour and a half",
/// "1 hour 30 minutes", "half an hour", "90 seconds", "2.5 minutes".
public enum DurationParser {
    private static let unitSeconds: [String: Double] = [
        "hour": 3600, "hours": 3600, "hr": 3600, "hrs": 3600, "h": 3600,
        "minute": 60, "minutes": 60, "min": 60, "mins": 60, "m": 60,
        "second": 1, "seconds": 1, "sec": 1, "secs": 1, "s": 1,
    ]

    /// A length given as an answer ("for 4 minutes", "um, 20 minutes
    /// please"; with `bareMinutes`, a bare "20"), or nil when the text is
    /// something else. One reading for the session and the daemon alike.
    public static func answer(_ text: String, bareMinutes: Bool = false) -> Int? {
        let words = CommandParser.normalizedWords(text).filter { !answerFillers.contains($0) }
        if let seconds = seconds(words) { return seconds }
        guard bareMinutes, words.count == 1, let minutes = Int(words[0]), minutes > 0 else { return nil }
        return minutes * 60
    }

    private static let answerFillers: Set<String> = ["for", "about", "just", "um", "uh", "ok", "okay", "make", "it", "please", "in", "after"]

    /// Seconds for the whole word list, or nil unless every word is part of
    /// the duration. A whole number last, after hours or minutes, is the
    /// next unit down, as a clock reads: "1 hour 30", "1h30", "2 min 30".
    public static func seconds(_ words: [String]) -> Int? {
        var total = 0.0
        var pending: Double?
        var sawUnit = false
        var lastUnit = 0.0
        var index = 0
        func word(_ offset: Int) -> String? { index + offset < words.count ? words[index + offset] : nil }
        while index < words.count {
            let current = words[index]
            // "infinity" and "1e400" are words Double reads, and no timer.
            if let number = Double(current), number.isFinite, number >= 0 {
                guard pending == nil else { return nil }
                pending = number
                // "2 and a half minutes"
                if word(1) == "and", word(2) == "a", word(3) == "half" {
                    pending = number + 0.5
                    index += 3
                }
            } else if current == "a" || current == "an" {
                guard pending == nil else { return nil }
                pending = 1
            } else if current == "half" {
                guard pending == nil else { return nil }
                pending = 0.5
                if word(1) == "a" || word(1) == "an" { index += 1 }
            } else if current == "quarter" || current == "quarters" {
                // "a quarter of an hour", "three quarters of an hour"
                guard pending == nil || pending == 1 || (current == "quarters" && pending == 3) else { return nil }
                pending = (pending ?? 1) * 0.25
                if word(1) == "of" { index += 1 }
                if word(1) == "a" || word(1) == "an" { index += 1 }
            } else if let unit = unitSeconds[current] {
                guard let amount = pending else { return nil }
                total += amount * unit
                pending = nil
                sawUnit = true
                lastUnit = unit
                // "an hour and a half", "a minute and a half"
                if word(1) == "and", word(2) == "a", word(3) == "half" {
                    total += unit / 2
                    index += 3
                }
            } else if current == "and" {
                guard pending == nil, sawUnit else { return nil }
            } else {
                return nil
            }
            index += 1
        }
        if let rest = pending, lastUnit >= 60, rest == rest.rounded(), rest < 60, words.last.map({ Int($0) != nil }) == true {
            total += rest * lastUnit / 60
            pending = nil
        }
        guard sawUnit, pending == nil, total >= 0, total.isFinite else { return nil }
        // Far past any timer's limit is still a number the limit can refuse.
        return Int(bounded: total.rounded())
    }
}

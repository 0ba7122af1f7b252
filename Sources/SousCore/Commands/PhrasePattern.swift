/// A command phrasing in a small JSGF-like notation, matched against words.
///
/// `[x]` is optional, `(a | b c)` picks one, `<n>` is a number, `<ord>` an
/// ordinal ("third"), `<dur>` a duration ("an hour and a half"), `<label>`
/// one word naming a timer and `<name>` one or more words naming an
/// ingredient. The same notation generates the speech grammar, so what can be
/// typed and what can be said stay one list.
public indirect enum PhrasePattern: Hashable, Sendable {
    case word(String)
    case sequence([PhrasePattern])
    case choice([PhrasePattern])
    case optional(PhrasePattern)
    case slot(Slot)

    public enum Slot: String, Hashable, Sendable { case number = "n", ordinal = "ord", duration = "dur", label, name }

    /// Parses the notation; a malformed pattern is a programming error caught by tests.
    public init(_ text: String) {
        var tokens = PhrasePattern.tokenize(text)[...]
        self = PhrasePattern.parseChoice(&tokens)
    }

    private static func tokenize(_ text: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        for character in text {
            if "[]()|".contains(character) || character == " " {
                if !current.isEmpty { tokens.append(current); current = "" }
                if character != " " { tokens.append(String(character)) }
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { tokens.append(current) }
        return tokens
    }

    private static func parseChoice(_ tokens: inout ArraySlice<String>) -> PhrasePattern {
        var options = [parseSequence(&tokens)]
        while tokens.first == "|" {
            tokens.removeFirst()
            options.append(parseSequence(&tokens))
        }
        return options.count == 1 ? options[0] : .choice(options)
    }

    private static func parseSequence(_ tokens: inout ArraySlice<String>) -> PhrasePattern {
        var items: [PhrasePattern] = []
        while let token = tokens.first, token != "|", token != ")", token != "]" {
            tokens.removeFirst()
            switch token {
            case "(":
                items.append(parseChoice(&tokens))
                if tokens.first == ")" { tokens.removeFirst() }
            case "[":
                items.append(.optional(parseChoice(&tokens)))
                if tokens.first == "]" { tokens.removeFirst() }
            default:
                if token.hasPrefix("<"), token.hasSuffix(">"), let slot = Slot(rawValue: String(token.dropFirst().dropLast())) {
                    items.append(.slot(slot))
                } else {
                    // Patterns are written in words; input arrives digitized.
                    items.append(.word(NumberWords.digitize([token])[0]))
                }
            }
        }
        return items.count == 1 ? items[0] : .sequence(items)
    }
}

extension PhrasePattern {
    /// Every word the pattern spells out (slots hold none).
    var words: Set<String> {
        switch self {
        case .word(let word): [word]
        case .sequence(let items), .choice(let items): items.reduce(into: Set<String>()) { $0.formUnion($1.words) }
        case .optional(let inner): inner.words
        case .slot: []
        }
    }
}

/// What a matched phrase carried besides its words.
public struct PhraseCaptures: Hashable, Sendable {
    public var numbers: [Int] = []
    public var seconds: Int?
    public var label: String?
    public var name: String?
}

extension PhrasePattern {
    /// Matches the whole word list, returning the captured values.
    public func match(_ words: [String]) -> PhraseCaptures? {
        var result: PhraseCaptures?
        _ = PhrasePattern.match(self, words, 0, PhraseCaptures()) { end, captures in
            guard end == words.count else { return false }
            result = captures
            return true
        }
        return result
    }

    /// Continuation-passing backtracking: `then` is called with every way
    /// this node can consume words from `start`, and stops at the first true.
    private static func match(_ node: PhrasePattern, _ words: [String], _ start: Int, _ captures: PhraseCaptures,
                              then: (Int, PhraseCaptures) -> Bool) -> Bool {
        switch node {
        case .word(let word):
            guard start < words.count, words[start] == word else { return false }
            return then(start + 1, captures)
        case .sequence(let items):
            return matchSequence(items[...], words, start, captures, then: then)
        case .choice(let options):
            for option in options where match(option, words, start, captures, then: then) { return true }
            return false
        case .optional(let inner):
            if match(inner, words, start, captures, then: then) { return true }
            return then(start, captures)
        case .slot(let slot):
            return matchSlot(slot, words, start, captures, then: then)
        }
    }

    private static func matchSequence(_ items: ArraySlice<PhrasePattern>, _ words: [String], _ start: Int,
                                      _ captures: PhraseCaptures, then: (Int, PhraseCaptures) -> Bool) -> Bool {
        guard let first = items.first else { return then(start, captures) }
        return match(first, words, start, captures) { next, updated in
            matchSequence(items.dropFirst(), words, next, updated, then: then)
        }
    }

    /// "10 minute", "second 10 minute", "90 seconds", "2 hour 45 minute":
    /// the names `DurationPhrase.adjective` gives unnamed timers, and where
    /// they end, the longest first.
    private static func lengthNames(_ words: [String], _ start: Int) -> [(String, Int)] {
        guard var (name, end) = lengthName(words, start) else { return [] }
        var names = [(name, end)]
        // "1 hour 45 minute", "3 hour 5 minute 10 second", "1 hour and 45 minutes".
        guard name.hasSuffix(" hour"), !name.contains(" and a half") else { return names }
        for smaller in ["minute", "second"] {
            let skip = end < words.count && words[end] == "and" ? 1 : 0
            guard end + skip + 1 < words.count, let count = Int(words[end + skip]),
                  [smaller, smaller + "s"].contains(words[end + skip + 1]) else { continue }
            name += " \(count) \(smaller)"
            end += skip + 2
            names.insert((name, end), at: 0)
        }
        return names
    }

    private static func lengthName(_ words: [String], _ start: Int) -> (String, Int)? {
        var index = start
        var prefix = ""
        let ordinals = ["2nd": "second", "3rd": "third", "4th": "fourth", "5th": "fifth", "6th": "sixth"]
        if let ordinal = ordinals[words[index]] ?? (ordinals.values.contains(words[index]) ? words[index] : nil),
           index + 1 < words.count, Int(words[index + 1]) != nil {
            prefix = ordinal + " "
            index += 1
        }
        guard index + 1 < words.count, let number = Int(words[index]) else { return nil }
        // "the 2 and a half minute timer", as Sous names it.
        var half = ""
        if index + 4 < words.count, words[index + 1...index + 3] == ["and", "a", "half"] {
            half = " and a half"
            index += 3
        }
        let unit = words[index + 1].hasSuffix("s") ? String(words[index + 1].dropLast()) : words[index + 1]
        guard ["minute", "hour", "second"].contains(unit) else { return nil }
        return ("\(prefix)\(number)\(half) \(unit)", index + 2)
    }

    private static func matchSlot(_ slot: Slot, _ words: [String], _ start: Int, _ captures: PhraseCaptures,
                                  then: (Int, PhraseCaptures) -> Bool) -> Bool {
        guard start < words.count else { return false }
        var captures = captures
        switch slot {
        case .number:
            guard let value = Int(words[start]) else { return false }
            captures.numbers.append(value)
            return then(start + 1, captures)
        case .ordinal:
            guard let value = NumberWords.ordinal(words[start]) else { return false }
            captures.numbers.append(value)
            return then(start + 1, captures)
        case .label:
            // Unnamed timers are named by their length: "the [second] 10 minute timer".
            for (name, end) in lengthNames(words, start) {
                var named = captures
                named.label = name
                if then(end, named) { return true }
            }
            // A name of up to three words ("pasta sauce"), which may end in
            // the "step 2" Sous names a step's timer by ("shakshuka step 2").
            var end = start
            while end < words.count, end - start < 4 {
                if words[end] == "step", end + 1 < words.count, Int(words[end + 1]) != nil {
                    end += 2
                    var named = captures
                    named.label = words[start..<end].joined(separator: " ")
                    return then(end, named)
                }
                guard end - start < 3, !NumberWords.notALabel.contains(words[end]), Int(words[end]) == nil else { return false }
                end += 1
                var named = captures
                named.label = words[start..<end].joined(separator: " ")
                if then(end, named) { return true }
            }
            return false
        case .name:
            // Shortest name first, so trailing phrases ("do I need") are not swallowed.
            for end in (start + 1)...words.count {
                captures.name = words[start..<end].joined(separator: " ")
                if then(end, captures) { return true }
            }
            return false
        case .duration:
            for end in stride(from: words.count, to: start, by: -1) {
                if let seconds = DurationParser.seconds(Array(words[start..<end])) {
                    captures.seconds = seconds
                    if then(end, captures) { return true }
                }
            }
            return false
        }
    }
}

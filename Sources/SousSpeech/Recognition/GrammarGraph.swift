import SousCore

/// The command grammar as the decoder searches it (its finite-state
/// graph), kept to tell whether words heard so far can still grow into a
/// different command.
///
/// An utterance is closed only after 0.3 s of silence, in case the cook
/// goes on ("go back" ... "two steps"). When nothing the grammar allows
/// after the words heard changes what they mean ("next" may go on as "next
/// step" or "next please", still next), waiting for more cannot change the
/// command, and Sous can act at the first pause instead.
struct GrammarGraph: Sendable {
    struct Arc: Sendable {
        var to: Int
        /// Nil for an empty (null) transition.
        var word: String?
    }

    var start: Int
    var final: Int
    var arcs: [[Arc]]

    /// More endings than this, and the words are taken as open: a slot
    /// such as an ingredient name follows, which the cook would name.
    static let endingLimit = 64

    /// Whether every way the grammar lets `words` go on still means `intent`.
    /// `meaning` reads a whole sentence (the text parser).
    func isSettled(_ words: [String], as intent: Intent, meaning: (String) -> Intent?) -> Bool {
        var states = closure([start])
        for word in words {
            var next: Set<Int> = []
            for state in states {
                for arc in arcs[state] where arc.word == word { next.insert(arc.to) }
            }
            guard !next.isEmpty else { return false }
            states = closure(next)
        }
        guard let endings = endings(from: states) else { return false }
        let heard = words.joined(separator: " ")
        return endings.allSatisfy { ending in
            ending.isEmpty || meaning(heard + " " + ending.joined(separator: " ")) == intent
        }
    }

    /// The states reachable through empty transitions.
    private func closure(_ states: Set<Int>) -> Set<Int> {
        var reached = states
        var pending = Array(states)
        while let state = pending.popLast() {
            for arc in arcs[state] where arc.word == nil && reached.insert(arc.to).inserted {
                pending.append(arc.to)
            }
        }
        return reached
    }

    /// The word sequences leading from `states` to the final state, or nil
    /// when there are more than `endingLimit`.
    private func endings(from states: Set<Int>) -> [[String]]? {
        var found: Set<[String]> = []
        var visits = 0
        var stack: [(state: Int, words: [String])] = states.sorted().map { ($0, []) }
        while let (state, words) = stack.popLast() {
            visits += 1
            // The grammar has no loops; the bound guards against a broken one.
            guard visits < 20_000, words.count <= 8 else { return nil }
            if state == final {
                found.insert(words)
                if found.count > Self.endingLimit { return nil }
            }
            for arc in arcs[state] {
                stack.append((arc.to, arc.word.map { words + [$0] } ?? words))
            }
        }
        return Array(found)
    }
}

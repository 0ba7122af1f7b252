import Foundation

/// The words only a recipe's method uses ("grill", "slow cooker"), filed at
/// the first search that reads the steps, not when the library loads.
///
/// Filing every step of a 10,000-recipe library more than doubled the
/// library's start-up (the steps hold most of its words), and most commands
/// (show, cook, plan, naming a recipe) never search the steps. Once filed it
/// is kept; the lock makes the first filing happen once when several
/// searches start together.
final class StepWordIndex: @unchecked Sendable {
    /// Per recipe, its steps' texts.
    private let steps: [[String]]
    /// The main index's words and postings (title, tag, ingredient): a step
    /// word is filed only where the recipe does not have it there already.
    private let ids: [String: Int32]
    private let postings: [[Int32]]
    private let lock = NSLock()
    private var filed: Filed?

    /// Recipes (ascending) with a word in a step: by the main index's word
    /// number, and by the word itself for words only steps use.
    struct Filed {
        var byID: [Int32: [Int32]] = [:]
        var stepsOnly: [String: [Int32]] = [:]
        /// Words only steps use, of four letters or more, by length in
        /// scalars: for the typo scan, as `SearchIndex.variants` does.
        var stepsOnlyByLength: [Int: [(scalars: [UInt32], word: String)]] = [:]

        /// Words only steps use within one typo of `word` (four letters or more).
        func neighbours(of word: String) -> [String] {
            guard word.count >= 4 else { return [] }
            let wanted = word.unicodeScalars.map(\.value)
            var found: [String] = []
            for length in (wanted.count - 1)...(wanted.count + 1) {
                for known in stepsOnlyByLength[length] ?? [] where SearchIndex.withinOneEdit(wanted, known.scalars) {
                    found.append(known.word)
                }
            }
            return found
        }
    }

    init(steps: [[String]], ids: [String: Int32], postings: [[Int32]]) {
        self.steps = steps
        self.ids = ids
        self.postings = postings
    }

    /// The filed words, filing them on first use.
    var words: Filed {
        lock.lock()
        defer { lock.unlock() }
        if let filed { return filed }
        let made = file()
        filed = made
        return made
    }

    private func file() -> Filed {
        var filed = Filed()
        /// A step's word as written -> its search word (nil when nobody
        /// searches by it): the steps' few thousand distinct words are
        /// stemmed once, not at every use.
        var known: [String: (stem: String, word: String?)] = [:]
        for (position, texts) in steps.enumerated() {
            let recipe = Int32(position)
            func add(_ word: String) {
                if let id = ids[word] {
                    guard !Self.contains(postings[Int(id)], recipe) else { return }
                    if filed.byID[id]?.last != recipe { filed.byID[id, default: []].append(recipe) }
                } else if filed.stepsOnly[word]?.last != recipe {
                    filed.stepsOnly[word, default: []].append(recipe)
                }
            }
            for text in texts {
                let tokens = SearchIndex.tokens(text)
                let read = tokens.map { token in
                    if let seen = known[token] { return seen }
                    let stem = Words.stem(token)
                    let seen = (stem: stem, word: SearchIndex.stepWords([stem]).first)
                    known[token] = seen
                    return seen
                }
                // "a loaf tin" is found by "loaf pan": a thing's name of several
                // words is filed under the one word for it (`Words.sameThing`).
                for other in Words.otherNameWords(read.map { Words.searchForm($0.stem) }) { add(other.word) }
                // "No-bake", "dairy-free": the words around are read together.
                if read.contains(where: { NegatedWords.mayNegate($0.stem) }) {
                    SearchIndex.stepWords(read.map(\.stem)).forEach(add)
                    continue
                }
                for seen in read { if let word = seen.word { add(word) } }
            }
        }
        for word in filed.stepsOnly.keys where word.count >= 4 {
            let scalars = word.unicodeScalars.map(\.value)
            filed.stepsOnlyByLength[scalars.count, default: []].append((scalars, word))
        }
        return filed
    }

    /// Whether an ascending list holds `value`.
    private static func contains(_ sorted: [Int32], _ value: Int32) -> Bool {
        var low = 0, high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low < sorted.count && sorted[low] == value
    }
}

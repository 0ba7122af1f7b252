import Foundation
import Testing
@testable import SousCore

@Suite("The speech grammar")
struct CommandGrammarTests {
    static let template = (try? String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Grammars/commands.jsgf"), encoding: .utf8)) ?? ""

    /// The grammar's rules with references inlined, as one phrase pattern.
    static func pattern(_ jsgf: String) -> PhrasePattern {
        var text = jsgf
        while let start = text.range(of: "/*"), let end = text.range(of: "*/", range: start.upperBound..<text.endIndex) {
            text.removeSubrange(start.lowerBound..<end.upperBound)
        }
        var rules: [String: String] = [:]
        var root = ""
        for statement in text.split(separator: ";") {
            let line = statement.trimmingCharacters(in: .whitespacesAndNewlines)
            guard let equals = line.firstIndex(of: "="), line.contains("<") else { continue }
            var name = line[..<equals].trimmingCharacters(in: .whitespaces)
            if name.hasPrefix("public") {
                name = String(name.dropFirst(6)).trimmingCharacters(in: .whitespaces)
                root = name
            }
            rules[name] = line[line.index(after: equals)...].replacingOccurrences(of: "\n", with: " ")
        }
        var body = rules[root] ?? ""
        for _ in 0..<10 {
            for (name, expansion) in rules { body = body.replacingOccurrences(of: name, with: "( \(expansion) )") }
        }
        return PhrasePattern(body)
    }

    /// Every sentence of a pattern (sampled when there are too many).
    static func sentences(_ pattern: PhrasePattern, limit: Int = 50) -> [[String]] {
        switch pattern {
        case .word(let word): return [[word]]
        case .slot: return [["X"]]
        case .optional(let inner): return [[]] + sentences(inner, limit: limit)
        case .choice(let options): return Array(options.flatMap { sentences($0, limit: limit) }.prefix(limit * 4))
        case .sequence(let items):
            var results: [[String]] = [[]]
            for item in items {
                let tails = sentences(item, limit: limit)
                var next: [[String]] = []
                for head in results {
                    for tail in tails { next.append(head + tail) }
                }
                // Keep a spread, not just the first few.
                if next.count > limit * 20 { next = stride(from: 0, to: next.count, by: next.count / (limit * 20)).map { next[$0] } }
                results = next
            }
            return results
        }
    }

    @Test func everySentenceIsUnderstoodByTheTextParser() throws {
        let grammar = CommandGrammar(template: Self.template).text(ingredients: ["olive oil", "Cherry tomatoes", "za'atar"], steps: 12,
                                                                   acknowledging: true, expectingLength: true, choosingTimer: true,
                                                                   extending: true, holding: true, makes: ["loaf", "loaves"])
        #expect(grammar.contains("<ingredient> = olive oil | olive | oil | cherry tomatoes | cherry tomato | cherry | tomatoes | za'atar;"))
        #expect(grammar.contains("<step> = zero | one | two"))
        #expect(grammar.contains("| twenty;"))
        let all = Self.sentences(Self.pattern(grammar), limit: 400)
        #expect(all.count > 300)
        // Patterns hold numbers as digits; the recogniser says them as words.
        var spelled: [String: String] = [:]
        for (word, value) in NumberWords.units.merging(NumberWords.tens, uniquingKeysWith: { a, _ in a }) { spelled[String(value)] = word }
        var failures: [String] = []
        for words in all {
            let text = words.map { spelled[$0] ?? $0 }.joined(separator: " ")
            if CommandParser.parse(text) == nil { failures.append(text) }
        }
        #expect(failures.count == 0, "not understood: \(failures.prefix(20))")
    }

    /// "Make two loaves" is heard in a recipe that makes loaves, and only there.
    @Test func countsOfWhatTheRecipeMakes() {
        let grammar = CommandGrammar(template: Self.template)
        let loaf = Self.pattern(grammar.text(ingredients: [], steps: 3, makes: ["loaf", "loaves"]))
        let soup = Self.pattern(grammar.text(ingredients: [], steps: 3))
        for said in [["make", "2", "loaves"], ["make", "half", "a", "loaf"], ["make", "30", "6", "loaves"], ["make", "it", "for", "3", "loaves"]] {
            #expect(loaf.match(said) != nil && soup.match(said) == nil, "\(said)")
        }
        for said in [["halve", "the", "recipe"], ["make", "it", "1", "and", "a", "half", "times"], ["make", "2", "batches"]] {
            #expect(soup.match(said) != nil, "\(said)")
        }
        #expect(!grammar.text(ingredients: [], steps: 3).contains("__YIELD__"))
        #expect(grammar.text(ingredients: [], steps: 3, makes: ["cookie", "cookies"]).contains("<yield> = cookie | cookies;"))
    }

    /// "Okay" is only listened for while a timer rings.
    @Test func okayOnlyWhileATimerRings() {
        let grammar = CommandGrammar(template: Self.template)
        let quiet = Self.pattern(grammar.text(ingredients: [], steps: 3))
        let ringing = Self.pattern(grammar.text(ingredients: [], steps: 3, acknowledging: true))
        #expect(quiet.match(["okay"]) == nil && quiet.match(["got", "it"]) == nil)
        #expect(ringing.match(["okay"]) != nil && ringing.match(["got", "it"]) != nil && ringing.match(["next"]) != nil)
        #expect(CommandParser.parse("okay") == .yes && CommandParser.parse("got it") == .yes)
        // With no ingredients there is no "how much" at all (PocketSphinx cannot build <VOID>).
        #expect(!grammar.text(ingredients: [], steps: 3).contains("<VOID>"))
        #expect(quiet.match(["how", "much", "garlic"]) == nil)
    }

    /// "Ten minutes" alone, and corrections ("no, fifteen minutes"), are
    /// listened for only while Sous waits for a timer's length.
    @Test func aLengthAloneOnlyWhileOneIsAwaited() {
        let grammar = CommandGrammar(template: Self.template)
        let usual = Self.pattern(grammar.text(ingredients: [], steps: 3))
        let waiting = Self.pattern(grammar.text(ingredients: [], steps: 3, expectingLength: true))
        #expect(usual.match(["10", "minutes"]) == nil && usual.match(["for", "10", "minutes"]) == nil)
        #expect(waiting.match(["10", "minutes"]) != nil && waiting.match(["for", "half", "an", "hour"]) != nil)
        #expect(usual.match(["no", "15", "minutes"]) == nil && waiting.match(["make", "it", "15", "minutes"]) != nil)
        #expect(waiting.match(["no", "15", "minutes"]) != nil && usual.match(["set", "a", "timer", "for", "15", "minutes"]) != nil)
        #expect(CommandParser.parse("ten minutes") == .timerLength(seconds: 600))
        #expect(CommandParser.parse("no, fifteen minutes") == .timerFix(seconds: 900, name: nil))
        #expect(CommandParser.parse("three quarters of an hour") == .timerLength(seconds: 2700))
    }

    /// "Which one?" "The pasta timer." Heard alone only while Sous asks.
    @Test func aTimerChosenOnlyWhileSousAsksWhichOne() {
        let grammar = CommandGrammar(template: Self.template)
        let usual = Self.pattern(grammar.text(ingredients: [], steps: 3))
        let asking = Self.pattern(grammar.text(ingredients: [], steps: 3, choosingTimer: true))
        #expect(usual.match(["the", "pasta", "timer"]) == nil && asking.match(["the", "pasta", "timer"]) != nil)
        #expect(asking.match(["the", "second", "1"]) != nil && asking.match(["the", "10", "minute", "timer"]) != nil)
        #expect(CommandParser.parse("okay, the second one please") == .choose("the second one"))
        #expect(CommandParser.parse("the pasta timer") == .choose("the pasta timer"))
        #expect(Intent(canonical: Intent.choose("the pasta timer").canonical) == .choose("the pasta timer"))
        #expect(CommandParser.parse("the pasta") == nil)
    }

    /// "Five more minutes" is for a timer ringing or just silenced; read
    /// out on the radio ("cook for another five minutes") it would change
    /// a timer nobody asked about.
    @Test func moreTimeOnlyWhileATimerRingsOrWasJustSilenced() {
        let grammar = CommandGrammar(template: Self.template)
        let usual = Self.pattern(grammar.text(ingredients: [], steps: 3))
        let ringing = Self.pattern(grammar.text(ingredients: [], steps: 3, extending: true))
        for said in [["5", "more", "minutes"], ["another", "10", "minutes"], ["give", "it", "2", "more", "minutes"], ["add", "5", "minutes"]] {
            #expect(usual.match(said) == nil && ringing.match(said) != nil, "\(said)")
        }
        #expect(CommandParser.parse("five more minutes") == .timerAdd(seconds: 300, name: nil))
        #expect(CommandParser.parse("another ten minutes") == .timerAdd(seconds: 600, name: nil))
        #expect(CommandParser.parse("add five minutes to the timer") == .timerAdd(seconds: 300, name: nil))
    }

    /// "Pause the pasta timer" is heard while a timer runs or is paused;
    /// always in the grammar, it took a lone "next" of a recorded session.
    @Test func pausingATimerOnlyWhileOneRuns() {
        let grammar = CommandGrammar(template: Self.template)
        let usual = Self.pattern(grammar.text(ingredients: [], steps: 3))
        let running = Self.pattern(grammar.text(ingredients: [], steps: 3, holding: true))
        for said in [["pause", "the", "pasta", "timer"], ["resume", "the", "timer"], ["pause", "all", "timers"]] {
            #expect(usual.match(said) == nil && running.match(said) != nil, "\(said)")
        }
        // The rule's second line goes with it: left behind it was a line of no rule.
        let text = grammar.text(ingredients: [], steps: 3)
        #expect(!text.contains("(pause | resume) all"))
        for line in text.components(separatedBy: "\n") where line.trimmingCharacters(in: .whitespaces).hasPrefix("|") {
            let before = text.components(separatedBy: "\n").prefix { $0 != line }.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
            #expect(!before.trimmingCharacters(in: .whitespaces).hasSuffix(";") && !before.hasSuffix("*/"), "\(line) follows no rule")
        }
    }

    /// "Which timer was that" is heard while a timer rings or was just
    /// silenced, as "five more minutes" is; in other talk it is not listened for.
    @Test func whichTimerOnlyWhileATimerRingsOrWasJustSilenced() {
        let grammar = CommandGrammar(template: Self.template)
        let usual = Self.pattern(grammar.text(ingredients: [], steps: 3, choosingTimer: true))
        let ringing = Self.pattern(grammar.text(ingredients: [], steps: 3, extending: true))
        for said in [["which", "timer"], ["which", "timer", "was", "that"], ["what", "was", "that", "timer", "for"], ["what", "timer", "is", "that"]] {
            #expect(usual.match(said) == nil && ringing.match(said) != nil, "\(said)")
            #expect(CommandParser.parse(said.joined(separator: " ")) == .whichTimer, "\(said)")
        }
    }

    /// "All of them", "both", "all three" answer "Which one?" by voice,
    /// only while it is asked; "cancel all the bread timers" any time.
    @Test func allOfThemOnlyWhileSousAsksWhichOne() {
        let grammar = CommandGrammar(template: Self.template)
        let usual = Self.pattern(grammar.text(ingredients: [], steps: 3, extending: true))
        let asking = Self.pattern(grammar.text(ingredients: [], steps: 3, choosingTimer: true))
        for said in [["all", "of", "them"], ["both"], ["all", "3"], ["both", "of", "them"]] {
            #expect(usual.match(said) == nil && asking.match(said) != nil, "\(said)")
        }
        #expect(usual.match(["cancel", "all", "the", "bread", "timers"]) != nil)
        #expect(CommandParser.parse("cancel all the bread timers") == .timerCancelAll(name: "bread"))
        #expect(CommandParser.parse("stop the ten minute timers") == .timerCancelAll(name: "10 minute"))
    }

    /// Moves a cook makes by voice as by typing: several steps back, the
    /// last step, and a look at a step without going there.
    @Test func stepsBackLastStepAndAPreviewAreHeard() {
        let grammar = CommandGrammar(template: Self.template).text(ingredients: [], steps: 9)
        let heard = Self.pattern(grammar)
        for said in [["go", "back", "2", "steps"], ["last", "step"], ["go", "to", "the", "last", "step"], ["what's", "step", "6"],
                     ["what", "is", "step", "6"]] {
            #expect(heard.match(said) != nil, "\(said)")
        }
        #expect(CommandParser.parse("go back two steps") == .moveSteps(-2))
        #expect(CommandParser.parse("what's step six") == .previewStep(6))
        #expect(CommandParser.parse("go to the last step") == .gotoStep(Intent.lastStep))
    }

    @Test func spokenNamesDropPunctuationAndAddSingulars() {
        let names = CommandGrammar.spokenNames(["Extra-virgin olive oil", "Eggs", "eggs", "Za’atar"])
        #expect(names.contains("extra virgin olive oil"))
        #expect(names.contains("eggs") && names.contains("egg"))
        #expect(names.contains("za'atar"))
        #expect(Set(names).count == names.count)
    }
}

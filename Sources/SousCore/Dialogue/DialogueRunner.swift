/// Plays a `DialogueScript` against a `CookingSession` on a test clock.
///
/// How a line becomes an intent is injected: the text parser for text
/// dialogues, synthesis plus recognition for the same dialogues spoken.
public struct DialogueRunner {
    public struct Failure: Hashable, Sendable, CustomStringConvertible {
        public var file: String
        public var line: Int
        public var said: String
        public var expected: String
        public var reply: String
        public var description: String {
            let heard = said.isEmpty ? "" : " after \"\(said)\""
            return "\(file):\(line): expected \(expected)\(heard); Sous said: \"\(reply.replacingOccurrences(of: "\n", with: " | "))\""
        }
    }

    public struct Result: Hashable, Sendable {
        public var name: String
        public var failures: [Failure]
        /// Each exchange as text, for `--verbose` and failure reports.
        public var transcript: [String]
        public var passed: Bool { failures.isEmpty }
    }

    /// What Sous made of a line: the intent and the words it heard. Spoken,
    /// a line may be heard as other words, or not at all; then Sous must
    /// answer what it heard, never the script's own text.
    public struct Hearing: Hashable, Sendable {
        public var intent: Intent?
        /// The words heard; nil when nothing was heard.
        public var text: String?
        /// Talk that is no command, rightly not heard: Sous stays silent, so
        /// the line's expectations (written for typing) are not checked.
        public var ignoredTalk = false

        public init(intent: Intent?, text: String?, ignoredTalk: Bool = false) {
            self.intent = intent
            self.text = text
            self.ignoredTalk = ignoredTalk
        }

        /// A typed line: the parser's reading of exactly these words.
        public static func typed(_ text: String, in state: CookingState) -> Hearing {
            Hearing(intent: CommandParser.parse(text), text: text)
        }
    }

    /// Makes a line into what Sous heard; given the session as it stands,
    /// since a listener expects replies (to a question, to a ringing timer).
    public var interpret: (String, CookingState) -> Hearing

    /// Answers what the session hands to the library ("how many searches
    /// are left", the meal plan's shopping list), as `sous cook` does; a
    /// dialogue said nothing to them.
    public var delegate: (Intent) -> String?

    public init(interpret: @escaping (String, CookingState) -> Hearing = Hearing.typed, delegate: @escaping (Intent) -> String? = { _ in nil }) {
        self.interpret = interpret
        self.delegate = delegate
    }

    public func run(_ script: DialogueScript, recipe: Recipe) -> Result {
        var state = CookingState(recipe: recipe, servings: script.servings.map(Double.init), now: 0)
        var failures: [Failure] = []
        var transcript: [String] = []
        for turn in script.turns {
            var event: CookingEvent?
            var said = ""
            var checked = true
            switch turn.action {
            case .begin:
                event = .begin
            case .say(let text):
                said = text
                let hearing = interpret(text, state)
                if let heard = hearing.text {
                    event = hearing.intent.map(CookingEvent.intent) ?? .unrecognized(heard)
                    let same = CommandParser.normalizedWords(heard) == CommandParser.stripFillers(CommandParser.normalizedWords(text))
                        || CommandParser.normalizedWords(heard) == CommandParser.normalizedWords(text)
                    transcript.append("> \(text)" + (same ? "" : "   [heard: \(heard)]"))
                } else {
                    // "4 minutes" answering "For how long?" is no talk to ignore.
                    let answering = state.askedTimerLength || state.askedWhichTimer || state.offer != nil
                    checked = !hearing.ignoredTalk || answering
                    transcript.append("> \(text)   [not heard\(checked ? "" : "; talk, not checked")]")
                }
            case .advance(let seconds):
                event = .tick(state.now + seconds)
                let whole = Int(bounded: seconds.rounded())
                transcript.append("@ +" + (Double(whole) == seconds ? DurationPhrase.spoken(whole) : "\(seconds) seconds"))
            }
            var effects: [CookingEffect] = []
            if let event { (state, effects) = CookingSession.reduce(state, event) }
            let reply = effects.compactMap { effect -> String? in
                if case .say(let text) = effect { return text }
                if case .delegate(let intent) = effect { return delegate(intent) }
                return nil
            }.joined(separator: "\n")
            if !reply.isEmpty {
                transcript.append(contentsOf: reply.split(separator: "\n").map { "< \($0)" })
            }
            for expectation in turn.expectations where checked && !expectation.isMet(by: reply) {
                failures.append(Failure(file: script.name, line: expectation.line, said: said,
                                        expected: expectation.summary, reply: reply))
            }
        }
        return Result(name: script.name, failures: failures, transcript: transcript)
    }
}

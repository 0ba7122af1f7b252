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

    public var interpret: (String) -> Intent?

    public init(interpret: @escaping (String) -> Intent? = CommandParser.parse) {
        self.interpret = interpret
    }

    public func run(_ script: DialogueScript, recipe: Recipe) -> Result {
        var state = CookingState(recipe: recipe, servings: script.servings, now: 0)
        var failures: [Failure] = []
        var transcript: [String] = []
        for turn in script.turns {
            let event: CookingEvent
            var said = ""
            switch turn.action {
            case .begin:
                event = .begin
            case .say(let text):
                said = text
                event = interpret(text).map(CookingEvent.intent) ?? .unrecognized(text)
                transcript.append("> \(text)")
            case .advance(let seconds):
                event = .tick(state.now + seconds)
                transcript.append("@ +\(Int(seconds))s")
            }
            let (next, effects) = CookingSession.reduce(state, event)
            state = next
            let reply = effects.compactMap { effect -> String? in
                if case .say(let text) = effect { return text }
                return nil
            }.joined(separator: "\n")
            if !reply.isEmpty {
                transcript.append(contentsOf: reply.split(separator: "\n").map { "< \($0)" })
            }
            for expectation in turn.expectations where !expectation.isMet(by: reply) {
                failures.append(Failure(file: script.name, line: expectation.line, said: said,
                                        expected: expectation.summary, reply: reply))
            }
        }
        return Result(name: script.name, failures: failures, transcript: transcript)
    }
}

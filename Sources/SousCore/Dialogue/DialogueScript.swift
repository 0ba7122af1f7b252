import Foundation

/// A scripted conversation: what the cook says and what Sous must answer.
///
/// ```
/// # comments start with a hash, at the start of a line or after a space
/// recipe: garlic-lemon-chicken
/// servings: 4            (optional)
/// > how much garlic      what the cook says
/// < 6 cloves             must appear in the reply (case-insensitive)
/// < /\d+ cloves/         or match a regular expression
/// ! step 2               must not appear in the reply
/// @ +5m                  the clock moves on (s, m, h; "+1m30s")
/// ```
/// Expectations before the first `>` apply to Sous's introduction.
public struct DialogueScript: Hashable, Sendable {
    public enum Action: Hashable, Sendable {
        case begin
        case say(String)
        case advance(seconds: Double)
    }

    public struct Expectation: Hashable, Sendable {
        public var pattern: String
        public var isRegex: Bool
        public var negated: Bool
        public var line: Int

        /// Whether a reply satisfies this expectation.
        public func isMet(by reply: String) -> Bool {
            let found: Bool
            if isRegex {
                let matched = try? Regex(pattern).ignoresCase().firstMatch(in: reply)
                found = matched != nil
            } else {
                found = reply.range(of: pattern, options: [.caseInsensitive, .diacriticInsensitive]) != nil
            }
            return found != negated
        }

        public var summary: String {
            (negated ? "not " : "") + (isRegex ? "/\(pattern)/" : "\"\(pattern)\"")
        }
    }

    public struct Turn: Hashable, Sendable {
        public var action: Action
        public var line: Int
        public var expectations: [Expectation]
    }

    public var name: String
    public var recipeID: String
    /// Where `recipe:` is, for a message about it.
    public var recipeLine = 1
    public var servings: Int?
    public var turns: [Turn]

    public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
        public var file: String
        public var line: Int
        public var problem: String
        public var description: String { "\(file):\(line): \(problem)" }
    }

    public init(name: String, text: String) throws(ParseError) {
        self.name = name
        var recipeID: String?
        var servings: Int?
        var turns = [Turn(action: .begin, line: 0, expectations: [])]
        var sawTurn = false
        var headerLines: [String: Int] = [:]
        for (offset, rawLine) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let number = offset + 1
            let line = Self.withoutComment(rawLine).trimmingCharacters(in: .whitespacesAndNewlines)
            if line.isEmpty { continue }
            func rest(_ prefixLength: Int) -> String {
                String(line.dropFirst(prefixLength)).trimmingCharacters(in: .whitespaces)
            }
            if line.hasPrefix(">") {
                let said = rest(1)
                guard !said.isEmpty else { throw ParseError(file: name, line: number, problem: "'>' needs what the cook says") }
                turns.append(Turn(action: .say(said), line: number, expectations: []))
                sawTurn = true
            } else if line.hasPrefix("<") || line.hasPrefix("!") {
                let negated = line.hasPrefix("!")
                var pattern = rest(1)
                guard !pattern.isEmpty else { throw ParseError(file: name, line: number, problem: "empty expectation") }
                var isRegex = false
                if pattern.count >= 2, pattern.hasPrefix("/"), pattern.hasSuffix("/") {
                    pattern = String(pattern.dropFirst().dropLast())
                    isRegex = true
                    do { _ = try Regex(pattern) } catch {
                        throw ParseError(file: name, line: number, problem: "bad regular expression /\(pattern)/")
                    }
                }
                turns[turns.count - 1].expectations.append(
                    Expectation(pattern: pattern, isRegex: isRegex, negated: negated, line: number))
            } else if line.hasPrefix("@") {
                guard let seconds = Self.parseAdvance(rest(1)) else {
                    throw ParseError(file: name, line: number, problem: "expected a time like '@ +5m', '@ +90s' or '@ +1h'")
                }
                guard seconds <= Self.longestAdvance else {
                    throw ParseError(file: name, line: number, problem: "the clock moves on at most a week at a time")
                }
                turns.append(Turn(action: .advance(seconds: seconds), line: number, expectations: []))
                sawTurn = true
            } else if let colon = line.firstIndex(of: ":") {
                let key = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
                let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                if ["recipe", "servings"].contains(key) {
                    // A header further down silently changed the whole conversation.
                    if let first = headerLines[key] {
                        throw ParseError(file: name, line: number, problem: "'\(key):' is given twice (first on line \(first))")
                    }
                    if sawTurn {
                        throw ParseError(file: name, line: number, problem: "'\(key):' must come before the conversation")
                    }
                    headerLines[key] = number
                }
                switch key {
                case "recipe": recipeID = value
                case "servings":
                    guard let count = Int(value), (1...100).contains(count) else {
                        throw ParseError(file: name, line: number, problem: "servings must be a whole number from 1 to 100")
                    }
                    servings = count
                default:
                    throw ParseError(file: name, line: number, problem: "unknown header '\(key)'")
                }
            } else {
                throw ParseError(file: name, line: number, problem: "a line must start with '>', '<', '!', '@', '#' or be a header")
            }
        }
        guard let recipeID, !recipeID.isEmpty else {
            throw ParseError(file: name, line: 1, problem: "missing 'recipe: ID' header")
        }
        self.recipeID = recipeID
        self.recipeLine = headerLines["recipe"] ?? 1
        self.servings = servings
        self.turns = turns
    }

    /// The line without a trailing comment: a `#` at the start or after a
    /// space ("< 6 cloves   # the doubled amount"). A `#` inside a word or a
    /// regular expression's character class ("/[#]/") stays.
    static func withoutComment(_ line: Substring) -> Substring {
        var previous: Character = " "
        var inClass = false
        for index in line.indices {
            let character = line[index]
            if character == "[" { inClass = true } else if character == "]" { inClass = false }
            if character == "#", !inClass, previous.isWhitespace { return line[..<index] }
            previous = character
        }
        return line
    }

    /// A week: a script's clock never needs more, and a huge figure must not trap.
    static let longestAdvance = 7.0 * 24 * 3600

    /// "+5m", "90s", "+1h", "+1m30s", "+2.5m".
    static func parseAdvance(_ text: String) -> Double? {
        var remaining = Substring(text.replacingOccurrences(of: " ", with: ""))
        if remaining.hasPrefix("+") { remaining = remaining.dropFirst() }
        guard !remaining.isEmpty else { return nil }
        var total = 0.0
        var number = ""
        for character in remaining {
            if character.isNumber || character == "." {
                number.append(character)
            } else {
                guard let value = Double(number) else { return nil }
                switch character {
                case "s": total += value
                case "m": total += value * 60
                case "h": total += value * 3600
                default: return nil
                }
                number = ""
            }
        }
        if !number.isEmpty {
            guard let value = Double(number) else { return nil }
            total += value
        }
        return total > 0 ? total : nil
    }
}

import Foundation
import SousCore

/// One line from a control-socket client, understood.
public struct ControlRequest: Sendable {
    public enum Command: Sendable, Equatable {
        /// `servings`: whole, but for a recipe that makes a loaf or a cake (0.5).
        case start(recipe: String, servings: Double?)
        /// `recipe`: the dish the command is meant for (the id or title a
        /// `sous cook` terminal opened); when another is open, Sous goes
        /// back to that one first. Nil: whatever dish is open.
        /// `onlyInProgress` (`sous send --recipe`): a script naming a dish
        /// that is not on the go (a typo'd title, yesterday's dish) is told
        /// so, instead of that dish being opened afresh.
        case intent(text: String, recipe: String? = nil, onlyInProgress: Bool = false)
        case status
        case timers
        case subscribe
        case stop
        case shutdown
        case reload
        case ping
    }

    /// The client's `id`, echoed in the reply (number, string or absent).
    public var id: JSONID?
    public var command: Command

    /// Why a line could not be understood; sent back as the error.
    public struct Problem: Error, Sendable {
        public var id: JSONID?
        public var message: String
    }

    public init(id: JSONID?, command: Command) {
        self.id = id
        self.command = command
    }

    public static let commandNames = ["start", "intent", "status", "timers", "subscribe", "stop", "shutdown", "reload", "ping"]

    public static func parse(_ line: Data) throws(Problem) -> ControlRequest {
        guard let object = try? JSONSerialization.jsonObject(with: line), let fields = object as? [String: Any] else {
            throw Problem(id: nil, message: "malformed request: expected one JSON object per line")
        }
        let id = JSONID(fields["id"])
        if let sent = fields["id"], id == nil, !(sent is NSNull) {
            throw Problem(id: nil, message: "\"id\" must be a number or a string, to be echoed in the reply")
        }
        guard let name = fields["cmd"] as? String else {
            let what = fields["cmd"] == nil ? "missing \"cmd\"" : "\"cmd\" must be a string"
            throw Problem(id: id, message: "\(what); one of \(commandNames.joined(separator: ", "))")
        }
        switch name {
        case "start":
            guard let recipe = fields["recipe"] as? String, !recipe.isEmpty else {
                throw Problem(id: id, message: "start needs \"recipe\": an id or title")
            }
            var servings: Double?
            if let value = fields["servings"] {
                // JSON's true is an NSNumber too, and would be 1 serving.
                // Whole and at most 100 unless the recipe makes loaves or
                // cookies, which the kitchen checks once it has the recipe.
                guard !JSONID.isBoolean(value), let number = value as? Double, number.isFinite, number > 0, number <= 100_000 else {
                    throw Problem(id: id, message: "\"servings\" must be a whole number from 1 to 100")
                }
                servings = number
            }
            return ControlRequest(id: id, command: .start(recipe: recipe, servings: servings))
        case "intent":
            guard let text = fields["text"] as? String, !text.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw Problem(id: id, message: "intent needs \"text\", e.g. {\"cmd\":\"intent\",\"text\":\"next\"}")
            }
            // A command is a few words; parsing a page of text would hold
            // up every other client and the timers.
            guard text.count <= CommandParser.longestCommand else {
                throw Problem(id: id, message: "\"text\" is \(text.count) characters; a command is at most \(CommandParser.longestCommand)")
            }
            var recipe: String?
            if let value = fields["recipe"], !(value is NSNull) {
                guard let name = value as? String, !name.trimmingCharacters(in: .whitespaces).isEmpty else {
                    throw Problem(id: id, message: "\"recipe\" must be a recipe's id or title, the dish the command is for")
                }
                recipe = name
            }
            var onlyInProgress = false
            if let value = fields["only_in_progress"], !(value is NSNull) {
                guard JSONID.isBoolean(value), let flag = value as? Bool else {
                    throw Problem(id: id, message: "\"only_in_progress\" must be true or false")
                }
                onlyInProgress = flag
            }
            return ControlRequest(id: id, command: .intent(text: text, recipe: recipe, onlyInProgress: onlyInProgress))
        case "status": return ControlRequest(id: id, command: .status)
        case "timers": return ControlRequest(id: id, command: .timers)
        case "subscribe": return ControlRequest(id: id, command: .subscribe)
        case "stop": return ControlRequest(id: id, command: .stop)
        case "shutdown": return ControlRequest(id: id, command: .shutdown)
        case "reload": return ControlRequest(id: id, command: .reload)
        case "ping": return ControlRequest(id: id, command: .ping)
        default:
            throw Problem(id: id, message: "unknown cmd \"\(name)\"; one of \(commandNames.joined(separator: ", "))")
        }
    }
}

/// A request id as the client sent it.
public enum JSONID: Sendable, Hashable {
    case number(Double)
    /// An integer too large for a Double to hold exactly.
    case whole(Int)
    case text(String)

    /// JSON's true and false, which Foundation hands over as NSNumbers.
    static func isBoolean(_ value: Any) -> Bool {
        guard let number = value as? NSNumber else { return false }
        return String(cString: number.objCType) == "c"
    }

    init?(_ value: Any?) {
        if let value, Self.isBoolean(value) {
            // An id of true echoed as 1 would match no request the client sent.
            return nil
        } else if let number = value as? NSNumber {
            // 12345678901234567 stays that integer, not 1.2345678901234568e16.
            let type = String(cString: number.objCType)
            self = ["q", "l", "i", "s"].contains(type) && abs(number.doubleValue) >= 1e15 ? .whole(number.intValue) : .number(number.doubleValue)
        } else if let text = value as? String {
            self = .text(text)
        } else {
            return nil
        }
    }

    var json: any Sendable {
        switch self {
        case .number(let value): value.rounded() == value && abs(value) < 1e15 ? Int(value) : value
        case .whole(let value): value
        case .text(let text): text
        }
    }
}

/// A reply or event: one JSON object on one line.
public struct ControlMessage: Sendable {
    public let line: Data

    public init(_ fields: [String: any Sendable]) {
        var line = Self.encoded(fields) ?? Data(#"{"ok":false,"error":"internal: reply could not be encoded"}"#.utf8)
        line.append(0x0A)
        self.line = line
    }

    /// JSON with its keys in order, so lines read the same every time.
    /// Foundation escapes each value; the keys are sorted here, since its
    /// `.sortedKeys` compares them in the system locale, which pages
    /// megabytes of ICU's collation data into a daemon that runs for weeks.
    static func encoded(_ value: Any) -> Data? {
        switch value {
        case let object as [String: Any]:
            var data = Data("{".utf8)
            // An event's name leads, as in `{"event":"heard",...}`, so a
            // script can match lines by their start.
            let keys = object.keys.sorted { ($0 == "event" ? 0 : 1, $0) < ($1 == "event" ? 0 : 1, $1) }
            for (index, key) in keys.enumerated() {
                guard let name = encoded(key), let field = encoded(object[key]!) else { return nil }
                if index > 0 { data.append(UInt8(ascii: ",")) }
                data.append(name)
                data.append(UInt8(ascii: ":"))
                data.append(field)
            }
            data.append(UInt8(ascii: "}"))
            return data
        case let array as [Any]:
            var data = Data("[".utf8)
            for (index, element) in array.enumerated() {
                guard let item = encoded(element) else { return nil }
                if index > 0 { data.append(UInt8(ascii: ",")) }
                data.append(item)
            }
            data.append(UInt8(ascii: "]"))
            return data
        default:
            guard JSONSerialization.isValidJSONObject([value]) else { return nil }
            return try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed, .withoutEscapingSlashes])
        }
    }

    public static func reply(_ id: JSONID?, _ fields: [String: any Sendable] = [:]) -> ControlMessage {
        var all = fields
        all["ok"] = true
        if let id { all["id"] = id.json }
        return ControlMessage(all)
    }

    public static func error(_ id: JSONID?, _ message: String) -> ControlMessage {
        var all: [String: any Sendable] = ["ok": false, "error": message]
        if let id { all["id"] = id.json }
        return ControlMessage(all)
    }

    public static func event(_ name: String, _ fields: [String: any Sendable] = [:]) -> ControlMessage {
        var all = fields
        all["event"] = name
        return ControlMessage(all)
    }
}

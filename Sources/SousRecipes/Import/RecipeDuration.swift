import Foundation
import SousCore

/// Reads recipe times: ISO 8601 durations as schema.org asks for
/// ("PT1H30M", "P0DT1H", "PT0.5H") and the loose text sites write instead
/// ("1 hour 30 mins", "90", "12-15 minutes").
///
/// Follows recipe-scrapers' `get_minutes`: ISO durations round up to whole
/// minutes, text rounds to the nearest, a range counts its upper end, and a
/// zero duration means "not given" (nil), because sites print "PT0M" for
/// times they do not know.
public enum RecipeDuration {
    /// Minutes in a schema.org duration value: a string, a number of
    /// minutes, or a `QuantitativeValue`-like object with `maxValue`.
    public static func minutes(from value: Any?) -> Int? {
        switch value {
        case let text as String:
            return minutes(text)
        case let number as NSNumber:
            let minutes = Int(bounded: number.doubleValue.rounded())
            return plausible(minutes)
        case let object as [String: Any]:
            return minutes(from: object["maxValue"] ?? object["value"])
        case let list as [Any]:
            return list.lazy.compactMap { minutes(from: $0) }.first
        default:
            return nil
        }
    }

    /// A page's time is believed up to a year (preserves take months);
    /// beyond that it is a typo, and no time is better than a wrong one.
    private static func plausible(_ minutes: Int) -> Int? {
        minutes > 0 && minutes <= 525_600 ? minutes : nil
    }

    /// Minutes in a duration string, or nil when it names no time.
    public static func minutes(_ text: String) -> Int? {
        // ">> time: 1,5 h" is 90 minutes (was 301: "1" and "5 h").
        var text = DecimalComma.points(text.trimmingCharacters(in: .whitespacesAndNewlines))
        if let whole = Int(text) { return whole > 0 ? whole : nil }
        // "12-15 minutes" and "12 to 15 minutes" plan for the longer time.
        if let dash = text.firstIndex(of: "-") { text = String(text[text.index(after: dash)...]) }
        if let to = text.range(of: " to ") { text = String(text[to.upperBound...]) }
        text = text.trimmingCharacters(in: .whitespaces)
        if let seconds = iso8601Seconds(text) {
            let minutes = Int(bounded: (seconds / 60).rounded(.up))
            return plausible(minutes)
        }
        let minutes = Int(bounded: textMinutes(text).rounded())
        return plausible(minutes)
    }

    /// Seconds in an ISO 8601 duration ("P1DT2H30M", "PT0.5H", "P2W"), or
    /// nil when the text is not one. Years count 365 days, months 30.
    public static func iso8601Seconds(_ text: String) -> Double? {
        var characters = Substring(text.uppercased())
        guard characters.first == "P", characters.count > 1 else { return nil }
        characters = characters.dropFirst()
        var seconds = 0.0
        var inTime = false
        var number = ""
        var sawComponent = false
        for character in characters {
            if character == "T" {
                guard number.isEmpty, !inTime else { return nil }
                inTime = true
                continue
            }
            if character.isNumber || character == "." || character == "," {
                number.append(character == "," ? "." : character)
                continue
            }
            guard let value = Double(number) else { return nil }
            number = ""
            let unit: Double
            switch (character, inTime) {
            case ("Y", false): unit = 365 * 86_400
            case ("M", false): unit = 30 * 86_400
            case ("W", false): unit = 7 * 86_400
            case ("D", false): unit = 86_400
            case ("H", true): unit = 3_600
            case ("M", true): unit = 60
            case ("S", true): unit = 1
            default: return nil
            }
            seconds += value * unit
            sawComponent = true
        }
        guard number.isEmpty, sawComponent else { return nil }
        return seconds
    }

    private static let unitMinutes: [(words: Set<String>, minutes: Double)] = [
        (["d", "day", "days", "nap"], 1_440),
        (["h", "hr", "hrs", "hour", "hours", "óra", "uur", "std", "stunde", "stunden", "heure", "heures", "hora", "horas", "ora", "ore"], 60),
        (["m", "min", "mins", "minute", "minutes", "perc", "minuten", "minuto", "minutos", "minuti", "minut", "minuty", "minút"], 1),
        (["s", "sec", "secs", "second", "seconds"], 1.0 / 60),
    ]

    /// Minutes in one unit word ("h", "Stunden", "minutos"), or nil.
    static func unitMinutes(_ word: String) -> Double? {
        let word = word.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "."))
        return unitMinutes.first { $0.words.contains(word) }?.minutes
    }

    /// Minutes in free text: "1 hour 30 mins", "1h30", "1 1/2 hours", "45".
    /// A number without a unit counts as minutes.
    static func textMinutes(_ text: String) -> Double {
        let tokens = tokenize(text.lowercased())
        var total = 0.0
        var index = 0
        var pending: Double?
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            if let number = Self.number(token) {
                // "1 1/2": a whole number followed by a fraction.
                if let previous = pending, previous == previous.rounded(), number < 1 {
                    pending = previous + number
                } else {
                    if let previous = pending { total += previous }
                    pending = number
                }
                continue
            }
            guard let value = pending else { continue }
            if let unit = unitMinutes.first(where: { $0.words.contains(token) }) {
                total += value * unit.minutes
                pending = nil
            }
        }
        if let value = pending { total += value }
        return total
    }

    /// Splits "1h30min" into ["1", "h", "30", "min"].
    private static func tokenize(_ text: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        var currentIsNumber = false
        func flush() {
            if !current.isEmpty { tokens.append(current) }
            current = ""
        }
        for character in text {
            let isNumber = character.isNumber || ((character == "." || character == "/") && currentIsNumber && !current.isEmpty)
            if character.isLetter || isNumber {
                if !current.isEmpty, isNumber != currentIsNumber { flush() }
                currentIsNumber = isNumber
                current.append(character)
            } else {
                flush()
            }
        }
        flush()
        return tokens
    }

    private static let vulgarFractions: [Character: Double] = [
        "½": 0.5, "⅓": 1.0 / 3, "⅔": 2.0 / 3, "¼": 0.25, "¾": 0.75, "⅕": 0.2, "⅖": 0.4, "⅗": 0.6, "⅘": 0.8,
    ]

    private static func number(_ token: String) -> Double? {
        if let value = Double(token) { return value }
        if token.count == 1, let first = token.first, let value = vulgarFractions[first] { return value }
        if let last = token.last, let fraction = vulgarFractions[last], let whole = Double(token.dropLast()) {
            return whole + fraction
        }
        let parts = token.split(separator: "/")
        if parts.count == 2, let top = Double(parts[0]), let bottom = Double(parts[1]), bottom > 0 { return top / bottom }
        return nil
    }
}

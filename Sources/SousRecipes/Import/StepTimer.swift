import Foundation
import SousCore

/// Finds the time a step asks to wait ("Simmer for 20 minutes", "bake
/// 25-30 min", "rest 1 hour 15 minutes"), so an imported recipe offers a
/// timer on that step just like a hand-written one.
///
/// A range starts the timer at its lower end, because checking early is
/// safer than burning; the first duration in the step wins.
public enum StepTimer {
    public static func seconds(in text: String) -> Int? {
        // "1,5 Std. backen" is an hour and a half (was read as "5 Std.": 5 hours).
        let words = tokenize(DecimalComma.points(text).lowercased())
        var found: [(seconds: Int, at: Int)] = []
        var index = 0
        while index < words.count {
            guard let (first, afterNumber) = number(words, at: index) else {
                index += 1
                continue
            }
            var position = afterNumber
            // "20-25 minutes", "20 to 25 minutes": the lower end.
            if position < words.count, rangeWords.contains(words[position]),
               let (_, afterSecond) = number(words, at: position + 1) {
                position = afterSecond
            }
            // "Simmer 45 more minutes": as long a wait as "45 minutes".
            if position + 1 < words.count, ["more", "longer", "additional", "extra"].contains(words[position]),
               unitSeconds[words[position + 1]] != nil {
                position += 1
            }
            guard position < words.count, let unit = unitSeconds[words[position]] else {
                index += 1
                continue
            }
            var total = first * unit
            position += 1
            // "1 hour 30 minutes", "1 hour and 30 minutes", "an hour and a half".
            if position < words.count, andWords.contains(words[position]) { position += 1 }
            if position + 1 < words.count, words[position] == "a", words[position + 1] == "half" {
                total += unit / 2
                position += 2
            } else if let (extra, afterExtra) = number(words, at: position), afterExtra < words.count,
                      let smaller = unitSeconds[words[afterExtra]], smaller < unit {
                total += extra * smaller
            }
            let seconds = Int(bounded: total.rounded())
            // "(or up to 2 hours before serving)" bounds a wait; it is no timer.
            let before = words[max(0, index - 2)..<index]
            // "cook 2 minutes less than the package states" is no time to
            // set; "bake for 20 minutes more" is a wait like any other.
            let relative = position < words.count && (["less", "shorter", "fewer"].contains(words[position])
                || (["more", "longer"].contains(words[position]) && position + 1 < words.count && words[position + 1] == "than"))
            if (30...(12 * 3_600)).contains(seconds), !(before.contains("up") && before.last == "to"), !relative {
                found.append((seconds, index))
            }
            index = position
        }
        // The cooking, when a step also mentions chilling or resting: the
        // first time within a few words after bake, simmer, roast...
        if let cooking = found.first(where: { candidate in
            words[max(0, candidate.at - 6)..<candidate.at].contains { cookingVerbs.contains($0) }
        }) {
            return cooking.seconds
        }
        return found.first?.seconds
    }

    private static let cookingVerbs: Set<String> = [
        "bake", "roast", "simmer", "boil", "cook", "fry", "grill", "steam", "broil", "braise", "poach", "microwave", "toast",
        "backen", "kochen", "köcheln", "braten", "garen", "hornear", "hornea", "cocinar", "cocina", "hervir", "hierve",
        "cuocere", "cuocete", "infornare", "infornate", "bollire", "bakken", "koken", "cuire", "faire", "mijoter", "enfourner",
    ]

    /// "20-25", "20 to 25", "20 bis 25", "20 a 25", "20 à 25", "20 tot 25".
    private static let rangeWords: Set<String> = ["-", "to", "or", "bis", "oder", "a", "à", "o", "ou", "tot", "al"]

    /// "1 hour and 30 minutes", "1 Stunde und 30 Minuten", "1 hora y 30 minutos".
    private static let andWords: Set<String> = ["and", "und", "y", "e", "et", "en"]

    /// English, and the words German, Spanish, Italian, Dutch and French
    /// steps use ("Etwa 45 Minuten backen", "durante 20 minutos").
    private static let unitSeconds: [String: Double] = [
        "second": 1, "seconds": 1, "sec": 1, "secs": 1,
        "minute": 60, "minutes": 60, "min": 60, "mins": 60,
        "hour": 3_600, "hours": 3_600, "hr": 3_600, "hrs": 3_600,
        "sekunden": 1, "segundos": 1, "secondi": 1, "seconden": 1, "secondes": 1,
        "minuten": 60, "minuto": 60, "minutos": 60, "minuti": 60,
        "stunde": 3_600, "stunden": 3_600, "std": 3_600, "hora": 3_600, "horas": 3_600, "ora": 3_600, "ore": 3_600,
        "uur": 3_600, "heure": 3_600, "heures": 3_600,
    ]

    private static let numberWords: [String: Double] = [
        "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
        "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "fifteen": 15, "twenty": 20, "thirty": 30, "forty": 40,
        "forty-five": 45, "sixty": 60, "ninety": 90, "half": 0.5,
    ]

    private static let fractions: [Character: Double] = ["½": 0.5, "¼": 0.25, "¾": 0.75, "⅓": 1.0 / 3, "⅔": 2.0 / 3]

    /// The number at `index`, with "1 1/2" and "1½" read whole; returns the
    /// value and the index after it.
    private static func number(_ words: [String], at index: Int) -> (Double, Int)? {
        guard index < words.count, var value = plainNumber(words[index]) else { return nil }
        var next = index + 1
        if value == value.rounded(), next < words.count, let fraction = plainNumber(words[next]), fraction < 1, words[next].contains("/") || words[next].count == 1 {
            value += fraction
            next += 1
        }
        // "half an hour".
        if words[index] == "half", next < words.count, words[next] == "an" || words[next] == "a" { next += 1 }
        // "2 and a half hours" (was read as half an hour).
        if next + 2 < words.count, words[next] == "and", words[next + 1] == "a", words[next + 2] == "half", words[index] != "half" {
            value += 0.5
            next += 3
        }
        return (value, next)
    }

    private static func plainNumber(_ word: String) -> Double? {
        if let value = Double(word) { return value }
        if let value = numberWords[word] { return value }
        if word.count == 1, let first = word.first, let value = fractions[first] { return value }
        if let last = word.last, let fraction = fractions[last], let whole = Double(word.dropLast()) { return whole + fraction }
        let parts = word.split(separator: "/")
        if parts.count == 2, let top = Double(parts[0]), let bottom = Double(parts[1]), bottom > 0 { return top / bottom }
        return nil
    }

    /// Words, numbers ("1.5", "1/2", "1½") and dashes as separate tokens.
    private static func tokenize(_ text: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        func flush() {
            if !current.isEmpty { tokens.append(current) }
            current = ""
        }
        for character in text {
            if character.isLetter || character.isNumber || ((character == "." || character == "/") && current.last?.isNumber == true) {
                if let last = current.last, last.isNumber != character.isNumber, character.isLetter || last.isLetter {
                    flush()
                }
                current.append(character)
            } else if character == "-" || character == "–" || character == "—" {
                if current == "forty" { current.append("-"); continue }
                flush()
                tokens.append("-")
            } else {
                flush()
            }
        }
        flush()
        return tokens.map { $0.hasSuffix(".") ? String($0.dropLast()) : $0 }
    }
}

import Foundation

/// Finds the time a step asks to wait ("Simmer for 20 minutes", "bake
/// 25-30 min", "rest 1 hour 15 minutes"), so an imported recipe offers a
/// timer on that step just like a hand-written one.
///
/// A range starts the timer at its lower end, because checking early is
/// safer than burning; the first duration in the step wins.
public enum StepTimer {
    public static func seconds(in text: String) -> Int? {
        let (words, found, _) = scan(text)
        // The cooking, when a step also mentions chilling or resting: the
        // first time within a few words after bake, simmer, roast...
        if let cooking = found.first(where: { candidate in
            words[max(0, candidate.at - 6)..<candidate.at].contains { cookingVerbs.contains($0) }
        }) {
            return cooking.seconds
        }
        return found.first?.seconds
    }

    /// A wait the text names: `seconds` the shorter end of a range, `upTo`
    /// its longer end ("3-4 hours"); `at` and `end` the words it spans.
    struct Found {
        var seconds: Int
        var upTo: Int?
        var at: Int
        var end: Int
    }

    /// The text's words, every wait it names in order, and the words that
    /// begin a sentence (or a clause after ";").
    static func scan(_ text: String) -> (words: [String], found: [Found], sentenceStarts: Set<Int>) {
        // "1,5 Std. backen" is an hour and a half (was read as "5 Std.": 5 hours).
        let (words, sentenceStarts) = tokenize(DecimalComma.points(text).lowercased())
        var found: [Found] = []
        var index = 0
        while index < words.count {
            guard let (first, afterNumber) = number(words, at: index) else {
                index += 1
                continue
            }
            var position = afterNumber
            // "20-25 minutes", "20 to 25 minutes": the lower end.
            var longer: Double?
            if position < words.count, rangeWords.contains(words[position]),
               let (second, afterSecond) = number(words, at: position + 1) {
                longer = second
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
            // "30 minutes to 1 hour": the longer end in its own unit.
            var longerTotal = longer.map { $0 * unit }
            position += 1
            if longer == nil, position < words.count, rangeWords.contains(words[position]),
               let (second, afterSecond) = number(words, at: position + 1), afterSecond < words.count,
               let secondUnit = unitSeconds[words[afterSecond]], second * secondUnit > total {
                longerTotal = second * secondUnit
                position = afterSecond + 1
            }
            // "1 hour 30 minutes", "1 hour and 30 minutes", "an hour and a half",
            // "1 hora y media", "1 heure et demie", "un'ora e mezza".
            let afterUnit = position
            if position < words.count, andWords.contains(words[position]) { position += 1 }
            if position + 1 < words.count, words[position] == "a", words[position + 1] == "half" {
                total += unit / 2
                position += 2
            } else if position > afterUnit, position < words.count, halfWords.contains(words[position]) {
                total += unit / 2
                position += 1
            } else if let (extra, afterExtra) = number(words, at: position), afterExtra < words.count,
                      let smaller = unitSeconds[words[afterExtra]], smaller < unit {
                total += extra * smaller
                // "1 hour 30 minutes more" is one wait, not also a second of 30 minutes.
                position = afterExtra + 1
            }
            let seconds = Int(bounded: total.rounded())
            // "(or up to 2 hours before serving)" bounds a wait; it is no timer.
            let before = words[max(0, index - 2)..<index]
            // "cook 2 minutes less than the package states" is no time to
            // set; "bake for 20 minutes more" is a wait like any other.
            let relative = position < words.count && (["less", "shorter", "fewer"].contains(words[position])
                || (["more", "longer"].contains(words[position]) && position + 1 < words.count && words[position + 1] == "than"))
            if (30...(12 * 3_600)).contains(seconds), !(before.contains("up") && before.last == "to"), !relative {
                let upTo = longerTotal.map { Int(bounded: $0.rounded()) }.flatMap { $0 > seconds && $0 <= Recipe.longestTimer ? $0 : nil }
                found.append(Found(seconds: seconds, upTo: upTo, at: index, end: position))
            }
            index = position
        }
        return (words, found, sentenceStarts)
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
        "sekunde": 1, "segundo": 1, "secondo": 1, "seconde": 1, "minuut": 60,
        // "eine Viertelstunde", "eine Dreiviertelstunde".
        "viertelstunde": 900, "dreiviertelstunde": 2_700,
    ]

    /// Number words in English and in the languages of `unitSeconds`: "Zwei
    /// Minuten", "una hora", "diez minutos", "dix minutes", "dieci minuti".
    /// Each counts only right before a unit of time.
    private static let numberWords: [String: Double] = [
        "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
        "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "fifteen": 15, "twenty": 20, "thirty": 30, "forty": 40,
        "forty-five": 45, "sixty": 60, "ninety": 90, "half": 0.5,
        // German
        "ein": 1, "eine": 1, "einer": 1, "einen": 1, "zwei": 2, "drei": 3, "vier": 4, "fünf": 5, "sechs": 6, "sieben": 7,
        "acht": 8, "neun": 9, "zehn": 10, "zwölf": 12, "fünfzehn": 15, "zwanzig": 20, "dreißig": 30, "vierzig": 40,
        "sechzig": 60, "neunzig": 90, "anderthalb": 1.5, "eineinhalb": 1.5, "halbe": 0.5, "halben": 0.5,
        // Spanish
        "un": 1, "una": 1, "uno": 1, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5, "seis": 6, "siete": 7, "ocho": 8,
        "nueve": 9, "diez": 10, "doce": 12, "quince": 15, "veinte": 20, "treinta": 30, "cuarenta": 40, "sesenta": 60,
        "media": 0.5, "medio": 0.5,
        // French
        "une": 1, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "sept": 7, "huit": 8, "dix": 10, "douze": 12,
        "quinze": 15, "vingt": 20, "trente": 30, "quarante": 40, "soixante": 60, "demi": 0.5, "demie": 0.5,
        // Dutch
        "een": 1, "één": 1, "twee": 2, "drie": 3, "vijf": 5, "zes": 6, "zeven": 7, "negen": 9, "tien": 10, "twaalf": 12,
        "vijftien": 15, "twintig": 20, "dertig": 30, "veertig": 40, "zestig": 60, "anderhalf": 1.5, "halve": 0.5,
        // Italian
        "due": 2, "tre": 3, "quattro": 4, "cinque": 5, "sette": 7, "otto": 8, "nove": 9, "dieci": 10, "dodici": 12,
        "quindici": 15, "venti": 20, "trenta": 30, "quaranta": 40, "sessanta": 60, "mezza": 0.5, "mezzo": 0.5, "mezz": 0.5,
    ]

    /// "Eine halbe Stunde", "una media hora", "een half uur": a half after
    /// "a"; "1 hora y media": a half after "and".
    private static let halfWords: Set<String> = [
        "half", "halbe", "halben", "media", "medio", "demi", "demie", "halve", "mezza", "mezzo", "mezz",
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
        // "eine halbe Stunde", "une demi-heure", "een half uur": a half, not one.
        if value == 1, next < words.count, halfWords.contains(words[next]) {
            value = 0.5
            next += 1
        }
        if halfWords.contains(words[next - 1]), next < words.count, words[next] == "-" { next += 1 }
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

    /// Words, numbers ("1.5", "1/2", "1½") and dashes as separate tokens;
    /// and the tokens that come first after ".", ";", "!" or "?".
    private static func tokenize(_ text: String) -> ([String], Set<Int>) {
        var tokens: [String] = []
        var starts: Set<Int> = []
        var current = ""
        var ended = false
        func flush() {
            if !current.isEmpty {
                if ended { starts.insert(tokens.count) }
                ended = false
                tokens.append(current)
            }
            current = ""
        }
        for character in text {
            if ".;!?".contains(character), !(character == "." && current.last?.isNumber == true) {
                flush()
                ended = !tokens.isEmpty
                continue
            }
            if character.isLetter || character.isNumber || ((character == "." || character == "/") && current.last?.isNumber == true) {
                if let last = current.last, last.isNumber != character.isNumber, character.isLetter || last.isLetter {
                    flush()
                }
                current.append(character)
            } else if character == "-" || character == "–" || character == "—" {
                if current == "forty" { current.append("-"); continue }
                flush()
                if ended { starts.insert(tokens.count) }
                ended = false
                tokens.append("-")
            } else {
                flush()
            }
        }
        flush()
        return (tokens.map { $0.hasSuffix(".") ? String($0.dropLast()) : $0 }, starts)
    }
}

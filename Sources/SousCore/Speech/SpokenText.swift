import Foundation

/// Rewrites text meant for the eye into text meant for the ear: "1/2 cup"
/// becomes "half a cup", "2 tbsp" becomes "2 tablespoons", "350°F" becomes
/// "350 degrees Fahrenheit", "2-3" becomes "2 to 3".
///
/// A synthesiser reads "tbsp" letter by letter and "1/2" as "one slash two";
/// a cook at the stove needs the words they would hear from a person.
public enum SpokenText {
    /// The whole text, rewritten for speaking.
    public static func forSpeech(_ text: String) -> String {
        // "º" (an ordinal sign) stands in for "°" on many pages.
        // "℉" and "℃" are one character each on some pages; a "*" marks a footnote.
        let text = printedForms(text.replacingOccurrences(of: "º", with: "°").replacingOccurrences(of: "˚", with: "°")
            .replacingOccurrences(of: "℉", with: "°F").replacingOccurrences(of: "℃", with: "°C").replacingOccurrences(of: "*", with: ""))
        var words = tokenize(text.replacingOccurrences(of: "\n- ", with: ".\n").replacingOccurrences(of: "\n", with: ". "))
        words = expandSymbols(words)
        words = expandNumbers(words)
        words = ofAfterParts(words)
        var result = ""
        for word in words {
            if result.isEmpty || word.first.map({ ".,;:!?)".contains($0) }) == true || result.hasSuffix("(") {
                result += word
            } else {
                result += " " + word
            }
        }
        return result.replacingOccurrences(of: ". .", with: ".").replacingOccurrences(of: "..", with: ".")
    }

    /// How pages print what a person says differently: "1-1/2" is one and a
    /// half, "9x13" nine by thirteen, "2\"" two inches, "28-oz" 28 ounces,
    /// "gluten-free" two words (eSpeak pauses at a hyphen), "1h30" an hour
    /// and a half, "-18°C" minus 18; curly apostrophes are apostrophes
    /// ("can’t" was "can" and a pause), emoji and links are not read.
    static func printedForms(_ text: String) -> String {
        var text = String(String.UnicodeScalarView(withoutMarkup(text).unicodeScalars.filter { !isPictograph($0) }))
        for (from, to) in [("’", "'"), ("‘", "'"), ("ʼ", "'"), ("⁄", "/")] { text = text.replacingOccurrences(of: from, with: to) }
        // Each rule only where its characters are: most of what Sous says
        // has no hyphen, quote or "x" after a number. Swift's own regular
        // expressions, not ICU's: those cost the daemon a megabyte.
        let hasDigit = text.contains(where: \.isNumber)
        for rule in rewrites where rule.needs.digit ? hasDigit && rule.needs.any(text) : rule.needs.any(text) {
            let original = text
            text = original.replacing(rule.pattern) { match in rule.replace(match, original) }
        }
        return text
    }

    /// Symbols read by name, not meant to be heard: "✔" was "heavy check
    /// mark", "❤️" "red heart", "→" "rightwards arrow". Emoji, arrows,
    /// dingbats and the like, and the joiners and selectors that build
    /// emoji; "°", "½" and "×" are words and stay.
    static func isPictograph(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        if properties.isEmojiPresentation || [0xFE0E, 0xFE0F, 0x200D, 0x20E3].contains(scalar.value) { return true }
        guard scalar.value >= 0x2190 else { return false }
        return properties.generalCategory == .otherSymbol || (0x2190...0x21FF).contains(scalar.value) || properties.isEmoji
    }

    /// HTML left in a recipe's own JSON or a feed ("<b>Enjoy!</b>",
    /// "&amp;"), which was read "B enjoy slash B" and "and amp": tags go
    /// (a line-breaking one ends the sentence) and entities are the
    /// characters they stand for. A "<" that starts no tag ("< 5 min") stays.
    static func withoutMarkup(_ text: String) -> String {
        var text = text
        // "&amp;amp;": escaped twice on some sites.
        for _ in 0..<3 where text.contains("&") {
            text = text.replacing(entity) { match in
                let name = String(match.output.1)
                if name.hasPrefix("#") {
                    let hex = name.dropFirst().first.map { "xX".contains($0) } == true
                    let code = UInt32(name.dropFirst(hex ? 2 : 1), radix: hex ? 16 : 10).flatMap(Unicode.Scalar.init)
                    return code.map { String(Character($0)) } ?? String(text[match.range])
                }
                return namedEntities[name] ?? String(text[match.range])
            }
        }
        guard text.contains("<") else { return text }
        return text.replacing(tag) { match in
            blockTags.contains(match.output.1.lowercased()) ? "\n" : ""
        }
    }

    private nonisolated(unsafe) static let entity = /&(#[0-9]{1,7}|#[xX][0-9A-Fa-f]{1,6}|[A-Za-z][A-Za-z0-9]{1,7});/
    private nonisolated(unsafe) static let tag = /<\/?([A-Za-z][A-Za-z0-9]*)(?:\s[^<>]*)?\/?>/

    private static let blockTags: Set<String> = ["br", "p", "li", "div", "ul", "ol", "tr", "h1", "h2", "h3", "h4", "h5", "h6"]

    /// The entities recipe text holds; any number (`&#39;`) is decoded too.
    private static let namedEntities: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ", "ndash": "–", "mdash": "—", "hellip": "…",
        "rsquo": "’", "lsquo": "‘", "rdquo": "”", "ldquo": "“", "deg": "°", "frac12": "½", "frac14": "¼", "frac34": "¾",
        "frac13": "⅓", "frac23": "⅔", "half": "½", "times": "×", "eacute": "é", "egrave": "è", "agrave": "à", "ccedil": "ç",
        "uuml": "ü", "ouml": "ö", "auml": "ä", "szlig": "ß", "ntilde": "ñ", "reg": "", "copy": "", "trade": "", "shy": "",
    ]

    /// What a rewrite needs in a text to apply at all.
    struct Trigger: Sendable {
        var digit: Bool
        var characters: String
        var words: [String] = []
        func any(_ text: String) -> Bool {
            text.contains(where: { characters.contains($0) }) || words.contains(where: text.contains)
        }
    }

    /// Sizes with a hyphen ("a 28-oz can") are adjectives: "a 28 ounce can".
    private static let sizeUnits: [(String, String)] = [
        ("oz", "ounce"), ("lbs?", "pound"), ("in", "inch"), ("inch", "inch"), ("cm", "centimetre"), ("mm", "millimetre"),
        ("g", "gram"), ("kg", "kilogram"), ("qt", "quart"), ("l", "litre"), ("ml", "millilitre"), ("min", "minute"),
        ("hr", "hour"), ("quart", "quart"), ("pound", "pound"), ("ounce", "ounce"), ("gram", "gram"),
    ]

    /// What a size in parentheses is the size of: "2 (400 g) cans".
    private static let containers = "cans?|tins?|jars?|packages?|pkgs?|packets?|bags?|box(?:es)?|cartons?|bottles?|blocks?|tubs?|containers?|sachets?|sticks?|envelopes?"

    /// "two 400 gram cans": a count said as a word beside a figure.
    private static let countWords = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"]

    /// One rewrite: a pattern and what a match becomes, given the whole text
    /// (for what comes before the match, which these patterns cannot look at).
    struct Rewrite: @unchecked Sendable {
        var pattern: Regex<AnyRegexOutput>
        var needs: Trigger
        var replace: (Regex<AnyRegexOutput>.Match, String) -> String

        init(_ pattern: String, _ needs: Trigger, _ replace: @escaping (Regex<AnyRegexOutput>.Match, String) -> String) {
            self.pattern = try! Regex(pattern)
            self.needs = needs
            self.replace = replace
        }

        /// "$1 inch": the template with the match's groups filled in.
        init(_ pattern: String, _ template: String, _ needs: Trigger) {
            self.init(pattern, needs) { match, _ in Rewrite.fill(template, match) }
        }

        static func fill(_ template: String, _ match: Regex<AnyRegexOutput>.Match) -> String {
            var result = ""
            var characters = template[...]
            while let character = characters.first {
                characters = characters.dropFirst()
                if character == "$", let digit = characters.first?.wholeNumberValue {
                    characters = characters.dropFirst()
                    if digit < match.output.count { result += match.output[digit].substring.map(String.init) ?? "" }
                } else {
                    result.append(character)
                }
            }
            return result
        }

        /// The characters just before a match, up to `count`.
        static func before(_ match: Regex<AnyRegexOutput>.Match, in text: String, _ count: Int) -> Substring {
            let start = text.index(match.range.lowerBound, offsetBy: -count, limitedBy: text.startIndex) ?? text.startIndex
            return text[start..<match.range.lowerBound]
        }
    }

    private static let rewrites: [Rewrite] = {
        let hyphen = Trigger(digit: false, characters: "-")
        let digitHyphen = Trigger(digit: true, characters: "-")
        let sizes = Dictionary(uniqueKeysWithValues: sizeUnits.map { ($0.0.replacingOccurrences(of: "s?", with: ""), $0.1) })
        return [
            Rewrite(#"https?://\S+|www\.\S+"#, "the web page", Trigger(digit: false, characters: "", words: ["http", "www."])),
            // "1-1/2" is one and a half, unless part of a longer figure.
            Rewrite(#"(\d+)[-–](\d+/\d+)"#, Trigger(digit: true, characters: "/")) { match, text in
                let previous = Rewrite.before(match, in: text, 1)
                return previous.last.map { $0.isNumber || "/.".contains($0) } == true ? String(text[match.range]) : Rewrite.fill("$1 $2", match)
            },
            // An inch mark, but not the quote closing '"00" flour' or '"serves 4"'.
            Rewrite(#"(\d)\s?(?:["″”](?:-?inch(?:es)?\b)?|''|-inch(?:es)?\b)"#, Trigger(digit: true, characters: "\"″”'-")) { match, text in
                let lead = Rewrite.before(match, in: text, 9).reversed().prefix { $0.isNumber || "./ ".contains($0) }
                let opened = Rewrite.before(match, in: text, lead.count + 1).first.map { "\"“".contains($0) } == true
                return opened ? String(text[match.range]) : Rewrite.fill("$1 inch", match)
            },
            // "2 x 400g tins", "2x30 seconds": times, not a size.
            Rewrite(#"(\d)\s?[x×]\s?(?=\d+\s?(?:g|kg|ml|l|oz|lb|lbs|grams?|seconds?|secs?|minutes?|mins?)\b)"#, "$1 times ", Trigger(digit: true, characters: "x×")),
            Rewrite(#"(\d)\s?(inch(?:es)? ?)?[x×]\s?(\d)"#, "$1 $2by $3", Trigger(digit: true, characters: "x×")),
            Rewrite(#"(\d)\s*[–—]\s*(\d)"#, "$1-$2", Trigger(digit: true, characters: "–—")),
            // "2 (400 g) cans chickpeas": "two 400 gram cans of chickpeas", never "2 400 grams", heard as 2400.
            Rewrite(#"(?i)\b(\d{1,2})\s*\(\s*(\d+(?:\.\d+)?)\s*-?\s*(fl\.?\s?oz|oz|ounces?|lbs?|pounds?|g|grams?|kg|ml|l)\.?\s*\)\s*("#
                    + containers + #")\b"#, Trigger(digit: true, characters: "(")) { match, text in
                let count = Int(match.output[1].substring ?? "") ?? 0
                let unit = (match.output[3].substring.map(String.init) ?? "").lowercased().filter(\.isLetter)
                let size = unit.hasPrefix("fl") ? "fluid ounce" : sizes[unit] ?? sizes[String(unit.dropLast())] ?? String(unit.dropLast())
                // "cans of chickpeas", but "cans, drained" and "cans each".
                let rest = text[match.range.upperBound...].drop { $0 == " " }.prefix { $0.isLetter }.lowercased()
                let of = !rest.isEmpty && !["of", "each", "and", "or", "to", "in", "with", "plus", "per"].contains(rest) ? " of" : ""
                return (count < countWords.count ? countWords[count] : String(count)) + " " + Rewrite.fill("$2 ", match) + size + " "
                    + Rewrite.fill("$4", match) + of
            },
            // "a 28-oz can": "a 28 ounce can".
            Rewrite(#"(?i)(\d)-(oz|lbs?|inch|in|cm|mm|kg|g|qt|ml|l|min|hr|quart|pound|ounce)\b"#, digitHyphen) { match, _ in
                let unit = (match.output[2].substring.map(String.init) ?? "").lowercased()
                return Rewrite.fill("$1 ", match) + (sizes[unit] ?? sizes[String(unit.dropLast())] ?? unit)
            },
            Rewrite(#"([\d½¼¾⅓⅔⅛⅜⅝⅞])-(?=[A-Za-z])"#, "$1 ", hyphen),
            // "gluten-free", "Stir-Fry" without eSpeak's pause; "T-bone" stays.
            Rewrite(#"([A-Za-z]{2})-(?=[A-Za-z]{2})"#, "$1 ", hyphen),
            Rewrite(#"([A-Za-z]{2})-(?=\d)"#, "$1 ", digitHyphen),
            Rewrite(#"\b(\d+)\s?h\s?(\d{1,2})\b(?!\s*(?:m|min|mins|minutes?)\b)"#, "$1 h $2 min", Trigger(digit: true, characters: "h")),
            // "-18°C", but never the range "14 -16".
            Rewrite(#"(^|\(|\s)-(\d)"#, digitHyphen) { match, text in
                let space = match.output[1].substring.map { !$0.isEmpty && $0 != "(" } ?? false
                return space && Rewrite.before(match, in: text, 1).last?.isNumber == true ? String(text[match.range]) : Rewrite.fill("$1minus $2", match)
            },
            Rewrite(#"(^|[\s(])\.(\d)"#, "$10.$2", Trigger(digit: true, characters: ".")),
            Rewrite(#"([a-z]{2,})\.([A-Z])"#, "$1. $2", Trigger(digit: false, characters: ".")),
            Rewrite(#"~\s?"#, "about ", Trigger(digit: false, characters: "~")),
            // "Zwiebel/n", "Ei/er": a German plural written as optional is the plural, not "zwiebel or n".
            Rewrite(#"(\p{L}{2,})/(n|en|e|s|er|nen|innen)\b"#, "$1$2", Trigger(digit: false, characters: "/")),
        ]
    }()

    /// Splits spoken text into sentences, so speech can be interrupted
    /// between them and "stop" never waits for a long paragraph.
    public static func sentences(_ text: String) -> [String] {
        var sentences: [String] = []
        var current = ""
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            current.append(character)
            let next = index + 1 < characters.count ? characters[index + 1] : " "
            if ".!?".contains(character), next == " " || next == "\n" {
                let trimmed = current.trimmingCharacters(in: .whitespacesAndNewlines)
                if !trimmed.isEmpty && trimmed != "." { sentences.append(trimmed) }
                current = ""
            }
        }
        let rest = current.trimmingCharacters(in: .whitespacesAndNewlines)
        if !rest.isEmpty { sentences.append(rest) }
        return sentences
    }

    // MARK: Tokens

    /// Words, numbers (with their fraction, decimal or range) and punctuation
    /// as separate tokens; "200g" and "350°F" split apart.
    static func tokenize(_ text: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        var currentIsNumber = false
        func flush() {
            if !current.isEmpty { tokens.append(current) }
            current = ""
        }
        let unicodeFractions: [Character: String] = [
            "½": "1/2", "⅓": "1/3", "⅔": "2/3", "¼": "1/4", "¾": "3/4", "⅛": "1/8", "⅜": "3/8", "⅝": "5/8", "⅞": "7/8",
            "⅕": "1/5", "⅖": "2/5", "⅗": "3/5", "⅘": "4/5", "⅙": "1/6", "⅚": "5/6",
        ]
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            let next = index + 1 < characters.count ? characters[index + 1] : " "
            if let fraction = unicodeFractions[character] {
                flush()
                tokens.append(fraction)
                continue
            }
            if character.isNumber {
                if !currentIsNumber { flush() }
                currentIsNumber = true
                current.append(character)
            } else if currentIsNumber, "./,".contains(character), next.isNumber {
                current.append(character)
            } else if currentIsNumber, "-–—".contains(character), next.isNumber {
                flush()
                tokens.append("-")
                currentIsNumber = false
            } else if character.isLetter || character == "'" || (character == "." && !current.isEmpty && !currentIsNumber && next.isLetter) {
                if currentIsNumber { flush(); currentIsNumber = false }
                current.append(character)
            } else {
                flush()
                currentIsNumber = false
                // "Fold the flour in. Then": a unit's abbreviation keeps its dot
                // out of a sentence end only after a number ("1/2 in. thick").
                let unitWithoutNumber = tokens.last.map { unitWords[$0.lowercased()] != nil || caseSensitiveUnits[$0] != nil } == true
                    && !(tokens.dropLast().last.map { $0.first?.isNumber == true || unicodeFractions.values.contains($0) } ?? false)
                // "2 EL. Zucker", "1 Msp. Muskat": German nouns are capitalised, and no sentence starts there.
                if character == ".", tokens.last.map({ foreignUnitsWithDot.contains($0.lowercased()) }) == true,
                   tokens.dropLast().last?.first?.isNumber == true || tokens.dropLast().last.map(unicodeFractions.values.contains) == true {
                    continue
                }
                if character == "." && !unitWithoutNumber && tokens.last.map({ abbreviationsWithDot.contains($0.lowercased()) }) == true {
                    // "approx. 10" keeps its dot out of sentence ends; "5 min. Then" ends one;
                    // "e.g. Parmesan" never does.
                    let following = characters[(index + 1)...].first { !$0.isWhitespace }
                    if let following, following.isLowercase || following.isNumber || following == "(" {
                        // "1/2 in. thick": the inch, not the word "in".
                        if tokens.last == "in" { tokens[tokens.count - 1] = "in." }
                        continue
                    }
                    if ["e.g", "i.e"].contains(tokens.last?.lowercased() ?? "") { continue }
                }
                if !character.isWhitespace { tokens.append(String(character)) }
            }
        }
        flush()
        return tokens
    }

    static let abbreviationsWithDot: Set<String> = ["approx", "tbsp", "tsp", "oz", "lb", "lbs", "min", "mins", "hr", "hrs", "pkg", "e.g", "i.e",
                                                    "etc", "vs", "no", "fl", "c", "t", "tbl", "tbs", "gm", "gms", "lg", "med", "sm", "env", "doz",
                                                    "qt", "pt", "in", "pkt", "sq"]

    /// Units of other languages written with a dot: after a number the dot
    /// ends no sentence, whatever the case of the next word.
    static let foreignUnitsWithDot: Set<String> = ["el", "tl", "essl", "eßl", "teel", "msp", "pck", "stk"]

    // MARK: Symbols and abbreviations

    static let unitWords: [String: (String, String)] = [
        "g": ("gram", "grams"), "gr": ("gram", "grams"), "kg": ("kilogram", "kilograms"), "mg": ("milligram", "milligrams"),
        "ml": ("millilitre", "millilitres"), "l": ("litre", "litres"), "dl": ("decilitre", "decilitres"),
        "cl": ("centilitre", "centilitres"),
        "tsp": ("teaspoon", "teaspoons"), "tsps": ("teaspoon", "teaspoons"), "tbsp": ("tablespoon", "tablespoons"),
        "tbsps": ("tablespoon", "tablespoons"), "tbs": ("tablespoon", "tablespoons"),
        "oz": ("ounce", "ounces"), "lb": ("pound", "pounds"), "lbs": ("pound", "pounds"),
        "min": ("minute", "minutes"), "mins": ("minute", "minutes"), "hr": ("hour", "hours"), "hrs": ("hour", "hours"),
        "sec": ("second", "seconds"), "secs": ("second", "seconds"), "cm": ("centimetre", "centimetres"),
        "mm": ("millimetre", "millimetres"), "in": ("inch", "inches"), "qt": ("quart", "quarts"), "pt": ("pint", "pints"),
        "h": ("hour", "hours"), "c": ("cup", "cups"), "in.": ("inch", "inches"), "tbl": ("tablespoon", "tablespoons"), "gm": ("gram", "grams"),
        "gms": ("gram", "grams"), "grs": ("gram", "grams"), "pkt": ("packet", "packets"), "env": ("envelope", "envelopes"),
        "pkg": ("package", "packages"), "pkgs": ("package", "packages"),
        // Imported recipes in other languages, read by the English voice.
        "essl": ("tablespoon", "tablespoons"), "eßl": ("tablespoon", "tablespoons"), "teel": ("teaspoon", "teaspoons"),
        "msp": ("pinch", "pinches"), "pck": ("packet", "packets"), "cda": ("tablespoon", "tablespoons"),
        "cdas": ("tablespoon", "tablespoons"), "cdta": ("teaspoon", "teaspoons"), "cdtas": ("teaspoon", "teaspoons"),
        "cdita": ("teaspoon", "teaspoons"), "cditas": ("teaspoon", "teaspoons"),
    ]

    /// American cookbook shorthand where case matters: "2 T." is tablespoons, "1 t." a teaspoon.
    static let caseSensitiveUnits: [String: (String, String)] = [
        "T": ("tablespoon", "tablespoons"), "TB": ("tablespoon", "tablespoons"), "Tb": ("tablespoon", "tablespoons"),
        "t": ("teaspoon", "teaspoons"),
        // German: Esslöffel and Teelöffel ("2 EL Tomatenmark" was "two el").
        "EL": ("tablespoon", "tablespoons"), "TL": ("teaspoon", "teaspoons"), "El": ("tablespoon", "tablespoons"),
        "Tl": ("teaspoon", "teaspoons"),
    ]

    /// Sizes and counts shortened before a word: "2 lg. eggs", "1 doz. eggs".
    static let sizeWords: [String: String] = ["lg": "large", "med": "medium", "sm": "small", "doz": "dozen", "sq": "square"]

    static let abbreviations: [String: String] = [
        "approx": "approximately", "e.g": "for example", "i.e": "that is", "etc": "and so on", "vs": "versus",
        "pkg": "package", "pkt": "packet", "&": "and", "+": "plus", "w": "with", "=": "equals", "%": "percent",
    ]

    /// "1/2" -> 0.5, "3" -> 3, "1.5" -> 1.5.
    static func numericValue(_ token: String) -> Double? {
        let parts = token.split(separator: "/")
        if parts.count == 2, let top = Double(parts[0]), let bottom = Double(parts[1]), bottom > 0 { return top / bottom }
        return Double(token)
    }

    private static func isNumberToken(_ token: String) -> Bool {
        guard let first = token.first else { return false }
        return first.isNumber
    }

    private static let temperatureScales = ["F": "Fahrenheit", "C": "Celsius"]

    static func expandSymbols(_ tokens: [String]) -> [String] {
        var out: [String] = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            let lower = token.lowercased()
            let previous = out.last ?? ""
            let afterNumber = isNumberToken(previous) || previous == "half" || previous == "quarter" || previous == "third"
                || previous == "thirds" || previous == "quarters" || previous.hasSuffix("half")
            if token == "°" {
                let next = index + 1 < tokens.count ? tokens[index + 1] : ""
                switch next {
                case "C", "c": out += ["degrees", "Celsius"]; index += 2; continue
                case "F", "f": out += ["degrees", "Fahrenheit"]; index += 2; continue
                default: out.append("degrees")
                }
            } else if isNumberToken(previous), (numericValue(previous) ?? 0) >= 20 || (out.count >= 2 && out[out.count - 2] == "minus"),
                      let scale = temperatureScales[token] ?? temperatureScales[token.uppercased()] {
                // "350F", "200C": a temperature, not a letter ("2 C flour" is cups).
                if out.last != "degrees" { out.append("degrees") }
                out.append(scale)
            } else if previous == "degrees", let scale = temperatureScales[token] {
                out.append(scale)
            } else if lower == "degrees" || lower == "degree", ["Fahrenheit", "Celsius"].contains(previous) {
                // "350F degrees": said once.
            } else if token == "-", isNumberToken(previous), index + 1 < tokens.count, isNumberToken(tokens[index + 1]) {
                out.append("to")
            } else if token == "/" && lower == "/" {
                // "3 min/side" is per side; "butter/oil" is either.
                let next = index + 1 < tokens.count ? tokens[index + 1].lowercased() : ""
                out.append(perWords.contains(next) ? "per" : "or")
            } else if afterNumber, lower == "c", index + 2 < tokens.count, tokens[index + 1] == "à",
                      let spoon = ["soupe": "tablespoon", "café": "teaspoon", "cafe": "teaspoon", "thé": "teaspoon"][tokens[index + 2].lowercased()] {
                // French: "2 c. à soupe" is 2 tablespoons, not cups.
                out.append((numericValue(previous) ?? 2) <= 1 ? spoon : spoon + "s")
                index += 3
                continue
            } else if afterNumber, let (singular, plural) = caseSensitiveUnits[token] ?? unitWords[lower],
                      !(lower == "in" && index + 1 < tokens.count && tokens[index + 1].first?.isLetter == true),
                      !(index + 1 < tokens.count && tokens[index + 1] == "-") {
                let beforePrevious = out.count >= 2 ? out[out.count - 2] : ""
                // "a 900 g loaf tin": a size before a noun is said in the singular.
                // "4 cm chunks", "an 8 oz package": so before a piece or a pack too.
                let sizing = ["a", "an"].contains(beforePrevious.lowercased()) && index + 1 < tokens.count
                    && (tokens[index + 1].first?.isLetter == true || tokens[index + 1] == "(")
                    || index + 1 < tokens.count && isSizedNoun(tokens[index + 1]) && !timeUnits.contains(singular)
                let single = sizing || (numericValue(previous) ?? 2) <= 1 && Int(beforePrevious) == nil
                out.append(single ? singular : plural)
            } else if afterNumber, let size = sizeWords[lower] {
                // "1 doz. eggs": a dozen eggs.
                if size == "dozen", previous == "1" { out[out.count - 1] = "a" }
                out.append(size)
            } else if lower == "w", index + 2 < tokens.count, tokens[index + 1] == "/", tokens[index + 2].lowercased() == "o" {
                out.append("without")
                index += 3
                continue
            } else if afterNumber, lower == "pc" || lower == "pcs" || lower == "stk" {
                // "1 pc Lemon" is "1 lemon"; "2 Stk. Eier" (Stück) is "2 Eier".
            } else if lower == "fl", index + 1 < tokens.count, tokens[index + 1].lowercased() == "oz" {
                out.append(previous == "1" ? "fluid ounce" : "fluid ounces")
                index += 2
                continue
            } else if let expansion = abbreviations[lower], lower != "w" || (index + 1 < tokens.count && tokens[index + 1] == "/") {
                out.append(expansion)
                if lower == "w" { index += 1 }
            } else {
                out.append(token)
            }
            index += 1
        }
        return out
    }

    /// Units of time: "10 min rounds" is no size.
    static let timeUnits: Set<String> = ["minute", "hour", "second"]

    /// Pieces and packs a size goes before: "4 cm chunks", "a half inch
    /// piece", "8 oz package" (a size before them is said in the singular).
    static func isSizedNoun(_ word: String) -> Bool {
        let lower = word.lowercased()
        return sizedNouns.contains(lower) || lower.hasSuffix("s") && sizedNouns.contains(String(lower.dropLast()))
            || lower.hasSuffix("es") && sizedNouns.contains(String(lower.dropLast(2)))
    }

    static let sizedNouns: Set<String> = [
        "chunk", "piece", "cube", "dice", "slice", "strip", "length", "round", "square", "baton", "wedge", "segment", "circle",
        "disc", "rectangle", "triangle", "log", "ball", "patty", "patties", "portion", "steak", "fillet", "can", "tin", "jar",
        "package", "pkg", "packet", "pkt", "bag", "box", "carton", "bottle", "block", "tub", "container", "sachet", "envelope",
    ]

    /// What "/" means before these: "per side", "per serving".
    static let perWords: Set<String> = ["side", "serving", "person", "piece", "portion", "batch", "each", "pan", "tray"]

    // MARK: Numbers

    private static let fractionWords: [String: (single: String, plural: String)] = [
        "1/2": ("half", "halves"), "1/3": ("a third", "thirds"), "2/3": ("two thirds", "two thirds"),
        "1/4": ("a quarter", "quarters"), "3/4": ("three quarters", "three quarters"), "1/8": ("an eighth", "eighths"),
        "3/8": ("three eighths", "three eighths"), "5/8": ("five eighths", "five eighths"), "7/8": ("seven eighths", "seven eighths"),
        "1/5": ("a fifth", "fifths"), "2/5": ("two fifths", "two fifths"), "3/5": ("three fifths", "three fifths"),
        "4/5": ("four fifths", "four fifths"), "1/6": ("a sixth", "sixths"), "5/6": ("five sixths", "five sixths"),
        "1/16": ("a sixteenth", "sixteenths"),
    ]

    /// Words after which a fraction takes no article of its own: "a quarter
    /// cup", never "a a quarter cup"; "the remaining third".
    static let determiners: Set<String> = ["a", "an", "the", "remaining", "another", "each", "every", "per", "other", "first", "last"]

    /// Units after which "three quarters" needs "of a": "three quarters of a cup".
    static let measureWords: Set<String> = ["cup", "teaspoon", "tablespoon", "pound", "ounce", "litre", "pint", "quart", "inch", "hour", "stick",
                                            "can", "tin", "jar", "package", "packet", "bag", "box", "carton", "bottle", "block", "tub",
                                            "bunch", "head", "loaf", "envelope", "sachet", "kilogram", "gram", "millilitre", "centimetre"]

    /// Fractions said as ordinals: "a third cup" is heard as "a 3rd cup",
    /// so before a measure they take "of a": "a third of a cup".
    static let ordinalFractions: Set<String> = ["1/3", "1/5", "1/6", "1/8", "1/16"]

    /// "a cup", "an egg", "an hour": the article as it is said.
    static func article(before word: String) -> String {
        let lower = word.lowercased()
        if lower.hasPrefix("hour") { return "an" }
        return lower.first.map { "aeio".contains($0) } == true ? "an" : "a"
    }

    /// "0.33", "0.333", "0.67", "0.666" as the fraction they round.
    static func thirds(_ value: Double) -> String? {
        if abs(value - 1.0 / 3) < 0.005 { return "1/3" }
        if abs(value - 2.0 / 3) < 0.008 { return "2/3" }
        return nil
    }

    /// "1/2 cup" -> "half a cup"; "1 1/2 cups" -> "1 and a half cups";
    /// "1.5" -> "1 and a half"; "0.25" -> "a quarter".
    /// "Half a cup of milk", never "half a cup milk": a line that starts
    /// with part of a measure ("a third of a cup butter", "1 and a half
    /// cups flour", "half a head broccoli") takes "of" before what is
    /// measured, as a person says it. A whole measure ("2 tablespoons olive
    /// oil") reads as recipes are read aloud, and a step's sentence with
    /// the measure inside it ("use a cup measure") is left alone.
    static func ofAfterParts(_ tokens: [String]) -> [String] {
        // "three quarters of a cup" comes as one token: read word by word.
        let tokens = tokens.flatMap { token in token.contains(" ") ? token.split(separator: " ").map(String.init) : [token] }
        var result: [String] = []
        result.reserveCapacity(tokens.count + 4)
        var index = 0
        while index < tokens.count {
            let startsSentence = result.isEmpty || [".", "!", "?", ":"].contains(result.last!)
            guard startsSentence else {
                result.append(tokens[index])
                index += 1
                continue
            }
            // The amount: number words, digits and the words of a part.
            var end = index
            var part = false
            while end < tokens.count, end - index < 8, amountWords.contains(tokens[end].lowercased()) || Double(tokens[end]) != nil {
                if partWords.contains(tokens[end].lowercased()) { part = true }
                end += 1
            }
            if part, end > index, end + 1 < tokens.count, measuresOfSomething.contains(tokens[end].lowercased()),
               let next = tokens[end + 1].first, next.isLetter, !["of", "or", "to", "and", "each"].contains(tokens[end + 1].lowercased()),
               // "one 14 and a half ounce can of tomatoes": the ounces are the can's.
               !measuredVessels.contains(tokens[end + 1].lowercased()) {
                result += tokens[index...end] + ["of"]
                index = end + 1
                continue
            }
            result.append(tokens[index])
            index += 1
        }
        return result
    }

    private static let measuredVessels: Set<String> = [
        "can", "cans", "tin", "tins", "packet", "packets", "jar", "jars", "bag", "bags", "block", "blocks", "carton", "cartons",
        "bottle", "bottles", "tub", "tubs", "pack", "packs",
    ]
    private static let partWords: Set<String> = ["half", "quarter", "quarters", "third", "thirds", "eighth", "eighths", "fifth", "fifths"]
    private static let amountWords: Set<String> = partWords.union([
        "a", "an", "and", "of", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
    ])
    private static let measuresOfSomething: Set<String> = [
        "cup", "cups", "teaspoon", "teaspoons", "tablespoon", "tablespoons", "gram", "grams", "kilogram", "kilograms", "litre",
        "litres", "liter", "liters", "millilitre", "millilitres", "ounce", "ounces", "pound", "pounds", "pint", "pints",
        "head", "heads", "bunch", "bunches", "stick", "sticks", "can", "cans", "tin", "tins", "packet", "packets", "jar", "jars",
        "handful", "handfuls", "pinch", "pinches", "clove", "cloves", "sheet", "sheets", "block", "blocks", "bag", "bags",
    ]

    static func expandNumbers(_ tokens: [String]) -> [String] {
        var tokens = tokens
        var out: [String] = []
        var index = 0
        while index < tokens.count {
            // "0.33 cup", as written in a recipe, is a third of a cup, not "zero point three three".
            if let value = Double(tokens[index]), tokens[index].contains("."), value < 1, let third = thirds(value) { tokens[index] = third }
            let token = tokens[index]
            let next = index + 1 < tokens.count ? tokens[index + 1] : ""
            let afterNext = index + 2 < tokens.count ? tokens[index + 2] : ""
            if Int(token) != nil, let fraction = fractionWords[next] {
                out.append(token)
                out.append("and")
                out.append(fraction.single == "half" ? "a half" : fraction.single)
                index += 2
                continue
            }
            if let fraction = fractionWords[token] {
                // "half a cup", "a quarter teaspoon", "three quarters of a cup"
                let afterDeterminer = out.last.map { determiners.contains($0.lowercased()) } == true
                let bare = String(fraction.single.drop { $0 != " " }.dropFirst())
                if unitWords.values.contains(where: { $0.0 == next.lowercased() }) || next.lowercased() == "inch", isSizedNoun(afterNext) {
                    // "1/2-inch pieces": "half inch pieces", "three quarter inch cubes".
                    // "1 to a fifth inch": a range's second figure keeps its article.
                    let ranged = out.last.map { ["to", "or"].contains($0.lowercased()) } == true
                    out.append(fraction.single == "half" ? "half" : fraction.single.hasPrefix("a") && !ranged ? bare
                               : fraction.single.hasSuffix("s") ? String(fraction.single.dropLast()) : fraction.single)
                } else if ordinalFractions.contains(token), measureWords.contains(next.lowercased()) {
                    out += [afterDeterminer ? bare : fraction.single, "of", article(before: next)]
                } else if fraction.single == "half", next.first?.isLetter == true, !["and", "to", "or", "of", "a", "an", "the"].contains(next.lowercased()) {
                    out += afterDeterminer ? ["half"] : ["half", article(before: next)]
                } else if afterDeterminer, fraction.single.hasPrefix("a ") || fraction.single.hasPrefix("an ") {
                    out.append(bare)
                } else if !fraction.single.hasPrefix("a"), measureWords.contains(next.lowercased()) {
                    out += [fraction.single, "of", article(before: next)]
                } else {
                    out.append(fraction.single)
                }
                index += 1
                continue
            }
            if let value = Double(token), token.contains(".") {
                let whole = Int(bounded: value)
                let part = value - Double(whole)
                // "1.0 lb" is one pound, not "one point zero".
                if part == 0, abs(value) < 1e15 {
                    out.append(String(whole))
                    index += 1
                    continue
                }
                // "1.33 cups": 1 and a third.
                if whole > 0, let third = thirds(part) {
                    out += [String(whole), "and", fractionWords[third]?.single ?? third]
                    index += 1
                    continue
                }
                let names: [(Double, String)] = [(0.5, "a half"), (0.25, "a quarter"), (0.75, "three quarters")]
                if let name = names.first(where: { abs($0.0 - part) < 0.001 })?.1 {
                    if whole == 0 {
                        out.append(name == "a half" ? "half" : name)
                        if name == "a half", next.first?.isLetter == true, !["and", "to", "or", "of", "a", "an", "the"].contains(next.lowercased()) {
                            out.append(article(before: next))
                        }
                    } else {
                        out += [String(whole), "and", name]
                    }
                    index += 1
                    continue
                }
            }
            out.append(token)
            index += 1
        }
        return out
    }
}

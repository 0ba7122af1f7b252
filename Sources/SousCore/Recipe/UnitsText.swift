import Foundation

/// Moves the temperatures and measures written in free text (a step, an
/// ingredient's note) to another measuring system: "Preheat the oven to
/// 350°F" reads "180°C" for a metric cook, "the 225 g of sugar" reads
/// "1 1/8 cups" for an American one. Where the author gave both ("350°F
/// (180°C)", "1 cup (200 g) sugar") the cook's own figure is kept and the
/// other dropped, never converted into a second copy of the same.
enum UnitsText {
    static func converting(_ text: String, to system: MeasuringSystem, ingredients: [Ingredient] = [], name: String? = nil) -> String {
        guard system != .asWritten else { return text }
        let text = lengthsInSystem(sizesInOneSystem(IngredientParser.spellingFractions(text), system), system)
        let mentions = (temperatures(in: text) + measures(in: text, ingredients: ingredients, name: name))
            .sorted { $0.range.lowerBound < $1.range.lowerBound }
        var result = ""
        var position = text.startIndex
        var index = 0
        while index < mentions.count {
            let mention = mentions[index]
            guard mention.range.lowerBound >= position else { index += 1; continue }
            result += text[position..<mention.range.lowerBound]
            position = mention.range.upperBound
            index += 1
            // "350°F (180°C)", "180°C/350°F": the pair is one figure twice.
            if index < mentions.count, let end = pairEnd(text, mention, mentions[index]) {
                let other = mentions[index]
                let mine = mention.belongs(to: system) ? mention : other.belongs(to: system) ? other : nil
                result += mine.map { String(text[$0.range]) } ?? mention.converted(to: system) ?? String(text[mention.range])
                position = end
                index += 1
                continue
            }
            result += mention.converted(to: system) ?? String(text[mention.range])
        }
        return result + text[position...]
    }

    /// A tin or a cut given in both systems ("a 20 cm (8 inch) square tin",
    /// "a 900 g (2 lb) loaf tin", "8-inch (20 cm)") is given in the cook's
    /// alone: an American reads "an 8 inch square pan", not centimetres first.
    static func sizesInOneSystem(_ text: String, _ system: MeasuringSystem) -> String {
        guard text.contains("(") else { return text }
        let sized = text.replacing(sizePair) { match in
            let (first, firstUnit, second, secondUnit) = (match.output.1, match.output.3, match.output.4, match.output.6)
            let firstIsMetric = ["cm", "mm", "g", "kg"].contains(firstUnit.lowercased())
            let secondIsMetric = ["cm", "mm", "g", "kg"].contains(secondUnit.lowercased())
            guard firstIsMetric != secondIsMetric else { return String(match.output.0) }
            let keepFirst = firstIsMetric == (system == .metric)
            return keepFirst ? "\(first)\(match.output.2)\(firstUnit)" : "\(second)\(match.output.5)\(secondUnit)"
        }
        // "a 20 cm" was "a"; "an 8 inch" is said with "an".
        guard sized != text else { return text }
        return sized.replacing(#/\b([Aa]) (8|11|18|8\d)\b/#) { "\($0.output.1)n \($0.output.2)" }
    }

    /// A length the author gave in one system alone, in the cook's: "cut
    /// into 4 cm chunks" is "1 1/2 inch chunks" for an American (to the
    /// quarter inch a ruler shows), "1-inch cubes" "2.5 cm cubes" for a
    /// metric cook (to the half centimetre, millimetres under one); a
    /// tin's two sides together ("23 by 33 cm").
    static func lengthsInSystem(_ text: String, _ system: MeasuringSystem) -> String {
        let lower = text.lowercased()
        switch system {
        case .us:
            guard lower.contains("cm") || lower.contains("mm") else { return text }
            let inches = text.replacing(metricLength) { match in
                let factor = match.output.3.lowercased() == "mm" ? 0.1 / 2.54 : 1 / 2.54
                let inches = [match.output.1, match.output.2].map { $0.flatMap { ScaledText.fraction(String($0)) }.map { inchText($0 * factor) } }
                let joiner = rangeWord(match.output.0)
                return (inches[0].map { $0 + joiner } ?? "") + (inches[1] ?? "") + " inch"
            }
            // "1 1/2 inch chunks", but "1 1/2 inches deep".
            return inches.replacing(#/(\d+(?: \d+/\d+)?|\d+/\d+) inch (deep|thick|long|wide|high|tall|apart)\b/#) { match in
                "\(match.output.1) \(match.output.1 == "1" || match.output.1.contains("/") && !match.output.1.contains(" ") ? "inch" : "inches") \(match.output.2)"
            }
        case .metric:
            guard lower.contains("inch") || lower.contains("in.") else { return text }
            return text.replacing(inchLength) { match in
                let lengths = [match.output.1, match.output.2].map { $0.flatMap { ScaledText.fraction(String($0)) }.map { $0 * 2.54 } }
                let joiner = rangeWord(match.output.0)
                // Under a centimetre in millimetres: "1/4 inch" is "5 mm".
                if let high = lengths[1], high < 1 {
                    let mm = lengths.map { $0.map { String(Int(max(1, ($0 * 10).rounded()))) } }
                    return (mm[0].map { $0 + joiner } ?? "") + (mm[1] ?? "") + " mm"
                }
                let cm = lengths.map { $0.map { value -> String in
                    let half = max(0.5, (value * 2).rounded() / 2)
                    return half == half.rounded() ? String(Int(half)) : String(format: "%.1f", half)
                } }
                return (cm[0].map { $0 + joiner } ?? "") + (cm[1] ?? "") + " cm"
            }
        case .asWritten:
            return text
        }
    }

    /// What joins two lengths as written: "23 by 33", "9 x 13", "2 to 3".
    private static func rangeWord(_ written: Substring) -> String {
        written.contains(where: { $0 == "x" || $0 == "×" }) ? " x " : written.lowercased().contains("by") ? " by " : " to "
    }

    /// Inches to the quarter a ruler shows, at least a quarter: "1 1/2".
    private static func inchText(_ inches: Double) -> String {
        AmountFormatter.format(max(0.25, (inches * 4).rounded() / 4))
    }

    /// "4 cm", "2-3 cm", "23 by 33 cm", "5mm", "2.5-cm": not inside brackets
    /// beside another system's (`sizePair` took those first).
    nonisolated(unsafe) private static let metricLength =
        #/(?i)\b(?:(\d+(?:[.,]\d+)?)\s*(?:-|–|to|by|x|×)\s*)?(\d+(?:[.,]\d+)?)[ -]?(cm|mm)\b(?!\))/#
    /// "1 inch", "1-inch", "1/2 inch", "1 1/2 inches", "9 by 13 inch", "2 in.".
    nonisolated(unsafe) private static let inchLength =
        #/(?i)\b(?:(\d+(?: \d+/\d+)?|\d+/\d+|\d+(?:[.,]\d+)?)\s*(?:-|–|to|by|x|×)\s*)?(\d+ \d+/\d+|\d+/\d+|\d+(?:[.,]\d+)?)[ -]?(?:inches|inch|in\.)(?!\))/#

    /// "20 cm (8 inch)", "900g (2lb)", "8-inch (20-cm)": a number and a
    /// length or weight, then the same in brackets; a tin's two sides too,
    /// "23 by 33 cm (9 by 13 inch)" or "23 x 33cm (9 x 13in.)".
    nonisolated(unsafe) private static let sizePair =
        #/(?i)\b(\d+(?:[.,]\d+)?(?:\s*(?:by|x|×)\s*\d+(?:[.,]\d+)?)?)([ -]?)(cm|mm|inches|inch|in\.|g|kg|lb|oz)\s*\((\d+(?:[.,]\d+)?(?:\s*(?:by|x|×)\s*\d+(?:[.,]\d+)?)?)([ -]?)(cm|mm|inches|inch|in\.|g|kg|lb|oz)\)/#

    /// A temperature or a measure found in the text.
    struct Mention {
        enum Kind {
            /// Degrees (the low end of a range first: "350-375°F"), the scale
            /// when written, the sign between ("°", " degrees "), the scale's word.
            case temperature(Double?, Double, TemperatureScale?, Substring, Substring?)
            case measure(Amount, CookingUnit, String)
        }
        var range: Range<String.Index>
        var kind: Kind

        var isTemperature: Bool { if case .temperature = kind { true } else { false } }

        func belongs(to system: MeasuringSystem) -> Bool {
            switch kind {
            case .temperature(_, _, let scale, _, _): scale.map { ($0 == .celsius) == (system == .metric) } ?? false
            case .measure(_, let unit, _): MeasureConversion.belongs(unit, to: system)
            }
        }

        /// The mention in `system`, nil when it stays as written.
        func converted(to system: MeasuringSystem) -> String? {
            switch kind {
            case .temperature(let low, let degrees, let scale, let sign, let unitWord):
                guard system != .asWritten, !belongs(to: system) else { return nil }
                // "350 degrees" alone is Fahrenheit only where Celsius cannot be meant.
                guard let scale = scale ?? (system == .metric && degrees >= 300 ? .fahrenheit : nil) else { return nil }
                let target: TemperatureScale = scale == .fahrenheit ? .celsius : .fahrenheit
                let high = Temperature.kitchen(degrees, from: scale, to: target)
                let figure = low.map { "\(Temperature.kitchen($0, from: scale, to: target))-\(high)" } ?? "\(high)"
                guard let unitWord else { return "\(figure)°\(target.letter)" + (sign.hasSuffix(" ") ? " " : "") }
                return "\(figure)\(sign)\(target.word(like: unitWord))"
            case .measure(let amount, let unit, let name):
                guard let (shown, shownUnit) = MeasureConversion.measured(amount, unit, name: name, to: system) else { return nil }
                return Ingredient(text: "", amount: shown, unit: shownUnit, name: name).quantityText((shown, shownUnit))
            }
        }
    }

    /// Where a pair written as "A (B)" or "A / B" ends, when `second`
    /// follows `first` that way and the two are the same kind of figure in
    /// two systems.
    private static func pairEnd(_ text: String, _ first: Mention, _ second: Mention) -> String.Index? {
        guard first.isTemperature == second.isTemperature,
              first.belongs(to: .metric) != second.belongs(to: .metric) || first.belongs(to: .us) != second.belongs(to: .us) else { return nil }
        let between = text[first.range.upperBound..<second.range.lowerBound]
        let opener = between.trimmingCharacters(in: .whitespaces)
        if opener == "/" || opener == "or" { return second.range.upperBound }
        guard opener == "(" || opener == "(about" || opener == "(approx." || opener == "(approximately" else { return nil }
        let rest = text[second.range.upperBound...]
        guard let close = rest.firstIndex(of: ")"), rest[..<close].trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
        return text.index(after: close)
    }

    // MARK: Temperatures

    /// "350°F", "350 °F", "350F", "350 degrees F", "180 degrees Celsius",
    /// "180ºC", "350 degrees" (the scale unsaid).
    nonisolated(unsafe) private static let temperature =
        #/(\d{2,3})(\s?(?:°|º|˚)\s?|\s(?i:degrees?|deg\.?)\s?|\s?)(Fahrenheit|Celsius|fahrenheit|celsius|F|C|℉|℃)?(?![A-Za-z])/#

    private static func temperatures(in text: String) -> [Mention] {
        var found: [Mention] = []
        for match in text.matches(of: temperature) {
            let before = text[..<match.range.lowerBound].last
            guard before.map({ !$0.isNumber && !".,".contains($0) }) ?? true, let degrees = Double(match.output.1) else { continue }
            let sign = match.output.2
            let unitWord = match.output.3
            let scale = unitWord.flatMap { TemperatureScale(String($0)) }
            // A number with neither a degree sign, "degrees" nor a scale is no temperature.
            let signed = sign.contains { "°º˚".contains($0) } || sign.lowercased().contains("deg")
            guard signed || scale != nil else { continue }
            // "350-375°F", "180 to 200°C": the low end goes with it.
            var range = match.range
            var low: Double?
            if let dash = text[..<match.range.lowerBound].firstMatch(of: #/(\d{2,3})\s?(?:-|–|to)\s?$/#),
               let value = Double(dash.output.1), text[..<dash.range.lowerBound].last.map({ !$0.isNumber }) ?? true {
                low = value
                range = dash.range.lowerBound..<match.range.upperBound
            }
            found.append(Mention(range: range, kind: .temperature(low, degrees, scale, sign, unitWord)))
        }
        return found
    }

    // MARK: Measures

    /// "1 cup", "225 g", "2-3 tbsp" of food; not "a 900 g loaf tin".
    private static func measures(in text: String, ingredients: [Ingredient], name: String?) -> [Mention] {
        var found: [Mention] = []
        for match in text.matches(of: ScaledText.measurePattern) {
            let before = text[..<match.range.lowerBound].last
            guard before.map({ !$0.isNumber && !"./-".contains($0) }) ?? true,
                  let value = ScaledText.fraction(String(match.output.2)),
                  let unit = CookingUnit.lookup(String(match.output.3).lowercased()), unit.kind != .count || unit.symbol == "stick" else { continue }
            var range = match.range
            var amount = Amount.exact(value)
            if let low = match.output.1.flatMap({ ScaledText.fraction(String($0)) }), low < value {
                amount = .range(low, value)
            } else if let (sum, rest) = ScaledText.joiningSplit(value, unit, text[match.range.upperBound...]) {
                // "1/4 cup + 2 tbsp": one amount.
                amount = .exact(sum)
                range = match.range.lowerBound..<rest.startIndex
            }
            // What it is of: the words after it, past "(2 lb)", "of" and "the".
            var tail = text[range.upperBound...]
            if let paren = tail.firstMatch(of: #/^\s?\([^)]{1,20}\)/#) { tail = tail[paren.range.upperBound...] }
            let following = Words.stems(String(tail.prefix(40))).drop { ["of", "the", "a", "an"].contains($0) }.prefix(3)
            let food = ingredients.first { ingredient in Words.stems(ingredient.name).contains { following.contains($0) } }
            if name == nil, food == nil, following.prefix(2).contains(where: ScaledText.vessels.contains) { continue }
            let named = name ?? food?.name ?? following.joined(separator: " ")
            found.append(Mention(range: range, kind: .measure(amount, unit, named)))
        }
        return found
    }
}

/// The two scales an oven dial is printed in.
enum TemperatureScale {
    case celsius, fahrenheit

    init?(_ word: String) {
        switch word.lowercased() {
        case "c", "celsius", "℃": self = .celsius
        case "f", "fahrenheit", "℉": self = .fahrenheit
        default: return nil
        }
    }

    var letter: String { self == .celsius ? "C" : "F" }

    /// The scale's name written the way `written` wrote the other's: "F"
    /// for "C", "Celsius" for "Fahrenheit", "℉" for "℃".
    func word(like written: Substring) -> String {
        switch written {
        case "℃", "℉": self == .celsius ? "℃" : "℉"
        case _ where written.count == 1: letter
        case _ where written.first?.isUppercase == true: self == .celsius ? "Celsius" : "Fahrenheit"
        default: self == .celsius ? "celsius" : "fahrenheit"
        }
    }
}

/// Oven and sugar temperatures as recipes print them.
enum Temperature {
    /// `degrees` in the other scale, rounded as a recipe prints it: an
    /// oven (120°C, 250°F and up) to 10°C or 25°F, the way the tables on
    /// oven dials read (350°F is 180°C, 180°C is 350°F, 425°F 220°C);
    /// anything cooler (water for yeast, a roast's middle, sugar at soft
    /// ball) to 5 degrees, where 10 would be too coarse.
    static func kitchen(_ degrees: Double, from scale: TemperatureScale, to target: TemperatureScale) -> Int {
        guard scale != target else { return Int(degrees) }
        if target == .celsius {
            let celsius = Measurement(value: degrees, unit: UnitTemperature.fahrenheit).converted(to: .celsius).value
            let step = celsius >= 120 ? 10.0 : 5.0
            return Int((celsius / step).rounded() * step)
        }
        let fahrenheit = Measurement(value: degrees, unit: UnitTemperature.celsius).converted(to: .fahrenheit).value
        let step = fahrenheit >= 250 ? 25.0 : 5.0
        return Int((fahrenheit / step).rounded() * step)
    }
}

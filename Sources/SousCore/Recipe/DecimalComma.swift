/// "1,5 Std. backen", "2,5 Minuten", "set a timer for 1,5 minutes": German,
/// Spanish, French and Dutch cooks write a decimal comma where English
/// writes a point. Read as "1 5" it became a 5-hour timer (and a typed
/// "1,5 minutes" replaced a running timer), so every reader of a duration
/// turns a comma between digits into a point first, as the ingredient
/// parser already reads "1,5 kg".
///
/// Three digits after the comma ("1,500") are an English thousands
/// separator as often as a decimal; they are left as written, which no
/// reader takes for a duration.
public enum DecimalComma {
    /// `text` with each decimal comma between digits made a point.
    public static func points(_ text: String) -> String {
        guard text.contains(",") else { return text }
        let characters = Array(text)
        var result = ""
        result.reserveCapacity(characters.count)
        for (index, character) in characters.enumerated() {
            guard character == ",", index > 0, isDigit(characters[index - 1]) else {
                result.append(character)
                continue
            }
            var end = index + 1
            while end < characters.count, isDigit(characters[end]) { end += 1 }
            let digits = end - index - 1
            result.append(digits > 0 && digits != 3 ? "." : ",")
        }
        return result
    }

    private static func isDigit(_ character: Character) -> Bool {
        character.isASCII && character.isNumber
    }
}

import Foundation

/// Says where a hand-edited JSON file goes wrong, as an editor shows it:
/// "line 4, column 18", not Foundation's "around character 70"; an empty
/// file is empty, and a file saved as Latin-1 ("ANSI" in Notepad) is told
/// to be saved as UTF-8.
public enum JSONProblem {
    public static func describe(_ data: Data, _ error: Error) -> String {
        if data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) { return "is empty" }
        if String(data: data, encoding: .utf8) == nil { return "is not UTF-8 text; save it as UTF-8" }
        var detail = debugDescription(error) ?? "it does not parse"
        if detail.firstMatch(of: #/character \d+/#) == nil {
            // JSONDecoder's message has no place; JSONSerialization's does.
            do { _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) } catch {
                detail = debugDescription(error) ?? detail
            }
        }
        guard let match = detail.firstMatch(of: #/character (\d+)/#), let offset = Int(match.output.1) else {
            return "is not valid JSON (\(detail))"
        }
        let (line, column) = position(of: offset, in: data)
        let reason = detail.replacingOccurrences(of: #" around (line \d+, column \d+|character \d+)\.?"#, with: "", options: .regularExpression)
        return "is not valid JSON at line \(line), column \(column) (\(reason))"
    }

    private static func debugDescription(_ error: Error) -> String? {
        if case DecodingError.dataCorrupted(let context) = error {
            if let underlying = context.underlyingError { return debugDescription(underlying) }
            return context.debugDescription
        }
        return (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
    }

    /// Line and column (from 1) of a character offset.
    static func position(of offset: Int, in data: Data) -> (Int, Int) {
        let text = String(decoding: data, as: UTF8.self)
        var line = 1, column = 1
        for (index, character) in text.enumerated() {
            if index >= offset { break }
            if character == "\n" || character == "\r\n" { line += 1; column = 1 } else { column += 1 }
        }
        return (line, column)
    }
}

import Foundation
import SousCore

/// Finds the time a step takes in its text ("Simmer for 20 minutes",
/// "bake 25-30 mins", "rest 1 hour"), so recipes from sources without
/// timers still get Sous's "Do you want a timer?".
enum StepDurations {
    private static let pattern = try! NSRegularExpression(
        pattern: #"(\d+(?:\.\d+)?)(?:\s*(?:-|–|to)\s*\d+(?:\.\d+)?)?\s*(minutes?|mins?|hours?|hrs?|seconds?|secs?)\b"#,
        options: [.caseInsensitive])

    /// Seconds of the first duration in `text`; for a range, the shorter
    /// end, when the cook should first check.
    static func seconds(in text: String) -> Int? {
        let text = DecimalComma.points(text)
        let range = NSRange(text.startIndex..., in: text)
        guard let match = pattern.firstMatch(in: text, range: range),
              let numberRange = Range(match.range(at: 1), in: text), let unitRange = Range(match.range(at: 2), in: text),
              let number = Double(text[numberRange]) else { return nil }
        let unit = text[unitRange].lowercased()
        let factor: Double = unit.hasPrefix("h") ? 3600 : unit.hasPrefix("s") ? 1 : 60
        let seconds = Int(bounded: (number * factor).rounded())
        // "Leave for 277777777 hours" is no timer anyone sets.
        return seconds > 0 && seconds <= Recipe.longestTimer ? seconds : nil
    }
}

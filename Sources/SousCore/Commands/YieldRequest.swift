/// "make 36 cookies", "make it for 2 loaves", "we need 48 cookies", "make
/// two batches", "make half a loaf", "make 1.5 loaves": as many of a thing,
/// which a phrase's slots cannot hold (any noun, a count that may be a
/// part). Whether the thing is what the recipe makes is the session's to
/// say; words that count people are servings.
public enum YieldRequest {
    static func intent(_ words: [String]) -> Intent? {
        guard let match = words.joined(separator: " ").wholeMatch(of: phrase) else { return nil }
        let count: Double
        if let number = match.output.1 {
            guard let value = Double(number), value.isFinite, value > 0 else { return nil }
            count = value + (match.output.2 == nil ? 0 : 0.5)
        } else {
            switch match.output.3 {
            case "half": count = 0.5
            case "a quarter of": count = 0.25
            case "a third of": count = 1.0 / 3
            case "3 quarters of": count = 0.75
            default: count = 1
            }
        }
        var noun = String(match.output.4)
        // "make 12 of them", "make 24 pieces": of whatever the recipe makes.
        if ["of them", "them", "ones", "piece", "pieces", "of those"].contains(noun) { noun = YieldRequest.pieces }
        let last = String(noun.split(separator: " ").last ?? "")
        guard !notAThing.contains(last), !notAThing.contains(String(noun.split(separator: " ")[0])) else { return nil }
        if YieldUnit.servingWords.contains(last) {
            return count == count.rounded() ? .people(Int(bounded: count)) : nil
        }
        return .makes(count, noun)
    }

    /// The noun of a count of whatever the recipe makes ("make a dozen").
    public static let pieces = "pieces"

    /// Words after a count that are no thing a recipe makes: lengths,
    /// factors, steps ("cook 5 minutes", "make it 2 times", "do 2 steps").
    private static let notAThing: Set<String> = [
        "minute", "minutes", "min", "mins", "hour", "hours", "second", "seconds", "time", "times", "x", "more", "less",
        "step", "steps", "timer", "timers", "percent", "degrees", "degree", "again", "extra", "other", "others",
    ]

    nonisolated(unsafe) private static let phrase =
        #/(?:(?:let us |i am |we are |i will |we will |i would like to |we want to |i want to |i need to |we need to |we would like to )?(?:make|making|bake|baking|cook|cooking|do|doing)(?: it| this| the recipe| enough| me| us)?(?: for| to)? |(?:scale|change|set|adjust|put)(?: it| this| the recipe)? (?:to|for) |(?:we|i) (?:need|want|would like) |for |just |only )(?:(\d+(?:\.\d+)?)( and a half)?|(half|a quarter of|a third of|3 quarters of|a|an)(?: an?)?) ([a-z][a-z'-]*(?: [a-z][a-z'-]*){0,2}?)(?: of [a-z]+(?: [a-z]+)?)?(?: (?:instead|now|today|tonight|this time|in total|altogether))?/#
}

import Foundation

/// What a page prints among its steps that is not a step: calls to share
/// ("Did you make this? Tag us on Instagram!", "Pin this recipe for
/// later!"), a sign-off ("Enjoy!"), the notes and nutrition blocks, a
/// button's label.
///
/// Read aloud as "Step 7 of 7: Pin this recipe for later!", they waste a
/// cook's attention at the stove. Only lines that are clearly not cooking
/// are matched: "Note: the dough will be sticky" and "Serve and enjoy!" stay.
enum PageChatter {
    static func isChatter(_ step: String) -> Bool {
        var text = step.lowercased().trimmingCharacters(in: .whitespaces)
        text = text.replacingOccurrences(of: "’", with: "'")
        let bare = text.trimmingCharacters(in: CharacterSet(charactersIn: "!.?:… ")).trimmingCharacters(in: .whitespaces)
        if signOffs.contains(bare) { return true }
        if openings.contains(where: { text.hasPrefix($0) }) { return true }
        return socialWords.contains { text.contains($0) } && !text.contains(where: \.isNumber)
    }

    private static let signOffs: Set<String> = [
        "enjoy", "enjoy it", "enjoy!!", "bon appétit", "bon appetit", "buen provecho", "guten appetit", "buon appetito",
        "eet smakelijk", "pin it", "pin", "print", "print recipe", "save", "save recipe", "jump to recipe", "share",
    ]

    private static let openings: [String] = [
        "did you make this", "did you try this", "tried this recipe", "have you tried this", "pin this recipe",
        "pin this for later", "pin it for later", "save this recipe", "tag us", "tag me", "share this recipe",
        "follow us", "follow me", "rate this recipe", "leave a comment", "leave a review", "notes:", "recipe notes:",
        "nutrition:", "nutrition facts", "nutrition information", "nutritional information", "calories:",
    ]

    private static let socialWords: [String] = ["instagram", "pinterest", "facebook", "tiktok", "leave a comment", "star rating"]
}

/// The deeds a cook asks the time of ("how long do I let it rise", "how
/// long does it bake for") and the words a step does them in: "leave to
/// rise for 1 hour", "bake for 30 to 35 minutes", "cool on a wire rack for
/// at least 1 hour". Asked before the rise, the answer is the rise's step,
/// never the kneading this step or the next timed one does.
enum StepDeeds {
    /// Each deed's words as steps write them.
    private static let families: [String: Set<String>] = [
        "rise": ["rise", "rises", "rising", "risen"],
        "prove": ["prove", "proves", "proving", "proved", "proof", "proofs", "proofing", "proofed"],
        "ferment": ["ferment", "ferments", "fermenting", "fermented", "fermentation"],
        "bake": ["bake", "bakes", "baking", "baked"],
        "cool": ["cool", "cools", "cooling", "cooled"],
        "rest": ["rest", "rests", "resting", "rested"],
        "stand": ["stand", "stands", "standing", "sit", "sits", "sitting"],
        "chill": ["chill", "chills", "chilling", "chilled", "refrigerate", "refrigerated", "fridge"],
        "knead": ["knead", "kneads", "kneading", "kneaded"],
        "simmer": ["simmer", "simmers", "simmering", "simmered"],
        "roast": ["roast", "roasts", "roasting", "roasted"],
        "marinate": ["marinate", "marinates", "marinating", "marinated", "marinade"],
        "soak": ["soak", "soaks", "soaking", "soaked"],
        "boil": ["boil", "boils", "boiling", "boiled"],
        "fry": ["fry", "fries", "frying", "fried"],
        "steam": ["steam", "steams", "steaming", "steamed"],
        "set": ["set", "sets", "setting"],
        "mix": ["mix", "mixes", "mixing", "mixed"],
        "beat": ["beat", "beats", "beating", "beaten"],
        "whisk": ["whisk", "whisks", "whisking", "whisked"],
        "stir": ["stir", "stirs", "stirring", "stirred"],
        "steep": ["steep", "steeps", "steeping", "steeped"],
        "braise": ["braise", "braises", "braising", "braised"],
        "poach": ["poach", "poaches", "poaching", "poached"],
        "grill": ["grill", "grills", "grilling", "grilled"],
        "toast": ["toast", "toasts", "toasting", "toasted"],
    ]

    /// What the cook's word is one of: "proof" is proving, "sit" standing.
    private static let asked: [String: String] = [
        "proof": "prove", "sit": "stand", "refrigerate": "chill",
    ]

    /// Deeds that stand in for each other when a recipe uses the other
    /// word: a dough left "to rise" is proving, one "to rest" stands.
    private static let kin: [String: [String]] = [
        "rise": ["prove", "ferment"], "prove": ["rise", "ferment"], "ferment": ["rise", "prove"],
        "rest": ["stand"], "stand": ["rest"], "chill": ["set"], "set": ["chill"],
    ]

    /// Whether `word` names a deed Sous looks for in the steps.
    static func named(_ word: String) -> Bool { family(of: word) != nil }

    static func family(of word: String) -> String? {
        let word = asked[word] ?? word
        if families[word] != nil { return word }
        return families.first { $0.value.contains(word) }?.key
    }

    /// The deed's own words, then its kin's.
    static func searches(for deed: String) -> [Set<String>] {
        guard let family = family(of: deed), let own = families[family] else { return [] }
        return [own, (kin[family] ?? []).reduce(into: Set<String>()) { $0.formUnion(families[$1] ?? []) }].filter { !$0.isEmpty }
    }

    /// Where `text` does the deed: the sentence that says it and the time
    /// that sentence gives it (the first after the deed's word, else the
    /// last before it), nil when it gives none. "The rest of the flour"
    /// and "set aside" are no resting or setting.
    static func mention(in text: String, words deedWords: Set<String>) -> (sentence: String, seconds: Int?, upTo: Int?)? {
        var untimed: String?
        for sentence in SpokenText.sentences(text) {
            let (words, found, _) = StepTimer.scan(sentence)
            let at = words.indices.filter { index in
                let word = words[index].trimmingCharacters(in: .punctuationCharacters)
                guard deedWords.contains(word) else { return false }
                let before = index > 0 ? words[index - 1] : ""
                let after = index + 1 < words.count ? words[index + 1].trimmingCharacters(in: .punctuationCharacters) : ""
                if word == "rest", before == "the" || after == "of" { return false }
                if word.hasPrefix("set"), ["aside", "the", "a", "an", "your", "up", "over", "to"].contains(after) { return false }
                return true
            }
            guard let first = at.first else { continue }
            let time = found.first { $0.at > first } ?? found.last { $0.at < first }
            if let time { return (sentence, time.seconds, time.upTo) }
            untimed = untimed ?? sentence
        }
        return untimed.map { ($0, nil, nil) }
    }
}

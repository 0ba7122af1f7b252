import Foundation

/// A British recipe read in US measures is read by an American cook: "1
/// cup plain flour" sends them looking for a bag their shop doesn't sell
/// under that name, and "line the tin" for a tin. In US measures the
/// ingredients and steps take the names on American shelves and in
/// American kitchens: all-purpose flour, superfine sugar, heavy cream,
/// zucchini, cilantro, a loaf pan. (Search, "how much", the shopping list
/// and the pantry already take either name for one thing.)
enum AmericanNames {
    /// British words and the American ones, longest first so "strong white
    /// bread flour" is not read as "bread flour" with a stray "strong white".
    private static let names: [(british: String, american: String)] = [
        ("strong white bread flour", "bread flour"), ("strong bread flour", "bread flour"), ("strong white flour", "bread flour"),
        ("plain flour", "all-purpose flour"), ("self-raising flour", "self-rising flour"), ("self raising flour", "self-rising flour"),
        ("caster sugar", "superfine sugar"), ("icing sugar", "powdered sugar"), ("demerara sugar", "turbinado sugar"),
        ("double cream", "heavy cream"), ("single cream", "light cream"),
        ("bicarbonate of soda", "baking soda"), ("cornflour", "cornstarch"),
        ("courgettes", "zucchini"), ("courgette", "zucchini"), ("aubergines", "eggplants"), ("aubergine", "eggplant"),
        ("spring onions", "green onions"), ("spring onion", "green onion"),
        ("king prawns", "jumbo shrimp"), ("prawns", "shrimp"), ("prawn", "shrimp"),
        ("beef mince", "ground beef"), ("minced beef", "ground beef"), ("pork mince", "ground pork"), ("minced pork", "ground pork"),
        ("lamb mince", "ground lamb"), ("minced lamb", "ground lamb"),
        ("tomato purée", "tomato paste"), ("tomato puree", "tomato paste"),
        ("sultanas", "golden raisins"), ("sultana", "golden raisin"), ("rocket", "arugula"),
        ("stock cubes", "bouillon cubes"), ("stock cube", "bouillon cube"), ("chilli flakes", "red pepper flakes"),
        ("fresh coriander", "fresh cilantro"), ("coriander leaves", "cilantro leaves"),
        ("chilli powder", "chili powder"), ("wholemeal flour", "whole wheat flour"),
        ("fast-action dried yeast", "instant yeast"), ("fast action dried yeast", "instant yeast"),
        ("fast-action yeast", "instant yeast"), ("fast action yeast", "instant yeast"),
        ("vanilla pods", "vanilla beans"), ("vanilla pod", "vanilla bean"), ("gelatine", "gelatin"),
        ("chestnut mushrooms", "cremini mushrooms"), ("chestnut mushroom", "cremini mushroom"),
        ("plain chocolate", "semisweet chocolate"),
        // "short-grain pudding rice" is not "short-grain short-grain rice".
        ("short-grain pudding rice", "short-grain rice"), ("short grain pudding rice", "short-grain rice"),
        ("pudding rice", "short-grain rice"), ("lengthways", "lengthwise"),
    ]

    /// Kitchen things the steps name, British and American.
    private static let kitchen: [(british: String, american: String)] = [
        ("baking paper", "parchment paper"), ("greaseproof paper", "parchment paper"), ("cling film", "plastic wrap"),
        ("kitchen paper", "paper towels"), ("baking trays", "baking sheets"), ("baking tray", "baking sheet"),
        ("tea towel", "dish towel"), ("the hob", "the stovetop"),
        ("loaf tins", "loaf pans"), ("loaf tin", "loaf pan"), ("cake tins", "cake pans"), ("cake tin", "cake pan"),
        ("roasting tins", "roasting pans"), ("roasting tin", "roasting pan"), ("baking tin", "baking pan"),
        ("square tin", "square pan"), ("round tin", "round pan"), ("sandwich tins", "cake pans"), ("sandwich tin", "cake pan"),
        ("springform tin", "springform pan"), ("the tins", "the pans"), ("the tin", "the pan"),
        // "a 12-hole muffin tin" holds 12 cups; "a 9 by 13 inch tin" is a pan.
        ("hole muffin tins", "cup muffin pans"), ("hole muffin tin", "cup muffin pan"),
        ("muffin tins", "muffin pans"), ("muffin tin", "muffin pan"), ("inch tins", "inch pans"), ("inch tin", "inch pan"),
        ("griddle pan", "grill pan"), ("stick blender", "immersion blender"), ("moulds", "molds"), ("mould", "mold"),
        ("knock back", "punch down"), ("knocked back", "punched down"), ("knocking back", "punching down"),
        // A jug is only the one to pour from: "a jug", "the jug".
        ("a jug", "a measuring cup"), ("the jug", "the measuring cup"),
        // Bread left "to prove" rises; the verb alone ("to prove the yeast is alive") is left as it is.
        ("leave to prove", "leave to rise"), ("to prove for", "to rise for"), ("to prove until", "to rise until"),
    ]

    /// An ingredient line's words in American names.
    static func ingredient(_ text: String) -> String {
        replacing(names, in: bareCoriander(text))
    }

    /// A step's words in American names. `spiceCoriander`: the recipe uses
    /// ground coriander or its seeds, so a bare "coriander" in its steps is
    /// the spice, not the leaves.
    static func step(_ text: String, spiceCoriander: Bool) -> String {
        let named = replacing(kitchen, in: replacing(names, in: spiceCoriander ? text : bareCoriander(text)))
        // "a stick blender" is "an immersion blender".
        guard named != text else { return text }
        return named.replacing(#/\b([Aa]) (immersion|eggplants?|instant|arugula|all-purpose)\b/#) { "\($0.output.1)n \($0.output.2)" }
    }

    /// Whether a line is coriander the spice: ground, or seeds.
    static func isSpiceCoriander(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.contains("coriander") && (lower.contains("ground") || lower.contains("seed"))
    }

    /// "coriander" alone (not ground, not seeds) is the leaves: cilantro.
    private static func bareCoriander(_ text: String) -> String {
        guard text.lowercased().contains("coriander") else { return text }
        var result = text
        for (word, american) in [("Coriander", "Cilantro"), ("coriander", "cilantro")] {
            // NSRegularExpression: Swift's Regex has no lookbehind.
            let pattern = "(?<![Gg]round )\\b\(word)\\b(?! [Ss]eed)(?! [Ll]eaves)"
            result = result.replacingOccurrences(of: pattern, with: american, options: .regularExpression)
        }
        return result
    }

    /// Each phrase as a whole word or words, in any case; a capital first
    /// letter stays capital ("Plain flour" is "All-purpose flour").
    private static func replacing(_ table: [(british: String, american: String)], in text: String) -> String {
        let lower = text.lowercased()
        guard table.contains(where: { lower.contains($0.british) }) else { return text }
        var result = text
        for (british, american) in table where result.lowercased().contains(british) {
            guard let pattern = try? Regex("(?i)\\b" + NSRegularExpression.escapedPattern(for: british) + "\\b") else { continue }
            let source = result
            result = source.replacing(pattern) { match in
                let found = source[match.range]
                return found.first?.isUppercase == true ? american.sentenceStart : american
            }
        }
        return result
    }
}

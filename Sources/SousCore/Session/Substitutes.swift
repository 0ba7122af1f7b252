/// What a cook can use instead of something they have run out of, with
/// how much of it: "For 2 cups of buttermilk: 2 cups of milk with 2 tbsp of
/// lemon juice or white vinegar; let it stand 5 minutes."
///
/// A short, curated table of the swaps every general cookbook prints (the
/// ratios are the standard ones: a tablespoon of acid to a cup of milk for
/// buttermilk, a teaspoon and a half of baking powder to a cup of plain
/// flour, a third as much dried herb as fresh). Each says its caveat where
/// one matters ("not for whipping"). Nothing outside it is ever made up: a
/// thing not listed gets "I don't know a substitute for it", because a
/// guessed swap at the stove spoils a dish the cook cannot start again.
public struct Substitute: Sendable {
    /// What it stands in for, as a cook and a recipe name it; the first is
    /// said in answers ("Instead of buttermilk").
    public let names: [String]
    /// The ways to replace it, the best first.
    public let options: [Option]
    /// Lines whose names hold one of these words are other things
    /// ("peanut butter" is no butter, "garlic powder" no clove of garlic).
    let unless: Set<String>

    init(_ names: [String], unless: Set<String> = [], _ options: [Option]) {
        self.names = names
        self.unless = unless
        self.options = options
    }

    /// One way to replace it: the parts mixed, what to do then, and where
    /// it falls short.
    public struct Option: Sendable {
        let parts: [Part]
        /// How the first part and the others are said together: "with",
        /// "thinned with", "blended with".
        let joining: String
        /// What to do once mixed: "let it stand 5 minutes".
        let then: String?
        /// Where it falls short: "Not for whipping."
        let caveat: String?
        /// The rule itself, said when the recipe does not use the thing or
        /// its amount cannot be measured ("a knob of butter"): "a cup of
        /// milk with a tablespoon of lemon juice for each cup".
        let rule: String

        /// What the recipe must do with the thing for the swap to work, as
        /// its caveat says ("In baking only"): read from the recipe's steps.
        let needs: Use?

        init(_ parts: [Part], joining: String = "with", then: String? = nil, caveat: String? = nil, needs: Use? = nil, rule: String) {
            self.parts = parts
            self.joining = joining
            self.then = then
            self.caveat = caveat
            self.needs = needs
            self.rule = rule
        }
    }

    /// A use of the thing a swap's caveat asks for.
    public enum Use: Sendable {
        /// Baked or a batter: a flax egg binds a cake, never makes an omelette.
        case baking
        /// Butter melted, not creamed or rubbed in: oil does not hold air.
        case melted
        /// Cream cooked or poured, not whipped: milk and butter do not whip.
        case unwhipped
    }

    /// One thing in the mix, and how much of it for how much of what it replaces.
    public struct Part: Sendable {
        let name: String
        let ratio: Ratio

        init(_ name: String, _ ratio: Ratio) {
            self.name = name
            self.ratio = ratio
        }
    }

    /// How much of a part goes in for the amount replaced.
    public enum Ratio: Sendable {
        /// This much of the amount, in its own measure: milk for
        /// buttermilk, cup for cup (1); oil for butter (3/4).
        case same(Double)
        /// This much in `unit` (nil: counted, "1/3 onion") for each `of`
        /// of it (a volume, or nil or a clove for one of a thing counted):
        /// a tablespoon of lemon juice for each cup of buttermilk, 1/8 tsp
        /// of garlic powder for each clove.
        case per(Double, CookingUnit?, of: CookingUnit?)
        /// This much of its weight: a cup of icing sugar weighs 120 g, a
        /// cup of granulated sugar 200 g, so cups are changed by weight
        /// (`Density.gramsPerCup`) and a weight stays one.
        case sameWeight(Double)
    }

    /// The entry for this name: every word of one of its names is a word
    /// of it ("light brown sugar" is brown sugar), the longest name first.
    /// Nil for a thing the table does not have, and for a word that is only
    /// part of a name ("chicken" is no chicken stock, "fish" no fish sauce).
    public static func entry(for name: String) -> Substitute? {
        let asked = Set(Words.stems(name).filter { !ignored.contains($0) })
        guard !asked.isEmpty else { return nil }
        var best: (entry: Substitute, size: Int)?
        for entry in table where entry.unless.isDisjoint(with: asked) {
            for known in entry.names {
                let words = Set(Words.stems(known).filter { !ignored.contains($0) })
                // "light brown sugar" is brown sugar, but "coconut milk" is no milk:
                // a food among the other words makes it another thing.
                guard words.isSubset(of: asked), !asked.subtracting(words).contains(where: ReadableIngredients.isFood) else { continue }
                if words.count > best?.size ?? 0 { best = (entry, words.count) }
            }
        }
        // Only a name's every word: "chicken" alone is no chicken stock, "rice"
        // no rice vinegar, "powder" no baking powder (they were given those swaps).
        return best?.entry
    }

    /// Words that tell nothing about what the thing is.
    private static let ignored: Set<String> = ["a", "an", "the", "some", "any", "my", "of", "organic", "good", "quality"]

    /// The option that uses `offered` ("lime" for lemon juice: lime juice),
    /// if one does, and whether `offered` is its main part: water is only a
    /// part of a flax egg, baking powder of self-raising flour's swap, so
    /// neither does "on its own". An option whose main part it is comes first.
    public func option(using offered: String) -> (option: Option, main: Bool)? {
        let words = Set(Words.stems(offered).filter { !Self.ignored.contains($0) })
        guard !words.isEmpty else { return nil }
        func uses(_ part: Part) -> Bool { words.isSubset(of: Set(Words.stems(part.name))) }
        if let option = options.first(where: { $0.parts.first.map(uses) ?? false }) { return (option, true) }
        return options.first { $0.parts.contains(where: uses) }.map { ($0, false) }
    }

    // MARK: The table

    /// Fresh herbs, for which a third as much of the dried herb does: dried
    /// leaves are stronger by volume (every herb chart says so).
    static let herbs = ["basil", "oregano", "thyme", "rosemary", "parsley", "dill", "tarragon", "sage", "mint", "marjoram", "chives"]

    /// The part named after the herb replaced: "dried thyme" for thyme.
    static let driedHerb = "dried *"

    private static let cup = CookingUnit.cup
    private static let tablespoon = CookingUnit.tablespoon
    private static let teaspoon = CookingUnit.teaspoon

    /// About thirty swaps a cookbook states, with their usual ratios.
    public static let table: [Substitute] = [
        Substitute(["buttermilk"], [
            Option([Part("milk", .same(1)), Part("lemon juice or white vinegar", .per(1, tablespoon, of: cup))],
                   then: "let it stand 5 minutes",
                   rule: "a cup of milk with a tablespoon of lemon juice or white vinegar for each cup, left to stand 5 minutes"),
            Option([Part("plain yogurt", .same(0.75)), Part("milk", .same(0.25))], joining: "thinned with",
                   rule: "3/4 cup of plain yogurt thinned with 1/4 cup of milk for each cup"),
        ]),
        Substitute(["self-raising flour", "self-rising flour"], [
            Option([Part("plain flour", .same(1)), Part("baking powder", .per(1.5, teaspoon, of: cup))],
                   rule: "a cup of plain flour with 1 1/2 teaspoons of baking powder for each cup (about 2 teaspoons for 150 g)"),
        ]),
        Substitute(["cake flour"], [
            Option([Part("plain flour", .same(0.875)), Part("cornflour", .per(2, tablespoon, of: cup))],
                   then: "sift them together twice",
                   rule: "a cup of plain flour less 2 tablespoons, with 2 tablespoons of cornflour, for each cup"),
        ]),
        Substitute(["brown sugar", "light brown sugar", "soft brown sugar"], [
            Option([Part("white sugar", .same(1)), Part("molasses or black treacle", .per(1, tablespoon, of: cup))],
                   caveat: "For dark brown sugar, use twice the molasses.",
                   rule: "a cup of white sugar with a tablespoon of molasses or black treacle for each cup"),
        ]),
        Substitute(["dark brown sugar"], [
            Option([Part("white sugar", .same(1)), Part("molasses or black treacle", .per(2, tablespoon, of: cup))],
                   rule: "a cup of white sugar with 2 tablespoons of molasses or black treacle for each cup"),
        ]),
        Substitute(["caster sugar", "superfine sugar"], [
            Option([Part("granulated sugar", .same(1))], then: "grind it for a few seconds in a blender",
                   rule: "the same weight of granulated sugar, ground for a few seconds in a blender"),
        ]),
        Substitute(["icing sugar", "powdered sugar", "confectioners sugar"], [
            Option([Part("granulated sugar", .sameWeight(1)), Part("cornflour", .per(1, tablespoon, of: cup))], then: "blend them to a fine powder",
                   rule: "the same weight of granulated sugar with a tablespoon of cornflour for each cup, blended to a fine powder"),
        ]),
        Substitute(["baking powder"], [
            Option([Part("baking soda", .per(0.25, teaspoon, of: teaspoon)), Part("cream of tartar", .per(0.5, teaspoon, of: teaspoon))],
                   rule: "1/4 teaspoon of baking soda with 1/2 teaspoon of cream of tartar for each teaspoon"),
        ]),
        Substitute(["baking soda", "bicarbonate of soda", "bicarb", "bicarbonate"], [
            Option([Part("baking powder", .same(3))], caveat: "It browns less and tastes a little less tangy.",
                   rule: "three times as much baking powder"),
        ]),
        Substitute(["heavy cream", "double cream", "whipping cream", "thickened cream"], [
            Option([Part("whole milk", .same(0.75)), Part("melted butter", .same(0.25))],
                   caveat: "For cooking and baking, not for whipping.", needs: .unwhipped,
                   rule: "3/4 cup of whole milk with 1/4 cup of melted butter for each cup, for cooking, not for whipping"),
        ]),
        Substitute(["sour cream", "soured cream"], [
            Option([Part("plain Greek yogurt", .same(1))], caveat: "Stir it in off the heat, or it may split.",
                   rule: "the same amount of plain Greek yogurt, stirred in off the heat"),
        ]),
        Substitute(["creme fraiche"], [
            Option([Part("sour cream", .same(1))], caveat: "It splits if boiled: add it at the end.",
                   rule: "the same amount of sour cream, added at the end so it does not split"),
        ]),
        Substitute(["plain yogurt", "natural yogurt", "greek yogurt", "yogurt", "yoghurt"], [
            Option([Part("sour cream", .same(1))], rule: "the same amount of sour cream"),
        ]),
        Substitute(["egg"], unless: ["noodle", "yolk", "white", "wash", "pasta"], [
            Option([Part("ground flaxseed", .per(1, tablespoon, of: nil)), Part("water", .per(3, tablespoon, of: nil))],
                   then: "stir and leave it 5 minutes to thicken",
                   caveat: "In baking only, and it rises less.", needs: .baking,
                   rule: "a tablespoon of ground flaxseed with 3 tablespoons of water for each egg, left 5 minutes to thicken; in baking only, and it rises less"),
        ]),
        Substitute(["butter"], unless: ["peanut", "almond", "cashew", "nut", "cocoa", "apple", "bean", "shea"], [
            Option([Part("vegetable oil", .same(0.75))], caveat: "Where the butter is melted, not creamed or rubbed in.", needs: .melted,
                   rule: "3/4 as much vegetable oil, where the butter is melted, not creamed or rubbed in"),
        ]),
        Substitute(["milk", "whole milk"], unless: ["coconut", "condensed", "evaporated", "powder", "chocolate", "oat", "soy", "almond", "rice"], [
            Option([Part("unsweetened soy or oat milk", .same(1))], rule: "the same amount of unsweetened soy or oat milk"),
            Option([Part("evaporated milk", .same(0.5)), Part("water", .same(0.5))], rule: "half evaporated milk and half water"),
        ]),
        Substitute(herbs.map { "fresh " + $0 } + herbs, unless: ["dried", "ground", "oil", "paste"], [
            Option([Part(driedHerb, .same(1.0 / 3))], caveat: "Add it early, so it softens.",
                   rule: "a third as much of the dried herb, added early"),
        ]),
        Substitute(["garlic", "garlic clove"], unless: ["powder", "granule", "salt", "paste", "oil", "purée", "puree"], [
            Option([Part("garlic powder", .per(0.125, teaspoon, of: CookingUnit.lookup("clove")))],
                   rule: "1/8 teaspoon of garlic powder for each clove"),
        ]),
        Substitute(["ginger", "fresh ginger", "root ginger"], unless: ["ground", "powder", "dried", "crystallised", "crystallized", "stem", "paste"], [
            Option([Part("ground ginger", .per(0.25, teaspoon, of: tablespoon))],
                   rule: "1/4 teaspoon of ground ginger for each tablespoon of grated fresh ginger"),
        ]),
        Substitute(["shallot"], [
            Option([Part("onion", .per(1.0 / 3, nil, of: nil))],
                   rule: "a third of an onion for each shallot, red if you have one"),
        ]),
        Substitute(["lemon juice", "lemon"], unless: ["zest", "rind", "curd", "pepper", "grass"], [
            Option([Part("lime juice", .same(1))], rule: "the same amount of lime juice"),
        ]),
        Substitute(["lime juice", "lime"], unless: ["zest", "rind", "leaf", "kaffir", "pickle"], [
            Option([Part("lemon juice", .same(1))], rule: "the same amount of lemon juice"),
        ]),
        Substitute(["white wine", "dry white wine"], unless: ["vinegar"], [
            Option([Part("chicken or vegetable stock", .same(1)), Part("white wine vinegar", .per(1, tablespoon, of: cup))],
                   caveat: "In cooking, not where the wine is drunk or baked in a dessert.",
                   rule: "a cup of chicken or vegetable stock with a tablespoon of white wine vinegar for each cup, in cooking"),
        ]),
        Substitute(["red wine", "dry red wine"], unless: ["vinegar"], [
            Option([Part("beef or vegetable stock", .same(1)), Part("red wine vinegar", .per(1, tablespoon, of: cup))],
                   rule: "a cup of beef or vegetable stock with a tablespoon of red wine vinegar for each cup, in cooking"),
        ]),
        Substitute(["cornstarch", "cornflour", "corn starch"], [
            Option([Part("plain flour", .same(2))], caveat: "For thickening: simmer it a few minutes longer, and it is less glossy.",
                   rule: "twice as much plain flour, for thickening, simmered a few minutes longer"),
        ]),
        Substitute(["honey"], [
            Option([Part("maple syrup", .same(1))], rule: "the same amount of maple syrup"),
        ]),
        Substitute(["maple syrup"], [
            Option([Part("honey", .same(1))], rule: "the same amount of honey"),
        ]),
        Substitute(["golden syrup"], [
            Option([Part("honey or light corn syrup", .same(1))], rule: "the same amount of honey or light corn syrup"),
        ]),
        Substitute(["breadcrumbs", "dried breadcrumbs", "bread crumbs"], unless: ["panko"], [
            Option([Part("panko", .same(1))], rule: "the same amount of panko, or crushed crackers"),
        ]),
        Substitute(["panko", "panko breadcrumbs"], [
            Option([Part("dried breadcrumbs", .same(1))], caveat: "It will be less crisp.", rule: "the same amount of dried breadcrumbs, less crisp"),
        ]),
        Substitute(["tahini"], [
            Option([Part("smooth cashew butter or sunflower seed butter", .same(1))],
                   rule: "the same amount of smooth cashew butter or sunflower seed butter"),
        ]),
        Substitute(["soy sauce"], [
            Option([Part("tamari", .same(1))], rule: "the same amount of tamari, which is gluten-free too"),
        ]),
        Substitute(["tamari"], [
            Option([Part("soy sauce", .same(1))], caveat: "Soy sauce has wheat: not for a gluten-free dish.",
                   rule: "the same amount of soy sauce, though it is not gluten-free"),
        ]),
        Substitute(["fish sauce"], [
            Option([Part("soy sauce", .same(1))], caveat: "It is less pungent; a squeeze of lime helps.",
                   rule: "the same amount of soy sauce, with a squeeze of lime"),
        ]),
        Substitute(["rice vinegar", "rice wine vinegar"], [
            Option([Part("apple cider vinegar", .same(1)), Part("sugar", .per(0.25, teaspoon, of: tablespoon))],
                   rule: "the same amount of apple cider vinegar with 1/4 teaspoon of sugar for each tablespoon"),
        ]),
        Substitute(["vegetable stock", "vegetable broth"], unless: ["cube"], [
            Option([Part("chicken stock", .same(1))], caveat: "The dish is no longer vegetarian.", rule: "the same amount of chicken stock"),
        ]),
        Substitute(["chicken stock", "chicken broth"], unless: ["cube"], [
            Option([Part("vegetable stock", .same(1))], rule: "the same amount of vegetable stock"),
        ]),
        Substitute(["parmesan", "parmigiano reggiano"], [
            Option([Part("pecorino romano", .same(1))], caveat: "It is saltier: go easy on the salt.",
                   rule: "the same amount of pecorino romano, which is saltier"),
        ]),
        Substitute(["mascarpone"], [
            Option([Part("full-fat cream cheese", .same(1))], rule: "the same amount of full-fat cream cheese"),
        ]),
        Substitute(["ricotta"], [
            Option([Part("cottage cheese", .same(1))], then: "blend it smooth", rule: "the same amount of cottage cheese, blended smooth"),
        ]),
        Substitute(["vanilla extract", "vanilla essence", "vanilla"], unless: ["pod", "bean", "sugar"], [
            Option([Part("vanilla bean paste", .same(1))], rule: "the same amount of vanilla bean paste"),
            Option([Part("maple syrup", .same(1))], caveat: "Or leave it out: the bake works without it.",
                   rule: "the same amount of maple syrup, or leave it out"),
        ]),
    ]
}

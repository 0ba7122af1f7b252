/// Grams per millilitre of the few things recipes measure both by weight
/// and by spoon or cup, so "180 g butter" and "1.5 tbsp butter" in one week
/// are bought as one weight; the dry goods of the cups table below join
/// their weight alike ("1.1 kg + 3 cups" of flour is bought as 1.5 kg).
/// Anything not listed keeps its volume beside its weight: a cup of an
/// unknown thing has no known weight.
enum Density {
    /// What a packet, sachet or envelope of the thing holds, where every
    /// shop's is the same: dried yeast's 7 g (a US envelope's 1/4 oz).
    static func gramsPerPack(_ key: String) -> Double? {
        let words = key.split(separator: " ")
        guard words.last == "yeast", !words.contains("fresh"), !words.contains("nutritional") else { return nil }
        return 7
    }

    /// A level US cup.
    static let millilitresPerCup = Convert.millilitres(1, from: .usCups)

    /// Keys are shopping keys (stemmed, lower-cased names).
    static func gramsPerMillilitre(_ key: String) -> Double? {
        table[key]
    }

    private static let table: [String: Double] = Dictionary([
        ("butter", 0.911), ("unsalted butter", 0.911), ("salted butter", 0.911),
        ("sugar", 0.85), ("granulated sugar", 0.85), ("caster sugar", 0.85),
    ].map { (ShoppingNames.key($0.0), $0.1) } + poured.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })

    /// Grams per millilitre of a liquid that Europe weighs and America
    /// pours, so "375 g water" is 1 5/8 cups for an American cook (it was
    /// "13 oz", which no jug shows). A name not listed is looked up without
    /// its first words ("lukewarm water", "chicken stock", "sesame oil").
    static func pouredGramsPerMillilitre(_ name: String) -> Double? {
        var words = ShoppingNames.key(name).split(separator: " ").map(String.init)
        while !words.isEmpty {
            if let density = poured[ShoppingNames.key(words.joined(separator: " "))] { return density }
            words.removeFirst()
        }
        return nil
    }

    private static let poured: [String: Double] = Dictionary([
        ("water", 1.0), ("milk", 1.03), ("whole milk", 1.03), ("buttermilk", 1.03), ("cream", 1.0), ("double cream", 1.0),
        ("single cream", 1.0), ("stock", 1.0), ("juice", 1.04),
        ("olive oil", 0.91), ("vegetable oil", 0.92), ("sunflower oil", 0.92), ("oil", 0.92),
        ("honey", 1.42), ("maple syrup", 1.32), ("golden syrup", 1.4),
    ].map { (ShoppingNames.key($0.0), $0.1) }, uniquingKeysWith: { first, _ in first })

    /// Grams in a level US cup of a dry good a cook weighs in Europe and
    /// scoops in America, for converting between the two: "2 cups flour" is
    /// 250 g, "200 g sugar" a cup. A name not listed is looked up without
    /// its first words ("unbleached all-purpose flour" as "all-purpose
    /// flour", then "flour"); liquids are not here, since a cup of milk is
    /// measured in millilitres on the other side too.
    ///
    /// The figures are the household measures of the standard baking
    /// tables: USDA's National Nutrient Database (a cup of all-purpose
    /// flour 125 g, granulated sugar 200 g, brown sugar packed 220 g, icing
    /// sugar 120 g, uncooked white rice 185 g, grated parmesan 100 g,
    /// shredded cheddar 113 g, chopped walnuts 117 g, dry breadcrumbs 108 g)
    /// and King Arthur Baking's ingredient weight chart where USDA gives
    /// none (rolled oats 89 g, panko 50 g, chocolate chips 170 g, a
    /// teaspoon of salt 6 g, of instant yeast 3 g).
    static func gramsPerCup(_ name: String) -> Double? {
        cupEntry(name).flatMap { cups[$0] }
    }

    /// The key of the cups table `name` is found under, its first words
    /// dropped one by one until one is listed: "unbleached all-purpose
    /// flour" is "all-purpose flour", "peanut butter" itself, not butter.
    private static func cupEntry(_ name: String) -> String? {
        guard !isFreshYeast(name) else { return nil }
        var words = ShoppingNames.key(name).split(separator: " ").map(String.init)
        while !words.isEmpty {
            let key = ShoppingNames.key(words.joined(separator: " "))
            if cups[key] != nil { return key }
            words.removeFirst()
        }
        return nil
    }

    /// Fresh (cake, compressed) yeast: a moist block bought and used by
    /// weight, which no spoon measures ("15 g fresh yeast" was "5 tsp").
    private static func isFreshYeast(_ name: String) -> Bool {
        let words = Set(Words.stems(name))
        return words.contains("yeast") && !words.isDisjoint(with: ["fresh", "cake", "compressed"])
    }

    /// Butter (or margarine, sold alike), which an American kitchen buys
    /// and measures in sticks: a quarter pound each, half a cup, the
    /// wrapper marked in tablespoons. Peanut butter and cocoa butter are
    /// no sticks.
    static func isButter(_ name: String) -> Bool {
        guard let entry = cupEntry(name), stickFats.contains(entry) else { return false }
        return !Words.stems(name).contains { ["peanut", "almond", "cocoa", "cashew", "nut", "apple", "shea"].contains($0) }
    }

    private static let stickFats: Set<String> = Set(["butter", "unsalted butter", "salted butter", "margarine"].map(ShoppingNames.key))

    /// Teaspoons in a cup: the teaspoon figures of the chart, per cup.
    private static let teaspoonsPerCup = 48.0

    private static let cups: [String: Double] = Dictionary([
        // Flours and starches.
        ("flour", 125), ("plain flour", 125), ("all-purpose flour", 125), ("self-raising flour", 125), ("self-rising flour", 125),
        ("bread flour", 130), ("strong flour", 130), ("strong white flour", 130), ("cake flour", 115), ("pastry flour", 115),
        ("wholemeal flour", 120), ("whole wheat flour", 120), ("wholewheat flour", 120), ("spelt flour", 100), ("rye flour", 100),
        ("rice flour", 160), ("buckwheat flour", 120), ("chickpea flour", 90), ("gram flour", 90), ("00 flour", 125),
        ("almond flour", 96), ("ground almonds", 96), ("almond meal", 96), ("coconut flour", 112),
        ("cornflour", 128), ("cornstarch", 128), ("cornmeal", 138), ("polenta", 160), ("semolina", 167),
        // Sugars.
        ("sugar", 200), ("granulated sugar", 200), ("white sugar", 200), ("caster sugar", 200), ("superfine sugar", 200),
        ("brown sugar", 220), ("light brown sugar", 220), ("dark brown sugar", 220), ("muscovado sugar", 220),
        ("demerara sugar", 180), ("turbinado sugar", 180), ("coconut sugar", 160),
        ("icing sugar", 120), ("powdered sugar", 120), ("confectioners sugar", 120), ("confectioners' sugar", 120),
        // Fats.
        ("butter", 227), ("unsalted butter", 227), ("salted butter", 227), ("margarine", 227), ("shortening", 190),
        ("peanut butter", 258), ("almond butter", 256), ("lard", 205),
        // Grains.
        ("rice", 185), ("white rice", 185), ("long grain rice", 185), ("basmati rice", 185), ("jasmine rice", 185),
        ("brown rice", 190), ("arborio rice", 200), ("risotto rice", 200), ("pudding rice", 200),
        ("oats", 89), ("oat", 89), ("rolled oats", 89), ("porridge oats", 89), ("quick oats", 89), ("steel cut oats", 160),
        ("couscous", 173), ("quinoa", 170), ("bulgur", 140), ("lentils", 192), ("red lentils", 192), ("orzo", 170),
        // Baking.
        ("cocoa", 85), ("cocoa powder", 85), ("unsweetened cocoa powder", 85), ("chocolate chips", 170),
        ("desiccated coconut", 85), ("shredded coconut", 93), ("raisins", 149), ("sultanas", 149), ("currants", 142),
        ("breadcrumbs", 108), ("dried breadcrumbs", 108), ("dry breadcrumbs", 108), ("fresh breadcrumbs", 45), ("panko", 50),
        ("panko breadcrumbs", 50),
        // Cheese, grated or shredded.
        ("parmesan", 100), ("grated parmesan", 100), ("pecorino", 100), ("grated cheese", 113), ("cheddar", 113),
        ("cheddar cheese", 113), ("grated cheddar", 113), ("mozzarella", 113), ("gruyere", 113), ("gruyère", 113),
        // Chopped nuts and seeds.
        ("walnuts", 117), ("chopped walnuts", 117), ("pecans", 109), ("chopped pecans", 109), ("almonds", 143),
        ("flaked almonds", 92), ("sliced almonds", 92), ("hazelnuts", 135), ("chopped nuts", 120), ("nuts", 120),
        ("peanuts", 146), ("cashews", 137), ("pistachios", 123), ("pine nuts", 135), ("sesame seeds", 144),
        // Fruit and vegetables measured in cups, as USDA weighs a cup of
        // them (a metric cook was told "355 ml blueberries").
        ("blueberries", 148), ("raspberries", 123), ("blackberries", 144), ("strawberries", 144), ("sliced strawberries", 166),
        // Not mushrooms, spinach or florets: bought by weight or by the
        // head, they would read as "5 3/4 cups" in US measures.
        ("cherry tomatoes", 149), ("frozen peas", 134), ("peas", 145), ("corn kernels", 154), ("sweetcorn", 154),
        ("grated carrot", 110), ("shredded carrot", 110), ("dried cranberries", 120), ("dried apricots", 130), ("chopped dates", 147),
        // Spoonfuls a scale weighs in Europe: per teaspoon, times 48.
        ("salt", 6 * teaspoonsPerCup), ("fine salt", 6 * teaspoonsPerCup), ("table salt", 6 * teaspoonsPerCup),
        ("baking powder", 4 * teaspoonsPerCup), ("baking soda", 6 * teaspoonsPerCup), ("bicarbonate of soda", 6 * teaspoonsPerCup),
        ("instant yeast", 3 * teaspoonsPerCup), ("fast action yeast", 3 * teaspoonsPerCup), ("dried yeast", 3 * teaspoonsPerCup),
        ("active dry yeast", 3 * teaspoonsPerCup), ("yeast", 3 * teaspoonsPerCup),
    ].map { (ShoppingNames.key($0.0), $0.1) }, uniquingKeysWith: { first, _ in first })
}

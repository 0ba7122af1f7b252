import Foundation
import Testing

/// `sous fridge` and `sous search` as a cook picking dinner uses them, on
/// the bundled recipes.
@Suite("Fridge and search on the command line")
struct FridgeAndSearchCommandTests {
    let sous = SousBinary()

    func ids(_ output: SousBinary.Output) -> [String] {
        output.lines.compactMap { $0.split(separator: " ").first.map(String.init) }.filter { !$0.hasPrefix("(") }
    }

    /// Quoted, only "chicken" was read and the lemon was listed missing;
    /// "what can I make with ..." let in a pasta using none of the items.
    @Test func fridgeReadsAQuotedListAndAQuestion() throws {
        let unquoted = try sous.run(["fridge", "chicken", "rice", "lemon"])
        let quoted = try sous.run(["fridge", "chicken, rice and a lemon"])
        #expect(quoted.status == 0, "\(quoted.stderr)")
        #expect(quoted.stdout == unquoted.stdout)
        #expect(quoted.lines.contains { $0.hasPrefix("garlic-lemon-chicken") && $0.hasSuffix("missing 1: garlic") }, "\(quoted.stdout)")
        let asked = try sous.run(["fridge", "what", "can", "I", "make", "with", "chicken", "and", "rice", "--limit", "40"])
        #expect(asked.stdout == (try sous.run(["fridge", "chicken", "rice", "--limit", "40"])).stdout)
        #expect(!asked.stdout.contains("veggie-pasta-primavera"))
        #expect(try sous.run(["fridge", "what can I make with"]).status == 2)
    }

    /// The one dish using both chicken and rice came ninth; "rice" also
    /// counted as the rice vinegar; an unknown time read "0 min"; no --json.
    @Test func fridgeRanksByItemsUsedAndSaysTimeUnknown() throws {
        let both = try sous.run(["fridge", "chicken", "rice"])
        #expect(both.lines.first?.hasPrefix("gochujang-chicken-rice-bowl") == true, "\(both.stdout)")
        #expect(both.lines.first?.contains("rice vinegar") == true)
        // A Cooklang file need not say how long it takes.
        let untimed = sous.dataFolder.appendingPathComponent("feta-eggs.cook")
        try Data("Beat @eggs{4} and crumble @feta{100%g}.\nBake.\n".utf8).write(to: untimed)
        #expect(try sous.run(["import", untimed.path]).status == 0)
        let fridge = try sous.run(["fridge", "eggs", "feta", "--limit", "40"])
        #expect(fridge.lines.contains { $0.hasPrefix("feta-eggs") && $0.contains("Feta Eggs (time unknown) - nothing missing") }, "\(fridge.stdout)")
        #expect(!fridge.stdout.contains("(0 min)"))
        let json = try sous.run(["fridge", "--json", "chicken", "rice", "--limit", "2"])
        #expect(json.status == 0, "\(json.stderr)")
        let found = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(found.count == 2)
        #expect(found.first?["id"] as? String == "gochujang-chicken-rice-bowl")
        #expect((found.first?["missing"] as? [String])?.contains("rice vinegar") == true)
        #expect((found.first?["uses"] as? [String])?.isEmpty == false)
        #expect(found.first?["diets"] is [String] && found.first?["minutes"] is Int)
    }

    /// "brownie", "cookie", "shrimp", "cilantro", "zucchini" found nothing;
    /// "eggs" listed Banana Bread first and "cake" only one cake.
    @Test func searchFindsSingularsOtherNamesAndTagsMostRelevantFirst() throws {
        #expect(ids(try sous.run(["search", "brownie"])) == ["fudgy-brownies"])
        #expect(ids(try sous.run(["search", "chocolate chip cookie"])) == ["chocolate-chip-cookies"])
        #expect(ids(try sous.run(["search", "shrimp"])).contains("garlic-prawn-stir-fry"))
        #expect(ids(try sous.run(["search", "cilantro"])).contains("guacamole"))
        #expect(ids(try sous.run(["search", "zucchini"])).contains("minestrone"))
        #expect(ids(try sous.run(["search", "bolognaise"])) == ["spaghetti-bolognese"])
        let eggs = ids(try sous.run(["search", "eggs"]))
        #expect(eggs.first == "spinach-feta-omelette", "\(eggs)")
        #expect(eggs.last == "chicken-noodle-soup", "egg noodles are not eggs: \(eggs)")
        let cakes = ids(try sous.run(["search", "cake"]))
        #expect(cakes.first == "lemon-drizzle-cake")
        #expect(Set(cakes).isSuperset(of: ["victoria-sponge", "banana-bread"]))
        let vegetarian = try sous.run(["search", "vegetarian"])
        #expect(ids(vegetarian).first == "veggie-pasta-primavera", "the tagged one before the 'vegetarian hard cheese'")
        #expect(vegetarian.stdout.contains("(For every vegetarian recipe, judged from the ingredients too: sous list --diet vegetarian)"))
        #expect(!(try sous.run(["search", "vegetarian", "--json"]).stdout.contains("--diet")))
    }

    /// A saved 30-minute limit could not be loosened for one evening but by
    /// --all, which also dropped the cook's allergies.
    @Test func anExplicitTimeLimitOverridesTheSavedOneOnly() throws {
        _ = try sous.run(["prefs", "--max-minutes", "30", "--avoid", "sesame"])
        let saved = try sous.run(["list", "--json"])
        let savedMinutes = (try JSONSerialization.jsonObject(with: Data(saved.stdout.utf8)) as? [[String: Any]] ?? []).compactMap { $0["minutes"] as? Int }
        #expect(!savedMinutes.isEmpty && savedMinutes.allSatisfy { $0 <= 30 })
        let tonight = try sous.run(["list", "--max-minutes", "60"])
        #expect(tonight.lines.contains { $0.hasPrefix("chorizo-chickpea-stew") && $0.contains("(45 min") }, "\(tonight.stdout)")
        // The allergy still holds, and the note gives it as the reason, not the saved time.
        #expect(!ids(tonight).contains("zaatar-flatbreads"))
        #expect(tonight.stdout.contains("zaatar-flatbreads (contains sesame)") || tonight.stdout.contains("more are hidden"), "\(tonight.stdout)")
        #expect(!tonight.stdout.contains("takes 45 min"))
        // Tighter works too.
        let quick = try sous.run(["list", "--max-minutes", "10", "--json"])
        let quickMinutes = (try JSONSerialization.jsonObject(with: Data(quick.stdout.utf8)) as? [[String: Any]] ?? []).compactMap { $0["minutes"] as? Int }
        #expect(!quickMinutes.isEmpty && quickMinutes.allSatisfy { $0 <= 10 })
        let search = try sous.run(["search", "stew", "--max-minutes", "60"])
        #expect(ids(search).contains("chorizo-chickpea-stew"))
        _ = try sous.run(["prefs", "--clear"])
    }

    /// An American cook's words: "sous fridge shrimp" and "zucchini
    /// scallions" found nothing, "ground beef" suggested hummus, and the
    /// missing lines were named "caster sugar" in US measures; search and
    /// a dislike did not know "ground beef" or "heavy cream".
    @Test func anAmericanCooksWordsWorkEverywhere() throws {
        #expect(try sous.run(["prefs", "--units", "us"]).status == 0)
        #expect(ids(try sous.run(["fridge", "shrimp"])).first == "garlic-prawn-stir-fry")
        #expect(ids(try sous.run(["fridge", "ground beef"])).first == "spaghetti-bolognese")
        let greens = try sous.run(["fridge", "zucchini", "scallions", "--limit", "40"])
        #expect(!greens.stdout.contains("No recipe"), "\(greens.stdout)")
        #expect(ids(greens).contains("minestrone"))
        let baking = try sous.run(["fridge", "eggs", "butter", "--limit", "40"])
        #expect(baking.stdout.contains("superfine sugar") && baking.stdout.contains("all-purpose flour"), "\(baking.stdout)")
        for british in ["caster sugar", "plain flour", "self-raising flour", "bicarbonate of soda", "fast-action dried yeast"] {
            #expect(!baking.stdout.contains(british), "\(british)")
        }
        #expect(ids(try sous.run(["search", "heavy cream"])).contains("vanilla-panna-cotta"))
        #expect(ids(try sous.run(["search", "ground beef"])) == ["spaghetti-bolognese"])
        #expect(ids(try sous.run(["search", "loaf pan"])).contains("banana-bread"))
        #expect(try sous.run(["prefs", "--dislike", "ground beef"]).status == 0)
        #expect(!ids(try sous.run(["search", "spaghetti"])).contains("spaghetti-bolognese"))
        // The pantry: shrimp and chili powder at home are the jumbo shrimp and chili powder the US list showed.
        #expect(try sous.run(["plan", "add", "garlic-prawn-stir-fry"]).status == 0)
        #expect(try sous.run(["plan", "add", "black-bean-tacos"]).status == 0)
        #expect(try sous.run(["pantry", "add", "shrimp", "chili powder"]).status == 0)
        let list = try sous.run(["shop"])
        let toBuy = list.lines.filter { !$0.hasPrefix("Left out") && !$0.hasPrefix("Check you have") }
        #expect(!toBuy.contains { $0.contains("shrimp") || $0.contains("chili") || $0.contains("chilli") }, "\(list.stdout)")
        #expect(list.stdout.contains("jumbo shrimp, chili powder (your pantry)"), "\(list.stdout)")
        _ = try sous.run(["prefs", "--clear"])
    }
}

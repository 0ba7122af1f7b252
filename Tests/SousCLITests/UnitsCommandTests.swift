import Foundation
import Testing

/// `sous prefs --units` and the commands that print amounts.
@Suite("Units preference on the command line")
struct UnitsCommandTests {
    let sous: SousBinary = {
        var binary = SousBinary()
        binary.environment["XDG_CONFIG_HOME"] = binary.dataFolder.appendingPathComponent("config").path
        return binary
    }()

    /// A cook who sets metric gets grams and °C from `show`, scaled too,
    /// and `prefs` says so; `--units` overrides it for one command.
    @Test func showRespectsTheSavedUnits() throws {
        let before = try sous.run(["show", "chocolate-chip-cookies"])
        #expect(before.stdout.contains("- 2 ¼ cups plain flour"), "\(before.stdout)")
        let set = try sous.run(["prefs", "--units", "metric"])
        #expect(set.status == 0, "\(set.stderr)")
        #expect(set.stdout.contains("units: metric"), "\(set.stdout)")
        #expect(try sous.run(["prefs"]).stdout.contains("units: metric"))
        let shown = try sous.run(["show", "chocolate-chip-cookies"])
        #expect(shown.stdout.contains("- 280 g plain flour"), "\(shown.stdout)")
        #expect(shown.stdout.contains("- 225 g butter, softened"), "\(shown.stdout)")
        #expect(shown.stdout.contains("- 2 large eggs"))
        #expect(shown.stdout.contains("Heat the oven to 190°C and line"), "\(shown.stdout)")
        #expect(!shown.stdout.contains("°F"))
        let doubled = try sous.run(["show", "chocolate-chip-cookies", "--servings", "72"])
        #expect(doubled.stdout.contains("- 565 g plain flour"), "\(doubled.stdout)")
        let json = try sous.run(["show", "chocolate-chip-cookies", "--json"])
        #expect(json.stdout.contains("\"text\" : \"280 g plain flour\"") && json.stdout.contains("\"unit\" : \"g\""), "\(json.stdout)")
        let written = try sous.run(["show", "chocolate-chip-cookies", "--units", "as-written"])
        #expect(written.stdout.contains("- 2 ¼ cups plain flour"))
        let american = try sous.run(["show", "victoria-sponge", "--units", "us"])
        // In US measures, American names: superfine sugar, cake pans, parchment paper.
        #expect(american.stdout.contains("- 1 cup superfine sugar") && american.stdout.contains("Heat the oven to 350°F."), "\(american.stdout)")
        #expect(american.stdout.contains("Grease two 8 inch cake pans and line the bases with parchment paper."), "\(american.stdout)")
        let wrong = try sous.run(["prefs", "--units", "furlongs"])
        #expect(wrong.status == 2 && wrong.stderr.contains("metric, us or as-written"), "\(wrong.stderr)")
        #expect(try sous.run(["prefs", "--units", "as-written"]).stdout.contains("No preferences set."))
    }

    /// Cooking in the terminal reads the saved units; "in cups" switches.
    @Test func cookingReadsTheSavedUnits() throws {
        #expect(try sous.run(["prefs", "--units", "metric"]).status == 0)
        let cooked = try sous.run(["cook", "chocolate-chip-cookies", "--here"], input: "how much flour\nin cups please\nhow much flour\nstop\n")
        #expect(cooked.stdout.contains("You need 280 g of plain flour."), "\(cooked.stdout)")
        #expect(cooked.stdout.contains("You need 2 1/4 cups of all-purpose flour."), "\(cooked.stdout)")
    }

    /// The plan's shopping list in metric.
    @Test func shoppingListInMetric() throws {
        #expect(try sous.run(["prefs", "--units", "metric"]).status == 0)
        #expect(try sous.run(["plan", "add", "chocolate-chip-cookies", "--servings", "36"]).status == 0)
        let list = try sous.run(["shop"])
        #expect(list.stdout.contains("285 g plain flour") && list.stdout.contains("230 g butter"), "\(list.stdout)")
        #expect(!list.stdout.contains("cup"), "\(list.stdout)")
    }

    /// `sous shop --units` converts the list for once, as `show --units`
    /// does a recipe; its teaspoons are the spoons in a drawer ("1 1/3 tsp
    /// baking soda" was on the list), and in metric grated cheese with no
    /// known weight stays in the author's spoons, as `show` prints it
    /// ("60-89 ml Sbrinz AOP" was on the list beside "4-6 tbsp" in `show`).
    @Test func shoppingListUnitsForOnceAndSpoonsFromTheDrawer() throws {
        let help = try sous.run(["shop", "--help"])
        #expect(help.stdout.contains("--units") && help.stdout.contains("metric, us or as-written"), "\(help.stdout)")
        #expect(try sous.run(["plan", "add", "banana-bread", "--servings", "7"]).status == 0)
        #expect(try sous.run(["plan", "add", "chocolate-chip-cookies", "--servings", "20"]).status == 0)
        let written = try sous.run(["shop"])
        #expect(written.stdout.contains("1 3/4 tsp baking soda") && written.stdout.contains("2 1/4 tsp vanilla extract"), "\(written.stdout)")
        for line in written.lines where line.contains(" tsp ") {
            let amount = line.trimmingCharacters(in: .whitespaces).components(separatedBy: " tsp ")[0]
            #expect(!amount.hasSuffix("/3") && !amount.hasSuffix("/8") || amount == "1/8", "not a spoon in a drawer: \(line)")
        }
        let metric = try sous.run(["shop", "--units", "metric"])
        #expect(metric.status == 0 && metric.stdout.contains(" g plain flour") && !metric.stdout.contains("cup"), "\(metric.stdout)")
        #expect(try sous.run(["shop"]).stdout.contains("cups plain flour"), "the saved units are unchanged")
        let wrong = try sous.run(["shop", "--units", "furlongs"])
        #expect(wrong.status == 2 && wrong.stderr.contains("metric, us or as-written"), "\(wrong.stderr)")

        #expect(try sous.run(["plan", "clear"]).status == 0)
        let folder = sous.dataFolder.appendingPathComponent("pages")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let risotto = folder.appendingPathComponent("risotto.json")
        try Data(#"{"id": "tomatenrisotto", "title": "Tomatenrisotto", "minutes": 30, "servings": 2, "ingredients": ["150 g Risottoreis", "3 EL Tomatenpüree", "2 - 3 EL geriebener Sbrinz AOP"], "steps": ["Kochen."]}"#.utf8)
            .write(to: risotto)
        #expect(try sous.run(["import", risotto.path]).status == 0)
        #expect(try sous.run(["plan", "add", "tomatenrisotto", "--servings", "4"]).status == 0)
        let shown = try sous.run(["show", "tomatenrisotto", "--servings", "4", "--units", "metric"])
        #expect(shown.stdout.contains("- 4-6 tbsp geriebener Sbrinz AOP"), "\(shown.stdout)")
        let list = try sous.run(["shop", "--units", "metric"])
        #expect(list.stdout.contains("4-6 tbsp Sbrinz AOP") && !list.stdout.contains(" ml"), "\(list.stdout)")
        #expect(list.stdout.contains("6 tbsp Tomatenpüree"), "\(list.stdout)")
        #expect(try sous.run(["shop", "--units", "us"]).stdout.contains("4-6 tbsp Sbrinz AOP"))
    }
}

import Foundation
import Testing

/// Amounts for other servings as the command line prints them.
@Suite("sous show and cook for other servings")
struct ScaledShowTests {
    let sous: SousBinary = {
        var binary = SousBinary()
        binary.environment["XDG_CONFIG_HOME"] = binary.dataFolder.appendingPathComponent("config").path
        return binary
    }()

    /// `--json` with `--servings` printed the recipe's own amounts.
    @Test func jsonForOtherServingsIsScaled() throws {
        let shown = try sous.run(["show", "victoria-sponge", "--servings", "5", "--json"])
        #expect(shown.status == 0, "\(shown.stderr)")
        #expect(shown.stdout.contains("\"servings\" : 5") && shown.stdout.contains("\"quantity\" : 100"), "\(shown.stdout)")
        #expect(!shown.stdout.contains("\"quantity\" : 200"))
    }

    /// "That's the 1 servings planned for Monday".
    @Test func onePlannedServingIsSingular() throws {
        #expect(try sous.run(["plan", "add", "garlic-green-beans", "--day", "today", "--servings", "1"]).status == 0)
        let cooked = try sous.run(["cook", "garlic-green-beans", "--here"], input: "stop\n")
        #expect(cooked.stdout.contains("That's the 1 serving planned for"), "\(cooked.stdout)")
    }
}

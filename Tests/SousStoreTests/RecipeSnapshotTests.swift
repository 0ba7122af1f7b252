import Foundation
import SousTestSupport
import Testing
import SousCore
@testable import SousStore

@Suite("Recipe snapshot: binary codec for fast start-up")
struct RecipeSnapshotTests {
    static let recipes: [Recipe] = {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Recipes")
        let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        return files.sorted { $0.path < $1.path }.compactMap { try? Recipe.decode(Data(contentsOf: $0)) }
    }()

    static var entries: [RecipeSnapshot.Entry] {
        recipes.enumerated().map { RecipeSnapshot.Entry(file: "\($0.element.id).json", modified: 1_700_000_000_123_456_789 + Int64($0.offset), size: 1000 + Int64($0.offset), recipe: $0.element) }
    }

    @Test func theModelIsTheOneTheCodecKnows() {
        #expect(RecipeCodec.isCurrent, "a property was added to the recipe model: extend RecipeCodec and bump its version")
    }

    @Test func everyBundledRecipeRoundTrips() throws {
        #expect(Self.recipes.count >= 40)
        // "Serves 8, makes 16 brownies": the people it feeds come back too.
        #expect(Self.recipes.first { $0.id == "fudgy-brownies" }?.serves == 8)
        var edge = Self.recipes[0]
        edge.nutrition = Nutrition(calories: 512.5, sodium: 0)
        edge.ingredients.append(Ingredient(text: "2-3 cloves garlic", amount: .range(2, 3), unit: CookingUnit.withSymbol("clove"), name: "garlic", note: "minced",
                                          section: "For the sauce"))
        edge.steps.append(Step(text: "Rest. ½ — naïve ✓", timer: 90, section: "Finish"))
        // A line converted to metric keeps knowing it, so scaling reads it in grams.
        edge.ingredients.append(Ingredient(parsing: "3 tbsp butter").converted(to: .metric))
        edge.minutes = 0
        edge.notDiets = ["vegetarian", "vegan"]
        let entries = Self.entries + [RecipeSnapshot.Entry(file: "edge.json", modified: -5, size: 0, recipe: edge)]
        let decoded = try #require(RecipeSnapshot.decode(RecipeSnapshot.encode(entries)))
        #expect(decoded.map(\.recipe) == entries.map(\.recipe))
        #expect(decoded.map(\.file) == entries.map(\.file))
        #expect(decoded.map(\.modified) == entries.map(\.modified))
        #expect(decoded.map(\.size) == entries.map(\.size))
    }

    @Test func aDamagedSnapshotIsNeverReadBack() {
        let good = RecipeSnapshot.encode(Self.entries)
        #expect(RecipeSnapshot.decode(good) != nil)
        var flipped = good
        flipped[good.count / 2] ^= 0x20
        #expect(RecipeSnapshot.decode(flipped) == nil)
        #expect(RecipeSnapshot.decode(good.prefix(good.count - 1)) == nil)
        #expect(RecipeSnapshot.decode(Data("SOUSSNAP".utf8)) == nil)
        #expect(RecipeSnapshot.decode(Data()) == nil)
        var otherVersion = good
        otherVersion[9] ^= 0x01
        #expect(RecipeSnapshot.decode(otherVersion) == nil)
    }

    @Test func writesAtomically() throws {
        let folder = ScratchFolder.path("sous-snapshot")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("recipes.snapshot")
        try RecipeSnapshot.write(Self.entries, to: file)
        try RecipeSnapshot.write(Array(Self.entries.prefix(3)), to: file)
        #expect(RecipeSnapshot.read(file)?.count == 3)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["recipes.snapshot"])
        #expect(throws: AtomicFile.Failure.self) { try AtomicFile.write(Data(), to: folder.appendingPathComponent("missing/x")) }
    }
}

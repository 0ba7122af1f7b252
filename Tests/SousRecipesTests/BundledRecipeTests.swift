import Foundation
import SousTestSupport
import Testing
import SousCore
@testable import SousRecipes

@Suite("Bundled recipes")
struct BundledRecipeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let loaded = RecipeFolder(root.appendingPathComponent("Recipes")).load()
    var recipes: [Recipe] { Self.loaded.recipes }

    @Test func allLoadWithoutProblems() {
        #expect(Self.loaded.problems.isEmpty, "\(Self.loaded.problems)")
        #expect(recipes.count >= 40)
    }

    /// A cook who links the recipe folder from elsewhere (a synced folder)
    /// gets every recipe, not an empty library.
    @Test func aLinkedFolderLoadsEveryRecipe() throws {
        let home = ScratchFolder.path("sous-linked")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let link = home.appendingPathComponent("Recipes", isDirectory: true)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: Self.root.appendingPathComponent("Recipes"))
        let linked = RecipeFolder(link).load()
        #expect(linked.problems.isEmpty)
        #expect(linked.recipes.map(\.id) == recipes.map(\.id))
    }

    /// Judged from its ingredients alone, as an imported recipe is, every
    /// bundled recipe fits the diets it declares and no others: the judge
    /// reads English lines right, and none is taken for an unread language.
    @Test func dietsJudgedFromTheIngredientsAgreeWithTheDeclaredOnes() {
        for recipe in recipes {
            var undeclared = recipe
            undeclared.diets = []
            let judged = Diets.of(undeclared)
            for diet in ["vegan", "vegetarian", "dairy-free", "egg-free", "nut-free"] {
                #expect(judged.contains(diet) == recipe.diets.contains(diet), "\(recipe.id): \(diet)")
            }
        }
    }

    /// Cooking and `show` read a recipe's lines again with today's parser
    /// (`Recipe.reread`, for imports an older Sous parsed): the bundled
    /// recipes, written as it reads them, cook exactly as their files say.
    @Test func readingTheLinesAgainChangesNoBundledRecipe() {
        for recipe in recipes {
            for (line, reread) in zip(recipe.ingredients, recipe.reread.ingredients) where line != reread {
                Issue.record("\(recipe.id): '\(line.text)' reads as \(reread.name) (\(reread.unit?.symbol ?? "no unit")), stored \(line.name)")
            }
        }
    }

    @Test func fileNamesMatchIds() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Recipes").path)
        #expect(Set(files.map { String($0.dropLast(5)) }) == Set(recipes.map(\.id)))
    }

    @Test func coverEveryKindOfCooking() {
        func count(_ test: (Recipe) -> Bool) -> Int { recipes.filter(test).count }
        #expect(count { $0.tags.contains("breakfast") } >= 3)
        #expect(count { $0.tags.contains("soup") } >= 3)
        #expect(count { $0.tags.contains("baking") } >= 3)
        #expect(count { $0.tags.contains("main") } >= 5)
        for diet in ["vegetarian", "vegan", "gluten-free", "dairy-free"] {
            #expect(count { $0.diets.contains(diet) } >= 3, "\(diet)")
        }
        #expect(count { $0.minutes <= 20 } >= 5)
        #expect(count { $0.minutes >= 120 } >= 3)
    }

    @Test func writtenForTheEar() {
        for recipe in recipes where !["garlic-lemon-chicken", "veggie-pasta-primavera", "overnight-oats"].contains(recipe.id) {
            #expect((4...12).contains(recipe.steps.count), "\(recipe.id) has \(recipe.steps.count) steps")
            for step in recipe.steps {
                #expect(step.text.split(separator: " ").count <= 30, "\(recipe.id): long step '\(step.text)'")
            }
        }
        #expect(recipes.filter { $0.steps.contains { $0.timer != nil } }.count >= 30)
    }

    /// The stored parts must be what the printed line says: the same amount
    /// and unit, and a name drawn from the line's words.
    @Test func storedPartsAgreeWithTheText() {
        for recipe in recipes {
            for ingredient in recipe.ingredients {
                let parsed = IngredientParser.parse(ingredient.text)
                let where_ = "\(recipe.id): '\(ingredient.text)'"
                switch (parsed.amount, ingredient.amount) {
                case (nil, nil): break
                case let (a?, b?): #expect(abs(a.lower - b.lower) < 0.01 && abs(a.upper - b.upper) < 0.01, "\(where_) amount")
                default: Issue.record("\(where_): amount \(String(describing: parsed.amount)) vs \(String(describing: ingredient.amount))")
                }
                if let unit = parsed.unit {
                    #expect(unit == ingredient.unit, "\(where_) unit")
                } else if let unit = ingredient.unit {
                    let words = Set(Words.stems(ingredient.text))
                    #expect(words.contains(Words.stem(unit.singular)) || words.contains(unit.symbol), "\(where_) unit \(unit.symbol)")
                }
                let lineWords = Set(Words.stems(parsed.name + " " + (parsed.note ?? "")))
                #expect(Set(Words.stems(ingredient.name)).isSubset(of: lineWords), "\(where_) name '\(ingredient.name)'")
            }
        }
    }

    /// The brief's three sample recipes, as given there (written as a cook
    /// writes them: "1 lemon", not "1 pc Lemon").
    @Test func includeTheBriefRecipes() throws {
        let brief = Self.root.deletingLastPathComponent().appendingPathComponent("shared/data/brief-recipes.json")
        guard let data = try? Data(contentsOf: brief) else {
            print("skipping: \(brief.path) is absent")
            return
        }
        let samples = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        let ids = ["r1": "garlic-lemon-chicken", "r2": "veggie-pasta-primavera", "r3": "overnight-oats"]
        for sample in samples {
            let id = try #require(ids[sample["id"] as? String ?? ""])
            let recipe = try #require(recipes.first { $0.id == id })
            #expect(recipe.title == sample["title"] as? String)
            #expect(recipe.tags == sample["tags"] as? [String])
            #expect(recipe.minutes == sample["minutes"] as? Int)
            #expect(recipe.steps.map(\.text) == sample["steps"] as? [String])
            let ingredients = sample["ingredients"] as? [[String: String]] ?? []
            #expect(recipe.ingredients.map { $0.name.lowercased() } == ingredients.map { ($0["name"] ?? "").lowercased() })
            for (mine, theirs) in zip(recipe.ingredients, ingredients) {
                let quantity = theirs["quantity"] ?? ""
                if quantity == "to taste" {
                    #expect(mine.amount == nil)
                } else {
                    let parsed = IngredientParser.parse("\(quantity) x")
                    #expect(abs((mine.amount?.upper ?? -1) - (parsed.amount?.upper ?? -2)) < 0.01, "\(id): \(mine.text) vs \(quantity)")
                    // "1 pc" is one lemon: a count either way.
                    #expect(mine.unit == parsed.unit || mine.unit == nil && parsed.unit == .piece, "\(id): \(mine.text) vs \(quantity)")
                }
            }
        }
    }
}

@Suite("Finding Sous's files")
struct SousPathsTests {
    @Test func sousHomeWins() throws {
        let home = ScratchFolder.path("sous-home")
        try FileManager.default.createDirectory(at: home.appendingPathComponent("Recipes"), withIntermediateDirectories: true)
        let paths = try SousPaths.locate(environment: ["SOUS_HOME": home.path, "XDG_DATA_HOME": "/tmp/xdg"], executable: nil)
        #expect(paths.recipes.path == home.appendingPathComponent("Recipes").path)
        #expect(paths.data.path == "/tmp/xdg/sous")
        #expect(paths.ignoredHome == nil)
    }

    /// A mistyped SOUS_HOME is said, with the folder used instead.
    @Test func aSousHomeWithoutRecipesIsNamed() throws {
        let root = BundledRecipeTests.root
        let fakeBinary = root.appendingPathComponent(".build/x86_64-unknown-linux-gnu/debug/sous")
        let missing = try SousPaths.locate(environment: ["SOUS_HOME": "/tmp/sous-no-such-home"], executable: fakeBinary)
        #expect(missing.ignoredHome == "SOUS_HOME=/tmp/sous-no-such-home does not exist; using the recipes in \(root.standardizedFileURL.path) instead")
        let empty = ScratchFolder.path("sous-home")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let bare = try SousPaths.locate(environment: ["SOUS_HOME": empty.path], executable: fakeBinary)
        #expect(bare.ignoredHome?.hasPrefix("SOUS_HOME=\(empty.path) has no Recipes/ folder") == true)
        #expect(try SousPaths.locate(environment: [:], executable: fakeBinary).ignoredHome == nil)
    }

    @Test func dataFallsBackToHome() {
        #expect(SousPaths.dataDirectory(environment: ["HOME": "/home/cook"]).path == "/home/cook/.local/share/sous")
    }

    @Test func findsThePackageAboveTheExecutable() throws {
        let root = BundledRecipeTests.root
        let fakeBinary = root.appendingPathComponent(".build/x86_64-unknown-linux-gnu/debug/sous")
        let paths = try SousPaths.locate(environment: [:], executable: fakeBinary)
        #expect(paths.home.standardizedFileURL.path == root.standardizedFileURL.path)
    }

    @Test func installedShareFolderIsFound() throws {
        let prefix = ScratchFolder.path("sous-prefix")
        try FileManager.default.createDirectory(at: prefix.appendingPathComponent("share/sous/Recipes"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: prefix.appendingPathComponent("bin"), withIntermediateDirectories: true)
        let paths = try SousPaths.locate(environment: [:], executable: prefix.appendingPathComponent("bin/sous"))
        #expect(paths.home.path == prefix.appendingPathComponent("share/sous").standardizedFileURL.path)
    }
}

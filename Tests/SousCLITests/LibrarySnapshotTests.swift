import Foundation
import SousTestSupport
import Testing
import SousCore
@testable import SousRecipes

@Suite("Large recipe folders load through a snapshot, as RecipeFolder would")
struct LibrarySnapshotTests {
    let folder = ScratchFolder.path("sous-folder")
    var snapshot: URL { folder.appendingPathComponent("cache/recipes.snapshot") }
    static let anHourAgo = Date(timeIntervalSince1970: (Date().timeIntervalSince1970 - 3600).rounded())

    /// 130 recipe files made from the bundled ones.
    func makeFolder() throws -> URL {
        let recipes = folder.appendingPathComponent("Recipes")
        try FileManager.default.createDirectory(at: recipes, withIntermediateDirectories: true)
        let bundled = RecipeFolder(SousBinary.packageRoot.appendingPathComponent("Recipes")).load().recipes
        for index in 0..<130 {
            var recipe = bundled[index % bundled.count]
            recipe.id = "copy-\(index)"
            let file = recipes.appendingPathComponent("copy-\(index).json")
            try recipe.encodedJSON().write(to: file)
            try FileManager.default.setAttributes([.modificationDate: Self.anHourAgo], ofItemAtPath: file.path)
        }
        return recipes
    }

    func expectSame(_ a: RecipeFolder.Loaded, _ b: RecipeFolder.Loaded) {
        #expect(a.recipes == b.recipes)
        #expect(a.problems == b.problems)
    }

    @Test func givesWhatRecipeFolderGivesAndPicksUpChanges() throws {
        let recipes = try makeFolder()
        let first = RecipeLibrary.loadFolder(recipes, snapshot: snapshot)
        expectSame(first, RecipeFolder(recipes).load())
        #expect(FileManager.default.fileExists(atPath: snapshot.path))
        expectSame(RecipeLibrary.loadFolder(recipes, snapshot: snapshot), first)

        // A changed file, a broken one, a duplicate id and a removed file.
        func recipe(_ id: String) throws -> SousCore.Recipe { try #require(first.recipes.first { $0.id == id }) }
        var changed = try recipe("copy-5")
        changed.title = "Changed Title"
        try changed.encodedJSON().write(to: recipes.appendingPathComponent("copy-5.json"))
        try Data(#"{"id": "bad", "title": "Bad", "minutes": "ten", "ingredients": [], "steps": ["x"]}"#.utf8)
            .write(to: recipes.appendingPathComponent("bad.json"))
        try recipe("copy-7").encodedJSON().write(to: recipes.appendingPathComponent("zz-duplicate.json"))
        try FileManager.default.removeItem(at: recipes.appendingPathComponent("copy-9.json"))
        let again = RecipeLibrary.loadFolder(recipes, snapshot: snapshot)
        expectSame(again, RecipeFolder(recipes).load())
        #expect(again.recipes.first { $0.id == "copy-5" }?.title == "Changed Title")
        #expect(again.problems.map(\.description) == [
            "bad.json: field 'minutes': expected a whole number", "zz-duplicate.json: field 'id': 'copy-7' is already used by copy-7.json",
        ])
        expectSame(RecipeLibrary.loadFolder(recipes, snapshot: snapshot), again)
    }

    @Test func unchangedFilesComeFromTheSnapshotAndFreshOnesAreNotTrusted() throws {
        let recipes = try makeFolder()
        _ = RecipeLibrary.loadFolder(recipes, snapshot: snapshot)
        // Same size, same time, other contents: only a snapshot hit explains the old title.
        let file = recipes.appendingPathComponent("copy-3.json")
        let original = try String(contentsOf: file, encoding: .utf8)
        let title = try #require(RecipeFolder(recipes).load().recipes.first { $0.id == "copy-3" }?.title)
        let renamed = String(title.reversed())
        try Data(original.replacingOccurrences(of: "\"\(title)\"", with: "\"\(renamed)\"").utf8).write(to: file)
        try FileManager.default.setAttributes([.modificationDate: Self.anHourAgo], ofItemAtPath: file.path)
        #expect(RecipeLibrary.loadFolder(recipes, snapshot: snapshot).recipes.first { $0.id == "copy-3" }?.title == title)
        // A file written just now is read afresh every time until it settles.
        try Data(original.utf8).write(to: file)
        try Data(original.replacingOccurrences(of: "\"\(title)\"", with: "\"\(renamed)\"").utf8).write(to: file)
        #expect(RecipeLibrary.loadFolder(recipes, snapshot: snapshot).recipes.first { $0.id == "copy-3" }?.title == renamed)
        try Data(original.utf8).write(to: file)
        #expect(RecipeLibrary.loadFolder(recipes, snapshot: snapshot).recipes.first { $0.id == "copy-3" }?.title == title)
    }

    @Test func aDamagedSnapshotIsIgnoredAndRewritten() throws {
        let recipes = try makeFolder()
        let first = RecipeLibrary.loadFolder(recipes, snapshot: snapshot)
        try Data("not a snapshot".utf8).write(to: snapshot)
        expectSame(RecipeLibrary.loadFolder(recipes, snapshot: snapshot), first)
        #expect((try Data(contentsOf: snapshot)).prefix(8) == Data("SOUSSNAP".utf8))
    }

    @Test func smallFoldersNeedNoSnapshot() {
        let bundled = SousBinary.packageRoot.appendingPathComponent("Recipes")
        expectSame(RecipeLibrary.loadFolder(bundled, snapshot: snapshot), RecipeFolder(bundled).load())
        #expect(!FileManager.default.fileExists(atPath: snapshot.path))
    }
}

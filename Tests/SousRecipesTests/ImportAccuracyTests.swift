import Foundation
import Testing
@testable import SousRecipes

/// Accuracy on real saved pages, when the shared data folder is there.
@Suite("Import accuracy on saved recipe pages")
struct ImportAccuracyTests {
    static let folder: URL = {
        if let custom = ProcessInfo.processInfo.environment["SOUS_IMPORT_PAGES"], !custom.isEmpty {
            return URL(fileURLWithPath: custom, isDirectory: true)
        }
        // <package>/Tests/SousRecipesTests/this file -> <package>/../shared/data/recipe-pages-dev
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("shared/data/recipe-pages-dev", isDirectory: true)
    }()

    static var available: Bool { !ImportAccuracy.pages(in: folder).isEmpty }

    /// The floor Sous must keep on the development pages. See
    /// `sous bench import --verbose` for what the rest gets wrong.
    static let minimumFullyRight = 0.60

    @Test(.enabled(if: available, "no saved pages at ../shared/data/recipe-pages-dev"))
    func enoughPagesFullyRight() {
        let report = ImportAccuracy.evaluate(folder: Self.folder)
        #expect(report.pages.count >= 100)
        #expect(report.share >= Self.minimumFullyRight,
                "\(report.fullyRight)/\(report.pages.count) fully right; wrong: \(report.pages.filter { !$0.fullyRight }.map(\.page))")
        for field in ImportAccuracy.Field.allCases {
            #expect(Double(report.count(field)) / Double(report.pages.count) >= 0.70, "\(field.rawValue)")
        }
    }

    @Test func scoringNormalisesLikeTheBaseline() {
        #expect(ImportAccuracy.normalize("  a&amp;amp;b\u{00A0} c\n") == "a&b c")
        let expected = ImportAccuracy.Expected(json: Data(#"{"title": "T", "ingredients": ["1 egg"], "instructions_list": ["S", "Do it."], "total_time": 10, "yields": "6-8 servings"}"#.utf8))!
        #expect(expected.servings == 8)
        #expect(ImportAccuracy.Expected(json: Data(#"{"title": "T", "yields": "2 dozen"}"#.utf8))?.servings == 24)
        let imported = ImportedRecipe(title: "T", ingredients: ["1 egg"], steps: [.init(text: "Do it.", section: "S")],
                                      minutes: 10, servings: 8, source: .jsonLD)
        #expect(ImportAccuracy.score(imported, expected: expected) == Set(ImportAccuracy.Field.allCases))
        #expect(ImportAccuracy.score(nil, expected: expected).isEmpty)
    }
}

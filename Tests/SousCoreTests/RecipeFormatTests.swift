import Foundation
import Testing
@testable import SousCore

@Suite("Recipe files")
struct RecipeFormatTests {
    static let valid = """
    {"id": "toast", "title": "Toast", "tags": ["breakfast"], "minutes": 5, "servings": 1,
     "ingredients": [{"text": "2 slices bread", "quantity": 2, "unit": "slice", "name": "bread"},
                     "1 tbsp butter",
                     {"text": "2-3 tsp jam"}],
     "steps": [{"text": "Toast the bread for 2 minutes.", "timer": 120}, "Spread with butter and jam."]}
    """

    @Test func readsFullAndShortForms() throws {
        let recipe = try Recipe.decode(Data(Self.valid.utf8), file: "toast.json")
        #expect(recipe.ingredients[0].amount == .exact(2))
        #expect(recipe.ingredients[0].unit?.symbol == "slice")
        #expect(recipe.ingredients[1].name == "butter")
        #expect(recipe.ingredients[2].amount == .range(2, 3))
        #expect(recipe.steps[0].timer == 120)
        #expect(recipe.steps[1].timer == nil)
    }

    @Test func roundTripsThroughJSON() throws {
        let recipe = try Recipe.decode(Data(Self.valid.utf8))
        let again = try Recipe.decode(recipe.encodedJSON())
        #expect(again == recipe)
    }

    @Test(arguments: [
        (#"{"id":"x","title":"X","minutes":5,"ingredients":[],"steps":[]}"#, "steps"),
        (#"{"id":"x","title":"X","minutes":"five","ingredients":[],"steps":["a"]}"#, "minutes"),
        (#"{"id":"x","minutes":5,"ingredients":[],"steps":["a"]}"#, "title"),
        (#"{"id":"x","title":"X","minutes":5,"ingredients":[{"text":"1 cup milk","name":"milk","unit":"bucket"}],"steps":["a"]}"#, "ingredients[0].unit"),
        (#"{"id":"x","title":"X","minutes":5,"ingredients":[{"text":"1 cup milk","name":"milk","quantity":"lots"}],"steps":["a"]}"#, "ingredients[0].quantity"),
        (#"{"id":"x","title":"X","minutes":5,"ingredients":[],"steps":[{"text":"Bake","timer":-4}]}"#, "steps[0].timer"),
        (#"{"id":"Bad Id","title":"X","minutes":5,"ingredients":[],"steps":["a"]}"#, "id"),
        (#"{"id":"x","title":"X","minutes":5,"servings":0,"ingredients":[],"steps":["a"]}"#, "servings"),
    ])
    func brokenFilesNameTheField(json: String, field: String) {
        #expect {
            try Recipe.decode(Data(json.utf8), file: "broken.json")
        } throws: { error in
            guard let error = error as? RecipeFormatError else { return false }
            return error.file == "broken.json" && error.field == field && error.description.contains(field)
        }
    }

    /// An empty entry is an empty line to remove, not an empty "name" or
    /// "text" the author never wrote; a name written empty is still named.
    @Test func emptyEntriesAreSaidAsWritten() throws {
        let json = #"{"id":"x","title":"X","minutes":5,"ingredients":["2 eggs","","3",{"text":"1 cup milk","name":""}],"steps":["Stir.",""]}"#
        let recipe = try JSONDecoder().decode(Recipe.self, from: Data(json.utf8))
        #expect(recipe.problems(file: "x.json").map(\.description) == [
            "x.json: field 'steps[1]': is an empty step; remove it",
            "x.json: field 'ingredients[1]': is an empty line; remove it",
            #"x.json: field 'ingredients[2]': '3' names no ingredient; write what it is ("2 eggs", not "2")"#,
            "x.json: field 'ingredients[3].name': must not be empty",
        ])
    }

    /// Numbers no kitchen has crashed Sous ("Double value cannot be converted
    /// to Int") when scaled, shopped or counted down; a fraction of a second
    /// was "not valid JSON". Each is now the field at fault, said plainly.
    @Test(arguments: [
        (#"{"text":"Simmer.","timer":90.5}"#, "steps[0].timer", "must be a whole number of seconds, got 90.5"),
        (#"{"text":"Wait.","timer":9223372036854775807}"#, "steps[0].timer", "must be at most 24 hours (86400 seconds)"),
        (#"{"text":"Wait.","timer":1e19}"#, "steps[0].timer", "must be at most 24 hours (86400 seconds)"),
        (#"{"text":"Wait.","timer":86401}"#, "steps[0].timer", "must be at most 24 hours (86400 seconds), got 86401"),
    ])
    func absurdTimersNameTheField(step: String, field: String, problem: String) {
        let json = #"{"id":"x","title":"X","minutes":5,"ingredients":["2 eggs"],"steps":["# + step + "]}"
        #expect {
            try Recipe.decode(Data(json.utf8), file: "t.json")
        } throws: { error in
            guard let error = error as? RecipeFormatError else { return false }
            return error.field == field && error.problem.hasPrefix(problem)
        }
    }

    @Test func absurdAmountsAreNoAmounts() throws {
        let json = #"{"id":"x","title":"X","minutes":5,"ingredients":[{"text":"eggs","name":"eggs","quantity":1e20}],"steps":["a"]}"#
        #expect {
            try Recipe.decode(Data(json.utf8), file: "q.json")
        } throws: { error in
            (error as? RecipeFormatError)?.description == "q.json: field 'ingredients[0].quantity': must be at most 1000000, got 1e+20"
        }
        // A page's "99999999999999999999 eggs" is a line without an amount to scale, not a crash.
        let typo = Ingredient(parsing: "99999999999999999999 eggs")
        #expect(typo.amount == nil)
        #expect(Ingredient(parsing: "1000000 g flour").amount == .exact(1_000_000))
        #expect(AmountFormatter.format(1e20) == "1000000000000000")
        #expect(DurationPhrase.remaining(9.2e18).contains("hours"))
        // A day is the longest timer, by voice or in a file.
        #expect(Recipe.longestTimer == 86_400)
    }

    @Test func invalidJSONNamesTheFile() {
        #expect {
            try Recipe.decode(Data("{not json".utf8), file: "nope.json")
        } throws: { error in
            (error as? RecipeFormatError)?.description.hasPrefix("nope.json") == true
        }
    }

    /// A hand-edited file is told where it breaks as an editor counts,
    /// and an empty or Latin-1 file what it is.
    @Test func brokenJSONSaysLineAndColumn() {
        func problem(_ bytes: [UInt8]) -> String? {
            do { _ = try Recipe.decode(Data(bytes), file: "mine.json") } catch { return error.problem }
            return nil
        }
        let missingComma = Array("{\n  \"title\": \"X\",\n  \"steps\": [\"a\" \"b\"]\n}\n".utf8)
        #expect(problem(missingComma)?.hasPrefix("is not valid JSON at line 3, column ") == true, "\(problem(missingComma) ?? "")")
        #expect(problem([]) == "is empty")
        #expect(problem(Array("{\"title\": \"Cr".utf8) + [0xE8] + Array("me\"}".utf8)) == "is not UTF-8 text; save it as UTF-8")
    }

    /// "Sunday-Roast" is refused with the id it was meant to be; "thumb"
    /// lists the units there are.
    @Test func refusalsSayWhatWouldDo() {
        func problem(_ json: String) -> String? {
            do { _ = try Recipe.decode(Data(json.utf8), file: "mine.json") } catch { return error.problem }
            return nil
        }
        #expect(problem(#"{"id": "Sunday-Roast", "title": "Roast", "minutes": 90, "ingredients": [], "steps": ["Roast."]}"#)
            == "must be lowercase letters, digits and hyphens, got 'Sunday-Roast' (did you mean 'sunday-roast'?)")
        let unit = problem(#"{"id": "g", "title": "G", "minutes": 5, "ingredients": [{"text": "1 thumb ginger", "quantity": 1, "unit": "thumb", "name": "ginger"}], "steps": ["Grate."]}"#)
        #expect(unit?.hasPrefix("unknown unit 'thumb'; Sous knows g, kg, mg, oz, lb, ml,") == true, "\(unit ?? "")")
        #expect(unit?.contains(", knob, ") == true && unit?.hasSuffix("(or leave 'unit' out)") == true)
    }
}

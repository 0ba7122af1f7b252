import Foundation
import Testing

@Suite("sous import")
struct ImportCommandTests {
    let sous = SousBinary()

    static let page = """
    <html><head><title>Lentil Soup</title>
    <script type="application/ld+json">
    {"@context": "https://schema.org", "@graph": [{"@type": "WebPage", "name": "Lentil Soup"},
     {"@type": "Recipe", "name": "Red Lentil Soup &amp;amp; Lemon",
      "recipeIngredient": ["1 cup red lentils", "2 cloves garlic, minced", "&frac12; lemon"],
      "recipeInstructions": [{"@type": "HowToStep", "text": "Rinse the lentils."},
                             {"@type": "HowToStep", "text": "Simmer with the garlic for 20 minutes."}],
      "prepTime": "PT10M", "cookTime": "PT25M", "recipeYield": ["4", "4 bowls"],
      "recipeCategory": "Soup", "recipeCuisine": ["Turkish"]}]}
    </script></head><body><h1>Lentil Soup</h1></body></html>
    """

    func write(_ text: String, as name: String) throws -> URL {
        let file = sous.dataFolder.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return file
    }

    func json(_ text: String) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] ?? [:]
    }

    /// A file of several recipes in Sous's format: --all saves the good
    /// ones, says which one was left out and why, and they can be cooked.
    @Test func importsAListWithAll() throws {
        let list = """
        [{"title": "Cheese on Toast", "minutes": 5, "ingredients": ["2 slices bread", "30 g cheddar"], "steps": ["Toast it.", "Melt the cheese on top."]},
         {"title": "Tea", "minutes": 4, "ingredients": ["1 tea bag"], "steps": ["Steep for 4 minutes."]},
         {"title": "Nothing", "minutes": 1, "ingredients": [], "steps": []}]
        """
        let file = try write(list, as: "mine.json")
        let output = try sous.run(["import", file.path, "--all"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("Saved 'Cheese on Toast' as cheese-on-toast"))
        #expect(output.stdout.contains("Saved 'Tea' as tea"))
        #expect(output.stderr.contains("left out mine.json recipe 3: field 'steps'"))
        #expect(try sous.run(["cook", "cheese-on-toast"], input: "how much cheddar\n").stdout.contains("30 g of cheddar"))
    }

    @Test func printsTheRecipeInSousFormat() throws {
        let page = try write(Self.page, as: "soup.html")
        let output = try sous.run(["import", page.path, "--json"])
        #expect(output.status == 0, "\(output.stderr)")
        let recipe = try json(output.stdout)
        #expect(recipe["id"] as? String == "red-lentil-soup-and-lemon")
        #expect(recipe["title"] as? String == "Red Lentil Soup & Lemon")
        #expect(recipe["minutes"] as? Int == 35)
        #expect(recipe["servings"] as? Int == 4)
        #expect(recipe["tags"] as? [String] == ["soup", "turkish"])
        let ingredients = recipe["ingredients"] as? [[String: Any]] ?? []
        #expect(ingredients.map { $0["text"] as? String } == ["1 cup red lentils", "2 cloves garlic, minced", "½ lemon"])
        #expect(ingredients[1]["unit"] as? String == "clove")
        #expect(ingredients[1]["name"] as? String == "garlic")
        #expect(ingredients[1]["quantity"] as? Double == 2)
        let steps = recipe["steps"] as? [[String: Any]] ?? []
        #expect(steps.map { $0["text"] as? String } == ["Rinse the lentils.", "Simmer with the garlic for 20 minutes."])
        #expect(steps[1]["timer"] as? Int == 1200)
        // Nothing was saved.
        #expect(!FileManager.default.fileExists(atPath: sous.dataFolder.appendingPathComponent("sous/Recipes").path))
    }

    @Test func savesAndThenListsIt() throws {
        let page = try write(Self.page, as: "soup.html")
        let saved = try sous.run(["import", page.path])
        #expect(saved.status == 0, "\(saved.stderr)")
        let file = sous.dataFolder.appendingPathComponent("sous/Recipes/red-lentil-soup-and-lemon.json")
        #expect(saved.lines.first?.hasPrefix("Saved 'Red Lentil Soup & Lemon' as red-lentil-soup-and-lemon") == true)
        #expect(saved.stdout.contains(file.path))
        #expect(FileManager.default.fileExists(atPath: file.path))

        let listed = try sous.run(["list", "--all"])
        let line = listed.lines.first { $0.hasPrefix("red-lentil-soup-and-lemon ") }
        #expect(line?.hasSuffix("Red Lentil Soup & Lemon (35 min; soup, turkish)") == true, "\(listed.stdout)")
        #expect(listed.stderr.isEmpty, "\(listed.stderr)")

        let again = try sous.run(["import", page.path])
        #expect(again.stdout.contains("already saved as red-lentil-soup-and-lemon"))

        // A different recipe with the same title keeps the first one's file.
        let changed = try write(Self.page.replacingOccurrences(of: "PT25M", with: "PT45M"), as: "soup2.html")
        let second = try sous.run(["import", changed.path])
        #expect(second.stdout.contains("as red-lentil-soup-and-lemon-2"))
        #expect(second.stdout.contains("(A different 'Red Lentil Soup & Lemon' is saved as red-lentil-soup-and-lemon; to update that one instead"))
        let forced = try sous.run(["import", changed.path, "--force"])
        #expect(forced.stdout.hasPrefix("Replaced red-lentil-soup-and-lemon"))

        // Removing the recipe being cooked says what becomes of the session.
        _ = try sous.run(["cook", "red-lentil-soup-and-lemon-2", "--here"], input: "next\n")
        let removed = try sous.run(["remove", "red-lentil-soup-and-lemon-2"])
        #expect(removed.stdout.contains("It is being cooked: that session carries on while Sous runs, but cannot be resumed after a restart."),
                "\(removed.stdout)")
        #expect(!(try sous.run(["remove", "red-lentil-soup-and-lemon"])).stdout.contains("being cooked"))
    }

    /// `--force` with a bundled recipe's title: the cook's copy hides the
    /// bundled one, and Sous says so and how to get it back (it said nothing).
    @Test func forcingABundledTitleSaysTheBundledRecipeIsHidden() throws {
        let page = try write(Self.page.replacingOccurrences(of: "Red Lentil Soup &amp;amp; Lemon", with: "Crispy Roast Potatoes"), as: "potatoes.html")
        let forced = try sous.run(["import", page.path, "--force"])
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(forced.stdout.contains("as crispy-roast-potatoes "), "\(forced.stdout)")
        #expect(forced.stdout.contains("stands in for the bundled recipe crispy-roast-potatoes; 'sous remove crispy-roast-potatoes' brings the bundled one back"),
                "\(forced.stdout)")
        #expect(try sous.run(["show", "crispy-roast-potatoes"]).stdout.contains("lentil"))
        _ = try sous.run(["remove", "crispy-roast-potatoes"])
        #expect(!(try sous.run(["show", "crispy-roast-potatoes"])).stdout.contains("lentil"))
    }

    /// A file copied into the recipe folder by hand under another name:
    /// `list` says so, and `remove` finds it (it said "is a bookmark").
    @Test func removesAHandCopiedFileNamedOtherwise() throws {
        let folder = sous.dataFolder.appendingPathComponent("sous/Recipes")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("wrong-name.json")
        try Data(#"{"id": "right-name", "title": "Mismatch", "minutes": 5, "ingredients": ["1 apple"], "steps": ["Eat it."]}"#.utf8).write(to: file)
        let listed = try sous.run(["list", "--all"])
        #expect(listed.stdout.contains("right-name"))
        #expect(listed.stderr.contains("wrong-name.json: field 'id': is 'right-name' but the file is named wrong-name.json; rename it right-name.json"), "\(listed.stderr)")
        let removed = try sous.run(["remove", "right-name"])
        #expect(removed.status == 0, "\(removed.stderr)")
        #expect(removed.stdout.contains("Removed Mismatch (right-name)"))
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    /// `sous remove bell` deleted "Bell Pepper Sandwich" found loosely by
    /// a word of its title: a file deleted is gone, so only the exact id or
    /// title removes one, and a loose match is named for the cook to confirm.
    @Test func removingNeedsTheExactIdOrTitle() throws {
        let page = try write(Self.page, as: "soup.html")
        _ = try sous.run(["import", page.path])
        let file = sous.dataFolder.appendingPathComponent("sous/Recipes/red-lentil-soup-and-lemon.json")
        let loose = try sous.run(["remove", "soup & lemon"])
        #expect(loose.status == 1)
        #expect(loose.stderr.contains("did you mean Red Lentil Soup & Lemon (red-lentil-soup-and-lemon)?"), "\(loose.stderr)")
        #expect(FileManager.default.fileExists(atPath: file.path))
        let byTitle = try sous.run(["remove", "red lentil soup  &", "LEMON"])
        #expect(byTitle.status == 0, "\(byTitle.stderr)")
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    /// A saved import is easy to edit by hand: its keys in the bundled
    /// files' order, id and title first, steps last (they came in any order).
    @Test func savedImportsKeepTheBundledKeyOrder() throws {
        let page = try write(Self.page, as: "soup.html")
        _ = try sous.run(["import", page.path])
        let saved = try String(contentsOf: sous.dataFolder.appendingPathComponent("sous/Recipes/red-lentil-soup-and-lemon.json"), encoding: .utf8)
        let keys = saved.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map { String($0.dropFirst(3).prefix { $0 != "\"" }) }
        #expect(keys == ["id", "title", "tags", "minutes", "servings", "ingredients", "steps"], "\(saved)")
        let garlic = ["\"text\": \"2 cloves garlic, minced\",", "\"quantity\": 2,", "\"unit\": \"clove\",", "\"name\": \"garlic\",", "\"note\": \"minced\""]
        #expect(saved.contains(garlic.map { "      " + $0 }.joined(separator: "\n")), "\(saved)")
        // An unknown key inside an ingredient is told, as one at the top is.
        let file = try write(#"{"title": "Tea", "minutes": 5, "ingredients": [{"text": "1 tea bag", "aisle": "Tea"}], "steps": ["Steep."]}"#, as: "tea.json")
        #expect(try sous.run(["check", file.path]).stdout.contains("tea.json: field 'ingredients[0].aisle': is not a field Sous reads"))
        // An ingredient's group is one: checked clean, and saved after the note.
        let grouped = try write(#"{"title": "Tea", "minutes": 5, "ingredients": [{"text": "1 tea bag", "section": "Tea"}], "steps": ["Steep."]}"#, as: "tea.json")
        let checked = try sous.run(["check", grouped.path]).stdout
        #expect(!checked.contains("section"), "\(checked)")
    }

    @Test func importsCooklangAndSousJSON() throws {
        let cook = try write(">> servings: 2\n>> tags: Breakfast, quick\nBoil @eggs{2} for ~{7%minutes}.\n", as: "Soft Eggs.cook")
        let output = try sous.run(["import", cook.path, "--json"])
        #expect(output.status == 0, "\(output.stderr)")
        let recipe = try json(output.stdout)
        #expect(recipe["id"] as? String == "soft-eggs")
        #expect(recipe["tags"] as? [String] == ["breakfast", "quick"])
        #expect((recipe["steps"] as? [[String: Any]])?.first?["timer"] as? Int == 420)

        let toast = try write(#"{"id": "my-toast", "title": "Toast", "minutes": 5, "ingredients": ["1 slice bread"], "steps": ["Toast it."]}"#, as: "t.json")
        let savedToast = try sous.run(["import", toast.path])
        #expect(savedToast.stdout.hasPrefix("Saved 'Toast' as my-toast "), "\(savedToast.stderr)")

        let bad = try write(#"{"id": "x", "title": "X", "minutes": 5, "ingredients": [], "steps": []}"#, as: "empty.json")
        let failed = try sous.run(["import", bad.path])
        #expect(failed.status == 1)
        #expect(failed.stderr == "error: empty.json: field 'steps': a recipe needs at least one step\n")
    }

    /// A recipe in words Sous cannot read shows no diet, and says why
    /// (a Polish bigos was listed as vegan).
    @Test func aRecipeSousCannotReadSaysItsDietsAreNotJudged() throws {
        let bigos = try write(#"{"id": "bigos", "title": "Bigos", "minutes": 120, "ingredients": ["500 g kapusty kiszonej", "300 g kiełbasy", "200 g boczku", "2 cebule"], "steps": ["Gotuj."]}"#, as: "bigos.json")
        #expect(try sous.run(["import", bigos.path]).status == 0)
        let shown = try sous.run(["show", "bigos"]).stdout
        #expect(shown.contains("diets not judged (ingredients in words Sous cannot read)"), "\(shown)")
        #expect(!shown.contains("vegan"))
    }

    /// One ingredient Sous does not know may hold anything: the tester's
    /// shakshuka with flatbreads was listed as gluten-free. `show` names it.
    @Test func anUnknownIngredientIsNamedAndNoDietJudged() throws {
        let file = try write(#"{"id": "green-eggs", "title": "Green Eggs", "minutes": 20, "ingredients": ["1 onion", "200 g spinach", "4 eggs", "2 tbsp Bisto granules"], "steps": ["Cook."]}"#, as: "green-eggs.json")
        #expect(try sous.run(["import", file.path]).status == 0)
        let shown = try sous.run(["show", "green-eggs"]).stdout
        #expect(shown.contains("diets not judged (Sous does not know what 'Bisto granules' may hold)"), "\(shown)")
        #expect(!(try sous.run(["list", "--diet", "vegetarian"]).stdout.contains("green-eggs")))
    }

    /// A file without a time is "time unknown" in the saved line as in
    /// the note (it said "0 min"); a keyless `>> Pancakes` is the title,
    /// with a note, instead of being dropped for the file's name.
    @Test func cooklangWithoutTimeOrKeysSaysWhatItDid() throws {
        let file = try write(">> Pancakes\nMix @flour{200%g} and @eggs{2}.\nFry for ~{3%minutes}.\n", as: "recipe.cook")
        let output = try sous.run(["import", file.path])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.hasPrefix("Saved 'Pancakes' as pancakes (2 ingredients, 1 step, time unknown, serves 1)"), "\(output.stdout)")
        #expect(output.stderr.contains("note: recipe.cook: '>> Pancakes' has no key; taken as the title (write '>> title: Pancakes')"),
                "\(output.stderr)")
        #expect(output.stderr.contains("does not give its time (listed as time unknown)"))
        // With a title given, a keyless line is named and left out.
        let titled = try write(">> title: Crepes\n>> thin ones\nMix @flour{100%g}.\n", as: "crepes.cook")
        let second = try sous.run(["import", titled.path, "--json"])
        #expect(try json(second.stdout)["title"] as? String == "Crepes")
        #expect(second.stderr.contains("'>> thin ones' has no key (write '>> key: value'); ignored"), "\(second.stderr)")
    }

    @Test func pageWithoutRecipeFailsClearly() throws {
        let page = try write("<html><head><title>Tips</title></head><body><p>Sharpen knives.</p></body></html>", as: "tips.html")
        let output = try sous.run(["import", page.path])
        #expect(output.status == 1)
        #expect(output.stderr.hasPrefix("error: tips.html: no recipe found"))
        #expect(output.stdout.isEmpty)

        let broken = try write("{\"title\": ", as: "broken.json")
        let bad = try sous.run(["import", broken.path])
        #expect(bad.status == 1)
        #expect(bad.stderr.hasPrefix("error: broken.json: is not valid JSON"))

        let missing = try sous.run(["import", "/nonexistent/page.html"])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("no such file"))
        let usage = try sous.run(["import"])
        #expect(usage.status == 2)
    }

    /// Several files at once: a page with no recipe is named, the good ones
    /// are still saved (before, one bad file threw every good one away).
    @Test func aBadFileAmongSeveralKeepsTheGoodOnes() throws {
        let good = try write(Self.page, as: "soup.html")
        let bad = try write("<html><body><p>Sharpen knives.</p></body></html>", as: "tips.html")
        let output = try sous.run(["import", bad.path, good.path])
        #expect(output.status == 1)
        #expect(output.stderr.contains("error: tips.html: no recipe found"))
        #expect(output.stderr.contains("1 of 2 files could not be imported"))
        #expect(output.stdout.contains("Saved 'Red Lentil Soup & Lemon'"))
        #expect(try sous.run(["show", "red-lentil-soup-and-lemon"]).status == 0)
    }

    /// The brief's sample recipes ship with Sous: importing them again
    /// would list every title twice.
    @Test func aRecipeAlreadyInTheLibraryIsNotImportedTwice() throws {
        let brief = """
        [{"id": "r1", "title": "Garlic Lemon Chicken", "tags": ["quick", "protein"], "minutes": 25,
          "ingredients": [{"name": "Chicken breast", "quantity": "300 g"}, {"name": "Garlic", "quantity": "3 cloves"},
                          {"name": "Lemon", "quantity": "1 pc"}, {"name": "Olive oil", "quantity": "2 tbsp"},
                          {"name": "Salt", "quantity": "to taste"}, {"name": "Pepper", "quantity": "to taste"}],
          "steps": ["Marinate chicken with garlic, lemon juice, salt, pepper.", "Pan sear with olive oil until cooked through.", "Rest 2 minutes, slice, and serve."]}]
        """
        let file = try write(brief, as: "recipes.json")
        let output = try sous.run(["import", file.path, "--all"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("already in your library as garlic-lemon-chicken"))
        let listed = try sous.run(["list"]).stdout.components(separatedBy: "Garlic Lemon Chicken").count - 1
        #expect(listed == 1)
    }
}

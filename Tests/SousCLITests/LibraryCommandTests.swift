import Foundation
import Testing

/// The library commands as a cook uses them: the built binary, its own data
/// folder, and a real HTTP server standing in for Spoonacular.
@Suite("sous remote, quota, bookmark, plan, shop, pantry")
struct LibraryCommandTests {
    static let key = "cli-secret-KEY-0a1b2c"

    let sous: SousBinary = {
        var binary = SousBinary()
        binary.environment["XDG_CONFIG_HOME"] = binary.dataFolder.appendingPathComponent("config").path
        for name in ["SOUS_SPOONACULAR_KEY", "SOUS_SPOONACULAR_URL", "SOUS_RECIPES_URL", "SOUS_QUOTA_LIMIT", "SOUS_REMOTE_TIMEOUT", "SOUS_FEED_SECONDS"] {
            binary.environment.removeValue(forKey: name)
        }
        return binary
    }()

    static let information = """
        {"id": 716429, "title": "Pasta with Garlic and Cauliflower", "readyInMinutes": 45, "servings": 2,
         "vegetarian": true, "vegan": false, "glutenFree": false, "dairyFree": false, "dishTypes": ["main course"],
         "extendedIngredients": [
            {"name": "spaghetti", "original": "200 g spaghetti", "amount": 200, "unit": "g"},
            {"name": "garlic", "original": "4 cloves garlic", "amount": 4, "unit": "cloves"},
            {"name": "butter", "original": "2 tbsp butter", "amount": 2, "unit": "tbsp"}],
         "analyzedInstructions": [{"name": "", "steps": [
            {"number": 1, "step": "Boil the spaghetti.", "length": {"number": 9, "unit": "minutes"}},
            {"number": 2, "step": "Fry the garlic in the butter and toss."}]}]}
        """

    /// Spoonacular as far as these tests need it; 402 once `exhausted` is in the query.
    func spoonacular(used: Double = 3.5) throws -> TestHTTPServer {
        try TestHTTPServer { request in
            guard request.headers["x-api-key"] == Self.key else { return .json("{}", status: 401) }
            let quota = ["X-API-Quota-Request": "1.6", "X-API-Quota-Used": "\(used)", "X-API-Quota-Left": "\(150 - used)"]
            if request.query["query"] == "exhausted" { return .json(#"{"code": 402}"#, status: 402) }
            switch request.path {
            case "/recipes/complexSearch": return .json("{\"results\": [\(Self.information)]}", headers: quota)
            case "/recipes/716429/information": return .json(Self.information, headers: quota)
            case "/recipes/findByIngredients":
                return .json(#"[{"id": 641803, "title": "Apple Crumble", "usedIngredientCount": 1, "missedIngredientCount": 1, "usedIngredients": [{"name": "apples", "original": "6 apples", "amount": 6, "unit": ""}], "missedIngredients": [{"name": "oats", "original": "1 cup oats", "amount": 1, "unit": "cup"}]}]"#, headers: quota)
            default: return .json("{}", status: 404)
            }
        }
    }

    func withServer(_ server: TestHTTPServer) -> SousBinary {
        var binary = sous
        binary.environment["SOUS_SPOONACULAR_KEY"] = Self.key
        binary.environment["SOUS_SPOONACULAR_URL"] = server.baseURL.absoluteString
        binary.environment["SOUS_REMOTE_TIMEOUT"] = "2"
        return binary
    }

    @Test func remoteSearchSpendsPointsAndQuotaShowsThem() throws {
        let server = try spoonacular()
        defer { server.stop() }
        let online = withServer(server)
        let search = try online.run(["remote", "search", "pasta", "garlic"])
        #expect(search.status == 0, "\(search.stderr)")
        #expect(search.lines.first?.hasPrefix("spoonacular-716429  Pasta with Garlic and Cauliflower (45 min; main)") == true)
        #expect(search.stdout.contains("Spoonacular: 1 recipe for 1.6 points; Sous used 1.6 of your 50 points today, 48.4 left; the Spoonacular account has 146.5 left; resets at 00:00 UTC."))
        #expect(search.stdout.contains("Keep one for cooking offline: sous bookmark spoonacular-716429"))
        let quota = try online.run(["quota"])
        #expect(quota.lines.first == "Sous used 1.6 of your 50 points today, 48.4 left; the Spoonacular account has 146.5 left; resets at 00:00 UTC")
        #expect(quota.stdout.contains("About 30 remote searches left"))
        let json = try online.run(["quota", "--json", "--calls"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["used"] as? Double == 1.6 && object["accountUsed"] as? Double == 3.5)
        #expect((object["callList"] as? [[String: Any]])?.first?["endpoint"] as? String == "complexSearch")
        for output in [search, quota, json] { #expect(!(output.stdout + output.stderr).contains(Self.key)) }
        // Spoonacular's fridge search gives no time or servings: null, not 0 and 1.
        let fridge = try online.run(["remote", "fridge", "apples", "--json"])
        let found = try #require(try JSONSerialization.jsonObject(with: Data(fridge.stdout.utf8)) as? [[String: Any]])
        #expect(found.first?["id"] as? String == "spoonacular-641803")
        #expect(found.first?["minutes"] is NSNull && found.first?["servings"] is NSNull)
        // A recipe already bookmarked is not suggested for bookmarking.
        #expect(try online.run(["bookmark", "spoonacular-716429"]).status == 0)
        let again = try online.run(["remote", "search", "pasta"])
        #expect(again.stdout.contains("Spoonacular: 1 recipe for 1.6 points"))
        #expect(!again.stdout.contains("sous bookmark"))
        // What a search found can be looked at by its id.
        let shown = try online.run(["show", "spoonacular-716429"])
        #expect(shown.status == 0, "\(shown.stderr)")
        #expect(shown.stdout.hasPrefix("Pasta with Garlic and Cauliflower  [spoonacular-716429]"))
        #expect(shown.lines.dropFirst().first == "45 min · serves 2 · vegetarian · not vegan, gluten-free or dairy-free, its source says")
    }

    /// A vegan cook was shown (and paid for) recipes that are not vegan.
    @Test func remoteSearchFollowsThePreferencesAndAllShowsEverything() throws {
        let server = try spoonacular()
        defer { server.stop() }
        let online = withServer(server)
        #expect(try online.run(["prefs", "--diet", "vegan"]).status == 0)
        let search = try online.run(["remote", "search", "pasta"])
        #expect(search.status == 0, "\(search.stderr)")
        #expect(server.requests.first?.query["diet"] == "vegan")
        #expect(search.lines.first == "No recipes found that fit your preferences.")
        #expect(search.stdout.contains("(Hidden by your preferences: spoonacular-716429 (not vegan); --all shows it)"))
        #expect(search.stdout.contains("Spoonacular: 1 recipe for 1.6 points (asked for vegan recipes);"))
        #expect(!search.stdout.contains("sous bookmark"))
        let all = try online.run(["remote", "search", "pasta", "--all"])
        #expect(all.lines.first?.hasPrefix("spoonacular-716429  Pasta with Garlic and Cauliflower") == true)
        #expect(server.requests.last?.query["diet"] == nil)
    }

    /// Other apps had used 100 of the account's points: 'sous quota' said
    /// "101.06 of 10 points used" and every search was refused.
    @Test func theAccountsUseElsewhereIsShownApartFromSous() throws {
        let server = try spoonacular(used: 101.6)
        defer { server.stop() }
        var online = withServer(server)
        online.environment["SOUS_QUOTA_LIMIT"] = "10"
        let search = try online.run(["remote", "search", "pasta"])
        #expect(search.stdout.contains("Sous used 1.6 of your 10 points today, 8.4 left; the Spoonacular account has 48.4 left;"))
        let quota = try online.run(["quota"])
        #expect(quota.stdout.contains("About 5 remote searches left"))
        #expect(try online.run(["remote", "search", "garlic"]).stderr.isEmpty)
        // Too little for a search: whether one recipe still fits is said as it is.
        online.environment["SOUS_QUOTA_LIMIT"] = "4.3"
        #expect(try online.run(["quota"]).stdout.contains("1.1 points left: not enough for a search (1.6 points); fetching one recipe (`sous show ID`, 1 point) still fits."))
        online.environment["SOUS_QUOTA_LIMIT"] = "3.5"
        #expect(try online.run(["quota"]).stdout.contains("0.3 points left: not enough for a search (1.6 points); not even one recipe (`sous show ID`, 1 point) fits;"))
    }

    @Test func refusedOrFailedRemoteSearchSaysWhyOnceAndSearchesLocally() throws {
        let server = try spoonacular()
        defer { server.stop() }
        var online = withServer(server)
        let exhausted = try online.run(["remote", "search", "exhausted"])
        #expect(exhausted.status == 0)
        #expect(exhausted.stderr.hasPrefix("remote search unavailable: http://127.0.0.1:\(server.port)/recipes/complexSearch?query=exhausted"))
        #expect(exhausted.stderr.contains("answered HTTP 402"))
        let after = try online.run(["remote", "search", "chicken"])
        #expect(after.stderr.split(separator: "\n").count == 1)
        #expect(after.stderr.contains("the API quota for today is used up; it resets at 00:00 UTC"))
        #expect(after.stdout.contains("garlic-lemon-chicken"))
        #expect(server.requests.count == 1)
        #expect(try online.run(["quota"]).stdout.contains("No remote calls until the reset"))

        online.environment["SOUS_QUOTA_LIMIT"] = "1"
        let fresh = SousBinary()
        online.environment["XDG_DATA_HOME"] = fresh.dataFolder.path
        let refused = try online.run(["remote", "search", "chicken"])
        #expect(refused.stderr.contains("would cost about 1.6 points but only 1 of today's 1 are left"))
        #expect(server.requests.count == 1)
        for output in [exhausted, after, refused] { #expect(!(output.stdout + output.stderr).contains(Self.key)) }
    }

    @Test func aBookmarkedRemoteRecipeCooksOffline() throws {
        let server = try spoonacular()
        let online = withServer(server)
        let bookmark = try online.run(["bookmark", "spoonacular-716429"])
        #expect(bookmark.status == 0, "\(bookmark.stderr)")
        #expect(bookmark.stdout.contains("Bookmarked Pasta with Garlic and Cauliflower (spoonacular-716429)"))
        #expect(server.requests.map(\.path) == ["/recipes/716429/information"])
        server.stop()

        let cook = try online.run(["cook", "spoonacular-716429"], input: "next\nhow much garlic\nnext\n")
        #expect(cook.status == 0, "\(cook.stderr)")
        #expect(cook.stdout.contains("Pasta with Garlic and Cauliflower"))
        #expect(cook.stdout.contains("4 cloves of garlic"))
        #expect(cook.stdout.contains("Do you want a timer for 9 minutes?"))
        #expect(try online.run(["show", "pasta with garlic"]).stdout.contains("- 200 g spaghetti"))
        #expect(try online.run(["bookmarks"]).stdout.contains("spoonacular-716429  Pasta with Garlic and Cauliflower (45 min; main) [spoonacular]"))
        #expect(try online.run(["plan", "add", "spoonacular-716429", "--day", "wed", "--servings", "4"]).status == 0)
        let removed = try online.run(["bookmark", "--remove", "spoonacular-716429"])
        #expect(removed.stdout.contains("Removed the bookmark"))
        // The plan said "no longer in your library" while show and cook
        // still found the recipe in the cache: now all of them use it.
        #expect(removed.stdout.contains("It is still in your meal plan, from the copy Sous cached when it was fetched"))
        #expect(try online.run(["bookmark", "--remove", "spoonacular-716429"]).status == 1)
        #expect(try online.run(["plan"]).stdout.contains("spoonacular-716429  Pasta with Garlic and Cauliflower (45 min), 4 servings"))
        let shop = try online.run(["shop"])
        #expect(shop.stderr.isEmpty, "\(shop.stderr)")
        #expect(shop.stdout.contains("8 cloves garlic"))
        // Cooking it (from the cache, the server gone) does not bookmark
        // again what the cook just removed.
        let again = try online.run(["cook", "spoonacular-716429"], input: "stop\n")
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.contains("Pasta with Garlic and Cauliflower"))
        #expect(!again.stdout.contains("Bookmarked"))
        #expect(!(try online.run(["bookmarks"]).stdout.contains("spoonacular-716429")))
    }

    @Test func planShopAndPantry() throws {
        #expect(try sous.run(["plan", "add", "garlic-lemon-chicken", "--day", "mon", "--servings", "4"]).stdout
                == "Planned Garlic Lemon Chicken for Monday, 4 servings.\n")
        #expect(try sous.run(["plan", "add", "garlic lemon chicken", "--day", "Thursday"]).status == 0)
        #expect(try sous.run(["plan", "add", "red-lentil-dal", "--servings", "6"]).status == 0)
        // A loose or mistyped name is never planned as some other dish.
        let soup = try sous.run(["plan", "add", "soup", "--day", "sun"])
        #expect(soup.status == 1 && soup.stderr.contains("'soup' could be any of: ") && soup.stderr.contains("roasted-tomato-soup (Roasted Tomato Soup)"))
        let typo = try sous.run(["plan", "add", "chiken"])
        #expect(typo.status == 1 && typo.stderr.contains("garlic-lemon-chicken (Garlic Lemon Chicken)"))
        #expect(try sous.run(["plan", "add", "garlic-lemon-chicken", "--day", "thu", "--servings", "2"]).stdout.contains("already planned for Thursday"))
        // Cooking what is planned (once) cooks for the planned servings, as bought.
        let dal = try sous.run(["cook", "red-lentil-dal", "--here"], input: "how much red lentils\nstop\n")
        #expect(dal.stdout.contains("It serves 6") && dal.stdout.contains("That's the 6 servings planned for this week"), "\(dal.stdout)")
        #expect(dal.stdout.contains("For 6 servings, you need 375 g of red lentils."), "\(dal.stdout)")
        // Picked up the same day after scaling it: the session's servings stay, and the plan's are named.
        _ = try sous.run(["cook", "red-lentil-dal", "--here"], input: "make it for 3\nnext\nstop\n")
        let resumed = try sous.run(["cook", "red-lentil-dal", "--here"], input: "stop\n")
        #expect(resumed.stdout.contains("You planned 6 servings for this week; say make it for 6 to cook for that."), "\(resumed.stdout)")
        // One serving is one serving.
        _ = try sous.run(["plan", "add", "guacamole", "--servings", "1"])
        #expect(try sous.run(["cook", "guacamole", "--here"], input: "stop\n").stdout.contains("That's the 1 serving planned for this week"))
        #expect(try sous.run(["plan", "remove", "guacamole"]).status == 0)
        // Planned again without --servings: the servings stay.
        #expect(try sous.run(["plan", "add", "garlic-lemon-chicken", "--day", "mon"]).stdout
                == "Garlic Lemon Chicken is already planned for Monday, 4 servings.\n")
        let shown = try sous.run(["plan"])
        #expect(shown.lines.prefix(5) == ["Monday", "  garlic-lemon-chicken  Garlic Lemon Chicken (25 min), 4 servings",
                                          "Thursday", "  garlic-lemon-chicken  Garlic Lemon Chicken (25 min), 2 servings", "Any day"])

        let text = try sous.run(["shop"])
        #expect(text.status == 0)
        // 300 g for 2, cooked for 4 and for 2: 900 g.
        #expect(text.stdout.contains("Meat & fish\n  900 g chicken breast"))
        #expect(text.stdout.contains("Garlic Lemon Chicken, Red Lentil Dal"))
        // The header tells apart one recipe planned on two days.
        #expect(text.stdout.contains("Garlic Lemon Chicken (Monday, 4 servings), Garlic Lemon Chicken (Thursday, 2 servings)"))
        #expect(text.stdout.contains("Left out, you have them: olive oil, salt, pepper"))

        #expect(try sous.run(["pantry", "add", "red lentils, Lemons"]).stdout == "Added red lentils.\nAdded Lemons.\n")
        #expect(try sous.run(["pantry", "remove", "olive oil"]).stdout.contains("out of olive oil"))
        #expect(try sous.run(["pantry", "remove", "olive oil"]).stdout.contains("already out of olive oil"))
        #expect(try sous.run(["pantry", "remove", "lentils"]).stderr.contains("not in your pantry: lentils (it holds red lentils)"))
        let json = try sous.run(["shop", "--format", "json"])
        let list = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let names = ((list["aisles"] as? [[String: Any]]) ?? []).flatMap { ($0["items"] as? [[String: Any]]) ?? [] }.compactMap { $0["name"] as? String }
        #expect(names.contains("olive oil") && !names.contains("red lentils") && !names.contains { $0.contains("lemon") })
        let days = (list["plan"] as? [[String: Any]] ?? []).map { $0["day"] as? String ?? "any" }
        #expect(days.contains("Monday") && days.contains("any"), "\(days)")
        let leftOut = (list["leftOut"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        #expect(leftOut.contains("red lentils"))
        // A staple is assumed, never stored: the message said so, then "sous pantry" listed it.
        #expect(try sous.run(["pantry", "add", "salt"]).stdout.hasPrefix("Not added: salt is a staple Sous always assumes you have"))
        #expect(try sous.run(["pantry", "add", "olive oil"]).stdout == "Noted that you have olive oil again; it is left off shopping lists.\n")
        #expect(try sous.run(["pantry"]).stdout == "In your pantry: red lentils, Lemons.\nAlways assumed: salt, pepper, oil and water.\n")

        let file = sous.dataFolder.appendingPathComponent("list.md")
        let written = try sous.run(["shop", "--output", file.path])
        #expect(written.stdout.hasPrefix("Wrote the shopping list ("))
        let markdown = try String(contentsOf: file, encoding: .utf8)
        #expect(markdown.hasPrefix("# Shopping list\n"))
        #expect(markdown.contains("- [ ] 900 g chicken breast — Garlic Lemon Chicken"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: sous.dataFolder.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)

        #expect(try sous.run(["plan", "remove", "garlic-lemon-chicken", "--day", "mon"]).stdout == "Removed garlic-lemon-chicken from the plan for Monday.\n")
        #expect(try sous.run(["plan", "clear"]).stdout == "Cleared the plan (2 meals).\n")
        #expect(try sous.run(["shop"]).stdout.contains("meal plan is empty"))
    }

    /// Planned for "any day", then given a day: both were kept and the
    /// shopping doubled silently. Now the meal moves to that day; another
    /// day is a second meal, said. `plan remove lentil` removed Red Lentil
    /// Dal on a loose match, as `sous remove bell` never does.
    @Test func givingADayMovesTheMealAndPlanRemoveWantsItsName() throws {
        let sous = SousBinary()
        #expect(try sous.run(["plan", "add", "shakshuka"]).stdout == "Planned Shakshuka for any day, 2 servings.\n")
        let moved = try sous.run(["plan", "add", "shakshuka", "--day", "mon", "--servings", "3"])
        #expect(moved.stdout == "Moved Shakshuka from any day to Monday, 3 servings.\n", "\(moved.stdout)")
        #expect(try sous.run(["plan"]).lines.filter { !$0.isEmpty } == ["Monday", "  shakshuka  Shakshuka (35 min), 3 servings"])
        #expect(try sous.run(["shop"]).stdout.contains("Shopping list for Shakshuka (Monday, 3 servings)\n"))
        let again = try sous.run(["plan", "add", "shakshuka", "--day", "tue", "--servings", "2"])
        #expect(again.stdout == "Planned Shakshuka for Tuesday, 2 servings.\nShakshuka is now planned twice: Monday and Tuesday.\n", "\(again.stdout)")
        #expect(try sous.run(["plan", "add", "shakshuka", "--day", "tue"]).stdout == "Shakshuka is already planned for Tuesday, 2 servings.\n")

        #expect(try sous.run(["plan", "add", "red-lentil-dal", "--day", "wed"]).status == 0)
        let loose = try sous.run(["plan", "remove", "lentil"])
        #expect(loose.status == 1 && loose.stderr.contains("did you mean Red Lentil Dal (red-lentil-dal)?"), "\(loose.stderr)")
        #expect(try sous.run(["plan"]).stdout.contains("red-lentil-dal"))
        #expect(try sous.run(["plan", "remove", "red lentil dal"]).stdout == "Removed red-lentil-dal from the plan.\n")
        #expect(try sous.run(["plan", "remove", "Shakshuka", "--day", "mon"]).stdout == "Removed shakshuka from the plan for Monday.\n")
    }

    /// `sous remove pancakes-2`, planned for Tuesday and a favourite, said
    /// "It was a favourite or in your meal plan", and the plan and the list
    /// named the meal by its bare id. Now it says which, and the plan keeps
    /// the title.
    @Test func aRemovedRecipeIsNamedByItsTitleInThePlan() throws {
        let sous = SousBinary()
        let file = sous.dataFolder.appendingPathComponent("pancakes.json")
        try Data(#"{"title": "Pancakes", "minutes": 20, "servings": 2, "ingredients": ["200 g flour", "2 eggs"], "steps": ["Fry."]}"#.utf8).write(to: file)
        #expect(try sous.run(["import", file.path]).status == 0)
        try Data(#"{"title": "Pancakes", "minutes": 25, "servings": 2, "ingredients": ["250 g flour", "3 eggs"], "steps": ["Fry them."]}"#.utf8).write(to: file)
        #expect(try sous.run(["import", file.path]).stdout.contains("as pancakes-2"))
        #expect(try sous.run(["plan", "add", "pancakes-2", "--day", "tue"]).status == 0)
        #expect(try sous.run(["plan", "add", "shakshuka"]).status == 0)
        #expect(try sous.run(["favorite", "pancakes-2"]).status == 0)
        let removed = try sous.run(["remove", "pancakes-2"])
        #expect(removed.stdout.contains("It was in your meal plan for Tuesday and a favourite; "), "\(removed.stdout)")
        #expect(removed.stdout.contains("'sous plan remove pancakes-2'") && removed.stdout.contains("'sous unfavorite pancakes-2'"))
        #expect(try sous.run(["plan"]).stdout.contains("  pancakes-2  Pancakes (no longer in your library), 2 servings"))
        let list = try sous.run(["shop"])
        #expect(list.stdout.contains("Not on this list: Pancakes (pancakes-2) is planned but no longer in your library."), "\(list.stdout)")
        #expect(list.stderr.contains("warning: Pancakes (pancakes-2) is planned"), "\(list.stderr)")
        // Only a favourite: said so, without the plan.
        #expect(try sous.run(["favorite", "pancakes"]).status == 0)
        let favourite = try sous.run(["remove", "pancakes"])
        #expect(favourite.stdout.contains("It was a favourite; "), "\(favourite.stdout)")
        // Taken off the plan by the title it kept.
        #expect(try sous.run(["plan", "remove", "Pancakes"]).stdout == "Removed pancakes-2 from the plan.\n")
    }

    /// Bundled recipes sharing things in unlike units: the list joined
    /// such amounts with "+", ", plus", "and" or "(plus ...)" by the path
    /// a line took; every format now says "+".
    @Test func amountsThatDoNotAddUpReadTheSameInEveryFormat() throws {
        let sous = SousBinary()
        for id in ["quinoa-tabbouleh", "honey-roasted-carrots", "beef-stew", "harissa-quinoa-bowl"] {
            #expect(try sous.run(["plan", "add", id]).status == 0)
        }
        let text = try sous.run(["shop"]).stdout
        let markdown = try sous.run(["shop", "--format", "markdown"]).stdout
        let json = try sous.run(["shop", "--format", "json"]).stdout
        for line in ["1 bunch fresh parsley + 1 tbsp chopped + extra to serve", "3 carrots + 600 g"] {
            #expect(text.contains("  " + line + " "), "\(text)")
            #expect(markdown.contains("- [ ] " + line + " — "), "\(markdown)")
        }
        // "200 g + 1 cup quinoa" adds up now: a cup of quinoa weighs 170 g.
        #expect(text.contains("  370 g quinoa "), "\(text)")
        #expect(json.contains("\"amount\" : \"1 bunch + 1 tbsp chopped + extra to serve\""), "\(json)")
        for shown in [text, markdown, json] { #expect(!shown.contains(", plus") && !shown.contains("(plus")) }
    }

    /// "plan clear --day wed" once emptied the whole week without a word.
    @Test func clearingADayLeavesTheRestOfTheWeek() throws {
        let sous = SousBinary()
        let both = try sous.run(["plan", "add", "red-lentil-dal", "--day", "wed", "--day", "fri"])
        #expect(both.stdout == "Planned Red Lentil Dal for Wednesday, 4 servings.\nPlanned Red Lentil Dal for Friday, 4 servings.\n", "\(both)")
        _ = try sous.run(["plan", "add", "greek-salad", "--day", "wed"])
        #expect(try sous.run(["plan", "clear", "--day", "wed"]).stdout == "Cleared Wednesday (2 meals).\n")
        let left = try sous.run(["plan"]).stdout
        #expect(left.contains("Friday") && !left.contains("Wednesday"), "\(left)")
        #expect(try sous.run(["plan", "remove", "--day", "fri"]).stdout == "Cleared Friday (1 meal).\n")
        #expect(try sous.run(["plan", "clear", "--day", "fri"]).stdout == "Nothing was planned for Friday.\n")
        let servings = try sous.run(["plan", "clear", "--servings", "3"])
        #expect(servings.status == 2 && servings.stderr.contains("--servings goes with 'plan add'"), "\(servings)")
    }

    @Test(arguments: [["shop", "--format", "pdf"], ["plan", "add", "overnight-oats", "--day", "funday"], ["plan", "bake"],
                      ["remote"], ["remote", "search"], ["pantry", "add"], ["bookmark"], ["quota", "now"],
                      ["shop", "--output", ""], ["serve", "--text-only", "--voice", "nosuchvoice"], ["show", ""], ["favorite", " "]])
    func badArgumentsExitTwoWithUsage(_ arguments: [String]) throws {
        let output = try sous.run(arguments)
        #expect(output.status == 2)
        #expect(output.stderr.hasPrefix("error: "))
        #expect(output.stderr.contains("usage: sous \(arguments[0])"))
    }

    @Test func aFailingRecipeFeedIsOneWarningAndTheRecipesStillLoad() throws {
        let server = try TestHTTPServer { _ in .json("{}", status: 500) }
        defer { server.stop() }
        var binary = sous
        binary.environment["SOUS_RECIPES_URL"] = server.baseURL.absoluteString + "/recipes.json"
        let listed = try binary.run(["list", "--all"])
        #expect(listed.status == 0)
        #expect(listed.stdout.contains("garlic-lemon-chicken"))
        #expect(listed.stderr == "warning: recipe feed: http://127.0.0.1:\(server.port)/recipes.json answered HTTP 500 (a server error); using the bundled and bookmarked recipes\n")
    }

    /// A feed listing "Garlic Lemon Chicken" beside the bundled one made two
    /// recipes of one title, listed and offered alike ("garlic-lemon-chicken
    /// (Garlic Lemon Chicken), r1 (Garlic Lemon Chicken)"): which is which is said.
    @Test func recipesOfOneTitleSayWhereTheyCameFrom() throws {
        let feed = #"[{"id": "r1", "title": "Garlic Lemon Chicken", "minutes": 40, "ingredients": [{"name": "Chicken thighs", "quantity": "600 g"}], "steps": ["Roast."]}]"#
        let server = try TestHTTPServer { _ in .json(feed) }
        defer { server.stop() }
        var binary = sous
        binary.environment["SOUS_RECIPES_URL"] = server.baseURL.absoluteString + "/recipes.json"
        let listed = try binary.run(["list", "--all"]).lines
        #expect(listed.contains { $0.hasPrefix("garlic-lemon-chicken ") && $0.hasSuffix("[bundled]") }, "\(listed)")
        #expect(listed.contains { $0.hasPrefix("r1 ") && $0.hasSuffix("[from the recipe feed]") }, "\(listed)")
        // A title no other recipe has is listed as before.
        #expect(listed.contains { $0.hasPrefix("shakshuka ") && !$0.contains("[") })
        let shown = try binary.run(["show", "garlic lemon chicken"])
        #expect(shown.status == 1)
        #expect(shown.stderr.contains("garlic-lemon-chicken (Garlic Lemon Chicken, bundled), r1 (Garlic Lemon Chicken, from the recipe feed)"), "\(shown.stderr)")
    }

    /// A brief-shaped feed with one traybake; `extra` adds a second recipe.
    static func feed(grams: Int, extra: Bool = false) -> String {
        let traybake = #"{"id": "r1", "title": "Feed Chicken Traybake", "minutes": 40, "ingredients": [{"name": "Chicken thighs", "quantity": "\#(grams) g"}, {"name": "Salt", "quantity": "to taste"}], "steps": ["Season the chicken.", "Roast for 35 minutes."]}"#
        let soup = #"{"id": "r3", "title": "Fresh Pea Soup", "minutes": 20, "ingredients": [{"name": "Peas", "quantity": "500 g"}], "steps": ["Simmer the peas."]}"#
        return "[" + traybake + (extra ? ", " + soup : "") + "]"
    }

    /// A daemon runs for weeks: it asks the feed again every feedSeconds, and
    /// what changed at home (an amount corrected, a recipe added) reaches the
    /// dish being cooked without a restart, at the same step.
    @Test func theDaemonAsksTheFeedAgainAndCooksWhatChanged() throws {
        let feedFile = sous.dataFolder.appendingPathComponent("feed.json")
        try FileManager.default.createDirectory(at: sous.dataFolder, withIntermediateDirectories: true)
        try Data(Self.feed(grams: 300).utf8).write(to: feedFile)
        let server = try TestHTTPServer { _ in .json((try? String(contentsOf: feedFile, encoding: .utf8)) ?? "[]") }
        defer { server.stop() }
        var binary = sous
        binary.environment["SOUS_RECIPES_URL"] = server.baseURL.absoluteString + "/recipes.json"
        binary.environment["SOUS_FEED_SECONDS"] = "1"
        let socket = sous.dataFolder.appendingPathComponent("run/sous.sock").path
        let data = sous.dataFolder.appendingPathComponent("data").path
        let daemon = try binary.serve(socket: socket, data: data, ["--output", "null", "--input", "alsa:sous-test-no-such-device"])
        defer { daemon.terminate(); daemon.waitUntilExit() }
        func send(_ text: String) throws -> String { try binary.run(["send", text, "--socket", socket]).stdout }
        func within(_ seconds: TimeInterval, _ condition: () throws -> Bool) rethrows -> Bool {
            let deadline = Date().addingTimeInterval(seconds)
            while Date() < deadline {
                if try condition() { return true }
                Thread.sleep(forTimeInterval: 0.2)
            }
            return try condition()
        }
        #expect(try within(10) { try send("cook feed chicken traybake").contains("Let's cook Feed Chicken Traybake") })
        #expect(try send("go to step 2").contains("Step 2 of 2"))
        #expect(try send("how much chicken thighs").contains("300 g"))
        #expect(try send("cook fresh pea soup").contains("I don't have a recipe called fresh pea soup"))

        let asked = server.requests.count
        try Data(Self.feed(grams: 450, extra: true).utf8).write(to: feedFile)
        #expect(try within(10) { try send("how much chicken thighs").contains("450 g") }, "the feed was asked \(server.requests.count - asked) more times")
        #expect(try send("go back").contains("Step 1 of 2"))
        #expect(try send("cook fresh pea soup").contains("Let's cook Fresh Pea Soup"))
        // Asked every second or so, not in a loop.
        #expect(server.requests.count - asked < 20)
    }

    /// A feed recipe the cook plans or favourites is kept (as a planned
    /// Spoonacular recipe is): the feed dropping it must not empty Friday.
    @Test func aPlannedFeedRecipeOutlivesTheFeedDroppingIt() throws {
        let feedFile = sous.dataFolder.appendingPathComponent("feed.json")
        try FileManager.default.createDirectory(at: sous.dataFolder, withIntermediateDirectories: true)
        try Data(Self.feed(grams: 300, extra: true).utf8).write(to: feedFile)
        let server = try TestHTTPServer { _ in .json((try? String(contentsOf: feedFile, encoding: .utf8)) ?? "[]") }
        defer { server.stop() }
        var binary = sous
        binary.environment["SOUS_RECIPES_URL"] = server.baseURL.absoluteString + "/recipes.json"
        binary.environment["SOUS_FEED_SECONDS"] = "1"
        let planned = try binary.run(["plan", "add", "r1", "--day", "fri"])
        #expect(planned.stdout.contains("Bookmarked Feed Chicken Traybake from the recipe feed, so the plan keeps it if the feed drops it."), "\(planned.stdout)")
        #expect(try binary.run(["favorite", "r3"]).stdout.contains("so your favourites keep it if the feed drops it"))
        // While the feed lists it, it is the feed's: nothing to remove, the bookmark is only a spare copy.
        #expect(try binary.run(["remove", "r1"]).stderr.contains("comes from the recipe feed and stays while the feed lists it"))
        let unbookmarked = try binary.run(["bookmark", "--remove", "r3"])
        #expect(unbookmarked.stdout.contains("Fresh Pea Soup stays in your library from the recipe feed while the feed lists it."), "\(unbookmarked.stdout)")
        #expect(!unbookmarked.stdout.contains("left your library"))

        Thread.sleep(forTimeInterval: 1.2)
        try Data(#"[{"id": "r9", "title": "Other", "ingredients": [{"name": "Peas", "quantity": "1 cup"}], "steps": ["Cook."]}]"#.utf8).write(to: feedFile)
        #expect(try binary.run(["list", "--all"]).stdout.contains("Other"))
        let plan = try binary.run(["plan"])
        #expect(plan.stdout.contains("Feed Chicken Traybake") && !plan.stdout.contains("no longer"), "\(plan.stdout)")
        let shop = try binary.run(["shop"])
        #expect(shop.stdout.contains("300 g chicken thighs") && !shop.stdout.contains("Not on this list"), "\(shop.stdout)")
    }

    @Test func helpListsTheLibraryCommands() throws {
        let help = try sous.run(["help"])
        for command in ["remote", "quota", "bookmark", "bookmarks", "plan", "shop", "pantry"] {
            #expect(help.stdout.contains("  \(command) "), "help lacks \(command)")
        }
    }
}

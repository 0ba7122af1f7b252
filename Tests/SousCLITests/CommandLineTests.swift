import Foundation
import Testing

@Suite("The sous command line")
struct CommandLineTests {
    let sous = SousBinary()

    @Test func helpListsEveryCommand() throws {
        let output = try sous.run(["help"])
        #expect(output.status == 0)
        for command in ["list", "search", "fridge", "favorite", "favorites", "cook", "dialogue"] {
            #expect(output.stdout.contains("  \(command) "), "help lacks \(command)")
        }
        let cook = try sous.run(["help", "cook"])
        #expect(cook.stdout.contains("usage: sous cook ID|TITLE"))
    }

    /// The README's list of commands is the program's own: a tester found
    /// a dozen options `--help` named that the README never did.
    @Test func theReadmeListsEveryCommandAsHelpPrintsIt() throws {
        let readme = try String(contentsOf: SousBinary.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let commands = try sous.run(["help"]).lines
            .drop { $0 != "commands:" }.dropFirst()
            .prefix { !$0.isEmpty }
            .compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(commands.count > 20)
        for command in commands {
            let usage = try #require(try sous.run(["help", command]).lines.first { $0.hasPrefix("usage: ") })
            #expect(readme.contains("\n" + usage.dropFirst("usage: ".count) + "\n"), "README lacks: \(usage)")
        }
    }

    /// A data folder that cannot be written (read-only, or its path runs
    /// through a file): listing failed with "unable to open database file"
    /// and cooking was refused over "daemon.lock". Now they work, saying
    /// once, in plain words, that nothing will be remembered.
    @Test func anUnwritableDataFolderStillListsShowsAndCooksRememberingNothing() throws {
        let blocker = sous.dataFolder.appendingPathComponent("not-a-folder")
        try Data("x".utf8).write(to: blocker)
        var readOnly = sous
        readOnly.environment["SOUS_DATA"] = blocker.appendingPathComponent("sous").path
        readOnly.environment["SOUS_SOCKET"] = sous.dataFolder.appendingPathComponent("none.sock").path
        let said = "warning: your data folder \(blocker.path)/sous cannot be written (\(blocker.path) is a file, not a folder), so nothing will be remembered"
        for arguments in [["list"], ["search", "soup"], ["show", "guacamole"]] {
            let output = try readOnly.run(arguments)
            #expect(output.status == 0, "\(arguments): \(output.stderr)")
            #expect(!output.stdout.isEmpty)
            #expect(output.stderr.components(separatedBy: said).count == 2, "\(arguments): \(output.stderr)")
        }
        let cook = try readOnly.run(["cook", "guacamole", "--here"], input: "next\nset a timer for 5 minutes\nstop\n")
        #expect(cook.status == 0, "\(cook.stderr)")
        #expect(cook.stdout.contains("Step 1 of 5"))
        #expect(cook.stderr.components(separatedBy: said).count == 2, "\(cook.stderr)")
        #expect(!cook.stderr.contains("daemon.lock") && !cook.stderr.contains("unable to open"), "\(cook.stderr)")
        // What must be remembered cannot be, and says why.
        let favourite = try readOnly.run(["favorite", "guacamole"])
        #expect(favourite.status == 1)
        #expect(favourite.stderr.contains("your data folder \(blocker.path)/sous cannot be written"), "\(favourite.stderr)")
    }

    @Test func unknownCommandIsOneLinePlusUsageAndExitTwo() throws {
        let output = try sous.run(["bake"])
        #expect(output.status == 2)
        let lines = output.stderr.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first == "error: unknown command 'bake'")
        #expect(lines.last?.hasPrefix("usage:") == true)
    }

    @Test func typosInCommandsAndOptionsGetTheNearestName() throws {
        #expect(try sous.run(["serach", "soup"]).stderr.hasPrefix("error: unknown command 'serach'; did you mean 'search'?"))
        #expect(try sous.run(["list", "--dite", "vegan"]).stderr.hasPrefix("error: unknown option '--dite'; did you mean '--diet'?"))
        #expect(try sous.run(["help", "lst"]).stderr.hasPrefix("error: unknown command 'lst'; did you mean 'list'?"))
    }

    @Test(arguments: [["list", "--frob"], ["search"], ["cook"], ["list", "--max-minutes", "soon"], ["help", "bake"], ["fridge"],
                      ["dialogue", "x.dialogue", "--noise", "10"]])
    func badArgumentsExitTwoWithUsage(_ arguments: [String]) throws {
        let output = try sous.run(arguments)
        #expect(output.status == 2)
        #expect(output.stderr.hasPrefix("error: "))
        #expect(output.stderr.contains("usage: sous"))
    }

    @Test func cooksTheBriefRecipeFromPipedCommands() throws {
        let output = try sous.run(["cook", "garlic-lemon-chicken"],
                                  input: "ingredients\nnext\nhow much garlic\nnext\nnext\nnext\n")
        #expect(output.status == 0)
        let text = output.stdout
        let expected = ["300 g chicken breast", "1 lemon", "Step 1 of 3: Marinate chicken", "You need 3 cloves of garlic",
                        "Step 2 of 3: Pan sear", "Step 3 of 3", "Do you want a timer for 2 minutes?", "That was the last step"]
        var position = text.startIndex
        for phrase in expected {
            guard let found = text.range(of: phrase, range: position..<text.endIndex) else {
                Issue.record("missing, or out of order: \(phrase)\n\(text)")
                return
            }
            position = found.upperBound
        }
    }

    /// Leaving `sous cook --here` with the pasta timer paused said "(The
    /// pasta timer has 9 minutes left; it rings while 'sous serve'
    /// runs...)", as "stop" said it was still running: it is paused, and
    /// rings nowhere until resumed.
    @Test func aPausedTimerIsSaidPausedOnLeaving() throws {
        let left = try sous.run(["cook", "shakshuka", "--here"], input: "set a pasta timer for 9 minutes\npause the pasta timer\n")
        #expect(left.stdout.hasSuffix("(The pasta timer is paused with 9 minutes left.)\n"), "\(left.stdout)")
        let stopped = try sous.run(["cook", "shakshuka", "--here"], input: "stop\n")
        #expect(stopped.stdout.contains("Your pasta timer is paused with 9 minutes left."), "\(stopped.stdout)")
        #expect(!stopped.stdout.contains("rings while"), "\(stopped.stdout)")
    }

    /// "Come back any time to carry on": opening the recipe again picks up
    /// at the step where the cook stopped, with the timer still counting.
    @Test func aStoppedRecipeOpensAgainWhereTheCookLeftIt() throws {
        let first = try sous.run(["cook", "shakshuka", "--here"], input: "step 2\nyes\nstop\n")
        #expect(first.stdout.contains("OK, stopping at step 2 of Shakshuka"))
        #expect(first.stdout.contains("Your step 2 timer is still running: 8 minutes left."), "\(first.stdout)")
        // Named once by the session; the terminal adds only where it rings.
        #expect(first.stdout.hasSuffix("(It rings while 'sous serve' runs, or the next time you cook with Sous.)\n"), "\(first.stdout)")
        let second = try sous.run(["cook", "shakshuka", "--here"], input: "how much time is left\nstart over\n")
        #expect(second.stdout.contains("Welcome back. You were on step 2 of Shakshuka."), "\(second.stdout)")
        #expect(second.stdout.contains("The step 2 timer has 8 minutes left") || second.stdout.contains("7 minutes"))
        #expect(second.stdout.contains("Step 1 of 9"))
        // Leaving with Ctrl-D (the end of the input) warns of the timer as "stop" does.
        #expect(second.stdout.hasSuffix("it rings while 'sous serve' runs, or the next time you cook with Sous.)\n"), "\(second.stdout)")
        let other = try sous.run(["cook", "garlic-lemon-chicken", "--here"], input: "how much time is left\nstop\n")
        #expect(other.stdout.contains("Let's cook Garlic Lemon Chicken"))
        #expect(other.stdout.contains("step 2 timer has"), "\(other.stdout)")
        // Another recipe in between does not lose the place (nor the servings) in this one.
        _ = try sous.run(["cook", "shakshuka", "--here"], input: "make it for 5\nstep 4\nstop\n")
        _ = try sous.run(["cook", "guacamole", "--here"], input: "how much avocado\nstop\n")
        let back = try sous.run(["cook", "shakshuka", "--here"], input: "how many servings is this for\n")
        #expect(back.stdout.contains("Welcome back. You were on step 4 of Shakshuka."), "\(back.stdout)")
        #expect(back.stdout.contains("set for 5 servings"))
    }

    /// Two terminals cooking on one data folder saved their timers over
    /// each other's: the second is refused while the first runs.
    @Test func aSecondKitchenOnOneDataFolderIsRefused() throws {
        let first = Process()
        first.executableURL = SousBinary.executable
        first.arguments = ["cook", "shakshuka", "--here"]
        first.environment = sous.environment
        let input = Pipe(), output = Pipe()
        first.standardInput = input
        first.standardOutput = output
        first.standardError = FileHandle.nullDevice
        try first.run()
        input.fileHandleForWriting.write(Data("set a rice timer for 20 minutes\n".utf8))
        // Wait until the first has answered, so it holds the kitchen.
        var heard = Data()
        while !String(decoding: heard, as: UTF8.self).contains("rice timer") {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            heard += chunk
        }
        let second = try sous.run(["cook", "guacamole", "--here"], input: "cancel all timers\nstop\n")
        #expect(second.status == 1)
        #expect(second.stderr.contains("another Sous is cooking with the data folder"), "\(second.stderr)")
        try input.fileHandleForWriting.close()
        first.waitUntilExit()
        let third = try sous.run(["cook", "guacamole", "--here"], input: "how much time is left\nstop\n")
        #expect(third.stdout.contains("rice timer for the Shakshuka has"), "\(third.stdout)")
    }

    /// A favourite or planned recipe whose file was deleted is said to be
    /// gone, not "no favourites" or "the plan is empty", and can be taken off.
    @Test func deletedRecipesAreNamedAsGone() throws {
        let list = sous.dataFolder.appendingPathComponent("list.json")
        try Data(#"[{"title": "Tea", "minutes": 4, "ingredients": ["1 tea bag"], "steps": ["Steep."]}, {"minutes": 1, "ingredients": ["x"], "steps": ["y"]}]"#.utf8)
            .write(to: list)
        let imported = try sous.run(["import", list.path, "--all"])
        #expect(imported.stderr.contains("recipe 2: field 'title': is missing"), "\(imported.stderr)")
        _ = try sous.run(["favorite", "tea"])
        _ = try sous.run(["plan", "add", "tea"])
        try FileManager.default.removeItem(at: sous.dataFolder.appendingPathComponent("sous/Recipes/tea.json"))
        #expect(try sous.run(["favorites"]).stdout.contains("no longer in your library: tea"))
        #expect(try sous.run(["shop"]).stdout == "Nothing to buy: Tea (tea) is planned but no longer in your library ('sous plan remove ID').\n")
        // The list taken to the shop says which planned meal it leaves out, in every form.
        _ = try sous.run(["plan", "add", "guacamole"])
        #expect(try sous.run(["shop"]).stdout.hasSuffix("\nNot on this list: Tea (tea) is planned but no longer in your library.\n"))
        #expect(try sous.run(["shop", "--format", "markdown"]).stdout.contains("## Not on this list\n\nTea (tea) is planned but no longer in your library."))
        let json = try JSONSerialization.jsonObject(with: Data(try sous.run(["shop", "--format", "json"]).stdout.utf8)) as? [String: Any]
        #expect(json?["missing"] as? [String] == ["tea"])
        #expect(try sous.run(["unfavorite", "tea"]).status == 0)
        #expect(try sous.run(["favorites"]).stdout.contains("No favourites yet"))
    }

    /// Output to a full disk (`> /dev/full` says so on every write) is
    /// lost, not a crash: `sous send stop > file` trapped when /dev filled.
    @Test func aFullDiskBehindStdoutIsNoCrash() throws {
        guard let full = FileHandle(forWritingAtPath: "/dev/full") else { return }
        let process = Process()
        process.executableURL = SousBinary.executable
        process.arguments = ["list", "--all"]
        process.environment = sous.environment
        process.standardOutput = full
        process.standardError = full
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 0, "\(process.terminationReason) \(process.terminationStatus)")
    }

    @Test func findsRecipesByLooseTitleFromAnyDirectory() throws {
        let output = try sous.run(["cook", "garlic", "chicken"], input: "next\nstop\n", directory: URL(fileURLWithPath: "/"))
        #expect(output.status == 0)
        #expect(output.stdout.contains("Let's cook Garlic Lemon Chicken"))
        #expect(output.stdout.contains("stopping at step 1"))
    }

    /// A mistyped SOUS_HOME served the bundled recipes without a word.
    @Test func aSousHomeWithoutRecipesIsWarnedAbout() throws {
        var mistyped = sous
        mistyped.environment["SOUS_HOME"] = sous.dataFolder.appendingPathComponent("myhom").path
        let output = try mistyped.run(["list"])
        #expect(output.status == 0)
        #expect(output.stderr.hasPrefix("warning: SOUS_HOME=\(sous.dataFolder.path)/myhom does not exist; using the recipes in "), "\(output.stderr)")
        #expect(output.stderr.split(separator: "\n").count == 1)
    }

    /// Every command that reads the config file says what is wrong with
    /// it (only the remote commands did); the daemon says it in its log.
    @Test func configMistakesAreWarnedAboutByEveryCommandReadingIt() throws {
        var configured = sous
        let folder = sous.dataFolder.appendingPathComponent("config")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("sous"), withIntermediateDirectories: true)
        try Data(#"{"dailyQuta": 20}"#.utf8).write(to: folder.appendingPathComponent("sous/config.json"))
        configured.environment["XDG_CONFIG_HOME"] = folder.path
        let warning = "\"dailyQuta\" is not a setting Sous reads (did you mean \"dailyQuota\"?); ignoring it"
        for command in [["list"], ["show", "shakshuka"], ["quota"]] {
            let output = try configured.run(command)
            #expect(output.status == 0)
            let lines = output.stderr.split(separator: "\n")
            #expect(lines.count == 1 && output.stderr.hasPrefix("warning: ") && output.stderr.contains(warning), "\(command): \(output.stderr)")
        }
        let cooked = try configured.run(["cook", "shakshuka", "--here"], input: "stop\n")
        #expect(cooked.stderr.contains(warning), "\(cooked.stderr)")
        // A daemon that cannot start (its data folder is a file) still logs the warning first.
        let notAFolder = sous.dataFolder.appendingPathComponent("plain-file")
        try Data("x".utf8).write(to: notAFolder)
        let socket = sous.dataFolder.appendingPathComponent("run/sous.sock").path
        let served = try configured.run(["serve", "--text-only", "--socket", socket, "--data", notAFolder.path])
        #expect(served.status == 1)
        #expect(served.stderr.contains("<4>\(folder.path)/sous/config.json: \(warning)"), "\(served.stderr)")
    }

    @Test func unknownRecipeFailsWithAHint() throws {
        let output = try sous.run(["cook", "zzzz-qqqq"])
        #expect(output.status == 1)
        #expect(output.stderr.contains("no recipe matches 'zzzz-qqqq'"))
    }

    @Test func searchForgivesTyposAndFilters() throws {
        let typo = try sous.run(["search", "chiken", "--json"])
        let hits = try JSONSerialization.jsonObject(with: Data(typo.stdout.utf8)) as? [[String: Any]] ?? []
        #expect(hits.contains { ($0["id"] as? String) == "garlic-lemon-chicken" })
        let vegan = try sous.run(["list", "--diet", "vegan", "--json"])
        let recipes = try JSONSerialization.jsonObject(with: Data(vegan.stdout.utf8)) as? [[String: Any]] ?? []
        #expect(recipes.count >= 3)
        #expect(recipes.allSatisfy { (($0["diets"] as? [String]) ?? []).contains("vegan") })
        // A recipe declaring no diets lists those --diet judged it by, as show says them.
        let plain = sous.dataFolder.appendingPathComponent("plain-rice.json")
        try FileManager.default.createDirectory(at: sous.dataFolder, withIntermediateDirectories: true)
        try Data(#"{"title": "Plain Rice", "minutes": 20, "ingredients": ["200 g rice", "400 ml water"], "steps": ["Boil."]}"#.utf8).write(to: plain)
        #expect(try sous.run(["import", plain.path]).status == 0)
        let judged = try JSONSerialization.jsonObject(with: Data(try sous.run(["list", "--diet", "vegetarian", "--json"]).stdout.utf8)) as? [[String: Any]] ?? []
        let rice = try #require(judged.first { ($0["id"] as? String) == "plain-rice" })
        #expect((rice["diets"] as? [String])?.contains("vegetarian") == true, "\(rice)")
        let quick = try sous.run(["list", "--max-minutes", "15", "--sort", "-time", "--json"])
        let minutes = (try JSONSerialization.jsonObject(with: Data(quick.stdout.utf8)) as? [[String: Any]] ?? []).compactMap { $0["minutes"] as? Int }
        #expect(!minutes.isEmpty && minutes.allSatisfy { $0 <= 15 })
        #expect(minutes == minutes.sorted(by: >))
    }

    @Test func fridgeListsWhatIsMissing() throws {
        let output = try sous.run(["fridge", "egg", "spinach", "feta"])
        #expect(output.status == 0)
        let first = output.lines.first ?? ""
        #expect(first.hasPrefix("spinach-feta-omelette"))
        #expect(!output.stdout.contains("missing 1: salt"))
    }

    @Test func favouritesPersistBetweenRuns() throws {
        #expect(try sous.run(["favorite", "overnight-oats"]).stdout.contains("Added Overnight Oats"))
        #expect(try sous.run(["favorite", "red lentil dal"]).status == 0)
        let listed = try sous.run(["favorites"])
        #expect(listed.lines.first?.hasPrefix("overnight-oats") == true)
        #expect(listed.stdout.contains("red-lentil-dal"))
        #expect(try sous.run(["unfavorite", "overnight-oats"]).stdout.contains("Removed"))
        #expect(!(try sous.run(["favorites"]).stdout.contains("overnight-oats")))
        #expect(FileManager.default.fileExists(atPath: sous.dataFolder.appendingPathComponent("sous/sous.sqlite").path))
    }

    @Test func preferencesApplyUnlessAll() throws {
        _ = try sous.run(["prefs", "--diet", "vegan", "--avoid", "sesame"])
        let filtered = try sous.run(["list", "--json"])
        let recipes = try JSONSerialization.jsonObject(with: Data(filtered.stdout.utf8)) as? [[String: Any]] ?? []
        #expect(!recipes.isEmpty)
        #expect(recipes.allSatisfy { (($0["diets"] as? [String]) ?? []).contains("vegan") })
        #expect(!recipes.contains { ($0["id"] as? String) == "classic-hummus" })
        let everything = try sous.run(["list", "--all", "--json"])
        let all = try JSONSerialization.jsonObject(with: Data(everything.stdout.utf8)) as? [[String: Any]] ?? []
        #expect(all.count > recipes.count)
        // A recipe picked by name is still taken, but never silently: an
        // allergy counts where it is planned, favourited, shown, shopped and cooked.
        let note = "Note: Classic Hummus contains sesame, which you avoid."
        #expect(try sous.run(["plan", "add", "classic-hummus"]).stdout.contains(note))
        #expect(try sous.run(["favorite", "classic-hummus"]).stdout.contains(note))
        #expect(try sous.run(["show", "classic-hummus"]).stdout.contains(note))
        #expect(try sous.run(["shop"]).stderr.contains(note))
        #expect(try sous.run(["cook", "classic-hummus", "--here"], input: "stop\n").stdout.contains(note))
        #expect(!(try sous.run(["show", "garlic-lemon-chicken"]).stdout.contains("which you avoid")))
        #expect(try sous.run(["prefs", "--clear"]).stdout.contains("No preferences set"))
    }

    /// A recipe hidden by a preference is said to be hidden, not missing;
    /// a misspelt diet is refused instead of emptying every list.
    @Test func hiddenRecipesAreCountedAndUnknownDietsRefused() throws {
        let typo = try sous.run(["prefs", "--diet", "vegtarian"])
        #expect(typo.status == 2)
        #expect(typo.stderr.contains("unknown diet 'vegtarian'"))
        #expect(try sous.run(["list", "--diet", "keto"]).status == 2)
        _ = try sous.run(["prefs", "--dislike", "chickpeas"])
        let search = try sous.run(["search", "hummus"])
        #expect(!search.lines.contains { $0.hasPrefix("classic-hummus") })
        // A few hidden recipes are named, with why.
        #expect(search.stdout.contains("(Hidden by your preferences: classic-hummus (uses chickpeas); --all shows it)"), "\(search.stdout)")
        #expect(try sous.run(["search", "hummus", "--all"]).stdout.contains("classic-hummus"))
        _ = try sous.run(["prefs", "--clear"])
    }

    /// "--without meat" and "prefs --avoid nutz" were taken without a word
    /// and hid nothing; "pork" kept the chorizo stew and "chili" hid
    /// nothing while "chilli" hid six.
    @Test func wordsToAvoidThatHideNothingAreSaidSo() throws {
        let meat = try sous.run(["prefs", "--avoid", "meat"])
        #expect(meat.status == 2)
        #expect(meat.stderr.contains("'meat' is not an allergen Sous knows; did you mean --diet vegetarian"), "\(meat.stderr)")
        let typo = try sous.run(["list", "--without", "nutz"])
        #expect(typo.status == 2)
        #expect(typo.stderr.contains("did you mean 'nuts'?"), "\(typo.stderr)")
        #expect(try sous.run(["prefs"]).stdout.contains("No preferences set"))
        let unused = try sous.run(["list", "--without", "truffle"])
        #expect(unused.status == 0)
        #expect(unused.stderr.contains("note: no recipe uses 'truffle'"), "\(unused.stderr)")
        #expect(try sous.run(["list", "--without", "nuts"]).stderr.isEmpty)
        #expect(!(try sous.run(["list", "--without", "pork"]).stdout.contains("chorizo-chickpea-stew")))
        let chilli = try sous.run(["list", "--without", "chilli"]).lines
        #expect(try sous.run(["list", "--without", "chili"]).lines == chilli)
        #expect(try sous.run(["list", "--without", "spicy"]).lines == chilli)
        #expect(chilli.count < (try sous.run(["list"]).lines.count))
        _ = try sous.run(["prefs", "--avoid", "pork"])
        #expect(try sous.run(["show", "chorizo-chickpea-stew"]).stdout.contains("which you avoid"))
        _ = try sous.run(["prefs", "--clear"])
    }

    @Test func brokenRecipeIsNamedAndTheOthersStillLoad() throws {
        let home = sous.dataFolder.appendingPathComponent("home")
        let recipes = home.appendingPathComponent("Recipes")
        try FileManager.default.createDirectory(at: recipes, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: SousBinary.packageRoot.appendingPathComponent("Recipes/overnight-oats.json"),
                                         to: recipes.appendingPathComponent("overnight-oats.json"))
        try Data(#"{"id": "bad", "title": "Bad", "minutes": "ten", "ingredients": [], "steps": ["x"]}"#.utf8)
            .write(to: recipes.appendingPathComponent("bad.json"))
        var custom = sous
        custom.environment["SOUS_HOME"] = home.path
        let listed = try custom.run(["list", "--all"])
        #expect(listed.status == 0)
        #expect(listed.stdout.contains("overnight-oats"))
        #expect(listed.stderr.contains("bad.json: field 'minutes'"))
        let check = try custom.run(["check"])
        #expect(check.status == 1)
        #expect(check.stdout.contains("bad.json: field 'minutes': expected a whole number"))
    }

    /// `sous check` reports a quantity of "lots" (which the loader used to
    /// ignore), every problem of a file at once, and an id that is not the
    /// file's name.
    @Test func checkListsEveryProblemOfAFile() throws {
        let lots = sous.dataFolder.appendingPathComponent("lots.json")
        try Data(#"{"id": "lots", "title": "Lots", "minutes": 5, "servings": 1, "ingredients": [{"text": "2 eggs", "quantity": "lots"}], "steps": ["Boil."]}"#.utf8).write(to: lots)
        // In the cook's Recipes folder, where Sous finds a recipe by its file's name.
        let library = sous.dataFolder.appendingPathComponent("sous/Recipes")
        try FileManager.default.createDirectory(at: library, withIntermediateDirectories: true)
        let many = library.appendingPathComponent("many.json")
        try Data(#"{"id": "other-name", "title": "", "minutes": 5, "servings": 0, "ingredients": ["2 eggs"], "steps": [" ", {"text": "Boil.", "timer": -10}]}"#.utf8).write(to: many)
        // One to import: no id needed, any name, but its real mistakes told.
        let mine = sous.dataFolder.appendingPathComponent("my cake.json")
        try Data(#"{"title": "My Cake", "minutes": 30, "servings": 0, "ingredients": ["2 eggs"], "steps": ["Bake."]}"#.utf8).write(to: mine)
        let check = try sous.run(["check", lots.path, many.path, mine.path])
        #expect(check.status == 1)
        #expect(check.stdout.contains("lots.json: field 'ingredients[0].quantity'"))
        for field in ["title", "servings", "steps[0]", "steps[1].timer", "id"] {
            #expect(check.stdout.contains("many.json: field '\(field)'"), "\(check.stdout)")
        }
        #expect(check.stdout.contains("my cake.json: field 'servings'"), "\(check.stdout)")
        #expect(!check.stdout.contains("my cake.json: field 'id'"), "\(check.stdout)")
        #expect(check.stdout.contains("0 recipes fine, 3 with problems"))
        // A step without text is that step's problem, not "needs at least one step".
        let textless = sous.dataFolder.appendingPathComponent("textless.json")
        try Data(#"{"title": "Tea", "minutes": 5, "ingredients": ["1 tea bag"], "steps": [{"timer": 60}]}"#.utf8).write(to: textless)
        let told = try sous.run(["check", textless.path]).stdout
        #expect(told.contains("textless.json: field 'steps[0].text': is missing"), "\(told)")
        #expect(!told.contains("at least one step"), "\(told)")
    }

    /// `sous check` reads a file as `sous import` would: UTF-16 (with a
    /// note), a list of recipes, Cooklang (also in a folder); the id must be
    /// the file's name only in a folder Sous loads from, and says why.
    @Test func checkAgreesWithImport() throws {
        let folder = sous.dataFolder.appendingPathComponent("mine")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let soup = #"{"id": "pea-soup", "title": "Pea Soup", "minutes": 20, "ingredients": ["500 g peas"], "steps": ["Simmer."]}"#
        var utf16 = Data([0xFF, 0xFE])
        utf16.append(soup.data(using: .utf16LittleEndian) ?? Data())
        try utf16.write(to: folder.appendingPathComponent("soup.json"))
        try Data(#"[{"title": "One", "minutes": 5, "ingredients": ["1 pear"], "steps": ["Eat."]}, {"title": "Two", "minutes": "x", "ingredients": ["1 plum"], "steps": ["Eat."]}]"#.utf8)
            .write(to: folder.appendingPathComponent("list.json"))
        try Data(">> servings: 2\n\nToast @bread{2%slices} for ~{3%minutes}.\n".utf8).write(to: folder.appendingPathComponent("toast.cook"))
        try Data(#"{"id": "right-name", "title": "Mismatch", "minutes": 5, "ingredients": ["1 apple"], "steps": ["Eat it."]}"#.utf8)
            .write(to: folder.appendingPathComponent("wrong-name.json"))
        let check = try sous.run(["check", folder.path])
        #expect(check.stdout.contains("soup.json: note: is saved as UTF-16"), "\(check.stdout)")
        #expect(check.stdout.contains("list.json recipe 2: field 'minutes': expected a whole number"), "\(check.stdout)")
        #expect(!check.stdout.contains("toast.cook"), "\(check.stdout)")
        #expect(!check.stdout.contains("wrong-name.json"), "\(check.stdout)")
        #expect(check.stdout.contains("3 recipes fine, 1 with problems"), "\(check.stdout)")
        let imported = try sous.run(["import", folder.appendingPathComponent("soup.json").path])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stderr.contains("soup.json is saved as UTF-16"))

        // In the cook's own Recipes folder, as Sous loads it.
        let library = sous.dataFolder.appendingPathComponent("sous/Recipes")
        try FileManager.default.copyItem(at: folder.appendingPathComponent("wrong-name.json"), to: library.appendingPathComponent("wrong-name.json"))
        try utf16.write(to: library.appendingPathComponent("utf16.json"))
        let own = try sous.run(["check", library.path])
        #expect(own.stdout.contains("wrong-name.json: field 'id': is 'right-name' but the file is named wrong-name.json; Sous finds, replaces and removes the recipes in this folder by file name"), "\(own.stdout)")
        #expect(own.stdout.contains("utf16.json: is not UTF-8 text; Sous reads this folder as UTF-8 only"), "\(own.stdout)")
        // Without arguments, the cook's folder is checked too.
        #expect(try sous.run(["check"]).stdout.contains("wrong-name.json: field 'id'"))
    }

    /// One run names every mistake of a file, in the file's order: a bad
    /// "servings" or step no longer hides the id, title and minutes.
    @Test func checkListsEveryProblemInOneRun() throws {
        let file = sous.dataFolder.appendingPathComponent("two-problems.json")
        try Data(#"{"id":"Two Problems","title":"","minutes":-5,"servings":2.5,"ingredients":["1 egg"],"steps":[{"txt":"Boil"}]}"#.utf8).write(to: file)
        let types = sous.dataFolder.appendingPathComponent("wrong-type.json")
        try Data(#"{"id":"wrong-type","title":"Salad","minutes":"10","servings":"lots","ingredients":["4 tomatoes"],"steps":["Slice."]}"#.utf8).write(to: types)
        let check = try sous.run(["check", file.path, types.path])
        let fields = check.lines.compactMap { line in line.firstMatch(of: #/two-problems.json: field '([^']+)'/#).map { String($0.1) } }
        #expect(fields == ["id", "title", "minutes", "servings", "steps[0].text", "steps[0].txt"], "\(check.stdout)")
        #expect(check.stdout.contains("wrong-type.json: field 'minutes': expected a whole number"))
        #expect(check.stdout.contains("wrong-type.json: field 'servings': expected a whole number"))
    }

    /// What the loader would silently ignore or misreport: "serving": 4
    /// served 1, "vegam" hid a vegan dish, 2.5 servings was "not valid JSON".
    @Test func checkCatchesMisspeltFieldsAndValues() throws {
        let typo = sous.dataFolder.appendingPathComponent("typo.json")
        try Data(#"{"id": "typo", "title": "Typo", "minutes": 5, "serving": 4, "diets": ["vegam"], "allergens": ["eggs", "gravel"], "ingredients": ["2 eggs"], "steps": ["Boil."]}"#.utf8).write(to: typo)
        let half = sous.dataFolder.appendingPathComponent("half.json")
        try Data(#"{"id": "half", "title": "Half", "minutes": 5, "servings": 2.5, "ingredients": ["2 eggs"], "steps": ["Boil."]}"#.utf8).write(to: half)
        let check = try sous.run(["check", typo.path, half.path])
        #expect(check.status == 1)
        #expect(check.stdout.contains("typo.json: field 'serving': is not a field Sous reads (did you mean 'servings'?)"))
        #expect(check.stdout.contains("typo.json: field 'diets[0]': 'vegam' is not a diet Sous knows"))
        #expect(check.stdout.contains("typo.json: field 'allergens[1]': 'gravel' is not an allergen Sous knows"))
        #expect(!check.stdout.contains("allergens[0]"))
        #expect(check.stdout.contains("half.json: field 'servings': must be a whole number, got 2.5"))
    }

    /// Two unreadable quantities and an empty title: all three in one run
    /// (check stopped at the first, one rerun per mistake).
    @Test func checkNamesEveryUnreadableLineAndTheRest() throws {
        let file = sous.dataFolder.appendingPathComponent("two.json")
        try Data(#"{"id": "two", "title": "", "minutes": 5, "servings": 2, "ingredients": [{"text": "2 eggs", "quantity": "two"}, "1 cup milk", {"text": "salt", "quantity": "lots"}], "steps": ["Mix."]}"#.utf8).write(to: file)
        let check = try sous.run(["check", file.path])
        #expect(check.status == 1)
        for field in ["ingredients[0].quantity", "ingredients[2].quantity", "title"] {
            #expect(check.stdout.contains("two.json: field '\(field)'"), "\(check.stdout)")
        }
    }

    /// An unreadable entry no longer moves the ones after it up: the empty
    /// entries are [2] in the file, and are said to be empty lines.
    @Test func checkNamesEntriesByTheirPlaceInTheFile() throws {
        let file = sous.dataFolder.appendingPathComponent("idx.json")
        try Data(#"{"title":"Idx","minutes":5,"ingredients":[{"text":"1 cup milk","quantity":"1"},"2 eggs",""],"steps":[{"text":"Stir.","timer":"5"},"Cook.",""]}"#.utf8).write(to: file)
        let check = try sous.run(["check", file.path])
        #expect(check.status == 1)
        #expect(check.stdout.contains("idx.json: field 'ingredients[2]': is an empty line; remove it"), "\(check.stdout)")
        #expect(check.stdout.contains("idx.json: field 'steps[2]': is an empty step; remove it"), "\(check.stdout)")
        #expect(!check.stdout.contains("[1]"), "\(check.stdout)")
    }

    @Test func dialogueCommandReportsPassesAndFailures() throws {
        let folder = SousBinary.packageRoot.appendingPathComponent("Tests/Dialogues").path
        let suite = try sous.run(["dialogue", folder])
        #expect(suite.status == 0, "\(suite.stdout)")
        #expect(suite.lines.last(where: { !$0.isEmpty })?.hasSuffix("passed, 0 failed") == true)

        let failing = sous.dataFolder.appendingPathComponent("wrong.dialogue")
        try Data("recipe: overnight-oats\n> next\n< Step 2 of 3\n".utf8).write(to: failing)
        let output = try sous.run(["dialogue", failing.path])
        #expect(output.status == 1)
        #expect(output.stdout.contains("wrong.dialogue:3"))
        #expect(output.lines.last(where: { !$0.isEmpty }) == "0 passed, 1 failed")

        // A mistyped path or an empty folder is a failure, never "0 failed";
        // the other files still run.
        let empty = sous.dataFolder.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let missing = try sous.run(["dialogue", "/no/such.dialogue", empty.path, failing.path])
        #expect(missing.status == 1)
        #expect(missing.stdout.contains("/no/such.dialogue: no such file or folder"))
        #expect(missing.stdout.contains("holds no .dialogue files"))
        #expect(missing.lines.last(where: { !$0.isEmpty }) == "0 passed, 3 failed")
    }
}

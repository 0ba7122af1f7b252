import Foundation
import Testing
import SousCore
import SousStore
import SousRecipes
@testable import SousDaemon

@Suite("The kitchen: sessions and timers that survive")
struct KitchenTests {
    let folder = Kitchens.folder()

    /// Typing is the only way in text mode: "cook NAME" opens a recipe,
    /// and a name Sous doesn't know is said so.
    @Test func typedCookOpensARecipe() async throws {
        let kitchen = try Kitchens.kitchen(folder, clock: ManualClock(), events: Kitchens.Events())
        #expect(await kitchen.typed("let's cook the lentil soup").joined().contains("Let's cook"))
        #expect(await kitchen.typed("next").joined().contains("Step 1"))
        #expect(await kitchen.typed("cook unicorn pie") == ["I don't have a recipe called unicorn pie."])
        #expect(await kitchen.typed("next").joined().contains("Step 2"))
        // A cook's other words for it ("let's make X" was "not a command").
        for asked in ["let's make the lentil soup", "start lentil soup", "i want to make lentil soup", "bake the lentil soup"] {
            _ = await kitchen.typed("stop")
            #expect(await kitchen.typed(asked).joined().contains("Red Lentil Soup"), "\(asked)")
        }
        // Commands that begin alike stay commands.
        #expect(await kitchen.typed("start over").joined().contains("Step 1"))
    }

    /// A subscriber (`sous events`, a kitchen display) hears which recipe
    /// was opened; before, only later changes were announced. "cook NAME"
    /// also works over the socket, as typed.
    @Test func openingARecipeIsAnnouncedToSubscribers() async throws {
        let events = Kitchens.Events()
        let kitchen = try Kitchens.kitchen(folder, clock: ManualClock(), events: events)
        _ = await kitchen.handle(ControlRequest(id: nil, command: .start(recipe: "lentil-soup", servings: 4)))
        let state = try #require(events.named("state").last)
        #expect((state["recipe"] as? [String: Any])?["id"] as? String == "lentil-soup" && state["servings"] as? Int == 4)
        _ = await kitchen.typed("stop")
        // Stopped before the first step is stopped, not still "overview".
        #expect(await kitchen.status()["state"] as? String == "stopped")
        let reply = await kitchen.handle(ControlRequest(id: nil, command: .intent(text: "cook the lentil soup")))
        let fields = (try? JSONSerialization.jsonObject(with: reply.line)) as? [String: Any] ?? [:]
        #expect(fields["ok"] as? Bool == true, "\(fields)")
        #expect(((fields["said"] as? [String]) ?? []).joined().contains("Lentil"))
    }

    /// "cook soup" with two soups asked which instead of opening one; a
    /// recipe added since the daemon started opens by its title.
    @Test func aNameThatFitsSeveralRecipesIsAskedAbout() async throws {
        var tomato = Kitchens.soup
        tomato.id = "tomato-soup"
        tomato.title = "Tomato Soup"
        let library = Library([Kitchens.soup, tomato])
        let kitchen = Kitchen(recipes: { library.recipes }, database: try SousDatabase.open(in: folder).database,
                              clock: ManualClock(), voice: nil)
        let asked = await kitchen.typed("cook soup")
        #expect(asked == ["Which one: Tomato Soup or Red Lentil Soup?"], "\(asked)")
        // A bare title answers it.
        #expect(await kitchen.typed("red lentil soup").joined().contains("Red Lentil Soup"))
        #expect(await kitchen.openRecipe?.id == "lentil-soup")
        _ = await kitchen.typed("cook tomato soup for 3")
        #expect(await kitchen.status()["servings"] as? Int == 3)
        let reply = await kitchen.handle(ControlRequest(id: nil, command: .start(recipe: "soup", servings: nil)))
        let fields = (try? JSONSerialization.jsonObject(with: reply.line)) as? [String: Any] ?? [:]
        #expect((fields["error"] as? String)?.contains("could be any of: tomato-soup (Tomato Soup), lentil-soup (Red Lentil Soup)") == true, "\(fields)")
        var salsa = Kitchens.soup
        salsa.id = "mango-salsa"
        salsa.title = "Mango Salsa"
        library.recipes.append(salsa)
        #expect(await kitchen.typed("cook mango salsa").joined().contains("Mango Salsa"))
    }

    /// An edit that broke a recipe file made the recipe vanish on reload,
    /// with only "reloaded 50 recipes" in the log. The reload's reply lists
    /// the files it skipped, and "cook NAME" says the file has a problem
    /// instead of "I don't have a recipe called".
    @Test func aRecipeBrokenSinceStartIsNamedOnReloadAndWhenAskedFor() async throws {
        let recipes = folder.appendingPathComponent("Recipes")
        try FileManager.default.createDirectory(at: recipes, withIntermediateDirectories: true)
        let bundled = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Recipes/overnight-oats.json")
        let good = try String(contentsOf: bundled, encoding: .utf8)
        let file = recipes.appendingPathComponent("overnight-oats.json")
        try good.write(to: file, atomically: true, encoding: .utf8)
        let kitchen = Kitchen(library: {
            let loaded = RecipeFolder(recipes).load()
            return (loaded.recipes, loaded.problems)
        }, database: nil, clock: ManualClock(), voice: nil)
        func reply(_ command: ControlRequest.Command) async -> [String: Any] {
            let message = await kitchen.handle(ControlRequest(id: nil, command: command))
            return (try? JSONSerialization.jsonObject(with: message.line)) as? [String: Any] ?? [:]
        }
        #expect(await reply(.reload)["problems"] as? [String] == [])

        try good.replacingOccurrences(of: "\"servings\": 1,", with: "\"servings\": \"lots\",").write(to: file, atomically: true, encoding: .utf8)
        let reloaded = await reply(.reload)
        #expect(reloaded["recipes"] as? Int == 0)
        let problems = reloaded["problems"] as? [String] ?? []
        #expect(problems.count == 1 && problems[0].hasPrefix("overnight-oats.json: field 'servings': "), "\(problems)")
        let said = await kitchen.typed("cook overnight oats").joined()
        #expect(said.hasPrefix("I can't cook overnight oats: its recipe file overnight-oats.json has a problem (field 'servings': "), "\(said)")
        let refused = await reply(.start(recipe: "overnight oats", servings: nil))["error"] as? String ?? ""
        #expect(refused.contains("its recipe file overnight-oats.json has a problem"), "\(refused)")
        // A name that is no file is still simply unknown.
        #expect(await kitchen.typed("cook unicorn pie") == ["I don't have a recipe called unicorn pie."])

        try good.write(to: file, atomically: true, encoding: .utf8)
        #expect(await reply(.reload)["problems"] as? [String] == [])
        #expect(await kitchen.typed("cook overnight oats").joined().contains("Let's cook Overnight Oats"))
    }

    /// "For how long?" answered over the socket, as in a terminal: it was
    /// "not a command Sous knows".
    @Test func forHowLongIsAnsweredOverTheSocket() async throws {
        let kitchen = try Kitchens.kitchen(folder, clock: ManualClock(), events: Kitchens.Events())
        _ = await kitchen.handle(ControlRequest(id: nil, command: .start(recipe: "lentil-soup", servings: nil)))
        _ = await kitchen.typed("set a rice timer")
        let reply = await kitchen.handle(ControlRequest(id: nil, command: .intent(text: "12 minutes")))
        let fields = (try? JSONSerialization.jsonObject(with: reply.line)) as? [String: Any] ?? [:]
        #expect(((fields["said"] as? [String]) ?? []).joined() == "OK, the rice timer for 12 minutes is running.", "\(fields)")
        // And a misheard length put right, over the socket too.
        let fix = await kitchen.handle(ControlRequest(id: nil, command: .intent(text: "no, twenty")))
        let fixed = (try? JSONSerialization.jsonObject(with: fix.line)) as? [String: Any] ?? [:]
        #expect(((fixed["said"] as? [String]) ?? []).joined() == "20 minutes, not 12 minutes. OK, the rice timer for 20 minutes is running.", "\(fixed)")
    }

    /// "garlic?" and "great" typed to `sous cook` beside a daemon (sent as
    /// intents) were "not a command Sous knows", though typed alone they are answered.
    @Test func anIngredientAloneAndThanksAreAnsweredOverTheSocket() async throws {
        let kitchen = try Kitchens.kitchen(folder, clock: ManualClock(), events: Kitchens.Events())
        _ = await kitchen.handle(ControlRequest(id: nil, command: .start(recipe: "lentil-soup", servings: nil)))
        for (text, said) in [("onion?", "You need 1 onion."), ("great", "You're welcome.")] {
            let reply = await kitchen.handle(ControlRequest(id: nil, command: .intent(text: text)))
            let fields = (try? JSONSerialization.jsonObject(with: reply.line)) as? [String: Any] ?? [:]
            #expect(((fields["said"] as? [String]) ?? []).joined() == said, "\(fields)")
        }
    }

    @Test func timersRingOnTheInjectedClock() async throws {
        let clock = ManualClock()
        let events = Kitchens.Events()
        let kitchen = try Kitchens.kitchen(folder, clock: clock, events: events)
        _ = await kitchen.handle(ControlRequest(id: nil, command: .start(recipe: "lentil-soup", servings: nil)))
        _ = await kitchen.typed("set a pasta timer for 9 minutes")
        clock.advance(by: 539)
        await kitchen.tick()
        #expect(events.named("timer_fired").isEmpty)
        clock.advance(by: 1)
        await kitchen.tick()
        #expect(events.named("timer_fired").first?["name"] as? String == "pasta")
        #expect(events.named("said").contains { ($0["text"] as? String)?.contains("pasta timer is done") == true })
        clock.advance(by: 30)
        await kitchen.tick()
        #expect(events.named("said").filter { ($0["text"] as? String)?.contains("Reminder") == true }.count == 1)
        let said = await kitchen.typed("ok")
        #expect(said.joined().contains("pasta timer stopped"))
    }

    /// The listener is told the recipe, and when a timer starts and stops
    /// ringing (so it can listen for "okay" only then).
    @Test func listenerFollowsTheRecipeAndRingingTimers() async throws {
        let clock = ManualClock()
        let kitchen = try Kitchens.kitchen(folder, clock: clock, events: Kitchens.Events())
        let seen = Kitchens.Contexts()
        await kitchen.observeListening { seen.append($0) }
        _ = await kitchen.handle(ControlRequest(id: nil, command: .start(recipe: "lentil-soup", servings: nil)))
        _ = await kitchen.typed("set a timer for 1 minute")
        clock.advance(by: 60)
        await kitchen.tick()
        _ = await kitchen.typed("okay")
        // Told of every change (a timer just set is one); these are the ones this test is about.
        func changes<T: Equatable>(_ values: [T]) -> [T] { values.enumerated().filter { $0.offset == 0 || values[$0.offset - 1] != $0.element }.map(\.element) }
        #expect(changes(seen.all.map { $0.recipe?.id ?? "-" }) == ["-", "lentil-soup"])
        #expect(changes(seen.all.map(\.timerRinging)) == [false, true, false])
        // "Five more minutes" stays heard after "okay": the cake may need it.
        #expect(changes(seen.all.map(\.extendingTimer)) == [false, true])
        _ = await kitchen.typed("give it 2 more minutes")
        #expect(seen.all.last?.extendingTimer == false)
    }

    /// "Do you want a timer for 5 minutes?": the listener is told a yes or no
    /// is awaited, and told again once the cook answered or moved on.
    @Test func listenerKnowsWhenSousAwaitsAnAnswer() async throws {
        let kitchen = try Kitchens.kitchen(folder, clock: ManualClock(), events: Kitchens.Events())
        let seen = Kitchens.Contexts()
        await kitchen.observeListening { seen.append($0) }
        _ = await kitchen.handle(ControlRequest(id: nil, command: .start(recipe: "lentil-soup", servings: nil)))
        #expect(seen.all.last?.awaitingAnswer == false)
        #expect(await kitchen.typed("next").joined().contains("timer"))
        #expect(seen.all.last?.awaitingAnswer == true)
        _ = await kitchen.typed("no")
        #expect(seen.all.last?.awaitingAnswer == false)
        _ = await kitchen.typed("next")
        _ = await kitchen.typed("next")
        #expect(seen.all.last?.awaitingAnswer == true)
        // A question in between leaves the offer standing; moving on drops it.
        _ = await kitchen.typed("how much lentils")
        #expect(seen.all.last?.awaitingAnswer == true)
        _ = await kitchen.typed("next")
        #expect(seen.all.last?.awaitingAnswer == false)
        #expect(seen.all.map(\.recipe?.id).allSatisfy { $0 == nil || $0 == "lentil-soup" })
    }

    /// "For how long?", and right after a timer is set (its length may be
    /// misheard): a length said alone is listened for, and only then.
    @Test func listenerKnowsWhenALengthIsAwaited() async throws {
        let kitchen = try Kitchens.kitchen(folder, clock: ManualClock(), events: Kitchens.Events())
        let seen = Kitchens.Contexts()
        await kitchen.observeListening { seen.append($0) }
        _ = await kitchen.handle(ControlRequest(id: nil, command: .start(recipe: "lentil-soup", servings: nil)))
        #expect(seen.all.last?.awaitingLength == false)
        #expect(await kitchen.typed("set a timer") == ["For how long? Say, for example, set a timer for 10 minutes."])
        #expect(seen.all.last?.awaitingLength == true && seen.all.last?.lengthAsked == true)
        #expect(await kitchen.typed("fifty minutes") == ["OK, the 50 minute timer is running."])
        #expect(seen.all.last?.awaitingLength == true)
        #expect(await kitchen.typed("fifteen minutes") == ["15 minutes, not 50 minutes. OK, the 15 minute timer is running."])
        #expect(seen.all.last?.lengthAsked == false)
        _ = await kitchen.typed("how much lentils")
        #expect(seen.all.last?.awaitingLength == false)
        // "Which one?": the listener hears "the pasta timer" alone until it is answered.
        _ = await kitchen.typed("set a pasta timer for 9 minutes")
        #expect(await kitchen.typed("cancel the timer").joined().hasPrefix("Which one?"))
        #expect(seen.all.last?.choosingTimer == true)
        #expect(await kitchen.typed("the pasta timer") == ["OK, the pasta timer is cancelled."])
        #expect(seen.all.last?.choosingTimer == false)
    }

    /// Opened afresh, a planned recipe cooks for the planned servings (what
    /// was bought), and an avoided allergen is said aloud.
    @Test func aPlannedRecipeCooksForThePlannedServingsAndAllergiesAreSaid() async throws {
        let database = try SousDatabase.open(in: folder).database
        _ = try MealPlan(database).add("lentil-soup", day: nil, servings: 6)
        try PreferenceStore(database).save(Preferences(allergens: ["celery"]))
        let kitchen = try Kitchens.kitchen(folder, clock: ManualClock(), events: Kitchens.Events())
        let said = await kitchen.typed("cook lentil soup")
        #expect(said.first?.contains("It serves 6") == true, "\(said)")
        #expect(said.contains("That's the 6 servings planned for this week; say make it for a number to change it."))
        #expect(!said.contains { $0.contains("which you avoid") })
        try PreferenceStore(database).save(Preferences(allergens: ["lentils"]))
        _ = await kitchen.typed("stop")
        let again = await kitchen.typed("cook lentil soup")
        #expect(again.contains("Note: Red Lentil Soup contains lentils, which you avoid."), "\(again)")
    }

    /// The daemon reads recipes in the saved units (`sous prefs --units`),
    /// a session's "in cups" outlasts a restart, and a new recipe goes back
    /// to the preference.
    @Test func theDaemonReadsTheSavedUnits() async throws {
        let database = try SousDatabase.open(in: folder).database
        try PreferenceStore(database).save(Preferences(units: .us))
        let kitchen = try Kitchens.kitchen(folder, clock: ManualClock(), events: Kitchens.Events())
        _ = await kitchen.typed("cook lentil soup")
        #expect(await kitchen.typed("how much lentils") == ["You need 1 cup of red lentils."])
        #expect(await kitchen.status()["units"] as? String == "us")
        #expect(await kitchen.typed("how much stock") == ["You need 4 1/4 cups of stock."])
        #expect(await kitchen.typed("as written") == ["OK, the amounts as the recipe writes them."])
        #expect(await kitchen.typed("how much stock") == ["You need 1 l of stock."])
        let restarted = try Kitchens.kitchen(folder, clock: ManualClock(), events: Kitchens.Events())
        await restarted.restore()
        #expect(await restarted.typed("how much stock") == ["You need 1 l of stock."])
    }

    /// By voice, a "yes" or "no" with nothing asked is the radio or the
    /// room: nothing is said or done. Typed, it is answered.
    @Test func anUnaskedYesByVoiceIsNotActedOn() async throws {
        let events = Kitchens.Events()
        let kitchen = try Kitchens.kitchen(folder, clock: ManualClock(), events: events)
        _ = await kitchen.handle(ControlRequest(id: nil, command: .start(recipe: "lentil-soup", servings: nil)))
        let before = events.named("said").count
        await kitchen.heard("yes", intent: .yes, confidence: 0.9, start: 0, end: 0.4)
        await kitchen.heard("no", intent: .no, confidence: 0.9, start: 1, end: 1.4)
        #expect(events.named("said").count == before)
        #expect(await kitchen.typed("yes") == ["There's nothing to confirm right now. Say next to carry on."])
        // Asked, the same "yes" by voice answers.
        _ = await kitchen.typed("next")
        await kitchen.heard("yes", intent: .yes, confidence: 0.9, start: 2, end: 2.4)
        #expect(events.named("said").last?["text"] as? String == "OK, the step 1 timer for 5 minutes is running.")
    }

    /// The lower bar for "yes" and "no" holds from the question until a few
    /// seconds after Sous stops talking, not for as long as the offer stands.
    @Test func answersAreExpectedOnlyWhileTheQuestionIsFresh() {
        var window = AnswerWindow()
        #expect(!window.isOpen(at: 0))
        window.question(pending: true, at: 10)
        for time in stride(from: 10.0, through: 16, by: 0.5) { window.sousSpeaking(at: time) }
        #expect(window.isOpen(at: 16.5))
        #expect(window.isOpen(at: 16 + AnswerWindow.length - 0.1))
        #expect(!window.isOpen(at: 16 + AnswerWindow.length + 0.1))
        // Sous speaking again (repeating the step and its question) reopens it.
        window.sousSpeaking(at: 40)
        #expect(window.isOpen(at: 42))
        window.question(pending: false, at: 43)
        #expect(!window.isOpen(at: 43.5))
        // Talking with no question pending opens nothing.
        window.sousSpeaking(at: 50)
        #expect(!window.isOpen(at: 51))
        window.question(pending: true, at: 60)
        #expect(window.isOpen(at: 61))
    }

    @Test func sessionAndTimersResumeAfterARestart() async throws {
        let clock = ManualClock()
        do {
            let kitchen = try Kitchens.kitchen(folder, clock: clock, events: Kitchens.Events())
            _ = await kitchen.handle(ControlRequest(id: .number(1), command: .start(recipe: "red lentil soup", servings: 6)))
            _ = await kitchen.typed("next")
            _ = await kitchen.typed("next")
            _ = await kitchen.typed("set a rice timer for 15 minutes")
            _ = await kitchen.typed("set an egg timer for 2 minutes")
            // No orderly shutdown: every transition was already saved.
        }
        clock.advance(by: 300)
        let events = Kitchens.Events()
        let kitchen = try Kitchens.kitchen(folder, clock: clock, events: events)
        await kitchen.restore()
        let status = await kitchen.status()
        #expect(status["step"] as? Int == 2)
        #expect(status["servings"] as? Int == 6)
        let said = events.named("said").compactMap { $0["text"] as? String }
        // The egg timer ran out while Sous was down: announced at once, first. The rice timer runs on.
        #expect(said.prefix(2) == ["Your egg timer went off 3 minutes ago, while Sous wasn't running.", "Welcome back. You were on step 2 of Red Lentil Soup."])
        #expect(events.named("timer_fired").map { $0["name"] as? String } == ["egg"])
        let timers = status["timers"] as? [[String: any Sendable]] ?? []
        #expect(timers.contains { $0["name"] as? String == "rice" && $0["remaining"] as? Int == 600 })
    }

    /// Half a loaf survives a `kill -9`: the status and the welcome say
    /// so, and a socket `start` takes the part a loaf may be made in.
    @Test func halfALoafResumesAfterARestart() async throws {
        let loaf = Recipe(id: "soda-loaf", title: "Soda Loaf", minutes: 60, servings: 1, makes: YieldUnit(noun: "loaf"),
                          ingredients: ["500 g flour", "400 ml buttermilk"].map(Ingredient.init(parsing:)),
                          steps: [Step(text: "Mix the flour and the 400 ml of buttermilk."), Step(text: "Bake for 40 minutes.", timer: 2400)])
        let clock = ManualClock()
        func kitchen(_ events: Kitchens.Events) throws -> Kitchen {
            Kitchen(recipes: { [Kitchens.soup, loaf] }, database: try SousDatabase.open(in: folder).database, clock: clock, voice: nil,
                    publish: { events.append($0) })
        }
        do {
            let kitchen = try kitchen(Kitchens.Events())
            let refused = await kitchen.handle(ControlRequest(id: nil, command: .start(recipe: "red lentil soup", servings: 2.5)))
            #expect(String(decoding: refused.line, as: UTF8.self).contains("must be a whole number"))
            _ = await kitchen.handle(ControlRequest(id: nil, command: .start(recipe: "soda loaf", servings: 1.5)))
            #expect(await kitchen.status()["makes"] as? String == "1 1/2 loaves")
            #expect(await kitchen.typed("halve the recipe").joined().contains("scaled to half a loaf"))
            _ = await kitchen.typed("next")
        }
        clock.advance(by: 60)
        let events = Kitchens.Events()
        let restarted = try kitchen(events)
        await restarted.restore()
        let status = await restarted.status()
        #expect(status["servings"] as? Double == 0.5 && status["makes"] as? String == "half a loaf", "\(status)")
        let said = events.named("said").compactMap { $0["text"] as? String }.joined(separator: " ")
        #expect(said.contains("It's set for half a loaf; the recipe makes 1 loaf.") && said.contains("the 200 ml of buttermilk"), "\(said)")
    }

    /// "Cook the soda loaf for 20 people" opens it for as many loaves as
    /// feed them, or, when the loaf does not say whom it feeds, as written
    /// and says why: never 20 loaves.
    @Test func cookingALoafForPeople() async throws {
        let fed = Recipe(id: "soda-loaf", title: "Soda Loaf", minutes: 60, servings: 1, makes: YieldUnit(noun: "loaf"), serves: 10,
                         ingredients: ["500 g flour"].map(Ingredient.init(parsing:)), steps: [Step(text: "Mix."), Step(text: "Bake.")])
        let kitchen = Kitchen(recipes: { [fed] }, database: try SousDatabase.open(in: folder).database, clock: ManualClock(), voice: nil,
                              publish: { _ in })
        #expect(await kitchen.typed("cook soda loaf for 20 people").joined(separator: " ").contains("makes 2 loaves, which serve about 20"))
        #expect(await kitchen.status()["makes"] as? String == "2 loaves")
        var loaf = fed
        (loaf.serves, loaf.id, loaf.title) = (nil, "plain-loaf", "Plain Loaf")
        let plain = loaf
        let unsaid = Kitchen(recipes: { [plain] }, database: try SousDatabase.open(in: folder).database, clock: ManualClock(), voice: nil,
                             publish: { _ in })
        let said = await unsaid.typed("cook plain loaf for 4 people").joined(separator: " ")
        #expect(said.contains("Plain Loaf makes 1 loaf; it doesn't say how many people that feeds."), "\(said)")
        #expect(await unsaid.status()["makes"] as? String == "1 loaf")
    }

    @Test func stoppedSessionIsNotResumedButItsTimersAre() async throws {
        let clock = ManualClock()
        do {
            let kitchen = try Kitchens.kitchen(folder, clock: clock, events: Kitchens.Events())
            _ = await kitchen.handle(ControlRequest(id: nil, command: .start(recipe: "lentil-soup", servings: nil)))
            _ = await kitchen.typed("next")
            _ = await kitchen.typed("set a timer for 10 minutes")
            _ = await kitchen.typed("stop")
            // A question after stopping is answered; cooking does not start again.
            #expect(await kitchen.typed("how much lentils") == ["You need 200 g of red lentils."])
            _ = await kitchen.typed("ingredients")
            #expect(await kitchen.status()["state"] as? String == "stopped")
        }
        let kitchen = try Kitchens.kitchen(folder, clock: clock, events: Kitchens.Events())
        await kitchen.restore()
        let status = await kitchen.status()
        #expect(status["state"] as? String == "idle")
        #expect((status["timers"] as? [[String: any Sendable]])?.count == 1)
    }

    /// A step timer from a session stopped elsewhere (a typed `sous cook`)
    /// stays that recipe's when the daemon opens another after a restart:
    /// the new recipe's step 1 offers its own timer, and the old one is
    /// named after its dish (it was "step 1" of the new recipe, already
    /// running, and the cook went to the wrong pot).
    @Test func stepTimersKeepTheirRecipeAcrossARestart() async throws {
        let clock = ManualClock()
        let stew = Recipe(id: "bean-stew", title: "Bean Stew", minutes: 30, servings: 2,
                          ingredients: ["1 can beans"].map(Ingredient.init(parsing:)),
                          steps: [Step(text: "Fry the garlic for 2 minutes.", timer: 120), Step(text: "Serve.")])
        func kitchen() throws -> Kitchen {
            Kitchen(recipes: { [Kitchens.soup, stew] }, database: try SousDatabase.open(in: folder).database, clock: clock,
                    voice: nil, publish: { _ in })
        }
        do {
            let first = try kitchen()
            _ = await first.handle(ControlRequest(id: nil, command: .start(recipe: "lentil-soup", servings: nil)))
            _ = await first.typed("next")
            _ = await first.typed("yes")
            _ = await first.typed("stop")
        }
        let restarted = try kitchen()
        await restarted.restore()
        _ = await restarted.handle(ControlRequest(id: nil, command: .start(recipe: "bean-stew", servings: nil)))
        #expect(await restarted.typed("next").joined(separator: " ").contains("Do you want a timer for 2 minutes?"))
        _ = await restarted.typed("yes")
        let names = ((await restarted.status())["timers"] as? [[String: any Sendable]])?.compactMap { $0["name"] as? String }
        #expect(names == ["step 1", "red lentil soup step 1"])
        // Back in the soup, its timer is its step 1 timer again.
        _ = await restarted.handle(ControlRequest(id: nil, command: .start(recipe: "lentil-soup", servings: nil)))
        let back = ((await restarted.status())["timers"] as? [[String: any Sendable]])?.compactMap { $0["name"] as? String }
        #expect(back == ["bean stew step 1", "step 1"])
    }

    /// A session a day old, or a dish already finished, is not where the
    /// cook is: a restart starts idle and opening the recipe starts it fresh.
    /// Carrying on after "stop" makes the session current again.
    @Test func onlyACurrentUnfinishedSessionIsResumed() async throws {
        let clock = ManualClock()
        do {
            let kitchen = try Kitchens.kitchen(folder, clock: clock, events: Kitchens.Events())
            _ = await kitchen.handle(ControlRequest(id: nil, command: .start(recipe: "lentil-soup", servings: nil)))
            _ = await kitchen.typed("stop")
            _ = await kitchen.typed("next")
            #expect(await kitchen.status()["state"] as? String == "cooking")
        }
        clock.advance(by: 60)
        var kitchen = try Kitchens.kitchen(folder, clock: clock, events: Kitchens.Events())
        await kitchen.restore()
        #expect(await kitchen.status()["step"] as? Int == 1)
        clock.advance(by: 25 * 3600)
        kitchen = try Kitchens.kitchen(folder, clock: clock, events: Kitchens.Events())
        await kitchen.restore()
        #expect(await kitchen.status()["state"] as? String == "idle")
        _ = await kitchen.handle(ControlRequest(id: nil, command: .start(recipe: "lentil-soup", servings: nil)))
        for _ in 0..<5 { _ = await kitchen.typed("next") }
        #expect(await kitchen.status()["state"] as? String == "finished")
        kitchen = try Kitchens.kitchen(folder, clock: clock, events: Kitchens.Events())
        await kitchen.restore()
        #expect(await kitchen.status()["state"] as? String == "idle")
        let again = await kitchen.handle(ControlRequest(id: nil, command: .start(recipe: "lentil-soup", servings: nil)))
        #expect(String(decoding: again.line, as: UTF8.self).contains("Let's cook"))
    }

    @Test func socketRequestsReportStepAndErrors() async throws {
        let kitchen = try Kitchens.kitchen(folder, clock: ManualClock(), events: Kitchens.Events())
        let missing = await kitchen.handle(ControlRequest(id: .number(3), command: .start(recipe: "pavlova", servings: nil)))
        let missingReply = try #require(try JSONSerialization.jsonObject(with: missing.line) as? [String: Any])
        #expect(missingReply["ok"] as? Bool == false)
        #expect(missingReply["id"] as? Int == 3)
        _ = await kitchen.handle(ControlRequest(id: nil, command: .start(recipe: "lentil-soup", servings: nil)))
        let reply = await kitchen.handle(ControlRequest(id: .text("a"), command: .intent(text: "go to step 3")))
        let object = try #require(try JSONSerialization.jsonObject(with: reply.line) as? [String: Any])
        #expect(object["ok"] as? Bool == true)
        #expect(object["step"] as? Int == 3)
        #expect(object["text"] as? String == "Simmer for 20 minutes.")
        #expect((object["recipe"] as? [String: Any])?["title"] as? String == "Red Lentil Soup")
        let nonsense = await kitchen.handle(ControlRequest(id: nil, command: .intent(text: "the dog ate my homework")))
        #expect(String(decoding: nonsense.line, as: UTF8.self).contains("not a command"))
    }
}

/// A library that grows while the kitchen runs (an import, a bookmark).
final class Library: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Recipe]
    init(_ recipes: [Recipe]) { stored = recipes }
    var recipes: [Recipe] {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}

extension KitchenTests {
    /// A timer that went off while the daemon was down was told after
    /// "Welcome back" and the step read again: it is the urgent news, and
    /// comes first, as `sous cook` without a daemon tells it.
    @Test func aTimerMissedWhileDownIsToldBeforeTheWelcome() async throws {
        let clock = ManualClock()
        do {
            let kitchen = try Kitchens.kitchen(folder, clock: clock, events: Kitchens.Events())
            _ = await kitchen.typed("cook lentil soup")
            _ = await kitchen.typed("go to step 2")
            _ = await kitchen.typed("set a bread timer for 20 seconds")
        }
        clock.advance(by: 90)
        let events = Kitchens.Events()
        let restarted = try Kitchens.kitchen(folder, clock: clock, events: events)
        await restarted.restore()
        let said = events.named("said").compactMap { $0["text"] as? String }
        #expect(said.first == "Your bread timer went off 1 minute ago, while Sous wasn't running.", "\(said)")
        #expect(said.dropFirst().first == "Welcome back. You were on step 2 of Red Lentil Soup.", "\(said)")
        #expect(said.filter { $0.contains("bread timer") }.count == 1, "\(said)")
        #expect(events.named("timer_fired").count == 1)
    }
}

import Foundation
import SousTestSupport
import Testing
import SousCore
@testable import SousStore

@Suite("Library store: quota ledger, bookmarks, cache, meal plan, pantry")
struct LibraryStoreTests {
    let folder = ScratchFolder.path("sous-library")
    /// 2026-03-14 10:00 UTC.
    let morning = Date(timeIntervalSince1970: 1_773_482_400)

    func open() throws -> Database { try SousDatabase.open(in: folder).database }

    static let recipe = Recipe(id: "spoonacular-716429", title: "Pasta with Garlic", minutes: 45, servings: 2,
                               ingredients: [Ingredient(parsing: "200 g spaghetti"), Ingredient(parsing: "3 cloves garlic")],
                               steps: [Step(text: "Boil the pasta."), Step(text: "Fry the garlic.", timer: 120)])

    @Test func quotaDayIsTheUTCDate() {
        #expect(QuotaDay(morning).text == "2026-03-14")
        #expect(QuotaDay(morning).end == Date(timeIntervalSince1970: 1_773_532_800))
        #expect(QuotaDay.until(QuotaDay(morning).end, from: morning) == "14 h")
    }

    @Test func ledgerSumsEstimatesUntilTheServerSpeaks() throws {
        let ledger = QuotaLedger(try open(), dailyLimit: 50)
        try ledger.record(QuotaCall(endpoint: "complexSearch", estimated: 1.6, charged: 1.35, status: 200, at: morning))
        try ledger.record(QuotaCall(endpoint: "information", estimated: 1, charged: 1, status: 200, at: morning.addingTimeInterval(60)))
        #expect(try ledger.status(at: morning.addingTimeInterval(120)).used == 2.35)
        // The account's figures (other apps on the same key) stay apart from
        // Sous's own spending; later calls come off what the account has left.
        try ledger.record(QuotaCall(endpoint: "information", estimated: 1, charged: 1, serverUsed: 11.35, serverLeft: 138.65,
                                    status: 200, at: morning.addingTimeInterval(180)))
        try ledger.record(QuotaCall(endpoint: "information", estimated: 1, charged: 1, status: 200, at: morning.addingTimeInterval(240)))
        let status = try ledger.status(at: morning.addingTimeInterval(300))
        #expect(abs(status.used - 4.35) < 1e-9)
        #expect(status.accountUsed == 12.35 && status.accountLeft == 137.65)
        #expect(status.calls == 4)
        #expect(status.summary == "Sous used 4.35 of your 50 points today, 45.65 left; the Spoonacular account has 137.65 left; resets at 00:00 UTC")
        // A new UTC day starts from nothing.
        #expect(try ledger.status(at: QuotaDay(morning).end).used == 0)
    }

    /// Other apps had used 100 of the account's 150 points: Sous said
    /// "101.06 of 10 points used" and refused everything.
    @Test func theAccountsUseElsewhereIsNotSousSpending() throws {
        let ledger = QuotaLedger(try open(), dailyLimit: 10)
        try ledger.record(QuotaCall(endpoint: "complexSearch", estimated: 1.6, charged: 1.06, serverUsed: 101.06, serverLeft: 48.94,
                                    status: 200, at: morning))
        let status = try ledger.status(at: morning)
        #expect(status.summary == "Sous used 1.06 of your 10 points today, 8.94 left; the Spoonacular account has 48.94 left; resets at 00:00 UTC")
        #expect(try ledger.check(estimate: 1.6, at: morning) == nil)
        // The account's Left is a hard cap too.
        try ledger.record(QuotaCall(endpoint: "information", estimated: 1, charged: 1, serverUsed: 149.5, serverLeft: 0.5,
                                    status: 200, at: morning.addingTimeInterval(60)))
        let short = try ledger.status(at: morning.addingTimeInterval(60))
        #expect(short.left == 0.5)
        #expect(short.summary == "Sous used 2.06 of your 10 points today; the Spoonacular account has only 0.5 left (it is used elsewhere too); resets at 00:00 UTC")
        let refusal = try #require(try ledger.check(estimate: 1, at: morning.addingTimeInterval(60)))
        #expect(refusal.description.hasPrefix("this call would cost about 1 point but the Spoonacular account has only 0.5 left today;"))
    }

    @Test func refusesWhatWouldExceedTheLimit() throws {
        let ledger = QuotaLedger(try open(), dailyLimit: 3)
        try ledger.record(QuotaCall(endpoint: "complexSearch", estimated: 2.5, charged: 2.5, status: 200, at: morning))
        #expect(try ledger.check(estimate: 0.5, at: morning) == nil)
        let refusal = try #require(try ledger.check(estimate: 1.6, at: morning))
        #expect(refusal.reason == .wouldExceed(estimate: 1.6))
        #expect(refusal.description == "this call would cost about 1.6 points but only 0.5 of today's 3 are left; it resets at 00:00 UTC, in 14 h")
    }

    @Test func a402ExhaustsTheDayUntilMidnightUTC() throws {
        let ledger = QuotaLedger(try open(), dailyLimit: 50)
        try ledger.record(QuotaCall(endpoint: "complexSearch", estimated: 1.6, charged: 0, status: 402, at: morning))
        let status = try ledger.status(at: morning)
        #expect(status.exhausted && status.left == 0)
        #expect(try ledger.check(estimate: 0.1, at: morning)?.reason == .exhausted)
        #expect(try ledger.check(estimate: 0.1, at: QuotaDay(morning).end.addingTimeInterval(1)) == nil)
    }

    @Test func bookmarksKeepTheWholeRecipe() throws {
        do {
            let bookmarks = Bookmarks(try open())
            #expect(try bookmarks.add(Self.recipe, source: "spoonacular", at: morning))
            #expect(try !bookmarks.add(Self.recipe, source: "spoonacular"))
        }
        let bookmarks = Bookmarks(try open())
        #expect(try bookmarks.recipe(Self.recipe.id) == Self.recipe)
        #expect(try bookmarks.all().bookmarks.map(\.recipe) == [Self.recipe])
        #expect(try bookmarks.remove(Self.recipe.id))
        #expect(try !bookmarks.remove(Self.recipe.id))
        #expect(try bookmarks.all().bookmarks.isEmpty)
    }

    @Test func aSummaryNeverReplacesACompleteCachedRecipe() throws {
        let cache = RemoteRecipeCache(try open())
        try cache.store([Self.recipe], source: "spoonacular", complete: true, at: morning)
        var summary = Self.recipe
        summary.ingredients = []
        try cache.store([summary], source: "spoonacular", complete: false, at: morning.addingTimeInterval(10))
        #expect(try cache.entry(Self.recipe.id)?.recipe == Self.recipe)
        #expect(try cache.entry(Self.recipe.id)?.complete == true)
        try cache.replace(source: "feed", with: [summary], at: morning)
        try cache.replace(source: "feed", with: [], at: morning)
        #expect(try cache.recipes(source: "feed").isEmpty)
    }

    @Test func mealPlanOrdersByDayAndUpdatesServings() throws {
        let plan = MealPlan(try open())
        #expect(try plan.add("soup", day: nil, servings: 4, at: morning) == .added)
        #expect(try plan.add("chicken", day: .wed, servings: 2, at: morning.addingTimeInterval(1)) == .added)
        #expect(try plan.add("oats", day: .mon, servings: 1, at: morning.addingTimeInterval(2)) == .added)
        #expect(try plan.add("chicken", day: .fri, servings: 2, at: morning.addingTimeInterval(3)) == .added)
        #expect(try plan.add("chicken", day: .wed, servings: 6) == .updated(previousServings: 2))
        let entries = try plan.entries()
        #expect(entries.map(\.recipeID) == ["oats", "chicken", "chicken", "soup"])
        #expect(entries.map(\.day) == [.mon, .wed, .fri, nil])
        #expect(entries[1].servings == 6)
        #expect(try plan.remove("chicken", day: .fri) == 1)
        #expect(try plan.remove("chicken") == 1)
        #expect(try plan.clear() == 2)
        #expect(try plan.entries().isEmpty)
    }

    /// A plan saved before titles were kept: the new column comes with
    /// the migration, its old rows keep their meals (no title), and the
    /// title a removed recipe leaves is kept with them.
    @Test func aPlanFromBeforeTitlesKeepsItsMealsAndTakesTitles() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let old = try Database(path: folder.appendingPathComponent("sous.sqlite").path)
        try old.execute("CREATE TABLE schema_migrations (name TEXT PRIMARY KEY, applied_at REAL NOT NULL)")
        for migration in SousDatabase.migrations where migration.name != "library-plan-2" {
            try old.execute(migration.sql)
            try old.query("INSERT INTO schema_migrations (name, applied_at) VALUES (?, 0)", [.text(migration.name)])
        }
        try old.query("INSERT INTO meal_plan (recipe_id, day, servings, added_at) VALUES ('pancakes-2', 'tue', 2, 0)")
        let plan = MealPlan(try open())
        #expect(try plan.entries().map(\.recipeID) == ["pancakes-2"])
        #expect(try plan.entries().first?.title == nil)
        #expect(try plan.keepTitle("pancakes-2", "Pancakes") == [.tue])
        #expect(try plan.entries().first?.title == "Pancakes")
        #expect(try plan.add("dal", day: .wed, servings: 4, title: "Red Lentil Dal", at: morning) == .added)
        #expect(try plan.add("dal", day: .wed, servings: 6) == .updated(previousServings: 4))
        #expect(try plan.entries().last?.title == "Red Lentil Dal")
    }

    /// Cooking a planned recipe cooks for the planned servings: today's
    /// entry, else its only one; with several other days, none is assumed.
    @Test func plannedServingsForCookingToday() throws {
        let plan = MealPlan(try open())
        let today = PlanDay(morning)
        let other = PlanDay.allCases.first { $0 != today }!
        let third = PlanDay.allCases.last { $0 != today }!
        _ = try plan.add("dal", day: other, servings: 5, at: morning)
        #expect(try plan.plannedServings("dal", on: morning)?.servings == 5)
        _ = try plan.add("dal", day: third, servings: 3, at: morning)
        #expect(try plan.plannedServings("dal", on: morning) == nil)
        _ = try plan.add("dal", day: today, servings: 8, at: morning)
        #expect(try plan.plannedServings("dal", on: morning)?.servings == 8)
        #expect(try plan.plannedServings("soup", on: morning) == nil)
    }

    @Test func readsDaysAsPeopleWriteThem() {
        #expect(PlanDay(parsing: "Monday") == .mon)
        #expect(PlanDay(parsing: "thurs") == .thu)
        #expect(PlanDay(parsing: "tu") == .tue)
        #expect(PlanDay(parsing: "s") == nil)
        #expect(PlanDay(parsing: "friday night") == nil)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        #expect(PlanDay(morning, calendar: calendar) == .sat)
        // The C library's local weekday is the cook's calendar's, every day of a fortnight.
        for day in 0..<14 {
            let date = morning.addingTimeInterval(Double(day) * 86_400 + 3_600 * 7)
            #expect(PlanDay(date) == PlanDay(date, calendar: .current))
        }
    }

    @Test func pantryItemsAndMissingStaples() throws {
        let pantry = PantryStore(try open())
        #expect(try pantry.add("Basmati rice", at: morning) == .added)
        #expect(try pantry.add("basmati rices") == .alreadyThere)
        #expect(try pantry.add("rice", at: morning) == .added)
        #expect(try pantry.add("long-grain rice") == .alreadyThere)
        #expect(try pantry.items() == ["Basmati rice", "rice"])
        #expect(try pantry.remove("rice") == .removed)
        // A staple is assumed, not stored: "sous pantry" listed the salt it said it had not added.
        #expect(try pantry.add("salt") == .staple)
        #expect(try pantry.add("table salt") == .staple)
        #expect(try pantry.remove("olive oil") == .stapleMarkedMissing)
        #expect(try pantry.remove("olive oil") == .notThere)
        #expect(try pantry.remove("saffron") == .notThere)
        let contents = try pantry.contents()
        #expect(contents.reason(for: "basmati rice") == .pantry)
        #expect(contents.reason(for: "olive oil") == nil)
        #expect(contents.reason(for: "salt") == .staple)
        #expect(try pantry.add("olive oil") == .stapleBack)
        #expect(try pantry.contents().reason(for: "olive oil") == .staple)
        #expect(try pantry.lacking().isEmpty)
        #expect(try pantry.remove("basmati rice") == .removed)
        #expect(try pantry.items().isEmpty)
    }

    /// An item saved under an older key (the naming rules grew since) is
    /// still found by its name when the cook takes it out.
    @Test func pantryItemsKeyedByOlderRulesCanBeRemoved() throws {
        let database = try open()
        try database.query("INSERT INTO pantry (key, name, have, added_at) VALUES ('flour-as-once-keyed', 'flour', 1, 0)")
        let pantry = PantryStore(database)
        #expect(try pantry.remove("flour") == .removed)
        #expect(try pantry.items().isEmpty)
        #expect(try pantry.remove("flour") == .notThere)
    }
}

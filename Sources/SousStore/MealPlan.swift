import Foundation
import SousCore

/// A day of the week in the meal plan.
public enum PlanDay: String, CaseIterable, Hashable, Sendable {
    case mon, tue, wed, thu, fri, sat, sun

    /// "Monday".
    public var title: String {
        switch self {
        case .mon: "Monday"
        case .tue: "Tuesday"
        case .wed: "Wednesday"
        case .thu: "Thursday"
        case .fri: "Friday"
        case .sat: "Saturday"
        case .sun: "Sunday"
        }
    }

    /// Reads "mon", "Monday", "tu", "thurs", "weds": any unambiguous start
    /// of the name, and the usual short forms.
    public init?(parsing text: String) {
        let lowered = text.lowercased().trimmingCharacters(in: .whitespaces)
        if let known = ["tues": Self.tue, "weds": .wed, "thur": .thu, "thurs": .thu][lowered] {
            self = known
            return
        }
        let matching = Self.allCases.filter { $0.title.lowercased().hasPrefix(lowered) }
        guard lowered.count >= 2, matching.count == 1, let day = matching.first else { return nil }
        self = day
    }

    /// The weekday of a date in `calendar`.
    public init(_ date: Date, calendar: Calendar) {
        // Calendar weekdays count from Sunday = 1.
        let weekday = calendar.component(.weekday, from: date)
        self = Self.allCases[(weekday + 5) % 7]
    }

    /// The weekday of a date in the cook's local time, from the C library:
    /// `Calendar.current` would page in megabytes of ICU's locale and time
    /// zone data to the daemon just to know what day it is.
    public init(_ date: Date) {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var local = tm()
        guard localtime_r(&seconds, &local) != nil else {
            self.init(date, calendar: Calendar(identifier: .gregorian))
            return
        }
        // tm_wday counts from Sunday = 0.
        self = Self.allCases[(Int(local.tm_wday) + 6) % 7]
    }
}

/// A recipe planned for a day (or any day) and a number of servings.
public struct PlanEntry: Hashable, Sendable {
    public var recipeID: String
    /// nil: some day this week.
    public var day: PlanDay?
    public var servings: Int
    public var addedAt: Date
    /// The recipe's title when it was planned (or when it was removed from
    /// the library), nil for an entry from before Sous kept it.
    public var title: String? = nil

    /// What Sous adds when a planned recipe is opened for other servings
    /// than planned: a fresh start cooks for the plan and says so; a
    /// session picked up again keeps its own servings (it may be half
    /// cooked) but tells the cook what the plan, and `sous shop`, assumed.
    public func servingsAside(recipe: Recipe, cooking servings: Double, resumed: Bool) -> String? {
        let when = day?.title ?? "this week"
        let count = recipe.made(Double(self.servings))
        if resumed {
            guard Double(self.servings) != servings else { return nil }
            return "You planned \(count) for \(when); say make it for \(self.servings) to cook for that."
        }
        guard self.servings != recipe.servings else { return nil }
        return "That's the \(count) planned for \(when); say make it for a number to change it."
    }
}

/// The week's meal plan, kept in SQLite.
public struct MealPlan {
    let database: Database

    public init(_ database: Database) { self.database = database }

    /// The servings a recipe is planned for, when cooking it on `date`:
    /// today's entry, else its only entry (any day, or one other day).
    /// With several other days planned it is unclear which one this is.
    public func plannedServings(_ recipeID: String, on date: Date = Date()) throws(StoreError) -> PlanEntry? {
        let planned = try entries().filter { $0.recipeID == recipeID }
        let today = PlanDay(date)
        if let entry = planned.first(where: { $0.day == today }) { return entry }
        return planned.count == 1 ? planned[0] : nil
    }

    public enum Added: Hashable, Sendable {
        case added
        /// It was already planned for that day, with these servings.
        case updated(previousServings: Int)
    }

    /// Plans a recipe. Planning it again for the same day changes the
    /// servings rather than doubling the shopping.
    /// `title` is kept with it, so the plan still names the meal if the
    /// recipe leaves the library.
    public func add(_ recipeID: String, day: PlanDay?, servings: Int, title: String? = nil,
                    at time: Date = Date()) throws(StoreError) -> Added {
        let dayText = day?.rawValue ?? ""
        let previous = try database.query("SELECT servings FROM meal_plan WHERE recipe_id = ? AND day = ?",
                                          [.text(recipeID), .text(dayText)]).first?.first?.int
        try database.query("""
            INSERT INTO meal_plan (recipe_id, day, servings, added_at, title) VALUES (?, ?, ?, ?, ?)
            ON CONFLICT(recipe_id, day) DO UPDATE SET servings = excluded.servings,
                title = CASE WHEN excluded.title <> '' THEN excluded.title ELSE meal_plan.title END
            """, [.text(recipeID), .text(dayText), .integer(Int64(servings)), .real(time.timeIntervalSince1970), .text(title ?? "")])
        return previous.map { .updated(previousServings: $0) } ?? .added
    }

    /// Keeps `title` with the recipe's entries that have none (planned
    /// before titles were kept): said when the recipe is removed, so the
    /// plan names it after. Returns the days it is planned for, nil for any day.
    @discardableResult
    public func keepTitle(_ recipeID: String, _ title: String) throws(StoreError) -> [PlanDay?] {
        try database.query("UPDATE meal_plan SET title = ? WHERE recipe_id = ? AND title = ''", [.text(title), .text(recipeID)])
        return try entries().filter { $0.recipeID == recipeID }.map(\.day)
    }

    /// Gives a day to the recipe planned for any day: one meal, now on
    /// `day`, for `servings`. False when it was not planned for any day,
    /// or is planned for `day` already.
    public func moveFromAnyDay(_ recipeID: String, to day: PlanDay, servings: Int) throws(StoreError) -> Bool {
        let rows = try database.query("SELECT day FROM meal_plan WHERE recipe_id = ? AND day IN ('', ?)",
                                      [.text(recipeID), .text(day.rawValue)])
        guard rows.count == 1, rows[0].first?.string == "" else { return false }
        try database.query("UPDATE meal_plan SET day = ?, servings = ? WHERE recipe_id = ? AND day = ''",
                           [.text(day.rawValue), .integer(Int64(servings)), .text(recipeID)])
        return true
    }

    /// Removes the recipe from one day, or from every day when `day` is nil.
    /// Returns how many entries went.
    @discardableResult
    public func remove(_ recipeID: String, day: PlanDay? = nil) throws(StoreError) -> Int {
        let condition = day == nil ? "" : " AND day = ?"
        var bindings: [SQLValue] = [.text(recipeID)]
        if let day { bindings.append(.text(day.rawValue)) }
        let count = try database.query("SELECT COUNT(*) FROM meal_plan WHERE recipe_id = ?" + condition, bindings).first?.first?.int ?? 0
        try database.query("DELETE FROM meal_plan WHERE recipe_id = ?" + condition, bindings)
        return count
    }

    /// Empties the plan, or one day of it; returns how many entries went.
    @discardableResult
    public func clear(day: PlanDay? = nil) throws(StoreError) -> Int {
        let condition = day == nil ? "" : " WHERE day = ?"
        let bindings: [SQLValue] = day.map { [.text($0.rawValue)] } ?? []
        let count = try database.query("SELECT COUNT(*) FROM meal_plan" + condition, bindings).first?.first?.int ?? 0
        try database.query("DELETE FROM meal_plan" + condition, bindings)
        return count
    }

    /// Monday to Sunday, then the recipes for any day; each day in the
    /// order they were planned.
    public func entries() throws(StoreError) -> [PlanEntry] {
        let rows = try database.query("SELECT recipe_id, day, servings, added_at, title FROM meal_plan ORDER BY added_at, id")
        let entries = rows.map { row in
            PlanEntry(recipeID: row[0].string ?? "", day: row[1].string.flatMap(PlanDay.init(rawValue:)),
                      servings: row[2].int ?? 1, addedAt: Date(timeIntervalSince1970: row[3].double ?? 0),
                      title: row[4].string.flatMap { $0.isEmpty ? nil : $0 })
        }
        func rank(_ entry: PlanEntry) -> Int { entry.day.map { PlanDay.allCases.firstIndex(of: $0)! } ?? 7 }
        return entries.enumerated().sorted { a, b in
            rank(a.element) != rank(b.element) ? rank(a.element) < rank(b.element) : a.offset < b.offset
        }.map(\.element)
    }
}

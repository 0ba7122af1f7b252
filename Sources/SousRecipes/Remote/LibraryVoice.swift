import Foundation
import SousCore
import SousStore

/// The voice answers the cooking session cannot give alone: it hands
/// `Intent.quotaQuery` (and `.shoppingList` when no recipe is open) to the
/// edge as `CookingEffect.delegate`, and the edge asks here.
///
/// Each answer opens its own connection to the database in `dataFolder`,
/// so the delegate is `@Sendable` and can be called from any thread.
public enum LibraryVoice {
    /// The spoken answer for `intent`, or nil for intents that are not the
    /// library's.
    public static func answer(_ intent: Intent, dataFolder: URL, recipes: [Recipe], settings: RemoteSettings,
                              now: Date = Date()) -> String? {
        switch intent {
        case .quotaQuery:
            do {
                return try QuotaAnswer.spoken(database: try SousDatabase.open(in: dataFolder).database, settings: settings, now: now)
            } catch {
                return "I can't read today's API quota right now."
            }
        case .shoppingList:
            do {
                let database = try SousDatabase.open(in: dataFolder).database
                return try PlanShopping.spokenAnswer(database: database, recipes: recipes)
                    ?? "Your meal plan is empty, so there is nothing to buy yet."
            } catch {
                return "I can't read the meal plan right now."
            }
        default:
            return nil
        }
    }

    /// A ready delegate for the daemon's kitchen:
    /// `Daemon(..., delegate: LibraryVoice.delegate(dataFolder: paths.data, recipes: source))`.
    /// `recipes` is asked at each answer: a recipe imported or fetched
    /// after the daemon started may be in this week's plan.
    public static func delegate(dataFolder: URL, recipes: @escaping @Sendable () -> [Recipe],
                                settings: RemoteSettings = .load()) -> @Sendable (Intent) -> String? {
        { intent in answer(intent, dataFolder: dataFolder, recipes: intent == .shoppingList ? recipes() : [], settings: settings) }
    }
}

import Foundation
import SousCore
import SousStore

/// The daemon's eye on the recipe feed. A kitchen daemon runs for weeks; a
/// recipe added to the home server must reach it without a restart, and
/// reloading grammars for a feed that did not change would be waste.
///
/// Each `refresh` asks the feed (unless a command asked it within the
/// interval: then that copy is what is new) and says whether the feed's
/// recipes differ from those the kitchen last loaded.
public actor RecipeFeedWatch {
    private let paths: SousPaths
    private let environment: [String: String]
    /// How often to ask: the settings' `feedInterval`.
    public nonisolated let interval: TimeInterval
    /// The feed's recipes as the kitchen last loaded them.
    private var seen: [Recipe]

    /// Nil when no feed is configured.
    public init?(paths: SousPaths, environment: [String: String]) {
        let settings = RemoteSettings.load(environment: environment)
        guard settings.recipesURL != nil else { return nil }
        self.paths = paths
        self.environment = environment
        self.interval = settings.feedInterval
        self.seen = RecipeLibrary.feedRecipes(paths)
    }

    /// Asks the feed; `changed` when the kitchen should load recipes again.
    /// `problems` are the feed's own (unreachable, bad JSON), for the log.
    public func refresh(now: Date = Date()) async -> (changed: Bool, problems: [RecipeFormatError]) {
        let problems = await RecipeLibrary.loading(paths, environment: environment, now: now).problems
            .filter { $0.file == "recipe feed" }
        let copy = RecipeLibrary.feedRecipes(paths)
        defer { seen = copy }
        return (copy != seen, problems)
    }
}

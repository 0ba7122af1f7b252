/// What the cook always wants applied: diets followed, allergens avoided,
/// disliked ingredients left out, and a limit on time.
public struct Preferences: Hashable, Sendable, Codable {
    public var diets: [String]
    public var allergens: [String]
    public var dislikes: [String]
    public var maxMinutes: Int?

    public init(diets: [String] = [], allergens: [String] = [], dislikes: [String] = [], maxMinutes: Int? = nil) {
        self.diets = diets
        self.allergens = allergens
        self.dislikes = dislikes
        self.maxMinutes = maxMinutes
    }

    public var isEmpty: Bool { diets.isEmpty && allergens.isEmpty && dislikes.isEmpty && maxMinutes == nil }
}

/// A search's filters and order, as given on the command line.
public struct RecipeFilter: Hashable, Sendable {
    public enum Sort: String, Hashable, Sendable, CaseIterable {
        case relevance, time, slowest = "-time", title
    }

    public var tags: [String] = []
    public var diets: [String] = []
    public var without: [String] = []
    public var dislikes: [String] = []
    public var maxMinutes: Int?
    public var sort: Sort = .relevance

    public init(tags: [String] = [], diets: [String] = [], without: [String] = [], dislikes: [String] = [],
                maxMinutes: Int? = nil, sort: Sort = .relevance) {
        self.tags = tags
        self.diets = diets
        self.without = without
        self.dislikes = dislikes
        self.maxMinutes = maxMinutes
        self.sort = sort
    }

    /// Adds the standing preferences to what was asked for this time.
    public func applying(_ preferences: Preferences) -> RecipeFilter {
        var filter = self
        filter.diets = Array(Set(diets + preferences.diets)).sorted()
        filter.without = Array(Set(without + preferences.allergens)).sorted()
        filter.dislikes = Array(Set(dislikes + preferences.dislikes)).sorted()
        if let limit = preferences.maxMinutes { filter.maxMinutes = min(maxMinutes ?? limit, limit) }
        return filter
    }
}

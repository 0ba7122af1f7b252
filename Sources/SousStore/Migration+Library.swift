extension Migration {
    /// The recipe library: imports, bookmarks, the API quota ledger, meal plan, pantry.
    static let library: [Migration] = []
}

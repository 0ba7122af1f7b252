extension SousCommand {
    /// The recipe library: import, bookmarks, quota, meal plan, shopping.
    static let libraryCommands: [any Subcommand.Type] = []
}

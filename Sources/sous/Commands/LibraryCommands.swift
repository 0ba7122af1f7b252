extension SousCommand {
    /// The recipe library: import, bookmarks, quota, meal plan, shopping.
    static let libraryCommands: [any Subcommand.Type] = [
        RemoteCommand.self, QuotaCommand.self, BookmarkCommand.self, BookmarksCommand.self,
        PlanCommand.self, ShopCommand.self, PantryCommand.self,
    ]
}

extension SousCommand {
    /// The daemon and its clients.
    static let daemonCommands: [any Subcommand.Type] = []
}

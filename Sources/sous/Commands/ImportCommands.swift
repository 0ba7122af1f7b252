extension SousCommand {
    /// Importing recipes from saved web pages, Cooklang and JSON.
    static let importCommands: [any Subcommand.Type] = [ImportCommand.self]
}

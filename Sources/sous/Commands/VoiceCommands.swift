extension SousCommand {
    /// Speaking and listening.
    static let voiceCommands: [any Subcommand.Type] = [SpeakCommand.self, RecognizeCommand.self, ListenCommand.self]
}

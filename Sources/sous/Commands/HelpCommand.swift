struct HelpCommand: Subcommand {
    static let name = "help"
    static let summary = "Show the commands, or the help of one."
    static let usage = "sous help [COMMAND]"

    static var overviewText: String {
        var text = "\(SousCommand.overview)\n\nusage: sous COMMAND [ARGUMENTS]\n\ncommands:\n"
        for command in SousCommand.subcommands {
            text += "  " + command.name.padding(toLength: 12, withPad: " ", startingAt: 0) + command.summary + "\n"
        }
        text += "\n'sous help COMMAND' shows a command's options."
        return text
    }

    static func run(_ arguments: ParsedArguments, _ context: Context) async throws -> Int32 {
        guard let name = arguments.positionals.first else {
            Console.out(overviewText)
            return 0
        }
        guard arguments.positionals.count == 1 else { throw UsageError("help takes at most one command") }
        guard let command = SousCommand.find(name) else {
            throw UsageError("unknown command '\(name)'" + (Suggestion.closest(name, among: SousCommand.subcommands.map { $0.name }).map { "; did you mean '\($0)'?" } ?? ""))
        }
        Console.out(command.help)
        return 0
    }
}

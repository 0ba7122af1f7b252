import Foundation

/// `sous`: the one program. Subcommands do the work; this only dispatches.
@main
struct SousCommand {
    /// Every subcommand, grouped by feature in `Commands/`, in help order.
    static let subcommands: [any Subcommand.Type] = coreCommands + importCommands + libraryCommands + voiceCommands + daemonCommands + [BenchCommand.self]

    static let coreCommands: [any Subcommand.Type] = [
        HelpCommand.self, ListCommand.self, SearchCommand.self, ShowCommand.self, FridgeCommand.self,
        FavoriteCommand.self, UnfavoriteCommand.self, FavoritesCommand.self, PrefsCommand.self,
        CookCommand.self, DialogueCommand.self, CheckCommand.self,
    ]

    static let overview = "Sous: an offline, voice-driven cooking assistant."

    static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        exit(await run(arguments))
    }

    static func find(_ name: String) -> (any Subcommand.Type)? {
        subcommands.first { $0.name == name }
    }

    static func run(_ arguments: [String]) async -> Int32 {
        guard let name = arguments.first else {
            Console.out(HelpCommand.overviewText)
            return 0
        }
        if name == "--help" || name == "-h" {
            Console.out(HelpCommand.overviewText)
            return 0
        }
        if name == "--version" || name == "-V" || name == "version" {
            guard arguments.count == 1 else {
                Console.error("error: --version takes no arguments")
                return 2
            }
            Console.out("sous 0.1.0")
            return 0
        }
        guard let command = find(name) else {
            let guess = Suggestion.closest(name, among: subcommands.map { $0.name })
            Console.error("error: unknown command '\(name)'" + (guess.map { "; did you mean '\($0)'?" } ?? ""))
            Console.error("usage: sous COMMAND [ARGUMENTS]; 'sous help' lists the commands")
            return 2
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            Console.out(command.help)
            return 0
        }
        do {
            let parsed = try ParsedArguments.parse(rest, options: command.options)
            return try await command.run(parsed, Context())
        } catch let error as UsageError {
            Console.error("error: \(error.message)")
            Console.error("usage: \(command.usage)")
            return 2
        } catch let error as CommandFailure {
            Console.error("error: \(error.message)")
            return 1
        } catch {
            Console.error("error: \(error)")
            return 1
        }
    }
}

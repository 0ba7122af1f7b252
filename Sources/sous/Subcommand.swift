/// A `sous` subcommand: its name, help text, options and what it does.
protocol Subcommand: Sendable {
    static var name: String { get }
    /// One line for `sous help`.
    static var summary: String { get }
    /// The synopsis after "usage: ".
    static var usage: String { get }
    static var options: [OptionSpec] { get }
    /// More text for `sous help NAME`.
    static var discussion: String { get }
    static func run(_ arguments: ParsedArguments, _ context: Context) async throws -> Int32
}

extension Subcommand {
    static var options: [OptionSpec] { [] }
    static var discussion: String { "" }

    static var help: String {
        var text = "\(summary)\n\nusage: \(usage)\n"
        if !discussion.isEmpty { text += "\n\(discussion)\n" }
        if !options.isEmpty {
            text += "\noptions:\n"
            for option in options {
                let left = "  --\(option.name)" + (option.takesValue ? " \(option.valueName)" : "")
                text += left.padding(toLength: max(left.count + 2, 26), withPad: " ", startingAt: 0) + option.help + "\n"
            }
        }
        return text
    }
}

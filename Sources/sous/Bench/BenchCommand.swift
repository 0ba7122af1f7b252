/// One benchmark suite: measures Sous and a baseline in the same run and
/// prints them side by side.
protocol BenchSuite: Sendable {
    static var name: String { get }
    static var summary: String { get }
    static var options: [OptionSpec] { get }
    static func run(_ arguments: ParsedArguments, _ context: Context) async throws -> Int32
}

extension BenchSuite {
    static var options: [OptionSpec] { [] }
}

/// `sous bench SUITE`: speed and accuracy measurements for `make bench`.
struct BenchCommand: Subcommand {
    static let name = "bench"
    static let summary = "Run a benchmark suite and print it beside its baseline."
    static let usage = "sous bench SUITE [OPTIONS]"

    /// Every suite, grouped by feature in `Bench/`.
    static var suites: [any BenchSuite.Type] { importBenches + libraryBenches + voiceBenches + daemonBenches }

    static var options: [OptionSpec] {
        var seen = Set<String>()
        var all: [OptionSpec] = []
        for suite in suites {
            for option in suite.options where seen.insert(option.name).inserted { all.append(option) }
        }
        return all
    }

    static var discussion: String {
        var lines = ["suites:"]
        for suite in suites {
            lines.append("  " + suite.name.padding(toLength: 10, withPad: " ", startingAt: 0) + suite.summary)
        }
        return lines.joined(separator: "\n")
    }

    static func run(_ arguments: ParsedArguments, _ context: Context) async throws -> Int32 {
        guard let name = arguments.positionals.first else { throw UsageError("bench needs a SUITE") }
        var found: (any BenchSuite.Type)?
        for suite in suites where suite.name == name { found = suite }
        guard let suite = found else { throw UsageError("unknown suite '\(name)'") }
        var rest = arguments
        rest.positionals.removeFirst()
        return try await suite.run(rest, context)
    }
}

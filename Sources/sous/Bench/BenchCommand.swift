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
    static var usage: String { "sous bench SUITE [OPTIONS]  (suites: \(suites.map(\.name).joined(separator: ", ")))" }

    /// Every suite, grouped by feature in `Bench/`.
    static var suites: [any BenchSuite.Type] { importBenches + libraryBenches + voiceBenches + daemonBenches }

    static var options: [OptionSpec] {
        var seen = Set<String>()
        return suites.flatMap(\.options).filter { seen.insert($0.name).inserted }
    }

    static var discussion: String {
        suites.map { "  \($0.name.padding(toLength: 10, withPad: " ", startingAt: 0))\($0.summary)" }.joined(separator: "\n")
    }

    static func run(_ arguments: ParsedArguments, _ context: Context) async throws -> Int32 {
        guard let name = arguments.positionals.first else { throw UsageError("bench needs a SUITE") }
        guard let suite = suites.first(where: { $0.name == name }) else { throw UsageError("unknown suite '\(name)'") }
        var rest = arguments
        rest.positionals.removeFirst()
        return try await suite.run(rest, context)
    }
}

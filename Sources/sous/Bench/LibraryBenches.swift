extension BenchCommand {
    /// Recipe import accuracy, search latency, start-up time.
    static let libraryBenches: [any BenchSuite.Type] = [LibraryBench.self]
}

extension BenchCommand {
    /// Import accuracy on saved recipe pages.
    static let importBenches: [any BenchSuite.Type] = [ImportBench.self]
}

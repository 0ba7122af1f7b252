extension BenchCommand {
    /// Recognition accuracy, rejection, latency and CPU.
    static let voiceBenches: [any BenchSuite.Type] = [VoiceBench.self]
}

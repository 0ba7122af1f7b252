extension BenchCommand {
    /// Memory, idle CPU and socket round trips of the daemon.
    static let daemonBenches: [any BenchSuite.Type] = [DaemonBench.self]
}

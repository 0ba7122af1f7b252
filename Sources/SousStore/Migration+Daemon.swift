extension Migration {
    /// The daemon: the saved session and its timers.
    static let daemon: [Migration] = []
}

extension Migration {
    /// The daemon: the saved session, timers included, in one row written
    /// in one statement, so a crash leaves either the old or the new state.
    static let daemon: [Migration] = [
        Migration("daemon-1", """
            CREATE TABLE session (
                slot INTEGER PRIMARY KEY CHECK (slot = 1),
                recipe_id TEXT NOT NULL,
                snapshot TEXT NOT NULL,
                active INTEGER NOT NULL,
                updated_at REAL NOT NULL
            );
            """),
        // Where the cook stopped each recipe, so switching to another recipe
        // and back still picks up at the right step.
        Migration("daemon-2", """
            CREATE TABLE stopped_session (
                recipe_id TEXT PRIMARY KEY,
                snapshot TEXT NOT NULL,
                updated_at REAL NOT NULL
            );
            """),
    ]
}

extension Migration {
    /// The recipe library: imports, bookmarks, the API quota ledger, meal plan, pantry.
    static let library: [Migration] = [
        // One row per remote call, so the day's use can be recomputed and
        // audited; the day is the UTC date the API provider counts by.
        Migration("library-quota-1", """
            CREATE TABLE quota_calls (
                id INTEGER PRIMARY KEY,
                day TEXT NOT NULL,
                at REAL NOT NULL,
                endpoint TEXT NOT NULL,
                estimated REAL NOT NULL,
                charged REAL NOT NULL,
                server_used REAL,
                server_left REAL,
                status INTEGER NOT NULL
            );
            CREATE INDEX quota_calls_by_day ON quota_calls (day, at);
            CREATE TABLE quota_exhausted (day TEXT PRIMARY KEY, at REAL NOT NULL);
            """),
        // Whole recipes, so a bookmarked or fetched recipe cooks offline.
        Migration("library-bookmarks-1", """
            CREATE TABLE bookmarks (
                recipe_id TEXT PRIMARY KEY,
                title TEXT NOT NULL,
                source TEXT NOT NULL,
                recipe_json TEXT NOT NULL,
                added_at REAL NOT NULL
            );
            CREATE TABLE remote_recipes (
                recipe_id TEXT PRIMARY KEY,
                source TEXT NOT NULL,
                recipe_json TEXT NOT NULL,
                complete INTEGER NOT NULL,
                fetched_at REAL NOT NULL
            );
            CREATE INDEX remote_recipes_by_source ON remote_recipes (source);
            """),
        // The day is '' for "any day" so the pair stays unique.
        Migration("library-plan-1", """
            CREATE TABLE meal_plan (
                id INTEGER PRIMARY KEY,
                recipe_id TEXT NOT NULL,
                day TEXT NOT NULL DEFAULT '',
                servings INTEGER NOT NULL CHECK (servings >= 1),
                added_at REAL NOT NULL,
                UNIQUE (recipe_id, day)
            );
            CREATE TABLE pantry (
                key TEXT PRIMARY KEY,
                name TEXT NOT NULL,
                have INTEGER NOT NULL,
                added_at REAL NOT NULL
            );
            """),
        // The planned recipe's title, so a plan whose recipe was removed
        // still names the meal ("Pancakes (no longer in your library)"), not
        // its bare id; '' where planned before it was kept.
        Migration("library-plan-2", """
            ALTER TABLE meal_plan ADD COLUMN title TEXT NOT NULL DEFAULT '';
            """),
    ]
}

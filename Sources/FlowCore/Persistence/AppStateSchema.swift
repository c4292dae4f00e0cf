import GRDB

/// The state file's schema: named migrations, and the schema version this build writes.
///
/// Each migration sets `PRAGMA user_version` to its position (1, 2, ...), so the version can be read from the file
/// header without knowing migration names, and a file from a newer build is recognised either way: a higher
/// `user_version`, or a migration identifier this build has not registered.
///
/// Dates are stored as REAL seconds since 2001-01-01 UTC, which is `Date`'s own representation, so they round-trip
/// exactly (not merely to the second).
enum AppStateSchema {
    /// The highest schema version this build knows; the file's `user_version` after migrating.
    static let version = 1

    /// The migrator that brings any older (or empty) state file to `version`.
    static let migrator: DatabaseMigrator = {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1-createAppState") { db in
            // A row exists only once the tutorial was completed; the CHECK keeps it a single row.
            try db.execute(sql: """
                CREATE TABLE onboardingCompletion (
                    id INTEGER PRIMARY KEY CHECK (id = 1),
                    completedAt REAL NOT NULL
                )
                """)
            // `position` is the rowid: SQLite hands out max(rowid) + 1, so ordering by it is insertion order,
            // and an upsert by `id` keeps a replaced item where it was.
            try db.execute(sql: """
                CREATE TABLE item (
                    position INTEGER PRIMARY KEY,
                    id TEXT NOT NULL UNIQUE,
                    title TEXT NOT NULL,
                    isEnabled INTEGER NOT NULL CHECK (isEnabled IN (0, 1)),
                    date REAL NOT NULL
                )
                """)
            // Melody ids are not required to be unique: the cache stores whatever list the service returned.
            try db.execute(sql: """
                CREATE TABLE cachedMelody (
                    position INTEGER PRIMARY KEY,
                    id TEXT NOT NULL,
                    title TEXT NOT NULL,
                    artist TEXT NOT NULL
                )
                """)
            try db.execute(sql: """
                CREATE TABLE sessionToken (
                    id INTEGER PRIMARY KEY CHECK (id = 1),
                    token TEXT NOT NULL
                )
                """)
            try db.execute(sql: "PRAGMA user_version = 1")
        }
        return migrator
    }()

    /// The tables `reset()` empties, all of them holding app state.
    static let stateTables = ["onboardingCompletion", "item", "cachedMelody", "sessionToken"]
}

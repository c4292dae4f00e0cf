import FlowStore
import SettingsCore

/// The `setting` table of the app's shared state file: one row per toggle the user changed; a spec's planned
/// failure (``SettingsDoubles``) fails the next save.
final class SettingsTable: SettingsStoring {
    private let store: AppStateStore
    private let doubles: SettingsDoubles?

    init(store: AppStateStore, doubles: SettingsDoubles? = nil) {
        self.store = store
        self.doubles = doubles
    }

    func loadSettings() throws -> [String: Bool] {
        try store.readingOneStatement { db in
            var values: [String: Bool] = [:]
            for row in try Row.fetchAll(db.cachedStatement(sql: "SELECT key, isOn FROM setting")) {
                values[row["key"]] = row["isOn"]
            }
            return values
        }
    }

    func saveSetting(key: String, isOn: Bool) throws {
        if let message = doubles?.failNextSave {
            doubles?.failNextSave = nil
            throw PlannedFailure(description: message)
        }
        try store.writingOneStatement { db in
            try db.cachedStatement(sql: "INSERT OR REPLACE INTO setting (key, isOn) VALUES (?, ?)")
                .execute(arguments: [key, isOn])
        }
    }

    /// Creates the table, in the module's own namespace of the shared file.
    static let migration = StoreMigration(module: "settings", name: "v1-create") { db in
        try db.execute(sql: """
            CREATE TABLE setting (
                key TEXT PRIMARY KEY NOT NULL,
                isOn INTEGER NOT NULL CHECK (isOn IN (0, 1))
            )
            """)
    }
}

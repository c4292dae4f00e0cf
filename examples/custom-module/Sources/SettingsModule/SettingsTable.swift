import FlowScript
import FlowStore
import GRDB
import SettingsCore

/// The `setting` table of the app's shared state file: one row per toggle the user changed; a spec's planned
/// failure (`services.settings.fail_next_save`) fails the next save.
final class SettingsTable: SettingsStoring {
    private let store: AppStateStore, plannedFailure: PlannedFailure?

    init(store: AppStateStore, doubles: PlannedFailure? = nil) { (self.store, plannedFailure) = (store, doubles) }

    func loadSettings() throws -> [String: Bool] {
        try store.readingOneStatement { db in
            Dictionary(try Row.fetchAll(db.cachedStatement(sql: "SELECT key, isOn FROM setting")).map { ($0["key"], $0["isOn"]) }) { $1 }
        }
    }

    func saveSetting(key: String, isOn: Bool) throws {
        try plannedFailure?.throwIfPlanned()
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

import FlowScript
import Foundation
import FlowCore
import FlowStore
import GRDB

/// The items table (`item`) of the shared state file.
final class ItemsTable: ItemsStoring {
    /// The store holding the table.
    let store: AppStateStore

    init(store: AppStateStore) {
        self.store = store
    }

    /// Every stored item, oldest first (in the order each id was first saved). Dates come back exactly as saved.
    /// - Throws: `AppStateStoreError.operationFailed`.
    public func loadItems() throws -> [Item] {
        try store.readingOneStatement { db in try Self.items(db) }
    }

    /// Stores `item`; an item with the same id is replaced in place, keeping its position in the list.
    /// - Throws: `AppStateStoreError.operationFailed`.
    public func saveItem(_ item: Item) throws {
        try store.writingOneStatement { db in
            try db.cachedStatement(sql: """
                INSERT INTO item (id, title, isEnabled, date) VALUES (?, ?, ?, ?)
                ON CONFLICT (id) DO UPDATE SET
                    title = excluded.title, isEnabled = excluded.isEnabled, date = excluded.date
                """).execute(arguments: [item.id, item.title, item.isEnabled, item.date.timeIntervalSinceReferenceDate])
        }
    }

    /// Removes every stored item (I6).
    /// - Throws: `AppStateStoreError.operationFailed`.
    public func deleteAllItems() throws {
        try store.writingOneStatement { db in try db.cachedStatement(sql: "DELETE FROM item").execute() }
    }

    /// Every item in insertion order, read inside the caller's transaction.
    static func items(_ db: Database) throws -> [Item] {
        let select = try db.cachedStatement(sql: "SELECT id, title, isEnabled, date FROM item ORDER BY position")
        return try Row.fetchAll(select).map { row in
            Item(
                id: try row.decode(String.self, forColumn: "id"),
                title: try row.decode(String.self, forColumn: "title"),
                isEnabled: try row.decode(Bool.self, forColumn: "isEnabled"),
                date: Date(timeIntervalSinceReferenceDate: try row.decode(Double.self, forColumn: "date")))
        }
    }
}

extension ItemsTable {
    /// Creates the `item` table. `position` is the rowid: SQLite hands out max(rowid) + 1, so ordering by it is
    /// insertion order, and an upsert by `id` keeps a replaced item where it was.
    static let migration = StoreMigration(module: ItemsModule.name, name: "v1-create") { db in
        try db.execute(sql: """
            CREATE TABLE IF NOT EXISTS item (
                position INTEGER PRIMARY KEY,
                id TEXT NOT NULL UNIQUE,
                title TEXT NOT NULL,
                isEnabled INTEGER NOT NULL CHECK (isEnabled IN (0, 1)),
                date REAL NOT NULL
            )
            """)
    }
}

import Foundation
import GRDB

extension AppStateStore: ItemsStoring {
    /// Every stored item, oldest first (in the order each id was first saved). Dates come back exactly as saved.
    /// - Throws: `AppStateStoreError.operationFailed`.
    public func loadItems() throws -> [Item] {
        try readingOneStatement { db in try Self.items(db) }
    }

    /// Stores `item`; an item with the same id is replaced in place, keeping its position in the list.
    /// - Throws: `AppStateStoreError.operationFailed`.
    public func saveItem(_ item: Item) throws {
        try writingOneStatement { db in
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
        try writingOneStatement { db in try db.cachedStatement(sql: "DELETE FROM item").execute() }
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

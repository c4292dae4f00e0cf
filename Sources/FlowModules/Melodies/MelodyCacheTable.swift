import FlowScript
import FlowCore
import FlowStore
import GRDB

/// The melodies cache table (`cachedMelody`) of the shared state file.
final class MelodyCacheTable: MelodyCaching {
    /// The store holding the table.
    let store: AppStateStore

    init(store: AppStateStore) {
        self.store = store
    }

    /// The melodies last cached, in their original order; empty when none were (the M1 database fallback).
    /// - Throws: `AppStateStoreError.operationFailed`.
    public func cachedMelodies() throws -> [Melody] {
        try store.readingOneStatement { db in try Self.cachedMelodies(db) }
    }

    /// Replaces the whole cache with `melodies` in one transaction: readers see the old list or the new one,
    /// never a mix.
    /// - Throws: `AppStateStoreError.operationFailed`.
    public func cacheMelodies(_ melodies: [Melody]) throws {
        try store.writing { db in
            try db.cachedStatement(sql: "DELETE FROM cachedMelody").execute()
            let insert = try db.cachedStatement(
                sql: "INSERT INTO cachedMelody (position, id, title, artist) VALUES (?, ?, ?, ?)")
            for (position, melody) in melodies.enumerated() {
                try insert.execute(arguments: [position, melody.id, melody.title, melody.artist])
            }
        }
    }

    /// The cached melodies in cache order, read inside the caller's transaction.
    static func cachedMelodies(_ db: Database) throws -> [Melody] {
        let select = try db.cachedStatement(sql: "SELECT id, title, artist FROM cachedMelody ORDER BY position")
        return try Row.fetchAll(select).map { row in
            Melody(
                id: try row.decode(String.self, forColumn: "id"),
                title: try row.decode(String.self, forColumn: "title"),
                artist: try row.decode(String.self, forColumn: "artist"))
        }
    }
}

extension MelodyCacheTable {
    /// Creates the `cachedMelody` table. Melody ids are not required to be unique: the cache stores whatever
    /// list the service returned.
    static let migration = StoreMigration(module: "melodies", name: "v1-create") { db in
        try db.execute(sql: """
            CREATE TABLE IF NOT EXISTS cachedMelody (
                position INTEGER PRIMARY KEY,
                id TEXT NOT NULL,
                title TEXT NOT NULL,
                artist TEXT NOT NULL
            )
            """)
    }
}

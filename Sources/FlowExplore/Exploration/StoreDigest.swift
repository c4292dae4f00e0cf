import FlowScript
import FlowStore
import FlowTooling
import GRDB

/// A stable hash of everything a store holds: every module table's rows, in a canonical order, and the
/// AUTOINCREMENT counters (the next id a row gets is saved state too). Two sessions
/// whose screens share a fingerprint and whose stores share a digest behave alike, so explore walks from one
/// to the other instead of replaying from a fresh launch.
enum StoreDigest {
    /// The digest of `store`'s rows and counters (not of its layout).
    /// - Throws: `AppStateStoreError.operationFailed` when a table cannot be read.
    static func of(_ store: AppStateStore) throws -> UInt64 {
        try store.reading { db in
            let tables = try String.fetchAll(db, sql: """
                SELECT name FROM sqlite_master
                WHERE type = 'table' AND (name NOT LIKE 'sqlite_%' OR name = 'sqlite_sequence')
                  AND name NOT LIKE 'grdb_%' ORDER BY name
                """)
            var text = ""
            for table in tables {
                let rows = try Row.fetchAll(db, sql: "SELECT * FROM \(table.quotedDatabaseIdentifier)")
                guard !rows.isEmpty else { continue }
                text += table + "\u{1E}" + rows.map(\.description).sorted().joined(separator: "\u{1F}") + "\u{1D}"
            }
            return StableHash.fnv1a(text)
        }
    }
}

import Foundation
import GRDB

/// Checks a state file inside the exclusive transaction that then migrates it, before anything is written.
///
/// Refusing a corrupt file, another program's database, a newer schema or another app's modules must leave the
/// file's bytes unchanged: the checks only read, and the transaction they run in is rolled back when one refuses.
/// Running them on the connection that will write (rather than a read-only one) also lets SQLite roll back a hot
/// journal that a killed process left, which a read-only connection cannot do.
enum StateFileInspection {
    /// Whether a file is at `path` (following a symbolic link); refuses one that is not a regular file, naming
    /// what it is: a folder, a named pipe that would block the open, a device. Runs before SQLite sees the path,
    /// with one `lstat` in the usual case.
    /// - Throws: ``AppStateStoreError/cannotOpen(path:reason:)`` for a path that is not a regular file.
    static func checkExistingFile(_ path: String) throws -> Bool {
        var status = stat()
        guard lstat(path, &status) == 0 else { return false }
        let kind: String
        switch status.st_mode & S_IFMT {
        case S_IFREG: return true
        // A symbolic link is SQLite's to follow; one that leads nowhere is a file that does not exist yet.
        case S_IFLNK: return stat(path, &status) == 0
        case S_IFDIR: kind = "a folder"
        case S_IFCHR: kind = "a character device"
        case S_IFBLK: kind = "a block device"
        case S_IFSOCK: kind = "a socket"
        default: kind = "a named pipe or another special file"
        }
        throw AppStateStoreError.cannotOpen(path: path, reason: "it is \(kind), not a regular file")
    }

    /// Throws an `AppStateStoreError` when the file `db` reads must not be migrated with `schema`.
    /// - Parameters:
    ///   - db: The connection, inside the opening transaction.
    ///   - path: The file, for messages.
    ///   - schema: The registered modules' migrations.
    ///   - existed: Whether the file existed before this open; a new one needs no check.
    static func inspect(_ db: Database, path: String, schema: StoreSchema, existed: Bool) throws {
        guard existed else { return }
        let integrity = try String.fetchAll(db, sql: "PRAGMA quick_check")
        guard integrity == ["ok"] else {
            let problems = integrity.prefix(3).joined(separator: "; ")
            throw AppStateStoreError.notAStateFile(path: path, reason: "database disk image is malformed: \(problems)")
        }
        let userVersion = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
        if userVersion > AppStateStore.schemaVersion {
            throw AppStateStoreError.newerSchema(
                path: path, fileVersion: userVersion, supportedVersion: AppStateStore.schemaVersion)
        }
        let tables = try String.fetchAll(db, sql: """
            SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name
            """)
        let applied = tables.contains("grdb_migrations")
            ? try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY identifier") : []
        let unknown = applied.filter { !schema.knows($0) }
        if !unknown.isEmpty {
            throw AppStateStoreError.unknownMigrations(path: path, identifiers: unknown)
        }
        // An empty file is ours to migrate; a database with tables but no migration record is someone else's.
        let ownTables = tables.filter { $0 != "grdb_migrations" }
        if applied.isEmpty && !ownTables.isEmpty {
            throw AppStateStoreError.notAStateFile(
                path: path, reason: "it holds another program's tables: \(ownTables.joined(separator: ", "))")
        }
        if let damage = try schemaDamage(in: db, applied: Set(applied), schema: schema) {
            throw AppStateStoreError.notAStateFile(path: path, reason: "it is damaged: \(damage)")
        }
    }

    /// What the file's tables lack against what its applied migrations create (a table, a column, a column's
    /// type), or nil. The expectation comes from running the same migrations on an empty in-memory database,
    /// so it cannot drift from the schema.
    private static func schemaDamage(in db: Database, applied: Set<String>, schema: StoreSchema) throws -> String? {
        let recorded = schema.migrations.filter { applied.contains($0.identifier) }
        guard !recorded.isEmpty else { return nil }
        let reference = try DatabaseQueue()
        let expected = try reference.write { reference in
            for migration in recorded {
                try migration.migrate(reference)
            }
            return try columns(in: reference)
        }
        let found = try columns(in: db)
        for (table, columns) in expected.sorted(by: { $0.key < $1.key }) {
            guard let present = found[table] else { return "table \(table) is missing" }
            for (column, type) in columns.sorted(by: { $0.key < $1.key }) {
                guard let presentType = present[column] else { return "table \(table) has no column \(column)" }
                if presentType != type {
                    let shown = presentType.isEmpty ? "untyped" : presentType
                    return "column \(table).\(column) is \(shown), not \(type)"
                }
            }
        }
        return nil
    }

    /// Every table's columns and their declared types (upper-cased), SQLite's and GRDB's own tables left out, read
    /// in one statement.
    private static func columns(in db: Database) throws -> [String: [String: String]] {
        let rows = try Row.fetchCursor(db, sql: """
            SELECT m.name, c.name, upper(c.type) FROM sqlite_master AS m, pragma_table_info(m.name) AS c
            WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%' AND m.name NOT LIKE 'grdb_%'
            """)
        var result: [String: [String: String]] = [:]
        while let row = try rows.next() {
            let (table, column, type): (String, String?, String?) = (row[0], row[1], row[2])
            result[table, default: [:]][column ?? ""] = type ?? ""
        }
        return result
    }
}

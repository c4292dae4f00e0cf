import Foundation
import GRDB

/// Checks an existing state file through a read-only connection before `AppStateStore` opens it for writing.
///
/// Opening for writing is not harmless: switching a file to WAL mode rewrites its header, and migrating adds
/// tables. Refusing a corrupt file, another program's database or a newer schema must leave the file's bytes
/// unchanged, so every check runs on a connection that cannot write.
enum StateFileInspection {
    /// Throws an `AppStateStoreError` when the file at `path` must not be opened for writing.
    ///
    /// Anything but a regular file (a folder, a named pipe that would block the open, a device) is refused
    /// before SQLite sees it. SQLite may create the `-wal` and `-shm` files beside a file it reads; those the
    /// check created are removed again when the file is refused, so a refused file is left as it was found.
    static func check(path: String) throws {
        try checkRegularFile(path)
        let siblings = [path + "-wal", path + "-shm"].filter { !FileManager.default.fileExists(atPath: $0) }
        do {
            try inspect(path: path)
        } catch {
            for created in siblings where FileManager.default.fileExists(atPath: created) {
                try? FileManager.default.removeItem(atPath: created)
            }
            throw error
        }
    }

    /// Refuses a path that is not a regular file, naming what it is.
    private static func checkRegularFile(_ path: String) throws {
        let type = (try? FileManager.default.attributesOfItem(atPath: path)[.type]) as? FileAttributeType
        let kinds: [FileAttributeType: String] = [
            .typeDirectory: "a folder", .typeCharacterSpecial: "a character device",
            .typeBlockSpecial: "a block device", .typeSocket: "a socket",
            .typeUnknown: "a named pipe or another special file",
        ]
        if let type, let kind = kinds[type] {
            throw AppStateStoreError.cannotOpen(path: path, reason: "it is \(kind), not a regular file")
        }
    }

    private static func inspect(path: String) throws {
        var configuration = Configuration()
        configuration.readonly = true
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        // A read-only connection holds no changes to flush; a failure to close it leaves nothing behind.
        defer { try? queue.close() }
        try queue.read { db in
            let integrity = try String.fetchAll(db, sql: "PRAGMA quick_check")
            guard integrity == ["ok"] else {
                let problems = integrity.prefix(3).joined(separator: "; ")
                throw AppStateStoreError.notAStateFile(
                    path: path, reason: "database disk image is malformed: \(problems)")
            }
            let userVersion = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
            let applied = try AppStateSchema.migrator.appliedIdentifiers(db)
            let unknown = applied.subtracting(AppStateSchema.migrator.migrations)
            if userVersion > AppStateSchema.version || !unknown.isEmpty {
                throw AppStateStoreError.newerSchema(
                    path: path, fileVersion: max(userVersion, applied.count), supportedVersion: AppStateSchema.version)
            }
            // An empty file is ours to migrate; a database with tables but no migration record is someone else's.
            let tables = try String.fetchAll(db, sql: """
                SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name
                """)
            if applied.isEmpty && !tables.isEmpty {
                throw AppStateStoreError.notAStateFile(
                    path: path, reason: "it holds another program's tables: \(tables.joined(separator: ", "))")
            }
            if let damage = try schemaDamage(in: db, applied: applied) {
                throw AppStateStoreError.notAStateFile(path: path, reason: "it is damaged: \(damage)")
            }
        }
    }

    /// What the file's tables lack against what its applied migrations create (a table, a column, a column's
    /// type), or nil. The expectation comes from running the same migrations on an empty in-memory database,
    /// so it cannot drift from the schema.
    private static func schemaDamage(in db: Database, applied: Set<String>) throws -> String? {
        guard let last = AppStateSchema.migrator.migrations.last(where: applied.contains) else { return nil }
        let reference = try DatabaseQueue()
        try AppStateSchema.migrator.migrate(reference, upTo: last)
        let expected = try reference.read { try columns(in: $0) }
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

    /// Every table's columns and their declared types (upper-cased), SQLite's and GRDB's own tables left out.
    private static func columns(in db: Database) throws -> [String: [String: String]] {
        let tables = try String.fetchAll(db, sql: """
            SELECT name FROM sqlite_master
            WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'grdb_%'
            """)
        var result: [String: [String: String]] = [:]
        for table in tables {
            let rows = try Row.fetchAll(db, sql: "SELECT name, type FROM pragma_table_info(?)", arguments: [table])
            result[table] = Dictionary(uniqueKeysWithValues: rows.map { row in
                ((row["name"] as String?) ?? "", ((row["type"] as String?) ?? "").uppercased())
            })
        }
        return result
    }
}

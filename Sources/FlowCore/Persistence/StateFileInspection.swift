import GRDB

/// Checks an existing state file through a read-only connection before `AppStateStore` opens it for writing.
///
/// Opening for writing is not harmless: switching a file to WAL mode rewrites its header, and migrating adds
/// tables. Refusing a corrupt file, another program's database or a newer schema must leave the file's bytes
/// unchanged, so every check runs on a connection that cannot write.
enum StateFileInspection {
    /// Throws an `AppStateStoreError` when the file at `path` must not be opened for writing.
    static func check(path: String) throws {
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
        }
    }
}

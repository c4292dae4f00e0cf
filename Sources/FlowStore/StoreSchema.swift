import GRDB

/// The tables of every registered module, in the order the modules were registered.
///
/// The store records applied migrations in `grdb_migrations` (the table GRDB's migrator uses, so files written
/// by earlier builds open unchanged). Files of the first FlowHost builds record the single migration
/// `v1-createAppState`; the built-in modules create their tables with `IF NOT EXISTS`, so such a file gains the
/// new identifiers and keeps its rows.
public struct StoreSchema: Sendable {
    /// The identifier earlier builds recorded for the four built-in features' tables.
    static let legacyIdentifiers: Set<String> = ["v1-createAppState"]

    /// The migrations in the order they run.
    public let migrations: [StoreMigration]
    /// A key naming this list of migrations, for caching an empty template per schema.
    let key: String

    /// Creates the schema of `migrations`.
    /// - Throws: ``StoreSchemaError/duplicateMigration(_:)`` when two migrations share an identifier.
    public init(_ migrations: [StoreMigration]) throws(StoreSchemaError) {
        var seen: Set<String> = []
        for migration in migrations where !seen.insert(migration.identifier).inserted {
            throw .duplicateMigration(migration.identifier)
        }
        self.migrations = migrations
        key = migrations.map(\.identifier).joined(separator: "\n")
    }

    /// Whether the file's recorded `identifier` belongs to this schema (or to the legacy layout).
    func knows(_ identifier: String) -> Bool {
        Self.legacyIdentifiers.contains(identifier) || migrations.contains { $0.identifier == identifier }
    }

    /// Runs the migrations `db` has not recorded yet, recording each; the caller holds the transaction.
    /// - Throws: ``StoreMigrationFailure`` naming the migration that failed.
    func migrate(_ db: Database) throws {
        try db.execute(sql: "CREATE TABLE IF NOT EXISTS grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
        let applied = Set(try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations"))
        for migration in migrations where !applied.contains(migration.identifier) {
            do {
                try migration.migrate(db)
            } catch {
                throw StoreMigrationFailure(identifier: migration.identifier, module: migration.module, cause: error)
            }
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES (?)", arguments: [migration.identifier])
        }
        // Written only when it differs: an open that finds everything in place then commits no page.
        if try Int.fetchOne(db, sql: "PRAGMA user_version") != AppStateStore.schemaVersion {
            try db.execute(sql: "PRAGMA user_version = \(AppStateStore.schemaVersion)")
        }
    }

    /// The tables the migrations created, which `reset()` empties.
    static func stateTables(_ db: Database) throws -> [String] {
        try String.fetchAll(db.cachedStatement(sql: """
            SELECT name FROM sqlite_master
            WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'grdb_%' ORDER BY name
            """))
    }
}

/// A schema that cannot be built from the modules' migrations.
public enum StoreSchemaError: Error, Equatable, CustomStringConvertible {
    /// Two migrations have the same `module/name` identifier.
    case duplicateMigration(String)

    public var description: String {
        switch self {
        case .duplicateMigration(let identifier): "the migration \(identifier) is registered twice"
        }
    }
}

/// A module's migration that threw; keeps the cause.
struct StoreMigrationFailure: Error {
    let identifier: String
    let module: String
    let cause: any Error
}

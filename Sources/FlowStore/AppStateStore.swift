import Foundation
import GRDB

/// FlowHost's embedded store of app state, kept in one SQLite file (`<directory>/flowhost.sqlite`) through GRDB:
/// every feature module keeps its tables there, created by its own ``StoreMigration``s.
///
/// A file store is one `DatabaseQueue` connection in WAL mode: the store's own reads and writes are serialised, every
/// write runs in its own transaction, and another process on the same file reads while this one writes and waits up
/// to 5 seconds for the write lock. One connection, not a `DatabasePool`, because the store's users open it for a short
/// run and touch it a few times: a pool's reader connections each pay their own open and schema load, and while any
/// reader is open the writer's close cannot checkpoint, so the WAL grew across runs and every run's open replayed it.
/// Closing the single connection checkpoints the WAL into the file and removes it.
///
/// Durability: ``StoreDurability`` picks `PRAGMA synchronous`. With the default, `NORMAL`, a write that returned
/// survives the process's crash or SIGKILL, and a power loss or an OS crash can lose the writes since the last
/// checkpoint (the close makes one) but never the file's consistency; `FULL` syncs the WAL on every commit, so a
/// returned write survives a power loss too. SQLite's atomic commit means a crash in the middle of a write rolls
/// back only that unfinished transaction and loses nothing committed before it.
///
/// Every query goes through GRDB's per-connection statement cache, so SQLite parses each statement once per
/// connection, not on every read or write.
///
/// The store is `Sendable` without `@unchecked`: it holds only immutable references, and GRDB serialises access
/// to each connection.
public final class AppStateStore: Sendable {
    /// The state file's name inside the state directory.
    public static let fileName = "flowhost.sqlite"

    /// The layout version this build writes (`PRAGMA user_version`) and the highest it can open; each module's
    /// tables have their own migrations on top.
    public static let schemaVersion = 1

    /// The state file's path, or `:memory:` for an in-memory store; errors name it.
    public let location: String

    /// The connection every access goes through; internal so tests can check its settings.
    let writer: any DatabaseWriter

    private init(writer: any DatabaseWriter, location: String) {
        self.writer = writer
        self.location = location
    }

    /// Opens the state file in `directory`, creating the directory and the file when missing, and runs the
    /// migrations of `schema` the file has not recorded yet.
    ///
    /// The checks of an existing file and every pending migration run in one exclusive transaction: a file that is
    /// refused keeps its bytes, a migration that fails writes nothing, a kill at any moment leaves the file as it
    /// was before or after the whole step, and a second process opening the same new file waits for the first.
    /// - Parameters:
    ///   - directory: The state directory, e.g. `StateDirectory.defaultURL()` or flowrun's `--state DIR`.
    ///   - schema: The registered modules' migrations.
    ///   - durability: How far each commit is made durable before it returns.
    /// - Throws: `AppStateStoreError.cannotCreateDirectory`, `.notAStateFile`, `.newerSchema`,
    ///   `.unknownMigrations`, `.migrationFailed` or `.cannotOpen`.
    public convenience init(directory: URL, schema: StoreSchema, durability: StoreDurability = .normal) throws {
        let path = directory.appendingPathComponent(Self.fileName).path
        try Self.createDirectory(directory)
        do {
            let existed = try StateFileInspection.checkExistingFile(path)
            var configuration = Configuration()
            // Another process (a second flowrun on the same directory) may hold the write lock briefly, or be
            // creating the file: its exclusive transaction makes this one wait, then find the tables made.
            configuration.busyMode = .timeout(5)
            configuration.prepareDatabase { db in
                try db.execute(sql: durability.pragma)
            }
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            try queue.writeWithoutTransaction { db in
                try db.inTransaction(.exclusive) {
                    try StateFileInspection.inspect(db, path: path, schema: schema, existed: existed)
                    try schema.migrate(db)
                    return .commit
                }
                // Outside the transaction: SQLite changes the journal mode only there. Set here rather than
                // through GRDB's `journalMode = .wal`, which also sets NORMAL and commits a dummy table whenever
                // the WAL file is missing (after every clean close).
                let journalMode = try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL")
                guard journalMode == "wal" else {
                    throw DatabaseError(
                        message: "could not switch to WAL mode (journal_mode is \(journalMode ?? "unknown"))")
                }
            }
            self.init(writer: queue, location: path)
        } catch let error as AppStateStoreError {
            throw error
        } catch let failure as StoreMigrationFailure {
            throw AppStateStoreError.migrationFailed(
                path: path, module: failure.module, migration: failure.identifier, reason: Self.reason(failure.cause))
        } catch let error as DatabaseError where [.SQLITE_NOTADB, .SQLITE_CORRUPT].contains(error.resultCode) {
            throw AppStateStoreError.notAStateFile(path: path, reason: Self.reason(error))
        } catch {
            throw AppStateStoreError.cannotOpen(path: path, reason: Self.reason(error))
        }
    }

    /// A store in memory, with the tables of `schema` and nothing shared with any other store.
    ///
    /// For tests and throwaway runs: its content disappears with it. Each store starts as a copy of one migrated,
    /// empty database made once per process and schema: copying its few pages costs a fraction of running the
    /// migrations, which matters to `flowrun test`, which makes a store per scenario.
    /// - Parameter schema: The registered modules' migrations.
    /// - Throws: `AppStateStoreError.cannotOpen` if SQLite cannot create the database, `.migrationFailed` if a
    ///   module's migration fails.
    public static func inMemory(schema: StoreSchema) throws -> AppStateStore {
        let location = ":memory:"
        do {
            let queue = try DatabaseQueue()
            try InMemoryTemplates.shared.template(for: schema).backup(to: queue)
            return AppStateStore(writer: queue, location: location)
        } catch let failure as StoreMigrationFailure {
            throw AppStateStoreError.migrationFailed(
                path: location, module: failure.module, migration: failure.identifier, reason: reason(failure.cause))
        } catch {
            throw AppStateStoreError.cannotOpen(path: location, reason: reason(error))
        }
    }

    /// A store in memory holding a copy of this store's content, for runs that must not touch the original
    /// (`flowrun explore --state`): each copy starts where this store is now.
    /// - Throws: `AppStateStoreError.operationFailed` if SQLite cannot copy the pages.
    public func inMemoryCopy() throws -> AppStateStore {
        let queue = try accessing("inMemoryCopy()") { () throws -> DatabaseQueue in
            let queue = try DatabaseQueue()
            try writer.backup(to: queue)
            return queue
        }
        return AppStateStore(writer: queue, location: ":memory:")
    }

    /// How many rows every write since the store opened has inserted, updated or deleted: a step that leaves it
    /// unchanged saved nothing.
    /// - Throws: `AppStateStoreError.operationFailed`.
    public func changeCount() throws -> Int {
        try accessing("changeCount()") { try writer.unsafeReentrantRead { $0.totalChangesCount } }
    }

    /// Empties every module's table and restarts their AUTOINCREMENT counters in one transaction, for flowrun's
    /// `--fresh` and for reusing an in-memory store: the store then reads as a new one.
    ///
    /// The file, its schema and its version stay; other connections keep working and see either everything or
    /// nothing of the old state. A file that cannot be opened (corrupt, newer) is never deleted here: the opening
    /// error names it and removing it is the user's call.
    /// - Throws: `AppStateStoreError.operationFailed`.
    public func reset() throws {
        try writing { db in
            for table in try StoreSchema.stateTables(db) {
                try db.cachedStatement(sql: "DELETE FROM \(table.quotedDatabaseIdentifier)").execute()
            }
            // One query, where GRDB's tableExists() would first list the attached schemas.
            let sequence = try db.cachedStatement(
                sql: "SELECT EXISTS (SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'sqlite_sequence')")
            if try Bool.fetchOne(sequence) == true {
                try db.cachedStatement(sql: "DELETE FROM sqlite_sequence").execute()
            }
        }
    }

    /// Closes the store's connection now, checkpointing the WAL into the file; later calls fail with
    /// `operationFailed`. Dropping the last reference closes it too.
    /// - Throws: `AppStateStoreError.operationFailed` if a connection could not be closed.
    public func close() throws {
        try accessing("close()") { try writer.close() }
    }

    // MARK: - Access for the modules' storage

    /// Runs `body` in a read transaction, naming `operation` in any error.
    public func reading<Value>(operation: String = #function, _ body: (Database) throws -> Value) throws -> Value {
        try accessing(operation) { try writer.read(body) }
    }

    /// Runs `body` in a write transaction (committed when it returns, rolled back when it throws),
    /// naming `operation` in any error.
    public func writing(operation: String = #function, _ body: (Database) throws -> Void) throws {
        try accessing(operation) { try writer.write(body) }
    }

    /// Runs `body`, a single SELECT, without a transaction of its own, naming `operation` in any error.
    ///
    /// One statement reads a consistent snapshot by itself (SQLite runs it in an implicit transaction), so the
    /// explicit read-only transaction of ``reading(operation:_:)`` would only add its BEGIN, COMMIT and pragmas,
    /// which GRDB prepares afresh on every read.
    public func readingOneStatement<Value>(operation: String = #function, _ body: (Database) throws -> Value) throws -> Value {
        try accessing(operation) { try writer.unsafeRead(body) }
    }

    /// Runs `body`, a single statement that writes, in autocommit mode, naming `operation` in any error.
    ///
    /// SQLite commits one statement atomically and as durably as a transaction (the same sync on commit), so
    /// wrapping it in BEGIN and COMMIT would only add work.
    public func writingOneStatement(operation: String = #function, _ body: (Database) throws -> Void) throws {
        try accessing(operation) { try writer.writeWithoutTransaction(body) }
    }

    // MARK: - Private

    /// Runs `access`, turning any error into `operationFailed` naming `operation` and the store.
    private func accessing<Value>(_ operation: String, _ access: () throws -> Value) throws -> Value {
        do {
            return try access()
        } catch {
            throw AppStateStoreError.operationFailed(
                path: location, operation: operation, code: (error as? DatabaseError)?.resultCode,
                reason: Self.reason(error))
        }
    }

    /// Creates `directory` and its parents; an existing directory is fine.
    private static func createDirectory(_ directory: URL) throws {
        // The usual case, a directory that exists, costs one stat() instead of Foundation's walk of the path.
        var status = stat()
        if stat(directory.path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            return
        }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw AppStateStoreError.cannotCreateDirectory(
                path: directory.path, reason: directoryFailureReason(directory, error))
        }
    }

    /// Foundation's message for a path under a regular file does not say which component is the file; name it.
    private static func directoryFailureReason(_ directory: URL, _ error: any Error) -> String {
        var candidate = directory
        while candidate.path != "/" && !candidate.path.isEmpty {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory) {
                return isDirectory.boolValue
                    ? error.localizedDescription
                    : "\(candidate.path) is a file, not a directory"
            }
            candidate = candidate.deletingLastPathComponent()
        }
        return error.localizedDescription
    }

    /// SQLite's own message where there is one ("file is not a database"), else the error's description.
    private static func reason(_ error: any Error) -> String {
        if let error = error as? DatabaseError {
            return error.message ?? error.resultCode.description
        }
        return String(describing: error)
    }
}

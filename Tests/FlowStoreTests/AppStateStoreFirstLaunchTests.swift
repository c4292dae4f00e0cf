import FlowHostTestSupport
import FlowStore
import FlowTestSupport
import Foundation
import GRDB
import Testing

/// First launches that race or were killed: the opening transaction makes both harmless.
struct AppStateStoreFirstLaunchTests {
    @Test("first launches racing on a new state folder all open it, and the tables are made once")
    func racingFirstLaunchesAllOpen() throws {
        for _ in 0..<5 {
            // Given a new folder
            let directory = try TemporaryDirectory()
            defer { directory.remove() }
            let failures = Failures()

            // When eight opens race on it, each with its own connection as separate processes would have
            DispatchQueue.concurrentPerform(iterations: 8) { _ in
                do {
                    try AppStateStore(directory: directory.url).close()
                } catch {
                    failures.add(String(describing: error))
                }
            }

            // Then none failed ("database is locked", "table item already exists")
            #expect(failures.all.isEmpty, "\(failures.all)")
            let store = try AppStateStore(directory: directory.url)
            #expect(try store.persistedState() == PersistedState())
            try store.close()
        }
    }

    @Test("a file that a killed first launch left with an empty migrations table opens and is migrated")
    func fileWithOnlyTheMigrationsTableOpens() throws {
        // Given what an earlier build left when killed between creating GRDB's table and the first migration
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let queue = try DatabaseQueue(path: directory.stateFile.path)
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
        }
        try queue.close()

        // When
        let store = try AppStateStore(directory: directory.url)
        defer { try? store.close() }

        // Then
        try store.saveToken("t")
        #expect(try store.loadToken() == "t")
    }

    @Test("a migration that fails leaves a new file without any table, so the next launch starts clean")
    func failedFirstMigrationLeavesNoTable() throws {
        // Given
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let failing = try StoreSchema(AppStateStore.builtInSchema.migrations + [
            StoreMigration(module: "broken", name: "v1") { db in try db.execute(sql: "CREATE TABLE") },
        ])

        // When
        #expect(throws: AppStateStoreError.self) { try AppStateStore(directory: directory.url, schema: failing) }

        // Then
        let tables = try DatabaseQueue(path: directory.stateFile.path).read { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
        }
        #expect(tables.isEmpty)
        #expect(throws: Never.self) { try AppStateStore(directory: directory.url).close() }
    }
}

/// Errors collected from concurrent work.
private final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []

    func add(_ message: String) {
        lock.withLock { messages.append(message) }
    }

    var all: [String] { lock.withLock { messages } }
}

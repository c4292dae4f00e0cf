import FlowModules
import FlowStore
import FlowTestSupport
import Testing
@testable import FlowSpec

/// The run's in-memory stores, reused between scenarios only when emptying one makes it a new one.
struct SpecStorePoolTests {
    @Test("A store given back is taken again, emptied of every row the scenario before wrote")
    func givenBackStoreIsReusedEmpty() throws {
        // Given
        let pool = SpecStorePool(schema: BuiltInModules.registry().schema)
        let first = try pool.take()
        try first.recordOnboardingCompleted()
        try first.saveToken("secret")
        #expect(try !first.holdsNoRows())

        // When
        pool.giveBack(first)
        let second = try pool.take()

        // Then
        #expect(second === first)
        #expect(try second.holdsNoRows())
        #expect(try second.persistedState() == PersistedState())
    }

    @Test("Stores of a schema whose migrations seed rows are never kept: each take makes a new one")
    func seededSchemaIsNotPooled() throws {
        // Given
        let schema = try StoreSchema([StoreMigration(module: "pool-welcome-notes", name: "v1-create") { db in
            try db.execute(sql: "CREATE TABLE notes (text TEXT NOT NULL)")
            try db.execute(sql: "INSERT INTO notes (text) VALUES ('welcome')")
        }])
        let pool = SpecStorePool(schema: schema)
        let first = try pool.take()

        // When
        pool.giveBack(first)
        let second = try pool.take()

        // Then
        #expect(second !== first)
        let seeds = try second.reading { db in try String.fetchAll(db, sql: "SELECT text FROM notes") }
        #expect(seeds == ["welcome"])
    }
}

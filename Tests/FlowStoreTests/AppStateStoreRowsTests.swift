import FlowStore
import FlowTestSupport
import Testing

/// Whether a store holds rows, and what `reset()` empties besides the modules' rows.
struct AppStateStoreRowsTests {
    /// A module with one AUTOINCREMENT table, seeded with `seededRows` rows by its migration. The module's name
    /// tells the seeded schemas apart: in-memory stores copy one template per list of migration identifiers.
    private static func counterSchema(seededRows: Int = 0) throws -> StoreSchema {
        try StoreSchema([StoreMigration(module: "notes-seeded-\(seededRows)", name: "v1-create") { db in
            try db.execute(sql: "CREATE TABLE notes (id INTEGER PRIMARY KEY AUTOINCREMENT, text TEXT NOT NULL)")
            for number in 0..<seededRows {
                try db.execute(sql: "INSERT INTO notes (text) VALUES (?)", arguments: ["seed \(number)"])
            }
        }])
    }

    @Test("A new in-memory store holds no rows; one row in any module's table is enough to say otherwise")
    func holdsNoRowsUntilOneIsWritten() throws {
        // Given
        let store = try AppStateStore.inMemory(schema: Self.counterSchema())
        #expect(try store.holdsNoRows())

        // When
        try store.writing { db in try db.execute(sql: "INSERT INTO notes (text) VALUES ('a')") }

        // Then
        #expect(try !store.holdsNoRows())
        try store.reset()
        #expect(try store.holdsNoRows())
    }

    @Test("A schema whose migration seeds rows makes stores that hold rows from the start")
    func seededSchemaHoldsRows() throws {
        let store = try AppStateStore.inMemory(schema: Self.counterSchema(seededRows: 1))
        #expect(try !store.holdsNoRows())
    }

    @Test("Reset restarts AUTOINCREMENT counters, so the next row gets the id a new store would give it")
    func resetRestartsAutoincrementCounters() throws {
        // Given
        let store = try AppStateStore.inMemory(schema: Self.counterSchema())
        try store.writing { db in
            try db.execute(sql: "INSERT INTO notes (text) VALUES ('a'), ('b'), ('c')")
        }

        // When
        try store.reset()
        try store.writing { db in try db.execute(sql: "INSERT INTO notes (text) VALUES ('after')") }

        // Then
        let ids = try store.reading { db in try Int.fetchAll(db, sql: "SELECT id FROM notes") }
        #expect(ids == [1])
    }
}

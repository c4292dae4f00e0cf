import GRDB
import Synchronization

/// One migrated, empty in-memory database per schema, which ``AppStateStore/inMemory(schema:)`` copies.
final class InMemoryTemplates: Sendable {
    /// The process's templates.
    static let shared = InMemoryTemplates()

    private let templates = Mutex<[String: DatabaseQueue]>([:])

    /// The template of `schema`, migrated on first use; never written after it is made.
    /// - Throws: SQLite's error, or ``StoreMigrationFailure``.
    func template(for schema: StoreSchema) throws -> DatabaseQueue {
        try templates.withLock { templates in
            if let template = templates[schema.key] {
                return template
            }
            let queue = try DatabaseQueue()
            try queue.writeWithoutTransaction { db in
                try db.inTransaction {
                    try schema.migrate(db)
                    return .commit
                }
            }
            templates[schema.key] = queue
            return queue
        }
    }
}

import FlowScript
import Foundation
import FlowCore
import FlowStore
import GRDB

/// The tutorial completion record (`onboardingCompletion`) of the shared state file.
final class OnboardingCompletionTable: OnboardingCompletionStoring {
    /// The store holding the table.
    let store: AppStateStore

    init(store: AppStateStore) {
        self.store = store
    }

    /// Whether the tutorial was completed on an earlier run (O5).
    /// - Throws: `AppStateStoreError.operationFailed`.
    public func isOnboardingCompleted() throws -> Bool {
        try store.readingOneStatement { db in try Self.onboardingCompleted(db) }
    }

    /// Records that the tutorial was completed; recording it again keeps the first completion time.
    /// - Throws: `AppStateStoreError.operationFailed`.
    public func recordOnboardingCompleted() throws {
        try store.writingOneStatement { db in
            try db.cachedStatement(sql: "INSERT OR IGNORE INTO onboardingCompletion (id, completedAt) VALUES (1, ?)")
                .execute(arguments: [Date().timeIntervalSinceReferenceDate])
        }
    }

    /// Whether the completion row exists, read inside the caller's transaction.
    static func onboardingCompleted(_ db: Database) throws -> Bool {
        try Bool.fetchOne(db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM onboardingCompletion)")) ?? false
    }
}

extension OnboardingCompletionTable {
    /// Creates the `onboardingCompletion` table: a row exists only once the tutorial was completed; the CHECK
    /// keeps it a single row.
    static let migration = StoreMigration(module: "onboarding", name: "v1-create") { db in
        try db.execute(sql: """
            CREATE TABLE IF NOT EXISTS onboardingCompletion (
                id INTEGER PRIMARY KEY CHECK (id = 1),
                completedAt REAL NOT NULL
            )
            """)
    }
}

import Foundation
import GRDB

extension AppStateStore: OnboardingCompletionStoring {
    /// Whether the tutorial was completed on an earlier run (O5).
    /// - Throws: `AppStateStoreError.operationFailed`.
    public func isOnboardingCompleted() throws -> Bool {
        try readingOneStatement { db in try Self.onboardingCompleted(db) }
    }

    /// Records that the tutorial was completed; recording it again keeps the first completion time.
    /// - Throws: `AppStateStoreError.operationFailed`.
    public func recordOnboardingCompleted() throws {
        try writingOneStatement { db in
            try db.cachedStatement(sql: "INSERT OR IGNORE INTO onboardingCompletion (id, completedAt) VALUES (1, ?)")
                .execute(arguments: [Date().timeIntervalSinceReferenceDate])
        }
    }

    /// Whether the completion row exists, read inside the caller's transaction.
    static func onboardingCompleted(_ db: Database) throws -> Bool {
        try Bool.fetchOne(db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM onboardingCompletion)")) ?? false
    }
}

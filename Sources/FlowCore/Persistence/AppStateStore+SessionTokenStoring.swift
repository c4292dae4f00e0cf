import GRDB

extension AppStateStore: SessionTokenStoring {
    /// The stored token, or `nil` when nobody is signed in.
    /// - Throws: `AppStateStoreError.operationFailed`.
    public func loadToken() throws -> String? {
        try readingOneStatement { db in try Self.token(db) }
    }

    /// Stores `token`, replacing any previous one.
    /// - Throws: `AppStateStoreError.operationFailed`.
    public func saveToken(_ token: String) throws {
        try writingOneStatement { db in
            try db.cachedStatement(sql: "INSERT OR REPLACE INTO sessionToken (id, token) VALUES (1, ?)")
                .execute(arguments: [token])
        }
    }

    /// Removes the stored token (logout, L4).
    /// - Throws: `AppStateStoreError.operationFailed`.
    public func clearToken() throws {
        try writingOneStatement { db in try db.cachedStatement(sql: "DELETE FROM sessionToken").execute() }
    }

    /// The stored token, read inside the caller's transaction.
    static func token(_ db: Database) throws -> String? {
        try String.fetchOne(db.cachedStatement(sql: "SELECT token FROM sessionToken WHERE id = 1"))
    }
}

import FlowScript
import FlowCore
import FlowStore
import GRDB

/// The session token (`sessionToken`) of the shared state file.
final class SessionTokenTable: SessionStoring {
    /// The store holding the table.
    let store: AppStateStore

    init(store: AppStateStore) {
        self.store = store
    }

    /// The stored token, or `nil` when nobody is signed in.
    /// - Throws: `AppStateStoreError.operationFailed`.
    public func loadToken() throws -> String? {
        try store.readingOneStatement { db in try Self.token(db) }
    }

    /// Stores `token`, replacing any previous one.
    /// - Throws: `AppStateStoreError.operationFailed`.
    public func saveToken(_ token: String) throws {
        try store.writingOneStatement { db in
            try db.cachedStatement(sql: "INSERT OR REPLACE INTO sessionToken (id, token) VALUES (1, ?)")
                .execute(arguments: [token])
        }
    }

    /// Removes the stored token (logout, L4).
    /// - Throws: `AppStateStoreError.operationFailed`.
    public func clearToken() throws {
        try store.writingOneStatement { db in try db.cachedStatement(sql: "DELETE FROM sessionToken").execute() }
    }

    /// The stored token, read inside the caller's transaction.
    static func token(_ db: Database) throws -> String? {
        try String.fetchOne(db.cachedStatement(sql: "SELECT token FROM sessionToken WHERE id = 1"))
    }
}

extension SessionTokenTable {
    /// The stored session: the token and whose it is; nil without a token, or for a token stored before user ids
    /// were (its user is unknown).
    func loadSession() throws -> AuthenticatedSession? {
        try store.readingOneStatement { db in
            guard let row = try Row.fetchOne(db.cachedStatement(sql: "SELECT token, userId FROM sessionToken WHERE id = 1")),
                  let userId = row["userId"] as String?
            else { return nil }
            return AuthenticatedSession(userId: userId, token: row["token"])
        }
    }

    /// Stores `session` with its user's id.
    func saveSession(_ session: AuthenticatedSession) throws {
        try store.writingOneStatement { db in
            try db.cachedStatement(sql: "INSERT OR REPLACE INTO sessionToken (id, token, userId) VALUES (1, ?, ?)")
                .execute(arguments: [session.token, session.userId])
        }
    }

    /// Adds whose the token is, so a session survives a restart (L4).
    static let userIdMigration = StoreMigration(module: LoginModule.name, name: "v2-user-id") { db in
        try db.execute(sql: "ALTER TABLE sessionToken ADD COLUMN userId TEXT")
    }

    /// Creates the `sessionToken` table, a single row.
    static let migration = StoreMigration(module: LoginModule.name, name: "v1-create") { db in
        try db.execute(sql: """
            CREATE TABLE IF NOT EXISTS sessionToken (
                id INTEGER PRIMARY KEY CHECK (id = 1),
                token TEXT NOT NULL
            )
            """)
    }
}

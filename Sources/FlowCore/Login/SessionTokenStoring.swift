/// Keeps the signed-in session's token across launches. Implemented by `AppStateStore`.
public protocol SessionTokenStoring: AnyObject {
    /// The stored token, or `nil` when nobody is signed in.
    func loadToken() throws -> String?
    /// Stores `token`, replacing any previous one.
    func saveToken(_ token: String) throws
    /// Removes the stored token (logout).
    func clearToken() throws
}

/// Storage that also keeps who the token belongs to, so a session survives a restart (L4).
public protocol SessionStoring: SessionTokenStoring {
    /// The stored session, or nil when no one is signed in (or the token's user is unknown).
    func loadSession() throws -> AuthenticatedSession?
    /// Stores `session`, replacing any other.
    func saveSession(_ session: AuthenticatedSession) throws
}

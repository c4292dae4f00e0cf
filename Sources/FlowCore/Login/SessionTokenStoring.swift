/// Keeps the signed-in session's token across launches. Implemented by `AppStateStore`.
public protocol SessionTokenStoring: AnyObject {
    /// The stored token, or `nil` when nobody is signed in.
    func loadToken() throws -> String?
    /// Stores `token`, replacing any previous one.
    func saveToken(_ token: String) throws
    /// Removes the stored token (logout).
    func clearToken() throws
}

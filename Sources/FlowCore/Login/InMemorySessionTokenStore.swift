/// A `SessionTokenStoring` kept in memory, for tests and scenarios that need no database.
public final class InMemorySessionTokenStore: SessionTokenStoring {
    private var token: String?

    /// Creates the store.
    /// - Parameter token: A token already stored, as after an earlier launch; none by default.
    public init(token: String? = nil) {
        self.token = token
    }

    /// The stored token, or `nil`.
    public func loadToken() -> String? { token }

    /// Stores `token`, replacing any previous one.
    public func saveToken(_ token: String) { self.token = token }

    /// Removes the stored token.
    public func clearToken() { token = nil }
}

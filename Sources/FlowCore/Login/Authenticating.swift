/// The authentication API the login scene signs in through. Injected, so the scene reaches no
/// app-wide singleton and tests can replace it with a spy.
public protocol Authenticating: AnyObject {
    /// Checks `credentials` and opens a session.
    /// - Parameter credentials: The email and password to check.
    /// - Returns: The signed-in user's id and session token.
    /// - Throws: `AuthenticationError` when the credentials are rejected or the service fails.
    func signIn(with credentials: LoginCredentials) async throws -> AuthenticatedSession
}

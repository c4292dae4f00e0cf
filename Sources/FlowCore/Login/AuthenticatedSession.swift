/// What a successful sign-in returns: who signed in and the session token that proves it.
public struct AuthenticatedSession: Sendable, Equatable {
    /// The id of the signed-in user.
    public let userId: String
    /// The token later requests present; stored through `SessionTokenStoring`.
    public let token: String

    /// Creates a session.
    /// - Parameters:
    ///   - userId: The id of the signed-in user.
    ///   - token: The session token.
    public init(userId: String, token: String) {
        self.userId = userId
        self.token = token
    }
}

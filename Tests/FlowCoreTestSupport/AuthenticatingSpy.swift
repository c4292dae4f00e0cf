import FlowCore

/// An authentication service that answers with `result` and records what it was asked: the cores' tests and
/// the runtime's share it.
public final class AuthenticatingSpy: Authenticating {
    /// Every credentials pair received, in order.
    public private(set) var receivedCredentials: [LoginCredentials] = []
    /// What the next sign-ins answer.
    public var result: Result<AuthenticatedSession, any Error>
    /// Runs inside each sign-in, before it answers: a test looks at the app while the request is out.
    public var duringSignIn: () -> Void = {}

    /// Creates the spy answering with `result`.
    public init(
        result: Result<AuthenticatedSession, any Error> = .success(
            AuthenticatedSession(userId: "user-1", token: "token-1"))
    ) {
        self.result = result
    }

    /// The emails received, in order.
    public var emails: [String] { receivedCredentials.map(\.email) }

    public func signIn(with credentials: LoginCredentials) async throws -> AuthenticatedSession {
        receivedCredentials.append(credentials)
        duringSignIn()
        return try result.get()
    }
}

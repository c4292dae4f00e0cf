import FlowCore

/// Records every sign-in request and answers with a configured result.
final class AuthenticatingSpy: Authenticating {
    private(set) var receivedCredentials: [LoginCredentials] = []
    var result: Result<AuthenticatedSession, any Error>

    init(
        result: Result<AuthenticatedSession, any Error> = .success(
            AuthenticatedSession(userId: "user-1", token: "token-1"))
    ) {
        self.result = result
    }

    func signIn(with credentials: LoginCredentials) async throws -> AuthenticatedSession {
        receivedCredentials.append(credentials)
        return try result.get()
    }
}

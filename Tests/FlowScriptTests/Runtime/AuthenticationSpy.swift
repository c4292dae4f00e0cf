import FlowModules
import FlowStore
import FlowTestSupport
import FlowCore

/// An authentication double: records the credentials it got and answers with `session`, running
/// `duringSignIn` first so a test can look at the screen while the sign-in is under way.
final class AuthenticationSpy: Authenticating {
    var session = AuthenticatedSession(userId: "7", token: "t-7")
    var duringSignIn: () -> Void = {}
    private(set) var emails: [String] = []

    func signIn(with credentials: LoginCredentials) async throws -> AuthenticatedSession {
        emails.append(credentials.email)
        duringSignIn()
        return session
    }
}

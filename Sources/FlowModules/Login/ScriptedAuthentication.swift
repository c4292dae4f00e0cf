import FlowScript
import FlowCore

/// The sign-in service of a scenario (`services.login`): accepts and rejects the credentials a spec names,
/// can fail the next call, and otherwise answers as the built-in service does (the demo account, L1).
final class ScriptedAuthentication: Authenticating {
    private struct Answer {
        let email: String
        let password: Password
        let userId: String?
    }

    private let builtIn = InMemoryAuthenticationAPI()
    private var answers: [Answer] = []
    private var nextFailure: String?

    /// Signs `email`/`password` in as `userId` from now on (L1).
    func accept(email: String, password: String, userId: String) {
        answers.insert(Answer(email: email.lowercased(), password: Password(password), userId: userId), at: 0)
    }

    /// Refuses `email`/`password` from now on, even the demo account's (L2).
    func reject(email: String, password: String) {
        answers.insert(Answer(email: email.lowercased(), password: Password(password), userId: nil), at: 0)
    }

    /// Makes the next sign-in fail as an unavailable service, with `reason`.
    func failNextCall(reason: String) {
        nextFailure = reason
    }

    /// The configured answer for these credentials (the latest one given), else the built-in service's.
    /// - Throws: `AuthenticationError.unavailable` for a configured failure, `.rejectedCredentials` for refused ones.
    func signIn(with credentials: LoginCredentials) async throws -> AuthenticatedSession {
        if let failure = nextFailure {
            nextFailure = nil
            throw AuthenticationError.unavailable(reason: failure)
        }
        let answer = answers.first { $0.email == credentials.email.lowercased() && $0.password == credentials.password }
        guard let answer else {
            return try await builtIn.signIn(with: credentials)
        }
        guard let userId = answer.userId else {
            throw AuthenticationError.rejectedCredentials(email: credentials.email)
        }
        return AuthenticatedSession(userId: userId, token: "token-\(userId)")
    }
}

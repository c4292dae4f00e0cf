import FlowScript
import FlowCore

/// The sign-in service of a scenario (`services.login`): accepts and rejects the credentials a spec names,
/// can fail the next call, and otherwise answers as the built-in service does (the demo account, L1). Each
/// sign-in is recorded in the scenario's call log as `login.sign_in` with its email (never the password),
/// where the spec can hold it.
final class ScriptedAuthentication: Authenticating {
    private struct Answer {
        let email: String
        let password: Password
        let userId: String?
    }

    private let builtIn = InMemoryAuthenticationAPI()
    private var answers: [Answer] = []
    private var nextFailure: String?
    private let calls: CallRecorder

    /// Creates the service of a scenario recording its sign-ins through `calls`.
    init(calls: CallRecorder) {
        self.calls = calls
    }

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

    /// The configured answer for these credentials (the latest one given), else the built-in service's, once
    /// the call log let the sign-in through.
    /// - Throws: `AuthenticationError.unavailable` for a configured failure, `.rejectedCredentials` for refused
    ///   ones, ``ServiceCallError/abandoned(call:)`` for a held sign-in never released.
    func signIn(with credentials: LoginCredentials) async throws -> AuthenticatedSession {
        try await calls.record(LoginModule.signIn, SignInCall(email: credentials.email))
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

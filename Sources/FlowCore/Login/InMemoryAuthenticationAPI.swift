/// An `Authenticating` service over a list of accounts kept in memory, seeded with the demo account.
///
/// Tests and scripted scenarios configure its answers: reject an email whatever its password, or
/// fail the next call with a chosen error.
public final class InMemoryAuthenticationAPI: Authenticating {
    private var accounts: [LoginAccount]
    private var rejectedEmails: Set<String> = []
    private var nextFailure: AuthenticationError?
    private var issuedTokens = 0

    /// How many sign-in calls reached the service, including rejected and failed ones.
    public private(set) var signInCount = 0

    /// Creates the service.
    /// - Parameter accounts: The accounts it knows; the demo account (agent@shield.org / hailHydra) by default.
    public init(accounts: [LoginAccount] = [.demo]) {
        self.accounts = accounts
    }

    /// Adds `account`, replacing a known account with the same email.
    /// - Parameter account: The account to know from now on.
    public func addAccount(_ account: LoginAccount) {
        accounts.removeAll { $0.email == account.email }
        accounts.append(account)
    }

    /// Rejects every later sign-in with `email`, even with the right password.
    /// - Parameter email: The email address to reject.
    public func rejectCredentials(email: String) {
        rejectedEmails.insert(email.lowercased())
    }

    /// Makes the next sign-in throw `error`; the call after it is answered normally again.
    /// - Parameter error: The error to throw; "service unavailable" by default.
    public func failNextCall(with error: AuthenticationError = .unavailable(reason: "the service is unavailable")) {
        nextFailure = error
    }

    /// Signs in when an account matches both email and password and the email is not rejected.
    /// - Parameter credentials: The email and password to check.
    /// - Returns: The account's user id and a fresh token.
    /// - Throws: The configured failure, or `AuthenticationError.rejectedCredentials`.
    public func signIn(with credentials: LoginCredentials) async throws -> AuthenticatedSession {
        signInCount += 1
        if let failure = nextFailure {
            nextFailure = nil
            throw failure
        }
        guard !rejectedEmails.contains(credentials.email.lowercased()),
            let account = accounts.first(where: {
                $0.email.lowercased() == credentials.email.lowercased() && $0.password == credentials.password
            })
        else {
            throw AuthenticationError.rejectedCredentials(email: credentials.email)
        }
        issuedTokens += 1
        return AuthenticatedSession(userId: account.userId, token: "token-\(account.userId)-\(issuedTokens)")
    }
}

/// Why an `Authenticating` service did not sign a user in.
public enum AuthenticationError: Error, Equatable, CustomStringConvertible {
    /// The service knows no account with this email and password.
    case rejectedCredentials(email: String)
    /// The service could not answer (network, server, or a failure configured for a test).
    case unavailable(reason: String)
    /// The service refused the credentials and said why (`Account locked`), in words meant for the user.
    case refused(email: String, message: String)

    /// One readable line naming the case and the value at fault.
    public var description: String {
        switch self {
        case .rejectedCredentials(let email):
            "AuthenticationError.rejectedCredentials: no account matches '\(email)' with that password"
        case .unavailable(let reason):
            "AuthenticationError.unavailable: \(reason)"
        case .refused(let email, let message):
            "AuthenticationError.refused: '\(email)': \(message)"
        }
    }
}

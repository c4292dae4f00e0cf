/// Why a valid sign-in attempt did not sign the user in, as the login interactor reports it.
public enum LoginError: Error, Equatable, CustomStringConvertible {
    /// The authentication API rejected the email and password.
    case notAuthenticated(email: String)
    /// The service refused the credentials with a message for the user.
    case refused(email: String, message: String)
    /// The authentication API failed for another reason, described here.
    case serviceFailed(String)
    /// The user was authenticated but the session token could not be stored, for the reason described here.
    case sessionNotStored(String)

    /// One readable line naming the case and the value at fault.
    public var description: String {
        switch self {
        case .notAuthenticated(let email): "LoginError.notAuthenticated: '\(email)' was not authenticated"
        case .refused(let email, let message): "LoginError.refused: '\(email)': \(message)"
        case .serviceFailed(let reason): "LoginError.serviceFailed: \(reason)"
        case .sessionNotStored(let reason): "LoginError.sessionNotStored: \(reason)"
        }
    }
}

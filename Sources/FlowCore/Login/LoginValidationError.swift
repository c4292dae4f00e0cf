/// Why the login form cannot be submitted yet.
public enum LoginValidationError: Error, Equatable, CustomStringConvertible {
    /// The email field is empty.
    case emptyEmail
    /// The email field holds something that is not an email address.
    case malformedEmail(String)
    /// The password field is empty.
    case emptyPassword

    /// One readable line naming the field and the value at fault.
    public var description: String {
        switch self {
        case .emptyEmail: "LoginValidationError.emptyEmail: the email field is empty"
        case .malformedEmail(let email): "LoginValidationError.malformedEmail: '\(email)' is not an email address"
        case .emptyPassword: "LoginValidationError.emptyPassword: the password field is empty"
        }
    }
}

/// The validation messages shown under the login form's fields; `nil` shows none.
public struct LoginValidationViewModel: Sendable, Equatable {
    /// The message under the email field.
    public let emailMessage: String?
    /// The message under the password field.
    public let passwordMessage: String?

    /// Creates the messages.
    /// - Parameters:
    ///   - emailMessage: The message under the email field, if any.
    ///   - passwordMessage: The message under the password field, if any.
    public init(emailMessage: String?, passwordMessage: String?) {
        self.emailMessage = emailMessage
        self.passwordMessage = passwordMessage
    }
}

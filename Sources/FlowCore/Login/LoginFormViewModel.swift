/// The fixed texts of the login form, as the presenter words them.
public struct LoginFormViewModel: Sendable, Equatable {
    /// The screen's title.
    public let title: String
    /// The email field's prompt.
    public let emailPrompt: String
    /// The password field's prompt.
    public let passwordPrompt: String
    /// The sign-in button's title.
    public let signInTitle: String

    /// Creates the texts.
    /// - Parameters:
    ///   - title: The screen's title.
    ///   - emailPrompt: The email field's prompt.
    ///   - passwordPrompt: The password field's prompt.
    ///   - signInTitle: The sign-in button's title.
    public init(title: String, emailPrompt: String, passwordPrompt: String, signInTitle: String) {
        self.title = title
        self.emailPrompt = emailPrompt
        self.passwordPrompt = passwordPrompt
        self.signInTitle = signInTitle
    }
}

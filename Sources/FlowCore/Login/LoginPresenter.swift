/// The login scene's presentation logic: words the form, its validation messages and its failures.
public final class LoginPresenter: LoginPresenting {
    /// The error screen's title when the credentials were not accepted (L2).
    public static let loginFailedTitle = "Login Failed"
    /// The error screen's subtitle when the credentials were not accepted (L2).
    public static let notAuthenticatedSubtitle = "User has not been authenticated."
    /// The error screen's title when signing in failed for another reason.
    public static let unavailableTitle = "Sign-In Unavailable"
    /// The error screen's subtitle when the authentication service failed.
    public static let serviceFailedSubtitle = "The sign-in service did not answer. Please try again later."
    /// The error screen's subtitle when the session could not be kept.
    public static let sessionNotStoredSubtitle = "Your session could not be saved on this device."
    /// The message under an empty email field.
    public static let emptyEmailMessage = "Enter your email address."
    /// The message under an email field that holds no email address.
    public static let malformedEmailMessage = "Enter an email address such as name@example.com."
    /// The message under an empty password field.
    public static let emptyPasswordMessage = "Enter your password."

    /// Weak: the view controller owns the interactor, which owns this presenter.
    weak var viewController: (any LoginDisplaying)?

    /// Creates a presenter; the creator then sets its view controller.
    public init() {}

    /// Shows the form's fixed texts.
    public func presentForm() {
        viewController?.displayForm(
            LoginFormViewModel(
                title: "Sign In", emailPrompt: "Email", passwordPrompt: "Password", signInTitle: "Sign In"))
    }

    /// Shows one message per field at fault; fields without a problem show none.
    /// - Parameter errors: The problems found.
    public func presentValidationErrors(_ errors: [LoginValidationError]) {
        var emailMessage: String?
        var passwordMessage: String?
        for error in errors {
            switch error {
            case .emptyEmail: emailMessage = Self.emptyEmailMessage
            case .malformedEmail: emailMessage = Self.malformedEmailMessage
            case .emptyPassword: passwordMessage = Self.emptyPasswordMessage
            }
        }
        viewController?.displayValidationMessages(
            LoginValidationViewModel(emailMessage: emailMessage, passwordMessage: passwordMessage))
    }

    /// Shows the form as busy.
    public func presentSigningIn() {
        viewController?.displaySigningIn()
    }

    /// Shows that the user signed in.
    /// - Parameter userId: The signed-in user's id.
    public func presentSignedIn(userId: String) {
        viewController?.displaySignedIn(userId: userId)
    }

    /// Rejected credentials get the login error screen, which offers "Try Again"; any other
    /// failure gets a general error screen with only "OK".
    /// - Parameter error: What went wrong.
    public func presentSignInFailure(_ error: LoginError) {
        let viewModel =
            switch error {
            case .notAuthenticated:
                LoginFailureViewModel(
                    title: Self.loginFailedTitle, subtitle: Self.notAuthenticatedSubtitle, offersTryAgain: true)
            case .refused(_, let message):
                LoginFailureViewModel(title: Self.loginFailedTitle, subtitle: message, offersTryAgain: true)
            case .serviceFailed:
                LoginFailureViewModel(
                    title: Self.unavailableTitle, subtitle: Self.serviceFailedSubtitle, offersTryAgain: false)
            case .sessionNotStored:
                LoginFailureViewModel(
                    title: Self.unavailableTitle, subtitle: Self.sessionNotStoredSubtitle, offersTryAgain: false)
            }
        viewController?.displaySignInFailure(viewModel)
    }
}

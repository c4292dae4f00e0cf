import FlowBase
/// The login scene's view: holds what the form displays as plain values and turns the user's
/// actions into requests to the interactor.
///
/// A host renders `title`, the prompts, `email`, `isPasswordEntered`, the validation messages and
/// `isBusy`, and calls `setEmail(_:)`, `setPassword(_:)` and `tapSignIn()`. Signing in is async:
/// `await tapSignIn()` returns once the outcome is displayed and routed (signed in, messages shown,
/// or an error screen presented), which makes a scripted or tested sign-in deterministic.
public final class LoginViewController: ModuleView, LoginDisplaying, CustomStringConvertible {
    /// The module's screen name.
    public let moduleName = "login"

    private let interactor: any LoginRequestHandling
    private let router: any LoginRouting
    private var password = Password("")

    /// The screen's title; empty until the view has loaded.
    public private(set) var title = ""
    /// The email field's prompt; empty until the view has loaded.
    public private(set) var emailPrompt = ""
    /// The password field's prompt; empty until the view has loaded.
    public private(set) var passwordPrompt = ""
    /// The sign-in button's title; empty until the view has loaded.
    public private(set) var signInTitle = ""
    /// The email field's text.
    public private(set) var email = ""
    /// The message under the email field, if any.
    public private(set) var emailMessage: String?
    /// The message under the password field, if any.
    public private(set) var passwordMessage: String?
    /// Whether a sign-in attempt is under way.
    public private(set) var isBusy = false

    /// Whether the password field holds anything. The password itself is never exposed.
    public var isPasswordEntered: Bool { !password.isEmpty }

    /// Creates the view; use `LoginSceneCreator`, which also wires the presenter and router back to it.
    /// - Parameters:
    ///   - interactor: The scene's business logic.
    ///   - router: Where the scene goes next.
    public init(interactor: any LoginRequestHandling, router: any LoginRouting) {
        self.interactor = interactor
        self.router = router
    }

    /// The state a log line needs; says whether a password is entered, never what it is.
    public var description: String {
        "LoginViewController(email: \(email), password entered: \(isPasswordEntered), busy: \(isBusy))"
    }

    /// Asks the interactor for the form.
    public func viewDidLoad() {
        interactor.loadForm()
    }

    /// Replaces the email field's text.
    /// - Parameter email: The new text.
    public func setEmail(_ email: String) {
        self.email = email
        // The message spoke of the email that was there; a new one is checked at the next sign-in.
        emailMessage = nil
    }

    /// Replaces the password field's text.
    /// - Parameter password: The new text.
    public func setPassword(_ password: String) {
        self.password = Password(password)
        passwordMessage = nil
    }

    /// Submits the form and returns once the outcome has been displayed and routed.
    public func tapSignIn() async {
        await interactor.signIn(with: LoginCredentials(email: email, password: password))
    }

    /// Shows the form's fixed texts.
    /// - Parameter viewModel: The texts.
    public func displayForm(_ viewModel: LoginFormViewModel) {
        title = viewModel.title
        emailPrompt = viewModel.emailPrompt
        passwordPrompt = viewModel.passwordPrompt
        signInTitle = viewModel.signInTitle
    }

    /// Shows the validation messages and leaves the busy state.
    /// - Parameter viewModel: The messages.
    public func displayValidationMessages(_ viewModel: LoginValidationViewModel) {
        emailMessage = viewModel.emailMessage
        passwordMessage = viewModel.passwordMessage
        isBusy = false
    }

    /// Clears the validation messages and shows the busy state.
    public func displaySigningIn() {
        emailMessage = nil
        passwordMessage = nil
        isBusy = true
    }

    /// Forgets the password, which is no longer needed, and moves on.
    /// - Parameter userId: The signed-in user's id.
    public func displaySignedIn(userId: String) {
        isBusy = false
        password = Password("")
        router.routeToSignedIn(userId: userId)
    }

    /// Leaves the busy state and presents the error screen.
    /// - Parameter viewModel: What the error screen says.
    public func displaySignInFailure(_ viewModel: LoginFailureViewModel) {
        isBusy = false
        router.routeToSignInFailure(viewModel)
    }

    /// The "Try Again" command of the login error screen: clears the password so the user types it afresh.
    func prepareToTryAgain() {
        password = Password("")
    }
}

/// The login scene's business logic: validates the form, signs in through the injected API and
/// opens the session.
public final class LoginInteractor: LoginRequestHandling {
    private let presenter: any LoginPresenting
    private let api: any Authenticating
    private let session: any SessionManaging
    private let validator: LoginValidator

    /// Creates the interactor.
    /// - Parameters:
    ///   - presenter: Where outcomes are presented.
    ///   - api: The authentication API.
    ///   - session: The session a successful sign-in opens.
    ///   - validator: The form's checks.
    public init(
        presenter: any LoginPresenting,
        api: any Authenticating,
        session: any SessionManaging,
        validator: LoginValidator = LoginValidator()
    ) {
        self.presenter = presenter
        self.api = api
        self.session = session
        self.validator = validator
    }

    /// Presents the empty form.
    public func loadForm() {
        presenter.presentForm()
    }

    /// Validates `credentials`; when valid, signs in, opens the session and presents the outcome.
    /// Invalid credentials never reach the API.
    /// - Parameter credentials: The form's fields.
    public func signIn(with typed: LoginCredentials) async {
        let credentials = typed.normalized
        let errors = validator.validate(credentials)
        guard errors.isEmpty else {
            presenter.presentValidationErrors(errors)
            return
        }
        presenter.presentSigningIn()
        let authenticated: AuthenticatedSession
        do {
            authenticated = try await api.signIn(with: credentials)
        } catch AuthenticationError.rejectedCredentials(let email) {
            presenter.presentSignInFailure(.notAuthenticated(email: email))
            return
        } catch AuthenticationError.refused(let email, let message) {
            presenter.presentSignInFailure(.refused(email: email, message: message))
            return
        } catch {
            presenter.presentSignInFailure(.serviceFailed(String(describing: error)))
            return
        }
        do {
            try session.begin(authenticated)
        } catch {
            presenter.presentSignInFailure(.sessionNotStored(String(describing: error)))
            return
        }
        presenter.presentSignedIn(userId: authenticated.userId)
    }
}

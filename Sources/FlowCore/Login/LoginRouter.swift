import FlowBase
/// The login scene's router: hands a successful sign-in to the flow and presents error screens
/// through the host's `Navigating`.
public final class LoginRouter: LoginRouting {
    /// Weak: the view controller owns this router. The "Try Again" command targets it.
    weak var viewController: LoginViewController?
    /// Weak: the host owns its navigation stack.
    private weak var navigator: (any Navigating)?
    private let errorScreenBuilder: ErrorScreenBuilder
    private let onSignedIn: (String) -> Void

    /// Creates a router; the creator then sets its view controller.
    /// - Parameters:
    ///   - navigator: The host's navigation, held weakly.
    ///   - errorScreenBuilder: Builds the error screens.
    ///   - onSignedIn: Called with the user id after a successful sign-in.
    public init(
        navigator: any Navigating,
        errorScreenBuilder: ErrorScreenBuilder,
        onSignedIn: @escaping (String) -> Void
    ) {
        self.navigator = navigator
        self.errorScreenBuilder = errorScreenBuilder
        self.onSignedIn = onSignedIn
    }

    /// Calls the flow's `onSignedIn` with `userId`.
    /// - Parameter userId: The signed-in user's id.
    public func routeToSignedIn(userId: String) {
        onSignedIn(userId)
    }

    /// Presents an error screen; when it offers "Try Again", that button clears the login form's
    /// password. Does nothing once the host is gone.
    /// - Parameter viewModel: What the error screen says.
    public func routeToSignInFailure(_ viewModel: LoginFailureViewModel) {
        guard let navigator else { return }
        let tryAgain =
            viewModel.offersTryAgain
            ? ErrorScreenAction.tryAgain { [weak viewController] in viewController?.prepareToTryAgain() }
            : nil
        let errorScreen = errorScreenBuilder.makeModule(
            title: viewModel.title, subtitle: viewModel.subtitle, secondaryAction: tryAgain, navigator: navigator)
        navigator.present(errorScreen)
    }
}

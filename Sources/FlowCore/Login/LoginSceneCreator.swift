import FlowBase
/// Builds the login scene and wires it: the view controller holds the interactor and the router,
/// the interactor holds the presenter, and the presenter and router point back to the view
/// controller weakly (the router holds the host's `Navigating` weakly too).
public struct LoginSceneCreator {
    private let api: any Authenticating
    private let session: any SessionManaging
    private let errorScreenBuilder: ErrorScreenBuilder

    /// Creates a creator.
    /// - Parameters:
    ///   - api: The authentication API; an in-memory one seeded with the demo account by default.
    ///   - session: The app's session, which a successful sign-in opens.
    ///   - errorScreenBuilder: Builds the error screens.
    public init(
        api: any Authenticating = InMemoryAuthenticationAPI(),
        session: any SessionManaging,
        errorScreenBuilder: ErrorScreenBuilder = ErrorScreenBuilder()
    ) {
        self.api = api
        self.session = session
        self.errorScreenBuilder = errorScreenBuilder
    }

    /// Builds a wired login scene.
    /// - Parameters:
    ///   - navigator: The host's navigation; held weakly by the router.
    ///   - onSignedIn: Called with the user id after a successful sign-in. The scene keeps it, so it
    ///     should not capture the returned view controller strongly.
    /// - Returns: The scene's view controller, which owns the rest of the scene.
    public func createScene(navigator: any Navigating, onSignedIn: @escaping (String) -> Void) -> LoginViewController {
        let presenter = LoginPresenter()
        let router = LoginRouter(navigator: navigator, errorScreenBuilder: errorScreenBuilder, onSignedIn: onSignedIn)
        let interactor = LoginInteractor(presenter: presenter, api: api, session: session)
        let viewController = LoginViewController(interactor: interactor, router: router)
        presenter.viewController = viewController
        router.viewController = viewController
        return viewController
    }
}

import FlowCoreTestSupport
import FlowCore

/// The stored properties the login scene's wiring tests walk, each tied to the type it must hold.
enum LoginWiring {
    static let interactor = WiringKey<LoginViewController, LoginInteractor>("interactor")
    static let router = WiringKey<LoginViewController, LoginRouter>("router")
    static let presenter = WiringKey<LoginInteractor, LoginPresenter>("presenter")
    static let api = WiringKey<LoginInteractor, AuthenticatingSpy>("api")
    static let session = WiringKey<LoginInteractor, SessionController>("session")
    static let presenterView = WiringKey<LoginPresenter, LoginViewController>("viewController")
    static let routerView = WiringKey<LoginRouter, LoginViewController>("viewController")
    static let routerNavigator = WiringKey<LoginRouter, NavigationSpy>("navigator")
}

import FlowCoreTestSupport
import FlowCore
import Testing

/// W1/W2: walks the created scene through its stored properties to prove every reference is set,
/// of the expected concrete type, weak where it must be, and pointing back at the same objects.
@Suite("LoginSceneCreator wiring")
struct LoginSceneCreatorTests {
    private let navigator = NavigationSpy()
    private let api = AuthenticatingSpy()
    private let session = SessionController(tokenStore: SessionTokenStoringSpy(), events: SessionEventPublishingSpy())

    private func createScene(navigator: NavigationSpy) -> LoginViewController {
        LoginSceneCreator(api: api, session: session).createScene(navigator: navigator) { _ in }
    }

    private func wiredInteractor(of scene: LoginViewController) throws -> LoginInteractor {
        try #require(Reflection.value(of: LoginWiring.interactor, in: scene))
    }

    private func wiredPresenter(of scene: LoginViewController) throws -> LoginPresenter {
        try #require(Reflection.value(of: LoginWiring.presenter, in: wiredInteractor(of: scene)))
    }

    private func wiredRouter(of scene: LoginViewController) throws -> LoginRouter {
        try #require(Reflection.value(of: LoginWiring.router, in: scene))
    }

    @Test("W1: the view controller holds an interactor and a router of the login types")
    func viewControllerHoldsInteractorAndRouter() {
        // When
        let scene = createScene(navigator: navigator)
        // Then
        #expect(Reflection.value(of: LoginWiring.interactor, in: scene) != nil)
        #expect(Reflection.value(of: LoginWiring.router, in: scene) != nil)
    }

    @Test("W1: the interactor holds a login presenter and the injected API and session")
    func interactorHoldsPresenterAndCollaborators() throws {
        // Given
        let scene = createScene(navigator: navigator)
        // When
        let interactor = try #require(Reflection.value(of: LoginWiring.interactor, in: scene))
        // Then
        #expect(Reflection.value(of: LoginWiring.presenter, in: interactor) != nil)
        #expect(Reflection.value(of: LoginWiring.api, in: interactor) === api)
        #expect(Reflection.value(of: LoginWiring.session, in: interactor) === session)
    }

    @Test("W2: the presenter's view is the created scene")
    func presenterViewIsTheScene() throws {
        // Given
        let scene = createScene(navigator: navigator)
        // When
        let interactor = try #require(Reflection.value(of: LoginWiring.interactor, in: scene))
        let presenter = try #require(Reflection.value(of: LoginWiring.presenter, in: interactor))
        let presentersView = try #require(Reflection.value(of: LoginWiring.presenterView, in: presenter))
        // Then
        #expect(presentersView === scene)
    }

    @Test("W2: the router's view controller is the created scene and its navigator the host")
    func routerPointsBackAtSceneAndHost() throws {
        // Given
        let scene = createScene(navigator: navigator)
        // When
        let router = try #require(Reflection.value(of: LoginWiring.router, in: scene))
        // Then
        #expect(Reflection.value(of: LoginWiring.routerView, in: router) === scene)
        #expect(Reflection.value(of: LoginWiring.routerNavigator, in: router) === navigator)
    }

    @Test("W1: the presenter holds its view weakly")
    func presenterViewIsWeak() throws {
        // Given
        var scene: LoginViewController? = createScene(navigator: navigator)
        let presenter = try wiredPresenter(of: #require(scene))
        #expect(Reflection.value(of: LoginWiring.presenterView, in: presenter) != nil)
        // When
        scene = nil
        // Then
        #expect(Reflection.hasProperty(LoginWiring.presenterView, in: presenter))
        #expect(Reflection.value(of: LoginWiring.presenterView, in: presenter) == nil)
    }

    @Test("W1: the router holds its view controller weakly")
    func routerViewIsWeak() throws {
        // Given
        var scene: LoginViewController? = createScene(navigator: navigator)
        let router = try wiredRouter(of: #require(scene))
        #expect(Reflection.value(of: LoginWiring.routerView, in: router) != nil)
        // When
        scene = nil
        // Then
        #expect(Reflection.hasProperty(LoginWiring.routerView, in: router))
        #expect(Reflection.value(of: LoginWiring.routerView, in: router) == nil)
    }

    @Test("W1: the router holds the host's navigation weakly")
    func routerNavigatorIsWeak() throws {
        // Given
        var host: NavigationSpy? = NavigationSpy()
        let scene = createScene(navigator: try #require(host))
        let router = try #require(Reflection.value(of: LoginWiring.router, in: scene))
        #expect(Reflection.value(of: LoginWiring.routerNavigator, in: router) != nil)
        // When
        host = nil
        // Then
        #expect(Reflection.hasProperty(LoginWiring.routerNavigator, in: router))
        #expect(Reflection.value(of: LoginWiring.routerNavigator, in: router) == nil)
    }

    @Test("W1: releasing the view controller frees the whole scene (no retain cycle)")
    func releasingSceneFreesEverything() throws {
        // Given
        var scene: LoginViewController? = createScene(navigator: navigator)
        weak let interactor = try wiredInteractor(of: #require(scene))
        weak let router = try wiredRouter(of: #require(scene))
        weak let presenter = try wiredPresenter(of: #require(scene))
        #expect(interactor != nil && router != nil && presenter != nil)
        // When
        scene = nil
        // Then
        #expect(interactor == nil)
        #expect(router == nil)
        #expect(presenter == nil)
    }
}

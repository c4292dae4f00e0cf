@testable import FlowCore
import Testing

@Suite("LoginRouter")
struct LoginRouterTests {
    private let navigator = NavigationSpy()
    private let signedIn = SignedInRecorder()
    private let viewController = LoginViewController(interactor: LoginRequestHandlingSpy(), router: LoginRoutingSpy())
    private let sut: LoginRouter

    init() {
        sut = LoginRouter(navigator: navigator, errorScreenBuilder: ErrorScreenBuilder(), onSignedIn: signedIn.record)
        sut.viewController = viewController
    }

    @Test("L1: a signed-in user id is handed to the flow")
    func signedInIsHandedToFlow() {
        // When
        sut.routeToSignedIn(userId: "agent-13")
        // Then
        #expect(signedIn.userIds == ["agent-13"])
    }

    @Test("L2/L3: a login failure presents an error screen whose Try Again clears the login password")
    func loginFailurePresentsTryAgain() throws {
        // Given
        viewController.setPassword("Shazam!")
        // When
        sut.routeToSignInFailure(LoginFailureViewModel(title: "Login Failed", subtitle: "s", offersTryAgain: true))
        // Then
        let presented = try #require(navigator.lastView as? ErrorScreenView)
        #expect(presented.title == "Login Failed")
        try presented.tapSecondary()
        #expect(!viewController.isPasswordEntered)
    }

    @Test("L3: a general failure presents an error screen without a secondary button")
    func generalFailureHasNoSecondary() throws {
        // When
        sut.routeToSignInFailure(
            LoginFailureViewModel(title: "Sign-In Unavailable", subtitle: "s", offersTryAgain: false))
        // Then
        let presented = try #require(navigator.lastView as? ErrorScreenView)
        #expect(presented.secondaryAction == nil)
    }
}

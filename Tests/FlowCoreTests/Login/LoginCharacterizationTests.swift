import FlowCoreTestSupport
import FlowCore
import Testing

/// The login article's characterization cases, restated against a scene built by the creator with
/// the in-memory API: nothing app-wide, every collaborator injected.
@Suite("Login scene characterization")
struct LoginCharacterizationTests {
    private let navigator = NavigationSpy()
    private let api = InMemoryAuthenticationAPI()
    private let tokenStore = SessionTokenStoringSpy()
    private let events = SessionEventPublishingSpy()
    private let signedIn = SignedInRecorder()
    private let session: SessionController
    private let sut: LoginViewController

    init() {
        session = SessionController(tokenStore: tokenStore, events: events)
        sut = LoginSceneCreator(api: api, session: session)
            .createScene(navigator: navigator, onSignedIn: signedIn.record)
        sut.viewDidLoad()
    }

    private func whenSigningIn(email: String, password: String) async {
        sut.setEmail(email)
        sut.setPassword(password)
        await sut.tapSignIn()
    }

    @Test("the loaded scene shows the Sign In form")
    func loadedSceneShowsForm() {
        // Given / When: `init` created the scene and loaded its view
        // Then
        #expect(sut.title == "Sign In")
        #expect(sut.signInTitle == "Sign In")
        #expect(!sut.isBusy)
    }

    @Test("L1: signing in with good credentials does log in")
    func signInWithGoodCredentialsDoesLogin() async throws {
        // When
        await whenSigningIn(email: "agent@shield.org", password: "hailHydra")
        // Then
        let userId = try #require(session.userId, "a successful login sets a user id")
        #expect(tokenStore.token != nil)
        #expect(events.events == [.loggedIn(userId: userId)])
        #expect(signedIn.userIds == [userId])
        #expect(navigator.requests.isEmpty)
        #expect(!sut.isBusy)
    }

    @Test("L2: signing in with bad credentials shows the Login Failed error screen")
    func signInWithBadCredentialsShowsError() async throws {
        // When
        await whenSigningIn(email: "bad@credentials.ca", password: "Shazam!")
        // Then
        let presented = try #require(navigator.lastView as? ErrorScreenView, "should be showing an error screen")
        #expect(presented.title == "Login Failed")
        #expect(presented.subtitle == "User has not been authenticated.")
        #expect(session.userId == nil)
        #expect(events.events.isEmpty)
        #expect(signedIn.userIds.isEmpty)
    }

    @Test("L3: the login error screen offers OK and Try Again; Try Again dismisses it and clears the password")
    func tryAgainClearsPassword() async throws {
        // Given
        await whenSigningIn(email: "bad@credentials.ca", password: "Shazam!")
        let presented = try #require(navigator.lastView as? ErrorScreenView)
        #expect(presented.primaryTitle == "OK")
        #expect(presented.secondaryTitle == "Try Again")
        // When
        try presented.tapSecondary()
        // Then
        #expect(!sut.isPasswordEntered)
        #expect(sut.email == "bad@credentials.ca")
        #expect(navigator.requests.map { String(describing: $0) }.last == "dismiss")
    }

    @Test("L3: a failing service shows a general error screen without a secondary button")
    func failingServiceShowsGeneralError() async throws {
        // Given
        api.failNextCall()
        // When
        await whenSigningIn(email: "agent@shield.org", password: "hailHydra")
        // Then
        let presented = try #require(navigator.lastView as? ErrorScreenView)
        #expect(presented.title == "Sign-In Unavailable")
        #expect(presented.secondaryAction == nil)
        #expect(session.userId == nil)
    }

    @Test("L5: invalid input shows clear messages and makes no sign-in attempt")
    func invalidInputMakesNoAttempt() async {
        // Given
        let apiSpy = AuthenticatingSpy()
        let sut = LoginSceneCreator(api: apiSpy, session: session).createScene(navigator: navigator) { _ in }
        sut.setEmail("agent")
        // When
        await sut.tapSignIn()
        // Then
        #expect(apiSpy.receivedCredentials.isEmpty)
        #expect(sut.emailMessage == "Enter an email address such as name@example.com.")
        #expect(sut.passwordMessage == "Enter your password.")
        #expect(navigator.requests.isEmpty)
    }

    @Test("L5: correcting the form clears the messages on the next attempt")
    func correctedFormClearsMessages() async {
        // Given
        await whenSigningIn(email: "", password: "")
        #expect(sut.emailMessage == "Enter your email address.")
        // When
        await whenSigningIn(email: "agent@shield.org", password: "hailHydra")
        // Then
        #expect(sut.emailMessage == nil)
        #expect(sut.passwordMessage == nil)
        #expect(session.userId != nil)
    }

    @Test("L4: logging out after a login clears the token and announces both events")
    func logoutAfterLogin() async throws {
        // Given
        await whenSigningIn(email: "agent@shield.org", password: "hailHydra")
        let userId = try #require(session.userId)
        // When
        try session.logOut()
        // Then
        #expect(tokenStore.token == nil)
        #expect(session.userId == nil)
        #expect(events.events == [.loggedIn(userId: userId), .loggedOut])
    }
}

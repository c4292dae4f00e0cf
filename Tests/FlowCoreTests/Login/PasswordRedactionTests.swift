import FlowCore
import Testing

@Suite("Password redaction")
struct PasswordRedactionTests {
    private let secret = "hailHydra"

    @Test("a password renders as a redacted placeholder everywhere")
    func passwordIsRedacted() {
        // Given
        let password = Password(secret)
        // When
        let text = RenderedText.all(of: password)
        // Then
        #expect(!text.contains(secret))
        #expect(text.contains("Password(redacted)"))
    }

    @Test("credentials render their email and whether a password is entered, never the password")
    func credentialsHidePassword() {
        // Given
        let credentials = LoginCredentials(email: "agent@shield.org", password: Password(secret))
        // When
        let text = RenderedText.all(of: credentials)
        // Then
        #expect(!text.contains(secret))
        #expect(String(describing: credentials) == "LoginCredentials(email: agent@shield.org, password entered: true)")
    }

    @Test("the login view controller renders without the typed password")
    func viewControllerHidesPassword() {
        // Given
        let sut = LoginViewController(interactor: LoginRequestHandlingSpy(), router: LoginRoutingSpy())
        sut.setEmail("agent@shield.org")
        sut.setPassword(secret)
        // When
        let text = RenderedText.all(of: sut)
        // Then
        #expect(!text.contains(secret))
        #expect(
            String(describing: sut)
                == "LoginViewController(email: agent@shield.org, password entered: true, busy: false)")
    }

    @Test("a whole created scene, seeded accounts included, renders without any password")
    func wholeSceneHidesPasswords() {
        // Given
        let navigator = NavigationSpy()
        let session = SessionController(tokenStore: InMemorySessionTokenStore(), events: SessionEventCenter())
        let sut = LoginSceneCreator(session: session).createScene(navigator: navigator) { _ in }
        sut.setPassword("Shazam!")
        // When
        let text = RenderedText.all(of: sut)
        // Then
        #expect(!text.contains("Shazam!"))
        #expect(!text.contains(secret))
        #expect(text.contains("agent@shield.org"))
    }
}

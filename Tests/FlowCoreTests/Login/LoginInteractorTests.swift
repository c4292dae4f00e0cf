import FlowCoreTestSupport
import FlowCore
import Testing

@Suite("LoginInteractor")
struct LoginInteractorTests {
    private let presenter = LoginPresentingSpy()
    private let api = AuthenticatingSpy(result: .success(AuthenticatedSession(userId: "agent-13", token: "t-1")))
    private let tokenStore = SessionTokenStoringSpy()
    private let events = SessionEventPublishingSpy()
    private let session: SessionController
    private let sut: LoginInteractor

    init() {
        session = SessionController(tokenStore: tokenStore, events: events)
        sut = LoginInteractor(presenter: presenter, api: api, session: session)
    }

    private func credentials(_ email: String, _ password: String) -> LoginCredentials {
        LoginCredentials(email: email, password: Password(password))
    }

    @Test("loading the form presents it")
    func loadFormPresentsForm() {
        // When
        sut.loadForm()
        // Then
        #expect(presenter.calls == [.form])
    }

    @Test("L1: the email reaches the service without surrounding spaces and in lower case")
    func emailIsNormalized() async {
        // When
        await sut.signIn(with: credentials("  Agent@Shield.ORG \n", "hailHydra"))
        // Then
        #expect(api.receivedCredentials == [credentials("agent@shield.org", "hailHydra")])
        #expect(session.userId == "agent-13")
    }

    @Test("L5: invalid credentials are presented and never reach the API")
    func invalidCredentialsNeverReachTheAPI() async {
        // Given
        let invalid = credentials("agent", "")
        // When
        await sut.signIn(with: invalid)
        // Then
        #expect(api.receivedCredentials.isEmpty)
        #expect(presenter.calls == [.validationErrors([.malformedEmail("agent"), .emptyPassword])])
        #expect(session.userId == nil)
    }

    @Test("L1: valid credentials are sent to the API as typed")
    func validCredentialsAreSentToTheAPI() async {
        // Given
        let valid = credentials("agent@shield.org", "hailHydra")
        // When
        await sut.signIn(with: valid)
        // Then
        #expect(api.receivedCredentials == [valid])
    }

    @Test("L1: a successful sign-in sets the user id, stores the token and announces the login")
    func successfulSignInOpensTheSession() async {
        // When
        await sut.signIn(with: credentials("agent@shield.org", "hailHydra"))
        // Then
        #expect(session.userId == "agent-13")
        #expect(tokenStore.savedTokens == ["t-1"])
        #expect(events.events == [.loggedIn(userId: "agent-13")])
        #expect(presenter.calls == [.signingIn, .signedIn(userId: "agent-13")])
    }

    @Test("L2: rejected credentials are presented as not authenticated and open no session")
    func rejectedCredentialsArePresentedAsNotAuthenticated() async {
        // Given
        api.result = .failure(AuthenticationError.rejectedCredentials(email: "bad@credentials.ca"))
        // When
        await sut.signIn(with: credentials("bad@credentials.ca", "Shazam!"))
        // Then
        #expect(presenter.calls == [.signingIn, .signInFailure(.notAuthenticated(email: "bad@credentials.ca"))])
        #expect(session.userId == nil)
        #expect(tokenStore.savedTokens.isEmpty)
        #expect(events.events.isEmpty)
    }

    @Test("a failing API is presented as a service failure")
    func failingAPIIsPresentedAsServiceFailure() async {
        // Given
        api.result = .failure(AuthenticationError.unavailable(reason: "timed out"))
        // When
        await sut.signIn(with: credentials("agent@shield.org", "hailHydra"))
        // Then
        #expect(
            presenter.calls == [
                .signingIn, .signInFailure(.serviceFailed("AuthenticationError.unavailable: timed out")),
            ])
        #expect(session.userId == nil)
    }

    @Test("a token that cannot be stored is presented as a failure and announces nothing")
    func unstorableTokenIsPresentedAsFailure() async {
        // Given
        tokenStore.fails = true
        // When
        await sut.signIn(with: credentials("agent@shield.org", "hailHydra"))
        // Then
        #expect(
            presenter.calls == [
                .signingIn, .signInFailure(.sessionNotStored("SessionTokenStoringSpy: the disk is full")),
            ])
        #expect(session.userId == nil)
        #expect(events.events.isEmpty)
    }
}

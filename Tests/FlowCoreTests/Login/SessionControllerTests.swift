import FlowCore
import Testing

@Suite("SessionController")
struct SessionControllerTests {
    private let tokenStore = SessionTokenStoringSpy()
    private let events = SessionEventPublishingSpy()
    private let sut: SessionController

    init() {
        sut = SessionController(tokenStore: tokenStore, events: events)
    }

    private func givenLoggedIn() throws {
        try sut.begin(AuthenticatedSession(userId: "nobody", token: "token-nobody"))
    }

    @Test("L1/L4: beginning a session stores the token, sets the user id and announces the login with it")
    func beginStoresTokenAndAnnouncesLogin() throws {
        // When
        try sut.begin(AuthenticatedSession(userId: "agent-13", token: "t-1"))
        // Then
        #expect(tokenStore.token == "t-1")
        #expect(sut.userId == "agent-13")
        #expect(events.events == [.loggedIn(userId: "agent-13")])
    }

    @Test("L4: logging out clears the token and the user id and announces the logout")
    func logOutClearsTokenAndAnnouncesLogout() throws {
        // Given
        try givenLoggedIn()
        // When
        try sut.logOut()
        // Then
        #expect(tokenStore.token == nil)
        #expect(sut.userId == nil)
        #expect(events.events.last == .loggedOut)
    }

    @Test("L4: logging out clears a token left by an earlier launch")
    func logOutClearsLeftoverToken() throws {
        // Given
        let leftover = SessionTokenStoringSpy(token: "old")
        let sut = SessionController(tokenStore: leftover, events: events)
        // When
        try sut.logOut()
        // Then
        #expect(leftover.token == nil)
        #expect(events.events == [.loggedOut])
    }

    @Test("a token that cannot be stored opens no session and announces nothing")
    func failedSaveChangesNothing() {
        // Given
        tokenStore.fails = true
        // When / Then
        #expect(throws: SessionTokenStoringSpy.StoreFailure.self) {
            try sut.begin(AuthenticatedSession(userId: "agent-13", token: "t-1"))
        }
        #expect(sut.userId == nil)
        #expect(events.events.isEmpty)
    }

    @Test("a token that cannot be cleared keeps the user signed in and announces no logout")
    func failedClearChangesNothing() throws {
        // Given
        try givenLoggedIn()
        tokenStore.fails = true
        // When / Then
        #expect(throws: SessionTokenStoringSpy.StoreFailure.self) { try sut.logOut() }
        #expect(sut.userId == "nobody")
        #expect(events.events == [.loggedIn(userId: "nobody")])
    }
}

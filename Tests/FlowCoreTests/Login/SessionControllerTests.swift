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

@Suite("SessionController with stored sessions")
struct SessionRestoreTests {
    /// Session storage that keeps the user id beside the token.
    final class SessionStoringSpy: SessionStoring {
        var session: AuthenticatedSession?
        private(set) var loadCount = 0

        init(session: AuthenticatedSession? = nil) {
            self.session = session
        }

        func loadSession() throws -> AuthenticatedSession? {
            loadCount += 1
            return session
        }

        func saveSession(_ session: AuthenticatedSession) throws { self.session = session }
        func loadToken() throws -> String? { session?.token }
        func saveToken(_ token: String) throws { session = AuthenticatedSession(userId: "?", token: token) }
        func clearToken() throws { session = nil }
    }

    private let events = SessionEventPublishingSpy()

    @Test("L4: a session an earlier launch stored is restored, and no login is announced")
    func storedSessionIsRestored() throws {
        // Given
        let store = SessionStoringSpy(session: AuthenticatedSession(userId: "agent-13", token: "t-1"))
        let sut = SessionController(tokenStore: store, events: events)

        // When
        let userId = try sut.restore()

        // Then
        #expect(userId == "agent-13")
        #expect(sut.userId == "agent-13")
        #expect(events.events.isEmpty)
    }

    @Test("L4: beginning a session stores whose it is, so the next launch can restore it")
    func beginStoresTheUser() throws {
        // Given
        let store = SessionStoringSpy()
        try SessionController(tokenStore: store, events: events)
            .begin(AuthenticatedSession(userId: "agent-13", token: "t-1"))

        // When
        let restored = try SessionController(tokenStore: store, events: SessionEventPublishingSpy()).restore()

        // Then
        #expect(restored == "agent-13")
    }

    @Test("L4: after logging out nothing is restored")
    func nothingAfterLogout() throws {
        let store = SessionStoringSpy(session: AuthenticatedSession(userId: "agent-13", token: "t-1"))
        try SessionController(tokenStore: store, events: events).logOut()
        #expect(try SessionController(tokenStore: store, events: events).restore() == nil)
    }

    @Test("L4: a session already begun is kept without reading the store")
    func beganSessionWins() throws {
        let store = SessionStoringSpy()
        let sut = SessionController(tokenStore: store, events: events)
        try sut.begin(AuthenticatedSession(userId: "nick", token: "t-2"))
        #expect(try sut.restore() == "nick")
        #expect(store.loadCount == 0)
    }
}

import FlowCore
import Testing

@Suite("SessionEventCenter")
struct SessionEventCenterTests {
    private let sut = SessionEventCenter()

    @Test("L4: every observer hears each published event, in the order they were added")
    func observersHearEvents() {
        // Given
        var heard: [String] = []
        sut.addObserver { heard.append("first \($0)") }
        sut.addObserver { heard.append("second \($0)") }
        // When
        sut.publish(.loggedIn(userId: "agent-13"))
        sut.publish(.loggedOut)
        // Then
        #expect(
            heard == [
                "first loggedIn(userId: \"agent-13\")", "second loggedIn(userId: \"agent-13\")", "first loggedOut",
                "second loggedOut",
            ])
    }

    @Test("L4: a removed observer hears nothing more")
    func removedObserverHearsNothing() {
        // Given
        var heard: [SessionEvent] = []
        let id = sut.addObserver { heard.append($0) }
        sut.publish(.loggedIn(userId: "agent-13"))
        // When
        sut.removeObserver(id)
        sut.publish(.loggedOut)
        // Then
        #expect(heard == [.loggedIn(userId: "agent-13")])
    }

    @Test("L4: a session controller announces through the center it was given")
    func sessionControllerAnnouncesThroughCenter() throws {
        // Given
        var heard: [SessionEvent] = []
        sut.addObserver { heard.append($0) }
        let session = SessionController(tokenStore: InMemorySessionTokenStore(), events: sut)
        // When
        try session.begin(AuthenticatedSession(userId: "agent-13", token: "t"))
        try session.logOut()
        // Then
        #expect(heard == [.loggedIn(userId: "agent-13"), .loggedOut])
    }
}

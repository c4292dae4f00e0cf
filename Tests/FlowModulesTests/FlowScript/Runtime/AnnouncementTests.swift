import FlowTestSupport
import Testing
@testable import FlowScript

@Suite("Announcements")
struct AnnouncementTests {
    @Test("L4, O4, I5: each announcement has the name and fields flows observe")
    func namesAndFields() {
        // Given
        let announcements: [Announcement] = [.login(userId: "agent-13"), .logout, .tutorialFinished, .itemCreated(title: "Buy milk")]

        // When
        let names = announcements.map(\.name)
        let fields = announcements.map(\.fields)
        let lines = announcements.map(\.description)

        // Then
        #expect(names == ["login", "logout", "tutorial_finished", "item_created"])
        #expect(fields == [["user_id": .string("agent-13")], [:], [:], ["title": .string("Buy milk")]])
        #expect(lines == [#"login user_id="agent-13""#, "logout", "tutorial_finished", #"item_created title="Buy milk""#])
    }

    @Test func observersSeeEachAnnouncementAndTakeNewReturnsOnlyUnreportedOnes() {
        // Given
        let log = AnnouncementLog()
        var observed: [String] = []
        let id = log.addObserver { observed.append($0.name) }
        log.announce(.logout)
        let firstTake = log.takeNew()

        // When
        log.removeObserver(id)
        log.announce(.tutorialFinished)

        // Then
        #expect(firstTake == [.logout])
        #expect(log.takeNew() == [.tutorialFinished])
        #expect(log.takeNew() == [])
        #expect(observed == ["logout"])
        #expect(log.all == [.logout, .tutorialFinished])
    }
}

import FlowHostTestSupport
import FlowTestSupport
import Foundation
import Testing

/// scripts/melodies.lua and melodies lists over Lua APIs, end to end (M1-M3).
@Suite("flowrun run: melodies flow")
struct MelodiesFlowTests {
    @Test("M1, M3: online, the list loads the API's melodies once shown; Refresh loads them again")
    func listLoadsFromAPI() throws {
        // Given
        let state = try TemporaryDirectory()

        // When
        let run = try FlowTranscript("scripts/melodies.lua", eventsFile: "Tests/Fixtures/melodies.events", state: state)

        // Then
        #expect(run.result.status == 0, "\(run.result.stderr)")
        let first = try #require(run.screens.first)
        #expect(first.name == "melodies.list")
        #expect(first.loading == false)
        #expect(first.rows.count == 5)
        #expect(first.rows.first == .init(title: "Ode to Joy", detail: "Ludwig van Beethoven", enabled: false))
        #expect(run.step(atLine: 5)?.screen?.rows == first.rows)
    }

    @Test("M1: select on the melodies list is refused in the user's terms, with the row as typed")
    func selectingAMelodyIsRefusedInTheUsersTerms() throws {
        // Given
        let state = try TemporaryDirectory()

        // When
        let result = try FlowrunProcess.run(
            ["run", "scripts/melodies.lua", "--state", state.path("s"), "--transcript", "json"], events: "select 1\n")

        // Then
        #expect(result.status == 1)
        #expect(result.stderr
            == "flowrun: stdin:1: 'select 1' failed: row 1 ('Ode to Joy') on screen 'melodies.list' is disabled\n")
    }

    @Test("M3: the view shows exactly the melodies a Lua service returns")
    func listShowsServiceMelodies() throws {
        // Given
        let state = try TemporaryDirectory()

        // When
        let run = try FlowTranscript("Tests/Fixtures/flowrun/melodies-stub.lua", state: state)

        // Then
        #expect(run.screens.first?.rowTitles == ["Clair de Lune", "Boléro"])
        #expect(run.screens.first?.labels == [])
    }

    @Test("M2, M3: no connection shows the typed no-network error and no melodies")
    func noNetworkShowsTypedError() throws {
        // Given
        let state = try TemporaryDirectory()

        // When
        let run = try FlowTranscript("Tests/Fixtures/flowrun/melodies-offline.lua", state: state)

        // Then
        #expect(run.result.status == 0)
        #expect(run.screens.first?.rows.isEmpty == true)
        #expect(run.screens.first?.labels == ["melodies: no network connection"])
    }

    @Test("M2: a service failing with its own message shows the unknown error with that message")
    func serviceFailureShowsUnknownError() throws {
        // Given
        let state = try TemporaryDirectory()

        // When
        let run = try FlowTranscript("Tests/Fixtures/flowrun/melodies-failing.lua", state: state)

        // Then
        #expect(run.screens.first?.labels == ["melodies: unknown error: the server is down"])
        #expect(run.screens.first?.buttonTitles == ["Refresh"])
    }
}

import FlowHostTestSupport
import FlowModules
import FlowStore
import FlowTestSupport
import FlowCore
import Testing
@testable import FlowScript

/// The event files in Tests/Fixtures, as flowrun's `--events` would play them.
@Suite("Event fixture files")
struct EventFixturesTests {
    @Test("first-launch.events takes the demo app from the tutorial to the items and back to the login")
    func firstLaunch() async throws {
        // Given
        let run = try await ScriptTestSupport.start("examples/app.lua")

        // When
        try await ScriptTestSupport.play("first-launch.events", on: run.driver)

        // Then
        let visited = run.driver.transcript.steps.compactMap { $0.screen?.name }
        #expect(visited.contains("items.details"))
        #expect(run.screen?.name == "login")
        #expect(try run.app.items.fetchItems().map(\.title) == ["Milk"])
        #expect(run.app.announcements.all == [
            .tutorialFinished, .login(userId: "agent-13"), .itemCreated(title: "Milk"), .logout,
        ])
    }

    @Test("onboarding.events ends scripts/onboarding.lua on Ready")
    func onboarding() async throws {
        // Given
        let run = try await ScriptTestSupport.start("scripts/onboarding.lua")

        // When
        try await ScriptTestSupport.play("onboarding.events", on: run.driver)

        // Then
        #expect(run.screen?.name == "ready")
        #expect(run.app.announcements.all == [.tutorialFinished])
    }

    @Test("login.events fails once, signs in, and logs out of scripts/login.lua")
    func login() async throws {
        // Given
        let run = try await ScriptTestSupport.start("scripts/login.lua")

        // When
        try await ScriptTestSupport.play("login.events", on: run.driver)

        // Then
        let titles = run.driver.transcript.steps.compactMap { $0.screen?.title }
        #expect(titles.contains("Login Failed"))
        #expect(titles.contains("Signed in as agent-13"))
        #expect(run.screen?.name == "login")
        #expect(run.app.announcements.all == [.login(userId: "agent-13"), .logout])
    }

    @Test("items.events adds, disables and deletes items in scripts/items.lua")
    func items() async throws {
        // Given
        let run = try await ScriptTestSupport.start("scripts/items.lua")

        // When
        try await ScriptTestSupport.play("items.events", on: run.driver)

        // Then
        let disabled = run.driver.transcript.steps.first { $0.event == .tap(title: "Disable") }?.screen
        #expect(disabled?.title == "Bread")
        #expect(disabled?.labels.last == "Status: Disabled")
        #expect(run.screen?.rows == [])
        #expect(run.app.announcements.all == [.itemCreated(title: "Milk"), .itemCreated(title: "Bread")])
    }

    @Test("melodies.events refreshes scripts/melodies.lua")
    func melodies() async throws {
        // Given
        let run = try await ScriptTestSupport.start("scripts/melodies.lua")

        // When
        try await ScriptTestSupport.play("melodies.events", on: run.driver)

        // Then
        #expect(run.screen?.name == "melodies.list")
        #expect(run.screen?.rows.count == SampleMelodyAPI.catalog.count)
    }
}

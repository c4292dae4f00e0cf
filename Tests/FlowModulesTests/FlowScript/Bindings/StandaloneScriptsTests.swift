import FlowModules
import FlowStore
import FlowTestSupport
import FlowCore
import Foundation
import Testing
@testable import FlowScript

@Suite("Flow scripts on their own")
struct StandaloneScriptsTests {
    @Test("O1-O4: scripts/onboarding.lua walks the five images and ends on Ready")
    func onboardingEndsOnReady() async throws {
        // Given
        let run = try await ScriptTestSupport.start("scripts/onboarding.lua")
        let first = run.screen

        // When
        for _ in 1...4 {
            try await run.driver.send(.tap(title: "Continue"))
        }
        let last = run.screen
        try await run.driver.send(.tap(title: "Start"))

        // Then
        #expect(first?.images == ["OnBoarding1"])
        #expect(last?.images == ["OnBoarding5"])
        #expect(last?.buttons.map(\.title) == ["Start"])
        #expect(run.screen?.name == "ready")
        #expect(run.screen?.title == "Ready")
        #expect(run.app.announcements.all == [.tutorialFinished])
        #expect(try run.app.shouldShowOnboarding() == false)
    }

    @Test("L1, L4: scripts/login.lua signs in to 'Signed in as agent-13', whose Log Out returns to the login")
    func loginEndsOnSignedIn() async throws {
        // Given
        let run = try await ScriptTestSupport.start("scripts/login.lua")
        try await run.driver.send(.type(fieldID: "email", text: "agent@shield.org"))
        try await run.driver.send(.type(fieldID: "password", text: "hailHydra"))

        // When
        try await run.driver.send(.tap(title: "Sign In"))
        let signedIn = run.screen
        try await run.driver.send(.tap(title: "Log Out"))

        // Then
        #expect(signedIn?.name == "signed_in")
        #expect(signedIn?.title == "Signed in as agent-13")
        #expect(signedIn?.buttons.map(\.title) == ["Log Out"])
        #expect(run.screen?.name == "login")
        #expect(run.app.announcements.all == [.login(userId: "agent-13"), .logout])
        #expect(try run.app.store.persistedState().hasToken == false)
    }

    @Test("I4, I5: scripts/items.lua adds an item, opens exactly its details and goes back")
    func itemsAddsAndOpens() async throws {
        // Given
        let app = try FlowTestSupport.makeApp()
        try app.items.returnItems(FlowTestSupport.groceries)
        let run = try await ScriptTestSupport.start(ScriptTestSupport.repositoryFile("scripts/items.lua"), app: app)

        // When
        try await run.driver.send(.tap(title: "Add"))
        try await run.driver.send(.type(fieldID: "title", text: "Jam"))
        try await run.driver.send(.tap(title: "Save"))
        let list = run.screen
        try await run.driver.send(.select(row: 2))
        let details = run.screen
        try await run.driver.send(.back)

        // Then
        #expect(list?.rows.map(\.title) == ["Milk", "Bread", "Eggs", "Jam"])
        #expect(details?.name == "items.details")
        #expect(details?.title == "Bread")
        #expect(details?.labels == ["Created: 2024-05-02T09:30:00Z", "Status: Disabled"])
        #expect(run.screen?.name == "items.list")
        #expect(app.announcements.all == [.itemCreated(title: "Jam")])
    }

    @Test("M1, M3: scripts/melodies.lua shows the app's melodies as the root")
    func melodiesShowsTheCatalog() async throws {
        // Given, When
        let run = try await ScriptTestSupport.start("scripts/melodies.lua")

        // Then
        #expect(run.screen?.name == "melodies.list")
        #expect(run.screen?.rows.count == SampleMelodyAPI.catalog.count)
        #expect(run.screen?.rows.first?.title == SampleMelodyAPI.catalog.first?.title)
    }
}

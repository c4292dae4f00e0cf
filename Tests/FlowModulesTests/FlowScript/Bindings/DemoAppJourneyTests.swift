import FlowModules
import FlowStore
import FlowTestSupport
import FlowCore
import Foundation
import Testing
@testable import FlowScript

@Suite("The demo app, examples/app.lua")
struct DemoAppJourneyTests {
    static let flow = ScriptTestSupport.repositoryFile("examples/app.lua")

    static func signIn(_ driver: FlowDriver) async throws {
        try await driver.send(.type(fieldID: "email", text: "agent@shield.org"))
        try await driver.send(.type(fieldID: "password", text: "hailHydra"))
        try await driver.send(.tap(title: "Sign In"))
    }

    @Test("O1, O5, L1, I4, I5, M3, L4: first launch from the tutorial to log out; the second launch skips the tutorial")
    func firstAndSecondLaunch() async throws {
        // Given
        let stateDirectory = try FlowTestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: stateDirectory) }
        let firstApp = try FlowApp(stateDirectory: stateDirectory)
        let first = try await ScriptTestSupport.start(Self.flow, app: firstApp)
        let driver = first.driver
        let tutorial = driver.screen

        // When: the tutorial, the login, the items
        for _ in 1...4 {
            try await driver.send(.tap(title: "Continue"))
        }
        try await driver.send(.tap(title: "Start"))
        let login = driver.screen
        try await Self.signIn(driver)
        let items = driver.screen
        try await driver.send(.tap(title: "Add"))
        try await driver.send(.type(fieldID: "title", text: "Milk"))
        try await driver.send(.tap(title: "Save"))
        let listWithMilk = driver.screen
        try await driver.send(.select(row: 1))
        let details = driver.screen
        try await driver.send(.back)
        try await driver.send(.tap(title: "Melodies"))
        let melodies = driver.screen
        let melodiesNavigation = driver.transcript.steps.first { $0.event == .tap(title: "Melodies") }?.navigation
        try await driver.send(.back)
        let backFromMelodies = driver.screen
        try await driver.send(.tap(title: "Log Out"))
        let afterLogOut = driver.screen
        first.host.close()
        try firstApp.store.close()

        // Then
        #expect(tutorial?.name == "onboarding")
        #expect(login?.name == "login")
        #expect(items?.name == "items.list")
        #expect(items?.buttons.map(\.title) == ["Add", "Delete All", "Melodies", "Log Out"])
        #expect(listWithMilk?.rows.map(\.title) == ["Milk"])
        #expect(details?.name == "items.details")
        #expect(details?.title == "Milk")
        #expect(melodies?.name == "melodies.list")
        #expect(melodies?.rows.count == SampleMelodyAPI.catalog.count)
        #expect(melodiesNavigation == [NavigationChange(kind: .push, modules: ["melodies.list"])])
        #expect(backFromMelodies?.name == "items.list")
        #expect(afterLogOut?.name == "login")
        #expect(firstApp.navigation.hierarchy == [["login"]])
        #expect(firstApp.announcements.all == [
            .tutorialFinished, .login(userId: "agent-13"), .itemCreated(title: "Milk"), .logout,
        ])

        // When: the second launch over the same state
        let secondApp = try FlowApp(stateDirectory: stateDirectory)
        let second = try await ScriptTestSupport.start(Self.flow, app: secondApp)
        try await Self.signIn(second.driver)

        // Then
        #expect(second.driver.transcript.steps.first?.screen?.name == "login")
        #expect(second.screen?.rows.map(\.title) == ["Milk"])
    }
}

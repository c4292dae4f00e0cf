import FlowModules
import FlowStore
import FlowTestSupport
import FlowCore
import Foundation
import Testing
@testable import FlowScript

@Suite("Onboarding flow")
struct OnboardingFlowTests {
    /// The onboarding flow in Swift: the tutorial when it should show, then a home screen.
    static func launch(_ app: FlowApp, images: [String]? = nil) -> () throws -> Void {
        { [unowned app] in
            let home = ScriptedScreen(name: "home", title: "Home")
            if try app.shouldShowOnboarding() {
                app.navigation.replaceRoot(with: app.makeOnboarding(images: images) { [unowned app] in
                    app.navigation.replaceRoot(with: home)
                })
            } else {
                app.navigation.replaceRoot(with: home)
            }
        }
    }

    @Test("O1, O3: the first launch shows the first of the five images with Continue")
    func firstLaunchShowsFirstImage() async throws {
        // Given
        let driver = FlowDriver(app: try FlowTestSupport.makeApp())

        // When
        try await driver.start(Self.launch(driver.app))

        // Then
        let screen = try #require(driver.screen)
        #expect(screen.name == "onboarding")
        #expect(screen.title == "Welcome")
        #expect(screen.images == ["OnBoarding1"])
        #expect(screen.buttons == [ScreenButton(title: "Continue")])
    }

    @Test("O2, O3: each Continue shows the next image; the last one reads Start")
    func continueWalksTheQueue() async throws {
        // Given
        let driver = FlowDriver(app: try FlowTestSupport.makeApp())
        try await driver.start(Self.launch(driver.app))
        var shown: [[String]] = []
        var buttons: [String] = []

        // When
        for _ in 1...4 {
            try await driver.send(.tap(title: "Continue"))
            shown.append(driver.screen?.images ?? [])
            buttons.append(driver.screen?.buttons.first?.title ?? "")
        }

        // Then
        #expect(shown == [["OnBoarding2"], ["OnBoarding3"], ["OnBoarding4"], ["OnBoarding5"]])
        #expect(buttons == ["Continue", "Continue", "Continue", "Start"])
    }

    @Test("O4: Start past the last image records completion, announces it and runs onFinish")
    func startFinishesTheTutorial() async throws {
        // Given
        let app = try FlowTestSupport.makeApp()
        let driver = FlowDriver(app: app)
        try await driver.start(Self.launch(app, images: ["Hello", "Bye"]))
        try await driver.send(.tap(title: "Continue"))

        // When
        let steps = try await driver.send(.tap(title: "Start"))

        // Then
        #expect(driver.screen?.name == "home")
        #expect(steps.first?.navigation == [NavigationChange(kind: .replaceRoot, modules: ["home"])])
        #expect(steps.dropFirst().map(\.message) == ["tutorial_finished"])
        #expect(app.announcements.all == [.tutorialFinished])
        #expect(try app.store.isOnboardingCompleted())
    }

    @Test("O5: once finished, the tutorial is not shown when the app is re-created over the same file")
    func completionSurvivesARestart() async throws {
        // Given
        let directory = try FlowTestSupport.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let firstApp = try FlowApp(stateDirectory: directory)
        let firstRun = FlowDriver(app: firstApp)
        try await firstRun.start(Self.launch(firstApp, images: ["Only"]))
        try await firstRun.send(.tap(title: "Start"))
        try firstApp.store.close()

        // When
        let secondApp = try FlowApp(stateDirectory: directory)
        let secondRun = FlowDriver(app: secondApp)
        try await secondRun.start(Self.launch(secondApp))

        // Then
        #expect(try secondApp.shouldShowOnboarding() == false)
        #expect(secondRun.screen?.name == "home")
        #expect(secondApp.announcements.all.isEmpty)
    }

    @Test("O5: the tutorial-seen preset skips the tutorial")
    func tutorialSeenPresetSkipsTheTutorial() async throws {
        // Given
        let app = try FlowTestSupport.makeApp()
        try app.recordTutorialSeen()
        let driver = FlowDriver(app: app)

        // When
        try await driver.start(Self.launch(app))

        // Then
        #expect(driver.screen?.name == "home")
    }
}

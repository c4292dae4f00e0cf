import FlowHostTestSupport
import FlowTestSupport
import Foundation
import Testing

/// scripts/onboarding.lua and the demo app's first launch, end to end (O1-O5).
@Suite("flowrun run: onboarding flow")
struct OnboardingFlowTests {
    @Test("O1-O3: the tutorial shows OnBoarding1 to OnBoarding5 in order, Continue until the last, which reads Start")
    func tutorialShowsImagesInOrder() throws {
        // Given
        let state = try TemporaryDirectory()

        // When
        let run = try FlowTranscript("scripts/onboarding.lua", eventsFile: "Tests/Fixtures/onboarding.events", state: state)

        // Then
        #expect(run.result.status == 0, "\(run.result.stderr)")
        let tutorial = run.screens.filter { $0.name == "onboarding" }
        #expect(tutorial.map(\.images) == (1...5).map { ["OnBoarding\($0)"] })
        #expect(tutorial.map(\.buttonTitles) == [["Continue"], ["Continue"], ["Continue"], ["Continue"], ["Start"]])
    }

    @Test("O4: Start on the last image announces tutorial_finished and leaves the tutorial")
    func startOnLastImageFinishes() throws {
        // Given
        let state = try TemporaryDirectory()

        // When
        let run = try FlowTranscript("scripts/onboarding.lua", eventsFile: "Tests/Fixtures/onboarding.events", state: state)

        // Then
        let start = try #require(run.step(atLine: 11))
        #expect(start.event == "tap Start")
        #expect(start.navigation == [.init(kind: "replaceRoot", modules: ["ready"])])
        #expect(start.screen?.title == "Ready")
        #expect(run.announcements == ["tutorial_finished"])
    }

    @Test("O5: once finished, the next launch of the demo app skips the tutorial; --fresh shows it again")
    func finishedTutorialIsNotShownAgain() throws {
        // Given: a run that finished the tutorial
        let state = try TemporaryDirectory()
        let first = try FlowTranscript("scripts/onboarding.lua", eventsFile: "Tests/Fixtures/onboarding.events", state: state)
        try #require(first.result.status == 0)

        // When
        let relaunch = try FlowTranscript("examples/app.lua", state: state)
        let fresh = try FlowTranscript("examples/app.lua", state: state, arguments: ["--fresh"])

        // Then
        #expect(relaunch.result.status == 0)
        #expect(relaunch.screens.first?.name == "login")
        #expect(fresh.screens.first?.name == "onboarding")
        #expect(fresh.screens.first?.images == ["OnBoarding1"])
    }

    @Test("O1-O5, L1, L4, I4, I5: the demo app's first launch runs from the tutorial to the logout")
    func demoAppFirstLaunch() throws {
        // Given
        let state = try TemporaryDirectory()

        // When
        let run = try FlowTranscript("examples/app.lua", eventsFile: "Tests/Fixtures/first-launch.events", state: state)

        // Then
        #expect(run.result.status == 0, "\(run.result.stderr)")
        #expect(run.steps.first?.kind == "start")
        #expect(run.screens.first?.images == ["OnBoarding1"])
        #expect(run.announcements == ["tutorial_finished", "login user_id=\"agent-13\"", "item_created title=\"Milk\"", "logout"])
        #expect(run.screens.last?.name == "login")
    }

    @Test("O5: replaying the first launch on the same state fails at the tutorial, which is gone, exit 1")
    func secondLaunchHasNoTutorial() throws {
        // Given
        let state = try TemporaryDirectory()
        let first = try FlowTranscript("examples/app.lua", eventsFile: "Tests/Fixtures/first-launch.events", state: state)
        try #require(first.result.status == 0)

        // When
        let second = try FlowTranscript("examples/app.lua", eventsFile: "Tests/Fixtures/first-launch.events", state: state)

        // Then
        #expect(second.result.status == 1)
        #expect(second.result.stderr.hasPrefix(
            "flowrun: Tests/Fixtures/first-launch.events:5: 'tap Continue' failed: no button 'Continue' on screen 'login' (buttons: 'Sign In')"))
        #expect(second.steps.map(\.kind) == ["start", "error"])
    }
}

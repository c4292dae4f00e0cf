import FlowBase
import FlowModules
import FlowStore
import FlowTestSupport
import FlowCore
import Testing
@testable import FlowScript

@Suite("Flow app")
struct FlowAppTests {
    @Test func modulesTheAppBuiltAreReleasedOnceOffScreen() throws {
        // Given
        let app = try FlowTestSupport.makeApp()
        weak var onboarding: OnboardingView?
        weak var add: ItemsAddScene?
        weak var list: ItemsListScene?
        weak var melodies: MelodyListView?
        do {
            let views: [any ModuleView] = [
                app.makeOnboarding {}, app.makeAddItem { _ in }, app.makeItemsList(actions: [FlowAction(title: "X") {}]),
                app.makeMelodies(),
            ]
            onboarding = views[0] as? OnboardingView
            add = views[1] as? ItemsAddScene
            list = views[2] as? ItemsListScene
            melodies = views[3] as? MelodyListView
            views.forEach(app.navigation.push)
        }

        // When
        app.navigation.replaceRoot(with: ScriptedScreen(name: "home"))

        // Then
        #expect(onboarding == nil)
        #expect(add == nil)
        #expect(list == nil)
        #expect(melodies == nil)
    }

    @Test("L4: the session's logins and logouts become announcements")
    func sessionEventsAreAnnounced() throws {
        // Given
        let app = try FlowTestSupport.makeApp()

        // When
        try app.session.begin(AuthenticatedSession(userId: "42", token: "t"))
        try app.logout()

        // Then
        #expect(app.announcements.all == [.login(userId: "42"), .logout])
        #expect(try app.store.loadToken() == nil)
    }

    @Test("O1: a new app shows the tutorial")
    func newAppShowsTheTutorial() throws {
        // Given
        let app = try FlowTestSupport.makeApp()

        // When
        let shouldShow = try app.shouldShowOnboarding()

        // Then
        #expect(shouldShow)
    }
}

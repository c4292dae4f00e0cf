import FlowBase
import FlowCoreTestSupport
import FlowModules
import FlowStore
import FlowTestSupport
import FlowCore
import Testing
@testable import FlowScript

@Suite("FlowCore screen adapters")
struct FlowCoreAdaptersTests {
    /// A completion store whose writes fail, as a full disk would.
    final class FailingCompletionStore: OnboardingCompletionStoring {
        struct DiskFull: Error, CustomStringConvertible {
            var description: String { "disk full" }
        }

        func isOnboardingCompleted() throws -> Bool { false }
        func recordOnboardingCompleted() throws { throw DiskFull() }
    }

    @Test("The preset shows every FlowCore view under its module name")
    func presetCoversEveryCoreView() throws {
        // Given
        let app = try FlowTestSupport.makeApp()
        let item = FlowTestSupport.groceries[0]
        let views: [any ModuleView] = [
            app.makeOnboarding {}, app.makeLogin { _ in },
            ErrorScreenBuilder().makeModule(title: "Oops", subtitle: "", navigator: app.navigation),
            app.makeItemsList(), app.makeItemDetails(item: item), app.makeAddItem(), app.makeMelodies(),
        ]
        let registry = ScreenAdapterRegistry.flowCore(pendingWork: PendingWork())

        // When
        let names = try views.map { try registry.adapter(for: $0).render().name }

        // Then
        #expect(names == ["onboarding", "login", "error", "items.list", "items.details", "items.add", "melodies.list"])
    }

    @Test("Tapping Sign In queues the sign-in instead of waiting for it")
    func signInIsQueued() async throws {
        // Given
        let app = try FlowTestSupport.makeApp()
        var signedIn: [String] = []
        let view = app.makeLogin { signedIn.append($0) }
        app.navigation.replaceRoot(with: view)
        let adapter = try app.adapters.adapter(for: view)
        try adapter.perform(.type(fieldID: "email", text: "agent@shield.org"))
        try adapter.perform(.type(fieldID: "password", text: "hailHydra"))

        // When
        try adapter.perform(.tap(index: 0, title: "Sign In"))
        let queued = app.pendingWork.jobNames
        let signedInBeforeSettling = signedIn
        try await app.pendingWork.settle()

        // Then
        #expect(queued == ["login: Sign In"])
        #expect(signedInBeforeSettling == [])
        #expect(signedIn == ["agent-13"])
    }

    @Test("While a sign-in is under way the host shows the login screen loading and Sign In disabled")
    func loginShowsLoadingWhileBusy() async throws {
        // Given
        let app = try FlowTestSupport.makeApp()
        let api = AuthenticatingSpy(result: .success(AuthenticatedSession(userId: "7", token: "t-7")))
        let view = app.makeLogin(api: api) { _ in }
        app.navigation.replaceRoot(with: view)
        let adapter = try app.adapters.adapter(for: view)
        var duringSignIn: Screen?
        api.duringSignIn = { duringSignIn = try? adapter.render() }
        // The closure holds the adapter, whose view holds `api`: clear it so the scene can be freed.
        defer { api.duringSignIn = {} }
        try adapter.perform(.type(fieldID: "email", text: "nick@shield.org"))
        try adapter.perform(.type(fieldID: "password", text: "patch"))

        // When
        try adapter.perform(.tap(index: 0, title: "Sign In"))
        try await app.pendingWork.settle()

        // Then
        #expect(duringSignIn?.isLoading == true)
        #expect(duringSignIn?.buttons == [ScreenButton(title: "Sign In", isEnabled: false)])
        #expect(try adapter.render().isLoading == false)
    }

    @Test("Refresh queues a load of the melodies")
    func refreshIsQueued() async throws {
        // Given
        let app = try FlowTestSupport.makeApp()
        let view = app.makeMelodies()
        let adapter = try app.adapters.adapter(for: view)

        // When
        try adapter.perform(.tap(index: 0, title: "Refresh"))
        let queued = app.pendingWork.jobNames
        try await app.pendingWork.settle()

        // Then
        #expect(queued == ["melodies.list: Refresh"])
        #expect(try adapter.render().rows.count == SampleMelodyAPI.catalog.count)
    }

    @Test("M1: selecting a melody row is refused in the event's terms: its rows cannot be selected")
    func selectingAMelodyIsRefusedInTheUsersTerms() throws {
        // Given
        let app = try FlowTestSupport.makeApp()
        let adapter = MelodyListScreenAdapter(view: app.makeMelodies()) {}

        // When
        let error = #expect(throws: AdapterActionError.self) { try adapter.perform(.select(index: 0)) }

        // Then
        #expect(error?.description == "rows on screen 'melodies.list' cannot be selected")
    }

    @Test("L3: a general error screen has only OK, and its missing secondary action cannot be chosen")
    func generalErrorHasOnlyOK() throws {
        // Given
        let app = try FlowTestSupport.makeApp()
        let view = ErrorScreenBuilder().makeModule(title: "Sign-In Unavailable", subtitle: "Later.", navigator: app.navigation)
        let adapter = ErrorScreenAdapter(view: view)

        // When
        let screen = adapter.render()

        // Then
        #expect(screen.tappableButtons.map(\.title) == ["OK"])
        #expect(throws: ErrorScreenError.noSecondaryAction(title: "Sign-In Unavailable")) {
            try adapter.perform(.chooseAlertAction(.secondary))
        }
    }

    @Test("O4: a completion that cannot be recorded shows its error and keeps the button")
    func onboardingShowsTheStoreError() throws {
        // Given
        let view = OnboardingBuilder.makeModule(imageQueue: ["Only"], completionStore: FailingCompletionStore(), output: nil)
        view.viewDidLoad()
        let adapter = OnboardingScreenAdapter(view: view)

        // When
        try adapter.perform(.tap(index: 0, title: "Start"))

        // Then
        #expect(adapter.render().labels == ["onboarding: recordOnboardingCompleted() failed: disk full"])
        #expect(adapter.render().buttons == [ScreenButton(title: "Start")])
    }

    @Test func anActionTheScreenDoesNotOfferIsRefusedNamingIt() throws {
        // Given
        let app = try FlowTestSupport.makeApp()
        let adapter = ItemsListScreenAdapter(view: app.makeItemsList())

        // When
        let error = #expect(throws: AdapterActionError.self) { try adapter.perform(.tap(index: 2, title: "Share")) }

        // Then
        #expect(error?.description == "button 'Share' on screen 'items.list' cannot be tapped")
    }
}

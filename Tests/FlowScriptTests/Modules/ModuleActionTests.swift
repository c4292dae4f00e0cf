import FlowBase
import FlowHostTestSupport
import FlowStore
import Testing
@testable import FlowScript

@Suite("A module's async screen actions, carried by the host")
struct ModuleActionTests {
    /// A view the test registers an adapter for.
    private final class ProbeView: ModuleView {
        let moduleName = "probe"
        func viewDidLoad() {}
    }

    private struct Refused: Error, Equatable, CustomStringConvertible {
        let description = "the service is down"
    }

    @Test("an action runs as pending work named for the screen and the action, the screen loading until it ends")
    func actionShowsLoadingWhileItRuns() async throws {
        // Given
        let (app, context) = try makeApp()
        let view = ProbeView()
        app.registerAdapter(ProbeView.self) { _ in ModuleScreen(Screen(name: "probe", title: ""), buttons: [FlowAction(title: "Go") {}]) }
        var loadingDuringWork: Bool?

        // When
        context.perform("Go", on: view) { loadingDuringWork = try app.adapters.adapter(for: view).render().isLoading }
        let queued = app.pendingWork.jobNames
        let loadingBeforeWork = try app.adapters.adapter(for: view).render()
        try await app.pendingWork.settle()

        // Then
        #expect(queued == ["probe: Go"])
        #expect(loadingBeforeWork.isLoading && loadingBeforeWork.buttons == [ScreenButton(title: "Go", isEnabled: false)])
        #expect(loadingDuringWork == true)
        #expect(try app.adapters.adapter(for: view).render().isLoading == false)
    }

    @Test("an action that fails is reported under its screen and action, and the loader goes off")
    func failedActionIsNamed() async throws {
        // Given
        let (app, context) = try makeApp()
        let view = ProbeView()
        app.registerAdapter(ProbeView.self) { _ in ModuleScreen(Screen(name: "probe", title: "")) }

        // When
        context.perform("Pay", on: view) { throw Refused() }
        let error = await #expect(throws: PendingWorkError.self) { try await app.pendingWork.settle() }

        // Then
        #expect(error == .failed([PendingWorkFailure(source: "probe: Pay", cause: Refused())]))
        #expect(try app.adapters.adapter(for: view).render().isLoading == false)
    }

    private func makeApp() throws -> (FlowApp, ModuleContext) {
        let registry = try FlowModuleRegistry([CounterModule()])
        let app = try FlowApp(store: try AppStateStore.inMemory(schema: registry.schema), modules: registry)
        return (app, app.moduleInstances[0].context)
    }
}

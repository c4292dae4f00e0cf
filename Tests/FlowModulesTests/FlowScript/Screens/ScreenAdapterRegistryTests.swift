import FlowHostTestSupport
import FlowModules
import FlowStore
import FlowTestSupport
import FlowCore
import Testing
@testable import FlowScript

@Suite("Screen adapter registry")
struct ScreenAdapterRegistryTests {
    /// Adapts a `FakeModuleView` by showing its module name as the title.
    struct TitleAdapter: HeadlessScreen {
        let view: FakeModuleView

        func render() -> Screen {
            Screen(name: view.moduleName, title: "adapted \(view.moduleName)")
        }

        func perform(_ action: ScreenAction) {}
    }

    @Test func registeredTypeGetsItsAdapter() throws {
        // Given
        var registry = ScreenAdapterRegistry()
        registry.register(FakeModuleView.self) { TitleAdapter(view: $0) }
        let view = FakeModuleView("items.details")

        // When
        let screen = try registry.adapter(for: view).render()

        // Then
        #expect(screen.title == "adapted items.details")
    }

    @Test func viewThatIsAHeadlessScreenNeedsNoRegistration() throws {
        // Given
        let registry = ScreenAdapterRegistry()
        let view = ScreenSpy(Fixtures.onboarding)

        // When
        let screen = try registry.adapter(for: view).render()

        // Then
        #expect(screen == Fixtures.onboarding)
    }

    @Test func unregisteredTypeFailsNamingTheTypeAndModule() {
        // Given
        let registry = ScreenAdapterRegistry()
        let view = FakeModuleView("melodies")

        // When
        let error = #expect(throws: ScreenAdapterError.self) { try registry.adapter(for: view) }

        // Then
        #expect(error?.description == "no headless screen adapter for view type 'FakeModuleView' (module 'melodies')")
    }
}

import FlowModules
import FlowStore
import FlowTestSupport
import FlowCore
import Testing
@testable import FlowScript

@Suite("Navigation stack")
struct NavigationStackTests {
    @Test func pushShowsTheViewOnTopAndRecordsIt() {
        // Given
        let stack = NavigationStack()
        stack.replaceRoot(with: FakeModuleView("items.list"))
        let details = FakeModuleView("items.details")

        // When
        stack.push(details)

        // Then
        #expect(stack.topView === details)
        #expect(stack.hierarchy == [["items.list", "items.details"]])
        #expect(stack.takeChanges() == [
            NavigationChange(kind: .replaceRoot, modules: ["items.list"]),
            NavigationChange(kind: .push, modules: ["items.details"]),
        ])
    }

    @Test func takeChangesReturnsOnlyChangesSinceTheLastCall() {
        // Given
        let stack = NavigationStack()
        stack.replaceRoot(with: FakeModuleView("items.list"))
        _ = stack.takeChanges()

        // When
        stack.push(FakeModuleView("items.details"))

        // Then
        #expect(stack.takeChanges() == [NavigationChange(kind: .push, modules: ["items.details"])])
        #expect(stack.takeChanges().isEmpty)
    }

    @Test func viewDidLoadIsCalledOnceWhenAViewIsFirstShown() {
        // Given
        let stack = NavigationStack()
        let list = FakeModuleView("items.list")
        let details = FakeModuleView("items.details")
        stack.replaceRoot(with: list)

        // When
        stack.push(details)
        stack.pop()
        stack.push(details)

        // Then
        #expect(list.loadCount == 1)
        #expect(details.loadCount == 1)
    }

    @Test("O4: a view that navigates in viewDidLoad is recorded after its own arrival")
    func navigationInsideViewDidLoadIsRecordedInOrder() {
        // Given
        let stack = NavigationStack()
        let main = FakeModuleView("items.list")
        let onboarding = FakeModuleView("onboarding") { [weak stack] in stack?.replaceRoot(with: main) }

        // When
        stack.replaceRoot(with: onboarding)

        // Then
        #expect(stack.topView === main)
        #expect(stack.takeChanges().map(\.description) == ["replaceRoot onboarding", "replaceRoot items.list"])
    }

    @Test func dismissRemovesTheWholePresentedStack() {
        // Given
        let stack = NavigationStack()
        let list = FakeModuleView("items.list")
        stack.replaceRoot(with: list)
        stack.present(FakeModuleView("items.add"))
        stack.push(FakeModuleView("items.add.confirm"))
        _ = stack.takeChanges()

        // When
        stack.dismiss()

        // Then
        #expect(stack.topView === list)
        #expect(stack.takeChanges() == [NavigationChange(kind: .dismiss, modules: ["items.add", "items.add.confirm"])])
    }

    @Test func backPopsWhileTheStackHasMoreThanOneView() throws {
        // Given
        let stack = NavigationStack()
        stack.replaceRoot(with: FakeModuleView("items.list"))
        stack.present(FakeModuleView("items.add"))
        stack.push(FakeModuleView("items.add.confirm"))
        _ = stack.takeChanges()

        // When
        try stack.back()

        // Then
        #expect(stack.hierarchy == [["items.list"], ["items.add"]])
        #expect(stack.takeChanges() == [NavigationChange(kind: .pop, modules: ["items.add.confirm"])])
    }

    @Test("back on a stack three views deep pops the top one only")
    func backOnAThreeViewStackPopsOne() throws {
        // Given
        let stack = NavigationStack()
        stack.replaceRoot(with: FakeModuleView("items.list"))
        stack.push(FakeModuleView("items.details"))
        stack.push(FakeModuleView("items.details.more"))
        _ = stack.takeChanges()

        // When
        try stack.back()

        // Then
        #expect(stack.hierarchy == [["items.list", "items.details"]])
        #expect(stack.takeChanges() == [NavigationChange(kind: .pop, modules: ["items.details.more"])])
    }

    @Test func backDismissesAPresentationShowingOneView() throws {
        // Given
        let stack = NavigationStack()
        stack.replaceRoot(with: FakeModuleView("items.list"))
        stack.present(FakeModuleView("items.add"))
        _ = stack.takeChanges()

        // When
        try stack.back()

        // Then
        #expect(stack.hierarchy == [["items.list"]])
        #expect(stack.takeChanges() == [NavigationChange(kind: .dismiss, modules: ["items.add"])])
    }

    @Test func backOnTheRootScreenFailsNamingIt() {
        // Given
        let stack = NavigationStack()
        stack.replaceRoot(with: FakeModuleView("onboarding"))

        // When
        let error = #expect(throws: NavigationError.self) { try stack.back() }

        // Then
        #expect(error == .backOnRoot(module: "onboarding"))
        #expect(error?.description == "cannot go back from 'onboarding': it is the root screen")
        #expect(!stack.canGoBack)
    }

    @Test func backWithNothingShownFails() {
        // Given
        let stack = NavigationStack()

        // When
        let error = #expect(throws: NavigationError.self) { try stack.back() }

        // Then
        #expect(error?.description == "cannot go back: no screen is shown")
    }

    @Test func popOnAPresentationsRootChangesNothingAndIsReported() {
        // Given
        let stack = NavigationStack()
        stack.replaceRoot(with: FakeModuleView("items.list"))
        stack.present(FakeModuleView("items.add"))
        _ = stack.takeChanges()

        // When
        stack.pop()

        // Then
        #expect(stack.hierarchy == [["items.list"], ["items.add"]])
        #expect(stack.takeChanges().isEmpty)
        #expect(stack.takeFailures().map(\.description) == ["cannot pop 'items.add': it is the root of its stack"])
    }

    @Test func dismissWithoutAPresentationChangesNothingAndIsReported() {
        // Given
        let stack = NavigationStack()
        stack.replaceRoot(with: FakeModuleView("items.list"))
        stack.push(FakeModuleView("items.details"))

        // When
        stack.dismiss()

        // Then
        #expect(stack.hierarchy == [["items.list", "items.details"]])
        #expect(stack.takeFailures() == [.dismissWithoutPresentation(module: "items.details")])
    }

    @Test func replaceRootDropsEveryLayer() {
        // Given
        let stack = NavigationStack()
        stack.replaceRoot(with: FakeModuleView("login"))
        stack.present(FakeModuleView("login.error"))
        let main = FakeModuleView("items.list")

        // When
        stack.replaceRoot(with: main)

        // Then
        #expect(stack.hierarchy == [["items.list"]])
        #expect(stack.topView === main)
    }

    @Test func pushOnAnEmptyHierarchyMakesTheRoot() {
        // Given
        let stack = NavigationStack()

        // When
        stack.push(FakeModuleView("onboarding"))

        // Then
        #expect(stack.hierarchy == [["onboarding"]])
        #expect(!stack.canGoBack)
    }

    @Test func theStackOwnsTheViewsItShows() {
        // Given
        let stack = NavigationStack()
        weak var details: FakeModuleView?

        // When
        do {
            let view = FakeModuleView("items.details")
            details = view
            stack.push(view)
        }

        // Then
        #expect(details != nil)
    }
}

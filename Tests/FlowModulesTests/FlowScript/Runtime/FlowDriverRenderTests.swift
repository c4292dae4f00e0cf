import FlowBase
import FlowModules
import FlowTestSupport
import Testing
@testable import FlowScript

/// A view without an adapter of its own, for counting how often the driver builds one.
private final class PlainView: ModuleView {
    let moduleName = "plain"
    func viewDidLoad() {}
}

@Suite("Flow driver: one render per step")
struct FlowDriverRenderTests {
    @Test func aStepRendersItsScreenOnce() async throws {
        // Given
        let app = try FlowTestSupport.makeApp()
        let spy = ScreenSpy(Screen(name: "spy", buttons: [ScreenButton(title: "Go")]))
        let driver = FlowDriver(app: app)
        try await driver.start { [unowned app] in app.navigation.replaceRoot(with: spy) }

        // When
        try await driver.send(.tap(title: "Go"))
        try await driver.send(.tap(title: "Go"))

        // Then: one render for the start, one for each step; the tap is checked against the step's render
        #expect(spy.renderCount == 3)
        #expect(spy.performed == [.tap(index: 0, title: "Go"), .tap(index: 0, title: "Go")])
    }

    @Test func aStepObserverReadsTheStepsScreenWithoutRenderingAgain() async throws {
        // Given
        let app = try FlowTestSupport.makeApp()
        let spy = ScreenSpy(Screen(name: "spy", buttons: [ScreenButton(title: "Go")]))
        let driver = FlowDriver(app: app)
        try await driver.start { [unowned app] in app.navigation.replaceRoot(with: spy) }

        // When
        let shown = try driver.shownScreen()

        // Then
        #expect(shown?.name == "spy")
        #expect(spy.renderCount == 1)
    }

    @Test func theAdapterOfTheViewOnTopIsBuiltOnceForAsLongAsItIsOnTop() async throws {
        // Given
        let app = try FlowTestSupport.makeApp()
        var built = 0
        app.adapters.register(PlainView.self) { view in
            built += 1
            return ModuleScreen(Screen(name: view.moduleName), buttons: [FlowAction(title: "Stay") {}])
        }
        let driver = FlowDriver(app: app)
        try await driver.start { [unowned app] in app.navigation.replaceRoot(with: PlainView()) }

        // When
        try await driver.send(.tap(title: "Stay"))
        try await driver.send(.tap(title: "Stay"))

        // Then
        #expect(built == 1)
    }

    @Test func aFlowButtonAddedToTheViewOnTopShowsAfterTheNextStep() async throws {
        // Given
        let app = try FlowTestSupport.makeApp()
        let list = app.makeItemsList()
        let driver = FlowDriver(app: app)
        try await driver.start { [unowned app] in app.navigation.replaceRoot(with: list) }
        app.addActions([FlowAction(title: "Later") {}], to: list)

        // When
        try await driver.send(.tap(title: "Delete All"))

        // Then
        #expect(driver.screen?.buttons.map(\.title) == ["Add", "Delete All", "Later"])
    }

    @Test func aTapIsResolvedByItsIndexNotByMatchingItsTitleAgain() throws {
        // Given
        var tapped: [String] = []
        let screen = ScriptedScreen(buttons: [
            FlowAction(title: "One") { tapped.append("one") }, FlowAction(title: "Two") { tapped.append("two") },
        ])
        let app = try FlowTestSupport.makeApp()
        let list = app.makeItemsList()
        app.navigation.replaceRoot(with: list)
        let adapter = try app.adapters.adapter(for: list)

        // When: the titles given are only labels
        try screen.perform(.tap(index: 1, title: "label"))
        try adapter.perform(.tap(index: 0, title: "label"))

        // Then
        #expect(tapped == ["two"])
        #expect(app.navigation.topView?.moduleName == "items.add")
    }

    @Test func aTypedEventIsMaskedAgainstTheScreenItWasAppliedTo() async throws {
        // Given: the add form's plain title field appears only after the first event
        let app = try FlowTestSupport.makeApp()
        let driver = FlowDriver(app: app)
        try await driver.start { [unowned app] in app.navigation.replaceRoot(with: app.makeItemsList()) }
        try await driver.send(.tap(title: "Add"))

        // When
        let steps = try await driver.send(.type(fieldID: "title", text: "Milk"))

        // Then: shown as typed, in the transcript and by the driver's one masking rule
        #expect(steps.first?.event == .type(fieldID: "title", text: "Milk"))
        #expect(driver.masked(.type(fieldID: "title", text: "Milk")) == .type(fieldID: "title", text: "Milk"))
        #expect(driver.masked(.type(fieldID: "nowhere", text: "Milk")) == .type(fieldID: "nowhere", text: ScreenField.mask))
    }
}

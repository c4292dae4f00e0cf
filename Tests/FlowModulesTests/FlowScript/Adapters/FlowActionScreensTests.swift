import FlowModules
import FlowStore
import FlowTestSupport
import FlowCore
import Testing
@testable import FlowScript

@Suite("Flow-defined buttons and screens")
struct FlowActionScreensTests {
    @Test func flowButtonsFollowTheCoreButtonsAndRunTheirAction() throws {
        // Given
        let app = try FlowTestSupport.makeApp()
        let list = app.makeItemsList()
        list.viewDidLoad()
        var tapped = 0
        app.addActions([FlowAction(title: "Melodies") { tapped += 1 }], to: list)
        let adapter = try app.adapters.adapter(for: list)

        // When
        let buttons = try adapter.render().buttons.map(\.title)
        try adapter.perform(.tap(index: 2, title: "Melodies"))

        // Then
        #expect(buttons == ["Add", "Delete All", "Melodies"])
        #expect(tapped == 1)
    }

    @Test func coreButtonsStillReachTheCoreScreen() async throws {
        // Given
        let app = try FlowTestSupport.makeApp()
        try app.items.returnItems(FlowTestSupport.groceries)
        let list = app.makeItemsList(actions: [FlowAction(title: "Log Out") {}])
        list.viewDidLoad()
        let adapter = try app.adapters.adapter(for: list)

        // When
        try adapter.perform(.tap(index: 1, title: "Delete All"))

        // Then
        #expect(try adapter.render().rows == [])
    }

    @Test func anErrorThrownByAFlowButtonIsTheTapsError() throws {
        // Given
        let screen = ScreenWithFlowActions(
            base: ScriptedScreen(name: "home"),
            actions: [FlowAction(title: "Fail") { throw FlowCallbackError(message: "flow.lua:9: nope") }])

        // When
        let error = #expect(throws: FlowCallbackError.self) { try screen.perform(.tap(index: 0, title: "Fail")) }

        // Then
        #expect(error?.message == "flow.lua:9: nope")
    }

    @Test func aScriptedScreenShowsItsPartsAndRunsItsButtons() throws {
        // Given
        var done = false
        let screen = ScriptedScreen(
            name: "done", title: "All Set", labels: ["You are ready."], images: ["Check"],
            buttons: [FlowAction(title: "Later", isEnabled: false) {}, FlowAction(title: "Finish") { done = true }])

        // When
        let rendered = screen.render()
        try screen.perform(.tap(index: 1, title: "Finish"))

        // Then
        #expect(rendered == Screen(
            name: "done", title: "All Set", images: ["Check"], labels: ["You are ready."],
            buttons: [ScreenButton(title: "Later", isEnabled: false), ScreenButton(title: "Finish")]))
        #expect(done)
        #expect(screen.moduleName == "done")
    }

    @Test func aScriptedScreenRefusesWhatItDoesNotShow() {
        // Given
        let screen = ScriptedScreen(name: "done")

        // When, Then
        #expect(throws: AdapterActionError.unsupportedAction(.select(index: 0), screen: "done")) {
            try screen.perform(.select(index: 0))
        }
    }
}

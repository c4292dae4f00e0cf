import Testing
@testable import FlowScript

@Suite("A module screen, kept while its view is on top")
struct ModuleScreenTests {
    /// A view's state that changes under a kept adapter.
    private final class Tally {
        var count = 0
    }

    @Test("a screen built once shows the view as it is at each render, buttons included")
    func rendersTheCurrentState() throws {
        // Given
        let tally = Tally()
        let screen = ModuleScreen(
            Screen(name: "tally", title: "Count \(tally.count)"),
            buttons: [FlowAction(title: "Add to \(tally.count)") { tally.count += 1 }])

        // When
        try screen.perform(.tap(index: 0, title: "Add to 0"))
        let shown = screen.render()

        // Then
        #expect(shown.title == "Count 1")
        #expect(shown.buttons.map(\.title) == ["Add to 1"])
    }

    @Test("a tap past the buttons is refused, naming the screen")
    func tapPastTheButtonsIsRefused() {
        // Given
        let screen = ModuleScreen(Screen(name: "tally", title: ""), buttons: [FlowAction(title: "Add") {}])

        // When, Then
        #expect(throws: AdapterActionError.unsupportedAction(.tap(index: 1, title: "Gone"), screen: "tally")) {
            try screen.perform(.tap(index: 1, title: "Gone"))
        }
    }
}

import FlowHostTestSupport
import FlowTestSupport
import Foundation
import Testing

/// Colours: on in a terminal, off with NO_COLOR, --no-color, or when stdout is not a terminal.
@Suite("flowrun run: colours", .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct ColorTests {
    private let bold = "\u{1B}[1m"

    private func finalScreen(arguments: [String] = [], environment: [String: String] = [:]) throws -> String {
        let state = try TemporaryDirectory()
        let events = try state.write("tap Next\n", to: "walk.events")
        let session = try TmuxSession(
            ["run", "Tests/Fixtures/flowrun/two-screens.lua", "--state", state.path("s"), "--events", events] + arguments,
            environment: environment)
        defer { session.close() }
        try session.waitFor("[exit 0]")
        return try session.capture(escapes: true)
    }

    @Test("In a terminal the title is bold")
    func terminalGetsColours() throws {
        // When
        let pane = try finalScreen()

        // Then
        #expect(pane.contains("\(bold)Second"))
    }

    @Test("NO_COLOR turns colours off in a terminal")
    func noColorEnvironmentTurnsColoursOff() throws {
        // When
        let pane = try finalScreen(environment: ["NO_COLOR": "1"])

        // Then
        #expect(pane.contains("│ Second"))
        #expect(!pane.contains(bold))
    }

    @Test("--no-color turns colours off in a terminal")
    func noColorFlagTurnsColoursOff() throws {
        // When
        let pane = try finalScreen(arguments: ["--no-color"])

        // Then
        #expect(pane.contains("│ Second"))
        #expect(!pane.contains(bold))
    }
}

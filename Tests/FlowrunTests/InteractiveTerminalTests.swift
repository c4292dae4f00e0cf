import FlowHostTestSupport
import FlowTestSupport
import Foundation
import Testing

/// The plain line mode (`--plain`) in a real terminal (tmux): what a person sees and types. The full-window
/// UI has its own tests, `TerminalUITests`.
@Suite("flowrun run: plain line mode in a terminal", .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct InteractiveTerminalTests {
    @Test("The frame, its image and numbered buttons; a number taps; ? helps; a failing event is shown and the session goes on; q quits with 0")
    func terminalSessionOnTwoScreens() throws {
        // Given
        let state = try TemporaryDirectory()
        let session = try TmuxSession(["run", "Tests/Fixtures/flowrun/two-screens.lua", "--state", state.path("s"), "--plain"])
        defer { session.close() }
        let first = try session.waitFor("? for help, q to quit.")
        #expect(first.contains("┌"))
        #expect(first.contains("│ Welcome"))
        #expect(first.contains("│ [image: OnBoarding2]"))
        #expect(first.contains("│ [1] Next"))

        // When: help, a button's number, an event line that fails, an event line that works
        try session.type("?")
        try session.waitFor("type <secure field id>  read a secure field's text without echo")
        try session.type("1")
        try session.waitFor("│ Second")
        try session.type("tap Nowhere")
        try session.waitFor("flowrun: 'tap Nowhere' failed: no button 'Nowhere' on screen 'second'")
        try session.type("back")
        let afterBack = try session.waitFor("> back\n┌")

        // Then
        let lastFrame = afterBack.components(separatedBy: "> back").last ?? ""
        #expect(lastFrame.contains("│ Welcome"))
        #expect(lastFrame.contains("│ [1] Next"))

        // When
        try session.type("q")

        // Then
        try session.waitFor("[exit 0]")
    }

    @Test("A flow script error in the terminal is reported with its script line, and the session goes on")
    func callbackErrorKeepsSessionAlive() throws {
        // Given
        let state = try TemporaryDirectory()
        let session = try TmuxSession(["run", "Tests/Fixtures/flowrun/two-screens.lua", "--state", state.path("s"), "--plain"])
        defer { session.close() }
        try session.waitFor("? for help, q to quit.")
        try session.type("1")
        try session.waitFor("│ Second")

        // When
        try session.type("tap Explode")

        // Then
        try session.waitFor("two-screens.lua:3: the fuse was lit")
        try session.type("back")
        try session.waitFor("> back\n┌")
        try session.type("q")
        try session.waitFor("[exit 0]")
    }
    @Test("L1: type password alone reads the password hidden; neither the pane nor the transcript shows it; the number taps Sign In")
    func secureFieldIsReadWithoutEcho() throws {
        // Given
        let state = try TemporaryDirectory()
        let transcript = state.path("session.jsonl")
        let session = try TmuxSession(
            ["run", "scripts/login.lua", "--state", state.path("s"), "--plain", "--transcript", "json", "--output", transcript])
        defer { session.close() }
        let form = try session.waitFor("? for help, q to quit.")
        #expect(form.contains("│ Sign In"))
        #expect(form.contains("│ Email (email): <name@example.com>"))

        // When
        try session.type("type email agent@shield.org")
        try session.waitFor("│ Email (email): agent@shield.org")
        try session.type("type password")
        try session.waitFor("> type password\nPassword (hidden):")
        try session.type("hailHydra")
        let typed = try session.waitFor("│ Password (password): ********")
        try session.type("1")
        let signedIn = try session.waitFor("│ Signed in as agent-13")

        // Then
        #expect(!typed.contains("hailHydra"))
        #expect(!signedIn.contains("hailHydra"))
        #expect(signedIn.contains("» login user_id=\"agent-13\""))

        // When: the terminal echoes again after the secret was read
        try session.type("help")

        // Then
        #expect(try session.waitFor("Commands:").contains("> help"))
        try session.type("q")
        try session.waitFor("[exit 0]")
        let recorded = try String(contentsOfFile: transcript, encoding: .utf8)
        #expect(!recorded.contains("hailHydra"))
        let steps = try TranscriptLine.parse(recorded)
        #expect(steps.compactMap(\.event) == ["type email agent@shield.org", "type password ********", "tap Sign In"])
    }

    @Test("The frame follows the terminal's width when the window is resized")
    func frameFollowsAResizedTerminal() throws {
        // Given
        let state = try TemporaryDirectory()
        let session = try TmuxSession(
            ["run", "Tests/Fixtures/flowrun/two-screens.lua", "--state", state.path("s"), "--plain"], width: 100)
        defer { session.close() }
        let wide = try session.waitFor("? for help, q to quit.")
        #expect(wide.contains("┌" + String(repeating: "─", count: 70) + "┐"))

        // When
        try session.resize(width: 30)
        try session.type("1")

        // Then
        let narrow = try session.waitFor("│ Second")
        let frame = narrow.components(separatedBy: "> 1").last ?? ""
        #expect(frame.contains("┌" + String(repeating: "─", count: 28) + "┐"))
        #expect(frame.split(separator: "\n").allSatisfy { $0.count <= 30 })
        try session.type("q")
        try session.waitFor("[exit 0]")
    }

    @Test("The end of input (Ctrl-D) leaves the session with 0")
    func endOfInputQuits() throws {
        // Given
        let state = try TemporaryDirectory()
        let session = try TmuxSession(["run", "Tests/Fixtures/flowrun/two-screens.lua", "--state", state.path("s"), "--plain"])
        defer { session.close() }
        try session.waitFor("? for help, q to quit.")

        // When
        try session.sendControlD()

        // Then
        try session.waitFor("[exit 0]")
    }

    @Test("In a terminal, --transcript without --output is a usage error: the screen would draw over it")
    func interactiveTranscriptNeedsOutput() throws {
        // Given
        let state = try TemporaryDirectory()

        // When
        let session = try TmuxSession(
            ["run", "Tests/Fixtures/flowrun/two-screens.lua", "--state", state.path("s"), "--transcript", "json"])
        defer { session.close() }

        // Then
        let pane = try session.waitFor("[exit 2]")
        #expect(pane.contains("flowrun: in the interactive mode, --transcript needs --output FILE"))
    }
}

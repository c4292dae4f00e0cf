import FlowHostTestSupport
import FlowTestSupport
import Foundation
import Testing

/// `flowrun run --watch` in the full-window terminal UI (tmux): a script edited in the test redraws the screen in
/// place, and the status line tells how the reload went.
@Suite("flowrun run --watch: terminal UI", .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct TerminalUIWatchTests {
    /// A watch session on `folder/flow.lua`, on the second screen.
    private func onSecondScreen(in folder: TemporaryDirectory) throws -> TmuxSession {
        let flow = try folder.write(WatchFixture.flow(), to: "flow.lua")
        let session = try TmuxSession(["run", flow, "--watch", "--fresh", "--state", folder.path("s")], width: 200)
        try session.waitFor(" Welcome")
        try session.press("Enter")
        try session.waitFor("✓ tap Next")
        return session
    }

    @Test("An edit redraws the screen in place, in the new script, the status line saying so; keys go to the new session")
    func editRedrawsInPlace() throws {
        // Given
        let folder = try TemporaryDirectory()
        let session = try onSecondScreen(in: folder)
        defer { session.close() }

        // When
        _ = try folder.write(WatchFixture.flow(title: "Second, edited"), to: "flow.lua")

        // Then: the status line is drawn after the screen, so once it shows the reload the screen is the new one
        let pane = try session.waitFor("flow.lua changed: reloaded, 1 event replayed")
        #expect(pane.contains(" Second, edited"))
        #expect(pane.contains("[▸Stay ]"))

        // When
        try session.press("Escape")

        // Then
        try session.waitFor("✓ back")
        try session.waitFor(" Welcome")
        try session.typeText("q")
        try session.waitFor("[exit 0]")
    }

    @Test("A syntax error is told in the status line with its file and line; the last good screen stays and takes keys")
    func syntaxErrorKeepsTheScreen() throws {
        // Given
        let folder = try TemporaryDirectory()
        let session = try onSecondScreen(in: folder)
        defer { session.close() }

        // When
        _ = try folder.write("return function(app)\n  local = 1\nend\n", to: "flow.lua")

        // Then
        let pane = try session.waitFor("✗ Not reloaded:")
        #expect(pane.contains("flow.lua:2: <name> expected near '=' (the last good screen stays)"))
        #expect(pane.contains(" Second"))

        // When: the last good session goes on, then the script is fixed
        try session.press("Enter")
        try session.waitFor("✓ tap Stay")
        _ = try folder.write(WatchFixture.flow(title: "Fixed"), to: "flow.lua")

        // Then: both events were kept and replayed
        let fixed = try session.waitFor("reloaded, 2 events replayed")
        #expect(fixed.contains(" Fixed"))
        try session.typeText("q")
        try session.waitFor("[exit 0]")
    }

    @Test("A replay that diverges names the event that failed in the status line, on the screen it stopped on")
    func divergentReplayIsTold() throws {
        // Given
        let folder = try TemporaryDirectory()
        let session = try onSecondScreen(in: folder)
        defer { session.close() }

        // When
        _ = try folder.write(WatchFixture.flow(next: "Onward"), to: "flow.lua")

        // Then
        let pane = try session.waitFor("✗ Replay stopped at event 1 of 1:")
        #expect(pane.contains("'tap Next' failed: no button 'Next' on screen 'first' (buttons: 'Onward')"))
        #expect(pane.contains(" Welcome"))
        #expect(pane.contains("[▸Onward ]"))
        try session.typeText("q")
        try session.waitFor("[exit 0]")
    }
}

import FlowHostTestSupport
import FlowTestSupport
import Foundation
import Testing

/// `flowrun run --watch --plain` in a real terminal (tmux): a script edited in the test changes the screen without
/// a key pressed. The full-window UI has its own tests, `TerminalUIWatchTests`.
@Suite("flowrun run --watch: plain line mode", .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct InteractiveWatchTests {
    /// A watch session on `folder/flow.lua`, on the second screen.
    private func onSecondScreen(in folder: TemporaryDirectory) throws -> TmuxSession {
        let flow = try folder.write(WatchFixture.flow(), to: "flow.lua")
        let session = try TmuxSession(["run", flow, "--plain", "--watch", "--fresh", "--state", folder.path("s")])
        try session.waitFor("? for help, q to quit.")
        try session.type("1")
        try session.waitFor("│ Second ")
        return session
    }

    /// The pane's text after the last occurrence of `marker`.
    private func after(_ marker: String, in pane: String) -> String {
        pane.components(separatedBy: marker).last ?? ""
    }

    @Test("An edit redraws the screen the events led to, in the new script, and shows the prompt again; q quits")
    func editRedrawsWithoutAKey() throws {
        // Given
        let folder = try TemporaryDirectory()
        let session = try onSecondScreen(in: folder)
        defer { session.close() }

        // When
        _ = try folder.write(WatchFixture.flow(title: "Second, edited"), to: "flow.lua")

        // Then
        let pane = try session.waitFor("│ Second, edited")
        let reload = after("reloaded, 1 event replayed", in: pane)
        #expect(reload.contains("│ [1] Stay"))
        #expect(reload.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix(">"), "the prompt is shown again")

        // When: the new session takes the events
        try session.type("back")
        try session.waitFor("> back\n┌")
        try session.type("q")

        // Then
        try session.waitFor("[exit 0]")
    }

    @Test("A syntax error shows its file and line and keeps the last good screen, which still takes events")
    func syntaxErrorKeepsTheScreen() throws {
        // Given
        let folder = try TemporaryDirectory()
        let session = try onSecondScreen(in: folder)
        defer { session.close() }

        // When
        _ = try folder.write("return function(app)\n  local = 1\nend\n", to: "flow.lua")

        // Then
        let pane = try session.waitFor("the flow did not reload").replacingOccurrences(of: "\n", with: "")
        #expect(pane.contains("flow.lua:2: <name> expected near '='"))
        #expect(pane.contains("(the last good screen stays; save again to retry)"))

        // When: the last good session goes on, then the script is fixed
        try session.type("tap Stay")
        try session.waitFor("> tap Stay\n┌")
        _ = try folder.write(WatchFixture.flow(title: "Fixed"), to: "flow.lua")

        // Then: both events were kept and replayed
        try session.waitFor("reloaded, 2 events replayed")
        try session.waitFor("│ Fixed")
        try session.type("q")
        try session.waitFor("[exit 0]")
    }

    @Test("A replay that diverges shows the event that failed and the screen it stopped on")
    func divergentReplayShowsTheFailedEvent() throws {
        // Given
        let folder = try TemporaryDirectory()
        let session = try onSecondScreen(in: folder)
        defer { session.close() }

        // When
        _ = try folder.write(WatchFixture.flow(next: "Onward"), to: "flow.lua")

        // Then
        let pane = try session.waitFor("the replay stopped at event 1 of 1")
        // The message is longer than the pane is wide.
        #expect(pane.replacingOccurrences(of: "\n", with: "")
            .contains("'tap Next' failed: no button 'Next' on screen 'first' (buttons: 'Onward')"))
        let stopped = try session.waitFor("│ [1] Onward")
        #expect(after("the replay stopped", in: stopped).contains("│ Welcome"))
        try session.type("q")
        try session.waitFor("[exit 0]")
    }

    @Test("A flow file deleted and created again later, as some editors save, is reported missing, then reloaded")
    func deletedAndRecreatedFlowReloads() throws {
        // Given
        let folder = try TemporaryDirectory()
        let session = try onSecondScreen(in: folder)
        defer { session.close() }

        // When: the file is gone for longer than a save's burst
        try FileManager.default.removeItem(atPath: folder.path("flow.lua"))

        // Then
        try session.waitFor("the flow did not reload")

        // When
        _ = try folder.write(WatchFixture.flow(title: "Recreated"), to: "flow.lua")

        // Then
        let pane = try session.waitFor("│ Recreated")
        #expect(pane.contains("reloaded, 1 event replayed"))
        try session.type("q")
        try session.waitFor("[exit 0]")
    }
}

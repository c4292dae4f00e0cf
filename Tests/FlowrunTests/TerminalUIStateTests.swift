import FlowHostTestSupport
import FlowStore
import FlowTestSupport
import Foundation
import Testing

/// Whose state the full-window terminal UI writes: a plain run saves into the user's state file as the flow goes
/// (its player drives the launch `flowrun run` made over that file), a `--watch` run never writes it (its player
/// works on copies) (tmux).
@Suite("flowrun run: terminal UI state", .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct TerminalUIStateTests {
    /// Signs in on the login screen of `session` and waits for the signed-in screen.
    private func signIn(_ session: TmuxSession) throws {
        try session.waitFor(" Sign In")
        try session.typeText("agent@shield.org")
        try session.press("Tab")
        try session.waitFor("✓ type email agent@shield.org")
        try session.typeText("hailHydra")
        try session.press("Enter")
        try session.waitFor("✓ type password ********")
        try session.press("Enter")
        try session.waitFor("Signed in as agent-13")
    }

    @Test("A run saves the sign-in to the state file; a --watch run's log-out leaves the file as it was")
    func plainRunWritesTheStateAndWatchDoesNot() throws {
        // Given an empty state folder
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let state = URL(fileURLWithPath: folder.path("s"), isDirectory: true)

        // When a plain run signs in and quits
        let run = try TmuxSession(["run", "scripts/login.lua", "--fresh", "--state", state.path])
        defer { run.close() }
        try signIn(run)
        try run.typeText("q")
        try run.waitFor("[exit 0]")

        // Then the state file holds the session
        #expect(try AppStateStore(directory: state).persistedState().hasToken)

        // When a --watch run over that file signs in, logs out and quits
        let watching = try TmuxSession(["run", "scripts/login.lua", "--watch", "--state", state.path])
        defer { watching.close() }
        try signIn(watching)
        try watching.press("Enter")
        try watching.waitFor("✓ tap Log Out")
        // The focus is in the email field again, where q is text.
        try watching.sendControlD()
        try watching.waitFor("[exit 0]")

        // Then the state file still holds the session
        #expect(try AppStateStore(directory: state).persistedState().hasToken)
    }
}

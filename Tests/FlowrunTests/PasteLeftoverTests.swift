import FlowHostTestSupport
import FlowTestSupport
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Issue 26, item 11: "after a kill the unread rest of a paste reaches the shell". A paste the terminal UI has
/// not read yet (it reads keys one at a time, and none while a tap's Lua runs) waits in the terminal's input
/// queue; when the UI ends, by its own `q` or by a signal, that queue is dropped, so the shell that takes the
/// terminal back never reads it as typing.
@Suite("flowrun run: the unread rest of a paste never reaches the shell",
       .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct PasteLeftoverTests {
    /// Starts the flow from an interactive shell and taps Spin: from here on, nothing is read for 3 s.
    private func startSpinning(in folder: TemporaryDirectory) throws -> TmuxSession {
        let session = try TmuxSession(interactiveShellWidth: 120, height: 30)
        try session.waitUntil("the prompt") { $0.first == "$" }
        try session.type("cd \(folder.url.path) && \(PackagePaths.flowrunBinary.path) run flow.lua --state s")
        try session.waitFor("Spin")
        try session.waitUntil("the UI") { $0.contains { $0.contains("▸") } }
        try session.press("Enter")
        // The tap is read before the paste arrives, so the paste waits in the terminal's queue.
        Thread.sleep(forTimeInterval: 0.5)
        return session
    }

    /// Once the shell has its prompt back, runs a command there and returns the pane after its output.
    private func shellPane(_ session: TmuxSession) throws -> String {
        try session.waitUntil("the shell's prompt") { $0.last { !$0.isEmpty }?.hasPrefix("$") == true }
        try session.type("echo shell-$((1 + 1))-ready")
        return try session.waitFor("shell-2-ready")
    }

    @Test("Killed while a tap runs, the UI drops the paste waiting behind it: the shell reads none of it")
    func killedMidPaste() throws {
        // Given a tap running, and a paste sent meanwhile
        let folder = try SpinningFlow.project(spinningFor: 3)
        let session = try startSpinning(in: folder)
        defer { session.close() }
        try session.paste("echo leftover-$((6 * 7))\n")
        // When flowrun is killed (SIGTERM, as `kill` does)
        let shell = try session.format("#{pane_pid}")
        let children = try String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)
        let flowrun = try #require(children.split(separator: " ").compactMap { pid_t($0) }.first)
        kill(flowrun, SIGTERM)
        // Then the shell gets the terminal back without the paste, neither run nor on its command line
        let pane = try shellPane(session)
        #expect(!pane.contains("leftover"), "\(pane)")
    }

    @Test("Quit with q while a paste waits behind the key, the UI drops the paste: the shell reads none of it")
    func quitMidPaste() throws {
        // Given a tap running, then q typed, then a paste
        let folder = try SpinningFlow.project(spinningFor: 3)
        let session = try startSpinning(in: folder)
        defer { session.close() }
        try session.typeText("q")
        try session.paste("echo leftover-$((6 * 7))\n")
        // When the tap ends, the UI reads q and leaves
        // Then the shell gets the terminal back without the paste
        let pane = try shellPane(session)
        #expect(!pane.contains("leftover"), "\(pane)")
    }
}

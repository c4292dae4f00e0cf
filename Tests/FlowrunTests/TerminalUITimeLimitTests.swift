import FlowTestSupport
import Foundation
import Testing

/// `--time-limit` ends the process from its watchdog's thread while the terminal UI's thread is stuck in a
/// step, so the UI never leaves through its own code: the terminal must still be given back as it was.
@Suite("flowrun run: a time limit hit in the terminal UI gives the terminal back",
       .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct TerminalUITimeLimitTests {
    @Test("A tap that outlives --time-limit ends the run with the message on the shell's screen, the terminal cooked",
          arguments: ["--watch", "", "--plain"])
    func timeLimitRestoresTheTerminal(mode: String) throws {
        // Given a flow whose one button keeps Lua busy for 5 s, run in the UI with a 1 s limit per event
        let folder = try SpinningFlow.project(spinningFor: 5)
        let session = try TmuxSession(interactiveShellWidth: 120, height: 30)
        defer { session.close() }
        try session.waitUntil("the prompt") { $0.first == "$" }
        try session.type(
            "cd \(folder.url.path) && \(PackagePaths.flowrunBinary.path) run flow.lua \(mode) --state s --time-limit 1; echo exit=$?")

        // When the tap overruns the limit
        if mode == "--plain" {
            try session.waitFor("Spin")
            try session.type("tap Spin")
        } else {
            try session.waitUntil("the UI") { $0.contains { $0.contains("▸") } }
            try session.press("Enter")
        }

        // Then the shell has the terminal back: the message and the status are on its screen, and the mode is
        // cooked again (canonical input and echo on)
        let pane = try session.waitFor("exit=1")
        #expect(pane.contains("1 s"), "\(pane)")
        try session.waitUntil("the shell's prompt") { $0.last { !$0.isEmpty }?.hasPrefix("$") == true }
        try session.type("stty -a | tr ' ' '\\n' | grep -x -e '-\\?icanon' -e '-\\?echo' | tr '\\n' ' '; echo :mode")
        let stty = try session.waitFor(":mode")
        #expect(stty.contains("icanon echo :mode"), "\(stty)")
    }
}

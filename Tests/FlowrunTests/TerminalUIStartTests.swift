import FlowHostTestSupport
import FlowTestSupport
import Foundation
import Testing

/// How the full-window terminal UI ends when the flow's start fails, the player's typed failure mapped to the
/// run's exit status and message, with the run and under `--watch` alike (tmux).
@Suite("flowrun run: terminal UI start", .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct TerminalUIStartTests {
    @Test("A start that fails ends the UI with the script's line and exit 1, its transcript written", arguments: [false, true])
    func failedStartExitsOneWithItsTranscript(watching: Bool) throws {
        // Given a flow whose start raises
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let flow = try folder.write("return function(app)\n  error('no start today')\nend\n", to: "flow.lua")
        let transcript = folder.path("transcript.txt")

        // When it runs in the terminal UI
        let session = try TmuxSession(
            ["run", flow, "--fresh", "--state", folder.path("s"), "--transcript", "text", "--output", transcript]
                + (watching ? ["--watch"] : []), width: 200)
        defer { session.close() }

        // Then the run ends with the error's file and line and exit 1, and the transcript ends with the error
        let pane = try session.waitFor("[exit 1]")
        #expect(pane.contains("flowrun: the flow's start failed: "), "\(pane)")
        #expect(pane.contains("flow.lua:2: no start today"), "\(pane)")
        let written = try String(contentsOfFile: transcript, encoding: .utf8)
        #expect(written.contains("no start today"), "\(written)")
    }
}

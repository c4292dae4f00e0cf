import FlowHostTestSupport
import FlowTestSupport
import Foundation
import Testing

/// A flow's `print` output is text: in a terminal it goes through the terminal sanitiser, so an escape
/// sequence printed at start or in a button's callback retitles nothing; redirected to a file it is kept as
/// it is, data for whoever reads the file.
@Suite("flowrun run: printed output", .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct PrintedTextTests {
    /// A flow that prints an OSC 2 (set the title) sequence at start and when its button is tapped.
    private static let flow = """
        return function(app)
          print("start\\27]2;STARTED\\7")
          local function home()
            return app.screen{ name = "home", title = "Home", buttons = { { title = "Go", action = function()
              print("tap\\27]2;TAPPED\\7")
              app.nav:replace_root(app.screen{ name = "done", title = "Tapped" })
            end } } }
          end
          app.nav:replace_root(home())
        end

        """

    @Test("in the full-window UI, an OSC sequence printed at start or in a button's callback does not retitle the terminal")
    func fullWindowUIPrintsText() throws {
        // Given
        let folder = try TemporaryDirectory()
        let flow = try folder.write(Self.flow, to: "osc.lua")
        let session = try TmuxSession(["run", flow, "--state", folder.path("s")], width: 100, height: 20)
        defer { session.close() }
        let before = try session.format("#{pane_title}")
        try session.waitFor("[▸Go ]")

        // When
        try session.press("Enter")
        try session.waitFor(" Tapped")
        let titled = try session.format("#{pane_title}")
        try session.typeText("q")
        try session.waitFor("[exit 0]")

        // Then: the line printed before the UI took the screen stays as text, and the title never changed
        #expect(try session.capture().contains(#"start\027]2;STARTED\007"#))
        #expect(titled == before)
        #expect(try session.format("#{pane_title}") == before)
    }

    @Test("in the events mode, printed output is sanitised on a terminal's stderr and kept raw in a redirected one")
    func eventsModeSanitisesOnlyTerminals() throws {
        // Given
        let folder = try TemporaryDirectory()
        let flow = try folder.write(Self.flow, to: "osc.lua")
        let session = try TmuxSession(interactiveShellWidth: 120, height: 30)
        defer { session.close() }
        try session.waitUntil("the prompt") { $0.first == "$" }
        let before = try session.format("#{pane_title}")

        // When: stderr the terminal, then a file
        try session.type("printf 'tap Go\\n' | \(PackagePaths.flowrunBinary.path) run \(flow) --state \(folder.path("s")) >/dev/null")
        try session.waitFor(#"tap\027]2;TAPPED\007"#)
        let redirected = try FlowrunProcess.run(["run", flow, "--state", folder.path("r")], events: "tap Go\n")

        // Then
        #expect(try session.format("#{pane_title}") == before)
        #expect(try session.capture().contains(#"start\027]2;STARTED\007"#))
        #expect(redirected.stderr.contains("tap\u{1B}]2;TAPPED\u{07}"), "\(redirected.stderr)")
    }
}

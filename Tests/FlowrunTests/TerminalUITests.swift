import FlowHostTestSupport
import FlowScript
import FlowTerminal
import FlowTestSupport
import FlowTooling
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The full-window terminal UI in a real terminal (tmux): keys in, the pane captured, as a person would
/// use it. The plain line mode has its own tests, `InteractiveTerminalTests`.
@Suite("flowrun run: terminal UI", .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct TerminalUITests {
    private static let twoScreens = "Tests/Fixtures/flowrun/two-screens.lua"

    /// Waits until the visible pane satisfies `condition`, and returns its lines.
    @discardableResult
    private func waitUntil(
        _ session: TmuxSession, _ what: String, escapes: Bool = false, _ condition: ([String]) -> Bool
    ) throws -> [String] {
        let deadline = Date().addingTimeInterval(20)
        var lines: [String] = []
        while Date() < deadline {
            lines = try session.visibleLines(escapes: escapes)
            if condition(lines) {
                return lines
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw TmuxError.timedOut(waitingFor: what, pane: lines.joined(separator: "\n"))
    }

    @Test("Full width, redrawn in place on the alternate screen; digits tap nothing; q leaves the screen as it was")
    func fullWidthRedrawnInPlace() throws {
        // Given
        let state = try TemporaryDirectory()
        let session = try TmuxSession(["run", Self.twoScreens, "--state", state.path("s")], width: 100, height: 20)
        defer { session.close() }
        let first = try session.waitFor(" Welcome")

        // Then: the title bar spans the 100 columns, the screen's name at its right edge
        let titleBar = first.split(separator: "\n").first { $0.hasPrefix(" Welcome") } ?? ""
        #expect(titleBar.hasSuffix("first"))
        #expect(titleBar.count == 99)
        #expect(first.contains("[▸Next ]"))
        #expect(first.contains("↑↓/Tab move  Enter activate  Esc back  : command  ? help  q quit"))

        // When: a digit does not tap the button; Enter does
        try session.typeText("1")
        try session.press("Enter")

        // Then: the second screen replaces the first in place
        let second = try session.waitFor(" Second")
        #expect(!second.contains("Welcome"))
        #expect(second.contains("✓ tap Next"))

        // When
        try session.typeText("q")

        // Then: back on the normal screen, which holds nothing the UI drew
        let after = try session.waitFor("[exit 0]")
        #expect(!after.contains("Second"))
    }

    @Test("A resized window is redrawn at once at its new width (SIGWINCH)")
    func resizeRedraws() throws {
        // Given
        let state = try TemporaryDirectory()
        let session = try TmuxSession(["run", Self.twoScreens, "--state", state.path("s")], width: 100, height: 20)
        defer { session.close() }
        try session.waitFor(" Welcome")

        // When: no key is pressed after the resize
        try session.resize(width: 50, height: 15)

        // Then
        let lines = try waitUntil(session, "a 50-column title bar") { lines in
            lines.first { $0.hasPrefix(" Welcome") }?.count == 49
        }
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 50 })
        #expect(lines.contains { $0.contains("[▸Next ]") })
        try session.typeText("q")
        try session.waitFor("[exit 0]")
    }

    @Test("Arrow keys move the focus, typing edits a field in place (a secure one masked), Enter signs in; the transcript has the same events as the line mode")
    func typingIntoFields() throws {
        // Given
        let state = try TemporaryDirectory()
        let transcript = state.path("session.jsonl")
        let record = state.path("session.events")
        let spec = state.path("session_spec.lua")
        let session = try TmuxSession([
            "run", "scripts/login.lua", "--state", state.path("s"), "--transcript", "json", "--output", transcript,
            "--record", record, "--record-spec", spec,
        ])
        defer { session.close() }
        let form = try session.waitFor(" Sign In")
        #expect(form.contains("▸ Email"))

        // When: the Up arrow is a key, not an event line
        try session.press("Down", "Up")
        try session.typeText("agent@shield.org")
        try session.waitFor("agent@shield.org")
        try session.press("Tab")

        // Then
        try session.waitFor("✓ type email agent@shield.org")
        #expect(try session.capture().contains("▸ Password"))

        // When
        try session.typeText("hailHydra")
        // One mask, the same typed as applied: it tells nothing of the password's length.
        let typing = try session.waitFor("[•••••••• ")
        #expect(!typing.contains("•••••••••"))
        try session.press("Enter")
        let applied = try session.waitFor("✓ type password ********")
        #expect(applied.contains("Password  [•••••••• "))
        try session.press("Enter")

        // Then
        // The status line is drawn after the screen: wait for it, not only for the title.
        let signedIn = try session.waitFor("» login user_id=\"agent-13\"")
        #expect(!typing.contains("hailHydra"))
        #expect(!signedIn.contains("hailHydra"))
        #expect(signedIn.contains("Signed in as agent-13"))
        try session.typeText("q")
        let after = try session.waitFor("[exit 0]")
        // What the recorder says at the end is printed after the UI left the alternate screen, so it stays.
        #expect(after.contains("flowrun: recorded 3 events in \(record)"))
        #expect(after.contains("flowrun: wrote the spec skeleton \(spec)"))
        #expect(!(try String(contentsOfFile: spec, encoding: .utf8)).contains("hailHydra"))
        let recorded = try String(contentsOfFile: transcript, encoding: .utf8)
        #expect(!recorded.contains("hailHydra"))
        let steps = try TranscriptLine.parse(recorded)
        #expect(steps.compactMap(\.event) == ["type email agent@shield.org", "type password ********", "tap Sign In"])
        let events = try String(contentsOfFile: record, encoding: .utf8)
        let recordedEvents = events.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }
        #expect(recordedEvents == ["type email agent@shield.org", "type password ?", "tap Sign In"])
        #expect(!events.contains("hailHydra"))
    }

    @Test("Esc goes back, and so does Backspace on a button; the key footer says so")
    func escapeGoesBack() throws {
        // Given
        let state = try TemporaryDirectory()
        let session = try TmuxSession(["run", Self.twoScreens, "--state", state.path("s")])
        defer { session.close() }
        try session.waitFor(" Welcome")
        try session.press("Enter")
        #expect(try session.waitFor(" Second").contains("Esc back"))

        // When
        try session.press("Escape")

        // Then
        try session.waitFor("✓ back")
        try session.press("Enter")
        try session.waitFor(" Second")
        try session.press("BSpace")
        try waitUntil(session, "the first screen again") { $0.contains { $0.hasPrefix(" Welcome") } }
        try session.typeText("q")
        try session.waitFor("[exit 0]")
    }

    @Test("The : command line completes verbs and titles with Tab, recalls history with Up, closes with Esc Esc; errors show in the status line")
    func commandLineCompletesAndRemembers() throws {
        // Given
        let state = try TemporaryDirectory()
        let session = try TmuxSession(["run", Self.twoScreens, "--state", state.path("s")])
        defer { session.close() }
        try session.waitFor(" Welcome")

        // When: `ta` Tab completes the verb, `N` Tab the button's title
        try session.typeText(":ta")
        try session.press("Tab")
        // (tmux drops the trailing space of the captured line)
        try session.waitFor(":tap")
        try session.typeText("N")
        try session.press("Tab")
        try session.waitFor(":tap Next")
        try session.press("Enter")

        // Then
        try session.waitFor(" Second")

        // When: Up recalls the last command, which has no button here
        try session.typeText(":")
        try session.press("Up")
        try session.waitFor(":tap Next")
        try session.press("Enter")

        // Then: the error is shown in place and the session goes on
        try session.waitFor("✗ 'tap Next' failed: no button 'Next' on screen 'second'")

        // When: Escape twice closes a command line without running it
        try session.typeText(":back")
        try session.press("Escape", "Escape")

        // Then
        try session.waitFor("Command line closed.")
        #expect(try session.capture().contains(" Second"))
        try session.typeText(":tap Explode")
        try session.press("Enter")
        try session.waitFor("two-screens.lua:3: the fuse was lit")
        try session.typeText(":q")
        try session.press("Enter")
        try session.waitFor("[exit 0]")
    }

    @Test("Wide characters (☕, 日本語) keep every line, and the title bar, exactly the terminal's width")
    func wideCharactersStayAligned() throws {
        // Given
        let state = try TemporaryDirectory()
        let session = try TmuxSession(
            ["run", "Tests/Fixtures/flowrun/wide-characters.lua", "--state", state.path("s")], width: 60, height: 16)
        defer { session.close() }

        // When
        let lines = try waitUntil(session, "the wide screen") { $0.contains { $0.contains("注文") } }

        // Then
        let titleBar = lines.first { $0.hasPrefix(" ☕ Café 日本語") } ?? ""
        #expect(titleBar.hasSuffix("wide"))
        #expect(DisplayWidth.of(titleBar) == 59)
        #expect(lines.contains { $0.contains("[▸注文 ☕ ]  [ Plain ]") })
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 60 })
        try session.typeText("q")
        try session.waitFor("[exit 0]")
    }

    @Test("NO_COLOR keeps the focus visible with reverse video but uses no colour; without it the focus is coloured")
    func noColorUsesAttributesOnly() throws {
        for noColor in [true, false] {
            // Given
            let state = try TemporaryDirectory()
            let session = try TmuxSession(
                ["run", Self.twoScreens, "--state", state.path("s")], environment: noColor ? ["NO_COLOR": "1"] : [:])
            defer { session.close() }
            try session.waitFor(" Welcome")

            // When
            let styled = try session.visibleLines(escapes: true).joined(separator: "\n")

            // Then
            let parameters = Self.sgrParameters(styled)
            let colours = parameters.filter { (30...37).contains($0) || (90...97).contains($0) || $0 == 38 }
            #expect(parameters.contains(7))
            #expect(colours.isEmpty == noColor)
            try session.typeText("q")
            try session.waitFor("[exit 0]")
        }
    }

    @Test("? shows every key over the screen; the next key closes it")
    func helpOverlay() throws {
        // Given
        let state = try TemporaryDirectory()
        let session = try TmuxSession(["run", Self.twoScreens, "--state", state.path("s")])
        defer { session.close() }
        try session.waitFor(" Welcome")

        // When
        try session.typeText("?")

        // Then
        // The overlay is drawn top down: wait for a line of its body, not only for its top border.
        let help = try session.waitFor("undo a field's edit, else go back")
        #expect(help.contains("╭─ Keys ─"))
        try session.press("Space")
        try waitUntil(session, "the help closed") { !$0.joined().contains("╭─ Keys ─") }
        try session.press("C-c")
        try session.waitFor("[exit 0]")
    }

    @Test("TERM=dumb gets the plain line mode")
    func dumbTerminalGetsThePlainMode() throws {
        // Given
        let state = try TemporaryDirectory()

        // When
        let session = try TmuxSession(["run", Self.twoScreens, "--state", state.path("s")], environment: ["TERM": "dumb"])
        defer { session.close() }

        // Then
        let pane = try session.waitFor("? for help, q to quit.")
        #expect(pane.contains("│ [1] Next"))
        try session.type("q")
        try session.waitFor("[exit 0]")
    }

    @Test("An item titled with escape sequences, saved in the state file, is shown as text when its details open: the title bar runs nothing")
    func savedEscapeSequencesAreShownNotRun() throws {
        // Given: the item saved through flowrun itself; OSC 2 would rename the pane, CSI 2J clear it
        let state = try TemporaryDirectory()
        let title = "Milk\u{1B}]2;PWNED\u{07}\u{1B}[2J\u{202E}gnp.exe"
        let saved = try FlowrunProcess.run(
            ["run", "scripts/items.lua", "--state", state.path("s"), "--fresh"], events: "tap Add\ntype title \(title)\ntap Save\n")
        #expect(saved.status == 0, "\(saved.stderr)")
        let session = try TmuxSession(["run", "scripts/items.lua", "--state", state.path("s")], width: 100, height: 20)
        defer { session.close() }
        let before = try session.format("#{pane_title}")
        try session.waitFor(#"1  Milk\027]2;PWNED"#)

        // When: the row opens the item's details, whose title bar shows its title
        try session.press("Enter")

        // Then
        let pane = try session.waitFor(#" Milk\027]2;PWNED\007\027[2J\u{202E}gnp.exe"#)
        #expect(pane.contains("[ Back ]"))
        #expect(try session.format("#{pane_title}") == before)
        #expect(try session.format("#{pane_title}") != "PWNED")
        try session.typeText("q")
        try session.waitFor("[exit 0]")
    }

    @Test("In the add form, a title, Enter, Enter saves the item: Enter in the last field focuses Save, not the Disable switch")
    func enterTwiceInAFormSaves() throws {
        // Given: the add form, its title field focused
        let state = try TemporaryDirectory()
        let transcript = state.path("session.jsonl")
        let session = try TmuxSession(
            ["run", "scripts/items.lua", "--state", state.path("s"), "--transcript", "json", "--output", transcript],
            width: 100, height: 20)
        defer { session.close() }
        try session.waitFor("[▸Add ]")
        try session.press("Enter")
        try session.waitFor("▸ Title")

        // When
        try session.typeText("Milk")
        try session.press("Enter")
        try session.waitFor("[▸Save ]")
        try session.press("Enter")

        // Then: back on the list, the item enabled
        let list = try session.waitFor("1  Milk")
        #expect(!list.contains("(disabled)"))
        try session.typeText("q")
        try session.waitFor("[exit 0]")
        let steps = try TranscriptLine.parse(try String(contentsOfFile: transcript, encoding: .utf8))
        #expect(steps.compactMap(\.event) == ["tap Add", "type title Milk", "tap Save"])
    }

    @Test("At 60 columns a flow's error is cut in the status line; Ctrl-O shows all of it, wrapped, and Ctrl-O again one line")
    func theStatusLineExpandsWithControlO() throws {
        // Given: the error of a button whose callback raises, in a 60x15 window
        let state = try TemporaryDirectory()
        let session = try TmuxSession(["run", Self.twoScreens, "--state", state.path("s")], width: 60, height: 15)
        defer { session.close() }
        try session.waitFor("[▸Next ]")
        try session.press("Enter")
        try session.waitFor("[▸Explode ]")
        try session.press("Enter")
        let cut = try waitUntil(session, "the error cut") { $0.contains { $0.hasPrefix(" ✗ ") && $0.hasSuffix("…") } }
        #expect(cut.last { !$0.isEmpty }?.hasPrefix(" Ctrl-O more") == true)
        #expect(cut.contains { $0.contains("q quit") })
        #expect(!cut.joined().contains("the fuse was lit"))

        // When
        try session.press("C-o")

        // Then: the whole message, its traceback on lines of their own, the footer last
        let expanded = try waitUntil(session, "the error whole") { $0.joined(separator: "\n").contains("the fuse was lit") }
        #expect(expanded.contains { $0.contains("stack traceback:") })
        #expect(expanded.contains { $0.hasPrefix(" Ctrl-O less") && $0.contains("q quit") })
        #expect(expanded.first?.hasPrefix(" Second") == true)

        // When
        try session.press("C-o")

        // Then
        try waitUntil(session, "the error on one line") { $0.contains { $0.hasPrefix(" Ctrl-O more") } }
        try session.typeText("q")
        try session.waitFor("[exit 0]")
    }

    @Test("A paste is text, never keys: its line break does not tap the focused button")
    func aPasteDoesNotTap() throws {
        // Given: the focus on the Next button
        let state = try TemporaryDirectory()
        let session = try TmuxSession(["run", Self.twoScreens, "--state", state.path("s")], width: 100, height: 20)
        defer { session.close() }
        try session.waitFor("[▸Next ]")

        // When
        try session.paste("hello\n")

        // Then
        try session.waitFor("A paste goes into a field: move the focus to one first.")
        #expect(!(try session.capture()).contains(" Second"))
        try session.press("Enter")
        try session.waitFor(" Second")
        try session.typeText("q")
        try session.waitFor("[exit 0]")
    }

    @Test("A 100 KB paste goes into a field at once (editing takes linear time) and applies whole")
    func aLongPasteIsQuick() throws {
        // Given
        let state = try TemporaryDirectory()
        let transcript = state.path("session.jsonl")
        let session = try TmuxSession([
            "run", "scripts/login.lua", "--state", state.path("s"), "--transcript", "json", "--output", transcript,
        ], width: 100, height: 20)
        defer { session.close() }
        try session.waitFor("▸ Email")
        let text = String(repeating: "0123456789", count: 10_000) + "end"

        // When: a generous bound; the quadratic and cubic work there was took hours for this much
        try session.paste(text)
        try session.waitFor("789end", timeout: 60)
        try session.press("Tab")

        // Then
        try session.waitFor("✓ type email 0123456789", timeout: 60)
        try session.press("C-c")
        try session.waitFor("[exit 0]")
        let events = try TranscriptLine.parse(String(contentsOfFile: transcript, encoding: .utf8)).compactMap(\.event)
        #expect(events == ["type email " + text])
    }

    @Test("A paste past the limit keeps its first 256 KiB, drops the rest (none of it read as keys) and says so")
    func aPastePastTheLimitIsCut() throws {
        // Given
        let state = try TemporaryDirectory()
        let transcript = state.path("session.jsonl")
        let session = try TmuxSession([
            "run", "scripts/login.lua", "--state", state.path("s"), "--transcript", "json", "--output", transcript,
        ], width: 100, height: 20)
        defer { session.close() }
        try session.waitFor("▸ Email")

        // When: past the limit a `q` and a line break, which as keys would quit
        try session.paste(String(repeating: "a", count: TerminalPaste.limit) + "\nq\n" + String(repeating: "b", count: 40_000))

        // Then
        try session.waitFor("Only the first 256 KiB of the paste were taken.", timeout: 60)
        try session.press("Tab")
        try session.waitFor("✓ type email aaaa", timeout: 60)
        try session.press("C-c")
        try session.waitFor("[exit 0]")
        let events = try TranscriptLine.parse(String(contentsOfFile: transcript, encoding: .utf8)).compactMap(\.event)
        #expect(events == ["type email " + String(repeating: "a", count: TerminalPaste.limit)])
    }

    @Test("`:type password X` never shows X: the command line closes in front of the secret, which goes into the masked field; ↑ recalls no secret")
    func commandLineSecretsAreMasked() throws {
        // Given
        let state = try TemporaryDirectory()
        let transcript = state.path("session.jsonl")
        let session = try TmuxSession([
            "run", "scripts/login.lua", "--state", state.path("s"), "--transcript", "json", "--output", transcript,
        ])
        defer { session.close() }
        try session.waitFor("▸ Email")

        // When: from the button (in a field `:` is text), typed in one burst, as a fast typist does
        try session.press("Up")
        try session.waitFor("[▸Sign In ]")
        try session.typeText(":type password hailHydra")

        // Then
        try session.waitFor("[•••••••• ")
        #expect(!(try session.capture()).contains("hailHydra"))
        try session.press("Enter")
        try session.waitFor("✓ type password ********")

        // When: Tab completes the field's id, then the secret
        try session.waitFor("[▸Sign In ]")
        try session.typeText(":type pa")
        try session.press("Tab")
        try session.typeText("swordfish")

        // Then: the field was emptied first, as `type` replaces
        try session.waitFor("[•••••••• ")
        #expect(!(try session.capture()).contains("swordfish"))
        try session.press("Enter")
        try waitUntil(session, "the second secret applied") { $0.filter { $0.contains("✓ type password ********") }.count == 1 && $0.contains { $0.contains("[▸Sign In ]") } }

        // When: Up recalls the last command line
        try session.typeText(":")
        try session.press("Up")

        // Then
        try session.waitFor(":type password")
        let recalled = try session.capture()
        #expect(!recalled.contains("hailHydra") && !recalled.contains("swordfish"))
        try session.press("Escape", "Escape")
        try session.typeText("q")
        try session.waitFor("[exit 0]")
        let recorded = try String(contentsOfFile: transcript, encoding: .utf8)
        #expect(!recorded.contains("hailHydra") && !recorded.contains("swordfish"))
        #expect(try TranscriptLine.parse(recorded).compactMap(\.event) == ["type password ********", "type password ********"])
    }

    @Test("Stopped by SIGTSTP or Ctrl-Z the UI gives the terminal back; after fg it is raw again and redrawn, so a password stays masked")
    func stopAndContinue() throws {
        // Given: flowrun started from an interactive shell with job control
        let state = try TemporaryDirectory()
        let session = try TmuxSession(interactiveShellWidth: 120, height: 30)
        defer { session.close() }
        try waitUntil(session, "the prompt") { $0.first == "$" }
        try session.type("\(PackagePaths.flowrunBinary.path) run scripts/login.lua --state \(state.path("s"))")
        try session.waitFor("▸ Email")
        let shell = try session.format("#{pane_pid}")
        let children = try String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)
        let flowrun = try #require(children.split(separator: " ").compactMap { pid_t($0) }.first)

        // When
        kill(flowrun, SIGTSTP)

        // Then: the shell's screen and mode are back
        try session.waitFor("Stopped")
        #expect(try session.format("#{alternate_on}") == "0")

        // When
        try session.type("fg")

        // Then: keys act at once and are not echoed
        try waitUntil(session, "the form redrawn") { $0.contains { $0.hasPrefix(" Sign In") } }
        #expect(try session.format("#{alternate_on}") == "1")
        try session.press("Down")
        try session.typeText("hailHydra")
        try session.waitFor("[•••••••• ")
        #expect(!(try session.capture()).contains("hailHydra"))

        // When: Ctrl-Z, read as a key in raw mode
        try session.press("C-z")

        // Then
        try waitUntil(session, "stopped again") { $0.filter { $0.contains("Stopped") }.count == 2 }
        #expect(try session.format("#{alternate_on}") == "0")
        try session.type("fg")
        try waitUntil(session, "the form redrawn") { $0.contains { $0.hasPrefix(" Sign In") } }
        try session.press("C-c")
        try waitUntil(session, "the shell's prompt") { $0.last { !$0.isEmpty } == "$" }
    }

    @Test("The : line's completion list scrolls below the title bar, never the whole screen")
    func completionListKeepsTheTitleBar() throws {
        // Given: the login form, whose two fields both complete `type `
        let state = try TemporaryDirectory()
        let session = try TmuxSession(["run", "scripts/login.lua", "--state", state.path("s")], width: 80, height: 16)
        defer { session.close() }
        try session.waitFor("▸ Email")
        try session.press("Up")
        try session.waitFor("[▸Sign In ]")

        // When: Tab twice lists the candidates
        try session.typeText(":type ")
        try session.press("Tab", "Tab")

        // Then
        let lines = try waitUntil(session, "the candidates listed") { lines in
            lines.contains { $0.contains("email") && $0.contains("password") && !$0.hasPrefix(":") && !$0.contains("[") }
        }
        #expect(lines[0].hasPrefix(" Sign In"))
        try session.press("Escape", "Escape")
        try session.waitFor("Command line closed.")
        try session.typeText("q")
        try session.waitFor("[exit 0]")
    }

    /// The numbers of every SGR sequence in `text`.
    private static func sgrParameters(_ text: String) -> [Int] {
        var parameters: [Int] = []
        var rest = Substring(text)
        while let start = rest.range(of: "\u{1B}[") {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(where: { !($0.isNumber || $0 == ";") }) else { break }
            if rest[end] == "m" {
                parameters += rest[..<end].split(separator: ";").compactMap { Int($0) }
            }
            rest = rest[end...]
        }
        return parameters
    }
}

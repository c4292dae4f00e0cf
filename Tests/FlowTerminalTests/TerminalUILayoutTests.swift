import FlowScript
import FlowTooling
import Testing
@testable import FlowTerminal

@Suite("Terminal UI layout")
struct TerminalUILayoutTests {
    private let form = Screen(
        name: "login.form", title: "Sign In", labels: ["Welcome back"],
        buttons: [ScreenButton(title: "Sign In"), ScreenButton(title: "Create account")],
        fields: [
            ScreenField(id: "email", label: "Email", placeholder: "name@example.com"),
            ScreenField(id: "password", label: "Password", value: "hunter2", isSecure: true),
        ])

    private func layout(_ width: Int = 60, _ height: Int = 16, color: Bool = false) -> TerminalUILayout {
        TerminalUILayout(width: width, height: height, palette: TerminalPalette(usesColor: color))
    }

    @Test func everyLineIsExactlyTheWidthAndTheFrameFillsTheHeight() {
        for width in [20, 60, 100, 160] {
            let frame = layout(width, 12).render(TerminalUIModel(screen: form))
            #expect(frame.plainLines.count == 12)
            #expect(frame.plainLines.allSatisfy { DisplayWidth.of($0) == width })
        }
    }

    @Test func wideCharactersKeepLinesAligned() {
        let screen = Screen(
            name: "menu", title: "☕ Café 日本語", labels: ["日本語のラベル ☕☕"], buttons: [ScreenButton(title: "注文")],
            rows: [ScreenRow(title: "抹茶 ☕", detail: "緑")])
        let frame = layout(41, 12).render(TerminalUIModel(screen: screen))
        #expect(frame.plainLines.allSatisfy { DisplayWidth.of($0) == 41 })
        #expect(frame.plainLines[0].hasPrefix(" ☕ Café 日本語"))
    }

    @Test func theTitleBarStatusAndFooterFrameTheBody() {
        let frame = layout().render(TerminalUIModel(screen: form))
        #expect(frame.plainLines[0].hasPrefix(" Sign In"))
        #expect(frame.plainLines[0].hasSuffix("login.form "))
        #expect(frame.plainLines[14].contains("Ready. Press ? for every key."))
        // What does not fit goes from the middle: how to quit stays.
        #expect(frame.plainLines[15].hasPrefix(" ↑↓/Tab move  Enter apply  ←→ cursor  Ctrl-D quit   "))
        #expect(!frame.plainLines[15].contains("Esc"))
        #expect(layout(80, 16).render(TerminalUIModel(screen: form)).plainLines[15].contains("Esc undo/back  Ctrl-D quit"))
    }

    @Test func theFocusedFieldIsMarkedAndHoldsTheCursor() {
        var model = TerminalUIModel(screen: form)
        _ = model.handle(.character("a"))
        let frame = layout().render(model)
        let row = frame.plainLines.firstIndex { $0.contains("▸ Email") }
        #expect(row != nil)
        #expect(frame.cursor?.row == row)
        #expect(frame.cursor?.column == 2 + "Password".count + 3 + 1)
        #expect(frame.plainLines[row ?? 0].hasPrefix("▸ Email     [a"))
    }

    @Test func secureTextIsNeverDrawn() {
        var model = TerminalUIModel(screen: form)
        let unfocused = layout().render(model).plainLines.joined()
        #expect(!unfocused.contains("hunter2"))
        #expect(unfocused.contains("••••••••"))
        model.moveFocus(to: .field(id: "password"))
        _ = model.handle(.character("!"))
        let editing = layout().render(model).plainLines.joined()
        #expect(!editing.contains("hunter2"))
        #expect(editing.contains("••••••••"))
    }

    @Test("A secret shows as one mask, the same glyph and length typed or applied, whatever its length")
    func aSecretShowsAsOneFixedMask() {
        // Given: the app's mask applied; a 1-character and a 13-character secret typed over it
        func passwordLine(_ model: TerminalUIModel) -> (line: String, cursor: Int?) {
            let frame = layout().render(model)
            let line = frame.plainLines.first { $0.contains("Password") } ?? ""
            return (line, frame.cursor?.column)
        }
        var screen = form
        screen.fields[1].value = ScreenField.mask
        var model = TerminalUIModel(screen: screen)
        let applied = passwordLine(model)
        model.moveFocus(to: .field(id: "password"))
        _ = model.handle(.character("a"))
        let short = passwordLine(model)
        for character in "bcdefghijklm" {
            _ = model.handle(.character(character))
        }
        let long = passwordLine(model)

        // Then
        let mask = String(repeating: "•", count: ScreenField.mask.count)
        #expect(applied.line.contains("[\(mask) "))
        #expect(short.line == long.line)
        #expect(short.line.contains("[\(mask) "))
        #expect(!short.line.contains(mask + "•") && !short.line.contains("*"))
        #expect(short.cursor == long.cursor)
        #expect(short.cursor == short.line.distance(
            from: short.line.startIndex, to: short.line.firstIndex(of: "[") ?? short.line.startIndex) + 1 + mask.count)
    }

    @Test func buttonsAreChipsAndTheFocusedOneIsMarked() {
        var model = TerminalUIModel(screen: form)
        model.moveFocus(to: .button(title: "Create account"))
        let lines = layout().render(model).plainLines
        #expect(lines.contains { $0.contains("[ Sign In ]  [▸Create account ]") })
    }

    @Test func anAlertIsABoxOverTheScreen() {
        var screen = form
        screen.alert = ScreenAlert(title: "Wrong password", message: "Try again.", primaryAction: "OK")
        let lines = layout().render(TerminalUIModel(screen: screen)).plainLines
        #expect(lines.contains { $0.contains("│ ! Wrong password") })
        #expect(lines.contains { $0.contains("[▸OK ]") })
        #expect(lines.contains { $0.contains("╭") })
    }

    @Test func aLongListScrollsToKeepTheFocusInView() {
        let screen = Screen(name: "items.list", rows: (1...40).map { ScreenRow(title: "Item \($0)") })
        var model = TerminalUIModel(screen: screen)
        #expect(layout(40, 12).render(model).plainLines.contains { $0.contains("↓ more below") })
        for _ in 1..<30 {
            _ = model.handle(.down)
        }
        #expect(layout(40, 12).render(model).plainLines.contains { $0.contains("▸ 30  Item 30") })
    }

    @Test("A list scrolled down says there is more above, as it says there is more below")
    func aScrolledListSaysThereIsMoreAbove() {
        // Given
        let screen = Screen(name: "items.list", rows: (1...40).map { ScreenRow(title: "Item \($0)") })
        var model = TerminalUIModel(screen: screen)
        #expect(!layout(40, 12).render(model).plainLines.contains { $0.contains("↑ more above") })

        // When
        for _ in 1..<20 {
            _ = model.handle(.down)
        }
        let lines = layout(40, 12).render(model).plainLines

        // Then: the marker tops the body, under the title bar
        #expect(lines[1].hasPrefix("  ↑ more above"))
        #expect(lines.contains { $0.contains("▸ 20  Item 20") })
        #expect(lines.contains { $0.contains("↓ more below") })
    }

    @Test("In a narrow window the help wraps its words instead of cutting them")
    func theHelpWrapsWhenNarrow() {
        // Given
        var model = TerminalUIModel(screen: form)
        model.showHelp()

        // When
        let lines = layout(40, 50).render(model).plainLines

        // Then: every word of every action shows whole
        let text = lines.joined(separator: " ").split(separator: " ").map(String.init)
        for (_, action) in TerminalHelp.keys {
            for word in action.split(separator: " ") {
                #expect(text.contains(String(word)), "\(word) is cut")
            }
        }
        #expect(lines.allSatisfy { DisplayWidth.of($0) == 40 })
    }

    @Test("The footer keeps how to quit at every width", arguments: [(30, 8), (60, 15), (200, 50)])
    func theFooterKeepsQuit(width: Int, height: Int) {
        var list = TerminalUIModel(screen: Screen(name: "list", buttons: [ScreenButton(title: "Add")]))
        let field = TerminalUIModel(screen: form)
        #expect(layout(width, height).render(list).plainLines[height - 1].contains("q quit"))
        #expect(layout(width, height).render(field).plainLines[height - 1].contains("Ctrl-D quit"))
        list.showHelp()
        #expect(layout(width, height).render(list).plainLines[height - 1].contains("any key close help"))
    }

    @Test("An alert always shows its buttons: at 30x8 its message is cut to make room, at 60x15 and 200x50 it shows whole", arguments: [(30, 8), (60, 15), (200, 50)])
    func anAlertAlwaysShowsItsButtons(width: Int, height: Int) {
        // Given
        var screen = form
        let message = "The password does not match the one on record for this account. Try again, or reset it."
        screen.alert = ScreenAlert(title: "Wrong password", message: message, primaryAction: "OK", secondaryAction: "Reset")

        // When
        let lines = layout(width, height).render(TerminalUIModel(screen: screen)).plainLines

        // Then
        #expect(lines.contains { $0.contains("[▸OK ]") })
        #expect(lines.contains { $0.contains("[ Reset ]") })
        #expect(lines.contains { $0.contains("╰") })
        #expect(lines.allSatisfy { DisplayWidth.of($0) == width })
        let shown = lines.joined(separator: " ")
        #expect(shown.contains("reset it.") == (height > 8))
        #expect(shown.contains("…") == (height == 8))
    }

    /// A watch message as long as the ones a reload writes.
    private static let watchMessage =
        "flows/items.lua changed; the scripts did not load: flows/items.lua:12: 'end' expected near <eof>; the last good session goes on"

    @Test("A title wider than the window is cut with …, the footer offers Ctrl-O, which shows it whole over several lines")
    func aLongTitleIsCutAndExpands() {
        // Given
        let title = "Quarterly report of every melody played in the north-west region during the spring festival"
        var model = TerminalUIModel(screen: Screen(name: "report", title: title, buttons: [ScreenButton(title: "Back")]))
        // When
        let collapsed = layout(40, 12).render(model).plainLines
        _ = model.handle(.control("o"))
        let expanded = layout(40, 12).render(model).plainLines
        // Then
        #expect(collapsed[0].hasPrefix(" Quarterly report of every melody pla"))
        #expect(collapsed[0].hasSuffix("…"), "\(collapsed[0])")
        #expect(DisplayWidth.of(collapsed[0]) == 40)
        #expect(collapsed[11].contains("Ctrl-O more"))
        #expect(expanded.count == 12 && expanded.allSatisfy { DisplayWidth.of($0) == 40 })
        let words = expanded.prefix(4).joined(separator: " ").split(separator: " ")
        for word in title.split(separator: " ") {
            #expect(words.contains(word), "\(word) is not shown")
        }
        #expect(expanded.contains { $0.contains("[▸Back ]") })
    }

    @Test("A row whose title is too long is cut in its title, so its detail (a date) stays in view")
    func aLongRowTitleKeepsItsDetail() {
        let screen = Screen(name: "list", rows: [
            ScreenRow(title: "A very long item title that goes on and on past the edge of the window", detail: "2026-11-28"),
        ])
        let line = layout(50, 10).render(TerminalUIModel(screen: screen)).plainLines.first { $0.contains("A very") } ?? ""
        #expect(line.contains("… — 2026-11-28"), "\(line)")
        #expect(DisplayWidth.of(line) == 50)
    }

    @Test("A status message wider than the window is cut with …; Ctrl-O shows it whole, wrapped, and again on one line; the footer keeps q quit", arguments: [(30, 8), (60, 15), (200, 50)])
    func theStatusLineExpands(width: Int, height: Int) {
        // Given
        var model = TerminalUIModel(screen: Screen(name: "list", buttons: [ScreenButton(title: "Add")]))
        model.status = .failed(Self.watchMessage)
        let collapsed = layout(width, height).render(model).plainLines
        let isCut = width < Self.watchMessage.count + 3

        // Then: one status line; when cut, it says so and the footer offers the key
        #expect(collapsed[height - 2].hasPrefix(" ✗ flows/items.lua changed;"))
        #expect(collapsed[height - 2].hasSuffix("…") == isCut)
        #expect(collapsed[height - 1].contains("Ctrl-O more") == isCut)
        #expect(collapsed[height - 1].contains("q quit"))

        // When
        #expect(model.handle(.control("o")) == nil)
        let expanded = layout(width, height).render(model).plainLines

        // Then: every word of the message shows, wrapped above the footer, the frame still the window's size
        #expect(expanded.count == height)
        #expect(expanded.allSatisfy { DisplayWidth.of($0) == width })
        let words = expanded.joined(separator: " ").split(separator: " ")
        for word in Self.watchMessage.split(separator: " ") {
            #expect(words.contains(word), "\(word) is not shown")
        }
        #expect(expanded[0].hasPrefix(" list"))
        #expect(expanded[height - 1].contains("Ctrl-O less") == isCut)
        #expect(expanded[height - 1].contains("q quit"))

        // When
        _ = model.handle(.control("o"))

        // Then
        #expect(layout(width, height).render(model).plainLines == collapsed)
    }

    @Test("A message of several lines shows its first one and …; expanded, each of its lines on lines of their own")
    func aMessageOfSeveralLinesExpandsLineByLine() {
        // Given: a flow error with its traceback, in a wide window
        var model = TerminalUIModel(screen: Screen(name: "list", buttons: [ScreenButton(title: "Add")]))
        model.status = .failed("flow.lua:3: the fuse was lit\nstack traceback:\n\tflow.lua:3: in upvalue 'explode'")

        // When
        let collapsed = layout(200, 50).render(model).plainLines

        // Then
        #expect(collapsed[48].hasPrefix(" ✗ flow.lua:3: the fuse was lit…  "))
        #expect(!collapsed.joined().contains("traceback"))
        #expect(collapsed[49].hasPrefix(" Ctrl-O more"))

        // When
        _ = model.handle(.control("o"))
        let expanded = layout(200, 50).render(model).plainLines

        // Then
        #expect(expanded[46].hasPrefix(" ✗ flow.lua:3: the fuse was lit  "))
        #expect(expanded[47].hasPrefix(" stack traceback:  "))
        #expect(expanded[48].hasPrefix(" flow.lua:3: in upvalue 'explode'  "))
        #expect(expanded[49].hasPrefix(" Ctrl-O less"))
    }

    @Test("An expanded status line leaves an alert the rows its buttons need", arguments: [(30, 8), (60, 15), (200, 50)])
    func anExpandedStatusLeavesTheAlertItsButtons(width: Int, height: Int) {
        // Given
        var screen = form
        screen.alert = ScreenAlert(title: "Wrong password", message: "Try again.", primaryAction: "OK", secondaryAction: "Reset")
        var model = TerminalUIModel(screen: screen)
        model.status = .failed(String(repeating: Self.watchMessage + " ", count: 3))

        // When
        _ = model.handle(.control("o"))
        let lines = layout(width, height).render(model).plainLines

        // Then
        #expect(lines.contains { $0.contains("[▸OK ]") })
        #expect(lines.contains { $0.contains("[ Reset ]") })
        #expect(lines.contains { $0.contains("╰") })
        #expect(lines[height - 1].contains("q quit"))
        #expect(lines.allSatisfy { DisplayWidth.of($0) == width })
        #expect(lines.filter { $0.hasPrefix(" ✗ ") }.count == 1)
        #expect(lines[height - 2].contains("…") == (width == 30))
    }

    @Test func errorsShowInTheStatusLine() {
        var model = TerminalUIModel(screen: form)
        model.status = .failed("no button 'Nowhere'")
        #expect(layout().render(model).plainLines[14] .contains("✗ no button 'Nowhere'"))
    }

    @Test func withoutColourOnlyTextAttributesAreUsed() {
        var model = TerminalUIModel(screen: form)
        model.status = .failed("broken")
        let plain = layout(color: false).render(model).lines.joined()
        let colored = layout(color: true).render(model).lines.joined()
        #expect(!plain.contains("[1;31m") && !plain.contains(";36m"))
        #expect(plain.contains("\u{1B}[1;7m"))
        #expect(colored.contains("\u{1B}[1;31m"))
    }

    @Test func theHelpIsABoxOfKeys() {
        var model = TerminalUIModel(screen: form)
        model.showHelp()
        let lines = layout(70, 16).render(model).plainLines
        #expect(lines.contains { $0.contains("╭─ Keys ─") })
        #expect(lines.contains { $0.contains("q, Ctrl-C     quit (Ctrl-D too)") })
        #expect(lines.contains { $0.contains("Esc") && $0.contains("go back") })
    }

    @Test func anEventUnderWayAndALoadingScreenShowInPlace() {
        // Given
        var screen = Screen(name: "melodies.list", title: "Melodies", isLoading: true)
        var model = TerminalUIModel(screen: screen)

        // When
        model.status = .working("tap Refresh")
        let loading = layout().render(model).plainLines

        // Then
        #expect(loading.contains { $0.contains("⋯ Loading…") })
        #expect(loading[14].contains("… tap Refresh"))

        // When: the load ends on the same screen
        screen.isLoading = false
        screen.rows = [ScreenRow(title: "Clair de lune")]
        model.show(screen)
        model.status = .applied("tap Refresh", announcements: [Announcement("melodies_loaded", fields: ["count": .integer(1)])])
        let loaded = layout().render(model).plainLines

        // Then
        #expect(!loaded.contains { $0.contains("Loading") })
        #expect(loaded.contains { $0.contains("▸ 1  Clair de lune") })
        #expect(loaded[14].contains("✓ tap Refresh  » melodies_loaded count=\"1\""))
    }

    @Test("The title bar shows a title's and a name's escape sequences, C1 controls and bidi controls as text, never writes them")
    func theTitleBarEscapesWhatTheFlowGives() {
        // Given: an OSC (window title), a CSI (clear), a C1 CSI and a right-to-left override
        let screen = Screen(
            name: "details\u{9B}2J", title: "Milk\u{1B}]2;PWNED\u{07}\u{1B}[2J\u{202E}gnp.exe",
            buttons: [ScreenButton(title: "Back")])

        // When
        let frame = layout(80, 12, color: true).render(TerminalUIModel(screen: screen))

        // Then: the only ESC bytes left are the palette's SGR sequences
        let styled = frame.lines.joined(separator: "\n")
        let withoutStyles = styled.replacing(/\x{1B}\[[0-9;]*m/, with: "")
        #expect(!withoutStyles.unicodeScalars.contains { ControlEscapes.isUnsafe($0) && $0 != "\n" })
        #expect(frame.plainLines[0].hasPrefix(#" Milk\027]2;PWNED\007\027[2J\u{202E}gnp.exe"#))
        #expect(frame.plainLines[0].hasSuffix(#"details\u{9B}2J "#))
        #expect(frame.plainLines.allSatisfy { DisplayWidth.of($0) == 80 })
    }

    @Test("Every piece of screen text in the frame goes through the terminal sanitiser")
    func everyTextIsEscaped() {
        // Given
        let hostile = "x\u{1B}[31m\u{2066}\u{9D}\ty"
        let screen = Screen(
            name: hostile, title: hostile, images: [hostile], labels: [hostile], buttons: [ScreenButton(title: hostile)],
            fields: [ScreenField(id: "f", label: hostile, value: hostile), ScreenField(id: "g", placeholder: hostile)],
            rows: [ScreenRow(title: hostile, detail: hostile)])
        var model = TerminalUIModel(screen: screen)
        model.status = .applied(hostile, announcements: [Announcement(hostile)])

        // When
        let frame = layout(200, 30).render(model)

        // Then
        let withoutStyles = frame.lines.map { $0.replacing(/\x{1B}\[[0-9;]*m/, with: "") }
        #expect(withoutStyles.allSatisfy { line in !line.unicodeScalars.contains { ControlEscapes.isUnsafe($0) || $0 == "\t" } })
        #expect(frame.plainLines.allSatisfy { DisplayWidth.of($0) == 200 })
        #expect(frame.plainLines.filter { $0.contains(#"x\027[31m\u{2066}\u{9D} y"#) }.count >= 8)
    }
}

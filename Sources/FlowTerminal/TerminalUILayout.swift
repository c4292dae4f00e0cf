import FlowScript
import FlowTooling

/// Lays the terminal UI out at a size: a title bar, the screen's body (images, labels, fields, rows, the
/// loader, buttons), an alert or the help as a box over it, the status line and the key footer.
///
/// The body scrolls to keep the focused target in view. Widths are display widths (``DisplayWidth``),
/// so wide characters keep every line exactly `width` columns.
package struct TerminalUILayout: Sendable {
    /// The smallest size drawn; a smaller terminal gets this much (cut by the terminal).
    package static let minimumSize = (width: 20, height: 6)
    /// What a secure field's text is drawn as, ``ScreenField/mask`` long, typed or applied.
    package static let maskGlyph: Character = "•"
    /// Columns left blank on each side of the body.
    private static let margin = 2

    /// The terminal's columns.
    package var width: Int
    /// The terminal's rows.
    package var height: Int
    /// The styles' escape sequences.
    package var palette: TerminalPalette

    /// Creates a layout for a `width`×`height` terminal.
    package init(width: Int, height: Int, palette: TerminalPalette) {
        self.width = max(width, Self.minimumSize.width)
        self.height = max(height, Self.minimumSize.height)
        self.palette = palette
    }

    /// The frame for `model`.
    package func render(_ model: TerminalUIModel) -> TerminalFrame {
        let screen = model.screen
        let status = statusLines(model)
        let title = titleBar(model, roomBelow: status.count)
        let bodyHeight = height - title.count - 1 - status.count
        var body = bodyLines(model)
        var overlay: [TerminalStyledLine]?
        if model.showsHelp {
            overlay = helpBox()
        } else if let alert = screen.alert {
            body = body.map { $0.restyled(.dim) }
            overlay = alertBox(alert, model: model, rows: bodyHeight)
        }
        let offset = scrollOffset(body, focus: model.focus, rows: bodyHeight)
        var visible = Array(body.dropFirst(offset).prefix(bodyHeight))
        visible += Array(repeating: TerminalStyledLine(), count: bodyHeight - visible.count)
        if offset + bodyHeight < body.count, !visible.isEmpty {
            // Scrolling keeps the focused line above this one.
            visible[visible.count - 1] = TerminalStyledLine("  ↓ more below", .dim)
        }
        if offset > 0, visible.count > 1, visible[0].target == nil || visible[0].target != model.focus {
            visible[0] = TerminalStyledLine("  ↑ more above", .dim)
        }
        var cursor: (row: Int, column: Int)?
        if let overlay {
            let top = max((bodyHeight - overlay.count) / 2, 0)
            for (index, line) in overlay.prefix(bodyHeight).enumerated() {
                visible[top + index] = line
            }
        } else if let row = visible.firstIndex(where: { $0.cursorColumn != nil }), let column = visible[row].cursorColumn {
            cursor = (row + 1, min(column, width - 1))
        }

        var lines = title.map { $0.rendered(columns: width, palette: palette, fill: .titleBar) }
        lines += visible.map { $0.rendered(columns: width, palette: palette) }
        lines += status.map { $0.rendered(columns: width, palette: palette) }
        lines.append(footer(model).rendered(columns: width, palette: palette))
        return TerminalFrame(lines: lines.map(\.styled), plainLines: lines.map(\.plain), cursor: cursor)
    }

    /// Text from the flow as the frame shows it: through the one terminal sanitiser (``ControlEscapes``), a
    /// tab as a space so every line keeps its width. ``TerminalStyledLine`` sanitises again as a last guard;
    /// escaping first here keeps the widths measured right.
    private static func shown(_ text: String) -> String {
        ControlEscapes.escaped(text, tabsAsSpaces: true)
    }

    // MARK: - Title, status, footer

    /// The title bar: the title, and the screen's name at the right edge when both fit. A title wider than
    /// the window is cut, ending in `…` (the name left out); expanded (Ctrl-O), it is wrapped whole over as
    /// many lines as it needs, leaving the body a row and `roomBelow` rows for the status.
    private func titleBar(_ model: TerminalUIModel, roomBelow: Int) -> [TerminalStyledLine] {
        // The title and name come from the flow and, through it, from saved state (an item's title): escaped
        // like every other text, so an escape sequence in one is shown, never run.
        let screen = model.screen
        let title = Self.shown(Self.titleText(screen))
        let name = screen.title.isEmpty ? "" : Self.shown(screen.name) + " "
        guard titleIsCut(screen) else {
            var line = TerminalStyledLine(" " + title, .titleBar)
            let room = width - line.width - DisplayWidth.of(name)
            if room >= 2 {
                line.append(String(repeating: " ", count: room) + name, .titleBar)
            }
            return [line]
        }
        guard model.expandsStatus else {
            return [TerminalStyledLine(" " + String(DisplayWidth.prefix(title, fitting: width - 2)) + "…", .titleBar)]
        }
        let wrapped = TextWrapping.wrap(title, width: width - 2)
        let room = max(height - 2 - roomBelow, 1)
        var shown = Array(wrapped.prefix(room))
        if wrapped.count > room {
            shown[room - 1] = String(DisplayWidth.prefix(shown[room - 1], fitting: width - 3)) + "…"
        }
        return shown.map { TerminalStyledLine(" " + $0, .titleBar) }
    }

    /// The text the title bar shows: the screen's title, else its name.
    private static func titleText(_ screen: Screen) -> String {
        screen.title.isEmpty ? screen.name : screen.title
    }

    /// Whether the title is wider than the window, so Ctrl-O has more to show.
    private func titleIsCut(_ screen: Screen) -> Bool {
        DisplayWidth.of(" " + Self.shown(Self.titleText(screen))) > width
    }

    private func statusLine(_ status: TerminalUIStatus) -> TerminalStyledLine {
        var line = TerminalStyledLine(" ")
        switch status {
        case .idle:
            line.append("Ready. Press ? for every key.", .dim)
        case .working(let event):
            line.append("… \(event)", .dim)
        case .applied(let event, let announcements):
            line.append("✓ \(event)", .success)
            for announcement in announcements {
                line.append("  » \(Self.shown(announcement.description))", .normal)
            }
        case .failed(let message):
            line.append("✗ \(Self.shown(Self.firstLine(of: message)))", .error)
        case .note(let message):
            line.append(Self.shown(Self.firstLine(of: message)), .dim)
        }
        return line
    }

    /// A message's first line: the one line of the status shows it (a traceback's other lines show expanded).
    private static func firstLine(of message: String) -> String {
        String(message.prefix { !$0.isNewline })
    }

    /// Whether the status's message goes on after its first line.
    private static func hasMoreLines(_ status: TerminalUIStatus) -> Bool {
        switch status {
        case .failed(let message), .note(let message):
            message.contains { $0.isNewline }
        case .idle, .working, .applied:
            false
        }
    }

    /// The status line's text whole, for the expanded status: its mark and message as given (wrapping escapes
    /// it), in the style of its mark.
    private func statusText(_ status: TerminalUIStatus) -> (text: String, style: TerminalUIStyle) {
        switch status {
        case .idle:
            ("Ready. Press ? for every key.", .dim)
        case .working(let event):
            ("… \(event)", .dim)
        case .applied(let event, let announcements):
            (announcements.reduce("✓ \(event)") { $0 + "  » \($1.description)" }, .success)
        case .failed(let message):
            ("✗ \(message)", .error)
        case .note(let message):
            (message, .dim)
        }
    }

    /// Whether the status line is wider than the window, or its message has more lines, so Ctrl-O has more to
    /// show.
    private func statusIsCut(_ model: TerminalUIModel) -> Bool {
        !model.showsHelp && (statusLine(model.status).width > width || Self.hasMoreLines(model.status))
    }

    /// The status line, its message's first line, cut to the window and ending in `…` when there is more; expanded (Ctrl-O), the whole
    /// message wrapped, taking body rows as it needs them but leaving one, and an alert the rows its buttons
    /// need (``alertBox(_:model:rows:)`` at its smallest).
    private func statusLines(_ model: TerminalUIModel) -> [TerminalStyledLine] {
        let line = statusLine(model.status)
        guard statusIsCut(model) else { return [line] }
        guard model.expandsStatus else {
            var cut = TerminalStyledLine()
            var used = 0
            // Cut to leave a column for `…` only when the line is wider; a first line that fits stays whole.
            let room = line.width > width - 1 ? width - 1 : line.width
            for span in line.spans where used < room {
                let text = String(DisplayWidth.prefix(span.text, fitting: room - used))
                used += DisplayWidth.of(text)
                cut.append(text, span.style)
            }
            cut.append("…", line.spans.last?.style ?? .normal)
            return [cut]
        }
        let (text, style) = statusText(model.status)
        var wrapped = TextWrapping.wrap(text, width: width - 2)
        let reserved = model.screen.alert.map { alertBox($0, model: model, rows: 0).count } ?? 1
        let room = max(height - 2 - reserved, 1)
        if wrapped.count > room {
            wrapped = Array(wrapped.prefix(room))
            wrapped[room - 1] = String(DisplayWidth.prefix(wrapped[room - 1], fitting: width - 3)) + "…"
        }
        return wrapped.map { TerminalStyledLine(" " + $0, style) }
    }

    private func footer(_ model: TerminalUIModel) -> TerminalStyledLine {
        var keys: [(String, String)]
        if model.showsHelp {
            keys = [("any key", "close help")]
        } else if model.draft != nil {
            keys = [("↑↓/Tab", "move"), ("Enter", "apply"), ("←→", "cursor"), ("Esc", "undo/back"), ("Ctrl-D", "quit")]
        } else {
            keys = [
                ("↑↓/Tab", "move"), ("Enter", "activate"), ("Esc", "back"), (":", "command"), ("?", "help"),
                ("q", "quit"),
            ]
        }
        if statusIsCut(model) || (!model.showsHelp && titleIsCut(model.screen)) {
            // First, so it stays when entries go: the message or title it opens is the one the window cut.
            keys.insert(("Ctrl-O", model.expandsStatus ? "less" : "more"), at: 0)
        }
        // Whole entries only: the ones that do not fit are left out rather than cut, from the middle, so the last
        // one, how to quit, always shows.
        let widths = keys.map { DisplayWidth.of($0.0 + " " + $0.1) }
        var shown = Array(keys.indices)
        while shown.count > 1, 1 + shown.map({ widths[$0] }).reduce(0, +) + 2 * (shown.count - 1) > width {
            shown.remove(at: shown.count - 2)
        }
        var line = TerminalStyledLine(" ")
        for (position, index) in shown.enumerated() {
            line.append(position == 0 ? "" : "  ", .dim)
            line.append(keys[index].0, .key)
            line.append(" " + keys[index].1, .dim)
        }
        return line
    }

    // MARK: - Body

    private var contentWidth: Int { width - 2 * Self.margin }

    private func bodyLines(_ model: TerminalUIModel) -> [TerminalStyledLine] {
        let screen = model.screen
        var lines = [TerminalStyledLine()]
        let indent = String(repeating: " ", count: Self.margin)
        for image in screen.images {
            lines.append(TerminalStyledLine(indent + "[image: \(Self.shown(image))]", .dim))
        }
        for label in screen.labels {
            lines += TextWrapping.wrap(label, width: contentWidth).map { TerminalStyledLine(indent + $0) }
        }
        if !screen.fields.isEmpty {
            lines.append(TerminalStyledLine())
            lines += fieldLines(model)
        }
        if !screen.rows.isEmpty {
            lines.append(TerminalStyledLine())
            lines += rowLines(model)
        }
        if screen.isLoading {
            lines.append(TerminalStyledLine())
            lines.append(TerminalStyledLine(indent + "⋯ Loading…", .dim))
        }
        if !screen.buttons.isEmpty {
            lines.append(TerminalStyledLine())
            let titles = screen.buttons.map(\.title)
            let buttons = screen.buttons.enumerated().map { index, button in
                (title: button.title, reference: ButtonReference(naming: index, among: titles).description,
                 isEnabled: button.isEnabled && screen.alert == nil)
            }
            lines += chipLines(buttons, model: model, width: contentWidth).map { TerminalStyledLine(indent).appending($0) }
        }
        return lines
    }

    private func fieldLines(_ model: TerminalUIModel) -> [TerminalStyledLine] {
        let fields = model.screen.fields
        let names = fields.map { Self.shown($0.label.isEmpty ? $0.id : $0.label) }
        let labelWidth = min(names.map { DisplayWidth.of($0) }.max() ?? 0, contentWidth / 3)
        // The field's text sits between brackets, so the box shows in plain text (a README, NO_COLOR) too.
        let boxWidth = max(contentWidth - labelWidth - 6, 4)
        return zip(fields, names).map { field, name in
            let targetIndex = model.targets.firstIndex(of: .field(id: field.id))
            let focused = targetIndex != nil && targetIndex == model.focus
            var line = TerminalStyledLine(focused ? "▸ " : "  ", focused ? .focus : .normal)
            line.target = targetIndex
            line.append(DisplayWidth.fitted(name, to: labelWidth), focused ? .key : .normal)
            line.append("  [")
            let start = line.width
            let draft = focused ? model.draft : nil
            let characters = draft?.characters ?? Array(field.value)
            if characters.isEmpty {
                line.append(DisplayWidth.fitted(Self.shown(field.placeholder), to: boxWidth), .placeholder)
                line.append("]")
                if draft != nil {
                    line.cursorColumn = start
                }
                return line
            }
            // Secure text is drawn as one mask, typed or applied: as many bullets as the app's mask has
            // characters, whatever the secret's length, with the cursor after them (it does not move in a
            // secret). Other text a character at a time through the sanitiser, so the cursor keeps its place.
            let drawn: [Character]
            let glyph: (Character) -> String
            if field.isSecure {
                drawn = Array(repeating: Self.maskGlyph, count: ScreenField.mask.count)
                glyph = { String($0) }
            } else {
                drawn = characters
                glyph = { Self.shown(String($0)) }
            }
            let cursorIndex = field.isSecure ? drawn.count : min(draft?.cursor ?? drawn.count, drawn.count)
            // Long text scrolls so the cursor stays inside the box. Only the characters around the cursor are
            // measured, so a frame costs the box's width, not the text's length.
            var first = cursorIndex
            var beforeCursor = 0
            while first > 0 {
                let width = DisplayWidth.of(glyph(drawn[first - 1]))
                guard beforeCursor + width <= boxWidth - 1 else { break }
                beforeCursor += width
                first -= 1
            }
            var visible = ""
            var visibleWidth = 0
            var index = first
            // One column past the box is enough for `fitted` to see the text goes on and end it with `…`.
            while index < drawn.count, visibleWidth <= boxWidth {
                let text = glyph(drawn[index])
                visible += text
                visibleWidth += DisplayWidth.of(text)
                index += 1
            }
            line.append(DisplayWidth.fitted(visible, to: boxWidth), .field)
            line.append("]")
            if draft != nil {
                line.cursorColumn = start + beforeCursor
            }
            return line
        }
    }

    /// The fewest columns a row's title is cut to so that its detail shows; below that the line is cut at
    /// its end instead.
    private static let shortestCutTitle = 8

    private func rowLines(_ model: TerminalUIModel) -> [TerminalStyledLine] {
        let rows = model.screen.rows
        let numberWidth = String(rows.count).count
        return rows.enumerated().map { offset, row in
            let number = offset + 1
            let targetIndex = model.targets.firstIndex(of: .row(number: number))
            let focused = targetIndex != nil && targetIndex == model.focus
            let padded = String(repeating: " ", count: numberWidth - String(number).count) + String(number)
            var after = row.detail.map { " — \(Self.shown($0))" } ?? ""
            if !row.isEnabled {
                after += " (disabled)"
            }
            // A long title is cut first, so the detail (a date) stays in view; `fitted` cuts what still
            // does not fit.
            var title = Self.shown(row.title)
            let titleRoom = contentWidth - DisplayWidth.of("\(padded)  ") - DisplayWidth.of(after)
            if DisplayWidth.of(title) > titleRoom, titleRoom >= Self.shortestCutTitle {
                title = String(DisplayWidth.prefix(title, fitting: titleRoom - 1)) + "…"
            }
            let text = "\(padded)  \(title)\(after)"
            var line = TerminalStyledLine(focused ? "▸ " : "  ", focused ? .focus : .normal)
            line.target = targetIndex
            let style: TerminalUIStyle = focused ? .focus : (row.isEnabled && model.screen.alert == nil ? .normal : .dim)
            line.append(DisplayWidth.fitted(text, to: contentWidth), style)
            return line
        }
    }

    /// Buttons as `[ Title ]` chips, as many a line as fit; the focused one reads `[▸Title ]`.
    private func chipLines(
        _ buttons: [(title: String, reference: String, isEnabled: Bool)], model: TerminalUIModel, width: Int
    ) -> [TerminalStyledLine] {
        var lines: [TerminalStyledLine] = []
        var current = TerminalStyledLine()
        for button in buttons {
            let targetIndex = button.isEnabled ? model.targets.firstIndex(of: .button(title: button.reference)) : nil
            let focused = targetIndex != nil && targetIndex == model.focus
            let title = Self.shown(button.title)
            let chip = DisplayWidth.fitted(focused ? "[▸\(title) ]" : "[ \(title) ]", to: min(DisplayWidth.of(title) + 4, width))
            let separator = current.width == 0 ? "" : "  "
            if current.width > 0, current.width + DisplayWidth.of(separator + chip) > width {
                lines.append(current)
                current = TerminalStyledLine()
            }
            current.append(current.width == 0 ? "" : "  ")
            current.append(chip, focused ? .focus : (button.isEnabled ? .normal : .dim))
            if focused {
                current.target = targetIndex
            }
        }
        if current.width > 0 {
            lines.append(current)
        }
        return lines
    }

    // MARK: - Boxes

    /// The alert in a box at most `rows` tall. Its buttons always show: when the box would be taller, the blank
    /// line goes first, then the message's last lines (the last one kept ending in `…`), then the title.
    private func alertBox(_ alert: ScreenAlert, model: TerminalUIModel, rows: Int) -> [TerminalStyledLine] {
        let boxWidth = min(width - 2, 60)
        var title = [TerminalStyledLine("! " + Self.shown(alert.title), .heading)]
        var message = alert.message.isEmpty ? [] : TextWrapping.wrap(alert.message, width: boxWidth - 4)
        var blank = [TerminalStyledLine()]
        let references = alert.actions.indices.map { model.screen.buttonReference(at: $0).description }
        let chips = chipLines(
            zip(alert.actions, references).map { ($0.title, $1, true) }, model: model, width: boxWidth - 4)
        var cut = false
        while title.count + message.count + blank.count + chips.count + 2 > rows {
            if !blank.isEmpty {
                blank = []
            } else if !message.isEmpty {
                message.removeLast()
                cut = true
            } else if !title.isEmpty {
                title = []
            } else {
                break
            }
        }
        if cut, let last = message.popLast() {
            message.append(String(DisplayWidth.prefix(last, fitting: boxWidth - 5)) + "…")
        }
        return boxed(title + message.map { TerminalStyledLine($0) } + blank + chips, width: boxWidth)
    }

    private func helpBox() -> [TerminalStyledLine] {
        let boxWidth = min(width - 2, 64)
        // In a narrow window the actions wrap under their own column rather than being cut mid-word.
        let keyWidth = min(14, (boxWidth - 4) / 2)
        var content: [TerminalStyledLine] = []
        for (key, action) in TerminalHelp.keys {
            for (index, part) in TextWrapping.wrap(action, width: boxWidth - 4 - keyWidth).enumerated() {
                var line = TerminalStyledLine(DisplayWidth.fitted(index == 0 ? key : "", to: keyWidth), .key)
                line.append(part)
                content.append(line)
            }
        }
        return boxed(content, width: boxWidth, title: "Keys")
    }

    /// `content` in a rounded frame `width` columns wide, centred; `title` in the top border.
    private func boxed(_ content: [TerminalStyledLine], width boxWidth: Int, title: String? = nil) -> [TerminalStyledLine] {
        let left = String(repeating: " ", count: max((width - boxWidth) / 2, 0))
        let rule = String(repeating: "─", count: boxWidth - 2)
        var top = TerminalStyledLine(left + "╭")
        if let title, DisplayWidth.of(title) + 4 <= boxWidth - 2 {
            top.append("─ ")
            top.append(title, .heading)
            top.append(" " + String(repeating: "─", count: boxWidth - 2 - 3 - DisplayWidth.of(title)) + "╮")
        } else {
            top.append(rule + "╮")
        }
        var lines = [top]
        for item in content {
            var line = TerminalStyledLine(left + "│ ")
            line = line.appending(item, columns: boxWidth - 4)
            line.append(" │")
            line.target = item.target
            lines.append(line)
        }
        lines.append(TerminalStyledLine(left + "╰" + rule + "╯"))
        return lines
    }

    /// The first body line to show so the focused target's line is in view.
    private func scrollOffset(_ lines: [TerminalStyledLine], focus: Int?, rows: Int) -> Int {
        guard lines.count > rows, let focus, let line = lines.firstIndex(where: { $0.target == focus }) else {
            return 0
        }
        return min(max(line - rows + 2, 0), lines.count - rows)
    }
}

extension TerminalStyledLine {
    /// This line followed by `other`'s stretches, `other` cut or padded to `columns` when given.
    fileprivate func appending(_ other: TerminalStyledLine, columns: Int? = nil) -> TerminalStyledLine {
        var copy = self
        var used = 0
        for span in other.spans {
            guard let columns else {
                copy.append(span.text, span.style)
                continue
            }
            let text = String(DisplayWidth.prefix(span.text, fitting: columns - used))
            used += DisplayWidth.of(text)
            copy.append(text, span.style)
        }
        if let columns, used < columns {
            copy.append(String(repeating: " ", count: columns - used))
        }
        copy.target = other.target
        copy.cursorColumn = other.cursorColumn.map { $0 + width }
        return copy
    }
}

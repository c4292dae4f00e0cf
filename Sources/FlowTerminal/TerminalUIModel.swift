import FlowScript

/// The state of the terminal UI, free of any terminal I/O: the screen shown, which target has focus, the
/// field being edited, the status line and the help overlay. Keys go in (``handle(_:)``), the events
/// to apply come out as ``TerminalUIAction``s, and ``TerminalUILayout`` draws it at any size.
package struct TerminalUIModel: Equatable, Sendable {
    /// The screen shown.
    package private(set) var screen: Screen
    /// What can take focus on ``screen``, in order.
    package private(set) var targets: [TerminalFocusTarget]
    /// The index in ``targets`` of the focused one, or `nil` when the screen has none.
    package private(set) var focus: Int?
    /// The focused field's text being edited, when a field has focus.
    package private(set) var draft: TerminalFieldDraft?
    /// The status line; a new one shows on one line again.
    package var status: TerminalUIStatus = .idle {
        didSet {
            if status != oldValue {
                expandsStatus = false
            }
        }
    }
    /// Whether the status line shows its whole message, wrapped over as many lines as it needs (Ctrl-O),
    /// rather than the one line it is cut to in a narrow window.
    package private(set) var expandsStatus = false
    /// Whether the key help is shown over the screen.
    package private(set) var showsHelp = false
    /// What was typed after `/`, while rows are searched: focus goes to the first row whose title holds it.
    package private(set) var rowSearch: String?

    /// Shows `screen` with focus on its first target.
    package init(screen: Screen) {
        self.screen = screen
        targets = TerminalFocusTarget.targets(on: screen)
        focus = targets.isEmpty ? nil : 0
        draft = Self.draft(for: focus.map { targets[$0] }, on: screen)
    }

    /// The focused target, if any.
    package var focusedTarget: TerminalFocusTarget? {
        focus.map { targets[$0] }
    }

    /// Shows `screen` after an event or a reload. On the same screen (same name, alert shown or not
    /// alike) focus stays on the same field, row or button when it is still there, and a field's unapplied
    /// edit is kept; on another screen focus starts at its first target.
    package mutating func show(_ newScreen: Screen) {
        let sameScreen = newScreen.name == screen.name && (newScreen.alert == nil) == (screen.alert == nil)
        rowSearch = nil
        let previous = focusedTarget
        let previousDraft = draft
        screen = newScreen
        targets = TerminalFocusTarget.targets(on: newScreen)
        if sameScreen, let previous, let index = targets.firstIndex(of: previous) {
            focus = index
        } else if sameScreen, let old = focus, !targets.isEmpty {
            focus = min(old, targets.count - 1)
        } else {
            focus = targets.isEmpty ? nil : 0
        }
        draft = Self.draft(for: focusedTarget, on: newScreen)
        if sameScreen, let previousDraft, previousDraft.isChanged, draft?.fieldID == previousDraft.fieldID {
            draft = previousDraft
        }
    }

    /// Moves focus to `target` when the screen shows it (a `:type password` names the field to type into).
    /// - Returns: Whether it did.
    @discardableResult
    package mutating func moveFocus(to target: TerminalFocusTarget) -> Bool {
        guard let index = targets.firstIndex(of: target) else { return false }
        focus = index
        draft = Self.draft(for: target, on: screen)
        return true
    }

    /// Shows the key help over the screen until the next key.
    package mutating func showHelp() {
        showsHelp = true
    }

    /// Applies one key press.
    /// - Returns: What the loop must do, or `nil` when the key only changed the model (or did nothing).
    package mutating func handle(_ key: TerminalKey) -> TerminalUIAction? {
        if showsHelp {
            showsHelp = false
            return nil
        }
        if key == .control("c") || key == .control("d") {
            return .quit
        }
        if key == .control("z") {
            return .suspend
        }
        if key == .control("o") {
            // A control key, so it works in a field too (the login form starts in one) and types nothing.
            expandsStatus.toggle()
            return nil
        }
        if case .paste(_, let isCut) = key {
            // A paste is text for a field, never keys: a line break in it must not tap the focused button.
            guard draft != nil else {
                status = .note("A paste goes into a field: move the focus to one first.")
                return nil
            }
            if isCut {
                status = .note("Only the first \(TerminalPaste.limit / 1024) KiB of the paste were taken.")
            }
        }
        if draft != nil {
            return handleInField(key)
        }
        if rowSearch != nil, searchRows(key) {
            return nil
        }
        switch key {
        case .up, .left, .backTab, .character("k"):
            return moveFocus(by: -1)
        case .down, .right, .tab, .character("j"):
            return moveFocus(by: 1)
        case .home, .end, .pageUp, .pageDown:
            return jumpFocus(key)
        case .enter:
            return activate()
        case .escape, .backspace:
            return .apply(.back, secret: false)
        case .character(":"):
            return .openCommandLine
        case .character("/"):
            rowSearch = ""
            status = .note("/")
            return nil
        case .character("?"):
            showsHelp = true
            return nil
        case .character("q"):
            return .quit
        case .character(let digit) where digit.isASCII && digit.isWholeNumber:
            // A row's number focuses that row; Enter then selects it, as for any other target.
            if let number = digit.wholeNumberValue, let index = targets.firstIndex(of: .row(number: number)) {
                focus = index
            }
            return nil
        default:
            return nil
        }
    }

    /// Keys while a field has focus: text goes into the field; leaving it applies what was typed.
    private mutating func handleInField(_ key: TerminalKey) -> TerminalUIAction? {
        // No copy of the draft is bound here: one alive while the draft is edited would make the edit copy it.
        guard draft != nil else { return nil }
        switch key {
        case .backspace where draft?.characters.isEmpty == true:
            return .apply(.back, secret: false)
        case .escape where draft?.isChanged == false:
            // The first Escape undoes an edit not yet applied; on an unedited field it goes back.
            return .apply(.back, secret: false)
        case .up, .backTab:
            return moveFocus(by: -1)
        case .down, .tab:
            return moveFocus(by: 1)
        case .enter:
            // Tab goes to the next target in order; Enter goes on with the form: the next field, else the
            // button that confirms it, so Enter, Enter fills a field and submits.
            guard let fieldID = draft?.fieldID, let next = TerminalFocusTarget.afterEnter(inField: fieldID, on: screen),
                let index = targets.firstIndex(of: next)
            else {
                return moveFocus(by: 1)
            }
            return moveFocus(by: index - (focus ?? index))
        case .pageUp, .pageDown:
            return jumpFocus(key)
        default:
            // Edited in place: editing a copy would copy the whole text on every key, and typing or pasting a
            // long text would take quadratic time.
            // The cursor does not move in a secret: it is drawn as a fixed mask, and a cursor inside it would
            // edit where nobody can see.
            if screen.field(id: draft!.fieldID)?.isSecure == true,
                [.left, .right, .home, .end, .delete, .control("a"), .control("e")].contains(key) {
                return nil
            }
            Self.edit(&draft!, with: key)
            return nil
        }
    }

    /// Applies an editing key to `draft`.
    private static func edit(_ draft: inout TerminalFieldDraft, with key: TerminalKey) {
        switch key {
        case .character(let character):
            draft.insert(character)
        case .paste(let text, _):
            draft.insert(pasted: text)
        case .backspace:
            draft.deleteBackward()
        case .delete:
            draft.deleteForward()
        case .left:
            draft.moveCursor(by: -1)
        case .right:
            draft.moveCursor(by: 1)
        case .home, .control("a"):
            draft.moveCursor(toEnd: false)
        case .end, .control("e"):
            draft.moveCursor(toEnd: true)
        case .control("u"):
            draft.deleteToStart()
        case .escape:
            draft.revert()
        default:
            break
        }
    }

    /// Moves focus, wrapping around; leaving a field whose text changed applies it as a `type` event.
    private mutating func moveFocus(by offset: Int) -> TerminalUIAction? {
        let pending = pendingTypeEvent()
        if let focus, !targets.isEmpty {
            self.focus = (focus + offset + targets.count) % targets.count
        }
        draft = Self.draft(for: focusedTarget, on: screen)
        return pending
    }

    /// A key while rows are searched (`/`): text extends the search and focuses the first row whose title holds
    /// it (ignoring case), Backspace shortens it, Enter and Escape end it.
    /// - Returns: Whether the key was taken; any other key ends the search and acts as usual.
    private mutating func searchRows(_ key: TerminalKey) -> Bool {
        guard var query = rowSearch else { return false }
        switch key {
        case .character(let character):
            query.append(character)
        case .paste(let text, _):
            query += text.filter { !$0.isNewline }
        case .backspace where !query.isEmpty:
            query.removeLast()
        case .enter, .escape, .backspace:
            rowSearch = nil
            status = .idle
            return true
        default:
            rowSearch = nil
            status = .idle
            return false
        }
        rowSearch = query
        let match = screen.rows.indices.first { index in
            targets.contains(.row(number: index + 1)) && screen.rows[index].title.localizedLowercase.contains(query.localizedLowercase)
        }
        if let match, let index = targets.firstIndex(of: .row(number: match + 1)) {
            focus = index
            status = .note("/" + query)
        } else {
            status = .note("/" + query + "  (no row matches)")
        }
        return true
    }

    /// How many targets Page Up and Page Down move the focus.
    package static let pageLength = 10

    /// Home and End: the first or last target; Page Up and Page Down: ``pageLength`` targets, stopping at the
    /// ends rather than wrapping. Leaving a changed field applies it, as moving does.
    private mutating func jumpFocus(_ key: TerminalKey) -> TerminalUIAction? {
        guard let focus, !targets.isEmpty else { return nil }
        let pending = pendingTypeEvent()
        switch key {
        case .home: self.focus = 0
        case .end: self.focus = targets.count - 1
        case .pageUp: self.focus = max(focus - Self.pageLength, 0)
        default: self.focus = min(focus + Self.pageLength, targets.count - 1)
        }
        if self.focus != focus {
            draft = Self.draft(for: focusedTarget, on: screen)
            return pending
        }
        return nil
    }

    /// The focused field's edit as an event, when it changed the field.
    private func pendingTypeEvent() -> TerminalUIAction? {
        guard let draft, draft.isChanged else { return nil }
        let secure = screen.field(id: draft.fieldID)?.isSecure ?? false
        return .apply(.type(fieldID: draft.fieldID, text: draft.text), secret: secure)
    }

    /// Enter on a row or a button.
    private func activate() -> TerminalUIAction? {
        switch focusedTarget {
        case .row(let number)?:
            .apply(.select(row: number), secret: false)
        case .button(let title)?:
            .apply(.tap(title: title), secret: false)
        case .field?, nil:
            nil
        }
    }

    private static func draft(for target: TerminalFocusTarget?, on screen: Screen) -> TerminalFieldDraft? {
        guard case .field(let id)? = target, let field = screen.field(id: id) else { return nil }
        return TerminalFieldDraft(field: field)
    }
}

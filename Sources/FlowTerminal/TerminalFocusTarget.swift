import FlowScript

/// Something on a screen the terminal UI can focus: a field to type into, a row to select, a button (or an
/// alert's action) to tap. Targets are named by what identifies them across redraws, so focus stays put
/// when an event changes the screen around them.
package enum TerminalFocusTarget: Equatable, Sendable {
    /// The text field with this identifier.
    case field(id: String)
    /// The row with this number, counting from 1, as `select` counts.
    case row(number: Int)
    /// The button or alert action `title` names: its title, numbered when other buttons share it (`OK #2`, a
    /// ``ButtonReference``), which is also what its `tap` says.
    case button(title: String)

    /// The targets of `screen` in the order focus moves through them: fields, rows, then buttons; only the
    /// alert's actions while an alert is shown. Disabled rows and buttons are skipped.
    package static func targets(on screen: Screen) -> [TerminalFocusTarget] {
        if let alert = screen.alert {
            return alert.actions.indices.map { .button(title: screen.buttonReference(at: $0).description) }
        }
        var targets = screen.fields.map { TerminalFocusTarget.field(id: $0.id) }
        targets += screen.rows.enumerated().filter(\.element.isEnabled).map { .row(number: $0.offset + 1) }
        targets += screen.buttons.indices.filter { screen.buttons[$0].isEnabled }
            .map { .button(title: screen.buttonReference(at: $0).description) }
        return targets
    }

    /// Where Enter in the field `id` moves the focus: the next field, as a form is filled in; after the last
    /// field, the screen's confirming button (``confirmingButton(on:)``), as Enter submits a web form. `nil`
    /// when the screen has neither.
    package static func afterEnter(inField id: String, on screen: Screen) -> TerminalFocusTarget? {
        guard screen.alert == nil else { return nil }
        if let index = screen.fields.firstIndex(where: { $0.id == id }), index + 1 < screen.fields.count {
            return .field(id: screen.fields[index + 1].id)
        }
        return confirmingButton(on: screen).map { .button(title: $0) }
    }

    /// Titles that confirm what the fields hold, matched ignoring case, whole or as the title's first words
    /// (`Save`, `Save draft`, `Sign In`).
    package static let confirmingTitles = [
        "save", "ok", "done", "submit", "sign in", "log in", "sign up", "create", "add", "send", "apply",
        "confirm", "continue", "next", "search", "go", "update",
    ]

    /// The button Enter in a screen's last field leads to, as its ``ButtonReference`` text: the first enabled one
    /// whose title confirms (``confirmingTitles``), else the first enabled one. Screens carry no "primary" mark, and
    /// the first button is not always the one that submits: the add form's first is its `Disable` switch.
    package static func confirmingButton(on screen: Screen) -> String? {
        let enabled = screen.buttons.indices.filter { screen.buttons[$0].isEnabled }
        let confirming = enabled.first { index in
            let title = screen.buttons[index].title
            let words = title.localizedLowercase.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            return confirmingTitles.contains { words == $0 || words.hasPrefix($0 + " ") }
        }
        return (confirming ?? enabled.first).map { screen.buttonReference(at: $0).description }
    }
}

import FlowScript

/// Something on a screen the terminal UI can focus: a field to type into, a row to select, a button (or an
/// alert's action) to tap. Targets are named by what identifies them across redraws, so focus stays put
/// when an event changes the screen around them.
public enum TerminalFocusTarget: Equatable, Sendable {
    /// The text field with this identifier.
    case field(id: String)
    /// The row with this number, counting from 1, as `select` counts.
    case row(number: Int)
    /// The button or alert action with this title.
    case button(title: String)

    /// The targets of `screen` in the order focus moves through them: fields, rows, then buttons; only the
    /// alert's actions while an alert is shown. Disabled rows and buttons are skipped.
    public static func targets(on screen: Screen) -> [TerminalFocusTarget] {
        if let alert = screen.alert {
            return alert.actions.map { .button(title: $0.title) }
        }
        var targets = screen.fields.map { TerminalFocusTarget.field(id: $0.id) }
        targets += screen.rows.enumerated().filter(\.element.isEnabled).map { .row(number: $0.offset + 1) }
        targets += screen.buttons.filter(\.isEnabled).map { .button(title: $0.title) }
        return targets
    }
}

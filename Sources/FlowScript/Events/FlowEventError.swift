/// Why an event could not be applied to the screen on top. Each prints as one line naming the value at
/// fault and the screen, and never the text of a `type` event.
public enum FlowEventError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `tap` named a title no button on the screen has; `available` lists the titles that are there.
    case buttonNotOnScreen(title: String, screen: String, available: [String])
    /// `tap` named a disabled button.
    case buttonDisabled(title: String, screen: String)
    /// While an alert is shown, `tap` named a title that is not one of its actions.
    case notAnAlertAction(title: String, alert: String, screen: String, actions: [String])
    /// `select` named a row number beyond the screen's `count` rows.
    case rowOutOfRange(row: Int, screen: String, count: Int)
    /// `select` named a disabled row.
    case rowDisabled(row: Int, title: String, screen: String)
    /// `type` named a field the screen does not show; `available` lists the field ids that are there.
    case fieldNotOnScreen(id: String, screen: String, available: [String])
    /// An event other than `tap` came while an alert is shown; `event` is masked.
    case blockedByAlert(event: FlowEvent, alert: String, screen: String, actions: [String])
    /// An event came while no screen is shown.
    case noScreen(event: FlowEvent)

    /// One line naming the value at fault and the screen; titles, ids and names from the script or the
    /// events are quoted by ``QuotedText`` (escaped, and cut when long).
    public var description: String {
        switch self {
        case .buttonNotOnScreen(let title, let screen, let available):
            let buttons = available.isEmpty ? "it has no buttons" : "buttons: \(QuotedText.list(available))"
            return "no button \(quoted(title)) on screen \(quoted(screen)) (\(buttons))"
        case .buttonDisabled(let title, let screen):
            return "button \(quoted(title)) on screen \(quoted(screen)) is disabled"
        case .notAnAlertAction(let title, let alert, let screen, let actions):
            return "no action \(quoted(title)) on the alert \(quoted(alert)) over screen \(quoted(screen)) "
                + "(actions: \(QuotedText.list(actions)))"
        case .rowOutOfRange(let row, let screen, let count):
            let rows = count == 0 ? "it has no rows" : "rows 1-\(count)"
            return "row \(row) is out of range on screen \(quoted(screen)) (\(rows))"
        case .rowDisabled(let row, let title, let screen):
            return "row \(row) (\(quoted(title))) on screen \(quoted(screen)) is disabled"
        case .fieldNotOnScreen(let id, let screen, let available):
            let fields = available.isEmpty ? "it has no fields" : "fields: \(QuotedText.list(available))"
            return "no field \(quoted(id)) on screen \(quoted(screen)) (\(fields))"
        case .blockedByAlert(let event, let alert, let screen, let actions):
            return "cannot \(quoted(event.description)) on screen \(quoted(screen)) "
                + "while the alert \(quoted(alert)) is shown (actions: \(QuotedText.list(actions)))"
        case .noScreen(let event):
            return "cannot \(quoted(event.description)): no screen is shown"
        }
    }

    private func quoted(_ text: String) -> String {
        QuotedText.quoted(text)
    }
}

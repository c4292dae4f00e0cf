/// Why an event could not be applied to the screen on top. Each prints as one line naming the value at
/// fault and the screen, and never the text of a `type` event.
public enum FlowEventError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `tap` named a title no button on the screen has; `available` lists the titles that are there.
    case buttonNotOnScreen(title: String, screen: String, available: [String])
    /// `tap` named a disabled button.
    case buttonDisabled(title: String, screen: String)
    /// `tap` named a title two or more enabled buttons share, at `positions` on the screen (from 1); `numbers` are
    /// theirs among the buttons with that title, which `tap <title> #<number>` names.
    case ambiguousButton(title: String, screen: String, positions: [Int], numbers: [Int])
    /// `tap <title> #<number>` named a number past the `count` buttons titled `title`.
    case buttonNumberOutOfRange(title: String, number: Int, count: Int, screen: String)
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
        case .ambiguousButton(let title, let screen, let positions, let numbers):
            let named = numbers.map { quoted(ButtonReference(title: title, number: $0).description) }
            return "button \(quoted(title)) on screen \(quoted(screen)) is ambiguous: buttons "
                + "\(Self.listed(positions.map(String.init))) are enabled and titled so "
                + "(name one: \(Self.listed(named, joining: "or")))"
        case .buttonNumberOutOfRange(let title, let number, let count, let screen):
            let buttons = count == 1 ? "1 button" : "\(count) buttons"
            return "no button \(quoted(title)) #\(number) on screen \(quoted(screen)) (it has \(buttons) titled so)"
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

    /// `a`, `a and b`, `a, b and c` (or `or`).
    private static func listed(_ items: [String], joining word: String = "and") -> String {
        guard items.count > 1, let last = items.last else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " \(word) " + last
    }

    private func quoted(_ text: String) -> String {
        QuotedText.quoted(text)
    }
}

import FlowScript

/// The screens scenarios saw, by kind (the module's screen name, such as `items.list`), and which of their
/// buttons, rows and alert actions the scenarios' events used: screen coverage.
public struct ScreenUsage: Hashable, Sendable, Codable {
    /// Usage by screen name.
    public var kinds: [String: ScreenKindUsage] = [:]

    /// Creates an empty usage.
    public init() {}

    /// Notes the parts `screen` shows.
    public mutating func noteShown(_ screen: Screen) {
        var kind = kinds[screen.name] ?? ScreenKindUsage()
        ScreenKindUsage.append(screen.buttons.map(\.title), to: &kind.buttons)
        kind.rowCount = max(kind.rowCount, screen.rows.count)
        ScreenKindUsage.append(
            screen.rows.indices.filter { screen.rows[$0].isEnabled }.map { $0 + 1 }, to: &kind.selectableRows)
        if let alert = screen.alert {
            ScreenKindUsage.append(alert.actions.map(\.title), to: &kind.alertActions[alert.title, default: []])
        }
        kinds[screen.name] = kind
    }

    /// Notes `event` applied to `screen`: a tap uses an alert action while an alert is shown, else a button;
    /// a select uses a row. Typing and going back use no part counted here, nor does an event the screen
    /// refuses (no such button or row, or a disabled one).
    public mutating func noteEvent(_ event: FlowEvent, on screen: Screen) {
        noteShown(screen)
        switch event {
        case .tap(let reference):
            let buttons = screen.tappableButtons
            guard let index = try? ButtonReference(reference).index(among: buttons, on: screen.name) else { return }
            let title = buttons[index].title
            if let alert = screen.alert {
                ScreenKindUsage.append([title], to: &kinds[screen.name, default: ScreenKindUsage()]
                    .tappedAlertActions[alert.title, default: []])
            } else {
                ScreenKindUsage.append([title], to: &kinds[screen.name, default: ScreenKindUsage()].tappedButtons)
            }
        case .select(let row):
            guard screen.rows.indices.contains(row - 1), screen.rows[row - 1].isEnabled else { return }
            ScreenKindUsage.append([row], to: &kinds[screen.name, default: ScreenKindUsage()].selectedRows)
        case .type, .back:
            break
        }
    }

    /// Adds what `other` saw and used.
    public mutating func formUnion(_ other: ScreenUsage) {
        for (name, usage) in other.kinds {
            kinds[name, default: ScreenKindUsage()].formUnion(usage)
        }
    }
}

/// What scenarios saw and used of one kind of screen (a module's screens, by name): its buttons, its rows
/// (by number, as `select` picks them) and the actions of each alert shown over it.
public struct ScreenKindUsage: Hashable, Sendable, Codable {
    /// Button titles shown, in the order first seen.
    public var buttons: [String] = []
    /// Those tapped.
    public var tappedButtons: [String] = []
    /// The most rows shown at once.
    public var rowCount = 0
    /// Row numbers selected (from 1).
    public var selectedRows: [Int] = []
    /// The actions of each alert shown, by alert title.
    public var alertActions: [String: [String]] = [:]
    /// Those tapped, by alert title.
    public var tappedAlertActions: [String: [String]] = [:]

    /// The most rows a coverage part may say a screen showed: far more than any list a scenario draws, and
    /// few enough to list the unselected ones.
    public static let rowCountLimit = 1_000_000

    /// Creates an empty usage.
    public init() {}

    /// Buttons no scenario tapped.
    public var untappedButtons: [String] { buttons.filter { !tappedButtons.contains($0) } }
    /// Rows no scenario selected.
    public var unselectedRows: [Int] {
        rowCount == 0 ? [] : (1...rowCount).filter { !selectedRows.contains($0) }
    }
    /// Alert actions no scenario tapped, as (alert title, action), alerts sorted by title.
    public var untappedAlertActions: [(alert: String, action: String)] {
        alertActions.keys.sorted().flatMap { alert in
            (alertActions[alert] ?? []).filter { !(tappedAlertActions[alert] ?? []).contains($0) }
                .map { (alert, $0) }
        }
    }
    /// Parts seen in all: buttons, rows and alert actions.
    public var partCount: Int { buttons.count + rowCount + alertActions.values.reduce(0) { $0 + $1.count } }
    /// Parts used in all.
    public var usedCount: Int {
        partCount - untappedButtons.count - unselectedRows.count - untappedAlertActions.count
    }

    /// Adds what `other` saw and used.
    public mutating func formUnion(_ other: ScreenKindUsage) {
        Self.append(other.buttons, to: &buttons)
        Self.append(other.tappedButtons, to: &tappedButtons)
        rowCount = max(rowCount, other.rowCount)
        Self.append(other.selectedRows, to: &selectedRows)
        for (alert, actions) in other.alertActions {
            Self.append(actions, to: &alertActions[alert, default: []])
        }
        for (alert, actions) in other.tappedAlertActions {
            Self.append(actions, to: &tappedAlertActions[alert, default: []])
        }
    }

    /// Appends the elements of `new` that `list` lacks, keeping first-seen order.
    static func append<Element: Equatable>(_ new: [Element], to list: inout [Element]) {
        for element in new where !list.contains(element) {
            list.append(element)
        }
    }
}

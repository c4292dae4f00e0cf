/// What scenarios saw and used of one kind of screen (a module's screens, by name): its buttons, its rows
/// (by number, as `select` picks them; only rows shown selectable count as parts) and the actions of each
/// alert shown over it.
///
/// Its JSON (a shard's part file) names its keys in snake_case, as every JSON flowrun writes; part files
/// written with the former camelCase names are still read.
public struct ScreenKindUsage: Hashable, Sendable, Codable {
    /// Button titles shown, in the order first seen.
    public var buttons: [String] = []
    /// Those tapped.
    public var tappedButtons: [String] = []
    /// The most rows shown at once.
    public var rowCount = 0
    /// Row numbers shown selectable at least once (from 1): a row that never is (a melody) is no part to use.
    public var selectableRows: [Int] = []
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
    /// Selectable rows no scenario selected, ascending.
    public var unselectedRows: [Int] {
        selectableRows.sorted().filter { !selectedRows.contains($0) }
    }
    /// Alert actions no scenario tapped, as (alert title, action), alerts sorted by title.
    public var untappedAlertActions: [(alert: String, action: String)] {
        alertActions.keys.sorted().flatMap { alert in
            (alertActions[alert] ?? []).filter { !(tappedAlertActions[alert] ?? []).contains($0) }
                .map { (alert, $0) }
        }
    }
    /// Parts seen in all: buttons, selectable rows and alert actions.
    public var partCount: Int {
        buttons.count + selectableRows.count + alertActions.values.reduce(0) { $0 + $1.count }
    }
    /// Parts used in all.
    public var usedCount: Int {
        partCount - untappedButtons.count - unselectedRows.count - untappedAlertActions.count
    }

    /// Adds what `other` saw and used.
    public mutating func formUnion(_ other: ScreenKindUsage) {
        Self.append(other.buttons, to: &buttons)
        Self.append(other.tappedButtons, to: &tappedButtons)
        rowCount = max(rowCount, other.rowCount)
        Self.append(other.selectableRows, to: &selectableRows)
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

    private enum CodingKeys: String, CodingKey {
        case buttons
        case tappedButtons = "tapped_buttons"
        case rowCount = "row_count"
        case selectableRows = "selectable_rows"
        case selectedRows = "selected_rows"
        case alertActions = "alert_actions"
        case tappedAlertActions = "tapped_alert_actions"
    }

    /// The names part files used before they were snake_case.
    private enum FormerKeys: String, CodingKey {
        case tappedButtons, rowCount, selectedRows, alertActions, tappedAlertActions
    }

    /// Reads the snake_case keys, else the former camelCase ones; a part without selectable rows (written
    /// before they were told apart) counts every row shown as selectable, as it did.
    public init(from decoder: any Decoder) throws {
        let keys = try decoder.container(keyedBy: CodingKeys.self)
        let former = try decoder.container(keyedBy: FormerKeys.self)
        func value<T: Decodable>(_ key: CodingKeys, _ old: FormerKeys?, default empty: T) throws -> T {
            if let found = try keys.decodeIfPresent(T.self, forKey: key) { return found }
            guard let old else { return empty }
            return try former.decodeIfPresent(T.self, forKey: old) ?? empty
        }
        buttons = try value(.buttons, nil, default: [])
        tappedButtons = try value(.tappedButtons, .tappedButtons, default: [])
        rowCount = try value(.rowCount, .rowCount, default: 0)
        selectedRows = try value(.selectedRows, .selectedRows, default: [])
        alertActions = try value(.alertActions, .alertActions, default: [:])
        tappedAlertActions = try value(.tappedAlertActions, .tappedAlertActions, default: [:])
        selectableRows = try value(.selectableRows, nil, default: rowCount == 0 ? [] : Array(1...rowCount))
    }
}

import FlowScript
import FlowCore

/// Shows the items list (`"items.list"`): a row per item (title, creation date), the loader, the
/// error in place of the rows (I3), and the "Add" and "Delete All" buttons.
public struct ItemsListScreenAdapter: HeadlessScreen {
    /// The screen's title.
    public static let title = "Items"
    /// The button that opens the add form (I5).
    public static let addTitle = "Add"
    /// The button that deletes every item (I6).
    public static let deleteAllTitle = "Delete All"
    /// The label of a loaded list without items.
    public static let emptyMessage = "No items yet."

    /// The list's scene.
    public let view: ItemsListScene

    /// Creates the adapter of `view`.
    public init(view: ItemsListScene) {
        self.view = view
    }

    /// The rows, or the error, or the empty-list label.
    public func render() -> Screen {
        let labels: [String]
        if let error = view.errorMessage {
            labels = [error]
        } else if view.rows.isEmpty && !view.isLoading {
            labels = [Self.emptyMessage]
        } else {
            labels = []
        }
        return Screen(
            name: view.moduleName,
            title: Self.title,
            labels: labels,
            buttons: buttons.map(\.button),
            rows: view.rows.map(Self.row(for:)),
            isLoading: view.isLoading
        )
    }

    /// A row shows the item's date, and says so when the item is disabled. Rows stay selectable either
    /// way, so a disabled item can be opened and enabled again. The row carries the item's id for specs.
    private static func row(for item: ItemDisplayModel) -> ScreenRow {
        ScreenRow(
            title: item.title, detail: item.isEnabled ? item.dateText : "\(item.dateText) (disabled)", id: item.id)
    }

    /// "Add" and "Delete All", described once: a tap is resolved by its index into this list.
    private var buttons: [FlowAction] {
        [
            FlowAction(title: Self.addTitle) { [view] in view.tapAdd() },
            FlowAction(title: Self.deleteAllTitle) { [view] in view.tapDeleteAll() },
        ]
    }

    /// Selects a row (I4) or taps a button.
    /// - Throws: `ItemsError.rowOutOfRange` from the scene; ``AdapterActionError/unsupportedAction(_:screen:)``
    ///   for an action the list does not offer.
    public func perform(_ action: ScreenAction) throws {
        switch action {
        case .select(let index):
            try view.selectRow(at: index)
        case .tap(let index, _) where buttons.indices.contains(index):
            try buttons[index].perform()
        default:
            throw AdapterActionError.unsupportedAction(action, screen: view.moduleName)
        }
    }
}

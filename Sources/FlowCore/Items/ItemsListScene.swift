import FlowBase
/// The scene of the Items list. It holds what the list currently shows as plain values for a host
/// to render, and forwards the user's actions to its director.
public final class ItemsListScene: ModuleView {
    /// `"items.list"`.
    public let moduleName = "items.list"
    /// The rows shown, in order; empty while an error is shown.
    public private(set) var rows: [ItemDisplayModel] = []
    /// Whether the loading indicator is on.
    public private(set) var isLoading = false
    /// The error shown in place of the rows, or `nil` when the rows are shown.
    public private(set) var errorMessage: String?

    /// The director; the scene owns it.
    private let eventsHandler: any ItemsListEventsHandling

    /// Creates a scene that forwards the user's actions to `eventsHandler`.
    init(eventsHandler: any ItemsListEventsHandling) {
        self.eventsHandler = eventsHandler
    }

    /// I1: the scene is on screen; the list starts loading.
    public func viewDidLoad() {
        eventsHandler.onUIReady()
    }

    /// Reloads the list, as pull-to-refresh would.
    public func refresh() {
        eventsHandler.onRefresh()
    }

    /// I4: opens the details of the item in row `index` (from 0).
    /// - Throws: `ItemsError.rowOutOfRange` when the list has no such row.
    public func selectRow(at index: Int) throws(ItemsError) {
        try eventsHandler.onItemSelected(at: index)
    }

    /// I5: opens the Add screen.
    public func tapAdd() {
        eventsHandler.onAddTapped()
    }

    /// I6: deletes every item.
    public func tapDeleteAll() {
        eventsHandler.onDeleteAllTapped()
    }
}

extension ItemsListScene: ItemsListDisplaying {
    /// Turns the loading indicator on or off.
    public func setLoading(_ isLoading: Bool) {
        self.isLoading = isLoading
    }

    /// Shows `rows` and clears the error.
    public func showItems(_ rows: [ItemDisplayModel]) {
        self.rows = rows
        errorMessage = nil
    }

    /// Shows `message` and no rows.
    public func showError(_ message: String) {
        rows = []
        errorMessage = message
    }
}

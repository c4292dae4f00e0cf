/// The worker of the Items details module: stores changes to the item through the data source and
/// presents each result to the director before returning.
public final class ItemsDetailsWorker {
    /// The director; weak because the director owns this worker.
    weak var presenter: (any ItemsDetailsDataPresenting)?
    private let dataSource: ItemsDataSource

    /// Creates a worker over `dataSource`; set `presenter` to the director (the builder does).
    init(dataSource: ItemsDataSource) {
        self.dataSource = dataSource
    }
}

extension ItemsDetailsWorker: ItemsDetailsDataManaging {
    /// Stores `item` with `isEnabled` and presents the stored item, or presents the error.
    public func setEnabled(_ isEnabled: Bool, for item: Item) {
        var updated = item
        updated.isEnabled = isEnabled
        do throws(ItemsError) {
            try dataSource.updateItem(updated)
            presenter?.present(updatedItem: updated)
        } catch {
            presenter?.presentError(error)
        }
    }
}

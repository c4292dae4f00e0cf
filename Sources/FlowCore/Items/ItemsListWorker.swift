/// The worker of the Items list: runs the list's data calls on the data source and presents each
/// result to the director before returning.
public final class ItemsListWorker {
    /// The director; weak because the director owns this worker.
    weak var presenter: (any ItemsListDataPresenting)?
    private let dataSource: ItemsDataSource

    /// Creates a worker over `dataSource`; set `presenter` to the director (the builder does).
    init(dataSource: ItemsDataSource) {
        self.dataSource = dataSource
    }
}

extension ItemsListWorker: ItemsListDataManaging {
    /// Fetches every item and presents them, or presents the error.
    public func fetchItems() {
        do throws(ItemsError) {
            presenter?.present(items: try dataSource.fetchItems())
        } catch {
            presenter?.presentError(error)
        }
    }

    /// I6: deletes every item and presents what the data source holds afterwards, or presents the error.
    public func deleteAllItems() {
        do throws(ItemsError) {
            try dataSource.deleteAllItems()
        } catch {
            presenter?.presentError(error)
            return
        }
        fetchItems()
    }
}

/// The worker of the Items add module: creates items through the data source and presents each
/// result to the director before returning.
public final class ItemsAddWorker {
    /// The director; weak because the director owns this worker.
    weak var presenter: (any ItemsAddDataPresenting)?
    private let dataSource: ItemsDataSource

    /// Creates a worker over `dataSource`; set `presenter` to the director (the builder does).
    init(dataSource: ItemsDataSource) {
        self.dataSource = dataSource
    }
}

extension ItemsAddWorker: ItemsAddDataManaging {
    /// Creates and stores the item and presents it, or presents the error.
    public func createItem(title: String, isEnabled: Bool) {
        do throws(ItemsError) {
            presenter?.presentCreated(try dataSource.createItem(title: title, isEnabled: isEnabled))
        } catch {
            presenter?.presentError(error)
        }
    }
}

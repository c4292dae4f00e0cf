/// The director (VIPER-S presenter) of the Items list: turns scene events into worker and
/// navigator calls, keeps the presented items, and tells the scene what to show.
public final class ItemsListDirector {
    /// The items last presented, oldest first; row N of the scene shows `items[N]` (I2).
    public private(set) var items: [Item] = []

    /// The scene; weak because the scene owns this director.
    weak var ui: (any ItemsListDisplaying)?
    private let dataManager: any ItemsListDataManaging
    private let navigator: any ItemsListNavigating

    /// Creates a director that works through `dataManager` and navigates through `navigator`;
    /// set `ui` to the scene (the builder does).
    init(dataManager: any ItemsListDataManaging, navigator: any ItemsListNavigating) {
        self.dataManager = dataManager
        self.navigator = navigator
    }

    private func reload() {
        ui?.setLoading(true)
        dataManager.fetchItems()
    }
}

extension ItemsListDirector: ItemsListEventsHandling {
    /// I1: turns the loader on and fetches the items.
    public func onUIReady() {
        reload()
    }

    /// Turns the loader on and fetches the items again.
    public func onRefresh() {
        reload()
    }

    /// I4: opens Details for exactly the item shown in row `index`.
    public func onItemSelected(at index: Int) throws(ItemsError) {
        guard items.indices.contains(index) else {
            throw .rowOutOfRange(index: index, count: items.count)
        }
        navigator.goToDetails(for: items[index], delegate: self)
    }

    /// I5: opens Add with this director as its delegate.
    public func onAddTapped() {
        navigator.goToAddItem(delegate: self)
    }

    /// I6: turns the loader on and deletes every item.
    public func onDeleteAllTapped() {
        ui?.setLoading(true)
        dataManager.deleteAllItems()
    }
}

extension ItemsListDirector: ItemsListDataPresenting {
    /// I2: keeps `items`, shows their display models and turns the loader off.
    public func present(items: [Item]) {
        self.items = items
        ui?.showItems(items.map(ItemDisplayModel.init(item:)))
        ui?.setLoading(false)
    }

    /// I3: drops the items, shows the error and turns the loader off.
    public func presentError(_ error: ItemsError) {
        items = []
        ui?.showError(error.userMessage)
        ui?.setLoading(false)
    }
}

extension ItemsListDirector: ItemsAddDelegate {
    /// I5: reloads the list so it shows the created item.
    public func itemDidCreate(_ item: Item) {
        reload()
    }
}

extension ItemsListDirector: ItemsDetailsDelegate {
    /// Reloads the list so it shows the changed item.
    public func itemDidUpdate(_ item: Item) {
        reload()
    }
}

/// The director (VIPER-S presenter) of the Items details module. It is built with its item (I4):
/// there is no Details without one.
public final class ItemsDetailsDirector {
    /// The item shown, as last stored.
    public private(set) var item: Item

    /// The scene; weak because the scene owns this director.
    weak var ui: (any ItemsDetailsDisplaying)?
    /// Told when the item changes; weak because it is the presenting module's director.
    private weak var delegate: (any ItemsDetailsDelegate)?
    private let dataManager: any ItemsDetailsDataManaging
    private let navigator: any ItemsDetailsNavigating

    /// Creates the director of `item`'s details; set `ui` to the scene (the builder does).
    init(
        item: Item,
        delegate: (any ItemsDetailsDelegate)?,
        dataManager: any ItemsDetailsDataManaging,
        navigator: any ItemsDetailsNavigating
    ) {
        self.item = item
        self.delegate = delegate
        self.dataManager = dataManager
        self.navigator = navigator
    }
}

extension ItemsDetailsDirector: ItemsDetailsEventsHandling {
    /// I4: shows the item Details was built with.
    public func onUIReady() {
        ui?.showItem(ItemDisplayModel(item: item))
    }

    /// Stores the item with its enabled flag flipped.
    public func onToggleEnabledTapped() {
        dataManager.setEnabled(!item.isEnabled, for: item)
    }

    /// Goes back.
    public func onBackTapped() {
        navigator.goBack()
    }
}

extension ItemsDetailsDirector: ItemsDetailsDataPresenting {
    /// Keeps and shows the changed item, then tells the delegate.
    public func present(updatedItem: Item) {
        item = updatedItem
        ui?.showItem(ItemDisplayModel(item: updatedItem))
        delegate?.itemDidUpdate(updatedItem)
    }

    /// Shows the error; the item stays as it was.
    public func presentError(_ error: ItemsError) {
        ui?.showError(error.userMessage)
    }
}

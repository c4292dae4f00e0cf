import FlowScript
import FlowCore

/// The navigator of an items list a flow builds: each destination the flow handles goes to its
/// closure; the others go to the core's `ItemsListNavigator`, with the Add module's creations
/// announced on the way to the list.
final class FlowItemsListNavigator: ItemsListNavigating {
    private let coreNavigator: ItemsListNavigator
    private let onSelect: ((Item) -> Void)?
    private let onAdd: (() -> Void)?
    private let announceCreation: (Item) -> Void
    /// The list's director, which the core Add module would report to directly; weak like the core's.
    private weak var addDelegate: (any ItemsAddDelegate)?

    /// Owned here because the core Add module holds its delegate weakly; lives as long as the list.
    private lazy var creationRelay = ItemChangeRelay(onCreate: { [weak self] item in
        guard let self else { return }
        announceCreation(item)
        addDelegate?.itemDidCreate(item)
    })

    init(
        coreNavigator: ItemsListNavigator,
        onSelect: ((Item) -> Void)?,
        onAdd: (() -> Void)?,
        announceCreation: @escaping (Item) -> Void
    ) {
        self.coreNavigator = coreNavigator
        self.onSelect = onSelect
        self.onAdd = onAdd
        self.announceCreation = announceCreation
    }

    func goToDetails(for item: Item, delegate: (any ItemsDetailsDelegate)?) {
        if let onSelect {
            onSelect(item)
        } else {
            coreNavigator.goToDetails(for: item, delegate: delegate)
        }
    }

    func goToAddItem(delegate: (any ItemsAddDelegate)?) {
        if let onAdd {
            onAdd()
        } else {
            addDelegate = delegate
            coreNavigator.goToAddItem(delegate: creationRelay)
        }
    }
}

@testable import FlowCore

/// Records where the list director navigates.
final class ItemsListNavigatingSpy: ItemsListNavigating {
    private(set) var selectedItem: Item?
    private(set) var detailsDelegate: (any ItemsDetailsDelegate)?
    private(set) var goingToAddItem = false
    private(set) var addDelegate: (any ItemsAddDelegate)?

    func goToDetails(for item: Item, delegate: (any ItemsDetailsDelegate)?) {
        selectedItem = item
        detailsDelegate = delegate
    }

    func goToAddItem(delegate: (any ItemsAddDelegate)?) {
        goingToAddItem = true
        addDelegate = delegate
    }
}

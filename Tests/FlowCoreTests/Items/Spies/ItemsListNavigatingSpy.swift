@testable import FlowCore

/// Records where the list director navigates.
///
/// The delegates are weak, as in the modules the real navigator builds: the delegate is the director
/// that owns this navigator, so holding it strongly would be a retain cycle.
final class ItemsListNavigatingSpy: ItemsListNavigating {
    private(set) var selectedItem: Item?
    private(set) weak var detailsDelegate: (any ItemsDetailsDelegate)?
    private(set) var goingToAddItem = false
    private(set) weak var addDelegate: (any ItemsAddDelegate)?

    func goToDetails(for item: Item, delegate: (any ItemsDetailsDelegate)?) {
        selectedItem = item
        detailsDelegate = delegate
    }

    func goToAddItem(delegate: (any ItemsAddDelegate)?) {
        goingToAddItem = true
        addDelegate = delegate
    }
}

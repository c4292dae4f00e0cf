@testable import FlowCore

/// Records the items Add reports as created, into an optional shared call log.
final class ItemsAddDelegateSpy: ItemsAddDelegate {
    private let order: CallOrder?
    private(set) var createdItems: [Item] = []

    init(order: CallOrder? = nil) {
        self.order = order
    }

    func itemDidCreate(_ item: Item) {
        createdItems.append(item)
        order?.record("itemDidCreate")
    }
}

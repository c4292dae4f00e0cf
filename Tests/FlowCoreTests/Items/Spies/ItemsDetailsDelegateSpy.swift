@testable import FlowCore

/// Records the items Details reports as changed.
final class ItemsDetailsDelegateSpy: ItemsDetailsDelegate {
    private(set) var updatedItems: [Item] = []

    func itemDidUpdate(_ item: Item) { updatedItems.append(item) }
}

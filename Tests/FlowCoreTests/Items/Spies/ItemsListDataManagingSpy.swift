@testable import FlowCore

/// Records the data calls the list director makes.
final class ItemsListDataManagingSpy: ItemsListDataManaging {
    private(set) var fetchCount = 0
    private(set) var deleted = false

    var fetched: Bool { fetchCount > 0 }

    func fetchItems() { fetchCount += 1 }
    func deleteAllItems() { deleted = true }
}

@testable import FlowCore

/// An `ItemsStoring` whose every call throws, standing in for a broken database.
final class FailingItemsStore: ItemsStoring {
    struct DiskFull: Error, CustomStringConvertible {
        var description: String { "disk full" }
    }

    func loadItems() throws -> [Item] { throw DiskFull() }
    func saveItem(_ item: Item) throws { throw DiskFull() }
    func deleteAllItems() throws { throw DiskFull() }
}

/// Durable storage of items, implemented by `AppStateStore` (and by in-memory doubles in tests).
public protocol ItemsStoring: AnyObject {
    /// Every stored item, oldest first.
    func loadItems() throws -> [Item]
    /// Stores `item`, replacing a stored item with the same id.
    func saveItem(_ item: Item) throws
    /// Removes every stored item.
    func deleteAllItems() throws
}

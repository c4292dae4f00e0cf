/// An `ItemsStoring` that keeps items in memory: the default store of the Items modules and the
/// store tests and scripted scenarios use when nothing needs to survive the process.
public final class InMemoryItemsStore: ItemsStoring {
    private var items: [Item]

    /// Creates a store holding `items`.
    /// - Parameter items: The initial content; an item whose id repeats an earlier one replaces it.
    public init(items: [Item] = []) {
        self.items = []
        items.forEach(store)
    }

    /// Every stored item, oldest first; items with the same date keep the order they were saved in,
    /// as the persistent store orders by date.
    public func loadItems() -> [Item] {
        // Swift's sort is not guaranteed stable, so the saved position breaks ties explicitly.
        items.enumerated()
            .sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }
            .map(\.element)
    }

    /// Stores `item`, replacing a stored item with the same id in place.
    public func saveItem(_ item: Item) {
        store(item)
    }

    /// Removes every stored item.
    public func deleteAllItems() {
        items.removeAll()
    }

    private func store(_ item: Item) {
        if let index = items.firstIndex(where: { $0.id == item.id }) {
            items[index] = item
        } else {
            items.append(item)
        }
    }
}

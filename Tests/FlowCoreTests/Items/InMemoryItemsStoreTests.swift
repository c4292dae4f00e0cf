import Testing
@testable import FlowCore

@Suite("In-memory items store")
struct InMemoryItemsStoreTests {
    @Test("Items load oldest first, whatever order they were saved in")
    func loadsOldestFirst() {
        // Given
        let store = InMemoryItemsStore(items: [ItemsFixtures.three, ItemsFixtures.one])

        // When
        store.saveItem(ItemsFixtures.two)

        // Then
        #expect(store.loadItems() == [ItemsFixtures.one, ItemsFixtures.two, ItemsFixtures.three])
    }

    @Test("Items with the same date keep the order they were saved in")
    func sameDateKeepsSaveOrder() {
        // Given
        let first = Item(id: "b", title: "first", date: ItemsFixtures.firstDate)
        let second = Item(id: "a", title: "second", date: ItemsFixtures.firstDate)
        let store = InMemoryItemsStore()

        // When
        store.saveItem(first)
        store.saveItem(second)

        // Then
        #expect(store.loadItems() == [first, second])
    }

    @Test("Saving an item with a stored id replaces it; delete-all empties the store")
    func saveReplacesAndDeleteAllEmpties() {
        // Given
        let store = InMemoryItemsStore(items: [ItemsFixtures.one])
        var changed = ItemsFixtures.one
        changed.isEnabled = false

        // When
        store.saveItem(changed)

        // Then
        #expect(store.loadItems() == [changed])

        // When
        store.deleteAllItems()

        // Then
        #expect(store.loadItems().isEmpty)
    }
}

import Foundation
import Testing
@testable import FlowCore

@Suite("Items data source (I7)")
struct ItemsDataSourceTests {
    let dataSource = ItemsDataSource(now: { ItemsFixtures.firstDate })

    @Test("I7: returnItems makes the following fetches return exactly those items")
    func returnItemsReplacesTheContent() throws {
        // Given
        _ = try dataSource.createItem(title: "old", isEnabled: true)

        // When
        try dataSource.returnItems([ItemsFixtures.one, ItemsFixtures.two])

        // Then
        #expect(try dataSource.fetchItems() == [ItemsFixtures.one, ItemsFixtures.two])
        #expect(try dataSource.fetchItems() == [ItemsFixtures.one, ItemsFixtures.two])
    }

    @Test("I7: failNextCall fails exactly the next call, then calls succeed again")
    func failNextCallFailsOnce() throws {
        // Given
        try dataSource.returnItems([ItemsFixtures.one])

        // When
        dataSource.failNextCall(with: .unavailable(reason: "offline"))

        // Then
        #expect(dataSource.willFailNextCall)
        #expect(throws: ItemsError.unavailable(reason: "offline")) { try dataSource.fetchItems() }
        #expect(!dataSource.willFailNextCall)
        #expect(try dataSource.fetchItems() == [ItemsFixtures.one])
    }

    @Test("I7: every kind of call can be made to fail, leaving the store untouched")
    func everyCallCanFail() throws {
        // Given
        try dataSource.returnItems([ItemsFixtures.one])
        let failure = ItemsError.unavailable(reason: "offline")
        var changed = ItemsFixtures.one
        changed.title = "changed"

        // When / Then
        dataSource.failNextCall(with: failure)
        #expect(throws: failure) { try dataSource.createItem(title: "new", isEnabled: true) }
        dataSource.failNextCall(with: failure)
        #expect(throws: failure) { try dataSource.updateItem(changed) }
        dataSource.failNextCall(with: failure)
        #expect(throws: failure) { try dataSource.deleteAllItems() }
        #expect(try dataSource.fetchItems() == [ItemsFixtures.one])
    }

    @Test("Created items are stored, dated by the injected clock")
    func createUsesTheClock() throws {
        // When
        let created = try dataSource.createItem(title: "Milk", isEnabled: false)

        // Then
        #expect(created.date == ItemsFixtures.firstDate)
        #expect(try dataSource.fetchItems() == [created])
    }

    @Test("Updating replaces the stored item with the same id")
    func updateReplacesByID() throws {
        // Given
        try dataSource.returnItems([ItemsFixtures.one, ItemsFixtures.two])
        var changed = ItemsFixtures.two
        changed.title = "changed"

        // When
        try dataSource.updateItem(changed)

        // Then
        #expect(try dataSource.fetchItems() == [ItemsFixtures.one, changed])
    }

    @Test("A store that throws is reported as storeFailed naming the store call")
    func storeErrorsNameTheCall() {
        // Given
        let dataSource = ItemsDataSource(store: FailingItemsStore())

        // Then
        #expect(throws: ItemsError.storeFailed(operation: .load, reason: "disk full")) {
            try dataSource.fetchItems()
        }
        #expect(throws: ItemsError.storeFailed(operation: .save, reason: "disk full")) {
            try dataSource.createItem(title: "Milk", isEnabled: true)
        }
        #expect(throws: ItemsError.storeFailed(operation: .deleteAll, reason: "disk full")) {
            try dataSource.returnItems([])
        }
    }
}

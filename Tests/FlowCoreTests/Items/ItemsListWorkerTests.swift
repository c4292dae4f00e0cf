import Testing
@testable import FlowCore

@Suite("Items list worker")
struct ItemsListWorkerTests {
    let dataSource = ItemsDataSource()
    let presenter = ItemsListDataPresentingSpy()
    let worker: ItemsListWorker

    init() {
        worker = ItemsListWorker(dataSource: dataSource)
        worker.presenter = presenter
    }

    @Test("I7: a fetch presents the items the data source was told to return")
    func fetchPresentsReturnedItems() throws {
        // Given
        try dataSource.returnItems([ItemsFixtures.one, ItemsFixtures.two])

        // When
        worker.fetchItems()

        // Then
        #expect(presenter.presentedItems == [[ItemsFixtures.one, ItemsFixtures.two]])
        #expect(presenter.presentedErrors.isEmpty)
    }

    @Test("I7: a fetch the data source was told to fail presents the error and no items")
    func failedFetchPresentsTheError() throws {
        // Given
        try dataSource.returnItems([ItemsFixtures.one, ItemsFixtures.two])
        dataSource.failNextCall(with: .unavailable(reason: "offline"))

        // When
        worker.fetchItems()

        // Then
        #expect(presenter.presentedItems.isEmpty)
        #expect(presenter.presentedErrors == [.unavailable(reason: "offline")])
    }

    @Test("I3: a store that throws is presented as storeFailed naming loadItems()")
    func storeFailureIsPresented() {
        // Given
        let worker = ItemsListWorker(dataSource: ItemsDataSource(store: FailingItemsStore()))
        worker.presenter = presenter

        // When
        worker.fetchItems()

        // Then
        #expect(presenter.presentedErrors == [.storeFailed(operation: .load, reason: "disk full")])
    }

    @Test("I6: delete-all empties the data source and presents the empty result")
    func deleteAllPresentsTheEmptyList() throws {
        // Given
        try dataSource.returnItems([ItemsFixtures.one, ItemsFixtures.two])

        // When
        worker.deleteAllItems()

        // Then
        #expect(presenter.presentedItems == [[]])
        #expect(try dataSource.fetchItems().isEmpty)
    }

    @Test("I6: a failed delete-all presents the error and keeps the items")
    func failedDeleteAllPresentsTheError() throws {
        // Given
        try dataSource.returnItems([ItemsFixtures.one])
        dataSource.failNextCall(with: .unavailable(reason: "offline"))

        // When
        worker.deleteAllItems()

        // Then
        #expect(presenter.presentedErrors == [.unavailable(reason: "offline")])
        #expect(presenter.presentedItems.isEmpty)
        #expect(try dataSource.fetchItems() == [ItemsFixtures.one])
    }
}

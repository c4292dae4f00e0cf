import Testing
@testable import FlowCore

@Suite("Items details worker")
struct ItemsDetailsWorkerTests {
    let dataSource = ItemsDataSource()
    let presenter = ItemsDetailsDataPresentingSpy()
    let worker: ItemsDetailsWorker

    init() {
        worker = ItemsDetailsWorker(dataSource: dataSource)
        worker.presenter = presenter
    }

    @Test("Setting the flag stores the item and presents the stored version")
    func setEnabledStoresAndPresents() throws {
        // Given
        try dataSource.returnItems([ItemsFixtures.one, ItemsFixtures.two])
        var expected = ItemsFixtures.one
        expected.isEnabled = false

        // When
        worker.setEnabled(false, for: ItemsFixtures.one)

        // Then
        #expect(presenter.updatedItem == expected)
        #expect(try dataSource.fetchItems() == [expected, ItemsFixtures.two])
    }

    @Test("I7: a change the data source was told to fail presents the error and stores nothing")
    func failedSetEnabledPresentsTheError() throws {
        // Given
        try dataSource.returnItems([ItemsFixtures.one])
        dataSource.failNextCall(with: .unavailable(reason: "offline"))

        // When
        worker.setEnabled(false, for: ItemsFixtures.one)

        // Then
        #expect(presenter.presentedError == .unavailable(reason: "offline"))
        #expect(presenter.updatedItem == nil)
        #expect(try dataSource.fetchItems() == [ItemsFixtures.one])
    }
}

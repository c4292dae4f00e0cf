import Foundation
import Testing
@testable import FlowCore

@Suite("Items add worker")
struct ItemsAddWorkerTests {
    let dataSource = ItemsDataSource(now: { ItemsFixtures.firstDate })
    let presenter = ItemsAddDataPresentingSpy()
    let worker: ItemsAddWorker

    init() {
        worker = ItemsAddWorker(dataSource: dataSource)
        worker.presenter = presenter
    }

    @Test("I5: creating stores a new item dated by the data source's clock and presents it")
    func createStoresAndPresents() throws {
        // When
        worker.createItem(title: "Milk", isEnabled: false)

        // Then
        let created = try #require(presenter.createdItem)
        #expect(created.title == "Milk")
        #expect(created.isEnabled == false)
        #expect(created.date == ItemsFixtures.firstDate)
        #expect(try dataSource.fetchItems() == [created])
    }

    @Test("I7: a create the data source was told to fail presents the error and stores nothing")
    func failedCreatePresentsTheError() throws {
        // Given
        dataSource.failNextCall(with: .unavailable(reason: "offline"))

        // When
        worker.createItem(title: "Milk", isEnabled: true)

        // Then
        #expect(presenter.presentedError == .unavailable(reason: "offline"))
        #expect(presenter.createdItem == nil)
        #expect(try dataSource.fetchItems().isEmpty)
    }
}

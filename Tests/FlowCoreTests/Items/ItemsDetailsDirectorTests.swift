import Testing
@testable import FlowCore

@Suite("Items details director")
struct ItemsDetailsDirectorTests {
    let ui = ItemsDetailsDisplayingSpy()
    let dataManager = ItemsDetailsDataManagingSpy()
    let navigator = ItemsDetailsNavigatingSpy()
    let delegate = ItemsDetailsDelegateSpy()
    let director: ItemsDetailsDirector

    init() {
        director = ItemsDetailsDirector(
            item: ItemsFixtures.one, delegate: delegate, dataManager: dataManager, navigator: navigator)
        director.ui = ui
    }

    @Test("I4: UI ready shows the item Details was built with")
    func uiReadyShowsTheItem() {
        // When
        director.onUIReady()

        // Then
        #expect(ui.shownItem == ItemDisplayModel(item: ItemsFixtures.one))
    }

    @Test("Toggling asks the worker to store the item with the flag flipped")
    func toggleAsksForTheFlippedFlag() throws {
        // When
        director.onToggleEnabledTapped()

        // Then
        let request = try #require(dataManager.request)
        #expect(request.isEnabled == !ItemsFixtures.one.isEnabled)
        #expect(request.item == ItemsFixtures.one)
    }

    @Test("A stored change is kept, shown and reported to the delegate")
    func updatedItemIsShownAndReported() {
        // Given
        var updated = ItemsFixtures.one
        updated.isEnabled = false

        // When
        director.present(updatedItem: updated)

        // Then
        #expect(director.item == updated)
        #expect(ui.shownItem == ItemDisplayModel(item: updated))
        #expect(delegate.updatedItems == [updated])
    }

    @Test("A failed change shows the error and keeps the item")
    func failedUpdateShowsTheError() {
        // When
        director.presentError(.unavailable(reason: "offline"))

        // Then
        #expect(ui.shownError == "items data source unavailable: offline")
        #expect(director.item == ItemsFixtures.one)
        #expect(delegate.updatedItems.isEmpty)
    }

    @Test("Back navigates back")
    func backGoesBack() {
        // When
        director.onBackTapped()

        // Then
        #expect(navigator.goingBack)
    }
}

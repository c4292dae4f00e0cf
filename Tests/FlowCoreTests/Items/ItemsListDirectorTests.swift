import Testing
@testable import FlowCore

@Suite("Items list director")
struct ItemsListDirectorTests {
    let ui = ItemsListDisplayingSpy()
    let dataManager = ItemsListDataManagingSpy()
    let navigator = ItemsListNavigatingSpy()
    let director: ItemsListDirector

    init() {
        director = ItemsListDirector(dataManager: dataManager, navigator: navigator)
        director.ui = ui
    }

    @Test("I1: UI ready turns the loader on and fetches the items")
    func uiReadyStartsLoadingAndFetches() {
        // When
        director.onUIReady()

        // Then
        #expect(ui.isLoading)
        #expect(dataManager.fetchCount == 1)
    }

    @Test("I2: presenting items stores them, shows their display models and stops the loader")
    func presentingItemsStoresAndShowsThem() {
        // Given
        ui.isLoading = true

        // When
        director.present(items: [ItemsFixtures.one, ItemsFixtures.two])

        // Then
        #expect(!ui.isLoading)
        #expect(director.items == [ItemsFixtures.one, ItemsFixtures.two])
        #expect(ui.presentedRows == [ItemDisplayModel(item: ItemsFixtures.one), ItemDisplayModel(item: ItemsFixtures.two)])
        #expect(ui.presentedError == nil)
    }

    @Test("I3: a failed fetch shows the error, no items, and stops the loader")
    func presentingAnErrorShowsItWithoutItems() {
        // Given
        director.present(items: [ItemsFixtures.one])
        ui.isLoading = true

        // When
        director.presentError(.unavailable(reason: "offline"))

        // Then
        #expect(ui.presentedError == "items data source unavailable: offline")
        #expect(director.items.isEmpty)
        #expect(!ui.isLoading)
    }

    @Test("I3: the error display is not the success display")
    func errorDoesNotUseTheSuccessDisplay() {
        // When
        director.presentError(.unavailable(reason: "offline"))

        // Then
        #expect(!ui.successIsPresented)
        #expect(ui.presentedError != nil)
    }

    @Test("I4: selecting row N opens Details for exactly items[N], with the list as its delegate")
    func selectingARowOpensItsItem() throws {
        // Given
        director.present(items: [ItemsFixtures.one, ItemsFixtures.two, ItemsFixtures.three])

        // When
        try director.onItemSelected(at: 1)

        // Then
        #expect(navigator.selectedItem == ItemsFixtures.two)
        #expect(navigator.detailsDelegate === director)
    }

    @Test("I4: selecting a row past the end throws and opens nothing")
    func selectingAMissingRowThrows() {
        // Given
        director.present(items: [ItemsFixtures.one])

        // When / Then
        #expect(throws: ItemsError.rowOutOfRange(index: 1, count: 1)) {
            try director.onItemSelected(at: 1)
        }
        #expect(navigator.selectedItem == nil)
    }

    @Test("I5: Add opens the Add module with the list's director as its delegate")
    func addOpensAddWithTheDirectorAsDelegate() {
        // When
        director.onAddTapped()

        // Then
        #expect(navigator.goingToAddItem)
        #expect(navigator.addDelegate === director)
    }

    @Test("I5: a created item makes the list fetch again")
    func createdItemRefreshesTheList() {
        // When
        director.itemDidCreate(ItemsFixtures.three)

        // Then
        #expect(ui.isLoading)
        #expect(dataManager.fetchCount == 1)
    }

    @Test("An item changed in Details makes the list fetch again")
    func updatedItemRefreshesTheList() {
        // When
        director.itemDidUpdate(ItemsFixtures.one)

        // Then
        #expect(ui.isLoading)
        #expect(dataManager.fetchCount == 1)
    }

    @Test("I6: delete-all turns the loader on and asks the worker to delete every item")
    func deleteAllAsksTheWorker() {
        // When
        director.onDeleteAllTapped()

        // Then
        #expect(ui.isLoading)
        #expect(dataManager.deleted)
        #expect(!dataManager.fetched)
    }

    @Test("Refresh fetches the items again")
    func refreshFetchesAgain() {
        // Given
        director.onUIReady()

        // When
        director.onRefresh()

        // Then
        #expect(dataManager.fetchCount == 2)
    }
}

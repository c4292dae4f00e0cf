import Testing
@testable import FlowCore

@Suite("Items add director")
struct ItemsAddDirectorTests {
    let order = CallOrder()
    let ui = ItemsAddDisplayingSpy()
    let dataManager = ItemsAddDataManagingSpy()
    let navigator: ItemsAddNavigatingSpy
    let delegate: ItemsAddDelegateSpy
    let director: ItemsAddDirector

    init() {
        navigator = ItemsAddNavigatingSpy(order: order)
        delegate = ItemsAddDelegateSpy(order: order)
        director = ItemsAddDirector(delegate: delegate, dataManager: dataManager, navigator: navigator)
        director.ui = ui
    }

    @Test("I5: saving a titled form asks the worker to create the item, title trimmed")
    func saveCreatesTheItem() throws {
        // When
        director.onSaveTapped(title: "  Milk \n", isEnabled: false)

        // Then
        let created = try #require(dataManager.created)
        #expect(created.title == "Milk")
        #expect(created.isEnabled == false)
        #expect(ui.errorHidden)
    }

    @Test("I5: an empty or blank title is refused with a clear message, and nothing is created", arguments: ["", "   ", "\n\t"])
    func blankTitleIsRefused(title: String) {
        // When
        director.onSaveTapped(title: title, isEnabled: true)

        // Then
        #expect(ui.shownError == ItemsError.blankTitle(title).description)
        #expect(ui.shownError?.hasPrefix("an item needs a title") == true)
        #expect(dataManager.created == nil)
        #expect(!navigator.goingBack)
    }

    @Test("I5: a created item is reported to the delegate, then Add navigates back")
    func createdItemCallsTheDelegateThenGoesBack() {
        // When
        director.presentCreated(ItemsFixtures.three)

        // Then
        #expect(delegate.createdItems == [ItemsFixtures.three])
        #expect(order.calls == ["itemDidCreate", "goBack"])
    }

    @Test("A failed create shows the error and stays on Add")
    func failedCreateShowsTheError() {
        // When
        director.presentError(.unavailable(reason: "offline"))

        // Then
        #expect(ui.shownError == "items data source unavailable: offline")
        #expect(!navigator.goingBack)
        #expect(delegate.createdItems.isEmpty)
    }

    @Test("Cancel navigates back without creating anything")
    func cancelGoesBack() {
        // When
        director.onCancelTapped()

        // Then
        #expect(navigator.goingBack)
        #expect(dataManager.created == nil)
        #expect(delegate.createdItems.isEmpty)
    }
}

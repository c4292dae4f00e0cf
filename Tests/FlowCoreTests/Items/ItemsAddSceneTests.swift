import Testing
@testable import FlowCore

@Suite("Items add scene")
struct ItemsAddSceneTests {
    let navigation = NavigationSpy()
    let dataSource = ItemsDataSource()
    let delegate = ItemsAddDelegateSpy()
    let scene: ItemsAddScene

    init() {
        scene = ItemsAddBuilder.makeModule(with: delegate, dataSource: dataSource, navigation: navigation)
        scene.viewDidLoad()
    }

    @Test("A new form is empty, enabled and without error")
    func formStartsEmpty() {
        // Then
        #expect(scene.title == "")
        #expect(scene.isEnabled)
        #expect(scene.errorMessage == nil)
        #expect(scene.moduleName == "items.add")
    }

    @Test("I5: saving a blank title shows the message on the scene and stays")
    func blankTitleShowsTheMessage() throws {
        // Given
        scene.setTitle("   ")

        // When
        scene.tapSave()

        // Then
        #expect(scene.errorMessage == #"an item needs a title (got "   ")"#)
        #expect(navigation.requests.isEmpty)
        #expect(try dataSource.fetchItems().isEmpty)
    }

    @Test("I5: typing a title after a refused save takes the stale message away")
    func typingClearsTheMessage() {
        // Given
        scene.setTitle("")
        scene.tapSave()

        // When
        scene.setTitle("Milk")

        // Then
        #expect(scene.errorMessage == nil)
        #expect(navigation.requests.isEmpty)
    }

    @Test("I5: saving the form stores the item, tells the delegate and pops; the error is cleared")
    func saveStoresTellsAndPops() throws {
        // Given
        scene.tapSave()
        scene.setTitle("Milk")
        scene.setEnabled(false)

        // When
        scene.tapSave()

        // Then
        let stored = try dataSource.fetchItems()
        #expect(stored.map(\.title) == ["Milk"])
        #expect(stored.map(\.isEnabled) == [false])
        #expect(delegate.createdItems == stored)
        #expect(scene.errorMessage == nil)
        let request = try #require(navigation.requests.first)
        guard case .pop = request else {
            Issue.record("expected a pop, got \(request)")
            return
        }
    }

    @Test("I7: a failed save shows the error and stays")
    func failedSaveShowsTheError() {
        // Given
        scene.setTitle("Milk")
        dataSource.failNextCall(with: .unavailable(reason: "offline"))

        // When
        scene.tapSave()

        // Then
        #expect(scene.errorMessage == "items data source unavailable: offline")
        #expect(navigation.requests.isEmpty)
        #expect(delegate.createdItems.isEmpty)
    }

    @Test("Cancel pops without storing anything")
    func cancelPops() throws {
        // Given
        scene.setTitle("Milk")

        // When
        scene.tapCancel()

        // Then
        #expect(try dataSource.fetchItems().isEmpty)
        let request = try #require(navigation.requests.first)
        guard case .pop = request else {
            Issue.record("expected a pop, got \(request)")
            return
        }
    }
}

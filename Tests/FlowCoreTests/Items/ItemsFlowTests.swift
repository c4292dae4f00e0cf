import Testing
@testable import FlowCore

/// The three modules together, as a host drives them: real builders, a navigation spy for the stack.
@Suite("Items flow")
struct ItemsFlowTests {
    let navigation = NavigationSpy()
    let dataSource = ItemsDataSource(now: { ItemsFixtures.firstDate.addingTimeInterval(600) })
    let list: ItemsListScene

    init() throws {
        try dataSource.returnItems([ItemsFixtures.one, ItemsFixtures.two])
        list = ItemsListBuilder.makeModule(dataSource: dataSource, navigation: navigation)
    }

    @Test("I1, I2: once on screen, the list shows the stored items and the loader is off")
    func listShowsStoredItems() {
        // When
        list.viewDidLoad()

        // Then
        #expect(list.rows.map(\.title) == ["one", "two"])
        #expect(list.rows.map(\.dateText) == ["2024-05-01T09:30:00Z", "2024-05-01T09:31:00Z"])
        #expect(!list.isLoading)
        #expect(list.errorMessage == nil)
    }

    @Test("I3: a failing fetch shows the error and no rows; a refresh recovers")
    func failingFetchShowsTheError() {
        // Given
        dataSource.failNextCall(with: .unavailable(reason: "offline"))

        // When
        list.viewDidLoad()

        // Then
        #expect(list.rows.isEmpty)
        #expect(list.errorMessage == "items data source unavailable: offline")
        #expect(!list.isLoading)

        // When
        list.refresh()

        // Then
        #expect(list.rows.count == 2)
        #expect(list.errorMessage == nil)
    }

    @Test("I4: selecting row 1 pushes Details showing the second item")
    func selectingARowShowsItsDetails() throws {
        // Given
        list.viewDidLoad()

        // When
        try list.selectRow(at: 1)

        // Then
        let details = try #require(navigation.lastView as? ItemsDetailsScene)
        details.viewDidLoad()
        #expect(details.item == ItemDisplayModel(item: ItemsFixtures.two))
    }

    @Test("I5: Add creates an item, pops, and the list shows the new item")
    func addingAnItemUpdatesTheList() throws {
        // Given
        list.viewDidLoad()
        list.tapAdd()
        let add = try #require(navigation.lastView as? ItemsAddScene)
        add.viewDidLoad()
        add.setTitle("three")

        // When
        add.tapSave()

        // Then
        guard case .pop = try #require(navigation.requests.last) else {
            Issue.record("expected Add to pop, got \(navigation.requests)")
            return
        }
        #expect(list.rows.map(\.title) == ["one", "two", "three"])
        #expect(list.rows.last?.dateText == "2024-05-01T09:40:00Z")
    }

    @Test("I5: a blank title keeps Add open with its message and leaves the list alone")
    func blankTitleKeepsAddOpen() throws {
        // Given
        list.viewDidLoad()
        list.tapAdd()
        let add = try #require(navigation.lastView as? ItemsAddScene)

        // When
        add.tapSave()

        // Then
        #expect(add.errorMessage == #"an item needs a title (got "")"#)
        #expect(navigation.requests.count == 1)
        #expect(list.rows.count == 2)
    }

    @Test("I6: delete-all leaves the list empty")
    func deleteAllEmptiesTheList() throws {
        // Given
        list.viewDidLoad()

        // When
        list.tapDeleteAll()

        // Then
        #expect(list.rows.isEmpty)
        #expect(list.errorMessage == nil)
        #expect(!list.isLoading)
        #expect(try dataSource.fetchItems().isEmpty)
    }

    @Test("Toggling an item in Details updates its row in the list")
    func detailsChangeUpdatesTheList() throws {
        // Given
        list.viewDidLoad()
        try list.selectRow(at: 0)
        let details = try #require(navigation.lastView as? ItemsDetailsScene)
        details.viewDidLoad()

        // When
        details.tapToggleEnabled()

        // Then
        #expect(list.rows.map(\.isEnabled) == [false, false])
    }
}

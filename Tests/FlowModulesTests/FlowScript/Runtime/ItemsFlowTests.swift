import FlowModules
import FlowStore
import FlowTestSupport
import FlowCore
import Foundation
import Testing
@testable import FlowScript

@Suite("Items flow")
struct ItemsFlowTests {
    /// An app holding the three grocery items, with a driver started on a list whose navigation the
    /// core decides.
    static func startedOnCoreList() async throws -> FlowDriver {
        let app = try FlowTestSupport.makeApp()
        try app.items.returnItems(FlowTestSupport.groceries)
        let driver = FlowDriver(app: app)
        try await driver.start { [unowned app] in app.navigation.replaceRoot(with: app.makeItemsList()) }
        return driver
    }

    @Test("I1, I2: the list loads the items as rows of title and date (marking disabled ones) with their ids, and the loader is off")
    func listShowsTheItems() async throws {
        // Given, When
        let driver = try await Self.startedOnCoreList()

        // Then
        let screen = try #require(driver.screen)
        #expect(screen.name == "items.list")
        #expect(screen.title == "Items")
        #expect(screen.rows == [
            ScreenRow(title: "Milk", detail: "2024-05-01T09:30:00Z", id: "1"),
            ScreenRow(title: "Bread", detail: "2024-05-02T09:30:00Z (disabled)", id: "2"),
            ScreenRow(title: "Eggs", detail: "2024-05-03T09:30:00Z", id: "3"),
        ])
        #expect(!screen.isLoading)
        #expect(screen.buttons.map(\.title) == ["Add", "Delete All"])
    }

    @Test("I3, I7: a failed fetch shows the error and no rows")
    func failedFetchShowsTheError() async throws {
        // Given
        let app = try FlowTestSupport.makeApp()
        try app.items.returnItems(FlowTestSupport.groceries)
        app.items.failNextCall(with: .unavailable(reason: "backend down"))
        let driver = FlowDriver(app: app)

        // When
        try await driver.start { [unowned app] in app.navigation.replaceRoot(with: app.makeItemsList()) }

        // Then
        #expect(driver.screen?.rows == [])
        #expect(driver.screen?.labels == ["items data source unavailable: backend down"])
        #expect(driver.screen?.isLoading == false)
    }

    @Test("I4: selecting row 2 opens the details of exactly that item")
    func selectOpensTheDetailsOfThatItem() async throws {
        // Given
        let driver = try await Self.startedOnCoreList()

        // When
        let steps = try await driver.send(.select(row: 2), line: 1)

        // Then
        #expect(steps.first?.navigation == [NavigationChange(kind: .push, modules: ["items.details"])])
        #expect(driver.screen?.name == "items.details")
        #expect(driver.screen?.title == "Bread")
        #expect(driver.screen?.labels == ["Created: 2024-05-02T09:30:00Z", "Status: Disabled"])
        #expect(driver.screen?.buttons.map(\.title) == ["Enable", "Back"])
    }

    @Test("I4: a flow's onSelect receives the selected item and can show its details")
    func flowOnSelectGetsTheItem() async throws {
        // Given
        let app = try FlowTestSupport.makeApp()
        try app.items.returnItems(FlowTestSupport.groceries)
        var selected: [Item] = []
        let driver = FlowDriver(app: app)
        try await driver.start { [unowned app] in
            app.navigation.replaceRoot(with: app.makeItemsList(onSelect: { [unowned app] item in
                selected.append(item)
                app.navigation.push(app.makeItemDetails(item: item))
            }))
        }

        // When
        try await driver.send(.select(row: 3))

        // Then
        #expect(selected == [FlowTestSupport.groceries[2]])
        #expect(driver.screen?.title == "Eggs")
    }

    @Test("Enabling an item in its details shows on the list after going back")
    func toggleInDetailsReloadsTheList() async throws {
        // Given
        let driver = try await Self.startedOnCoreList()
        try await driver.send(.select(row: 2))

        // When
        try await driver.send(.tap(title: "Enable"))
        let details = driver.screen
        try await driver.send(.tap(title: "Back"))

        // Then
        #expect(details?.labels.last == "Status: Enabled")
        #expect(driver.screen?.name == "items.list")
        #expect(driver.screen?.rows[1].detail == "2024-05-02T09:30:00Z")
        #expect(try driver.app.items.fetchItems()[1].isEnabled)
    }

    @Test("I5: Add, a title and Save go back to the list, which shows the new item; item_created is announced")
    func addAndSaveShowsTheNewItem() async throws {
        // Given
        let driver = try await Self.startedOnCoreList()
        try await driver.send(.tap(title: "Add"))
        try await driver.send(.type(fieldID: "title", text: "Butter"))

        // When
        let steps = try await driver.send(.tap(title: "Save"))

        // Then
        #expect(steps.first?.navigation == [NavigationChange(kind: .pop, modules: ["items.add"])])
        #expect(driver.screen?.rows.map(\.title) == ["Milk", "Bread", "Eggs", "Butter"])
        #expect(driver.screen?.rows.last?.detail == "2024-05-01T09:30:00Z")
        #expect(steps.dropFirst().map(\.message) == [#"item_created title="Butter""#])
    }

    @Test("I5: with a flow's onAdd, the flow-built form reports the item and the list refreshes")
    func flowAddFormReportsTheItem() async throws {
        // Given
        let app = try FlowTestSupport.makeApp()
        var created: [String] = []
        let driver = FlowDriver(app: app)
        try await driver.start { [unowned app] in
            app.navigation.replaceRoot(with: app.makeItemsList(onAdd: { [unowned app] in
                app.navigation.push(app.makeAddItem { created.append($0.title) })
            }))
        }
        try await driver.send(.tap(title: "Add"))
        try await driver.send(.tap(title: "Disable"))
        try await driver.send(.type(fieldID: "title", text: "Jam"))

        // When
        try await driver.send(.tap(title: "Save"))

        // Then
        #expect(created == ["Jam"])
        #expect(driver.screen?.name == "items.list")
        #expect(driver.screen?.rows.map(\.title) == ["Jam"])
        #expect(try app.items.fetchItems().first?.isEnabled == false)
        #expect(app.announcements.all == [.itemCreated(title: "Jam")])
    }

    @Test("I5: a blank title is refused on the form, which stays")
    func blankTitleIsRefused() async throws {
        // Given
        let driver = try await Self.startedOnCoreList()
        try await driver.send(.tap(title: "Add"))

        // When
        try await driver.send(.tap(title: "Save"))

        // Then
        #expect(driver.screen?.name == "items.add")
        #expect(driver.screen?.labels == ["Status: Enabled", #"an item needs a title (got "")"#])
        #expect(driver.app.announcements.all.isEmpty)
    }

    @Test("I6: Delete All leaves an empty list")
    func deleteAllEmptiesTheList() async throws {
        // Given
        let driver = try await Self.startedOnCoreList()

        // When
        try await driver.send(.tap(title: "Delete All"))

        // Then
        #expect(driver.screen?.rows == [])
        #expect(driver.screen?.labels == ["No items yet."])
        #expect(try driver.app.items.fetchItems().isEmpty)
    }

    @Test("I7: failNextCall makes the next action show the error")
    func failNextCallShowsTheError() async throws {
        // Given
        let driver = try await Self.startedOnCoreList()
        driver.app.items.failNextCall(with: .unavailable(reason: "offline"))

        // When
        try await driver.send(.tap(title: "Delete All"))

        // Then
        #expect(driver.screen?.labels == ["items data source unavailable: offline"])
        #expect(driver.screen?.rows == [])
        #expect(try driver.app.items.fetchItems().count == 3)
    }

    @Test("Selecting a row the list does not have fails the event, naming the row")
    func selectingAMissingRowFails() async throws {
        // Given
        let driver = try await Self.startedOnCoreList()

        // When
        let error = await #expect(throws: FlowDriverError.self) { try await driver.send(.select(row: 9), line: 4) }

        // Then
        #expect(error?.description == "line 4: 'select 9' failed: row 9 is out of range on screen 'items.list' (rows 1-3)")
        #expect(driver.transcript.steps.last?.kind == .error)
    }
}

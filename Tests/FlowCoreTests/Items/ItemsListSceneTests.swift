import Testing
@testable import FlowCore

@Suite("Items list scene")
struct ItemsListSceneTests {
    let eventsHandler = ItemsListEventsHandlingSpy()
    let scene: ItemsListScene

    init() {
        scene = ItemsListScene(eventsHandler: eventsHandler)
    }

    @Test("I1: viewDidLoad tells the director the UI is ready")
    func viewDidLoadReportsUIReady() {
        // When
        scene.viewDidLoad()

        // Then
        #expect(eventsHandler.events == ["uiReady"])
    }

    @Test("User actions reach the director")
    func actionsAreForwarded() throws {
        // Given
        eventsHandler.rowCount = 3

        // When
        scene.refresh()
        try scene.selectRow(at: 2)
        scene.tapAdd()
        scene.tapDeleteAll()

        // Then
        #expect(eventsHandler.events == ["refresh", "select 2", "add", "deleteAll"])
    }

    @Test("I4: selecting a row the list lacks throws the director's error")
    func selectingAMissingRowThrows() {
        // Given
        eventsHandler.rowCount = 1

        // When / Then
        #expect(throws: ItemsError.rowOutOfRange(index: 4, count: 1)) {
            try scene.selectRow(at: 4)
        }
    }

    @Test("I3: showing an error replaces the rows; showing rows clears the error")
    func successAndErrorDisplaysAreDistinct() {
        // Given
        let rows = [ItemDisplayModel(item: ItemsFixtures.one)]
        scene.showItems(rows)

        // When
        scene.showError("boom")

        // Then
        #expect(scene.rows.isEmpty)
        #expect(scene.errorMessage == "boom")

        // When
        scene.showItems(rows)

        // Then
        #expect(scene.rows == rows)
        #expect(scene.errorMessage == nil)
    }

    @Test("The loading indicator follows the director")
    func loadingIsShown() {
        // When
        scene.setLoading(true)

        // Then
        #expect(scene.isLoading)
        #expect(scene.moduleName == "items.list")
    }
}

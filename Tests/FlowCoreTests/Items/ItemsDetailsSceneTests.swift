import Testing
@testable import FlowCore

@Suite("Items details scene")
struct ItemsDetailsSceneTests {
    let navigation = NavigationSpy()

    @Test("I4: once on screen, the scene shows exactly the item it was built with")
    func sceneShowsItsItem() {
        // Given
        let scene = ItemsDetailsBuilder.makeModule(with: ItemsFixtures.two, navigation: navigation)
        #expect(scene.item == nil)

        // When
        scene.viewDidLoad()

        // Then
        #expect(scene.item == ItemDisplayModel(item: ItemsFixtures.two))
        #expect(scene.moduleName == "items.details")
    }

    @Test("Toggling flips the shown flag; a failure leaves it and shows the error")
    func toggleUpdatesOrShowsTheError() throws {
        // Given
        let dataSource = ItemsDataSource()
        try dataSource.returnItems([ItemsFixtures.one])
        let scene = ItemsDetailsBuilder.makeModule(with: ItemsFixtures.one, dataSource: dataSource, navigation: navigation)
        scene.viewDidLoad()

        // When
        scene.tapToggleEnabled()

        // Then
        #expect(scene.item?.isEnabled == false)

        // When
        dataSource.failNextCall(with: .unavailable(reason: "offline"))
        scene.tapToggleEnabled()

        // Then
        #expect(scene.item?.isEnabled == false)
        #expect(scene.errorMessage == "items data source unavailable: offline")
    }

    @Test("Back pops Details")
    func backPops() throws {
        // Given
        let scene = ItemsDetailsBuilder.makeModule(with: ItemsFixtures.one, navigation: navigation)

        // When
        scene.tapBack()

        // Then
        let request = try #require(navigation.requests.first)
        guard case .pop = request else {
            Issue.record("expected a pop, got \(request)")
            return
        }
    }
}

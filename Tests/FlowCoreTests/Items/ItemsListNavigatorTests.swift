import Testing
@testable import FlowCore

@Suite("Items list navigator")
struct ItemsListNavigatorTests {
    let navigation = NavigationSpy()
    let dataSource = ItemsDataSource()
    let navigator: ItemsListNavigator

    init() {
        navigator = ItemsListNavigator(navigation: navigation, dataSource: dataSource)
    }

    @Test("I4: going to Details pushes a Details module built with that item and delegate")
    func goToDetailsPushesDetailsForTheItem() throws {
        // Given
        let delegate = ItemsDetailsDelegateSpy()

        // When
        navigator.goToDetails(for: ItemsFixtures.two, delegate: delegate)

        // Then
        guard case .push(let view) = try #require(navigation.requests.first) else {
            Issue.record("expected a push, got \(navigation.requests)")
            return
        }
        let scene = try #require(view as? ItemsDetailsScene)
        let director = try #require(Reflection.value(of: ItemsDetailsWiring.sceneDirector, in: scene))
        #expect(director.item == ItemsFixtures.two)
        #expect(Reflection.value(of: ItemsDetailsWiring.directorDelegate, in: director) === delegate)
        let worker = try #require(Reflection.value(of: ItemsDetailsWiring.directorWorker, in: director))
        #expect(Reflection.value(of: ItemsDetailsWiring.workerDataSource, in: worker) === dataSource)
    }

    @Test("I5: going to Add pushes an Add module built with the delegate")
    func goToAddPushesAddWithTheDelegate() throws {
        // Given
        let delegate = ItemsAddDelegateSpy()

        // When
        navigator.goToAddItem(delegate: delegate)

        // Then
        guard case .push(let view) = try #require(navigation.requests.first) else {
            Issue.record("expected a push, got \(navigation.requests)")
            return
        }
        let scene = try #require(view as? ItemsAddScene)
        let director = try #require(Reflection.value(of: ItemsAddWiring.sceneDirector, in: scene))
        #expect(Reflection.value(of: ItemsAddWiring.directorDelegate, in: director) === delegate)
        let worker = try #require(Reflection.value(of: ItemsAddWiring.directorWorker, in: director))
        #expect(Reflection.value(of: ItemsAddWiring.workerDataSource, in: worker) === dataSource)
    }

    @Test("The navigator holds the host's navigation weakly and does nothing once it is gone")
    func navigationIsHeldWeakly() {
        // Given
        var navigation: NavigationSpy? = NavigationSpy()
        let navigator = ItemsListNavigator(navigation: navigation!, dataSource: dataSource)
        weak let released = navigation
        navigation = nil

        // When
        navigator.goToAddItem(delegate: nil)
        navigator.goToDetails(for: ItemsFixtures.one, delegate: nil)

        // Then
        #expect(released == nil)
    }
}

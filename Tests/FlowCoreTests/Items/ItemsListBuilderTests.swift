import Testing
@testable import FlowCore

@Suite("Items list builder (I8)")
struct ItemsListBuilderTests {
    let navigation = NavigationSpy()
    let dataSource = ItemsDataSource()

    @Test("I8: the scene owns a list director that points back at the same scene")
    func sceneAndDirectorPointAtEachOther() throws {
        // Given
        let scene = ItemsListBuilder.makeModule(dataSource: dataSource, navigation: navigation)

        // When
        let director = try director(of: scene)

        // Then
        #expect(Reflection.value(of: ItemsListWiring.directorScene, in: director) === scene)
    }

    @Test("I8: the director's worker reads the given data source and presents back to the same director")
    func workerIsWiredBothWays() throws {
        // Given
        let scene = ItemsListBuilder.makeModule(dataSource: dataSource, navigation: navigation)
        let director = try director(of: scene)

        // When
        let worker = try #require(Reflection.value(of: ItemsListWiring.directorWorker, in: director))

        // Then
        #expect(Reflection.value(of: ItemsListWiring.workerDirector, in: worker) === director)
        #expect(Reflection.value(of: ItemsListWiring.workerDataSource, in: worker) === dataSource)
    }

    @Test("I8: the default navigator speaks to the host's navigation over the same data source")
    func defaultNavigatorIsWired() throws {
        // Given
        let scene = ItemsListBuilder.makeModule(dataSource: dataSource, navigation: navigation)
        let director = try director(of: scene)

        // When
        let navigator = try #require(Reflection.value(of: ItemsListWiring.directorNavigator, in: director))

        // Then
        #expect(Reflection.value(of: ItemsListWiring.navigatorNavigation, in: navigator) === navigation)
        #expect(Reflection.value(of: ItemsListWiring.navigatorDataSource, in: navigator) === dataSource)
    }

    @Test("I8: a custom navigator replaces the default one")
    func customNavigatorIsUsed() throws {
        // Given
        let custom = ItemsListNavigatingSpy()

        // When
        let scene = ItemsListBuilder.makeModule(dataSource: dataSource, navigator: custom)

        // Then
        let director = try director(of: scene)
        #expect(Reflection.value(of: ItemsListWiring.directorCustomNavigator, in: director) === custom)
        #expect(Reflection.value(of: ItemsListWiring.directorScene, in: director) === scene)
    }

    @Test("I8: the director holds its scene weakly")
    func directorHoldsTheSceneWeakly() throws {
        // Given
        var scene: ItemsListScene? = ItemsListBuilder.makeModule(dataSource: dataSource, navigation: navigation)
        let director = try director(of: #require(scene))
        try #require(Reflection.value(of: ItemsListWiring.directorScene, in: director) != nil)

        // When
        scene = nil

        // Then
        #expect(Reflection.value(of: ItemsListWiring.directorScene, in: director) == nil)
    }

    @Test("I8: the worker holds its director weakly")
    func workerHoldsTheDirectorWeakly() throws {
        // Given
        var scene: ItemsListScene? = ItemsListBuilder.makeModule(dataSource: dataSource, navigation: navigation)
        let worker = try worker(of: #require(scene))
        try #require(Reflection.value(of: ItemsListWiring.workerDirector, in: worker) != nil)

        // When
        scene = nil

        // Then
        #expect(Reflection.value(of: ItemsListWiring.workerDirector, in: worker) == nil)
    }

    @Test("I8: the navigator holds the host's navigation weakly")
    func navigatorHoldsNavigationWeakly() throws {
        // Given
        var navigation: NavigationSpy? = NavigationSpy()
        let scene = ItemsListBuilder.makeModule(dataSource: dataSource, navigation: try #require(navigation))
        let navigator = try navigator(of: scene)
        try #require(Reflection.value(of: ItemsListWiring.navigatorNavigation, in: navigator) != nil)

        // When
        navigation = nil

        // Then
        #expect(Reflection.value(of: ItemsListWiring.navigatorNavigation, in: navigator) == nil)
    }

    @Test("I8: releasing the scene releases the whole module (no retain cycle)")
    func releasingTheSceneReleasesEverything() throws {
        // Given
        var scene: ItemsListScene? = ItemsListBuilder.makeModule(dataSource: dataSource, navigation: navigation)
        weak let weakScene = scene
        weak var weakDirector: ItemsListDirector?
        weak var weakWorker: ItemsListWorker?
        weak var weakNavigator: ItemsListNavigator?
        do {
            let director = try director(of: #require(scene))
            weakDirector = director
            weakWorker = Reflection.value(of: ItemsListWiring.directorWorker, in: director)
            weakNavigator = Reflection.value(of: ItemsListWiring.directorNavigator, in: director)
        }
        try #require(weakDirector != nil && weakWorker != nil && weakNavigator != nil)

        // When
        scene = nil

        // Then
        #expect(weakScene == nil)
        #expect(weakDirector == nil)
        #expect(weakWorker == nil)
        #expect(weakNavigator == nil)
    }

    /// The director the scene owns, of the concrete type the builder must use.
    private func director(of scene: ItemsListScene) throws -> ItemsListDirector {
        try #require(Reflection.value(of: ItemsListWiring.sceneDirector, in: scene))
    }

    /// The worker of the scene's director.
    private func worker(of scene: ItemsListScene) throws -> ItemsListWorker {
        try #require(Reflection.value(of: ItemsListWiring.directorWorker, in: director(of: scene)))
    }

    /// The default navigator of the scene's director.
    private func navigator(of scene: ItemsListScene) throws -> ItemsListNavigator {
        try #require(Reflection.value(of: ItemsListWiring.directorNavigator, in: director(of: scene)))
    }
}

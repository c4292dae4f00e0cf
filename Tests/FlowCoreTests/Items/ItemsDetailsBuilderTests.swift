import Testing
@testable import FlowCore

@Suite("Items details builder (I8)")
struct ItemsDetailsBuilderTests {
    let navigation = NavigationSpy()
    let dataSource = ItemsDataSource()
    let delegate = ItemsDetailsDelegateSpy()

    @Test("I8: scene, director, worker and navigator are wired, with back-references to the same objects")
    func everyReferenceIsWired() throws {
        // Given
        let scene = makeScene()

        // When
        let director = try director(of: scene)
        let worker = try #require(Reflection.value(of: ItemsDetailsWiring.directorWorker, in: director))
        let navigator = try #require(Reflection.value(of: ItemsDetailsWiring.directorNavigator, in: director))

        // Then
        #expect(Reflection.value(of: ItemsDetailsWiring.directorScene, in: director) === scene)
        #expect(Reflection.value(of: ItemsDetailsWiring.directorDelegate, in: director) === delegate)
        #expect(Reflection.value(of: ItemsDetailsWiring.workerDirector, in: worker) === director)
        #expect(Reflection.value(of: ItemsDetailsWiring.workerDataSource, in: worker) === dataSource)
        #expect(Reflection.value(of: ItemsDetailsWiring.navigatorNavigation, in: navigator) === navigation)
    }

    @Test("I4: the director is built with the item")
    func directorHoldsTheItem() throws {
        // When
        let director = try director(of: makeScene())

        // Then
        #expect(director.item == ItemsFixtures.three)
    }

    @Test("I8: the director holds its scene weakly")
    func directorHoldsTheSceneWeakly() throws {
        // Given
        var scene: ItemsDetailsScene? = makeScene()
        let director = try director(of: #require(scene))
        try #require(Reflection.value(of: ItemsDetailsWiring.directorScene, in: director) != nil)

        // When
        scene = nil

        // Then
        #expect(Reflection.value(of: ItemsDetailsWiring.directorScene, in: director) == nil)
    }

    @Test("I8: the director holds its delegate weakly")
    func directorHoldsTheDelegateWeakly() throws {
        // Given
        var delegate: ItemsDetailsDelegateSpy? = ItemsDetailsDelegateSpy()
        let scene = ItemsDetailsBuilder.makeModule(
            with: ItemsFixtures.three, dataSource: dataSource, navigation: navigation, delegate: delegate)
        let director = try director(of: scene)
        try #require(Reflection.value(of: ItemsDetailsWiring.directorDelegate, in: director) != nil)

        // When
        delegate = nil

        // Then
        #expect(Reflection.value(of: ItemsDetailsWiring.directorDelegate, in: director) == nil)
    }

    @Test("I8: the worker holds its director weakly")
    func workerHoldsTheDirectorWeakly() throws {
        // Given
        var scene: ItemsDetailsScene? = makeScene()
        let worker = try worker(of: #require(scene))
        try #require(Reflection.value(of: ItemsDetailsWiring.workerDirector, in: worker) != nil)

        // When
        scene = nil

        // Then
        #expect(Reflection.value(of: ItemsDetailsWiring.workerDirector, in: worker) == nil)
    }

    @Test("I8: the navigator holds the host's navigation weakly")
    func navigatorHoldsNavigationWeakly() throws {
        // Given
        var navigation: NavigationSpy? = NavigationSpy()
        let scene = ItemsDetailsBuilder.makeModule(with: ItemsFixtures.one, navigation: try #require(navigation))
        let navigator = try navigator(of: scene)
        try #require(Reflection.value(of: ItemsDetailsWiring.navigatorNavigation, in: navigator) != nil)

        // When
        navigation = nil

        // Then
        #expect(Reflection.value(of: ItemsDetailsWiring.navigatorNavigation, in: navigator) == nil)
    }

    @Test("I8: releasing the scene releases the whole module (no retain cycle)")
    func releasingTheSceneReleasesEverything() throws {
        // Given
        var scene: ItemsDetailsScene? = makeScene()
        weak let weakScene = scene
        weak var weakDirector: ItemsDetailsDirector?
        weak var weakWorker: ItemsDetailsWorker?
        do {
            let director = try director(of: #require(scene))
            weakDirector = director
            weakWorker = Reflection.value(of: ItemsDetailsWiring.directorWorker, in: director)
        }
        try #require(weakDirector != nil && weakWorker != nil)

        // When
        scene = nil

        // Then
        #expect(weakScene == nil)
        #expect(weakDirector == nil)
        #expect(weakWorker == nil)
    }

    private func makeScene() -> ItemsDetailsScene {
        ItemsDetailsBuilder.makeModule(
            with: ItemsFixtures.three, dataSource: dataSource, navigation: navigation, delegate: delegate)
    }

    /// The director the scene owns, of the concrete type the builder must use.
    private func director(of scene: ItemsDetailsScene) throws -> ItemsDetailsDirector {
        try #require(Reflection.value(of: ItemsDetailsWiring.sceneDirector, in: scene))
    }

    /// The worker of the scene's director.
    private func worker(of scene: ItemsDetailsScene) throws -> ItemsDetailsWorker {
        try #require(Reflection.value(of: ItemsDetailsWiring.directorWorker, in: director(of: scene)))
    }

    /// The navigator of the scene's director.
    private func navigator(of scene: ItemsDetailsScene) throws -> ItemsDetailsNavigator {
        try #require(Reflection.value(of: ItemsDetailsWiring.directorNavigator, in: director(of: scene)))
    }
}

import Testing
@testable import FlowCore

@Suite("Items add builder (I8)")
struct ItemsAddBuilderTests {
    let navigation = NavigationSpy()
    let dataSource = ItemsDataSource()
    let delegate = ItemsAddDelegateSpy()

    @Test("I8: scene, director, worker and navigator are wired, with back-references to the same objects")
    func everyReferenceIsWired() throws {
        // Given
        let scene = makeScene()

        // When
        let director = try director(of: scene)
        let worker = try #require(Reflection.value(of: ItemsAddWiring.directorWorker, in: director))
        let navigator = try #require(Reflection.value(of: ItemsAddWiring.directorNavigator, in: director))

        // Then
        #expect(Reflection.value(of: ItemsAddWiring.directorScene, in: director) === scene)
        #expect(Reflection.value(of: ItemsAddWiring.directorDelegate, in: director) === delegate)
        #expect(Reflection.value(of: ItemsAddWiring.workerDirector, in: worker) === director)
        #expect(Reflection.value(of: ItemsAddWiring.workerDataSource, in: worker) === dataSource)
        #expect(Reflection.value(of: ItemsAddWiring.navigatorNavigation, in: navigator) === navigation)
    }

    @Test("I8: the director holds its scene weakly")
    func directorHoldsTheSceneWeakly() throws {
        // Given
        var scene: ItemsAddScene? = makeScene()
        let director = try director(of: #require(scene))
        try #require(Reflection.value(of: ItemsAddWiring.directorScene, in: director) != nil)

        // When
        scene = nil

        // Then
        #expect(Reflection.value(of: ItemsAddWiring.directorScene, in: director) == nil)
    }

    @Test("I8: the director holds its delegate weakly")
    func directorHoldsTheDelegateWeakly() throws {
        // Given
        var delegate: ItemsAddDelegateSpy? = ItemsAddDelegateSpy()
        let scene = ItemsAddBuilder.makeModule(with: delegate, dataSource: dataSource, navigation: navigation)
        let director = try director(of: scene)
        try #require(Reflection.value(of: ItemsAddWiring.directorDelegate, in: director) != nil)

        // When
        delegate = nil

        // Then
        #expect(Reflection.value(of: ItemsAddWiring.directorDelegate, in: director) == nil)
    }

    @Test("I8: the worker holds its director weakly")
    func workerHoldsTheDirectorWeakly() throws {
        // Given
        var scene: ItemsAddScene? = makeScene()
        let worker = try worker(of: #require(scene))
        try #require(Reflection.value(of: ItemsAddWiring.workerDirector, in: worker) != nil)

        // When
        scene = nil

        // Then
        #expect(Reflection.value(of: ItemsAddWiring.workerDirector, in: worker) == nil)
    }

    @Test("I8: the navigator holds the host's navigation weakly")
    func navigatorHoldsNavigationWeakly() throws {
        // Given
        var navigation: NavigationSpy? = NavigationSpy()
        let scene = ItemsAddBuilder.makeModule(with: delegate, navigation: try #require(navigation))
        let navigator = try navigator(of: scene)
        try #require(Reflection.value(of: ItemsAddWiring.navigatorNavigation, in: navigator) != nil)

        // When
        navigation = nil

        // Then
        #expect(Reflection.value(of: ItemsAddWiring.navigatorNavigation, in: navigator) == nil)
    }

    @Test("I8: releasing the scene releases the whole module (no retain cycle)")
    func releasingTheSceneReleasesEverything() throws {
        // Given
        var scene: ItemsAddScene? = makeScene()
        weak let weakScene = scene
        weak var weakDirector: ItemsAddDirector?
        weak var weakWorker: ItemsAddWorker?
        do {
            let director = try director(of: #require(scene))
            weakDirector = director
            weakWorker = Reflection.value(of: ItemsAddWiring.directorWorker, in: director)
        }
        try #require(weakDirector != nil && weakWorker != nil)

        // When
        scene = nil

        // Then
        #expect(weakScene == nil)
        #expect(weakDirector == nil)
        #expect(weakWorker == nil)
    }

    private func makeScene() -> ItemsAddScene {
        ItemsAddBuilder.makeModule(with: delegate, dataSource: dataSource, navigation: navigation)
    }

    /// The director the scene owns, of the concrete type the builder must use.
    private func director(of scene: ItemsAddScene) throws -> ItemsAddDirector {
        try #require(Reflection.value(of: ItemsAddWiring.sceneDirector, in: scene))
    }

    /// The worker of the scene's director.
    private func worker(of scene: ItemsAddScene) throws -> ItemsAddWorker {
        try #require(Reflection.value(of: ItemsAddWiring.directorWorker, in: director(of: scene)))
    }

    /// The navigator of the scene's director.
    private func navigator(of scene: ItemsAddScene) throws -> ItemsAddNavigator {
        try #require(Reflection.value(of: ItemsAddWiring.directorNavigator, in: director(of: scene)))
    }
}

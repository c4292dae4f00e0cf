import FlowModules
import FlowStore
import FlowTestSupport
import FlowCore
import Testing
@testable import FlowScript

@Suite("Melodies flow")
struct MelodiesFlowTests {
    static let cached = [Melody(id: "c1", title: "Clair de Lune", artist: "Claude Debussy")]

    @Test("M1, M3: online, the list loads from the API once shown and caches the melodies")
    func onlineListComesFromTheAPI() async throws {
        // Given
        let app = try FlowTestSupport.makeApp()
        let driver = FlowDriver(app: app)

        // When
        try await driver.start { [unowned app] in app.navigation.replaceRoot(with: app.makeMelodies()) }

        // Then
        let screen = try #require(driver.screen)
        #expect(screen.name == "melodies.list")
        #expect(screen.title == "Melodies")
        #expect(screen.rows.first == ScreenRow(
            title: "Ode to Joy", detail: "Ludwig van Beethoven", isEnabled: false, id: SampleMelodyAPI.catalog[0].id))
        #expect(screen.rows.count == SampleMelodyAPI.catalog.count)
        #expect(!screen.isLoading)
        #expect(try app.store.cachedMelodies() == SampleMelodyAPI.catalog)
    }

    @Test("M1: offline, the list comes from the cache and the API is not called")
    func offlineListComesFromTheCache() async throws {
        // Given
        let api = MelodyAPISpy(melodies: SampleMelodyAPI.catalog)
        let app = try FlowTestSupport.makeApp(melodyAPI: api)
        try app.store.cacheMelodies(Self.cached)
        app.network.isNetworkAvailable = false
        let driver = FlowDriver(app: app)

        // When
        try await driver.start { [unowned app] in app.navigation.replaceRoot(with: app.makeMelodies()) }

        // Then
        #expect(driver.screen?.rows == [
            ScreenRow(title: "Clair de Lune", detail: "Claude Debussy", isEnabled: false, id: Self.cached[0].id),
        ])
        #expect(api.fetchCount == 0)
    }

    @Test("M2, M3: offline with an empty cache shows the no-data error and no rows")
    func offlineWithEmptyCacheShowsNoData() async throws {
        // Given
        let app = try FlowTestSupport.makeApp()
        app.network.isNetworkAvailable = false
        let driver = FlowDriver(app: app)

        // When
        try await driver.start { [unowned app] in app.navigation.replaceRoot(with: app.makeMelodies()) }

        // Then
        #expect(driver.screen?.rows == [])
        #expect(driver.screen?.labels == ["melodies: no melodies available"])
        #expect(driver.screen?.isLoading == false)
    }

    @Test("M2: an API without network shows the no-network error")
    func apiWithoutNetworkShowsNoNetwork() async throws {
        // Given
        let app = try FlowTestSupport.makeApp(melodyAPI: MelodyAPISpy(failure: MelodyServiceError.noNetwork))
        let driver = FlowDriver(app: app)

        // When
        try await driver.start { [unowned app] in app.navigation.replaceRoot(with: app.makeMelodies()) }

        // Then
        #expect(driver.screen?.labels == ["melodies: no network connection"])
    }

    @Test("Refresh reloads: back online, the API's melodies replace the error")
    func refreshReloads() async throws {
        // Given
        let api = MelodyAPISpy(melodies: Self.cached)
        let app = try FlowTestSupport.makeApp(melodyAPI: api)
        app.network.isNetworkAvailable = false
        let driver = FlowDriver(app: app)
        try await driver.start { [unowned app] in app.navigation.replaceRoot(with: app.makeMelodies()) }
        app.network.isNetworkAvailable = true

        // When
        try await driver.send(.tap(title: "Refresh"))

        // Then
        #expect(driver.screen?.rows.map(\.title) == ["Clair de Lune"])
        #expect(driver.screen?.labels == [])
        #expect(api.fetchCount == 1)
    }

    @Test("A list built now and shown later loads when it is shown, not before")
    func listLoadsWhenFirstShown() async throws {
        // Given
        let api = MelodyAPISpy(melodies: Self.cached)
        let app = try FlowTestSupport.makeApp(melodyAPI: api)
        let melodies = app.makeMelodies()
        let driver = FlowDriver(app: app)
        try await driver.start { [unowned app] in
            app.navigation.replaceRoot(with: ScriptedScreen(name: "home", buttons: [
                FlowAction(title: "Melodies") { [unowned app] in app.navigation.push(melodies) },
            ]))
        }
        let fetchesBeforeShown = api.fetchCount

        // When
        try await driver.send(.tap(title: "Melodies"))

        // Then
        #expect(fetchesBeforeShown == 0)
        #expect(api.fetchCount == 1)
        #expect(driver.screen?.rows.map(\.title) == ["Clair de Lune"])
    }
}

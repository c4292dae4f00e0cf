import FlowCore
import Testing

/// The concrete view driven as a headless host drives it: viewDidLoad, then await refresh().
@Suite("Melody list view")
struct MelodyListViewTests {
    private let cache = MelodyCacheDouble(melodies: MelodyFixtures.cached)
    private let reachability = ManualNetworkReachability()

    @Test("viewDidLoad puts the view into its loading state")
    func viewDidLoadShowsLoading() {
        // Given
        let view = MelodyListBuilder.makeModule(cache: cache, reachability: reachability)
        // When
        view.viewDidLoad()
        // Then
        #expect(view.isLoading)
        #expect(view.melodies.isEmpty)
        #expect(view.loadError == nil)
    }

    @Test("M1, M3: online, refresh shows the sample catalog and caches it")
    func onlineRefreshShowsCatalog() async {
        // Given
        let view = MelodyListBuilder.makeModule(cache: cache, reachability: reachability)
        view.viewDidLoad()
        // When
        await view.refresh()
        // Then
        #expect(!view.isLoading)
        #expect(view.melodies == SampleMelodyAPI.catalog)
        #expect(cache.melodies == SampleMelodyAPI.catalog)
    }

    @Test("M1, M3: offline, refresh shows the cached melodies")
    func offlineRefreshShowsCache() async {
        // Given
        reachability.isNetworkAvailable = false
        let view = MelodyListBuilder.makeModule(cache: cache, reachability: reachability)
        view.viewDidLoad()
        // When
        await view.refresh()
        // Then
        #expect(view.melodies == MelodyFixtures.cached)
        #expect(view.loadError == nil)
    }

    @Test("M3: a failed refresh shows the error and no melodies")
    func failedRefreshShowsErrorOnly() async {
        // Given
        let service = MelodyServiceDouble(result: .success(MelodyFixtures.remote))
        let view = MelodyListBuilder.makeModule(service: service)
        await view.refresh()
        service.result = .failure(.noNetwork)
        // When
        await view.refresh()
        // Then
        #expect(!view.isLoading)
        #expect(view.melodies.isEmpty)
        #expect(view.loadError == .noNetwork)
    }
}

import FlowCore
import Testing

/// The service's choice of source and its typed errors (M1, M2).
@Suite("Melody service")
struct MelodyServiceTests {
    private let reachability = ManualNetworkReachability()

    private func makeService(api: MelodyAPIDouble, cache: MelodyCacheDouble) -> MelodyService {
        MelodyService(api: api, reachability: reachability, cache: cache)
    }

    @Test("M1: online, the melodies come from the API")
    func onlineUsesAPI() async throws {
        // Given
        let api = MelodyAPIDouble(result: .success(MelodyFixtures.remote))
        let service = makeService(api: api, cache: MelodyCacheDouble(melodies: MelodyFixtures.cached))
        // When
        let melodies = try await service.melodies()
        // Then
        #expect(melodies == MelodyFixtures.remote)
        #expect(api.callCount == 1)
    }

    @Test("M1: online, the API's melodies replace the cache")
    func onlineRefreshesCache() async throws {
        // Given
        let cache = MelodyCacheDouble(melodies: MelodyFixtures.cached)
        let service = makeService(api: MelodyAPIDouble(result: .success(MelodyFixtures.remote)), cache: cache)
        // When
        _ = try await service.melodies()
        // Then
        #expect(cache.writes == [MelodyFixtures.remote])
        #expect(try cache.cachedMelodies() == MelodyFixtures.remote)
    }

    @Test("M1: offline, the melodies come from the database and the API is not called")
    func offlineUsesCache() async throws {
        // Given
        reachability.isNetworkAvailable = false
        let api = MelodyAPIDouble(result: .success(MelodyFixtures.remote))
        let cache = MelodyCacheDouble(melodies: MelodyFixtures.cached)
        let service = makeService(api: api, cache: cache)
        // When
        let melodies = try await service.melodies()
        // Then
        #expect(melodies == MelodyFixtures.cached)
        #expect(api.callCount == 0)
        #expect(cache.writes.isEmpty)
    }

    @Test("M2: offline with an empty database is noData")
    func offlineEmptyCacheIsNoData() async {
        // Given
        reachability.isNetworkAvailable = false
        let service = makeService(api: MelodyAPIDouble(result: .success(MelodyFixtures.remote)), cache: MelodyCacheDouble())
        // When / Then
        await #expect(throws: MelodyServiceError.noData) {
            try await service.melodies()
        }
    }

    @Test("M2: online with an empty API answer is noData")
    func onlineEmptyAnswerIsNoData() async {
        // Given
        let service = makeService(api: MelodyAPIDouble(result: .success([])), cache: MelodyCacheDouble())
        // When / Then
        await #expect(throws: MelodyServiceError.noData) {
            try await service.melodies()
        }
    }

    @Test("M2: the API's noNetwork passes through and leaves the cache alone")
    func apiNoNetworkPassesThrough() async {
        // Given
        let cache = MelodyCacheDouble(melodies: MelodyFixtures.cached)
        let service = makeService(api: MelodyAPIDouble(result: .failure(MelodyServiceError.noNetwork)), cache: cache)
        // When / Then
        await #expect(throws: MelodyServiceError.noNetwork) {
            try await service.melodies()
        }
        #expect(cache.writes.isEmpty)
    }

    @Test("M2: an API error of its own kind becomes unknownError")
    func foreignAPIErrorIsUnknown() async {
        // Given
        let service = makeService(
            api: MelodyAPIDouble(result: .failure(MelodyDoubleFailure.timedOut)),
            cache: MelodyCacheDouble()
        )
        // When / Then
        await #expect(throws: MelodyServiceError.unknownError(reason: "API: timed out")) {
            try await service.melodies()
        }
    }

    @Test("M2: an unreadable database offline is unknownError")
    func unreadableCacheIsUnknown() async {
        // Given
        reachability.isNetworkAvailable = false
        let cache = MelodyCacheDouble(melodies: MelodyFixtures.cached)
        cache.readFailure = .diskFull
        let service = makeService(api: MelodyAPIDouble(result: .success(MelodyFixtures.remote)), cache: cache)
        // When / Then
        await #expect(throws: MelodyServiceError.unknownError(reason: "reading the cache: disk full")) {
            try await service.melodies()
        }
    }

    @Test("M2: a cache that cannot be refreshed is unknownError, not a silent stale cache")
    func unwritableCacheIsUnknown() async {
        // Given
        let cache = MelodyCacheDouble()
        cache.writeFailure = .diskFull
        let service = makeService(api: MelodyAPIDouble(result: .success(MelodyFixtures.remote)), cache: cache)
        // When / Then
        await #expect(throws: MelodyServiceError.unknownError(reason: "caching: disk full")) {
            try await service.melodies()
        }
    }

    @Test("M2: service errors print as one line")
    func errorsPrintAsOneLine() {
        // Given
        let errors: [MelodyServiceError] = [.unknownError(reason: "API: timed out"), .noNetwork, .noData]
        // When
        let lines = errors.map(\.description)
        // Then
        #expect(lines == [
            "melodies: unknown error: API: timed out",
            "melodies: no network connection",
            "melodies: no melodies available",
        ])
    }
}

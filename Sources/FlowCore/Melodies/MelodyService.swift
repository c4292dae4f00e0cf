/// The melodies service over the API and the database (M1, M2).
///
/// The reachability alone picks the source, as the article has it: online, the API answers and its
/// result replaces the cache; offline, the cache answers and the API is not called. An empty result
/// from either source is `noData`, so callers never receive an empty list. A database that cannot be
/// read or refreshed is reported as `unknownError` rather than skipped: an unrefreshed cache would
/// later serve stale melodies offline without anyone knowing.
public final class MelodyService: MelodyServicing {
    private let api: any MelodyRemoteFetching
    private let reachability: any NetworkReachabilityChecking
    private let cache: any MelodyCaching

    /// Creates a service.
    /// - Parameters:
    ///   - api: Consulted when the network is available.
    ///   - reachability: Decides between API and cache.
    ///   - cache: Refreshed after each API answer, consulted offline.
    public init(
        api: any MelodyRemoteFetching,
        reachability: any NetworkReachabilityChecking,
        cache: any MelodyCaching
    ) {
        self.api = api
        self.reachability = reachability
        self.cache = cache
    }

    /// The melodies from the API when online, otherwise from the cache.
    /// - Throws: `noData` when the source consulted has none, `noNetwork` when the API says so,
    ///   `unknownError` for any other failure of the API or the cache.
    public func melodies() async throws(MelodyServiceError) -> [Melody] {
        let melodies = reachability.isNetworkAvailable ? try await downloadAndCache() : try cached()
        guard !melodies.isEmpty else { throw .noData }
        return melodies
    }

    private func downloadAndCache() async throws(MelodyServiceError) -> [Melody] {
        let melodies: [Melody]
        do {
            melodies = try await api.fetchMelodies()
        } catch let error as MelodyServiceError {
            throw error
        } catch {
            throw .unknownError(reason: "API: \(error)")
        }
        do {
            try cache.cacheMelodies(melodies)
        } catch {
            throw .unknownError(reason: "caching: \(error)")
        }
        return melodies
    }

    private func cached() throws(MelodyServiceError) -> [Melody] {
        do {
            return try cache.cachedMelodies()
        } catch {
            throw .unknownError(reason: "reading the cache: \(error)")
        }
    }
}

/// Builds the melodies list module: view and presenter wired both ways, over a service.
public enum MelodyListBuilder {
    /// Builds the list over a `MelodyService` made of the given sources.
    /// - Parameters:
    ///   - cache: The melodies database (the app's `AppStateStore`).
    ///   - api: The API client; the built-in sample catalog by default.
    ///   - reachability: Picks API or cache; online by default.
    /// - Returns: The view, which owns the presenter.
    public static func makeModule(
        cache: any MelodyCaching,
        api: any MelodyRemoteFetching = SampleMelodyAPI(),
        reachability: any NetworkReachabilityChecking = ManualNetworkReachability()
    ) -> MelodyListView {
        makeModule(service: MelodyService(api: api, reachability: reachability, cache: cache))
    }

    /// Builds the list over any service.
    /// - Parameter service: Where the presenter gets melodies.
    /// - Returns: The view, which owns the presenter.
    public static func makeModule(service: any MelodyServicing) -> MelodyListView {
        let presenter = MelodyListPresenter(service: service)
        let view = MelodyListView(presenter: presenter)
        presenter.view = view
        return view
    }
}

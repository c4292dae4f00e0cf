import FlowCore
import FlowScript
import LuaHost
import FlowStore

/// The melodies list (MVP over an async service, M1-M3) as a module: `app.melodies`, its screen, the cache
/// table, and for specs `services.melodies` and `persisted().melodies`.
public struct MelodiesModule: FlowModule {
    /// The list asked the API for the melodies.
    static let fetch = ModuleCall("fetch", "M1-M3: the list asked the API for the melodies (online only).")

    /// The melodies API lists use unless a flow or a spec gives another.
    private let api: @Sendable () -> any MelodyRemoteFetching

    /// Creates the module over `api`, the built-in sample catalog by default.
    public init(api: @escaping @Sendable () -> any MelodyRemoteFetching = { SampleMelodyAPI() }) {
        self.api = api
    }

    public var contract: ModuleContract {
        let api = api
        return ModuleContract(
            "melodies", "A melodies list over an async service with a network/database fallback (MVP).",
            doubles: { MelodiesDoubles(calls: $0) },
            launch: { context, doubles in
                let instance = MelodiesInstance(context: context, api: doubles?.api ?? api())
                try doubles?.attach(instance, store: context.store)
                return instance
            }
        ) { module in
            module.migrations(MelodyCacheTable.migration)
            module.call(Self.fetch)
            module.view("list", Parameter<MelodiesListOptions?>("options", "Options."),
                        "The melodies list; loads once first shown (M1-M3).") { melodies, context, options in
                let api = options?.api.map {
                    LuaMelodyAPI(
                        fetch: $0.fetch, noNetwork: melodies.noNetwork, source: "melodies.list api.fetch",
                        pendingWork: context.app.pendingWork)
                }
                return melodies.makeMelodies(api: api, actions: options?.actions?.map(\.flowAction) ?? [])
            }
            module.token(MelodyFailure.noNetwork.rawValue,
                         "What a Lua api's fetch returns after nil for \"no network\" (M2).") { melodies, token in
                melodies.noNetwork = token
            }
            module.service("returns", Parameter<[MelodySeed]>("melodies", "The melodies."),
                           "M1: the API returns these melodies.") { doubles, melodies, _ in
                doubles.api.melodies = melodies.map(\.melody)
            }
            module.service("stored", Parameter<[MelodySeed]>("melodies", "The melodies."),
                           "M1: the database holds these melodies (the offline fallback).") { doubles, melodies, store in
                try doubles.store(melodies.map(\.melody), in: store)
            }
            module.service("offline", "M1: the network is unavailable.") { doubles, _ in doubles.setNetwork(false) }
            module.service("online", "M1: the network is available again.") { doubles, _ in doubles.setNetwork(true) }
            module.service("fail_next", Parameter<MelodyFailure>("error", "The typed error (M2)."),
                           "M2: the next load fails with this error.") { doubles, failure, _ in
                doubles.api.failNextFetch(with: failure.error)
            }
            module.persisted("melodies", "The cached melodies, in the order cached.") { store in
                try MelodyCacheTable(store: store).cachedMelodies().map(StoredMelody.init)
            }
        }
    }
}

/// The Melodies module in one launch: the network switch and the API its lists use.
public final class MelodiesInstance {
    /// Online or offline, for the melodies service (M1).
    public let network = ManualNetworkReachability()
    /// The melodies API lists use unless a flow gives another.
    public var api: any MelodyRemoteFetching
    /// The launch's `app.melodies.no_network` token, which a Lua api returns after `nil` for no connection.
    var noNetwork: LuaValue = .nil

    private let context: ModuleContext

    init(context: ModuleContext, api: any MelodyRemoteFetching) {
        self.context = context
        self.api = api
        context.app.registerAdapter(MelodyListView.self) { [unowned context] view in
            MelodyListScreenAdapter(view: view) { context.perform(MelodyListScreenAdapter.refreshTitle, on: view, view.refresh) }
        }
    }

    /// Builds the melodies list over the store's cache, ``network`` and an API. Once the list is first shown,
    /// settling loads it (M3).
    /// - Parameters:
    ///   - api: The melodies API for this list; ``api`` when `nil`.
    ///   - actions: Buttons of the flow's own, after the list's.
    /// - Returns: The melodies view.
    public func makeMelodies(api: (any MelodyRemoteFetching)? = nil, actions: [FlowAction] = []) -> MelodyListView {
        let view = MelodyListBuilder.makeModule(
            cache: StateFileMelodyCache(MelodyCacheTable(store: context.store)), api: api ?? self.api,
            reachability: network)
        context.whenFirstShown(view) { [weak view] in await view?.refresh() }
        context.app.addActions(actions, to: view)
        return view
    }
}

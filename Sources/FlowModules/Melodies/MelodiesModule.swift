import FlowCore
import FlowScript
import FlowStore
import LuaHost

/// The melodies list (MVP over an async service, M1-M3) as a module: `app.melodies`, its screen, the cache
/// table, and for specs `services.melodies` and `persisted().melodies`.
public struct MelodiesModule: FlowModule {
    /// The melodies API lists use unless a flow or a spec gives another.
    private let api: @Sendable () -> any MelodyRemoteFetching

    /// Creates the module over `api`, the built-in sample catalog by default.
    public init(api: @escaping @Sendable () -> any MelodyRemoteFetching = { SampleMelodyAPI() }) {
        self.api = api
    }

    public var declaration: FlowModuleDeclaration {
        let melody = FlowType.record(name: "flowhost.Melody", fields: [
            FlowField("id", .optional(.string), "Default: the title."),
            FlowField("title", .string, "The title."),
            FlowField("artist", .optional(.string), "Default: empty."),
        ])
        return FlowModuleDeclaration(
            name: "melodies",
            summary: "A melodies list over an async service with a network/database fallback (MVP).",
            bindings: [
                .function("list", [FlowField("options", .optional(.record(name: "flowhost.MelodiesListOptions", fields: [
                    FlowField("api", .optional(.record(name: "flowhost.MelodyAPI", fields: [
                        FlowField("fetch", .function, "Returns the melodies, or nil and an error message."),
                    ])), "A melodies service written in Lua."),
                    FlowField("actions", .optional(.list(.table)), "Buttons of the flow's own, after the list's."),
                ])), "Options.")], returns: .view, "The melodies list; loads once first shown (M1-M3)."),
                .value("no_network", .string, "The error message a Lua api returns for \"no network\" (M2)."),
            ],
            services: [
                FlowActionDeclaration("returns", [FlowField("melodies", .list(melody), "The melodies.")],
                                      "M1: the API returns these melodies."),
                FlowActionDeclaration("stored", [FlowField("melodies", .list(melody), "The melodies.")],
                                      "M1: the database holds these melodies (the offline fallback)."),
                FlowActionDeclaration("offline", "M1: the network is unavailable."),
                FlowActionDeclaration("online", "M1: the network is available again."),
                FlowActionDeclaration("fail_next", [FlowField("error", .oneOf(["unknown", "no_network", "no_data"]),
                                                              "The typed error (M2).")],
                                      "M2: the next load fails with this error."),
            ],
            persisted: [FlowField("melodies", .list(melody), "The cached melodies, in the order cached.")],
            calls: [FlowActionDeclaration("fetch", "M1-M3: the list asked the API for the melodies (online only).")])
    }

    public var migrations: [StoreMigration] { [MelodyCacheTable.migration] }

    public func launch(_ launch: FlowModuleLaunch) throws -> any FlowModuleInstance {
        let doubles = launch.doubles as? MelodiesDoubles
        let instance = MelodiesInstance(app: launch.app, api: doubles?.api ?? api())
        try doubles?.attach(instance, store: launch.store)
        return instance
    }

    public func makeDoubles() -> (any FlowModuleDoubles)? { MelodiesDoubles() }

    public func makeDoubles(recordingCallsIn calls: ServiceCallLog) -> (any FlowModuleDoubles)? {
        MelodiesDoubles(calls: calls)
    }

    public func persisted(from store: AppStateStore) throws -> [String: FlowValue] {
        let melodies = try MelodyCacheTable(store: store).cachedMelodies()
        return ["melodies": .list(melodies.map { melody in
            .record(["id": .string(melody.id), "title": .string(melody.title), "artist": .string(melody.artist)])
        })]
    }
}

/// The Melodies module in one launch: the network switch and the API its lists use.
public final class MelodiesInstance: FlowModuleInstance {
    /// Online or offline, for the melodies service (M1).
    public let network = ManualNetworkReachability()
    /// The melodies API lists use unless a flow gives another.
    public var api: any MelodyRemoteFetching

    private unowned let app: FlowApp

    init(app: FlowApp, api: any MelodyRemoteFetching) {
        self.app = app
        self.api = api
        app.registerAdapter(MelodyListView.self) { [pendingWork = app.pendingWork] in
            MelodyListScreenAdapter(view: $0, pendingWork: pendingWork)
        }
    }

    public func makeTable(in state: LuaState) throws -> LuaTable {
        try MelodiesBinding.table(for: self, app: app, in: state)
    }

    /// Builds the melodies list over the store's cache, ``network`` and an API. Once the list is first shown,
    /// settling loads it (M3).
    /// - Parameters:
    ///   - api: The melodies API for this list; ``api`` when `nil`.
    ///   - actions: Buttons of the flow's own, after the list's.
    /// - Returns: The melodies view.
    public func makeMelodies(api: (any MelodyRemoteFetching)? = nil, actions: [FlowAction] = []) -> MelodyListView {
        let view = MelodyListBuilder.makeModule(
            cache: StateFileMelodyCache(MelodyCacheTable(store: app.store)), api: api ?? self.api,
            reachability: network)
        app.whenFirstShown(view, name: "\(view.moduleName): first load") { [weak view] in
            await view?.refresh()
        }
        app.addActions(actions, to: view)
        return view
    }
}

import FlowScript
import FlowStore
import Foundation
import LuaHost

/// One live launch of the flow over an in-memory store of its own, stepped action by action: a replay from a
/// fresh launch is a new session given a path, and a walker keeps one session going from state to state.
/// A session belongs to the one task (or actor) that made it, as its Lua state does.
final class ExploreSession {
    /// A screen the session reached, with what the explorer needs to go on from it.
    typealias Reached = ExploreReplayer.Reached

    /// Why a step failed, classified.
    struct Failure: Error, Sendable {
        let kind: ExploreFindingKind
        let message: String
    }

    private let replayer: ExploreReplayer
    private let store: AppStateStore
    private var launch: FlowLaunch
    /// The text last typed into each field, by id: a secure field's fingerprint needs it.
    private var typed: [String: String] = [:]
    /// The store's change count when its digest was last taken, and that digest.
    private var digest: (changes: Int, value: UInt64)
    /// Where the session stands now.
    private(set) var reached: Reached
    /// The digest of what the store held when the session launched.
    private(set) var launchedOver: UInt64 = 0

    private init(replayer: ExploreReplayer, store: AppStateStore, launch: FlowLaunch, reached: Reached,
                 digest: (changes: Int, value: UInt64)) {
        self.replayer = replayer
        self.store = store
        self.launch = launch
        self.reached = reached
        self.digest = digest
    }

    /// Launches the flow over a fresh store (a copy of the base state, if any).
    static func start(_ replayer: ExploreReplayer) async -> Result<ExploreSession, Failure> {
        let store: AppStateStore
        do {
            store = try replayer.baseStore?.inMemoryCopy() ?? AppStateStore.inMemory(schema: replayer.modules.schema)
        } catch {
            return .failure(Failure(kind: .flowError, message: "the state could not be made: \(error)"))
        }
        // What the store held before the launch: a relaunch over a store holding the same lands where this launch does.
        let before = (try? StoreDigest.of(store)) ?? 0
        let launch: FlowLaunch
        switch await launched(replayer, over: store) {
        case .success(let started): launch = started
        case .failure(let failure):
            try? store.close()
            return .failure(failure)
        }
        var digest: (changes: Int, value: UInt64) = (-1, 0)
        switch read(launch, store: store, inputs: replayer.inputs, typed: [:], digest: &digest, changed: true) {
        case .success(let reached):
            let session = ExploreSession(replayer: replayer, store: store, launch: launch, reached: reached, digest: digest)
            session.launchedOver = before
            return .success(session)
        case .failure(let failure):
            launch.close()
            try? store.close()
            return .failure(failure)
        }
    }

    /// Applies `action` to the screen on top and moves the session to where it leads; after a failure the
    /// session is spent (close it).
    func apply(_ action: ExploreAction) async -> Result<Reached, Failure> {
        let before = launch.driver.screen
        let savedBefore = (try? store.changeCount()) ?? 0
        var steps: [TranscriptStep] = []
        switch action {
        case .relaunch:
            launch.close()
            switch await Self.launched(replayer, over: store) {
            case .success(let started): launch = started
            case .failure(let failure): return .failure(failure)
            }
        case .event(let event):
            if case .type(let fieldID, let text) = event {
                typed[fieldID] = text
            }
            do {
                steps = try await Self.step(event, in: launch)
            } catch {
                return .failure(Failure(kind: ExploreReplayer.kind(of: error), message: error.description))
            }
        }
        let navigated = steps.first?.navigation.map { !$0.isEmpty } ?? false
        let changed = action == .relaunch || navigated || steps.count > 1 || launch.driver.screen != before
            || ((try? store.changeCount()) ?? 0) != savedBefore
        return settle(changed: changed)
    }

    /// Releases the Lua state and the store.
    func close() {
        launch.close()
        try? store.close()
    }

    /// The one place explore runs a step of the flow: the event on the screen on top, settled, within the
    /// launch's instruction budget, through the step every client of the engine shares.
    private static func step(_ event: FlowEvent, in launch: FlowLaunch) async throws(FlowDriverError) -> [TranscriptStep] {
        try await FlowStepper(driver: launch.driver).send(event)
    }

    /// Reads where the session stands after a step, and moves it there.
    private func settle(changed: Bool) -> Result<Reached, Failure> {
        let read = Self.read(launch, store: store, inputs: replayer.inputs, typed: typed, digest: &digest, changed: changed)
        if case .success(let reached) = read {
            self.reached = reached
        }
        return read
    }

    /// Where `launch` stands: its screen, navigation and position. The store's digest is taken again only
    /// when its change count moved since `digest` was taken.
    private static func read(
        _ launch: FlowLaunch, store: AppStateStore, inputs: ExploreInputs, typed: [String: String],
        digest: inout (changes: Int, value: UInt64), changed: Bool
    ) -> Result<Reached, Failure> {
        guard let screen = launch.driver.screen else {
            return .failure(Failure(kind: .noScreen, message: "no screen is shown"))
        }
        let changes = (try? store.changeCount()) ?? 0
        if changes != digest.changes {
            // A store that cannot be read is told apart by its change count: never merged with another.
            digest = (changes, (try? StoreDigest.of(store)) ?? UInt64(bitPattern: Int64(changes)))
        }
        let navigation = launch.app.navigation
        let fingerprint = ScreenFingerprint(screen: screen, hierarchy: navigation.hierarchy, inputs: inputs, typed: typed)
        return .success(Reached(
            screen: screen, hierarchy: navigation.hierarchy, canGoBack: navigation.canGoBack, changed: changed,
            position: ExplorePosition(fingerprint: fingerprint, store: digest.value)))
    }

    /// Loads the flow over `store` and starts it.
    private static func launched(_ replayer: ExploreReplayer, over store: AppStateStore) async -> Result<FlowLaunch, Failure> {
        let launch: FlowLaunch
        do {
            launch = try FlowLaunch(
                flowFile: replayer.flowFile, store: store, modules: replayer.modules, scriptRoots: replayer.scriptRoots,
                limits: replayer.limits, chunkCache: replayer.chunkCache, print: { _ in }, now: { [now = replayer.now] in now })
        } catch {
            let kind: ExploreFindingKind = switch error {
            case .script(let error): ExploreReplayer.kind(of: error)
            case .module: .flowError
            }
            return .failure(Failure(kind: kind, message: error.description))
        }
        do {
            try await FlowStepper(driver: launch.driver).start(launch.start)
        } catch {
            launch.close()
            return .failure(Failure(kind: ExploreReplayer.kind(of: error), message: error.description))
        }
        return .success(launch)
    }
}

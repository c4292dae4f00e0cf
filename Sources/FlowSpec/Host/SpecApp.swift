import FlowCore
import FlowScript
import Foundation
import LuaHost

/// The app one scenario drives, H's side of spec.lua's contract: the persisted store, the service doubles and
/// the current launch of the flow under test.
///
/// `launch` starts over with a fresh in-memory store seeded by the presets given before it; `relaunch` builds a
/// new FlowApp, script host and driver over the same store, as restarting the app would (O5). Service doubles
/// belong to the scenario, so they outlive relaunches.
final class SpecApp {
    /// The instant created items are dated with (2024-01-01T00:00:00Z), so screens, transcripts and persisted
    /// state are the same on every run.
    static let clockTime = Date(timeIntervalSince1970: 1_704_067_200)

    private let scriptRoots: [URL]
    private let limits: FlowScriptLimits
    private let chunkCache: LuaChunkCache?
    private let output: SpecOutput
    private let authentication = ScriptedAuthentication()
    private let melodyAPI = ScriptedMelodyAPI()
    private var isNetworkAvailable = true
    private var pendingItemsFailure: ItemsError?
    private var lastItemsFailure: ItemsError?
    private var seeds: [SpecPreset] = []
    private var storedMelodies: [Melody]?
    private var launch: SpecLaunch?
    private var earlierAnnouncements: [Announcement] = []

    /// Creates the app of a scenario.
    /// - Parameters:
    ///   - scriptRoots: Where flow files are looked for after the working directory, and where `require` looks.
    ///   - limits: The flow's Lua limits.
    ///   - chunkCache: Compiled flow scripts shared with other scenarios, or nil.
    ///   - output: Where the flow's `print` writes: the scenario's output.
    init(scriptRoots: [URL], limits: FlowScriptLimits, chunkCache: LuaChunkCache?, output: SpecOutput) {
        self.scriptRoots = scriptRoots
        self.limits = limits
        self.chunkCache = chunkCache
        self.output = output
    }

    /// Whether a flow was launched.
    var isLaunched: Bool { launch != nil }

    /// Why the flow last failed by spending its instruction budget (an endless loop in a callback), or nil:
    /// the scenario is then reported as timed out rather than failed.
    private(set) var flowTimeout: String?

    // MARK: - Launching

    /// Starts the flow file at `path` over a fresh store seeded with the presets given so far.
    /// - Throws: ``SpecHostError/flowNotFound(path:searched:)``, ``SpecHostError/flowDidNotLoad(path:reason:)``,
    ///   ``SpecHostError/flowFailed(_:)``, ``SpecHostError/storeFailed(_:)``.
    func launch(_ path: String) async throws(SpecHostError) {
        let flowFile = try resolve(path)
        let store = try storing { try AppStateStore.inMemory() }
        for preset in seeds {
            try apply(preset, to: store)
        }
        if let storedMelodies {
            try storing { try store.cacheMelodies(storedMelodies) }
        }
        shutDown()
        earlierAnnouncements = []
        try await start(flowFile, path: path, store: store)
    }

    /// Restarts the running flow over the same store, with new app, script host and driver.
    /// - Throws: Like ``launch(_:)``, and ``SpecHostError/notLaunched(function:)``.
    func relaunch() async throws(SpecHostError) {
        guard let launch else { throw .notLaunched(function: "relaunch") }
        // A failure set for the next items call and not yet used stays set for the new launch.
        if launch.app.items.willFailNextCall {
            pendingItemsFailure = lastItemsFailure
        }
        earlierAnnouncements += launch.app.announcements.all
        shutDown()
        try await start(launch.flowFile, path: launch.path, store: launch.store)
    }

    /// Sends `event` to the screen on top and settles.
    /// - Throws: ``SpecHostError/flowFailed(_:)`` naming the event and why it failed.
    func send(_ event: FlowEvent) async throws(SpecHostError) {
        let launch = try running(event.verb.rawValue)
        do {
            try await launch.driver.send(event)
        } catch {
            // The DSL names the step already: keep only why it failed.
            let reason = if case .eventFailed(_, _, _, let reason) = error { reason } else { error.description }
            throw flowFailure(reason, in: launch)
        }
    }

    /// The error for a flow that failed with `reason`, noting a spent budget.
    private func flowFailure(_ reason: String, in launch: SpecLaunch) -> SpecHostError {
        if launch.host.state.isInstructionBudgetSpent {
            flowTimeout = reason.splitLines().first ?? reason
        }
        return .flowFailed(reason)
    }

    /// Closes the running flow's script host.
    func shutDown() {
        launch?.host.close()
        launch = nil
    }

    // MARK: - Observing

    /// The screen on top, rendered afresh.
    /// - Throws: ``SpecHostError/noScreen`` when nothing is shown, ``SpecHostError/flowFailed(_:)`` when it
    ///   cannot be rendered.
    func screen() throws(SpecHostError) -> Screen {
        let launch = try running("screen")
        let shown: Screen?
        do {
            shown = try launch.driver.currentScreen()
        } catch {
            throw .flowFailed("the screen could not be rendered: \(error)")
        }
        guard let shown else { throw .noScreen }
        return shown
    }

    /// The module names of the navigation, root first, presentations last.
    func stack() throws(SpecHostError) -> [String] {
        try running("stack").app.navigation.hierarchy.flatMap { $0 }
    }

    /// What the flow persisted.
    func persisted() throws(SpecHostError) -> SpecPersistedState {
        let store = try running("persisted").store
        return try storing {
            SpecPersistedState(state: try store.persistedState(), token: try store.loadToken())
        }
    }

    /// Every announcement since launch, across relaunches, oldest first.
    func announced() throws(SpecHostError) -> [Announcement] {
        earlierAnnouncements + (try running("announced").app.announcements.all)
    }

    // MARK: - Configuring

    /// Configures a service double for the rest of the scenario.
    /// - Throws: ``SpecHostError/storeFailed(_:)`` when writing stored melodies or items fails.
    func configure(_ action: SpecServiceAction) throws(SpecHostError) {
        switch action {
        case .itemsReturn(let items):
            try apply(.items(items))
        case .itemsFailNext(let reason):
            let failure = ItemsError.unavailable(reason: reason)
            lastItemsFailure = failure
            if let launch {
                launch.app.items.failNextCall(with: failure)
            } else {
                pendingItemsFailure = failure
            }
        case .melodiesReturn(let melodies):
            melodyAPI.melodies = melodies
        case .melodiesStored(let melodies):
            if let launch {
                try storing { try launch.store.cacheMelodies(melodies) }
            } else {
                storedMelodies = melodies
            }
        case .network(let available):
            isNetworkAvailable = available
            launch?.app.network.isNetworkAvailable = available
        case .melodiesFailNext(let error):
            melodyAPI.failNextFetch(with: error)
        case .loginAccept(let email, let password, let userId):
            authentication.accept(email: email, password: password, userId: userId)
        case .loginReject(let email, let password):
            authentication.reject(email: email, password: password)
        case .loginFailNext(let reason):
            authentication.failNextCall(reason: reason)
        }
    }

    /// Writes preset state: a seed of the next launch before one, the current store after.
    /// - Throws: ``SpecHostError/cannotForgetTutorial``, ``SpecHostError/storeFailed(_:)``.
    func apply(_ preset: SpecPreset) throws(SpecHostError) {
        guard let launch else {
            seeds.append(preset)
            return
        }
        try apply(preset, to: launch.store)
    }

    // MARK: - Private

    private func start(_ flowFile: URL, path: String, store: AppStateStore) async throws(SpecHostError) {
        let app = FlowApp(store: store, authentication: authentication, melodyAPI: melodyAPI, now: { Self.clockTime })
        app.network.isNetworkAvailable = isNetworkAvailable
        if let failure = pendingItemsFailure {
            app.items.failNextCall(with: failure)
            pendingItemsFailure = nil
        }
        let host: FlowScriptHost
        let step: () async throws -> Void
        do {
            host = try FlowScriptHost(
                app: app, scriptRoots: scriptRoots, limits: limits, chunkCache: chunkCache, print: output.append)
            step = try host.loadFlow(at: flowFile)
        } catch {
            throw .flowDidNotLoad(path: path, reason: String(describing: error))
        }
        let driver = FlowDriver(app: app)
        // Kept before starting: after a failed start the spec still sees what the app shows.
        let started = SpecLaunch(path: path, flowFile: flowFile, store: store, app: app, host: host, driver: driver)
        launch = started
        do {
            try await driver.start(step)
        } catch {
            throw flowFailure(error.description, in: started)
        }
    }

    private func apply(_ preset: SpecPreset, to store: AppStateStore) throws(SpecHostError) {
        switch preset {
        case .tutorialSeen(true):
            try storing { try store.recordOnboardingCompleted() }
        case .tutorialSeen(false):
            // A fresh store has no record: only a store that already has one cannot be told to forget it.
            guard try storing({ try store.isOnboardingCompleted() }) == false else { throw .cannotForgetTutorial }
        case .loggedIn(let userId):
            try storing { try store.saveToken("token-\(userId)") }
        case .items(let items):
            try storing {
                try store.deleteAllItems()
                for item in items {
                    try store.saveItem(item)
                }
            }
        }
    }

    private func running(_ function: String) throws(SpecHostError) -> SpecLaunch {
        guard let launch else { throw .notLaunched(function: function) }
        return launch
    }

    /// The flow file `path` names: absolute, else relative to the working directory, else to a script root.
    private func resolve(_ path: String) throws(SpecHostError) -> URL {
        let manager = FileManager.default
        let candidates = path.hasPrefix("/")
            ? [URL(fileURLWithPath: path)]
            : [URL(fileURLWithPath: path)] + scriptRoots.map { $0.appendingPathComponent(path) }
        for candidate in candidates {
            var isFolder: ObjCBool = false
            if manager.fileExists(atPath: candidate.path, isDirectory: &isFolder), !isFolder.boolValue {
                return candidate
            }
        }
        throw .flowNotFound(path: path, searched: path.hasPrefix("/") ? [] : scriptRoots.map(\.relativePath))
    }

    private func storing<Value>(_ body: () throws -> Value) throws(SpecHostError) -> Value {
        do {
            return try body()
        } catch {
            throw .storeFailed(String(describing: error))
        }
    }
}

import FlowScript
import FlowStore
import Foundation
import LuaHost

/// The app one scenario drives, H's side of spec.lua's contract: the persisted store, the registered modules'
/// service doubles and the current launch of the flow under test.
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
    private let modules: FlowModuleRegistry
    /// Each module's doubles, by module name, made once for the scenario.
    private let doubles: [String: any FlowModuleDoubles]
    private var seeds: [SpecPreset] = []
    private var launch: SpecLaunch?
    private var earlierAnnouncements: [Announcement] = []

    /// Creates the app of a scenario.
    /// - Parameters:
    ///   - scriptRoots: Where flow files are looked for after the working directory, and where `require` looks.
    ///   - limits: The flow's Lua limits.
    ///   - chunkCache: Compiled flow scripts shared with other scenarios, or nil.
    ///   - output: Where the flow's `print` writes: the scenario's output.
    ///   - modules: The registered modules; each gives the scenario its doubles.
    init(
        scriptRoots: [URL], limits: FlowScriptLimits, chunkCache: LuaChunkCache?, output: SpecOutput,
        modules: FlowModuleRegistry
    ) {
        self.modules = modules
        var doubles: [String: any FlowModuleDoubles] = [:]
        for (module, declaration) in zip(modules.modules, modules.declarations) {
            doubles[declaration.name] = module.makeDoubles()
        }
        self.doubles = doubles
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
        let store = try storing { try AppStateStore.inMemory(schema: modules.schema) }
        for preset in seeds {
            try apply(preset, to: store)
        }
        shutDown()
        earlierAnnouncements = []
        try await start(flowFile, path: path, store: store)
    }

    /// Restarts the running flow over the same store, with new app, script host and driver.
    /// - Throws: Like ``launch(_:)``, and ``SpecHostError/notLaunched(function:)``.
    func relaunch() async throws(SpecHostError) {
        guard let launch else { throw .notLaunched(function: "relaunch") }
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
            let reason = if case .eventFailed = error, let reason = error.reason { reason } else { error.description }
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

    /// What the flow persisted: every module's contribution, by key.
    func persisted() throws(SpecHostError) -> [String: FlowValue] {
        let store = try running("persisted").store
        var persisted: [String: FlowValue] = [:]
        for module in modules.modules {
            let part = try storing { try module.persisted(from: store) }
            persisted.merge(part) { first, _ in first }
        }
        return persisted
    }

    /// Every announcement since launch, across relaunches, oldest first.
    func announced() throws(SpecHostError) -> [Announcement] {
        earlierAnnouncements + (try running("announced").app.announcements.all)
    }

    // MARK: - Configuring

    /// Performs `services.<service>.<action>(arguments)` on the module's doubles, for the rest of the scenario.
    /// - Throws: ``SpecHostError/unknownAction(_:)`` for a module without doubles, the double's refusal as
    ///   ``SpecHostError/badValue(function:detail:)``, ``SpecHostError/storeFailed(_:)``.
    func configure(service: String, action: String, arguments: [FlowValue]) throws(SpecHostError) {
        guard let doubles = doubles[service] else { throw .unknownAction("services.\(service).\(action)") }
        try storing { try doubles.perform(action, arguments: arguments, store: launch?.store) }
    }

    /// Writes the preset `name`: a seed of the next launch before one, the current store after.
    /// - Throws: ``SpecHostError/unknownAction(_:)`` for a preset no module declares, the module's refusal,
    ///   ``SpecHostError/storeFailed(_:)``.
    func applyPreset(_ name: String, arguments: [FlowValue]) throws(SpecHostError) {
        guard let index = modules.declarations.firstIndex(where: { $0.presets.contains { $0.name == name } })
        else { throw .unknownAction("preset.\(name)") }
        let module = modules.modules[index]
        let preset = SpecPreset(module: module, name: name, arguments: arguments)
        guard let launch else {
            seeds.append(preset)
            return
        }
        try apply(preset, to: launch.store)
    }

    // MARK: - Private

    private func start(_ flowFile: URL, path: String, store: AppStateStore) async throws(SpecHostError) {
        let flow: FlowLaunch
        do {
            flow = try FlowLaunch(
                flowFile: flowFile, store: store, modules: modules, doubles: doubles, scriptRoots: scriptRoots,
                limits: limits, chunkCache: chunkCache, print: output.append, now: { Self.clockTime })
        } catch {
            throw .flowDidNotLoad(path: path, reason: error.description)
        }
        let step = flow.start
        let driver = flow.driver
        let app = flow.app
        let host = flow.host
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
        try storing { try preset.module.applyPreset(preset.name, arguments: preset.arguments, to: store) }
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

    /// Runs `body`, a module's or the store's work: a module's refusal keeps its words, a store's failure
    /// becomes ``SpecHostError/storeFailed(_:)``.
    private func storing<Value>(_ body: () throws -> Value) throws(SpecHostError) -> Value {
        do {
            return try body()
        } catch let error as FlowValueError {
            throw .moduleRefused(error.description)
        } catch {
            throw .storeFailed(String(describing: error))
        }
    }
}

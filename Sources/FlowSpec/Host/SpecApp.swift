import FlowScript
import FlowStore
import Foundation
import LuaHost

/// The app one scenario drives, H's side of spec.lua's contract: the persisted store, the registered modules'
/// service doubles and the calls they received, and the current launch of the flow under test.
///
/// `launch` starts over with a fresh in-memory store seeded by the presets given before it; `relaunch` builds a
/// new FlowApp, script host and driver over the same store, as restarting the app would (O5). Service doubles
/// belong to the scenario, so they outlive relaunches.
///
/// Its parts each have a concern of their own: ``SpecFlowFiles`` finds flow files, ``SpecDoubles`` holds the
/// doubles and the calls they record, ``SpecHeldWork`` runs the flow's work around calls the spec holds,
/// ``SpecPrintCapture`` keeps what the flow prints and ``SpecCoverageRecorder`` what it used; what a spec reads of
/// the app is in `SpecApp+Observing.swift`. Starts and events go through ``FlowStepper``, the step every client of
/// the engine shares (the run's `--time-limit` watches a whole scenario, so it has no watchdog of its own).
final class SpecApp {
    /// The instant created items are dated with (2024-01-01T00:00:00Z), so screens, transcripts and persisted
    /// state are the same on every run.
    static let clockTime = Date(timeIntervalSince1970: 1_704_067_200)

    /// The calls the doubles received, and those the spec holds.
    var calls: ServiceCallLog { doubles.calls }

    private let files: SpecFlowFiles
    private let limits: FlowScriptLimits
    private let chunkCache: LuaChunkCache?
    let modules: FlowModuleRegistry
    /// Where launches take their stores and give them back; nil makes a new store for each launch.
    private let stores: SpecStorePool?
    /// The modules' doubles, made once for the scenario.
    let doubles: SpecDoubles
    private let heldWork: SpecHeldWork
    let printCapture: SpecPrintCapture
    private var seeds: [SpecPreset] = []
    private var launch: SpecLaunch?
    /// The announcements of the launches before the running one, since ``launch(_:argument:)``.
    private(set) var earlierAnnouncements: [Announcement] = []
    /// The stack the timeline last noted.
    private var notedStack: [String] = []
    private var usage: SpecCoverageRecorder

    /// Creates the app of a scenario.
    /// - Parameters:
    ///   - specFolder: The spec file's folder as the run names it: flow files are looked for there first.
    ///   - projectFolder: The project's folder: flow files are looked for there second; nil for none.
    ///   - scriptRoots: Where flow files are looked for after the spec's folder and the working directory, and
    ///     where `require` looks.
    ///   - limits: The flow's Lua limits.
    ///   - chunkCache: Compiled flow scripts shared with other scenarios, or nil.
    ///   - stores: The run's stores, reused between scenarios; nil makes a new store for each launch.
    ///   - output: Where the flow's `print` writes: the scenario's output.
    ///   - modules: The registered modules; each gives the scenario its doubles.
    ///   - recordsCoverage: Whether to record the lines the flows run and the screen parts the events use.
    init(
        specFolder: String, projectFolder: URL? = nil, scriptRoots: [URL], limits: FlowScriptLimits,
        chunkCache: LuaChunkCache?, stores: SpecStorePool? = nil, output: SpecOutput, modules: FlowModuleRegistry,
        recordsCoverage: Bool = false
    ) {
        self.stores = stores
        usage = SpecCoverageRecorder(isRecording: recordsCoverage)
        self.modules = modules
        let calls = ServiceCallLog()
        doubles = SpecDoubles(modules: modules, calls: calls)
        heldWork = SpecHeldWork(calls: calls)
        files = SpecFlowFiles(specFolder: specFolder, projectFolder: projectFolder, scriptRoots: scriptRoots)
        self.limits = limits
        self.chunkCache = chunkCache
        printCapture = SpecPrintCapture(output: output)
        heldWork.onTurnBack = { [weak self] in self?.noteTurnBack() }
    }

    /// Whether a flow was launched.
    var isLaunched: Bool { launch != nil }

    /// The flow's last failure when it spent its instruction budget (an endless loop in a callback), or nil:
    /// the scenario is then reported as timed out rather than failed.
    private(set) var flowTimeout: FlowDriverError?

    /// The screen changes and announcements since launch, in the order they happened.
    private(set) var timeline: [SpecTimelineEntry] = []

    // MARK: - Launching

    /// Starts the flow file at `path` over a fresh store seeded with the presets given so far, calling it with
    /// `argument` after `app`. Work still waiting for a held call is abandoned first, as a restart would.
    /// - Throws: ``SpecHostError/flowNotFound(path:searched:inProject:)``, ``SpecHostError/flowDidNotLoad(path:cause:)``,
    ///   ``SpecHostError/flow(_:)``, ``SpecHostError/store(_:)``.
    func launch(_ path: String, argument: FlowValue = .nil) async throws(SpecHostError) {
        let flowFile = try files.resolve(path)
        await abandonWaitingWork()
        let store = try SpecHostError.run { try stores?.take() ?? AppStateStore.inMemory(schema: modules.schema) }
        for preset in seeds {
            try apply(preset, to: store)
        }
        let earlier = launch?.store
        shutDown()
        if let earlier {
            stores?.giveBack(earlier)
        }
        earlierAnnouncements = []
        timeline = []
        printCapture.reset()
        try await start(flowFile, path: path, argument: argument, store: store)
    }

    /// Restarts the running flow over the same store, with new app, script host and driver (and the same
    /// argument). Work still waiting for a held call is abandoned first.
    /// - Throws: Like ``launch(_:argument:)``, and ``SpecHostError/notLaunched(function:)``.
    func relaunch() async throws(SpecHostError) {
        guard launch != nil else { throw .notLaunched(function: "relaunch") }
        await abandonWaitingWork()
        guard let launch else { throw .notLaunched(function: "relaunch") }
        earlierAnnouncements += launch.app.announcements.all
        shutDown()
        try await start(launch.flowFile, path: launch.path, argument: launch.argument, store: launch.store)
    }

    /// Sends `event` to the screen on top and settles; returns early, the work under way, when a held call
    /// starts waiting.
    /// - Throws: ``SpecHostError/flow(_:)`` with why the event failed; ``SpecHostError/flowWaiting(waiting:)``
    ///   while a held call waits.
    func send(_ event: FlowEvent) async throws(SpecHostError) {
        let launch = try running(event.verb.rawValue)
        try heldWork.refuseWhileWaiting()
        usage.noteEvent(event, in: launch)
        try await heldWork.perform(SpecFlowWork { () async throws(SpecHostError) in
            do throws(FlowDriverError) {
                try await FlowStepper(driver: launch.driver).send(event)
            } catch {
                throw self.flowFailure(error)
            }
        })
    }

    /// `event` as the step that sends it is recorded: masked by the driver, the one place secrets are masked.
    /// - Throws: ``SpecHostError/notLaunched(function:)`` before a launch.
    func masked(_ event: FlowEvent) throws(SpecHostError) -> FlowEvent {
        try running(event.verb.rawValue).driver.masked(event)
    }

    /// Lets the waiting calls named `call` (every waiting call when nil) answer, and waits for the flow's
    /// work to end or for the next held call to wait.
    /// - Returns: The calls released.
    /// - Throws: ``SpecHostError/unknownCall(_:known:)``, ``SpecHostError/nothingWaiting(call:waiting:held:)``
    ///   when no such call waits; the work's failure.
    @discardableResult
    func release(_ call: String?) async throws(SpecHostError) -> [String] {
        if let call {
            try doubles.checkKnown(call)
        }
        return try await heldWork.release(call)
    }

    /// Ends the scenario's flow work: every call still waiting fails as abandoned, and the work it held up
    /// runs to its end. Call before closing, so no task is left waiting.
    func abandonWaitingWork() async {
        await heldWork.abandon()
    }

    /// The error for a flow that failed with `error`, noting a spent budget.
    private func flowFailure(_ error: FlowDriverError) -> SpecHostError {
        if error.spentBudget != nil {
            flowTimeout = error
        }
        return .flow(error)
    }

    /// Closes the running flow's script host and gives its store back to the run's pool: the scenario is over.
    func close() {
        let store = launch?.store
        shutDown()
        if let store {
            stores?.giveBack(store)
        }
    }

    /// Closes the running flow's script host.
    func shutDown() {
        if let launch {
            usage.noteClosing(launch)
        }
        launch?.host.close()
        launch = nil
    }

    /// What the scenario used of the flows so far, the running launch included; nil when not recording.
    var coverage: ScenarioCoverage? {
        usage.coverage(running: launch)
    }

    // MARK: - Configuring

    /// Holds the next call named `call`: it waits, once made, until ``release(_:)``.
    /// - Throws: ``SpecHostError/unknownCall(_:known:)`` for a call no module declares.
    func hold(_ call: String) throws(SpecHostError) {
        try doubles.checkKnown(call)
        calls.hold(call)
    }

    /// Performs `services.<service>.<action>(arguments)` on the module's doubles, for the rest of the scenario.
    /// - Throws: ``SpecHostError/unknownAction(_:)`` for a module without doubles, the double's failure.
    func configure(service: String, action: String, arguments: [FlowValue]) throws(SpecHostError) {
        try doubles.configure(service: service, action: action, arguments: arguments, store: launch?.store)
    }

    /// Writes the preset `name`: a seed of the next launch before one, the current store after.
    /// - Throws: ``SpecHostError/unknownAction(_:)`` for a preset no module declares, the module's refusal,
    ///   ``SpecHostError/store(_:)``.
    func applyPreset(_ name: String, arguments: [FlowValue]) throws(SpecHostError) {
        let preset = try doubles.preset(name, arguments: arguments)
        guard let launch else {
            seeds.append(preset)
            return
        }
        try apply(preset, to: launch.store)
    }

    // MARK: - Private

    private func start(
        _ flowFile: URL, path: String, argument: FlowValue, store: AppStateStore
    ) async throws(SpecHostError) {
        let flow: FlowLaunch
        do throws(FlowLaunchError) {
            flow = try FlowLaunch(
                flowFile: flowFile, argument: argument, store: store, modules: modules, doubles: doubles.byModule,
                scriptRoots: files.scriptRoots, limits: limits, chunkCache: chunkCache,
                print: { [weak self] text in self?.printCapture.note(text) }, now: { Self.clockTime },
                recordsLines: usage.isRecording)
        } catch {
            throw .flowDidNotLoad(path: path, cause: error)
        }
        let step = flow.start
        let driver = flow.driver
        let app = flow.app
        let stepper = FlowStepper(driver: driver)
        // Added before the flow subscribes to events: the stack is noted before a handler can change it.
        app.announcements.addObserver { [weak self, unowned app] announcement in
            self?.noteStack(of: app)
            self?.timeline.append(.announced(announcement))
        }
        // Kept before starting: after a failed start the spec still sees what the app shows.
        let started = SpecLaunch(
            path: path, flowFile: flowFile, argument: argument, store: store, app: app, host: flow.host,
            driver: driver)
        launch = started
        notedStack = []
        try await heldWork.perform(SpecFlowWork { () async throws(SpecHostError) in
            do throws(FlowDriverError) {
                try await stepper.start(step)
            } catch {
                throw self.flowFailure(error)
            }
        })
    }

    /// Notes, for the timeline and coverage, the stack and screen the flow's work left when it gave the
    /// turn back.
    private func noteTurnBack() {
        guard let launch else { return }
        noteStack(of: launch.app)
        usage.noteShown(in: launch)
    }

    /// Adds a screen change to the timeline when `app`'s stack is not the one noted last.
    private func noteStack(of app: FlowApp) {
        let stack = app.navigation.hierarchy.flatMap { $0 }
        guard stack != notedStack else { return }
        notedStack = stack
        timeline.append(.screen(stack: stack))
    }

    private func apply(_ preset: SpecPreset, to store: AppStateStore) throws(SpecHostError) {
        try SpecHostError.run { try preset.write(store) }
    }

    /// The running launch, for the function named `function`.
    /// - Throws: ``SpecHostError/notLaunched(function:)`` before a launch.
    func running(_ function: String) throws(SpecHostError) -> SpecLaunch {
        guard let launch else { throw .notLaunched(function: function) }
        return launch
    }
}

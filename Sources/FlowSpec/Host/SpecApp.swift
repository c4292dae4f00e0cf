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
/// The flow's work (a start, an event) runs as ``SpecFlowWork`` in a task of its own: when a call the spec held
/// (`hold`) starts waiting, the verb returns with that work still under way, so the spec sees the app while
/// the call is pending (the loader on), and `release` lets the call answer and the work finish.
final class SpecApp {
    /// The instant created items are dated with (2024-01-01T00:00:00Z), so screens, transcripts and persisted
    /// state are the same on every run.
    static let clockTime = Date(timeIntervalSince1970: 1_704_067_200)
    /// Bytes of the flow's `print` output `printed()` keeps since launch.
    static let printedLimit = 256 << 10

    /// The calls the doubles received, and those the spec holds.
    let calls = ServiceCallLog()

    private let specFolder: String
    private let scriptRoots: [URL]
    /// The project's folder, where flow files are looked for after the spec's.
    private let projectFolder: URL?
    private let limits: FlowScriptLimits
    private let chunkCache: LuaChunkCache?
    private let output: SpecOutput
    private let modules: FlowModuleRegistry
    /// Where launches take their stores and give them back; nil makes a new store for each launch.
    private let stores: SpecStorePool?
    /// Each module's doubles, by module name, made once for the scenario.
    private let doubles: [String: ModuleDoubles]
    /// `module.call` for every call the modules declare, sorted.
    private let knownCalls: [String]
    private let turn = SpecTurn()
    private var seeds: [SpecPreset] = []
    private var launch: SpecLaunch?
    private var earlierAnnouncements: [Announcement] = []
    /// The work still under way while a held call waits.
    private var waitingWork: SpecFlowWork?
    /// The stack the timeline last noted.
    private var notedStack: [String] = []
    private var printedBytes = 0
    /// What the scenario used of the flows, when recording coverage; nil otherwise. Lines of closed launches
    /// are added as each closes.
    private var usage: ScenarioCoverage?

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
        usage = recordsCoverage ? ScenarioCoverage() : nil
        self.modules = modules
        doubles = modules.makeDoubles(recordingCallsIn: calls)
        knownCalls = modules.declarations.flatMap { declaration in
            declaration.calls.map { "\(declaration.name).\($0.name)" }
        }.sorted()
        self.specFolder = specFolder
        self.projectFolder = projectFolder
        self.scriptRoots = scriptRoots
        self.limits = limits
        self.chunkCache = chunkCache
        self.output = output
        calls.onWait { [turn] _ in turn.signal() }
    }

    /// Whether a flow was launched.
    var isLaunched: Bool { launch != nil }

    /// Why the flow last failed by spending its instruction budget (an endless loop in a callback), or nil:
    /// the scenario is then reported as timed out rather than failed.
    private(set) var flowTimeout: String?

    /// The screen changes and announcements since launch, in the order they happened.
    private(set) var timeline: [SpecTimelineEntry] = []

    /// What the flow printed since launch, one entry per `print` call without its newline.
    private var printed: [String] = []

    // MARK: - Launching

    /// Starts the flow file at `path` over a fresh store seeded with the presets given so far, calling it with
    /// `argument` after `app`. Work still waiting for a held call is abandoned first, as a restart would.
    /// - Throws: ``SpecHostError/flowNotFound(path:searched:inProject:)``, ``SpecHostError/flowDidNotLoad(path:reason:)``,
    ///   ``SpecHostError/flowFailed(_:)``, ``SpecHostError/storeFailed(_:)``.
    func launch(_ path: String, argument: FlowValue = .nil) async throws(SpecHostError) {
        let flowFile = try resolve(path)
        await abandonWaitingWork()
        let store = try storing { try stores?.take() ?? AppStateStore.inMemory(schema: modules.schema) }
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
        printed = []
        printedBytes = 0
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
    /// - Throws: ``SpecHostError/flowFailed(_:)`` naming the event and why it failed;
    ///   ``SpecHostError/flowWaiting(waiting:)`` while a held call waits.
    func send(_ event: FlowEvent) async throws(SpecHostError) {
        let launch = try running(event.verb.rawValue)
        try refuseWhileWaiting()
        if usage != nil, let screen = try? launch.driver.shownScreen() {
            usage?.screens.noteEvent(event, on: screen)
        }
        try await perform(SpecFlowWork { () async throws(SpecHostError) in
            do throws(FlowDriverError) {
                try await launch.driver.send(event)
            } catch {
                // The DSL names the step already: keep only why it failed.
                let reason = if case .eventFailed = error, let reason = error.reason { reason } else { error.description }
                throw self.flowFailure(reason, in: launch)
            }
        })
    }

    /// Lets the waiting calls named `call` (every waiting call when nil) answer, and waits for the flow's
    /// work to end or for the next held call to wait.
    /// - Returns: The calls released.
    /// - Throws: ``SpecHostError/nothingWaiting(call:waiting:held:)`` when no such call waits; the work's failure.
    @discardableResult
    func release(_ call: String?) async throws(SpecHostError) -> [String] {
        if let call {
            try checkKnown(call)
        }
        guard let work = waitingWork else {
            throw .nothingWaiting(call: call, waiting: [], held: calls.heldCalls)
        }
        let released = calls.release(call)
        guard !released.isEmpty else {
            throw .nothingWaiting(call: call, waiting: calls.waitingCalls, held: calls.heldCalls)
        }
        await turn.wait()
        try take(work)
        return released
    }

    /// Ends the scenario's flow work: every call still waiting fails as abandoned, and the work it held up
    /// runs to its end. Call before closing, so no task is left waiting.
    func abandonWaitingWork() async {
        while let work = waitingWork {
            guard !calls.abandonWaiting().isEmpty else {
                // Nothing to wake: the work cannot be waiting on a held call any more.
                waitingWork = nil
                return
            }
            await turn.wait()
            try? take(work)
        }
    }

    /// The error for a flow that failed with `reason`, noting a spent budget.
    private func flowFailure(_ reason: String, in launch: SpecLaunch) -> SpecHostError {
        if launch.host.state.isInstructionBudgetSpent {
            flowTimeout = reason.splitLines().first ?? reason
        }
        return .flowFailed(reason)
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
        if let launch, usage != nil {
            usage?.lines.formUnion(launch.host.state.recordedLines)
        }
        launch?.host.close()
        launch = nil
    }

    /// What the scenario used of the flows so far, the running launch included; nil when not recording.
    var coverage: ScenarioCoverage? {
        guard var usage else { return nil }
        if let launch {
            usage.lines.formUnion(launch.host.state.recordedLines)
        }
        return usage
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
        for contract in modules.contracts {
            for (key, value) in try storing({ try contract.persisted(from: store) }) where persisted[key] == nil {
                persisted[key] = value
            }
        }
        return persisted
    }

    /// Every announcement since launch, across relaunches, oldest first.
    func announced() throws(SpecHostError) -> [Announcement] {
        earlierAnnouncements + (try running("announced").app.announcements.all)
    }

    /// What the flow printed since launch.
    /// - Throws: ``SpecHostError/printedTooMuch(limit:)`` past ``printedLimit``.
    func printedLines() throws(SpecHostError) -> [String] {
        _ = try running("printed")
        guard printedBytes <= Self.printedLimit else { throw .printedTooMuch(limit: Self.printedLimit) }
        return printed
    }

    /// The calls named `call` (`login.sign_in`) the doubles received in the scenario, oldest first.
    /// - Throws: ``SpecHostError/unknownCall(_:known:)`` for a call no module declares.
    func calls(named call: String) throws(SpecHostError) -> [ServiceCall] {
        try checkKnown(call)
        return calls.calls.filter { $0.qualifiedName == call }
    }

    // MARK: - Configuring

    /// Holds the next call named `call`: it waits, once made, until ``release(_:)``.
    /// - Throws: ``SpecHostError/unknownCall(_:known:)`` for a call no module declares.
    func hold(_ call: String) throws(SpecHostError) {
        try checkKnown(call)
        calls.hold(call)
    }

    /// Performs `services.<service>.<action>(arguments)` on the module's doubles, for the rest of the scenario.
    /// - Throws: ``SpecHostError/unknownAction(_:)`` for a module without doubles, the double's refusal as
    ///   ``SpecHostError/badValue(function:detail:)``, ``SpecHostError/storeFailed(_:)``.
    func configure(service: String, action: String, arguments: [FlowValue]) throws(SpecHostError) {
        guard let doubles = doubles[service] else { throw .unknownAction("services.\(service).\(action)") }
        try storing { try doubles.perform(action, arguments: arguments.map(ArgumentInput.flow), store: launch?.store) }
    }

    /// Writes the preset `name`: a seed of the next launch before one, the current store after.
    /// - Throws: ``SpecHostError/unknownAction(_:)`` for a preset no module declares, the module's refusal,
    ///   ``SpecHostError/storeFailed(_:)``.
    func applyPreset(_ name: String, arguments: [FlowValue]) throws(SpecHostError) {
        guard let contract = modules.contracts.first(where: { $0.declaration.presets.contains { $0.name == name } })
        else { throw .unknownAction("preset.\(name)") }
        // Converted here, at the preset's own line, even when the write waits for the next launch.
        let write = try storing { try contract.preset(name, arguments: arguments.map(ArgumentInput.flow)) }
        let preset = SpecPreset(name: name, write: write)
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
        do {
            flow = try FlowLaunch(
                flowFile: flowFile, argument: argument, store: store, modules: modules, doubles: doubles,
                scriptRoots: scriptRoots, limits: limits, chunkCache: chunkCache,
                print: { [weak self] text in self?.notePrinted(text) }, now: { Self.clockTime },
                recordsLines: usage != nil)
        } catch {
            throw .flowDidNotLoad(path: path, reason: error.description)
        }
        let step = flow.start
        let driver = flow.driver
        let app = flow.app
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
        try await perform(SpecFlowWork { () async throws(SpecHostError) in
            do throws(FlowDriverError) {
                try await driver.start(step)
            } catch {
                throw self.flowFailure(error.description, in: started)
            }
        })
    }

    /// Runs `work` until it ends or a held call makes it wait, then notes the stack for the timeline.
    /// - Throws: The work's failure, when it ended with one.
    private func perform(_ work: SpecFlowWork) async throws(SpecHostError) {
        if calls.heldCalls.isEmpty {
            // No call can wait (only the spec holds calls, and it waits for the work): no task of its own.
            await work.run()
        } else {
            work.start(handingTurnTo: turn)
            await turn.wait()
        }
        try take(work)
    }

    /// Takes the turn back from `work`: keeps it while it waits for a held call, else forgets it and throws
    /// how it failed. Either way the timeline notes the stack.
    private func take(_ work: SpecFlowWork) throws(SpecHostError) {
        if let launch {
            noteStack(of: launch.app)
            if usage != nil, let screen = try? launch.driver.shownScreen() {
                usage?.screens.noteShown(screen)
            }
        }
        guard let result = work.result else {
            waitingWork = work
            return
        }
        waitingWork = nil
        try result.get()
    }

    private func refuseWhileWaiting() throws(SpecHostError) {
        guard waitingWork != nil else { return }
        throw .flowWaiting(waiting: calls.waitingCalls)
    }

    private func checkKnown(_ call: String) throws(SpecHostError) {
        guard knownCalls.contains(call) else { throw .unknownCall(call, known: knownCalls) }
    }

    /// Adds a screen change to the timeline when `app`'s stack is not the one noted last.
    private func noteStack(of app: FlowApp) {
        let stack = app.navigation.hierarchy.flatMap { $0 }
        guard stack != notedStack else { return }
        notedStack = stack
        timeline.append(.screen(stack: stack))
    }

    private func notePrinted(_ text: String) {
        output.append(text)
        printedBytes += text.utf8.count
        guard printedBytes <= Self.printedLimit else { return }
        printed.append(text.hasSuffix("\n") ? String(text.dropLast()) : text)
    }

    private func apply(_ preset: SpecPreset, to store: AppStateStore) throws(SpecHostError) {
        try storing { try preset.write(store) }
    }

    private func running(_ function: String) throws(SpecHostError) -> SpecLaunch {
        guard let launch else { throw .notLaunched(function: function) }
        return launch
    }

    /// The flow file `path` names: absolute, else relative to the spec's folder, the project's folder, the
    /// working directory or a script root, the first that holds it.
    private func resolve(_ path: String) throws(SpecHostError) -> URL {
        if path.hasPrefix("/") {
            if Self.isFile(path) { return URL(fileURLWithPath: path) }
            throw .flowNotFound(path: path, searched: ["/"], inProject: projectFolder != nil)
        }
        // Spelled from the working directory where they are under it, as messages about the flow name it.
        let places: [(file: URL, name: String)] = [
            (URL(fileURLWithPath: specFolder == "." ? path : specFolder + "/" + path),
             "\(specFolder) (the spec's folder)"),
        ] + projectPlace(path) + [
            (URL(fileURLWithPath: path), "the working directory"),
        ] + scriptRoots.map { ($0.appendingPathComponent(path), $0.relativePath) }
        if let found = places.first(where: { Self.isFile($0.file.path) }) {
            return found.file
        }
        throw .flowNotFound(path: path, searched: places.map(\.name), inProject: projectFolder != nil)
    }

    /// The project's folder as a place to look for `path`, unless it is the working directory, looked in
    /// next anyway; named from the working directory when under it.
    private func projectPlace(_ path: String) -> [(file: URL, name: String)] {
        guard let folder = projectFolder?.standardizedFileURL.path else { return [] }
        let working = FileManager.default.currentDirectoryPath
        guard folder != working else { return [] }
        let name = folder.hasPrefix(working + "/") ? String(folder.dropFirst(working.count + 1)) : folder
        return [(URL(fileURLWithPath: folder).appendingPathComponent(path), "\(name) (the project's folder)")]
    }

    private static func isFile(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
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

import FlowStore
import FlowScript
import Foundation

/// A flow ready to run: the state store, the app over it, the Lua host with the flow loaded, and the
/// driver that records the run. ``close()`` releases them in order: the Lua state first, then the
/// store, whose close checkpoints what the run saved into the state file.
final class FlowSession {
    /// The store the app saves to.
    let store: AppStateStore
    /// The Lua state the flow runs in.
    let host: FlowScriptHost
    /// Runs the flow event by event and keeps its transcript.
    let driver: FlowDriver
    /// Drives the same launch through the embedding API, as the terminal UI does (the session keeps owning it).
    let player: FlowPlayer
    /// The flow's start, for ``FlowDriver/start(_:)``.
    let launch: () async throws -> Void
    /// The flow file's path as the user gave it, for messages.
    let flowPath: String
    /// Ends the run when the start or one event is stuck; nil for no limit.
    let watchdog: WallClockWatchdog?

    /// Opens the state, builds the app and loads the flow.
    /// - Parameters:
    ///   - flowFile: The flow script.
    ///   - stateDirectory: Where the state file lives; created when missing.
    ///   - durability: How far each of the state file's commits is made durable before it returns.
    ///   - fresh: Whether to empty the state before the flow starts. Only a store that opened, for a flow
    ///     that loaded, is emptied: a refused file is never deleted or rewritten, and a run that ends in a
    ///     load error loses nothing.
    ///   - scriptRoots: Where `require` looks besides the flow's own folder.
    ///   - limits: The flow's memory limit and instruction budget.
    ///   - now: The clock that dates created items (`--clock` fixes it).
    ///   - watchdog: Ends the run when the start or one event is stuck (`--time-limit`).
    /// - Throws: ``RunFailure/state(_:)`` or ``RunFailure/script(_:)``.
    convenience init(
        flowFile: URL, stateDirectory: URL, durability: StoreDurability, fresh: Bool, scriptRoots: [URL],
        limits: FlowScriptLimits = .default, now: @escaping () -> Date, watchdog: WallClockWatchdog? = nil
    ) throws(RunFailure) {
        let store: AppStateStore
        do {
            store = try AppStateStore(directory: stateDirectory, schema: Flowrun.modules.schema, durability: durability)
        } catch let error as AppStateStoreError {
            throw .state(error)
        } catch {
            throw .state(.cannotOpen(path: stateDirectory.path, reason: String(describing: error)))
        }
        try self.init(
            flowFile: flowFile, store: store, scriptRoots: scriptRoots, limits: limits, now: now, watchdog: watchdog)
        // Only once the flow has loaded: a run that ends in a load error changes nothing.
        if fresh {
            do {
                try store.reset()
            } catch {
                close()
                throw .state(error as? AppStateStoreError
                    ?? .cannotOpen(path: stateDirectory.path, reason: String(describing: error)))
            }
        }
    }

    /// Builds the app over `store` and loads the flow; the session owns the store from then on, and closes it
    /// also when the flow does not load. `--watch` runs each of its sessions on a copy of the starting state.
    /// - Parameters:
    ///   - flowFile: The flow script.
    ///   - store: The state the app saves to.
    ///   - scriptRoots: Where `require` looks besides the flow's own folder.
    ///   - limits: The flow's memory limit and instruction budget.
    ///   - now: The clock that dates created items (`--clock` fixes it).
    ///   - watchdog: Ends the run when the start or one event is stuck (`--time-limit`).
    /// - Throws: ``RunFailure/module(_:)`` or ``RunFailure/script(_:)``.
    init(
        flowFile: URL, store: AppStateStore, scriptRoots: [URL], limits: FlowScriptLimits = .default,
        now: @escaping () -> Date, watchdog: WallClockWatchdog? = nil
    ) throws(RunFailure) {
        let flow: FlowLaunch
        do {
            // A flow's print goes to stderr, so it never breaks a transcript or a screen on stdout.
            flow = try FlowLaunch(
                flowFile: flowFile, store: store, modules: Flowrun.modules, scriptRoots: scriptRoots, limits: limits,
                print: Diagnostics.write, now: now)
        } catch {
            try? store.close()
            switch error {
            case .module(let error): throw .module(error)
            case .script(let error): throw .script(error)
            }
        }
        self.store = store
        self.host = flow.host
        self.launch = flow.start
        self.flowPath = flowFile.relativePath
        self.driver = flow.driver
        self.watchdog = watchdog
        self.player = FlowPlayer(adopting: flow, watchdog: watchdog)
    }

    /// Starts the flow and writes the transcript so far to `sink`, also when the start fails.
    /// - Returns: The start's steps.
    /// - Throws: ``RunFailure/flow(_:flowFile:)`` when the start fails; `sink`'s write failures.
    func start(writingTo sink: TranscriptSink?) async throws(RunFailure) -> [TranscriptStep] {
        let steps: [TranscriptStep]
        do {
            steps = try await driver.start(launch)
        } catch {
            try sink?.flush(driver.transcript)
            throw .flow(error, flowFile: flowPath)
        }
        try sink?.flush(driver.transcript)
        return steps
    }

    /// Releases the Lua state and closes the store. Everything the flow saved was committed when it
    /// was written, so a close that fails loses nothing; it is reported, not fatal.
    func close() {
        host.close()
        do {
            try store.close()
        } catch {
            Diagnostics.report("warning: \(error)")
        }
    }
}

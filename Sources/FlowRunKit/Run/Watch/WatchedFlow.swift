import FlowScript
import FlowStore
import Foundation

/// The flow of a `flowrun run --watch` run: the session in use, the events applied so far, and the reload that
/// loads the scripts again into a new session over a fresh copy of the starting state and replays the events.
///
/// Every session works on its own in-memory copy of ``StateSnapshot``'s state, so a replay sees the state the
/// run started from, as the first session did, and the state file is never written. Everything runs on the
/// caller's thread: a watcher only signals, the reload happens between two events.
final class WatchedFlow {
    /// The session the events apply to now.
    private(set) var session: FlowSession
    /// The events a reload replays, in order: those applied, and after a replay that stopped early, those it
    /// did not reach, replayed again by the next reload.
    private(set) var history: [ReplayEvent] = []
    /// How many events of ``history`` the current session applied.
    private(set) var appliedCount = 0

    private let flowFile: URL
    private let base: AppStateStore
    private let scriptRoots: [URL]
    private let limits: FlowScriptLimits
    private let now: () -> Date
    private let watchdog: WallClockWatchdog

    /// Loads the flow into its first session, over a copy of `base`; the flow is not started.
    /// - Parameters:
    ///   - flowFile: The flow script.
    ///   - base: The state the run starts from; each session gets a copy, `base` itself is never changed.
    ///   - scriptRoots: Where `require` looks besides the flow's own folder.
    ///   - limits: The flow's memory limit and instruction budget.
    ///   - now: The clock that dates created items.
    ///   - watchdog: Ends the run when loading, the start or one event of a replay is stuck.
    /// - Throws: ``RunFailure/state(_:)``, ``RunFailure/module(_:)`` or ``RunFailure/script(_:)``.
    init(
        flowFile: URL, base: AppStateStore, scriptRoots: [URL], limits: FlowScriptLimits = .default,
        now: @escaping () -> Date, watchdog: WallClockWatchdog
    ) async throws(RunFailure) {
        self.flowFile = flowFile
        self.base = base
        self.scriptRoots = scriptRoots
        self.limits = limits
        self.now = now
        self.watchdog = watchdog
        session = try await Self.open(
            flowFile, over: base, scriptRoots: scriptRoots, limits: limits, now: now, watchdog: watchdog)
    }

    /// Closes the session and the starting state.
    func close() {
        session.close()
        try? base.close()
    }

    /// Starts the flow of the first session.
    /// - Returns: The steps recorded.
    /// - Throws: ``FlowDriverError`` when the start fails.
    func start() async throws(FlowDriverError) -> [TranscriptStep] {
        let session = session
        return try await watchdog.watch("the flow's start") { () async throws(FlowDriverError) in
            try await session.driver.start(session.launch)
        }
    }

    /// Records that `event` applied to the session: it joins the history after the events the session applied,
    /// replacing those a replay that stopped early did not reach (the run has moved on from there).
    func record(_ event: ReplayEvent) {
        history.removeSubrange(appliedCount...)
        history.append(event)
        appliedCount += 1
    }

    /// Adds `event` to the history without applying it: an event of an events input that failed, or followed
    /// one that failed, which the next reload tries again.
    func keep(_ event: ReplayEvent) {
        history.append(event)
    }

    /// Loads the scripts again into a new session over a fresh copy of the starting state, starts the flow and
    /// replays the history, stopping at an event that no longer applies. The new session replaces the current
    /// one once the flow has started; a flow that does not load or start leaves the current one in use.
    func reload() async -> WatchReload {
        let next: FlowSession
        do {
            next = try await Self.open(
                flowFile, over: base, scriptRoots: scriptRoots, limits: limits, now: now, watchdog: watchdog)
        } catch {
            return .kept(error)
        }
        do {
            try await watchdog.watch("the flow's start") { () async throws(FlowDriverError) in
                _ = try await next.driver.start(next.launch)
            }
        } catch {
            next.close()
            return .kept(.flow(error, flowFile: next.flowPath))
        }
        session.close()
        session = next
        for (index, event) in history.enumerated() {
            let label = "replaying event \(index + 1) of \(history.count), "
                + QuotedText.quoted(next.driver.masked(event.event).description)
            do {
                _ = try await watchdog.watch(label) { () async throws(FlowDriverError) in
                    try await event.send(to: next.driver)
                }
            } catch {
                appliedCount = index
                return .diverged(index: index, total: history.count, error: error)
            }
        }
        appliedCount = history.count
        return .replayed(events: history.count)
    }

    /// A new session over a copy of `base`, loaded under the watchdog (loading runs the flow file's top level,
    /// which can be stuck in C as a callback can).
    private static func open(
        _ flowFile: URL, over base: AppStateStore, scriptRoots: [URL], limits: FlowScriptLimits,
        now: @escaping () -> Date, watchdog: WallClockWatchdog
    ) async throws(RunFailure) -> FlowSession {
        let store: AppStateStore
        do {
            store = try base.inMemoryCopy()
        } catch let error as AppStateStoreError {
            throw .state(error)
        } catch {
            throw .state(.cannotOpen(path: base.location, reason: String(describing: error)))
        }
        return try await watchdog.watch("loading \(flowFile.relativePath)") { () throws(RunFailure) in
            try FlowSession(
                flowFile: flowFile, store: store, scriptRoots: scriptRoots, limits: limits, now: now, watchdog: watchdog)
        }
    }
}

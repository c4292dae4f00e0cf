import FlowStore
import Foundation

/// Runs a flow for an app's own UI: the public embedding API, and the one engine every client of `flowrun` drives
/// flows through (the events run, the plain line mode, the full-window UI, `--watch` and the studio;
/// docs/Embedding.md).
///
/// A player owns one launch at a time: ``send(_:)`` applies an input and returns the step's ``FlowPlayerUpdate``,
/// which every observer is also told. A player made from a ``FlowPlayerConfiguration`` launches over in-memory
/// copies of the starting state, and ``reload()`` loads the scripts again and replays the events applied so far,
/// as `--watch` does; a flow that no longer loads keeps the launch that was running. A player can also adopt a
/// launch its host made over a store of its own (``init(adopting:)``). A player is not `Sendable`: it lives on
/// one actor or thread, with its Lua state.
public final class FlowPlayer {
    /// The step history a reload replays: events, with the events input's line for one that came from a file (a
    /// replay that stops there names it), and the relaunches between them.
    private enum Replayed {
        case event(FlowEvent, FlowEventLocation?)
        case relaunch
    }

    /// Collects what the flow prints, a line each, until a step takes it.
    private final class PrintedLines {
        var lines: [String] = []

        /// Adds what one `print` wrote, a line each (its closing newline ends the last line).
        func append(_ text: String) {
            var parts = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if parts.last == "" { parts.removeLast() }
            lines += parts
        }
    }

    /// What the player launches from; `nil` for a player that adopted a launch it did not make.
    private let configuration: FlowPlayerConfiguration?
    private var launch: FlowLaunch?
    private var store: AppStateStore?
    /// The steps a reload replays: those applied, and after a replay that stopped early, those it did not reach,
    /// which the next reload tries again.
    private var history: [Replayed] = []
    /// How many entries of ``history`` the running launch applied.
    private var applied = 0
    private var printed = PrintedLines()
    /// How many of the running launch's announcements an update has reported.
    private var announced = 0
    private var observers: [WeakReference<AnyObject>] = []
    /// Watches each load, start and event: the configuration's, or the one an adopted launch was given.
    private let watchdog: WallClockWatchdog?
    /// The last update, which a failed step keeps the screen of.
    public private(set) var latest: FlowPlayerUpdate?

    /// Creates a player; nothing runs until ``start()``.
    public init(_ configuration: FlowPlayerConfiguration) {
        self.configuration = configuration
        watchdog = configuration.watchdog
    }

    /// Drives `launch`, which its maker built over a store it keeps: `flowrun run` over the user's state file,
    /// which the launch's saves write as they happen. ``start()`` starts the launch once and inputs apply as to
    /// any player; relaunch, reset and reload are refused (the maker owns the launch and its store), and
    /// ``close()`` leaves them open. What the flow prints goes where the launch's `print` sends it.
    ///
    /// `watchdog`, when given, ends the run as a configuration's does when the start or an event is stuck.
    public init(adopting launch: FlowLaunch, watchdog: WallClockWatchdog? = nil) {
        configuration = nil
        self.watchdog = watchdog
        self.launch = launch
    }

    deinit {
        if configuration != nil {
            close()
        }
    }

    /// The app of the launch running, for what a UI reads beyond the update (a recorder's stack and announcements).
    public var app: FlowApp? { launch?.app }

    /// The transcript of the launch running: after a first start that failed, of that launch, ending with the error.
    public var transcript: Transcript? { launch?.driver.transcript }

    /// The events the running launch applied since the flow was last reset, relaunches left out, as an events
    /// file would replay them.
    public var events: [FlowEvent] {
        history[..<applied].compactMap {
            if case .event(let event, _) = $0 { return event }
            return nil
        }
    }

    /// Tells `observer` of every later step; held weakly.
    public func addObserver(_ observer: any FlowPlayerObserving) {
        observers.removeAll { $0.object == nil }
        observers.append(WeakReference<AnyObject>(observer as AnyObject))
    }

    /// `event` as a log or a status line may show it: a `type` event's text masked unless the screen shown
    /// last shows its field as plain text (what ``FlowPlayerUpdate/label`` holds after the step).
    public func masked(_ event: FlowEvent) -> FlowEvent {
        launch?.driver.masked(event) ?? event.masked(on: nil)
    }

    /// Starts the flow: launched over a fresh copy of the starting state or, for an adopted launch, that launch.
    /// - Returns: The start's update; when the flow did not load or start it says why (``FlowPlayerFailure/load(_:)``,
    ///   ``FlowPlayerFailure/state(_:)``, ``FlowPlayerFailure/start(_:)``).
    @discardableResult
    public func start() async -> FlowPlayerUpdate {
        guard configuration != nil else {
            guard let launch else { return publish("start", failure: .input(.noScreen)) }
            do {
                try await stepper(launch).start(launch.start)
                return publish("start")
            } catch {
                return publish("start", failure: .start(error), showing: try? launch.driver.currentScreen())
            }
        }
        history = []
        applied = 0
        return await relaunchOver(freshState: true, label: "start")
    }

    /// Applies `input` and settles the app.
    /// - Returns: The step's update; a failed step keeps the last good screen and says why.
    @discardableResult
    public func send(_ input: FlowPlayerInput) async -> FlowPlayerUpdate {
        switch input {
        case .relaunch where configuration == nil, .reset where configuration == nil:
            return publish("event", failure: .input(.adopted))
        case .relaunch:
            return await relaunchOver(freshState: false, label: "relaunch")
        case .reset:
            return await relaunchOver(freshState: true, label: "reset")
        default:
            break
        }
        guard let launch else { return publish("event", failure: .input(.noScreen)) }
        let event: FlowEvent
        let location: FlowEventLocation?
        do throws(FlowPlayerInputError) {
            (event, location) = try Self.event(for: input, on: launch.driver.screen)
        } catch {
            return publish("event", failure: .input(error))
        }
        let label = launch.driver.masked(event).description
        do {
            try await stepper(launch).send(event, at: location)
            record(.event(event, location))
            return publish(label, event: event)
        } catch {
            return publish(label, event: event, failure: .event(error), showing: try? launch.driver.currentScreen())
        }
    }

    /// Loads the scripts again into a new launch over a fresh copy of the starting state, starts it and replays
    /// the history, stopping at an event that no longer applies (``FlowPlayerFailure/diverged(index:total:error:)``;
    /// the next reload replays the whole history again, unless an event applied in between replaced what
    /// followed). A flow that does not load or start keeps the launch that was running and its screen, and the
    /// update says why: a syntax error is a ``FlowPlayerFailure/load(_:)`` naming the file and line.
    @discardableResult
    public func reload() async -> FlowPlayerUpdate {
        guard configuration != nil else { return publish("reload", failure: .input(.adopted)) }
        let next: (FlowLaunch, AppStateStore)
        do throws(FlowPlayerFailure) {
            next = try await open(over: nil)
        } catch {
            return publish("reload", failure: error, showing: try? launch?.driver.currentScreen())
        }
        do throws(FlowPlayerFailure) {
            try await started(next.0)
        } catch {
            discard(next, closingStore: true)
            return publish("reload", failure: error, showing: try? launch?.driver.currentScreen())
        }
        replace(with: next)
        applied = 0
        let total = history.count(where: { if case .event = $0 { true } else { false } })
        var replayedEvents = 0
        for (index, entry) in history.enumerated() {
            do throws(FlowPlayerFailure) {
                try await replay(entry, number: replayedEvents + 1, of: total)
            } catch {
                let cause: FlowPlayerFailure
                if case .event(let driverError) = error {
                    cause = .diverged(index: replayedEvents, total: total, error: driverError)
                } else {
                    cause = error
                }
                return publish("reload", failure: cause, showing: try? launch?.driver.currentScreen())
            }
            applied = index + 1
            if case .event = entry {
                replayedEvents += 1
            }
        }
        return publish("reload (replayed \(history.count) steps)")
    }

    /// Adds `line` to the history without applying it, for the next ``reload()`` to replay: under `--watch` an
    /// events file's event that failed waits there, with the events after it, until the scripts change.
    public func keepForReplay(_ line: FlowEventLine) {
        history.append(.event(line.event, line.location))
    }

    /// Releases the Lua state and the state copy; the player can be started again.
    public func close() {
        guard configuration != nil else { return }
        launch?.close()
        launch = nil
        try? store?.close()
        store = nil
    }

    // MARK: - Steps

    /// A new launch over a fresh copy of the starting state (a start, a reset) or over the state saved so far (a
    /// relaunch), which replaces the running one once it has started. A first start that fails keeps its launch,
    /// so that its transcript, ending with the error, can be read.
    private func relaunchOver(freshState: Bool, label: String) async -> FlowPlayerUpdate {
        let next: (FlowLaunch, AppStateStore)
        do throws(FlowPlayerFailure) {
            next = try await open(over: freshState ? nil : store)
        } catch {
            return publish(label, failure: error)
        }
        do throws(FlowPlayerFailure) {
            try await started(next.0)
            replace(with: next, keepingStore: !freshState)
            if freshState {
                history = []
                applied = 0
            } else {
                record(.relaunch)
            }
            return publish(label)
        } catch {
            if launch == nil {
                replace(with: next)
            } else {
                discard(next, closingStore: freshState)
            }
            return publish(label, failure: error, showing: try? launch?.driver.currentScreen())
        }
    }

    /// Notes that the running launch applied `entry`: it joins the history after the entries applied, replacing
    /// those a replay that stopped early did not reach (the session has moved on from there).
    private func record(_ entry: Replayed) {
        history.removeSubrange(applied...)
        history.append(entry)
        applied += 1
    }

    private func replay(_ entry: Replayed, number: Int, of total: Int) async throws(FlowPlayerFailure) {
        switch entry {
        case .relaunch:
            let next = try await open(over: store)
            do throws(FlowPlayerFailure) {
                try await started(next.0)
            } catch {
                discard(next, closingStore: false)
                throw error
            }
            replace(with: next, keepingStore: true)
        case .event(let event, let location):
            guard let launch else { throw .input(.noScreen) }
            let label = "replaying event \(number) of \(total), "
                + QuotedText.quoted(launch.driver.masked(event).description)
            do {
                try await stepper(launch).send(event, at: location, label: label)
            } catch {
                throw .event(error)
            }
        }
    }

    /// A new launch over `state` (the launch keeps using it) or, when nil, over a fresh copy of the base.
    private func open(over state: AppStateStore?) async throws(FlowPlayerFailure) -> (FlowLaunch, AppStateStore) {
        guard let configuration else { throw .input(.adopted) }
        let store: AppStateStore
        if let state {
            store = state
        } else {
            do {
                store = try configuration.base.inMemoryCopy()
            } catch let error as AppStateStoreError {
                throw .state(error)
            } catch {
                throw .state(.cannotOpen(path: configuration.base.location, reason: String(describing: error)))
            }
        }
        let printed = PrintedLines()
        self.printed = printed
        let print = configuration.print ?? { printed.append($0) }
        do {
            let load = { () throws(FlowLaunchError) in
                try FlowLaunch(
                    flowFile: configuration.flowFile, store: store, modules: configuration.modules,
                    scriptRoots: configuration.scriptRoots, limits: configuration.limits, print: print,
                    now: configuration.now)
            }
            let label = "loading \(configuration.flowFile.relativePath)"
            let launch = if let watchdog { try await watchdog.watch(label, load) } else { try load() }
            return (launch, store)
        } catch {
            if state == nil {
                try? store.close()
            }
            throw .load(error)
        }
    }

    /// Starts `launch`; on failure the launch is left to the caller, who keeps or discards it.
    private func started(_ launch: FlowLaunch) async throws(FlowPlayerFailure) {
        do {
            try await stepper(launch).start(launch.start)
        } catch {
            throw .start(error)
        }
    }

    /// Releases a launch that will not run, and its state copy when it was made for it.
    private func discard(_ next: (FlowLaunch, AppStateStore), closingStore: Bool) {
        next.0.close()
        if closingStore {
            try? next.1.close()
        }
    }

    private func replace(with next: (FlowLaunch, AppStateStore), keepingStore: Bool = false) {
        launch?.close()
        if !keepingStore {
            try? store?.close()
        }
        launch = next.0
        store = next.1
        announced = 0
    }

    /// The steps of `launch`, under the player's watchdog.
    private func stepper(_ launch: FlowLaunch) -> FlowStepper {
        FlowStepper(driver: launch.driver, watchdog: watchdog)
    }

    // MARK: - Updates

    private func publish(
        _ label: String, event: FlowEvent? = nil, failure: FlowPlayerFailure? = nil, showing: Screen? = nil
    ) -> FlowPlayerUpdate {
        let app = launch?.app
        let all = app?.announcements.all ?? []
        let announcements = Array(all.dropFirst(announced))
        announced = all.count
        let lines = printed.lines
        printed.lines = []
        let update = FlowPlayerUpdate(
            event: event,
            label: label,
            screen: showing ?? launch?.driver.screen ?? latest?.screen,
            stack: app?.navigation.hierarchy ?? [],
            canGoBack: app?.navigation.canGoBack ?? false,
            announcements: announcements,
            printed: lines,
            failure: failure,
            appliedEvents: events.count)
        latest = update
        for observer in observers {
            (observer.object as? any FlowPlayerObserving)?.player(self, didUpdate: update)
        }
        return update
    }

    /// The event `input` stands for on `screen`, with the events input's line it came from, if any.
    private static func event(
        for input: FlowPlayerInput, on screen: Screen?
    ) throws(FlowPlayerInputError) -> (FlowEvent, FlowEventLocation?) {
        switch input {
        case .event(let event): return (event, nil)
        case .eventLine(let line): return (line.event, line.location)
        case .back: return (.back, nil)
        case .type(let fieldID, let text): return (.type(fieldID: fieldID, text: text), nil)
        case .relaunch, .reset: preconditionFailure("handled by send(_:)")
        case .tapButton(let index):
            guard let screen else { throw .noScreen }
            let buttons = screen.tappableButtons
            guard buttons.indices.contains(index) else {
                throw .noButton(index: index, screen: screen.name, count: buttons.count)
            }
            return (screen.tapEvent(forButtonAt: index), nil)
        case .selectRow(let index):
            guard let screen else { throw .noScreen }
            guard screen.rows.indices.contains(index) else {
                throw .noRow(index: index, screen: screen.name, count: screen.rows.count)
            }
            return (.select(row: index + 1), nil)
        }
    }
}

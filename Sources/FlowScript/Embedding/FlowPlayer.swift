import FlowStore
import Foundation

/// Runs a flow for an app's own UI: the public embedding API the studio and the terminal UI drive flows
/// through (docs/Embedding.md).
///
/// A player owns one launch at a time, over an in-memory copy of the starting state: ``send(_:)`` applies an
/// input and returns the step's ``FlowPlayerUpdate``, which every observer is also told. ``reload()`` loads the
/// scripts again and replays the events applied so far, as `--watch` does; a flow that no longer loads keeps
/// the launch that was running. A player is not `Sendable`: it lives on one actor or thread, with its Lua state.
public final class FlowPlayer {
    /// The step history a reload replays: events, and the relaunches between them.
    private enum Replayed {
        case event(FlowEvent)
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
    private var history: [Replayed] = []
    private var printed = PrintedLines()
    /// How many of the running launch's announcements an update has reported.
    private var announced = 0
    private var observers: [WeakReference<AnyObject>] = []
    /// The last update, which a failed step keeps the screen of.
    public private(set) var latest: FlowPlayerUpdate?

    /// Creates a player; nothing runs until ``start()``.
    public init(_ configuration: FlowPlayerConfiguration) {
        self.configuration = configuration
    }

    /// Drives `launch`, which its maker started and keeps: `flowrun run` over the user's state file. Inputs
    /// apply as to any player; relaunch, reset and reload are refused (the maker owns the launch and its store),
    /// and ``close()`` leaves them open.
    public init(adopting launch: FlowLaunch) {
        configuration = nil
        self.launch = launch
    }

    deinit {
        if configuration != nil {
            close()
        }
    }

    /// The app of the launch running, for what a UI reads beyond the update (a recorder's stack and announcements).
    public var app: FlowApp? { launch?.app }

    /// The transcript of the launch running.
    public var transcript: Transcript? { launch?.driver.transcript }

    /// The events applied since the flow was last reset, relaunches left out, as an events file would replay them.
    public var events: [FlowEvent] {
        history.compactMap {
            if case .event(let event) = $0 { return event }
            return nil
        }
    }

    /// Tells `observer` of every later step; held weakly.
    public func addObserver(_ observer: any FlowPlayerObserving) {
        observers.removeAll { $0.object == nil }
        observers.append(WeakReference<AnyObject>(observer as AnyObject))
    }

    /// Launches the flow over a fresh copy of the starting state and starts it.
    @discardableResult
    public func start() async -> FlowPlayerUpdate {
        guard configuration != nil else { return publish("start", failure: .input(.adopted)) }
        history = []
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
            history.append(.relaunch)
            return await relaunchOver(freshState: false, label: "relaunch")
        case .reset:
            history = []
            return await relaunchOver(freshState: true, label: "reset")
        default:
            break
        }
        guard let launch else { return publish("event", failure: .input(.noScreen)) }
        let event: FlowEvent
        do throws(FlowPlayerInputError) {
            event = try Self.event(for: input, on: launch.driver.screen)
        } catch {
            return publish("event", failure: .input(error))
        }
        let label = launch.driver.masked(event).description
        do {
            let steps = try await watched(label) { () async throws(FlowDriverError) in
                try await launch.driver.send(event)
            }
            history.append(.event(event))
            return publish(label, steps: steps)
        } catch {
            return publish(label, failure: .event(error), showing: try? launch.driver.currentScreen())
        }
    }

    /// Loads the scripts again into a new launch over a fresh copy of the starting state, starts it and replays
    /// the history, stopping at an event that no longer applies. A flow that does not load or start keeps the
    /// launch that was running and its screen.
    @discardableResult
    public func reload() async -> FlowPlayerUpdate {
        guard configuration != nil else { return publish("reload", failure: .input(.adopted)) }
        let next: (FlowLaunch, AppStateStore)
        do throws(FlowPlayerFailure) {
            next = try await open(over: nil)
            try await started(next.0)
        } catch {
            return publish("reload", failure: error)
        }
        replace(with: next)
        for (index, entry) in history.enumerated() {
            do throws(FlowPlayerFailure) {
                try await replay(entry)
            } catch {
                history.removeSubrange(index...)
                let cause: FlowPlayerFailure
                if case .event(let driverError) = error {
                    cause = .diverged(index: index, total: index + 1, error: driverError)
                } else {
                    cause = error
                }
                return publish("reload", failure: cause, showing: try? launch?.driver.currentScreen())
            }
        }
        return publish("reload (replayed \(history.count) steps)")
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

    private func relaunchOver(freshState: Bool, label: String) async -> FlowPlayerUpdate {
        let next: (FlowLaunch, AppStateStore)
        do throws(FlowPlayerFailure) {
            next = try await open(over: freshState ? nil : store)
            let steps = try await started(next.0)
            replace(with: next, keepingStore: !freshState)
            return publish(label, steps: steps)
        } catch {
            return publish(label, failure: error)
        }
    }

    private func replay(_ entry: Replayed) async throws(FlowPlayerFailure) {
        switch entry {
        case .relaunch:
            let next = try await open(over: store)
            try await started(next.0)
            replace(with: next, keepingStore: true)
        case .event(let event):
            guard let launch else { throw .input(.noScreen) }
            do {
                _ = try await watched(launch.driver.masked(event).description) {
                    () async throws(FlowDriverError) in try await launch.driver.send(event)
                }
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
            } catch {
                throw .state(error)
            }
        }
        let printed = PrintedLines()
        self.printed = printed
        do {
            let launch = try await watched("loading \(configuration.flowFile.lastPathComponent)") {
                () throws(FlowLaunchError) in
                try FlowLaunch(
                    flowFile: configuration.flowFile, store: store, modules: configuration.modules,
                    scriptRoots: configuration.scriptRoots, limits: configuration.limits,
                    print: { printed.append($0) }, now: configuration.now)
            }
            return (launch, store)
        } catch {
            if state == nil {
                try? store.close()
            }
            throw .load(error)
        }
    }

    @discardableResult
    private func started(_ launch: FlowLaunch) async throws(FlowPlayerFailure) -> [TranscriptStep] {
        do {
            return try await watched("the flow's start") { () async throws(FlowDriverError) in
                try await launch.driver.start(launch.start)
            }
        } catch {
            launch.close()
            throw .start(error)
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

    private func watched<Result, Failure: Error>(
        _ label: String, _ work: () async throws(Failure) -> Result
    ) async throws(Failure) -> Result {
        guard let watchdog = configuration?.watchdog else { return try await work() }
        return try await watchdog.watch(label, work)
    }

    // MARK: - Updates

    private func publish(
        _ label: String, steps: [TranscriptStep] = [], failure: FlowPlayerFailure? = nil, showing: Screen? = nil
    ) -> FlowPlayerUpdate {
        let app = launch?.app
        let all = app?.announcements.all ?? []
        let announcements = Array(all.dropFirst(announced))
        announced = all.count
        let lines = printed.lines
        printed.lines = []
        let update = FlowPlayerUpdate(
            label: label,
            screen: showing ?? launch?.driver.screen ?? latest?.screen,
            stack: app?.navigation.hierarchy ?? [],
            canGoBack: app?.navigation.canGoBack ?? false,
            announcements: announcements,
            printed: lines,
            failure: failure.map(FlowPlayerFailureText.init),
            appliedEvents: events.count)
        latest = update
        for observer in observers {
            (observer.object as? any FlowPlayerObserving)?.player(self, didUpdate: update)
        }
        return update
    }

    /// The event `input` stands for on `screen`.
    private static func event(for input: FlowPlayerInput, on screen: Screen?) throws(FlowPlayerInputError) -> FlowEvent {
        switch input {
        case .event(let event): return event
        case .back: return .back
        case .type(let fieldID, let text): return .type(fieldID: fieldID, text: text)
        case .relaunch, .reset: preconditionFailure("handled by send(_:)")
        case .tapButton(let index):
            guard let screen else { throw .noScreen }
            let buttons = screen.tappableButtons
            guard buttons.indices.contains(index) else {
                throw .noButton(index: index, screen: screen.name, count: buttons.count)
            }
            return .tap(title: buttons[index].title)
        case .selectRow(let index):
            guard let screen else { throw .noScreen }
            guard screen.rows.indices.contains(index) else {
                throw .noRow(index: index, screen: screen.name, count: screen.rows.count)
            }
            return .select(row: index + 1)
        }
    }
}

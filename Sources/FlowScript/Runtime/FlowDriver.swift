import FlowBase

/// Runs a flow on a ``FlowApp`` event by event and records it in a ``Transcript``.
///
/// Every step settles the app's pending work before it reads the screen, so a run gives the same
/// transcript every time. A failure is recorded as an error step, then thrown as a
/// ``FlowDriverError``; the driver stays usable, so an interactive host can report it and go on.
///
/// A step renders its screen once: the driver keeps the top view's adapter while that view is on top, and
/// the next event is checked against the screen the last successful step rendered, through the same
/// adapter. The driver is where an event becomes a recorded step, so it masks the event there, once
/// (``masked(_:)``), for the transcript and for the error alike.
public final class FlowDriver {
    /// The app the flow runs on.
    public let app: FlowApp
    /// The run so far.
    public private(set) var transcript = Transcript()
    /// Whether ``start(_:)`` was called.
    public private(set) var isStarted = false
    /// The screen recorded by the last successful step; `nil` before the start. The one place the last
    /// screen is kept: the transcript holds masked copies only.
    public private(set) var screen: Screen?
    /// The top view's adapter, kept while that view is on top, and the screen it rendered at the end of the
    /// last step when that step succeeded (else `nil`: the next event renders afresh).
    private var top: (view: any ModuleView, adapter: any HeadlessScreen, settled: Screen?)?

    /// Creates a driver for `app`.
    public init(app: FlowApp) {
        self.app = app
    }

    /// Starts the flow: runs `launch` (the flow's start), settles, and records the first screen with
    /// the navigation that put it there and the announcements made.
    /// - Parameter launch: The flow's start; it must put a screen on `app.navigation`.
    /// - Returns: The steps recorded.
    /// - Throws: ``FlowDriverError/startFailed(reason:)`` when `launch`, its work or the screen fails;
    ///   ``FlowDriverError/noScreenShown`` when nothing is on screen; ``FlowDriverError/alreadyStarted``.
    @discardableResult
    public func start(_ launch: () async throws -> Void) async throws(FlowDriverError) -> [TranscriptStep] {
        guard !isStarted else { throw .alreadyStarted }
        isStarted = true
        var problems: [FlowStepProblem] = []
        do {
            try await launch()
        } catch {
            problems.append(.failed(error))
        }
        let (changes, rendered) = await finishStep(after: &problems)
        guard problems.isEmpty else {
            top?.settled = nil
            transcript.recordError(FlowStepProblem.text(of: problems), navigation: changes)
            recordAnnouncements()
            throw .startFailed(problems: problems)
        }
        guard let rendered else {
            transcript.recordError(FlowDriverError.noScreenShown.description, navigation: changes)
            recordAnnouncements()
            throw .noScreenShown
        }
        screen = rendered
        top?.settled = rendered
        return [transcript.recordStart(screen: rendered, navigation: changes)] + recordAnnouncements()
    }

    /// Applies `event` to the screen on top, settles, and records the step with its navigation and
    /// the announcements made.
    /// - Parameters:
    ///   - event: The event.
    ///   - line: Its line in the events input, if it came from one.
    /// - Returns: The steps recorded.
    /// - Throws: ``FlowDriverError/eventFailed(event:line:source:reason:)`` when the event, its work or
    ///   the screen after it fails; ``FlowDriverError/notStarted(event:)`` before ``start(_:)``.
    @discardableResult
    public func send(_ event: FlowEvent, line: Int? = nil) async throws(FlowDriverError) -> [TranscriptStep] {
        try await send(event, line: line, source: nil)
    }

    /// Applies the event of `eventLine`, as ``send(_:line:)`` does; errors name its source and line.
    /// - Returns: The steps recorded.
    /// - Throws: Like ``send(_:line:)``.
    @discardableResult
    public func send(_ eventLine: FlowEventLine) async throws(FlowDriverError) -> [TranscriptStep] {
        try await send(eventLine.event, line: eventLine.location.line, source: eventLine.location.source)
    }

    /// The screen on top now, rendered afresh: after a failed step, what the app actually shows.
    /// - Throws: ``ScreenAdapterError`` for an unsupported view, or what its adapter raises.
    public func currentScreen() throws -> Screen? {
        try topAdapter()?.render()
    }

    /// The screen on top: the one the last step rendered while it is still on top and nothing happened since,
    /// otherwise rendered now. Observers that follow each step (spec coverage) read it without a second render.
    /// - Throws: Like ``currentScreen()``.
    public func shownScreen() throws -> Screen? {
        guard let adapter = try topAdapter() else { return nil }
        return try top?.settled ?? adapter.render()
    }

    /// `event` as it may be printed or recorded: a `type` event's text is masked unless the screen of the last
    /// step shows its field as plain text. Transcripts, errors and run labels all mask through here.
    public func masked(_ event: FlowEvent) -> FlowEvent {
        event.masked(on: screen)
    }

    /// The adapter of the view on top, built once per view while it stays on top.
    private func topAdapter() throws(ScreenAdapterError) -> (any HeadlessScreen)? {
        guard let view = app.navigation.topView else {
            top = nil
            return nil
        }
        if let top, top.view === view {
            return top.adapter
        }
        let adapter = try app.adapters.adapter(for: view)
        top = (view, adapter, nil)
        return adapter
    }

    /// Applies `event` through the top view's adapter, checked against the screen the last step rendered when
    /// it is still the one on top, else against a fresh render.
    private func apply(_ event: FlowEvent) throws {
        let applier = FlowEventApplier(navigation: app.navigation, adapters: app.adapters)
        guard event != .back, let adapter = try topAdapter() else {
            try applier.apply(event)
            return
        }
        let shown = try top?.settled ?? adapter.render()
        top?.settled = nil
        try applier.apply(event, on: shown, through: adapter)
    }

    private func send(
        _ event: FlowEvent, line: Int?, source: String?
    ) async throws(FlowDriverError) -> [TranscriptStep] {
        guard isStarted else { throw .notStarted(event: event.masked(on: nil)) }
        let recorded = masked(event)
        var problems: [FlowStepProblem] = []
        do {
            try apply(event)
        } catch {
            problems.append(.failed(error))
        }
        if let view = top?.view, view !== app.navigation.topView {
            // The view left the top (a tap went back): its adapter goes with it, not at the next render.
            top = nil
        }
        let (changes, rendered) = await finishStep(after: &problems)
        if problems.isEmpty, rendered == nil {
            problems.append(.noScreen)
        }
        guard problems.isEmpty, let rendered else {
            top?.settled = nil
            transcript.recordError(FlowStepProblem.text(of: problems), event: recorded, line: line, navigation: changes)
            recordAnnouncements()
            throw .eventFailed(event: recorded, line: line, source: source, problems: problems)
        }
        screen = rendered
        top?.settled = rendered
        let step = transcript.recordEvent(recorded, line: line, navigation: changes, screen: rendered)
        return [step] + recordAnnouncements()
    }

    /// Settles the pending work, then collects the navigation's failures and changes and, when
    /// nothing failed, renders the screen on top. Failures are appended to `problems`, one each, so a
    /// step that fails several ways reports them as numbered blocks.
    private func finishStep(
        after problems: inout [FlowStepProblem]
    ) async -> (changes: [NavigationChange], screen: Screen?) {
        do throws(PendingWorkError) {
            try await app.pendingWork.settle()
        } catch {
            problems.append(.work(error))
        }
        problems += app.navigation.takeFailures().map(FlowStepProblem.navigation)
        let changes = app.navigation.takeChanges()
        guard problems.isEmpty else { return (changes, nil) }
        do {
            return (changes, try currentScreen())
        } catch {
            problems.append(.rendering(error))
            return (changes, nil)
        }
    }

    @discardableResult
    private func recordAnnouncements() -> [TranscriptStep] {
        app.announcements.takeNew().map { transcript.recordAnnouncement($0) }
    }
}

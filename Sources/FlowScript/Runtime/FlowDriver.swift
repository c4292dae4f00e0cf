/// Runs a flow on a ``FlowApp`` event by event and records it in a ``Transcript``.
///
/// Every step settles the app's pending work before it reads the screen, so a run gives the same
/// transcript every time. A failure is recorded as an error step, then thrown as a
/// ``FlowDriverError``; the driver stays usable, so an interactive host can report it and go on.
public final class FlowDriver {
    /// The app the flow runs on.
    public let app: FlowApp
    /// The run so far.
    public private(set) var transcript = Transcript()
    /// Whether ``start(_:)`` was called.
    public private(set) var isStarted = false
    /// The screen recorded by the last successful step; `nil` before the start.
    public private(set) var screen: Screen?

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
        try applier.currentScreen()
    }

    private var applier: FlowEventApplier {
        FlowEventApplier(navigation: app.navigation, adapters: app.adapters)
    }

    private func send(
        _ event: FlowEvent, line: Int?, source: String?
    ) async throws(FlowDriverError) -> [TranscriptStep] {
        guard isStarted else { throw .notStarted(event: event.masked(on: nil)) }
        let shownBefore = screen
        var problems: [FlowStepProblem] = []
        do {
            try applier.apply(event)
        } catch {
            problems.append(.failed(error))
        }
        let (changes, rendered) = await finishStep(after: &problems)
        if problems.isEmpty, rendered == nil {
            problems.append(.noScreen)
        }
        guard problems.isEmpty, let rendered else {
            transcript.recordError(FlowStepProblem.text(of: problems), event: event, line: line, navigation: changes)
            recordAnnouncements()
            throw .eventFailed(event: event.masked(on: shownBefore), line: line, source: source, problems: problems)
        }
        screen = rendered
        let step = transcript.recordEvent(event, line: line, navigation: changes, screen: rendered)
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
            return (changes, try applier.currentScreen())
        } catch {
            problems.append(.rendering(error))
            return (changes, nil)
        }
    }

    @discardableResult
    private func recordAnnouncements() -> [TranscriptStep] {
        app.announcements.takeNew().map { transcript.recordAnnouncement($0.description) }
    }
}

/// Why a flow run could not go on. Each prints as one line, but for a script error's traceback and the
/// numbered blocks of a step that failed several ways; the transcript holds the same failure as an error
/// step. flowrun reports these and exits with status 1.
public enum FlowDriverError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The flow's start, or the work it started, failed; `problems` holds every failure with its cause.
    case startFailed(problems: [FlowStepProblem])
    /// The flow's start returned and its work settled, but nothing was on screen.
    case noScreenShown
    /// `start` was called on a driver that had started already.
    case alreadyStarted
    /// An event was sent before `start`.
    case notStarted(event: FlowEvent)
    /// The event did not fit the screen, or it, the work it started or the screen after it failed;
    /// `event` is masked, `problems` holds every failure with its cause.
    /// `line` and `source` say where the event was stated, when it came from an events input.
    case eventFailed(event: FlowEvent, line: Int?, source: String?, problems: [FlowStepProblem])

    /// What failed, for a failed start or event: the one problem, or numbered blocks; nil otherwise.
    public var reason: String? {
        switch self {
        case .startFailed(let problems), .eventFailed(_, _, _, let problems): FlowStepProblem.text(of: problems)
        case .noScreenShown, .alreadyStarted, .notStarted: nil
        }
    }

    /// The problem of a failed start or event that spent the flow's instruction budget, with the one line
    /// that says where it ran out (``FlowStepProblem/spentBudget``); nil when the budget was not the cause.
    public var spentBudget: String? {
        switch self {
        case .startFailed(let problems), .eventFailed(_, _, _, let problems): problems.lazy.compactMap(\.spentBudget).first
        case .noScreenShown, .alreadyStarted, .notStarted: nil
        }
    }

    /// One line naming the event (quoted by ``QuotedText``: escaped, and cut when long), where it was
    /// stated, and what failed.
    public var description: String {
        switch self {
        case .startFailed(let problems):
            return "the flow's start failed: \(FlowStepProblem.text(of: problems))"
        case .noScreenShown:
            return "the flow's start returned without showing a screen"
        case .alreadyStarted:
            return "the flow was started already"
        case .notStarted(let event):
            return "cannot \(QuotedText.quoted(event.description)): the flow was not started"
        case .eventFailed(let event, let line, let source, let problems):
            let reason = FlowStepProblem.text(of: problems)
            let place =
                switch (source, line) {
                case (let source?, let line?): "\(source):\(line): "
                case (nil, let line?): "line \(line): "
                case (let source?, nil): "\(source): "
                case (nil, nil): ""
                }
            return "\(place)\(QuotedText.quoted(event.description)) failed: \(reason)"
        }
    }
}

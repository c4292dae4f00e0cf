/// Why a flow run could not go on. Each prints as one line, but for a script error's traceback and the
/// numbered blocks of a step that failed several ways; the transcript holds the same failure as an error
/// step. flowrun reports these and exits with status 1.
public enum FlowDriverError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The flow's start, or the work it started, failed; `reason` holds every failure.
    case startFailed(reason: String)
    /// The flow's start returned and its work settled, but nothing was on screen.
    case noScreenShown
    /// `start` was called on a driver that had started already.
    case alreadyStarted
    /// An event was sent before `start`.
    case notStarted(event: FlowEvent)
    /// The event did not fit the screen, or it, the work it started or the screen after it failed;
    /// `event` is masked, `reason` holds every failure.
    /// `line` and `source` say where the event was stated, when it came from an events input.
    case eventFailed(event: FlowEvent, line: Int?, source: String?, reason: String)

    /// One line naming the event (quoted by ``QuotedText``: escaped, and cut when long), where it was
    /// stated, and what failed.
    public var description: String {
        switch self {
        case .startFailed(let reason):
            return "the flow's start failed: \(reason)"
        case .noScreenShown:
            return "the flow's start returned without showing a screen"
        case .alreadyStarted:
            return "the flow was started already"
        case .notStarted(let event):
            return "cannot \(QuotedText.quoted(event.description)): the flow was not started"
        case .eventFailed(let event, let line, let source, let reason):
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

/// Why ``PendingWork/settle()`` did not end quietly. Each names what failed, in the terms of the flow
/// (`login.build on_login: flow.lua:4: ...`); several failures print as numbered blocks (``messages``).
public enum PendingWorkError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Every job ran, but some threw (or errors were reported); `failures` lists them oldest first.
    case failed([PendingWorkFailure])
    /// Work kept coming for `rounds` rounds, so settling gave up; the `droppedJobs` still queued were
    /// discarded, and `failures` lists what threw before that.
    case didNotSettle(rounds: Int, droppedJobs: Int, failures: [PendingWorkFailure])
    /// `settle()` was called from inside a job or settler of the same queue.
    case alreadySettling

    /// What went wrong, one message per failure (a message may hold a traceback on further lines).
    public var messages: [String] {
        switch self {
        case .failed(let failures):
            return failures.map(\.description)
        case .didNotSettle(let rounds, let droppedJobs, let failures):
            let dropped = droppedJobs == 1 ? "1 task" : "\(droppedJobs) tasks"
            return ["the flow kept starting new work, so it was stopped after \(rounds) rounds (\(dropped) dropped)"]
                + failures.map(\.description)
        case .alreadySettling:
            return ["settle() was called while the same pending work was already settling"]
        }
    }

    /// The one message, or the messages as numbered blocks (see ``ErrorList``).
    public var description: String {
        ErrorList.joined(messages)
    }
}

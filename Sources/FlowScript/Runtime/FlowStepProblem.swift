import FlowBase
import LuaHost

/// One reason a step of a flow (its start, or an event) failed, with its cause kept: what threw, the pending
/// work that failed, the navigation request that could not be done, the screen that could not be rendered.
/// Rendered to text once, where the step's failure is reported.
public enum FlowStepProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// The start, or applying the event, threw `cause`.
    case failed(any Error)
    /// The asynchronous work the step started failed or did not settle.
    case work(PendingWorkError)
    /// A navigation request could not be carried out.
    case navigation(NavigationError)
    /// The screen on top could not be rendered.
    case rendering(any Error)
    /// Nothing is on screen after an event.
    case noScreen

    /// The lines the problem reads as: one, or one per failed piece of pending work.
    public var messages: [String] {
        switch self {
        case .failed(let cause), .rendering(let cause): [String(describing: cause)]
        case .work(let error): error.messages
        case .navigation(let error): [error.description]
        case .noScreen: ["no screen is shown"]
        }
    }

    /// The messages as one text (numbered blocks when there are several).
    public var description: String {
        ErrorList.joined(messages)
    }

    /// Where the flow's instruction budget ran out, when that is this problem's cause (a ``LuaError/timeout(_:)``
    /// a callback or pending work threw): one line, `file:line: message`, after the failed work's name.
    public var spentBudget: String? {
        switch self {
        case .failed(let cause), .rendering(let cause):
            return LuaLimit.timeout(in: cause).map(FlowScriptError.located)
        case .work(let error):
            let failures: [PendingWorkFailure] =
                switch error {
                case .failed(let failures), .didNotSettle(_, _, let failures): failures
                case .alreadySettling: []
                }
            for failure in failures {
                if let timeout = LuaLimit.timeout(in: failure.cause) {
                    return "\(failure.source): \(FlowScriptError.located(timeout))"
                }
            }
            return nil
        case .navigation, .noScreen:
            return nil
        }
    }

    /// Two problems are equal when they are the same case with the same cause (see ``ErrorCause``).
    public static func == (lhs: FlowStepProblem, rhs: FlowStepProblem) -> Bool {
        switch (lhs, rhs) {
        case (.failed(let lhs), .failed(let rhs)), (.rendering(let lhs), .rendering(let rhs)): ErrorCause.same(lhs, rhs)
        case (.work(let lhs), .work(let rhs)): lhs == rhs
        case (.navigation(let lhs), .navigation(let rhs)): lhs == rhs
        case (.noScreen, .noScreen): true
        default: false
        }
    }

    /// `problems` as one text: the one message, or numbered blocks (see ``ErrorList``).
    static func text(of problems: [FlowStepProblem]) -> String {
        ErrorList.joined(problems.flatMap(\.messages))
    }
}

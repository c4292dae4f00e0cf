import FlowBase
import FlowCore

/// Records every navigation request, in order, so a test can assert what a navigator or router asked for.
final class NavigationSpy: Navigating {
    /// One navigation request.
    enum Request {
        case push(any ModuleView)
        case present(any ModuleView)
        case pop
        case dismiss
        case replaceRoot(any ModuleView)

        /// The view the request carries, if any.
        var view: (any ModuleView)? {
            switch self {
            case .push(let view), .present(let view), .replaceRoot(let view): view
            case .pop, .dismiss: nil
            }
        }
    }

    private(set) var requests: [Request] = []

    /// The view of the most recent request that carried one.
    var lastView: (any ModuleView)? { requests.last(where: { $0.view != nil })?.view }

    func push(_ view: any ModuleView) { requests.append(.push(view)) }
    func present(_ view: any ModuleView) { requests.append(.present(view)) }
    func pop() { requests.append(.pop) }
    func dismiss() { requests.append(.dismiss) }
    func replaceRoot(with view: any ModuleView) { requests.append(.replaceRoot(view)) }
}

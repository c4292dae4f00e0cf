/// A spec's argument that a module's double or preset refuses: what the DSL's type check cannot see, such as
/// a field inside a table.
public enum FlowValueError: Error, Equatable, CustomStringConvertible {
    /// `function` got a value it cannot use; `detail` says which and why (`item 2 has no title`).
    case badValue(function: String, detail: String)
    /// The action is not declared (a host-side guard: the DSL checks declarations first).
    case unknownAction(String)
    /// Argument `position` of `function` is not what the action's declaration says; `detail` names the parameter.
    case badArgument(function: String, position: Int, detail: String)
    /// The action cannot be done in the app's current state, as `detail` says.
    case refused(function: String, detail: String)

    /// One line: `bad value for services.items.returns: item 1 has no title`.
    public var description: String {
        switch self {
        case .badValue(let function, let detail): "bad value for \(function): \(detail)"
        case .badArgument(let function, let position, let detail): "bad argument #\(position) to '\(function)' (\(detail))"
        case .unknownAction(let action): "\(action) is not a service action or preset"
        case .refused(_, let detail): detail
        }
    }
}

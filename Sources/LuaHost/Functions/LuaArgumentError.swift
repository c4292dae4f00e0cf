/// A bad argument found by ``LuaArguments`` or by a binding's own conversion; the callee turns it into
/// Lua's message `bad argument #2 to 'select' (integer expected, got string)`.
public struct LuaArgumentError: Error {
    /// The argument's position as the script sees it (1 is the first after
    /// `self` for methods), or 0 for a count error.
    public let position: Int
    /// The parenthesised part: `integer expected, got string`.
    public let detail: String

    /// Creates the error of argument `position` (0 for a count error) with the parenthesised `detail`.
    public init(position: Int, detail: String) {
        self.position = position
        self.detail = detail
    }

    /// The message in Lua's shape for `callee`.
    func message(for callee: LuaCallee) -> String {
        if position == 0 {
            return "wrong number of arguments to '\(callee.name)' (\(detail))"
        }
        switch callee.kind {
        case let .setter(type):
            return "bad value for property '\(callee.name)' of \(type) (\(detail))"
        default:
            return "bad argument #\(position) to '\(callee.name)' (\(detail))"
        }
    }
}

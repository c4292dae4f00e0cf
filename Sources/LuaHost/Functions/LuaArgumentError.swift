/// A bad argument found by ``LuaArguments``; the callee turns it into Lua's
/// message `bad argument #2 to 'select' (integer expected, got string)`.
struct LuaArgumentError: Error {
    /// The argument's position as the script sees it (1 is the first after
    /// `self` for methods), or 0 for a count error.
    let position: Int
    /// The parenthesised part: `integer expected, got string`.
    let detail: String

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

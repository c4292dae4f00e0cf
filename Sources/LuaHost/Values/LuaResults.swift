/// Several results of a Swift function bound to Lua, as in `return a, b`.
///
/// ```swift
/// try state.register("divmod") { args in
///     let (a, b) = (try args.int(1), try args.int(2))
///     return LuaResults(a / b, a % b)
/// }
/// ```
public struct LuaResults<each Value: LuaPushable>: LuaReturning {
    /// The results, in order.
    public let values: (repeat each Value)

    /// Creates the results.
    /// - Parameter values: The results, in order.
    public init(_ values: repeat each Value) {
        self.values = (repeat each values)
    }

    /// Pushes every value, in order.
    public func pushResults(to stack: LuaStack) throws -> Int {
        var count = 0
        for value in repeat each values {
            try stack.reserve(2)
            try value.push(to: stack)
            count += 1
        }
        return count
    }
}

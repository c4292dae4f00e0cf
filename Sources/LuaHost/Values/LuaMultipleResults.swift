/// A list of results whose length is only known at run time.
public struct LuaMultipleResults: LuaReturning {
    /// The results, in order.
    public let values: [LuaValue]

    /// Creates the results.
    /// - Parameter values: The results, in order.
    public init(_ values: [LuaValue]) {
        self.values = values
    }

    /// Pushes every value, in order.
    public func pushResults(to stack: LuaStack) throws -> Int {
        try stack.reserve(values.count + 1)
        for value in values {
            try value.push(to: stack)
        }
        return values.count
    }
}

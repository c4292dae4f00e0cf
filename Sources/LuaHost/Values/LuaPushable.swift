/// A Swift value that can become one Lua value.
public protocol LuaPushable: LuaReturning {
    /// Pushes the value on `stack`.
    /// - Throws: ``LuaError`` when it cannot be pushed (memory limit).
    func push(to stack: LuaStack) throws
}

extension LuaPushable {
    /// One result: the value itself.
    @inlinable public func pushResults(to stack: LuaStack) throws -> Int {
        try push(to: stack)
        return 1
    }
}

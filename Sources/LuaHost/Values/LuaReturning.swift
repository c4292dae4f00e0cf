/// What a Swift function bound to Lua returns: any ``LuaPushable`` (one
/// result) or a ``LuaResults`` (several).
public protocol LuaReturning {
    /// Pushes the results on `stack` and returns how many there are.
    /// - Throws: ``LuaError`` when they cannot be pushed (memory limit).
    func pushResults(to stack: LuaStack) throws -> Int
}

import LuaHost

/// Calls a script's function from Swift. LuaHost makes the call protected, with a traceback, and
/// gives it the whole instruction budget when nothing else is running in the script.
public enum LuaCallback {
    /// Calls `function` with `arguments`, ignoring its results.
    /// - Throws: ``FlowScriptError/callbackFailed(_:)`` with what the function raised (its error, a
    ///   timeout, the memory limit).
    public static func run<each Argument: LuaPushable>(
        _ function: LuaFunction, _ arguments: repeat each Argument
    ) throws(FlowScriptError) {
        do {
            try function.call(repeat each arguments)
        } catch {
            throw .callbackFailed(luaError(error))
        }
    }

    /// Calls `function` with `arguments` and returns its results.
    /// - Throws: The ``LuaError`` it raised.
    public static func results<each Argument: LuaPushable>(
        _ function: LuaFunction, _ arguments: repeat each Argument
    ) throws(LuaError) -> [LuaValue] {
        do {
            return try function.call(repeat each arguments)
        } catch {
            throw luaError(error)
        }
    }

    /// Whether `error` is a limit of the state (the instruction budget, the memory limit) rather than
    /// something the script raised on purpose.
    public static func isLimit(_ error: LuaError) -> Bool {
        switch error {
        case .timeout, .memory: true
        default: false
        }
    }

    /// `error` as a ``LuaError``: calls into Lua throw nothing else, but their signature is untyped.
    public static func luaError(_ error: any Error) -> LuaError {
        error as? LuaError ?? .runtime(LuaErrorInfo(message: String(describing: error)))
    }
}

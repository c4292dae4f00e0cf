import LuaHost

/// Finds the limit of a flow's Lua state behind an error the flow's work threw: the ``LuaError`` a callback
/// raised, through the errors that wrap it on its way up (``FlowScriptError``, a callback's cause).
enum LuaLimit {
    /// The timeout behind `error`, when the instruction budget is its cause.
    static func timeout(in error: any Error) -> LuaError? {
        guard let lua = luaError(in: error), case .timeout = lua else { return nil }
        return lua
    }

    /// The ``LuaError`` `error` is or wraps, nil for an error of another kind.
    private static func luaError(in error: any Error) -> LuaError? {
        switch error {
        case let lua as LuaError:
            if case .callback(_, let cause) = lua, let inner = luaError(in: cause) { return inner }
            return lua
        case let script as FlowScriptError:
            switch script {
            case .stateUnavailable(let lua), .syntax(let lua), .loadFailed(let lua), .startFailed(let lua),
                 .callbackFailed(let lua):
                return luaError(in: lua)
            case .missingFile, .unreadableFile, .notText, .notAFlow, .memoryExhausted:
                return nil
            }
        default:
            return nil
        }
    }
}

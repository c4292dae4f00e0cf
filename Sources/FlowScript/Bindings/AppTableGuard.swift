import LuaHost

/// Guards `app` against unregistered names: reading a member that is not there names the registered modules.
enum AppTableGuard {
    /// ``guardSource`` compiled once per process: every launch loads it, and loading bytecode skips the parser.
    static let guardBytecode: Result<LuaBytecode, LuaError> = Result { () throws(LuaError) -> LuaBytecode in
        let compiler = try LuaState()
        defer { compiler.close() }
        do {
            return try compiler.load(guardSource, name: "=flowhost").bytecode(name: "=flowhost")
        } catch let error as LuaError {
            throw error
        } catch {
            throw LuaError.runtime(LuaErrorInfo(message: "cannot compile the app guard: \(error)"))
        }
    }

    /// Gives `app` (the chunk's first argument) a metatable whose `__index` names the registered modules (the
    /// second) when a flow reads a member that is not there, such as an unregistered module. The third is
    /// ``LuaState/sealedSetMetatable()``: the metatable stays out of the flow's reach, so a flow that sets none
    /// of its own does not pay for the `__concat` guard.
    static let guardSource = """
        local app, names, setmetatable = ...
        setmetatable(app, {
          __index = function(_, key)
            error(string.format("app.%s is not a registered module or host member (modules: %s; host: events, nav, screen)",
              tostring(key), names), 2)
          end,
          __metatable = false,
        })
        """
}

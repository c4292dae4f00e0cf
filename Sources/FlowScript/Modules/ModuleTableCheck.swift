import LuaHost

/// Checks a module's `app.<name>` table against its declaration, and guards `app` against unregistered names.
enum ModuleTableCheck {
    /// Throws when `table`'s keys and `declaration`'s bindings differ, naming the first difference.
    /// - Throws: ``FlowModuleError/undeclaredBinding(module:name:)`` or ``FlowModuleError/missingBinding(module:name:)``.
    static func check(_ table: LuaTable, against declaration: FlowModuleDeclaration) throws {
        let declared = Set(declaration.bindings.map(\.name))
        var present: Set<String> = []
        for (key, _) in try table.pairs() {
            let name = key.stringValue ?? "[\(key.scriptTypeName)]"
            guard declared.contains(name) else {
                throw FlowModuleError.undeclaredBinding(module: declaration.name, name: name)
            }
            present.insert(name)
        }
        if let missing = declaration.bindings.first(where: { !present.contains($0.name) }) {
            throw FlowModuleError.missingBinding(module: declaration.name, name: missing.name)
        }
    }

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
    /// second) when a flow reads a member that is not there, such as an unregistered module.
    static let guardSource = """
        local app, names = ...
        setmetatable(app, {
          __index = function(_, key)
            error(string.format("app.%s is not a registered module or host member (modules: %s; host: events, nav, screen)",
              tostring(key), names), 2)
          end,
          __metatable = false,
        })
        """
}

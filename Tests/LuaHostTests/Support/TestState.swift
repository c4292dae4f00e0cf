@testable import LuaHost

/// A sandboxed state with the test classes registered.
func makeState(memoryLimit: Int? = nil, instructionBudget: Int? = nil, roots: [String] = []) throws -> LuaState {
    try LuaState(options: LuaStateOptions(
        scriptRoots: roots, memoryLimit: memoryLimit, instructionBudget: instructionBudget,
        classes: [Counter.luaClass, StepCounter.stepClass, Gauge.luaClass, Resource.luaClass]))
}

/// Runs `source` and returns the error it raises.
func failure(of source: String, in state: LuaState, name: String = "main.lua") -> LuaError? {
    do {
        try state.run(source, name: name)
        return nil
    } catch let error as LuaError {
        return error
    } catch {
        return nil
    }
}

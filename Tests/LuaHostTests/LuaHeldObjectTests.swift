import Testing
@testable import LuaHost

/// A Swift object a Lua userdata holds (a registered function's box, a bound object) is released exactly once
/// even when its `__gc` never runs: calling a finalizer needs memory, Lua turns a refused allocation there into a
/// warning and frees the userdata without the call, so the host lists every retain outside Lua's memory and
/// releases what is left when the state closes.
@Suite("Swift objects held by Lua, released without their __gc")
struct LuaHeldObjectTests {
    /// A state with no hook (full libraries, no budget), so that `collectgarbage()` collects at the limit, and
    /// `starve()` sets the limit to one byte: from then on every allocation that grows is refused.
    private func starvingState() throws -> LuaState {
        let state = try LuaState(options: LuaStateOptions(libraries: .full, classes: [Counter.luaClass]))
        try state.register("starve") { [unowned state] _ -> Void in state.memoryLimit = 1 }
        return state
    }

    /// Runs `source`, lifts the limit, and returns the warnings it raised.
    private func warnings(running source: String, in state: LuaState) -> [String] {
        var warnings: [String] = []
        state.onWarning = { warnings.append($0) }
        _ = failure(of: source, in: state)
        state.memoryLimit = nil
        state.onWarning = nil
        return warnings
    }

    @Test("a host function whose __gc cannot be called for want of memory is released when the state closes")
    func functionReleasedWithoutItsFinalizer() throws {
        // Given a registered function, the only holder of a Swift object, no longer reachable from Lua
        let state = try starvingState()
        let deinits = DeinitCounter()
        do {
            let counter = Counter(deinits: deinits)
            try state.register("held") { [counter] _ -> Void in _ = counter }
        }
        // When the collection that finds it dead runs with no memory left to call its __gc
        let warned = warnings(running: "held = nil starve() collectgarbage()", in: state)
        // Then Lua could not call the finalizer, and the object is still retained while the state is open
        #expect(warned.contains { $0.contains("__gc") }, "warnings: \(warned)")
        state.collectGarbage()
        #expect(deinits.count == 0)
        // And closing the state releases it, once
        state.close()
        #expect(deinits.count == 1)
    }

    @Test("a bound object whose __gc cannot be called for want of memory is released once when the state closes")
    func boundObjectReleasedWithoutItsFinalizer() throws {
        // Given a bound object only Lua holds
        let state = try starvingState()
        let deinits = DeinitCounter()
        try state.setGlobal("c", Counter(deinits: deinits))
        // When the collection that finds it dead runs with no memory left to call its __gc
        let warned = warnings(running: "c = nil starve() collectgarbage()", in: state)
        // Then Lua could not call the finalizer, and the object is still retained while the state is open
        #expect(warned.contains { $0.contains("__gc") }, "warnings: \(warned)")
        state.collectGarbage()
        #expect(deinits.count == 0)
        // And closing the state releases it, once
        state.close()
        #expect(deinits.count == 1)
    }
}

import Testing
@testable import LuaHost

/// Calls of Swift functions cost the instruction budget what their work costs, so a loop over a cheap bound
/// function is stopped as soon as a pure-Lua loop of the same length would be.
@Suite("The budget charges host calls")
struct LuaHostCallBudgetTests {
    private func state(budget: Int) throws -> LuaState {
        let state = try LuaState(options: LuaStateOptions(instructionBudget: budget))
        try state.register("cheap") { (_: LuaArguments) in 1 }
        return state
    }

    @Test("a loop of host calls runs out of a budget its Lua instructions alone would not spend")
    func hostCallsAreCharged() throws {
        // Given: 1,000 calls are about 4,000 instructions of Lua and 100,000 of charges
        let state = try state(budget: 20_000)

        // When
        let error = #expect(throws: LuaError.self) {
            try state.run("local n = 0 for i = 1, 1000 do n = n + cheap() end return n", name: "loop.lua")
        }

        // Then
        guard case .timeout? = error else {
            Issue.record("expected a timeout, got \(String(describing: error))")
            return
        }
    }

    @Test("a handful of host calls fits a modest budget")
    func fewHostCallsFit() throws {
        let state = try state(budget: 20_000)
        let sum = try state.run(
            "local n = 0 for i = 1, 50 do n = n + cheap() end return n", name: "few.lua", returning: Int.self)
        #expect(sum == 50)
    }

    @Test("bound methods and properties are charged too")
    func methodsAreCharged() throws {
        let state = try makeState(instructionBudget: 20_000)
        let counter = Counter()
        try state.setGlobal("c", LuaObject(counter))
        let error = #expect(throws: LuaError.self) {
            try state.run("for i = 1, 1000 do c:set(c:get() + c.value) end", name: "methods.lua")
        }
        guard case .timeout? = error else {
            Issue.record("expected a timeout, got \(String(describing: error))")
            return
        }
    }
}

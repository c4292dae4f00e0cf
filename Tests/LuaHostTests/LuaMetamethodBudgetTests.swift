import Testing
@testable import LuaHost

/// Reading or writing a table from Swift runs its metamethods under the instruction budget, as a call does:
/// a metamethod that catches its own timeout and returns still ends the access as a timeout.
@Suite("Metamethods run from Swift under the instruction budget")
struct LuaMetamethodBudgetTests {
    /// A state whose table `t` has metamethods that spin until the budget runs out, catch the timeout with
    /// `pcall`, and return normally.
    private func stateWithSpinningTable() throws -> (LuaState, LuaTable) {
        let state = try makeState(instructionBudget: 100_000)
        try state.run("""
            local function spin() return pcall(function() while true do end end) end
            t = setmetatable({}, {
              __index = function() spin() return "caught" end,
              __newindex = function() spin() end,
              __len = function() spin() return 7 end,
              __tostring = function() spin() return "caught" end,
            })
            """, name: "spin.lua")
        return (state, try state.global("t", as: LuaTable.self))
    }

    /// Whether `access` threw ``LuaError/timeout(_:)``.
    private func timesOut(_ access: () throws -> Void) -> Bool {
        do {
            try access()
            return false
        } catch let error as LuaError {
            if case .timeout = error { return true }
            return false
        } catch {
            return false
        }
    }

    @Test("get, set, length and describe end as a timeout when the metamethod caught it")
    func caughtTimeoutsStillEndTheAccess() throws {
        // Given
        let (state, table) = try stateWithSpinningTable()

        // When, Then
        #expect(timesOut { _ = try table.get("x") })
        #expect(timesOut { try table.set("x", 1) })
        #expect(timesOut { _ = try table.length() })
        #expect(timesOut { _ = try state.describe(table) })
        #expect(state.escapedErrors == 0)
    }

    @Test("Each access from Swift starts with the whole budget")
    func eachAccessHasTheWholeBudget() throws {
        // Given: a metamethod that needs most of the budget, and a run that spent all of it
        let state = try makeState(instructionBudget: 100_000)
        try state.run("""
            t = setmetatable({}, { __index = function() local n = 0 for i = 1, 5000 do n = n + i end return n end })
            """, name: "work.lua")
        _ = failure(of: "while true do end", in: state)
        let table = try state.global("t", as: LuaTable.self)

        // When
        let value = try table.get("x", as: Int.self)

        // Then
        #expect(value == 12_502_500)
    }
}

import Testing
@testable import LuaHost

/// "Use after free in luaV_finishset" (lua/lua 983bc433, after 5.4.4): when an allocation inside an assignment
/// fails at the limit, Lua's emergency collection can free the table a weak metatable's `__newindex` named, and
/// the retried allocation, if it succeeds, writes into the freed table. The allocator refuses that retry, so an
/// allocation that fails at the limit fails; the hook collects before the limit so garbage still gives way.
@Suite("The emergency collection's retry, refused")
struct LuaEmergencyRetryTests {
    /// A state with no hook at all (full libraries, no budget): nothing collects before the failing allocation,
    /// and `tighten(n)` sets the limit `n` bytes above what the state holds now.
    private func unhookedState() throws -> LuaState {
        let state = try LuaState(options: LuaStateOptions(libraries: .full))
        try state.register("tighten") { [unowned state] args in
            state.memoryLimit = state.memoryUsed + state.externalMemory + (try args.int(1))
        }
        return state
    }

    @Test("an assignment whose table growth fails at the limit while the collection frees that table is an error")
    func finishsetOnACollectedTableFails() throws {
        // Given a table reached only through a weak metatable's __newindex, its array part full (1,024 slots)
        let state = try unhookedState()
        // When the limit leaves too little for its array to double, and t[1025] makes it grow
        let error = failure(of: """
            local ni = {}
            for i = 1, 1024 do ni[i] = i end
            local mt = setmetatable({ __newindex = ni }, { __mode = "v" })
            local t = setmetatable({}, mt)
            ni = nil
            tighten(64)
            t[1025] = true
            return "assigned"
            """, in: state, name: "finishset.lua")
        // Then the assignment fails with a memory error (granted, Lua 5.4.4 reallocates the freed table's array)
        guard case .memory = error else {
            Issue.record("expected a memory error, got \(String(describing: error))")
            return
        }
        // And the state goes on
        state.memoryLimit = nil
        #expect(try state.run("return 1 + 1", name: "after.lua", returning: Int.self) == 2)
    }

    @Test("garbage freed by the emergency collection does not rescue the allocation that ran out")
    func garbageDoesNotRescueTheRetry() throws {
        // Given 64 KiB of garbage, 8 KiB kept, and a limit 1 KiB above what the state holds
        let state = try unhookedState()
        // When a concatenation makes a 16 KiB string (Lua's own allocation, which it retries after an emergency
        // collection; string.rep's buffer is allocated without a retry)
        let error = failure(of: """
            local junk = string.rep("x", 1 << 16)
            half = string.rep("y", 1 << 13)
            junk = nil
            tighten(1024)
            local s = half .. half
            """, in: state, name: "rescue.lua")
        // Then it fails although the collection freed 64 KiB
        guard case .memory = error else {
            Issue.record("expected a memory error, got \(String(describing: error))")
            return
        }
        // And the next run, which collects first, has room for it under the same limit
        #expect(try state.run("return #(half .. half)", name: "again.lua", returning: Int.self) == 1 << 14)
    }

    @Test("in the sandbox, garbage near the limit is collected by the hook before an allocation needs it")
    func hookCollectsNearTheLimit() throws {
        // Given a sandboxed state holding 2.5 MiB live under a 4 MiB headroom (Lua's own pace would next
        // collect at twice the live data, past the limit)
        let state = try LuaState(options: LuaStateOptions(instructionBudget: 50_000_000))
        state.collectGarbage()
        state.memoryLimit = state.memoryUsed + (4 << 20)
        // When the script churns 200 strings of 128 KiB
        let made = try state.run("""
            local keep = {}
            for i = 1, 40 do keep[i] = string.rep(string.char(64 + i % 26), 1 << 16) end
            local made = 0
            for i = 1, 200 do
              local s = string.rep("g", 1 << 17)
              made = made + #s // (1 << 17)
            end
            return made + #keep - 40
            """, name: "churn.lua", returning: Int.self)
        // Then every one was made
        #expect(made == 200)
    }
}

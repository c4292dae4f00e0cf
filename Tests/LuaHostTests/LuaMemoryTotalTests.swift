import Testing
@testable import LuaHost

/// The memory limit bounds what a script holds in all, not only each allocation: many small ones that add up
/// past the limit meet it as surely as one large one.
@Suite("Memory limit over many small allocations")
struct LuaMemoryTotalTests {
    @Test("a table of many short strings, each far below the limit, stops at the limit with a memory error")
    func manySmallAllocationsMeetTheLimit() throws {
        // Given: a 1 MiB limit, and strings of 64 bytes each
        let state = try makeState(memoryLimit: 1 << 20)

        // When: 100,000 of them (over 6 MiB together) are kept
        let error = failure(of: """
            local kept = {}
            for i = 1, 100000 do kept[i] = string.format("%064d", i) end
            return #kept
            """, in: state)

        // Then
        guard case .memory? = error else {
            Issue.record("expected a memory error, got \(String(describing: error))")
            return
        }
        #expect(try state.run("return 1 + 1", name: "after.lua") == [.integer(2)], "the state stays usable")
    }
}

import Testing
@testable import LuaHost

/// The instruction budget counts what a script runs, not a fraction of it: a script of about N instructions
/// finishes under a budget a little over N and times out under N/2, in plain code, in a coroutine, and in
/// metamethods. A shim that charged only every other hook step would pass the timeout tests and fail these.
@Suite("The instruction budget's precision")
struct LuaBudgetPrecisionTests {
    private static let iterations = 200_000

    /// Scripts of known size: a numeric `for` costs one FORLOOP per iteration; the metamethod loop adds a
    /// GETTABLE, the call and the handler's RETURN1 (three per iteration in Lua 5.4).
    static let scripts: [(name: String, source: String, perIteration: Double)] = [
        ("plain", "for i = 1, \(iterations) do end", 1),
        ("coroutine", "local co = coroutine.wrap(function() for i = 1, \(iterations) do end end) co()", 1),
        ("metamethod", """
            local t = setmetatable({}, { __index = function(_, k) return k end })
            for i = 1, \(iterations) do local v = t[i] end
            """, 3),
    ]

    /// Whether `source` finishes in a fresh state with `budget` instructions.
    private func finishes(_ source: String, budget: Int) throws -> Bool {
        let state = try makeState(instructionBudget: budget)
        defer { state.close() }
        guard let error = failure(of: source, in: state) else { return true }
        if case .timeout = error { return false }
        Issue.record("not a timeout: \(error)")
        return false
    }

    @Test("a script of about N instructions finishes under a budget a little over N", arguments: scripts.map(\.name))
    func finishesJustOverItsSize(name: String) throws {
        let script = try #require(Self.scripts.first { $0.name == name })
        let size = Double(Self.iterations) * script.perIteration
        #expect(try finishes(script.source, budget: Int(size * 1.1) + 5_000))
    }

    @Test("the same script times out under half its size", arguments: scripts.map(\.name))
    func timesOutUnderHalf(name: String) throws {
        let script = try #require(Self.scripts.first { $0.name == name })
        let size = Double(Self.iterations) * script.perIteration
        #expect(try !finishes(script.source, budget: Int(size / 2)))
    }

    @Test("the smallest budget that runs a script is within 10% of its instruction count", arguments: scripts.map(\.name))
    func smallestBudgetMatchesSize(name: String) throws {
        // Given
        let script = try #require(Self.scripts.first { $0.name == name })
        let size = Double(Self.iterations) * script.perIteration

        // When: a binary search for the smallest budget that lets it finish
        var low = 1_000
        var high = Int(size * 4)
        while high - low > Int(size / 100) {
            let middle = (low + high) / 2
            if try finishes(script.source, budget: middle) { high = middle } else { low = middle }
        }

        // Then
        #expect(Double(high) > size * 0.9 && Double(high) < size * 1.1, "smallest budget \(high) for \(Int(size))")
    }
}

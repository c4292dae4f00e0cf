import LuaHostTestSupport
import Testing
@testable import LuaHost

/// Random Lua built from a small grammar of what a sandboxed script can reach (coroutines and their closing,
/// string patterns and repetition, tables, metatables with __index/__close/__eq/__concat, pcall/error nesting,
/// load of text chunks), run under random memory limits and budgets: each run returns or throws a LuaError, and
/// nothing crashes or runs past its budget. The seed is in every failure message (FLOWHOST_FUZZ_SEED repeats).
@Suite("Fuzzing the sandbox")
struct LuaFuzzTests {
    private static let atoms = [
        "local s = string.rep('ab', %N) s = s:gsub('a', 'xy')",
        // %n, not %N: a quadratic pattern search in C is beyond the instruction budget (docs/Security.md;
        // flowrun's --time-limit ends it), so the subject stays small enough to finish.
        "local ok = pcall(string.find, string.rep('a', %n), '(a*)*b')",
        "local t = {} for i = 1, %N do t[i] = {i} end",
        "local t = setmetatable({}, { __index = function(_, k) return k end }) local v = t[%N]",
        "local co = coroutine.create(function() coroutine.yield(%N) end) coroutine.resume(co) coroutine.close(co)",
        "local w = coroutine.wrap(function() error('w%N') end) pcall(w)",
        "local c <close> = setmetatable({}, { __close = function() local x = %N end })",
        "local a, b = setmetatable({}, { __eq = function() return true end }), {} local e = (a == b)",
        "local f = load('return %N') local v = f and f()",
        "local f = load('syntax error %N')",
        "pcall(error, setmetatable({}, { __tostring = function() return '%N' end }))",
        "local n = 0 for i = 1, %N do n = n + i end",
        "local s = ('x'):rep(%N):upper():lower()",
        "local ok, e = pcall(function() local function r(n) return r(n + 1) end return r(%N) end)",
        "local t = {} for i = 1, %N do t[#t + 1] = tostring(i) end local s = table.concat(t, ',')",
        "local u = utf8.char(%N % 1114111) local n = utf8.len(u)",
        "local d = string.format('%q', %N)",
        "local co = coroutine.wrap(function(...) return select('#', ...) end) local n = co(%N, %N)",
        "collectgarbage('step', %N)",
        "local ok = pcall(setmetatable, {}, { __gc = function() end })",
        // The __concat guard armed mid-script (the first metatable), with a coroutine made before it.
        "local mt = {} local t = setmetatable({}, mt) rawset(mt, '__concat', function() return %N end) "
            + "local ok = pcall(function() return 'a' .. t .. 'c' end)",
        "local w = coroutine.wrap(function() local t = coroutine.yield() return 'a' .. t .. 'c' end) w() "
            + "local function g(n) if n == 0 then return 0 end return 1 + g(n - 1) end "
            + "local ok = pcall(w, setmetatable({}, { __concat = function() return g(%n) end }))",
    ]

    @Test("random sandboxed scripts return or fail with a LuaError under random limits")
    func randomScriptsReturnOrFail() throws {
        let budget = FuzzBudget()
        var generator = budget.generator()
        var runs = 0
        while budget.hasTimeLeft {
            let limit = [nil, 256 << 10, 1 << 20, 8 << 20].randomElement(using: &generator)!
            let steps = [1_000, 100_000, 2_000_000].randomElement(using: &generator)!
            let script = (0..<Int.random(in: 1...8, using: &generator)).map { _ -> String in
                let atom = Self.atoms.randomElement(using: &generator)!
                let n = [0, 1, 7, 100, 10_000, 1 << 20].randomElement(using: &generator)!
                let body = atom.replacingOccurrences(of: "%N", with: "\(n)")
                    .replacingOccurrences(of: "%n", with: "\(min(n, 2_000))")
                return Bool.random(using: &generator) ? "do \(body) end" : "pcall(function() \(body) end)"
            }.joined(separator: "\n")
            runs += 1
            // No memory for a state under this limit is a clean failure too.
            guard let state = try? LuaState(options: LuaStateOptions(memoryLimit: limit, instructionBudget: steps))
            else { continue }
            defer { state.close() }
            do {
                _ = try state.run(script, name: "fuzz.lua")
            } catch let error {
                if !(error is LuaError) {
                    Issue.record("seed \(budget.seed): not a LuaError: \(error)\n\(script)")
                }
            }
        }
        #expect(runs > 0, "seed \(budget.seed)")
    }
}

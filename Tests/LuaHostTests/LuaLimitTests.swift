import Testing
@testable import LuaHost

/// The bad-input table again under tight memory limits: every case fails
/// cleanly (its own error or a memory error), no Lua error unwinds past a
/// Swift frame, and the state stays usable or closes cleanly.
@Suite("Limits")
struct LuaLimitTests {
    /// Extra bytes allowed above what a fresh state uses: a generous 64 MiB
    /// (so memory bombs still fail), then tighter and tighter.
    static let headrooms = [64 << 20, 64 << 10, 16 << 10, 4 << 10, 1 << 10]

    /// Scripts that must fail, each exercising a different path.
    static let badInputs = [
        "x = (",
        "error({code = 1})",
        "error(nil)",
        "c:set('ten')",
        "c.get()",
        "local t = {get = c.get} t:get()",
        "getmetatable(c).x = 1",
        "setmetatable(c, {})",
        "r:read() do local x <close> = r end r:read()",
        "while true do end",
        "local s = string.rep('x', 1 << 30)",
        "local t = {} for i = 1, math.huge do t[i] = {i} end",
        "local function f() return 1 + f() end f()",
        "local function f(g) return reenter(g) end f(f)",
        "refuse()",
        "c:fail(string.rep('why', 100))",
        "select(1, 'two')",
        "load(string.dump(function() end))()",
        "require('../x')",
        "io.write('x')",
        "os.execute('true')",
        "debug.getinfo(1)",
        "local t = setmetatable({}, {__gc = function() error('gc') end}) t = nil collectgarbage() error('after gc')",
        "local n = 0 for i = 1, 100 do local s = tostring(c) .. i n = n + #s end error(n)",
        "return table.concat(build(200), ',') .. nil",
    ]

    private func makeLimitedState(headroom: Int?) throws -> LuaState {
        let state = try makeState(instructionBudget: 200_000)
        try state.setGlobal("c", Counter(value: 1))
        try state.setGlobal("r", Resource())
        try state.register("reenter") { args in try args.function(1).call(args.function(1)) }
        try state.register("refuse") { _ in throw CounterFailure.refused("no") }
        try state.register("select") { args in try args.int(2) }
        try state.register("build") { args in (0..<(try args.int(1))).map { "item \($0)" } }
        state.onWarning = { _ in }
        state.collectGarbage()
        if let headroom {
            state.memoryLimit = state.memoryUsed + headroom
        }
        return state
    }

    @Test("bad inputs fail cleanly under a memory limit", arguments: headrooms)
    func badInputsFailCleanly(headroom: Int) throws {
        // Given
        let state = try makeLimitedState(headroom: headroom)
        for source in Self.badInputs {
            // When
            let error = failure(of: source, in: state)
            // Then
            #expect(error != nil, "\(source) did not fail")
            #expect(state.escapedErrors == 0, "\(source) unwound a Swift frame")
            state.collectGarbage()
            let after = Result { try state.run("return 1 + 1", name: "after.lua", returning: Int.self) }
            if headroom >= 16 << 10 {
                #expect((try? after.get()) == 2, "state unusable after \(source): \(after)")
            }
        }
        state.close()
        #expect(state.isClosed)
    }

    @Test("every allocation failure point of a busy script is survived")
    func allocationFailuresAreSurvived() throws {
        // Given: a script that crosses every boundary (callbacks, objects,
        // strings, tables, errors), run with limits rising from the baseline
        let source = """
            local parts = build(20)
            local c2 = make(5)
            c:add(c2)
            local ok, e = pcall(refuse)
            local ok2, e2 = pcall(c.set, c, 'x')
            local t = {}
            for i = 1, 50 do t[#t + 1] = tostring(c) .. ':' .. parts[(i % 20) + 1] end
            return #table.concat(t), c.value, e, e2
            """
        var completed = false
        var step = 0
        // When
        while !completed, step < 400 {
            let state = try makeLimitedState(headroom: nil)
            try state.register("make") { args in Counter(value: try args.int(1)) }
            state.memoryLimit = state.memoryUsed + step * 256
            do {
                try state.run(source, name: "busy.lua")
                completed = true
            } catch let error as LuaError {
                if case .memory = error {} else if case .callback = error {} else {
                    Issue.record("unexpected \(error) at step \(step)")
                }
            }
            // Then
            #expect(state.escapedErrors == 0, "escape at step \(step)")
            state.close()
            step += 1
        }
        #expect(completed)
    }
}

import Testing
@testable import LuaHost

/// The guard against Lua 5.4.4's `__concat` crash (lua/lua 603b2c64) is armed only once a script sets a
/// metatable, the one way a `__concat` metamethod reaches a sandboxed state (lhs_hook.c, concathook). Each route
/// to such a metamethod is tried here with one that grows the Lua stack: unguarded, it crashes the test process
/// (SIGSEGV); guarded, the concatenation fails with the sandbox's message.
@Suite("The __concat guard, armed wherever a metamethod can run")
struct LuaConcatGuardRouteTests {
    private static let grower = """
        local function grow(n) if n == 0 then return 0 end return 1 + grow(n - 1) end
        local function crasher() grow(20000) return "y" end

        """

    private static let refusal = "__concat metamethod"

    private func refused(_ value: LuaValue) -> Bool {
        value.stringValue?.contains(Self.refusal) == true
    }

    @Test("a script that sets no metatable leaves the guard off; the first metatable it sets arms it")
    func armedByTheFirstMetatable() throws {
        // Given: strings, numbers, coroutines, load, a host object and its methods
        let state = try makeState(memoryLimit: 64 << 20, instructionBudget: 50_000_000)
        try state.setGlobal("counter", LuaObject(Counter(value: 2)))

        // When
        let plain = try state.run("""
            local co = coroutine.wrap(function(a) return a .. coroutine.yield(1) end)
            co("a")
            local f = load("return 'x' .. 1")
            counter:set(counter:get() + 1)
            return co("b") .. f() .. tostring(counter) .. tostring(setmetatable({}, nil)[1])
            """, name: "plain.lua")
        let armedAfterPlain = state.isConcatGuardArmed
        try state.run("local t = setmetatable({}, {})", name: "meta.lua")

        // Then
        #expect(plain == [.string("abx1Counter(3)nil")])
        #expect(!armedAfterPlain)
        #expect(state.isConcatGuardArmed)
    }

    @Test("a metatable shared by two tables, given __concat later with rawset, is refused on either")
    func sharedMetatable() throws {
        let state = try makeState(memoryLimit: 64 << 20, instructionBudget: 50_000_000)
        let results = try state.run(Self.grower + """
            local mt = {}
            local a, b = setmetatable({}, mt), setmetatable({}, mt)
            rawset(mt, "__concat", crasher)
            local first = { pcall(function() return "a" .. a .. "c" end) }
            mt.__concat = nil
            mt.__concat = crasher
            local second = { pcall(function() return "a" .. b .. "c" end) }
            return first[1], first[2], second[1], second[2]
            """, name: "shared.lua")
        #expect(results[0] == .boolean(false))
        #expect(refused(results[1]))
        #expect(results[2] == .boolean(false))
        #expect(refused(results[3]))
    }

    @Test("coroutines made before the guard was armed are hooked when they run again: resume, wrap, a fresh one")
    func coroutinesMadeBeforeArming() throws {
        // Given: three coroutines, two suspended mid-body, all made while the state was unarmed
        let state = try makeState(memoryLimit: 64 << 20, instructionBudget: 50_000_000)
        let results = try state.run(Self.grower + """
            local co = coroutine.create(function() local t = coroutine.yield() return "a" .. t .. "c" end)
            coroutine.resume(co)
            local w = coroutine.wrap(function() local t = coroutine.yield() return "a" .. t .. "c" end)
            w()
            local fresh = coroutine.create(function(t) return "a" .. t .. "c" end)

            -- When: the route is created after they exist
            local t = setmetatable({}, { __concat = crasher })

            -- Then
            local a = { coroutine.resume(co, t) }
            local b = { pcall(w, t) }
            local c = { coroutine.resume(fresh, t) }
            return a[1], a[2], b[1], b[2], c[1], c[2]
            """, name: "before.lua")
        #expect(results.count == 6)
        for index in [0, 2, 4] { #expect(results[index] == .boolean(false), "\(results)") }
        for index in [1, 3, 5] { #expect(refused(results[index]), "\(results)") }
    }

    @Test("armed inside a nested coroutine: its resumer and the main thread are hooked when they go on")
    func armedInsideACoroutine() throws {
        let state = try makeState(memoryLimit: 64 << 20, instructionBudget: 50_000_000)
        let results = try state.run(Self.grower + """
            local outer = coroutine.wrap(function()
              local inner = coroutine.create(function()
                coroutine.yield(setmetatable({}, { __concat = crasher }))
              end)
              local _, t = coroutine.resume(inner)
              local ok, message = pcall(function() return "a" .. t .. "c" end)
              coroutine.yield(t, ok, message)
            end)
            local t, ok, message = outer()
            return ok, message, pcall(function() return "a" .. t .. "c" end)
            """, name: "nested.lua")
        #expect(results.count == 4)
        #expect(results[0] == .boolean(false))
        #expect(refused(results[1]))
        #expect(results[2] == .boolean(false))
        #expect(refused(results[3]))
    }

    @Test("the host's next call in is hooked after a script armed the state inside a coroutine")
    func hostCallsInAfterArming() throws {
        // Given: a function the host calls later, and the guard armed inside a coroutine of another run
        let state = try makeState(memoryLimit: 64 << 20, instructionBudget: 50_000_000)
        let concatenate = try state.run(Self.grower + """
            return function(t) return "a" .. t .. "c" end
            """, name: "later.lua", returning: LuaFunction.self)
        let value = try state.run(Self.grower + """
            return coroutine.wrap(function() return setmetatable({}, { __concat = crasher }) end)()
            """, name: "arm.lua")

        // When / Then
        #expect(throws: LuaError.self) { try concatenate.call(value[0]) }
        #expect(state.isConcatGuardArmed)
    }

    @Test("the string metatable is out of scripts' reach: the string library table gives strings no __concat")
    func stringMetatableIsProtected() throws {
        let state = try makeState(memoryLimit: 64 << 20, instructionBudget: 50_000_000)
        let results = try state.run(Self.grower + """
            local reached = pcall(function() getmetatable("").__concat = crasher end)
            string.__concat = crasher
            local ok, message = pcall(function() return "a" .. {} .. "c" end)
            return getmetatable(""), reached, ok, message, debug == nil
            """, name: "string.lua")
        #expect(results[0] == .boolean(false))
        #expect(results[1] == .boolean(false))
        #expect(results[2] == .boolean(false))
        #expect(results[3].stringValue?.contains("attempt to concatenate a table value") == true, "\(results)")
        #expect(results[4] == .boolean(true))
        #expect(!state.isConcatGuardArmed)
    }

    @Test("a host object's metatable is out of scripts' reach: getmetatable gives its name, nothing to change")
    func hostMetatableIsProtected() throws {
        let state = try makeState(memoryLimit: 64 << 20, instructionBudget: 50_000_000)
        try state.setGlobal("counter", LuaObject(Counter(value: 2)))
        let results = try state.run(Self.grower + """
            local mt = getmetatable(counter)
            local reached = pcall(rawset, mt, "__concat", crasher)
            local ok, message = pcall(function() return "a" .. counter .. "c" end)
            return mt, reached, ok, message
            """, name: "object.lua")
        #expect(results[0] == .string("Counter"))
        #expect(results[1] == .boolean(false))
        #expect(results[2] == .boolean(false))
        #expect(results[3].stringValue?.contains("attempt to concatenate a Counter value") == true, "\(results)")
        #expect(!state.isConcatGuardArmed)
    }

    @Test("a loaded chunk with its own environment sets a metatable through the same setmetatable: refused")
    func loadedChunk() throws {
        let state = try makeState(memoryLimit: 64 << 20, instructionBudget: 50_000_000)
        let results = try state.run(Self.grower + """
            local f = load("local t = setmetatable({}, { __concat = crasher }) return 'a' .. t .. 'c'",
              "=chunk", "t", { setmetatable = setmetatable, crasher = crasher })
            return pcall(f)
            """, name: "load.lua")
        #expect(results[0] == .boolean(false))
        #expect(refused(results[1]))
    }

    @Test("the host's sealed setmetatable hides a copy: changing the table given changes nothing, arms nothing")
    func sealedMetatable() throws {
        // Given: a table given a metatable by the host's trusted code, the table it passed held by a script
        let state = try makeState(memoryLimit: 64 << 20, instructionBudget: 50_000_000)
        let seal = try state.sealedSetMetatable()
        let prepare = try state.run("""
            return function(seal)
              mt = { __index = function(_, k) return k .. "!" end }
              sealed = seal({}, mt)
            end
            """, name: "host.lua", returning: LuaFunction.self)
        _ = try prepare.call(seal)

        // When: the script changes that table, and tries to reach or replace the metatable set
        let results = try state.run(Self.grower + """
            mt.__concat = crasher
            local ok, message = pcall(function() return "a" .. sealed .. "c" end)
            return sealed.x, getmetatable(sealed), ok, message, pcall(setmetatable, sealed, {})
            """, name: "script.lua")

        // Then
        #expect(results[0] == .string("x!"))
        #expect(results[1] == .boolean(false))
        #expect(results[2] == .boolean(false))
        #expect(results[3].stringValue?.contains("attempt to concatenate a table value") == true, "\(results)")
        #expect(results[4] == .boolean(false))
        #expect(!state.isConcatGuardArmed)
    }

    @Test("the sealed setmetatable refuses __gc, and a copy with __concat arms the guard")
    func sealedMetatableLimits() throws {
        let state = try makeState(memoryLimit: 64 << 20, instructionBudget: 50_000_000)
        let seal = try state.sealedSetMetatable()
        #expect(throws: LuaError.self) {
            try seal.call(state.newTable(), state.run("return { __gc = function() end }", name: "gc.lua")[0])
        }
        let withConcat = try state.run(Self.grower + "return { __concat = crasher }", name: "concat.lua")[0]
        let sealed = try seal.call(state.newTable(), withConcat)[0]
        let concatenate = try state.run("return function(t) return 'a' .. t .. 'c' end", name: "cat.lua",
                                        returning: LuaFunction.self)
        #expect(state.isConcatGuardArmed)
        #expect(throws: LuaError.self) { try concatenate.call(sealed) }
    }
}

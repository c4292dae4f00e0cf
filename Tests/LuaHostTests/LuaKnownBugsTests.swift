import Testing
@testable import LuaHost

/// The bugs listed for Lua 5.4.4 (lua.org/bugs.html) that a sandboxed script could reach with Debian's
/// liblua5.4, each shown harmless or kept out of reach. docs/Security.md lists the verdict for every one.
@Suite("Lua 5.4.4's known bugs, out of a script's reach")
struct LuaKnownBugsTests {
    private func sandbox() throws -> LuaState {
        try LuaState(options: LuaStateOptions(memoryLimit: 64 << 20, instructionBudget: 50_000_000))
    }

    /// "C-stack overflow with deep nesting of coroutine.close": a chain of coroutines each closing the previous
    /// one from a `__close` crashed the process (SIGSEGV) on an executor thread's stack.
    @Test("a deep chain of coroutine.close fails as a C stack overflow instead of crashing")
    func deepCloseChainIsRefused() throws {
        let state = try sandbox()
        let results = try state.run("""
            local coro = false
            for i = 1, 30000 do
              local previous = coro
              coro = coroutine.create(function()
                local cc <close> = setmetatable({}, { __close = function()
                  if previous then
                    local ok, err = coroutine.close(previous)
                    if not ok then error(err, 0) end
                  end
                end })
                coroutine.yield()
              end)
              coroutine.resume(coro)
            end
            return coroutine.close(coro)
            """, name: "close.lua")
        #expect(results.first == .boolean(false))
        #expect(results.last?.stringValue?.contains("C stack overflow") == true)
    }

    @Test("nesting resume and wrap deeply fails the same way")
    func deepResumeAndWrapAreRefused() throws {
        let state = try sandbox()
        let results = try state.run("""
            local function viaResume(n)
              if n == 0 then return true end
              local co = coroutine.create(function() return viaResume(n - 1) end)
              local ok, result = coroutine.resume(co)
              if not ok then error(result, 0) end
              return result
            end
            local function viaWrap(n)
              if n == 0 then return true end
              return coroutine.wrap(function() return viaWrap(n - 1) end)()
            end
            local a = { pcall(viaResume, 100000) }
            local b = { pcall(viaWrap, 100000) }
            return a[1], tostring(a[2]), b[1], tostring(b[2])
            """, name: "resume.lua")
        #expect(results[0] == .boolean(false))
        #expect(results[1].stringValue?.contains("stack overflow") == true)
        #expect(results[2] == .boolean(false))
        #expect(results[3].stringValue?.contains("stack overflow") == true)
    }

    @Test("coroutines nested a few levels deep still work")
    func modestNestingWorks() throws {
        let state = try sandbox()
        let result = try state.run("""
            local function nest(n)
              if n == 0 then return 0 end
              local co = coroutine.wrap(function() coroutine.yield(nest(n - 1) + 1) end)
              return co()
            end
            return nest(40)
            """, name: "nest.lua", returning: Int.self)
        #expect(result == 40)
    }

    /// "Lua-stack overflow when C stack overflows while handling an error".
    @Test("a message handler that overflows while handling an error is an error, not a crash")
    func overflowInsideTheHandlerIsAnError() throws {
        let state = try sandbox()
        let results = try state.run("""
            local function loop() assert(pcall(loop)) end
            return xpcall(loop, loop)
            """, name: "handler.lua")
        #expect(results.first == .boolean(false))
    }

    /// "Lua can generate wrong code when _ENV is <const>", "Wrong code generation for constants in bitwise
    /// operations", "'break' may not properly close variable in a 'for' loop": wrong results at worst, never
    /// memory unsafety; this pins that they run.
    @Test("the code-generation bugs give values, not crashes")
    func codeGenerationBugsRun() throws {
        let state = try sandbox()
        let results = try state.run("""
            local _ENV <const> = { x = 1, setmetatable = setmetatable }
            local function f() return x end
            local closed = 0
            for i = 1, 3 do
              local t <close> = setmetatable({}, { __close = function() closed = closed + 1 end })
              if i == 2 then break end
            end
            return f(), (1 << 63) >> 1, closed
            """, name: "codegen.lua")
        #expect(results.count == 3)
    }

    /// "Loading a corrupted binary file can segfault": scripts cannot load binary chunks at all.
    @Test("a script cannot load a binary chunk")
    func binaryChunksAreRefused() throws {
        let state = try sandbox()
        let results = try state.run("""
            return load("\\27Lua\\84\\0\\25\\147\\13\\10\\26\\10\\4\\8\\8")
            """, name: "binary.lua")
        #expect(results.first == .nil)
    }
}

/// Code Lua would run with hooks off, out of the budget's reach: the `__close` handlers of a coroutine the
/// budget stopped (Lua raised the timeout inside the count hook, and lua_resume leaves hooks off in the dead
/// coroutine).
@Suite("Coroutines stopped by the budget", .timeLimit(.minutes(1)))
struct LuaStoppedCoroutineTests {
    private static let evilCoroutine = """
        local evil = setmetatable({}, { __close = function() while true do end end })
        saved = coroutine.create(function()
          local x <close> = evil
          while true do end
        end)
        return coroutine.resume(saved)
        """

    @Test("closing it later, with a new budget, refuses instead of running its handlers unbudgeted")
    func closingAStoppedCoroutineIsRefused() throws {
        // Given: a first run whose coroutine the budget stopped
        let state = try LuaState(options: LuaStateOptions(instructionBudget: 100_000))
        _ = try? state.run(Self.evilCoroutine, name: "first.lua")

        // When: a later run (a fresh budget) closes it
        let results = try state.run("return coroutine.close(saved)", name: "second.lua")

        // Then
        #expect(results.first == .boolean(false))
        #expect(results.last?.stringValue?.contains("stopped by the instruction budget") == true)
    }

    @Test("a wrapped coroutine the budget stops does not run its handlers either")
    func wrappedStoppedCoroutineIsNotClosed() throws {
        let state = try LuaState(options: LuaStateOptions(instructionBudget: 100_000))
        let error = #expect(throws: LuaError.self) {
            try state.run("""
                local evil = setmetatable({}, { __close = function() while true do end end })
                local w = coroutine.wrap(function()
                  local x <close> = evil
                  while true do end
                end)
                w()
                """, name: "wrap.lua")
        }
        guard case .timeout? = error else {
            Issue.record("expected a timeout, got \(String(describing: error))")
            return
        }
    }

    @Test("a wrapped coroutine that fails otherwise closes its variables, as Lua's wrap does")
    func wrappedFailureClosesItsVariables() throws {
        let state = try LuaState(options: LuaStateOptions(instructionBudget: 1_000_000))
        let results = try state.run("""
            local closed = false
            local w = coroutine.wrap(function()
              local x <close> = setmetatable({}, { __close = function() closed = true end })
              error("boom")
            end)
            local ok, message = pcall(w)
            return ok, message, closed, select(2, pcall(w))
            """, name: "fail.lua")
        #expect(results[0] == .boolean(false))
        #expect(results[1].stringValue?.hasSuffix("boom") == true)
        #expect(results[2] == .boolean(true))
        #expect(results[3].stringValue?.contains("cannot resume dead coroutine") == true)
    }
}

/// "'luaV_concat' can use invalidated pointer to stack" (lua/lua commit 603b2c64, after 5.4.4): a `__concat`
/// metamethod that grows the Lua stack left luaV_concat with a dangling pointer, SIGSEGV every time. The sandbox
/// refuses every call of a `__concat` metamethod (the call hook, lhs_hook.c), however the metatable got it.
@Suite("The __concat crash of Lua 5.4.4, out of a script's reach")
struct LuaConcatGuardTests {
    private func sandbox(memoryLimit: Int = 64 << 20) throws -> LuaState {
        try LuaState(options: LuaStateOptions(memoryLimit: memoryLimit, instructionBudget: 50_000_000))
    }

    private static let grower = """
        local function grow(n) if n == 0 then return 0 end return 1 + grow(n - 1) end

        """

    @Test("three operands around a stack-growing __concat fail with an error instead of crashing")
    func threeOperandsFailCleanly() throws {
        // Given: the crashing script of issue 26
        let state = try sandbox()

        // When
        let results = try state.run(Self.grower + """
            local t = setmetatable({}, { __concat = function() grow(20000) return "y" end })
            return pcall(function() return "a" .. t .. "c" end)
            """, name: "concat.lua")

        // Then
        #expect(results.first == .boolean(false))
        #expect(results.last?.stringValue?.contains("__concat metamethod") == true)
    }

    @Test("two operands fail too, instead of giving nil")
    func twoOperandsFail() throws {
        let state = try sandbox()
        let results = try state.run(Self.grower + """
            local t = setmetatable({}, { __concat = function() grow(20000) return "y" end })
            return pcall(function() return t .. "c" end)
            """, name: "concat2.lua")
        #expect(results.first == .boolean(false))
    }

    @Test("a __concat added after setmetatable, a callable table, or a C function are refused alike")
    func everyKindOfMetamethodIsRefused() throws {
        let state = try sandbox()
        let results = try state.run("""
            local mt = {}
            local t = setmetatable({}, mt)
            mt.__concat = function() return "late" end
            local a = { pcall(function() return t .. "x" end) }
            rawset(mt, "__concat", setmetatable({}, { __call = function() return "callable" end }))
            local b = { pcall(function() return "x" .. t end) }
            mt.__concat = string.rep
            local c = { pcall(function() return t .. 2 end) }
            return a[1], b[1], c[1]
            """, name: "kinds.lua")
        #expect(results == [.boolean(false), .boolean(false), .boolean(false)])
    }

    @Test("inside a coroutine the refusal ends the coroutine, and closing it later runs nothing unhooked")
    func coroutinesAreCovered() throws {
        let state = try sandbox()
        let results = try state.run(Self.grower + """
            local t = setmetatable({}, { __concat = function() grow(20000) return "y" end })
            local co = coroutine.create(function()
              local x <close> = setmetatable({}, { __close = function() local _ = "a" .. t .. "c" end })
              return "a" .. t .. "c"
            end)
            local ok = coroutine.resume(co)
            local closed = { coroutine.close(co) }
            local w = coroutine.wrap(function() return "a" .. t .. "c" end)
            return ok, closed[1], (pcall(w))
            """, name: "coroutine.lua")
        #expect(results == [.boolean(false), .boolean(false), .boolean(false)])
    }

    @Test("xpcall's handler does not run where the refusal was raised, hooks off")
    func handlerDoesNotRunInsideTheHook() throws {
        let state = try sandbox()
        let results = try state.run(Self.grower + """
            local t = setmetatable({}, { __concat = function() grow(20000) return "y" end })
            local ran = false
            local ok, message = xpcall(function() return "a" .. t .. "c" end,
              function(m) ran = true; return "a" .. t .. "c" end)
            return ok, ran, message
            """, name: "handler.lua")
        #expect(results[0] == .boolean(false))
        #expect(results[1] == .boolean(false))
        #expect(results[2].stringValue?.contains("__concat metamethod") == true)
    }

    @Test("under tiny memory limits the refusal is an error, never a crash")
    func tinyMemoryLimits() throws {
        var ran = 0
        for limit in stride(from: 64 << 10, through: 1 << 20, by: 16 << 10) {
            guard let state = try? sandbox(memoryLimit: limit) else { continue }
            ran += 1
            _ = try? state.run(Self.grower + """
                local t = setmetatable({}, { __concat = function() grow(20000) return "y" end })
                local co = coroutine.wrap(function() return "a" .. t .. "c" end)
                pcall(co)
                return "a" .. t .. "c"
                """, name: "tiny.lua")
        }
        #expect(ran > 40)
    }

    @Test("concatenating strings, numbers and host-free tables with __tostring still works")
    func plainConcatenationWorks() throws {
        let state = try sandbox()
        let result = try state.run("""
            local t = setmetatable({}, { __tostring = function() return "T" end })
            return "a" .. 1 .. "b" .. tostring(t) .. 2.5
            """, name: "plain.lua", returning: String.self)
        #expect(result == "a1bT2.5")
    }
}

/// The bugs fixed upstream between 5.4.4 and 5.4.8 (commits marked "Bug:" in lua/lua) that a sandboxed script
/// reaches with a wrong result, never memory unsafety: each pinned to what Debian's 5.4.4 gives today, as
/// docs/Security.md lists them. A liblua update that fixes one fails its case here: update the docs with it.
@Suite("Lua 5.4.4's wrong results, pinned")
struct LuaKnownWrongResultTests {
    private func run(_ code: String) throws -> [LuaValue] {
        let state = try LuaState(options: LuaStateOptions(memoryLimit: 64 << 20, instructionBudget: 50_000_000))
        return try state.run(code, name: "pin.lua")
    }

    /// "message handler can be overwritten" (3fe7be95): closing the coroutine should give the `__close` error.
    @Test("a coroutine close whose message handler is overwritten says error in error handling")
    func overwrittenHandler() throws {
        let results = try run("""
            local c = coroutine.create(function()
              local clo <close> = setmetatable({}, { __close = function() local x = 134; error(x) end })
              xpcall(coroutine.yield, function() return "XXX" end)
            end)
            coroutine.resume(c)
            return coroutine.close(c)
            """)
        #expect(results == [.boolean(false), .string("error in error handling")])
    }

    /// "wrong code gen. for indices with comparisons" (782ef85b): `_ENV[1 < 2]` should read `_ENV[true]`.
    @Test("_ENV[1 < 2] raises instead of indexing")
    func comparisonIndex() throws {
        let results = try run("""
            _ENV[true] = 10
            local function aux() return _ENV[1 < 2] end
            return pcall(aux)
            """)
        #expect(results.first == .boolean(false))
        #expect(results.last?.stringValue?.hasSuffix("attempt to index a number value") == true)
    }

    /// "Bad error message with fields of string _ENV" (d1ee2a4d): should say "field 'x'".
    @Test("a field of the string '_ENV' is called a global in the message")
    func stringEnvField() throws {
        let results = try run("return pcall(load(\"return ('_ENV').x + 1\"))")
        #expect(results.last?.stringValue?.hasSuffix("(global 'x')") == true)
    }

    /// "Wrong line number for function calls" (5ab6a575): the line of a call split over lines.
    @Test("a call split over lines reports the line where its arguments start")
    func splitCallLine() throws {
        let results = try run("return pcall(load('local a = nil\\nlocal b = 1\\n(\\na\\n)\\n(b)', '=calls'))")
        #expect(results.last?.stringValue?.hasPrefix("calls:3: attempt to call a nil value (local 'a')") == true)
    }

    /// "overlapping assignments" (ae9a0cbb) is undefined behaviour in Lua's compiler that Debian's build compiles
    /// as meant; "check for constructor overflow in [exp] fields" (267ef461) needs 2^31 fields. Both run.
    @Test("the compiler bugs without an observable effect compile and run")
    func compilerBugsRun() throws {
        let results = try run("""
            local a = { x = { x = 3 } }
            local function f() return a.x.x end
            local t = { [1] = 1, [2] = 2, ["k"] = f() }
            return f(), t.k
            """)
        #expect(results == [.integer(3), .integer(3)])
    }

    /// "read overflow in 'l_strcmp'" (f623b969) needs a collation that calls strings of different lengths
    /// equal; the sandbox cannot set the locale, and the C collation compares bytes.
    @Test("scripts cannot change the locale, and strings with zeros compare by bytes")
    func noLocale() throws {
        let results = try run("return os.setlocale == nil, 'a\\0b' < 'a\\0c', 'a\\0' > 'a', debug == nil")
        #expect(results == [.boolean(true), .boolean(true), .boolean(true), .boolean(true)])
    }
}

/// "Recursion in 'getobjname' can stack overflow" (lua/lua commit 7923dbbf, after 5.4.4): naming a value at the end
/// of a long chain of field reads recursed once per read, and about 10,000 overflowed a thread's stack (SIGSEGV),
/// in an error message or in the sandbox's call hook. The sandbox refuses such chunks when they are loaded.
@Suite("Chains Lua 5.4.4 cannot name, refused at load")
struct LuaNamingChainTests {
    private func sandbox() throws -> LuaState {
        try LuaState(options: LuaStateOptions(memoryLimit: 256 << 20, instructionBudget: 50_000_000))
    }

    private static let selfIndexing = "local a = setmetatable({}, { __index = function(t) return t end })\n"

    @Test("a call at the end of 20,000 field reads is refused as the chunk loads, not a crash")
    func longFieldChainIsRefused() throws {
        let state = try sandbox()
        let chain = String(repeating: ".x", count: 20_000)
        let error = #expect(throws: LuaError.self) {
            try state.run(Self.selfIndexing + "return a\(chain)()", name: "chain.lua")
        }
        #expect(String(describing: error).contains("more than 1000 chained field reads"), "\(String(describing: error))")
    }

    @Test("script load refuses it too, and statement chains and doubled index chains count")
    func loadRefusesEveryShape() throws {
        let state = try sandbox()
        let statements = "local t = {} " + String(repeating: "t = t.x ", count: 20_000) + "return t"
        let doubled = "local y = {} " + String(repeating: "y = y[y] ", count: 12) + "return y"
        try state.setGlobal("statements", statements)
        try state.setGlobal("doubled", doubled)
        let results = try state.run("""
            local f1, m1 = load(statements)
            local f2, m2 = load(doubled)
            return f1 == nil, m1, f2 == nil, m2
            """, name: "load.lua")
        #expect(results[0] == .boolean(true))
        #expect(results[1].stringValue?.contains("chained field reads") == true)
        #expect(results[2] == .boolean(true))
    }

    @Test("under tiny memory limits a refused chunk is an error, never a crash")
    func tinyMemoryLimits() throws {
        let chain = String(repeating: ".x", count: 2_000)
        var ran = 0
        for limit in stride(from: 64 << 10, through: 1 << 20, by: 16 << 10) {
            guard let state = try? LuaState(options: LuaStateOptions(memoryLimit: limit, instructionBudget: 1_000_000))
            else { continue }
            ran += 1
            _ = try? state.run(Self.selfIndexing + "return load('return a\(chain)()')", name: "tiny.lua")
            _ = try? state.run(Self.selfIndexing + "return a\(chain)()", name: "tiny2.lua")
        }
        #expect(ran > 40)
    }

    @Test("chains a person writes load and run")
    func ordinaryChainsRun() throws {
        let state = try sandbox()
        let chain = String(repeating: ".x", count: 900)
        let result = try state.run(Self.selfIndexing + """
            local b = a\(chain)
            return pcall(function() return a\(chain)() end)
            """, name: "short.lua")
        #expect(result.first == .boolean(false))
        #expect(result.last?.stringValue?.contains("attempt to call a table value") == true)
    }
}

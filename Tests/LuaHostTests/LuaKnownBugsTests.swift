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

import Testing
@testable import LuaHost

/// The bad-input table: every error reaches Swift as the right case with its
/// exact message, and the state stays usable.
@Suite("Errors")
struct LuaErrorTests {
    @Test func syntaxErrorNamesFileAndLine() throws {
        // Given
        let state = try makeState()
        // When
        let error = try #require(failure(of: "local x = 1\nlocal y = = 2", in: state, name: "scripts/login.lua"))
        // Then
        guard case let .syntax(info, incomplete) = error else { Issue.record("got \(error)"); return }
        #expect(info.message == "scripts/login.lua:2: unexpected symbol near '='")
        #expect(info.location == LuaLocation(source: "scripts/login.lua", line: 2))
        #expect(!incomplete)
        #expect(error.description == "syntax error: scripts/login.lua:2: unexpected symbol near '='")
    }

    @Test func unfinishedExpressionIsIncompleteInput() throws {
        // Given
        let state = try makeState()
        // When
        let error = try #require(failure(of: "x = (", in: state))
        // Then
        guard case let .syntax(info, incomplete) = error else { Issue.record("got \(error)"); return }
        #expect(info.message == "main.lua:1: unexpected symbol near <eof>")
        #expect(incomplete)
    }

    @Test func tableErrorObjectIsDescribedWithItsPosition() throws {
        // Given
        let state = try makeState()
        // When
        let error = try #require(failure(of: "local t = {}\nerror({code = 1})", in: state))
        // Then
        guard case let .runtime(info) = error else { Issue.record("got \(error)"); return }
        #expect(info.message == "(error object is a table value)")
        #expect(info.location == LuaLocation(source: "main.lua", line: 2))
        #expect(error.description == "runtime error: main.lua:2: (error object is a table value)")
        #expect(info.traceback?.hasPrefix("stack traceback:") == true)
    }

    @Test func nilErrorObjectIsDescribed() throws {
        // Given
        let state = try makeState()
        // When
        let error = try #require(failure(of: "error(nil)", in: state))
        // Then
        #expect(error.description == "runtime error: main.lua:1: (error object is a nil value)")
    }

    @Test func errorObjectWithTostringUsesIt() throws {
        // Given
        let state = try makeState()
        // When
        let error = try #require(failure(of: "error(setmetatable({}, {__tostring = function() return 'custom' end}))", in: state))
        // Then
        #expect(error.message == "custom")
    }

    @Test func runtimeErrorCarriesTraceback() throws {
        // Given
        let state = try makeState()
        // When
        let error = try #require(failure(of: "local function inner() local t = nil; return t.x end\ninner()", in: state))
        // Then
        #expect(error.description == "runtime error: main.lua:1: attempt to index a nil value (local 't')")
        #expect(error.traceback?.contains("main.lua:1: in ") == true)
        #expect(error.traceback?.contains("main.lua:2: in main chunk") == true)
    }

    @Test func infiniteLoopTimesOut() throws {
        // Given
        let state = try makeState(instructionBudget: 100_000)
        // When
        let error = try #require(failure(of: "local n = 0\nwhile true do n = n + 1 end", in: state))
        // Then
        guard case .timeout = error else { Issue.record("got \(error)"); return }
        #expect(error.description == "timeout: main.lua:2: instruction budget exceeded")
        #expect(try state.run("return 1 + 1", name: "after.lua", returning: Int.self) == 2)
    }

    @Test func timeoutCannotBeSwallowedByPcall() throws {
        // Given
        let state = try makeState(instructionBudget: 50_000)
        // When
        let error = try #require(failure(of: "while true do pcall(function() while true do end end) end", in: state))
        // Then
        guard case .timeout = error else { Issue.record("got \(error)"); return }
    }

    @Test("a timeout a coroutine or pcall catches still ends the run as a timeout", arguments: [
        "coroutine.resume(coroutine.create(function() while true do end end)) return 1",
        "pcall(coroutine.wrap(function() while true do end end)) return 1",
        "pcall(function() while true do end end) return 1",
    ])
    func caughtTimeoutStillEndsTheRun(source: String) throws {
        // Given
        let state = try makeState(instructionBudget: 50_000)
        // When
        let error = try #require(failure(of: source, in: state))
        // Then
        guard case .timeout = error else { Issue.record("got \(error)"); return }
        #expect(try state.run("return 1 + 1", name: "after.lua", returning: Int.self) == 2)
    }

    @Test func errorObjectWhoseTostringFailsIsARuntimeErrorNotAMemoryError() throws {
        // Given
        let state = try makeState()
        // When
        let error = try #require(failure(of: "error(setmetatable({}, { __tostring = function() error('nope') end }))",
                                         in: state))
        // Then
        guard case .runtime = error else { Issue.record("got \(error)"); return }
        #expect(error.message == "(error object is a table value whose __tostring failed)")
    }

    @Test func swiftFunctionRevivedByAFinalizerAfterItsReleaseRaisesInsteadOfCrashing() throws {
        // Given: the full libraries, where scripts may have finalizers
        let state = try LuaState(options: LuaStateOptions(libraries: .full))
        try state.register("answer") { _ in 42 }
        // When: a finalizer keeps the function after the function's own box was finalized
        let results = try state.run("""
            local f = answer
            answer = nil
            local keeper = setmetatable({ f = f }, { __gc = function(self) saved = self.f end })
            f, keeper = nil, nil
            collectgarbage(); collectgarbage()
            return pcall(saved)
            """, name: "main.lua")
        // Then
        #expect(results.first == .boolean(false))
        #expect(results.last?.stringValue?.contains("a Swift function that was released") == true)
    }

    @Test func theLineThatSpentTheBudgetIsKeptEvenWhenTheTimeoutWasCaught() throws {
        // Given
        let state = try makeState(instructionBudget: 50_000)
        // When
        let error = try #require(failure(of: "pcall(function()\n  while true do end\nend)\nreturn 1", in: state))
        // Then
        guard case .timeout = error else { Issue.record("got \(error)"); return }
        #expect(state.instructionBudgetSpentAt == LuaLocation(source: "main.lua", line: 2))
        _ = try state.run("return 1", name: "after.lua")
        #expect(state.instructionBudgetSpentAt == nil)
    }

    @Test func hugeStringRepIsAMemoryError() throws {
        // Given
        let state = try makeState(memoryLimit: 4 << 20)
        // When
        let error = try #require(failure(of: "local s = string.rep('x', 1 << 30)", in: state))
        // Then
        guard case .memory = error else { Issue.record("got \(error)"); return }
        #expect(error.description == "memory error: not enough memory")
        #expect(try state.run("return #string.rep('y', 10)", name: "after.lua", returning: Int.self) == 10)
    }

    @Test func growingTableIsAMemoryError() throws {
        // Given
        let state = try makeState(memoryLimit: 4 << 20)
        // When
        let error = try #require(failure(of: "local t = {} for i = 1, math.huge do t[i] = {i} end", in: state))
        // Then
        guard case .memory = error else { Issue.record("got \(error)"); return }
        state.collectGarbage()
        #expect(try state.run("local t = {} for i = 1, 100 do t[i] = i end return #t", name: "after.lua", returning: Int.self) == 100)
    }

    @Test func deepLuaRecursionOverflowsTheStack() throws {
        // Given
        let state = try makeState()
        // When
        let error = try #require(failure(of: "local function f(n) return 1 + f(n + 1) end\nreturn f(1)", in: state))
        // Then
        guard case let .runtime(info) = error else { Issue.record("got \(error)"); return }
        #expect(info.message.hasPrefix("main.lua:1: stack overflow"))
        #expect(try state.run("return 3", name: "after.lua", returning: Int.self) == 3)
    }

    @Test func nestedSwiftLuaCallsOverflowTheCStack() throws {
        // Given: Lua calls Swift, which calls Lua again, without end
        let state = try makeState()
        try state.register("reenter") { args in try args.function(1).call(args.function(1)) }
        // When
        let error = try #require(failure(of: "local function f(g) return reenter(g) end\nreturn f(f)", in: state))
        // Then
        // raised on entering one C call too many: no Lua frame to locate it
        #expect(error.description == "runtime error: C stack overflow")
        #expect(state.escapedErrors == 0)
        #expect(try state.run("return 4", name: "after.lua", returning: Int.self) == 4)
    }

    @Test func errorInsideGcWarnsAndDoesNotCrash() throws {
        // Given: the full libraries, since the sandbox refuses finalizers
        let state = try LuaState(options: LuaStateOptions(libraries: .full))
        var warnings: [String] = []
        state.onWarning = { warnings.append($0) }
        // When
        try state.run("setmetatable({}, {__gc = function() error('gc failed') end}) collectgarbage()", name: "main.lua")
        state.collectGarbage()
        // Then
        #expect(warnings == ["error in __gc (main.lua:1: gc failed)"])
        #expect(try state.run("return 5", name: "after.lua", returning: Int.self) == 5)
    }

    @Test func binaryChunkIsRejectedByLoad() throws {
        // Given
        let state = try makeState()
        // When
        let results = try state.run("return load(string.dump(function() return 1 end))", name: "main.lua")
        // Then
        #expect(results.count == 2)
        #expect(results.first == .nil)
        #expect(results.last == .string("attempt to load a binary chunk (mode is 't')"))
    }

    @Test func binaryChunkIsRejectedByTheHost() throws {
        // Given
        let state = try makeState()
        let bytes = try state.run("return string.dump(function() return 1 end)", name: "main.lua", returning: String.self)
        // When
        let error = try #require(failure(of: bytes, in: state, name: "dumped"))
        // Then
        guard case let .syntax(info, _) = error else { Issue.record("got \(error)"); return }
        #expect(info.message == "attempt to load a binary chunk (mode is 't')")
    }

    @Test func missingFileIsAFileError() throws {
        // Given
        let state = try makeState()
        // When / Then
        #expect {
            try state.run(file: "/nonexistent/script.lua")
        } throws: { error in
            guard case let .file(info) = error as? LuaError else { return false }
            return info.message.hasPrefix("cannot open /nonexistent/script.lua")
        }
    }
}

import Testing
@testable import LuaHost

/// `LuaExecutableLines`: the lines of a chunk that hold code, nested functions included, read from bytecode.
@Suite("Executable lines")
struct LuaExecutableLinesTests {
    private func lines(of source: String) throws -> Set<Int> {
        let state = try LuaState()
        defer { state.close() }
        return try LuaExecutableLines.lines(of: state.load(source, name: "chunk.lua").bytecode(name: "chunk.lua"))
    }

    @Test("blank lines, comments and the ends of blocks hold no code; a function's end is where its closure is made")
    func blanksCommentsAndEndsAreLeftOut() throws {
        let source = """
            -- a comment
            local M = {}

            function M.double(x)
              -- inside
              return x * 2
            end

            function M.check(x)
              if x then
                return 1
              end
              return 2
            end

            return M
            """
        // Lines 7 and 14 create the functions (Lua 5.4 makes a closure on its `end` line, as `luac -l` shows),
        // so they run whenever line 4 or 9 does; the returns Lua adds at those ends are left out.
        #expect(try lines(of: source) == [2, 4, 6, 7, 9, 10, 11, 13, 14, 16])
    }

    @Test("lines of functions nested in functions count, though no closure of them exists yet")
    func nestedFunctionsCount() throws {
        let source = """
            local function outer()
              local function inner()
                return 42
              end
              return inner
            end
            return outer
            """
        // Line 4 holds inner's closure (a local function is created on its `end` line), line 6 outer's.
        #expect(try lines(of: source) == [3, 4, 5, 6, 7])
    }

    @Test("the executable lines are the lines a run can enter: every line a full run records is one of them")
    func recordedLinesAreExecutable() throws {
        // Given
        let source = """
            local t = {}
            for i = 1, 3 do
              t[#t + 1] = function()
                return i
              end
            end
            local sum = 0
            for _, f in ipairs(t) do sum = sum + f() end
            return sum
            """
        let state = try makeState()
        defer { state.close() }
        try state.recordLines()

        // When
        _ = try state.run(source, name: "chunk.lua", returning: Int.self)

        // Then
        let recorded = try #require(state.recordedLines.lines["chunk.lua"])
        let executable = try lines(of: source)
        #expect(executable.subtracting(recorded).isEmpty)
        #expect(recorded.subtracting(executable).subtracting([5]).isEmpty, "only a function's end may run as its return")
    }

    @Test("the return Lua adds after a tail call never runs, so its line is not executable")
    func returnAfterTailCallIsLeftOut() throws {
        let source = """
            local function f()
              return tostring(
              )
            end
            return f
            """
        // The call is on line 2; its RETURN, on line 3 where the call's last token is, is never reached.
        #expect(try lines(of: source) == [2, 4, 5])
    }

    @Test("bytes that are not a Lua 5.4 chunk are refused with the chunk's name")
    func malformedBytecodeIsRefused() throws {
        let state = try LuaState()
        defer { state.close() }
        let good = try state.load("return 1", name: "x.lua").bytecode(name: "x.lua")
        let truncated = LuaBytecode(bytes: Array(good.bytes.prefix(good.bytes.count / 2)), name: "x.lua")

        #expect(throws: LuaError.self) { try LuaExecutableLines.lines(of: truncated) }
        #expect(throws: LuaError.self) { try LuaExecutableLines.lines(of: LuaBytecode(bytes: [1, 2, 3], name: "y")) }
    }
}

import Foundation
import Testing
@testable import LuaHost

/// The default sandbox: what scripts can and cannot reach.
@Suite("Sandbox")
struct LuaSandboxTests {
    /// A temporary script root with `util/strings.lua` and a file next to it.
    private func makeRoot() throws -> (root: String, outside: String) {
        // Short: Lua abbreviates sources longer than LUA_IDSIZE in messages.
        let base = URL(fileURLWithPath: "/tmp/lh-\(UUID().uuidString.prefix(8))")
        let root = base.appendingPathComponent("scripts")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("util"), withIntermediateDirectories: true)
        try "loads = (loads or 0) + 1\nreturn { shout = function(s) return s:upper() .. '!' end }"
            .write(to: root.appendingPathComponent("util/strings.lua"), atomically: true, encoding: .utf8)
        try "return 'escaped'".write(to: base.appendingPathComponent("x.lua"), atomically: true, encoding: .utf8)
        try "local x = \nx(".write(to: root.appendingPathComponent("broken.lua"), atomically: true, encoding: .utf8)
        return (root.path, base.path)
    }

    @Test func dangerousLibrariesAreAbsent() throws {
        // Given
        let state = try makeState()
        // When
        let results = try state.run("""
            return io, os.execute, os.getenv, os.remove, debug, dofile, loadfile, package.loadlib, package.cpath
            """, name: "main.lua")
        // Then
        #expect(results == Array(repeating: .nil, count: 9))
    }

    @Test func finalizersAreRefusedBecauseTheyWouldEscapeTheBudget() throws {
        // Given
        let state = try makeState(instructionBudget: 100_000)
        // When
        let error = try #require(failure(of: "setmetatable({}, { __gc = function() while true do end end })", in: state))
        let plain = try state.run("return getmetatable(setmetatable({}, { __index = {} })) ~= nil", name: "ok.lua")
        // Then
        guard case .badArgument = error else { Issue.record("got \(error)"); return }
        #expect(error.description.contains("main.lua:1: bad argument #2 to 'setmetatable' (a metatable with __gc"))
        #expect(plain == [.boolean(true)])
    }

    @Test("xpcall skips the script's message handler once the budget is spent (Lua runs it with hooks off)")
    func xpcallHandlersDoNotRunPastTheBudget() throws {
        // Given
        let state = try makeState(instructionBudget: 100_000)

        // When
        let error = failure(of: "xpcall(function() while true do end end, function(e) handled = true return e end)",
                            in: state)

        // Then
        guard case .timeout = error else { Issue.record("got \(String(describing: error))"); return }
        #expect(try state.global("handled") == .nil)
    }

    @Test("xpcall calls the handler as Lua's does before the budget is spent, and lets its function yield")
    func xpcallOtherwiseBehavesAsLuas() throws {
        // Given
        let state = try makeState(instructionBudget: 100_000)

        // When
        let handled = try state.run("return xpcall(error, function(e) return 'handled: ' .. e end, 'boom', 0)",
                                    name: "handled.lua")
        let yielded = try state.run("""
            local co = coroutine.wrap(function()
              return xpcall(function() return coroutine.yield(1) + 1 end, function(e) return e end)
            end)
            local first = co()
            return first, co(41)
            """, name: "yield.lua")
        let missing = failure(of: "xpcall(print)", in: state)

        // Then
        #expect(handled == [.boolean(false), .string("handled: boom")])
        #expect(yielded == [.integer(1), .boolean(true), .integer(42)])
        #expect(missing?.description.contains("bad argument #2 to 'xpcall' (function expected, got no value)") == true)
    }

    @Test("The host's trusted code gets Lua's own xpcall, whose handler sees the timeout")
    func standardXPCallRunsTheHandlerOnATimeout() throws {
        // Given
        let state = try makeState(instructionBudget: 100_000)
        try state.run("""
            function spin() while true do end end
            function note(e) noted = true return e end
            """, name: "trusted.lua")
        let xpcall = try state.standardXPCall()

        // When
        let error = #expect(throws: LuaError.self) {
            try xpcall.call(state.global("spin"), state.global("note"))
        }

        // Then
        guard case .timeout = error else { Issue.record("got \(String(describing: error))"); return }
        #expect(try state.global("noted") == .boolean(true))
    }

    @Test func coroutinesThatEachEndBeforeAHookCallStillSpendTheBudget() throws {
        // Given: a tree of short coroutines, none running a whole hook step
        let state = try makeState(instructionBudget: 1_000_000)
        let tree = """
            local function f(depth)
              if depth == 0 then return end
              for _ = 1, 20 do coroutine.wrap(f)(depth - 1) end
            end
            f(6)
            """
        // When
        let error = try #require(failure(of: tree, in: state))
        // Then
        guard case .timeout = error else { Issue.record("got \(error)"); return }
    }

    @Test func collectgarbageKeepsItsHarmlessOptionsAndChargesCollections() throws {
        // Given
        let state = try makeState(instructionBudget: 200_000)
        // When
        let kept = try state.run("return type(collectgarbage('count')), collectgarbage('isrunning')", name: "ok.lua")
        let stop = try #require(failure(of: "collectgarbage('stop')", in: state))
        let loop = try #require(failure(of: "while true do collectgarbage() end", in: state))
        // Then
        #expect(kept == [.string("number"), .boolean(true)])
        guard case .badArgument = stop else { Issue.record("got \(stop)"); return }
        #expect(stop.description.contains("invalid option 'stop'"))
        guard case .timeout = loop else { Issue.record("got \(loop)"); return }
    }

    @Test func safeLibrariesArePresent() throws {
        // Given
        let state = try makeState()
        // When
        let results = try state.run("""
            return type(os.time()), type(os.clock()), type(os.date('%Y')), ('abc'):upper(), math.max(1, 2),
                   utf8.char(72), table.concat({1, 2}, '-'), type(coroutine.wrap), ('x'):rep(2) == 'xx'
            """, name: "main.lua")
        // Then
        #expect(results == [.string("number"), .string("number"), .string("string"), .string("ABC"), .integer(2),
                            .string("H"), .string("1-2"), .string("function"), .boolean(true)])
    }

    @Test func requireLoadsModulesUnderTheRootsOnce() throws {
        // Given
        let (root, _) = try makeRoot()
        let state = try makeState(roots: [root])
        // When
        let result = try state.run("local a = require('util.strings') local b = require('util.strings')\n"
            + "return a.shout('hi'), a == b, loads", name: "main.lua")
        // Then
        #expect(result == [.string("HI!"), .boolean(true), .integer(1)])
    }

    @Test("require refuses a symbolic link under a root that leads outside it, and follows one that stays inside")
    func requireRefusesLinksOutOfTheRoot() throws {
        // Given: x.lua sits beside the root; links to it and to the util folder
        let (root, outside) = try makeRoot()
        try FileManager.default.createSymbolicLink(atPath: root + "/leak.lua", withDestinationPath: outside + "/x.lua")
        try FileManager.default.createSymbolicLink(atPath: root + "/tools", withDestinationPath: root + "/util")
        let state = try makeState(roots: [root])
        // When
        let leak = try #require(failure(of: "require('leak')", in: state))
        let inside = try state.run("return require('tools.strings').shout('ok')", name: "main.lua")
        // Then
        #expect(leak.description.contains("error loading module 'leak': '\(root)/leak.lua' leads out of the script root"))
        #expect(inside == [.string("OK!")])
    }

    @Test("the string metatable, shared with the host, is out of a script's reach")
    func stringMetatableIsProtected() throws {
        let state = try makeState()
        let hidden = try state.run("return getmetatable('')", name: "main.lua")
        let error = try #require(failure(of: "getmetatable('').__index = function() end", in: state))
        let method = try state.run("return ('abc'):upper()", name: "main.lua")
        #expect(hidden == [.boolean(false)])
        #expect(error.description.contains("attempt to index a boolean value"))
        #expect(method == [.string("ABC")])
    }

    @Test func requireRejectsEscapes() throws {
        // Given
        let (root, _) = try makeRoot()
        let state = try makeState(roots: [root])
        // When
        let parent = try #require(failure(of: "require('../x')", in: state))
        let absolute = try #require(failure(of: "require('/etc/passwd')", in: state))
        let dots = try #require(failure(of: "require('..x')", in: state))
        // Then
        #expect(parent.message == "main.lua:1: module name '../x' is not allowed "
            + "(use dot-separated names of files under the script roots)")
        #expect(absolute.message == "main.lua:1: module name '/etc/passwd' is not allowed "
            + "(use dot-separated names of files under the script roots)")
        #expect(dots.message.hasPrefix("main.lua:1: module name '..x' is not allowed"))
    }

    @Test func requireOfMissingModuleListsWhereItLooked() throws {
        // Given
        let (root, _) = try makeRoot()
        let state = try makeState(roots: [root])
        // When
        let error = try #require(failure(of: "require('nope')", in: state))
        // Then
        #expect(error.message == "main.lua:1: module 'nope' not found:\n\tno field package.preload['nope']\n\tno file '\(root)/nope.lua'")
    }

    @Test func requireReportsSyntaxErrorsWithThePath() throws {
        // Given
        let (root, _) = try makeRoot()
        let state = try makeState(roots: [root])
        // When
        let error = try #require(failure(of: "require('broken')", in: state))
        // Then
        // Lua's own searchers raise this one unlocated too (from inside require)
        #expect(error.message.hasPrefix("error loading module 'broken' from file '\(root)/broken.lua':"))
        #expect(error.message.hasSuffix("\(root)/broken.lua:2: unexpected symbol near <eof>"))
    }

    @Test func loadIsTextOnlyAndUsesTheSandbox() throws {
        // Given
        let state = try makeState()
        // When
        let results = try state.run("return load('return io')(), load('return x', 'c', 'b', {x = 1})()", name: "main.lua")
        // Then
        #expect(results == [.nil, .integer(1)])
    }

    @Test func filesRunWithTheirPathAsChunkName() throws {
        // Given
        let (root, _) = try makeRoot()
        let state = try makeState()
        // When
        let error: LuaError? = {
            do { try state.run(file: "\(root)/broken.lua"); return nil } catch { return error as? LuaError }
        }()
        // Then
        #expect(error?.message == "\(root)/broken.lua:2: unexpected symbol near <eof>")
    }

    @Test func fullPresetOpensEveryLibrary() throws {
        // Given
        let state = try LuaState(options: LuaStateOptions(libraries: .full))
        // When
        let results = try state.run("return type(io), type(debug), type(os.getenv)", name: "main.lua")
        // Then
        #expect(results == [.string("table"), .string("table"), .string("function")])
    }
}

import FlowHostTestSupport
import FlowTestSupport
import Foundation
import Testing

/// Issue 26, item 16: a `__concat` metamethod that grows the Lua stack crashed flowrun with SIGSEGV (liblua5.4
/// 5.4.4's luaV_concat) at a flow's load, in a tap callback and in a spec. Each now ends in an error naming it.
@Suite("flowrun survives the __concat crash of Lua 5.4.4")
struct ConcatCrashTests {
    private static let crashing = """
        local function grow(n) if n == 0 then return 0 end return 1 + grow(n - 1) end
        local t = setmetatable({}, { __concat = function() grow(20000) return "y" end })
        local function crash() return "a" .. t .. "c" end

        """

    private func folder(flow: String) throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        try folder.write(flow, to: "flow.lua")
        try folder.write("{}", to: "flowhost.json")
        return folder
    }

    @Test("at a flow's load: an error, not a crash")
    func atLoad() throws {
        let folder = try folder(flow: Self.crashing + """
            crash()
            return function(app) app.nav:replace_root(app.screen{ name = "x" }) end

            """)
        let result = try FlowrunProcess.run(["run", folder.path("flow.lua"), "--state", folder.path("s")], events: "",
                                            in: folder.url)
        #expect(!result.wasSignalled)
        #expect(result.status != 0)
        #expect(result.stderr.contains("__concat metamethod"), "\(result.stderr)")
    }

    @Test("in a tap callback: an error, not a crash")
    func inTap() throws {
        let folder = try folder(flow: Self.crashing + """
            return function(app)
              app.nav:replace_root(app.screen{ name = "x", buttons = { { title = "Go", action = crash } } })
            end

            """)
        let result = try FlowrunProcess.run(["run", folder.path("flow.lua"), "--state", folder.path("s")],
                                            events: "tap Go\n", in: folder.url)
        #expect(!result.wasSignalled)
        #expect((result.stdout + result.stderr).contains("__concat metamethod"), "\(result.stdout)\(result.stderr)")
    }

    @Test("in a coroutine made at load, before any metatable, resumed by a tap that sets one: an error")
    func coroutineMadeBeforeTheMetatable() throws {
        let folder = try folder(flow: """
            local function grow(n) if n == 0 then return 0 end return 1 + grow(n - 1) end
            local waiting = coroutine.wrap(function() local t = coroutine.yield() return "a" .. t .. "c" end)
            waiting()
            return function(app)
              local function go()
                waiting(setmetatable({}, { __concat = function() grow(20000) return "y" end }))
              end
              app.nav:replace_root(app.screen{ name = "x", buttons = { { title = "Go", action = go } } })
            end

            """)
        let result = try FlowrunProcess.run(["run", folder.path("flow.lua"), "--state", folder.path("s")],
                                            events: "tap Go\n", in: folder.url)
        #expect(!result.wasSignalled)
        #expect((result.stdout + result.stderr).contains("__concat metamethod"), "\(result.stdout)\(result.stderr)")
    }

    @Test("in a spec: the scenario fails naming the refusal, not the runner")
    func inSpec() throws {
        let folder = try folder(flow: "return function(app) app.nav:replace_root(app.screen{ name = \"x\" }) end\n")
        try folder.write(Self.crashing + """
            it("concatenates", function()
              local two = t .. "c"
              crash()
            end)

            """, to: "concat_spec.lua")
        let result = try FlowrunProcess.run(["test", folder.path("concat_spec.lua"), "--no-color"], in: folder.url)
        #expect(!result.wasSignalled)
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("__concat metamethod"), "\(result.stdout)")
        #expect(!result.stdout.contains("the spec runner failed"), "\(result.stdout)")
    }

    /// "Recursion in 'getobjname' can stack overflow" (7923dbbf): a call at the end of 20,000 field reads crashed
    /// flowrun naming the callee (SIGSEGV on an executor's stack); the chunk is refused as it loads.
    @Test("a flow with a chain of 20,000 field reads is refused as it loads, not a crash")
    func longChain() throws {
        let folder = try folder(flow: """
            local a = setmetatable({}, { __index = function(t) return t end })
            local ok = pcall(function() return a\(String(repeating: ".x", count: 20_000))() end)
            return function(app) app.nav:replace_root(app.screen{ name = "x" }) end

            """)
        let result = try FlowrunProcess.run(["run", folder.path("flow.lua"), "--state", folder.path("s")], events: "",
                                            in: folder.url)
        #expect(!result.wasSignalled)
        #expect(result.stderr.contains("more than 1000 chained field reads"), "\(result.stderr.prefix(400))")
    }
}

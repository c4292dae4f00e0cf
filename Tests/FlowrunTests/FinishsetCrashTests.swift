import FlowHostTestSupport
import FlowTestSupport
import Foundation
import Testing

/// Issue 26, item 16, "Use after free in luaV_finishset" (lua/lua 983bc433, in liblua5.4 5.4.4): a script that
/// fills its memory up to the limit, then assigns through a weak metatable's `__newindex` table so that the
/// table's growth fails, the emergency collection frees the table and the retry writes into it, aborted flowrun
/// ("realloc(): invalid old size", SIGABRT) at a flow's load, in a tap callback and in a spec. Each now ends in a
/// memory error.
@Suite("flowrun survives the luaV_finishset use after free of Lua 5.4.4")
struct FinishsetCrashTests {
    /// Defines `crash()`: fills memory with strings of halving sizes until 1 KiB no longer fits, drops the only
    /// strong reference to the `__newindex` table (1,024 array slots), and makes it grow.
    private static let crashing = """
        local function crash()
          local ni = {}
          for i = 1, 1024 do ni[i] = i end
          local mt = setmetatable({ __newindex = ni }, { __mode = "v" })
          local t = setmetatable({}, mt)
          local keep = {}
          for i = 1, 4096 do keep[i] = false end
          local n, size = 0, 1 << 22
          while size >= 1024 do
            local ok, s = pcall(string.rep, "x", size)
            if ok then n = n + 1 keep[n] = s else size = size // 2 end
          end
          ni = nil
          t[1025] = true
        end

        """

    private func folder(flow: String) throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        try folder.write(flow, to: "flow.lua")
        try folder.write(#"{ "memory_limit_mib": 16 }"#, to: "flowhost.json")
        return folder
    }

    @Test("at a flow's load: a memory error, not a crash")
    func atLoad() throws {
        let folder = try folder(flow: Self.crashing + """
            crash()
            return function(app) app.nav:replace_root(app.screen{ name = "x" }) end

            """)
        let result = try FlowrunProcess.run(["run", folder.path("flow.lua"), "--state", folder.path("s")], events: "",
                                            in: folder.url)
        #expect(!result.wasSignalled, "\(result.stderr)")
        #expect(result.status != 0)
        #expect(result.stderr.contains("not enough memory"), "\(result.stderr)")
    }

    @Test("in a tap callback: a memory error, not a crash")
    func inTap() throws {
        let folder = try folder(flow: Self.crashing + """
            return function(app)
              app.nav:replace_root(app.screen{ name = "x", buttons = { { title = "Go", action = crash } } })
            end

            """)
        let result = try FlowrunProcess.run(["run", folder.path("flow.lua"), "--state", folder.path("s")],
                                            events: "tap Go\n", in: folder.url)
        #expect(!result.wasSignalled, "\(result.stderr)")
        #expect((result.stdout + result.stderr).contains("not enough memory"), "\(result.stdout)\(result.stderr)")
    }

    @Test("in a spec: the scenario fails with a memory error, not a crash")
    func inSpec() throws {
        let folder = try folder(flow: "return function(app) app.nav:replace_root(app.screen{ name = \"x\" }) end\n")
        try folder.write(Self.crashing + """
            it("assigns", function()
              crash()
            end)

            """, to: "finishset_spec.lua")
        let result = try FlowrunProcess.run(["test", folder.path("finishset_spec.lua"), "--no-color"], in: folder.url)
        #expect(!result.wasSignalled, "\(result.stderr)")
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("memory"), "\(result.stdout)")
    }
}

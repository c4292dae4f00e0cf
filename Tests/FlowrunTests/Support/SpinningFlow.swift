import FlowHostTestSupport
import FlowTestSupport
import Foundation

/// A project whose flow has one button, `Spin`, that keeps Lua busy for `seconds` of CPU time under an
/// instruction budget that lets it: the terminal UI reads nothing while it runs, and `--time-limit` can stop it.
enum SpinningFlow {
    /// Writes `flow.lua` and a `flowhost.json` with a large budget to a fresh temporary folder.
    static func project(spinningFor seconds: Int) throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        try folder.write("""
            return function(app)
              app.nav:replace_root(app.screen{
                name = "spin",
                title = "Spin",
                buttons = { { title = "Spin", action = function()
                  local start = os.clock()
                  while os.clock() - start < \(seconds) do end
                end } },
              })
            end

            """, to: "flow.lua")
        try folder.write(#"{ "instruction_budget": 10000000000 }"#, to: "flowhost.json")
        return folder
    }
}

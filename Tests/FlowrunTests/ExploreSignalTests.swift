import FlowHostTestSupport
import FlowTestSupport
import Foundation
import Testing

/// Issue 26, item 4: `explore` truncated `--graph` and `--junit` when it started, so SIGTERM left 0-byte files
/// beside the previous run's findings. Its reports are replaced whole, as `flowrun test`'s are.
@Suite("explore stopped by a signal keeps the previous reports")
struct ExploreSignalTests {
    @Test("an explore stopped by SIGTERM leaves the previous --junit and --graph as they were")
    func sigtermLeavesPreviousReports() throws {
        // Given: earlier reports, and a flow whose button is stuck in a C function the budget cannot stop
        let folder = try TemporaryDirectory()
        let junit = try folder.write("<testsuites><!-- earlier --></testsuites>", to: "report.xml")
        let graph = try folder.write("digraph earlier {}\n", to: "map.dot")
        let flow = try folder.write("""
            return function(app)
              app.nav:replace_root(app.screen{ name = "start", buttons = { { title = "Search", action = function()
                string.rep("a", 3000):find(".-.-.-.-b")
              end } } })
            end

            """, to: "flow.lua")
        try folder.write("{}", to: "flowhost.json")

        // When
        let result = try FlowrunProcess.runStopped(
            ["explore", flow, "--junit", junit, "--graph", graph, "--findings", folder.path("findings")],
            in: folder.url, after: 2)

        // Then
        #expect(result.wasSignalled, "\(result.stderr)")
        #expect(try String(contentsOfFile: junit, encoding: .utf8) == "<testsuites><!-- earlier --></testsuites>")
        #expect(try String(contentsOfFile: graph, encoding: .utf8) == "digraph earlier {}\n")
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.hasSuffix(".tmp") }
        #expect(left.isEmpty, "\(left)")
    }
}

import FlowHostTestSupport
import Testing
@testable import FlowScript

/// What a flow's views hold in Swift counts against its memory limit, so a flow cannot grow the process
/// past it by building views from one long string.
@Suite("Views a flow builds count against its memory limit")
struct ScriptMemoryTests {
    /// An 8 MiB limit, and flows whose every view holds a 256 KiB title taken from one Lua string: 200 such
    /// views hold 50 MiB in Swift while the script itself allocates far less than its limit.
    static let limits = FlowScriptLimits(memoryLimit: 8 << 20)

    /// Starts `body`, run with `big` (the 256 KiB title) and `app` in scope.
    private func start(_ body: String) async throws -> ScriptTestSupport.Run {
        let folder = try ScriptTestSupport.ScriptFolder()
        let source = """
            return function(app)
              local big = string.rep("x", 256 * 1024)
            \(body)
            end
            """
        return try await ScriptTestSupport.start(source: source, in: folder, limits: Self.limits)
    }

    @Test("A flow keeping the views it builds fails with a memory error naming the file and the limit")
    func keptViewsReachTheLimit() async throws {
        // When
        let error = await #expect(throws: FlowDriverError.self) {
            _ = try await start("""
                  local kept = {}
                  for i = 1, 200 do kept[i] = app.screen{ title = big } end
                  app.nav:replace_root(app.screen{ title = "done" })
                """)
        }

        // Then
        #expect(error?.description == "the flow's start failed: flow.lua: not enough memory (limit 8 MiB)")
    }

    @Test("Views on the navigation stack stay counted after the script drops them")
    func pushedViewsReachTheLimit() async throws {
        // When
        let error = await #expect(throws: FlowDriverError.self) {
            _ = try await start("""
                  app.nav:replace_root(app.screen{ title = "root" })
                  for _ = 1, 200 do app.nav:push(app.screen{ title = big }) end
                """)
        }

        // Then
        #expect(error?.description == "the flow's start failed: flow.lua: not enough memory (limit 8 MiB)")
    }

    @Test("Views the flow dropped stop counting: building many in a loop stays within the limit")
    func droppedViewsAreCollected() async throws {
        // When
        let run = try await start("""
              for _ = 1, 200 do app.screen{ title = big } end
              app.nav:replace_root(app.screen{ title = "done" })
            """)

        // Then
        #expect(run.screen?.title == "done")
        #expect(run.host.state.externalMemory < 8 << 20)
    }
}

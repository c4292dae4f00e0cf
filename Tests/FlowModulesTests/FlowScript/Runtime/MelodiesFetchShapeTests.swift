import FlowHostTestSupport
import FlowModules
import FlowStore
import Foundation
import Testing
@testable import FlowScript

/// A flow's own melodies API returning a list of the wrong shape: the error names the entry at fault by its
/// Lua index, as the flow's author counts.
@Suite("Melodies flow: a fetch result of the wrong shape")
struct MelodiesFetchShapeTests {
    @Test("an entry without a title is named by its Lua index, counted from 1")
    func badEntryIsNamedByItsLuaIndex() async throws {
        // Given: the second entry lacks its artist
        let folder = try ScriptTestSupport.ScriptFolder()
        let flow = try folder.write("""
            return function(app)
              app.nav:replace_root(app.melodies.list{ api = { fetch = function()
                return { { id = "a", title = "A", artist = "X" }, { id = "b", title = "B" } }
              end } })
            end
            """, to: "flow.lua")
        let registry = try FlowModuleRegistry(BuiltInModules.all)
        let launch = try FlowLaunch(flowFile: flow, store: try AppStateStore.inMemory(schema: registry.schema),
                                    modules: registry)
        defer { launch.close() }

        // When
        var message = ""
        do {
            try await launch.driver.start(launch.start)
            message = launch.driver.screen.map { "\($0)" } ?? ""
        } catch {
            message = String(describing: error)
        }

        // Then
        #expect(message.contains("table at index 2 without id, title or artist"), "\(message)")
        #expect(!message.contains("at index 1 "), "\(message)")
    }
}

import FlowHostTestSupport
import FlowModules
import FlowStore
import FlowTestSupport
import FlowCore
import Foundation
import Testing
@testable import FlowScript

@Suite("Errors and limits in flow callbacks")
struct CallbackErrorTests {
    /// A list whose "Explode" button, selecting a row, and a "login" handler raise from a helper.
    static let explodingFlow = """
        local function explode(what)
          error("cannot " .. what)
        end
        return function(app)
          app.events.on("item_created", function(event) explode("celebrate " .. event.title) end)
          app.nav:replace_root(app.items.list{
            on_select = function(item) explode("open " .. item.title) end,
            actions = { { title = "Explode", action = function() explode("tap") end } },
          })
        end
        """

    @Test("A script error in a button's action fails the tap with the script's file:line and traceback")
    func errorInAnAction() async throws {
        // Given
        let folder = try ScriptTestSupport.ScriptFolder()
        let run = try await ScriptTestSupport.start(source: Self.explodingFlow, in: folder)

        // When
        let error = await #expect(throws: FlowDriverError.self) {
            try await run.driver.send(.tap(title: "Explode"), line: 3)
        }

        // Then
        let lines = error?.description.split(separator: "\n").map(String.init) ?? []
        #expect(lines.first == "line 3: 'tap Explode' failed: flow.lua:2: cannot tap")
        #expect(lines.dropFirst() == [
            "stack traceback:", "\tflow.lua:2: in upvalue 'explode'", "\tflow.lua:8: in function <flow.lua:8>",
        ])
    }

    @Test("I4: a script error in on_select is reported with the callback, and the list stays usable")
    func errorInOnSelect() async throws {
        // Given
        let folder = try ScriptTestSupport.ScriptFolder()
        let app = try FlowTestSupport.makeApp()
        try app.items.returnItems(FlowTestSupport.groceries)
        let flow = try folder.write(Self.explodingFlow, to: "flow.lua")
        let run = try await ScriptTestSupport.start(flow, app: app, roots: [])

        // When
        let error = await #expect(throws: FlowDriverError.self) { try await run.driver.send(.select(row: 1)) }
        try await run.driver.send(.tap(title: "Delete All"))

        // Then
        #expect(error?.description.hasPrefix(
            "'select 1' failed: items.list on_select: flow.lua:2: cannot open Milk\nstack traceback:")
            == true)
        #expect(run.screen?.rows == [])
    }

    @Test("An event handler's error fails the event that announced it")
    func errorInAnEventHandler() async throws {
        // Given
        let folder = try ScriptTestSupport.ScriptFolder()
        let run = try await ScriptTestSupport.start(source: Self.explodingFlow, in: folder)
        try await run.driver.send(.tap(title: "Add"))
        try await run.driver.send(.type(fieldID: "title", text: "Jam"))

        // When
        let error = await #expect(throws: FlowDriverError.self) { try await run.driver.send(.tap(title: "Save")) }

        // Then
        #expect(error?.description.contains("events.on('item_created') handler: flow.lua:2: cannot celebrate Jam")
            == true)
        #expect(try run.app.items.fetchItems().map(\.title) == ["Jam"])
    }

    @Test("Callbacks failing in one event are reported as numbered blocks, each with its traceback indented under it")
    func severalFailuresAreNumberedBlocks() async throws {
        // Given
        let folder = try ScriptTestSupport.ScriptFolder()
        let source = """
            return function(app)
              app.events.on("item_created", function(event) error("cannot celebrate " .. event.title) end)
              app.nav:replace_root(app.items.list{ on_add = function()
                app.nav:push(app.items.add{ on_create = function(item) error("cannot file " .. item.title) end })
              end })
            end
            """
        let run = try await ScriptTestSupport.start(source: source, in: folder)
        try await run.driver.send(.tap(title: "Add"))
        try await run.driver.send(.type(fieldID: "title", text: "Jam"))

        // When
        let error = await #expect(throws: FlowDriverError.self) { try await run.driver.send(.tap(title: "Save")) }

        // Then
        let lines = error?.description.split(separator: "\n").map(String.init) ?? []
        #expect(lines.first == "'tap Save' failed: 2 errors:")
        #expect(lines.dropFirst().first == "1. events.on('item_created') handler: flow.lua:2: cannot celebrate Jam")
        #expect(lines.contains("2. items.add on_create: flow.lua:4: cannot file Jam"))
        #expect(lines.filter { $0 == "   stack traceback:" }.count == 2)
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("1. ") || $0.hasPrefix("2. ") || $0.hasPrefix("   ") })
    }

    @Test("An endless loop in a callback times out cleanly, and the next event runs with a fresh budget")
    func endlessLoopTimesOut() async throws {
        // Given
        let folder = try ScriptTestSupport.ScriptFolder()
        let source = """
            return function(app)
              local taps = 0
              app.nav:replace_root(app.screen{
                title = "Loops",
                buttons = {
                  { title = "Spin", action = function() while true do end end },
                  { title = "Count", action = function()
                      for _ = 1, 10000 do taps = taps + 1 end
                      app.nav:replace_root(app.screen{ title = "Counted " .. taps })
                    end },
                },
              })
            end
            """
        let run = try await ScriptTestSupport.start(
            source: source, in: folder, limits: FlowScriptLimits(instructionBudget: 100_000))

        // When
        let error = await #expect(throws: FlowDriverError.self) { try await run.driver.send(.tap(title: "Spin")) }
        try await run.driver.send(.tap(title: "Count"))

        // Then
        #expect(error?.description.hasPrefix("'tap Spin' failed: flow.lua:6: instruction budget exceeded") == true)
        #expect(run.screen?.title == "Counted 10000")
    }

    @Test("Reaching the memory limit in a callback fails the event cleanly; the app goes on")
    func memoryLimitInACallback() async throws {
        // Given
        let folder = try ScriptTestSupport.ScriptFolder()
        let source = """
            return function(app)
              app.nav:replace_root(app.screen{
                title = "Memory",
                buttons = {
                  { title = "Hoard", action = function()
                      local parts = {}
                      for i = 1, 1e7 do parts[i] = ("x"):rep(64) .. i end
                    end },
                  { title = "Rest", action = function() app.nav:replace_root(app.screen{ title = "Rested" }) end },
                },
              })
            end
            """
        let run = try await ScriptTestSupport.start(
            source: source, in: folder, limits: FlowScriptLimits(memoryLimit: 4 << 20))

        // When
        let error = await #expect(throws: FlowDriverError.self) { try await run.driver.send(.tap(title: "Hoard")) }
        run.host.state.collectGarbage()
        try await run.driver.send(.tap(title: "Rest"))

        // Then
        #expect(error?.description.contains("not enough memory") == true)
        #expect(run.screen?.title == "Rested")
    }
}

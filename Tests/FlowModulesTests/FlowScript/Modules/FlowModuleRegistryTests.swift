import FlowModules
import FlowStore
import FlowTestSupport
import Foundation
import Testing
@testable import FlowScript

@Suite("Registering feature modules")
struct FlowModuleRegistryTests {
    @Test("two modules claiming one name are refused, naming it")
    func duplicateNamesAreRefused() {
        let error = #expect(throws: FlowModuleError.self) {
            try FlowModuleRegistry([CounterModule(), CounterModule(preset: "other")])
        }
        #expect(error == .duplicateName("counter"))
        #expect(error?.description == "two modules are named 'counter'; each module needs a name of its own")
    }

    @Test("two modules declaring one preset are refused, naming both")
    func duplicatePresetsAreRefused() {
        let error = #expect(throws: FlowModuleError.self) {
            try FlowModuleRegistry([CounterModule(), CounterModule(name: "tally")])
        }
        #expect(error == .duplicateDeclaration(kind: "preset", name: "counted", modules: ["counter", "tally"]))
    }

    @Test("a module cannot take a host member's name or a name that is not a Lua identifier",
          arguments: ["nav", "events", "screen", "Settings", "2fa", "my-module", ""])
    func badNamesAreRefused(name: String) {
        #expect(throws: FlowModuleError.self) { try FlowModuleRegistry([CounterModule(name: name)]) }
    }

    @Test("the built-in modules register with each other and a module of an app's own")
    func builtInsAndAnotherModuleRegister() throws {
        let registry = try FlowModuleRegistry(BuiltInModules.all + [CounterModule()])
        #expect(registry.names == ["counter", "items", "login", "melodies", "onboarding"])
        #expect(registry.schema.migrations.map(\.identifier).contains("counter/v1-create"))
        #expect(Set(registry.events.keys) == [
            "counter_bumped", "item_created", "login", "logout", "tutorial_finished",
        ])
    }

    @Test("a module whose migration fails names the module and the file, and writes nothing")
    func failingMigrationWritesNothing() throws {
        // Given
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flowhost-modules-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let registry = try FlowModuleRegistry(BuiltInModules.all + [CounterModule(failingMigration: true)])

        // When
        let error = #expect(throws: AppStateStoreError.self) {
            try AppStateStore(directory: folder, schema: registry.schema)
        }

        // Then
        let file = folder.appendingPathComponent(AppStateStore.fileName).path
        guard case .migrationFailed(let path, let module, let migration, _)? = error else {
            Issue.record("expected migrationFailed, got \(String(describing: error))")
            return
        }
        #expect((path, module, migration) == (file, "counter", "counter/v1-create"))
        #expect(error?.description.hasPrefix("module 'counter': its migration counter/v1-create failed on \(file)") == true)
        // Nothing was written: not even the built-in modules' tables that ran before it.
        let tables = try DatabaseQueue(path: file).read { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
        }
        #expect(tables.isEmpty)
    }

    @Test("a module's table holds exactly its declared bindings: both come from the same entries")
    func tableAndDeclarationAgree() async throws {
        // Given
        let folder = try ScriptTestSupport.ScriptFolder()
        let flow = try folder.write("""
            return function(app)
              app.nav:replace_root(app.screen{})
              local keys = {}
              for key in pairs(app.counter) do keys[#keys + 1] = key end
              table.sort(keys)
              print(table.concat(keys, ","))
            end
            """, to: "flow.lua")
        let registry = try FlowModuleRegistry([CounterModule()])
        var printed = ""
        let launch = try FlowLaunch(flowFile: flow, store: try AppStateStore.inMemory(schema: registry.schema),
                                    modules: registry, print: { printed += $0 })
        defer { launch.close() }

        // When
        try await launch.driver.start(launch.start)

        // Then
        let declared = registry.declarations[0].bindings.map(\.name).sorted().joined(separator: ",")
        #expect(printed == declared + "\n")
    }

    @Test("two modules declaring one event are refused, naming both")
    func duplicateEventsAreRefused() {
        let error = #expect(throws: FlowModuleError.self) {
            try FlowModuleRegistry([CounterModule(), CounterModule(name: "tally", preset: "tallied", extraEvent: "counter_bumped")])
        }
        #expect(error == .duplicateDeclaration(kind: "event", name: "counter_bumped", modules: ["counter", "tally"]))
    }

    @Test("one module declaring one name twice is refused, naming the module")
    func duplicateNamesInOneModuleAreRefused() {
        let error = #expect(throws: FlowModuleError.self) {
            try FlowModuleRegistry([CounterModule(extraEvent: "counter_bumped")])
        }
        #expect(error == .duplicateDeclaration(kind: "event", name: "counter_bumped", modules: ["counter"]))
    }

    @Test("a flow using app.<name> of an unregistered module fails, listing the registered ones")
    func unregisteredModuleIsNamed() async throws {
        let folder = try ScriptTestSupport.ScriptFolder()
        let flow = try folder.write("return function(app)\n  app.settings.build({})\nend\n", to: "flow.lua")
        let registry = try FlowModuleRegistry([CounterModule()])
        let launch = try FlowLaunch(flowFile: flow, store: try AppStateStore.inMemory(schema: registry.schema),
                                    modules: registry)
        defer { launch.close() }
        let error = await #expect(throws: FlowDriverError.self) { try await launch.driver.start(launch.start) }
        #expect(error?.description.contains("flow.lua:2: app.settings is not a registered module or host member "
            + "(modules: counter; host: events, nav, screen)") == true)
    }

    @Test("a module of an app's own is bound, stores in its own table and announces its event")
    func ownModuleWorksBesideTheBuiltIns() async throws {
        // Given
        let folder = try ScriptTestSupport.ScriptFolder()
        let flow = try folder.write("""
            return function(app)
              app.events.on("counter_bumped", function() print("bumped") end)
              app.counter.bump()
              app.nav:replace_root(app.items.list())
            end
            """, to: "flow.lua")
        let registry = try FlowModuleRegistry(BuiltInModules.all + [CounterModule()])
        let store = try AppStateStore.inMemory(schema: registry.schema)
        var printed = ""
        let launch = try FlowLaunch(flowFile: flow, store: store, modules: registry, print: { printed += $0 })
        defer { launch.close() }

        // When
        try await launch.driver.start(launch.start)

        // Then
        #expect(try CounterModule().contract.persisted(from: store) == ["counter_count": .integer(1)])
        #expect(launch.app.announcements.all == [Announcement("counter_bumped", fields: ["count": "1"])])
        #expect(printed == "bumped\n")
    }

    private func launchError(_ module: CounterModule) async -> String? {
        do {
            let folder = try ScriptTestSupport.ScriptFolder()
            let flow = try folder.write("return function(app) end\n", to: "flow.lua")
            let registry = try FlowModuleRegistry([module])
            _ = try FlowLaunch(flowFile: flow, store: try AppStateStore.inMemory(schema: registry.schema),
                               modules: registry)
            return nil
        } catch {
            return String(describing: error)
        }
    }
}

import FlowHostTestSupport
import FlowModules
import FlowStore
import FlowTestSupport
import Foundation
import GRDB
import Testing
@testable import FlowScript

@Suite("Registering feature modules beside the built-in ones")
struct BuiltInModuleRegistryTests {
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

    @Test("a module of an app's own is bound, stores in its own table and announces its event")
    func ownModuleWorksBesideTheBuiltIns() async throws {
        // Given
        let folder = try ScriptTestSupport.ScriptFolder()
        let flow = try folder.write("""
            return function(app)
              app.events.on("counter_bumped", function(event) print("bumped", math.type(event.count)) end)
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
        #expect(launch.app.announcements.all == [Announcement("counter_bumped", fields: ["count": .integer(1)])])
        #expect(printed == "bumped\tinteger\n")
    }
}

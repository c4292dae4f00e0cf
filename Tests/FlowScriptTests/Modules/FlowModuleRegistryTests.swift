import FlowHostTestSupport
import FlowStore
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

    @Test("a module's table holds exactly its declared bindings: both come from the same entries")
    func tableAndDeclarationAgree() async throws {
        // Given
        let folder = try ScriptFolder()
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

    @Test("one module declaring one call or one binding twice is refused, naming the module",
          arguments: ["call", "binding"])
    func duplicateCallsAndBindingsInOneModuleAreRefused(kind: String) {
        // Given a module whose entries state its call `tick`, or its function `bump`, twice
        let (module, name) = kind == "call" ? (CounterModule(extraCall: "tick"), "tick") : (CounterModule(extraFunction: "bump"), "bump")

        // When it is registered
        let error = #expect(throws: FlowModuleError.self) { try FlowModuleRegistry([module]) }

        // Then the registry refuses it, naming the kind, the name and the module
        #expect(error == .duplicateDeclaration(kind: kind, name: name, modules: ["counter"]))
    }

    @Test("a flow using app.<name> of an unregistered module fails, listing the registered ones")
    func unregisteredModuleIsNamed() async throws {
        let folder = try ScriptFolder()
        let flow = try folder.write("return function(app)\n  app.settings.build({})\nend\n", to: "flow.lua")
        let registry = try FlowModuleRegistry([CounterModule()])
        let launch = try FlowLaunch(flowFile: flow, store: try AppStateStore.inMemory(schema: registry.schema),
                                    modules: registry)
        defer { launch.close() }
        let error = await #expect(throws: FlowDriverError.self) { try await launch.driver.start(launch.start) }
        #expect(error?.description.contains("flow.lua:2: app.settings is not a registered module or host member "
            + "(modules: counter; host: events, nav, screen)") == true)
    }


    private func launchError(_ module: CounterModule) async -> String? {
        do {
            let folder = try ScriptFolder()
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

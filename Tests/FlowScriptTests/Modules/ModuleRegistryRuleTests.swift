import FlowStore
import Foundation
import LuaHost
import Testing
@testable import FlowScript

/// The module registry's rules that only the public behaviour shows: a table check that failed is not
/// remembered as passed, and no two modules may declare the same event or the same persisted key.
@Suite("Registering feature modules: rules kept across launches and between modules")
struct ModuleRegistryRuleTests {
    /// A module that declares what a test gives it and binds nothing.
    private struct DeclaringModule: FlowModule {
        let name: String
        var events: [String] = []
        var persisted: [String] = []

        var declaration: FlowModuleDeclaration {
            FlowModuleDeclaration(
                name: name, summary: "Declares.",
                events: events.map { FlowEventDeclaration($0, "An event.") },
                persisted: persisted.map { FlowField($0, .integer, "A stored number.") })
        }

        func launch(_ launch: FlowModuleLaunch) throws -> any FlowModuleInstance { EmptyInstance() }
    }

    private final class EmptyInstance: FlowModuleInstance {
        func makeTable(in state: LuaState) throws -> LuaTable { try state.newTable() }
    }

    @Test("two modules declaring one event are refused, naming the event and both modules")
    func sameEventIsRefused() {
        // When
        let error = #expect(throws: FlowModuleError.self) {
            try FlowModuleRegistry([
                DeclaringModule(name: "alpha", events: ["synced"]), DeclaringModule(name: "beta", events: ["synced"]),
            ])
        }

        // Then
        #expect(error == .duplicateDeclaration(kind: "event", name: "synced", modules: ["alpha", "beta"]))
    }

    @Test("two modules declaring one persisted key are refused, naming the key and both modules")
    func samePersistedKeyIsRefused() {
        // When
        let error = #expect(throws: FlowModuleError.self) {
            try FlowModuleRegistry([
                DeclaringModule(name: "alpha", persisted: ["last_sync"]),
                DeclaringModule(name: "beta", persisted: ["last_sync"]),
            ])
        }

        // Then
        #expect(error == .duplicateDeclaration(kind: "persisted key", name: "last_sync", modules: ["alpha", "beta"]))
    }

    @Test("an event and a persisted key of one name, in two modules, are no clash")
    func differentKindsOfOneNameRegister() throws {
        // When
        let registry = try FlowModuleRegistry([
            DeclaringModule(name: "alpha", events: ["synced"]), DeclaringModule(name: "beta", persisted: ["synced"]),
        ])

        // Then
        #expect(registry.names == ["alpha", "beta"])
    }

    @Test("a module table that failed its check fails again on the next launch with the same registry")
    func failedTableCheckFailsAgain() async throws {
        // Given
        let folder = try ScriptTestSupport.ScriptFolder()
        let flow = try folder.write("return function(app) end\n", to: "flow.lua")
        let registry = try FlowModuleRegistry([CounterModule(addsUndeclared: true)])

        // When
        let first = launchError(flow: flow, registry: registry)
        let second = launchError(flow: flow, registry: registry)

        // Then
        let expected = "module 'counter': app.counter.extra is in its table but not in its declaration"
        #expect(first == expected)
        #expect(second == expected)
    }

    private func launchError(flow: URL, registry: FlowModuleRegistry) -> String? {
        do {
            let launch = try FlowLaunch(
                flowFile: flow, store: try AppStateStore.inMemory(schema: registry.schema), modules: registry)
            launch.close()
            return nil
        } catch {
            return String(describing: error)
        }
    }
}

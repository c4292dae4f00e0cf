import FlowStore
import Foundation
import LuaHost
import Testing
@testable import FlowScript

/// The module registry's rules that only the public behaviour shows: no two modules may declare the same event
/// or the same persisted key.
@Suite("Registering feature modules: rules kept across launches and between modules")
struct ModuleRegistryRuleTests {
    /// A module that declares what a test gives it and binds nothing.
    private struct DeclaringModule: FlowModule {
        let name: String
        var events: [String] = []
        var persisted: [String] = []

        var contract: ModuleContract {
            let (events, persisted) = (events, persisted)
            return ModuleContract(name, "Declares.", launch: { _ in Nothing() }) { module in
                for event in events {
                    module.event(ModuleEvent(event, "An event."))
                }
                for key in persisted {
                    module.persisted(key, "A stored number.") { _ in 0 }
                }
            }
        }
    }

    private final class Nothing {}

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
}

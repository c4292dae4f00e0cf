import FlowModules
import FlowScript
import FlowStore
import Foundation
import Testing
@testable import SettingsModule

@Suite("The Settings module")
struct SettingsModuleTests {
    @Test("it registers beside the built-in modules, with its migration in its own namespace")
    func registersBesideTheBuiltIns() throws {
        let registry = try FlowModuleRegistry(BuiltInModules.all + [SettingsModule()])
        #expect(registry.names.contains("settings"))
        #expect(registry.schema.migrations.map(\.identifier).contains("settings/v1-create"))
        #expect(registry.events["signed_out"] != nil)
    }

    @Test("a preset is what persisted() reads back")
    func presetRoundTrips() throws {
        let registry = try FlowModuleRegistry([SettingsModule()])
        let store = try AppStateStore.inMemory(schema: registry.schema)
        let contract = SettingsModule().contract
        try contract.preset("setting", arguments: [.flow(.string("dark_mode")), .flow(.boolean(true))])(store)
        #expect(try contract.persisted(from: store) == ["settings": .record(["dark_mode": .boolean(true)])])
    }

    @Test("a flow binds app.settings: a change is stored and announced with its declared fields")
    func flowBindsTheTable() async throws {
        // Given
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("settings-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let flow = folder.appendingPathComponent("flow.lua")
        try Data("""
            return function(app)
              app.nav:replace_root(app.settings.build{
                toggles = { { key = "k", title = "K", default = true } },
                on_sign_out = function() end,
              })
            end
            """.utf8).write(to: flow)
        let registry = try FlowModuleRegistry(BuiltInModules.all + [SettingsModule()])
        let launch = try FlowLaunch(
            flowFile: flow, store: try AppStateStore.inMemory(schema: registry.schema), modules: registry)
        defer { launch.close() }

        // When
        try await launch.driver.start(launch.start)
        try await launch.driver.send(.select(row: 1))

        // Then
        let screen = try #require(try launch.driver.currentScreen())
        #expect(screen.rows.map(\.detail) == ["off"])
        #expect(launch.app.announcements.all == [Announcement("setting_changed", fields: ["key": .string("k"), "value": .string("off")])])
    }

    @Test("a toggle that is not a table is refused, naming the option")
    func badToggleIsNamed() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("settings-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let flow = folder.appendingPathComponent("flow.lua")
        try Data("""
            return function(app)
              app.nav:replace_root(app.settings.build{ toggles = { "dark" }, on_sign_out = print })
            end
            """.utf8).write(to: flow)
        let registry = try FlowModuleRegistry([SettingsModule()])
        let launch = try FlowLaunch(
            flowFile: flow, store: try AppStateStore.inMemory(schema: registry.schema), modules: registry)
        defer { launch.close() }
        let error = await #expect(throws: FlowDriverError.self) { try await launch.driver.start(launch.start) }
        #expect(error?.description.contains(
            "bad option 'toggles[1]' to 'settings.build' (table expected, got string)") == true)
    }

    @Test("a toggle with an unknown key is refused, listing the keys a toggle takes")
    func unknownToggleKeyIsNamed() async throws {
        let error = await startError("app.settings.build{ toggles = { { key = 'k', title = 'K', dflt = true } }, on_sign_out = print }")
        #expect(error?.contains("unknown option 'toggles[1].dflt' to 'settings.build' (known: key, title, default)") == true)
    }

    @Test("a build without on_sign_out is refused, naming the option")
    func missingOnSignOutIsNamed() async throws {
        let error = await startError("app.settings.build{ toggles = {} }")
        #expect(error?.contains("missing option 'on_sign_out' to 'settings.build' (function expected)") == true)
    }

    @Test("is_on refuses a key that is not a string, naming the binding and the argument")
    func isOnRefusesANumber() async throws {
        let error = await startError("app.settings.is_on(7)")
        #expect(error?.contains("bad argument #1 to 'settings.is_on' (key: string expected, got number 7)") == true)
    }

    /// Starts a flow whose start runs `line`; returns the error it fails with.
    private func startError(_ line: String) async -> String? {
        do {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("settings-\(UUID())")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let flow = folder.appendingPathComponent("flow.lua")
            try Data("return function(app)\n  \(line)\nend\n".utf8).write(to: flow)
            let registry = try FlowModuleRegistry([SettingsModule()])
            let launch = try FlowLaunch(
                flowFile: flow, store: try AppStateStore.inMemory(schema: registry.schema), modules: registry)
            defer { launch.close() }
            try await launch.driver.start(launch.start)
            return nil
        } catch {
            return String(describing: error)
        }
    }
}

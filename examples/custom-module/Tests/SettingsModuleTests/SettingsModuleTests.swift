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
        let module = SettingsModule()
        try module.applyPreset("setting", arguments: [.string("dark_mode"), .boolean(true)], to: store)
        #expect(try module.persisted(from: store) == ["settings": .record(["dark_mode": .boolean(true)])])
    }

    @Test("a flow binds app.settings, and its table matches the declaration")
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
        #expect(launch.app.announcements.all == [Announcement("setting_changed", fields: ["key": "k", "value": "off"])])
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
}

import FlowScript
import FlowStore
import LuaHost
import SettingsCore

/// The Settings feature as a FlowHost module: `app.settings`, its screen, the `setting` table, the
/// `setting_changed` and `signed_out` events, and for specs `services.settings`, `preset.setting` and
/// `persisted().settings`.
public struct SettingsModule: FlowModule {
    /// Creates the module.
    public init() {}

    public var declaration: FlowModuleDeclaration {
        FlowModuleDeclaration(
            name: "settings",
            summary: "Toggles kept in the store, and a sign-out that announces signed_out.",
            bindings: [
                .function("build", [FlowField("options", .record(name: "settings.Options", fields: [
                    FlowField("toggles", .list(.record(name: "settings.Toggle", fields: [
                        FlowField("key", .string, "The key the value is stored under."),
                        FlowField("title", .string, "What the row shows."),
                        FlowField("default", .optional(.boolean), "The value until changed; default false."),
                    ])), "The toggles, in order."),
                    FlowField("on_sign_out", .function, "Runs when Sign Out is tapped, after signed_out."),
                ]), "Options.")], returns: .view, "The settings screen: select a row to toggle it."),
                .function("is_on", [FlowField("key", .string, "A toggle's key.")], returns: .optional(.boolean),
                          "The stored value of a toggle, or nil when it was never changed."),
            ],
            events: [
                FlowEventDeclaration("setting_changed", fields: [
                    FlowField("key", .string, "The toggle."), FlowField("value", .string, "\"on\" or \"off\"."),
                ], "A toggle changed and was stored."),
                FlowEventDeclaration("signed_out", "Sign Out was tapped on the settings screen."),
            ],
            services: [
                FlowActionDeclaration("fail_next_save", [FlowField("message", .optional(.string), "Why it fails.")],
                                      "The next change cannot be stored: the toggle stays, the screen says why."),
            ],
            presets: [
                FlowActionDeclaration("setting", [
                    FlowField("key", .string, "The toggle."), FlowField("on", .boolean, "Its value."),
                ], "A value an earlier launch stored."),
            ],
            persisted: [FlowField("settings", .table, "The stored values by key.")])
    }

    public var migrations: [StoreMigration] { [SettingsTable.migration] }

    public func launch(_ launch: FlowModuleLaunch) throws -> any FlowModuleInstance {
        let table = SettingsTable(store: launch.store)
        let doubles = launch.doubles as? SettingsDoubles
        let store: any SettingsStoring = doubles.map { FailableSettingsStore(base: table, doubles: $0) } ?? table
        return SettingsInstance(app: launch.app, store: store, table: table)
    }

    public func makeDoubles() -> (any FlowModuleDoubles)? { SettingsDoubles() }

    public func persisted(from store: AppStateStore) throws -> [String: FlowValue] {
        ["settings": .record(try SettingsTable(store: store).loadSettings().mapValues(FlowValue.boolean))]
    }

    public func applyPreset(_ name: String, arguments: [FlowValue], to store: AppStateStore) throws {
        guard name == "setting" else { throw FlowValueError.unknownAction("preset.\(name)") }
        let reader = FlowValueReader(function: "preset.setting")
        let key = try reader.string(arguments, 1)
        guard let isOn = try reader.optionalBool(arguments, 2) else {
            throw FlowValueError.badValue(function: "preset.setting", detail: "argument #2 must be a boolean, got nil")
        }
        try SettingsTable(store: store).saveSetting(key: key, isOn: isOn)
    }
}

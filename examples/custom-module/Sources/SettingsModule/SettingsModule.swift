import FlowScript
import FlowStore
import SettingsCore

/// The Settings feature as a FlowHost module: `app.settings`, its screen, the `setting` table, the
/// `setting_changed` and `signed_out` events, and for specs `services.settings`, `preset.setting` and
/// `persisted().settings`. Each entry below is the binding, the double or the preset, and its declaration.
public struct SettingsModule: FlowModule {
    static let changed = ModuleEvent("setting_changed", "A toggle changed and was stored.", fields: SettingChange.self)
    static let signedOut = ModuleEvent("signed_out", "Sign Out was tapped on the settings screen.")

    /// Creates the module.
    public init() {}

    public var contract: ModuleContract {
        ModuleContract(
            "settings", "Toggles kept in the store, and a sign-out that announces signed_out.",
            doubles: { _ in PlannedFailure() }, launch: SettingsInstance.init
        ) { module in
            module.migrations(SettingsTable.migration)
            module.event(Self.changed)
            module.event(Self.signedOut)
            module.view("build", Parameter<SettingsOptions>("options", "Options."),
                        "The settings screen: select a row to toggle it.") { settings, _, options in settings.makeScreen(options) }
            module.function("is_on", Parameter<String>("key", "A toggle's key."),
                            "The stored value of a toggle, or nil when it was never changed.") { try $0.table.loadSettings()[$1] }
            module.service("fail_next_save", Parameter<String?>("message", "Why it fails."),
                           "The next change cannot be stored: the toggle stays, the screen says why.") { failure, message, _ in
                failure.plan(message)
            }
            module.preset("setting", Parameter<String>("key", "The toggle."), Parameter<Bool>("on", "Its value."),
                          "A value an earlier launch stored.") { try SettingsTable(store: $2).saveSetting(key: $0, isOn: $1) }
            module.persisted("settings", "The stored values by key.") { try SettingsTable(store: $0).loadSettings() }
        }
    }
}

import FlowScript
import LuaHost
import SettingsCore

/// The Settings module in one launch: builds the screen over the store and binds `app.settings`.
final class SettingsInstance: FlowModuleInstance {
    private unowned let app: FlowApp
    private let store: any SettingsStoring
    private let table: SettingsTable

    init(app: FlowApp, store: any SettingsStoring, table: SettingsTable) {
        self.app = app
        self.store = store
        self.table = table
        app.registerAdapter(SettingsView.self) { SettingsScreenAdapter(view: $0) }
    }

    func makeTable(in state: LuaState) throws -> LuaTable {
        let table = try state.newTable()
        let (app, store, stored) = (app, self.store, self.table)
        try table.set("build", state.function(named: "settings.build") { arguments -> FlowScriptView in
            var options = try BindingOptions(arguments, function: "settings.build", known: ["toggles", "on_sign_out"])
            let toggles = try Self.toggles(options.table("toggles"), function: options.function)
            let onSignOut = try options.requiredFunction("on_sign_out")
            let relay = SettingsRelay(app: app) { try LuaCallback.run(onSignOut) }
            let view = SettingsBuilder.makeModule(definitions: toggles, store: store, output: relay)
            app.keep(relay, whileAlive: view)
            return options.view(view, of: app)
        })
        try table.set("is_on", state.function(named: "settings.is_on") { arguments -> Bool? in
            try arguments.expect(count: 1)
            return try stored.loadSettings()[arguments.string(1)]
        })
        return table
    }

    /// The toggles of the `toggles` option: each `{ key = string, title = string, default = boolean? }`.
    private static func toggles(_ list: LuaTable?, function: String) throws -> [SettingDefinition] {
        guard let list else {
            throw AppBindingError.missingOption("toggles", function: function, expected: "list of toggles")
        }
        return try (0..<list.rawLength).map { offset in
            let option = "toggles[\(offset + 1)]"
            let value = try list.rawGet(offset + 1)
            guard case .table(let entry) = value else {
                throw AppBindingError.badOption(option, function: function, expected: "table", got: value.scriptTypeName)
            }
            let key = try text(entry, "key", option: option, function: function)
            let title = try text(entry, "title", option: option, function: function)
            switch try entry.rawGet("default") {
            case .nil: return SettingDefinition(key: key, title: title)
            case .boolean(let flag): return SettingDefinition(key: key, title: title, defaultValue: flag)
            case let other:
                throw AppBindingError.badOption(
                    "\(option).default", function: function, expected: "boolean", got: other.scriptTypeName)
            }
        }
    }

    private static func text(_ entry: LuaTable, _ field: String, option: String, function: String) throws -> String {
        let value = try entry.rawGet(field)
        guard case .string(let text) = value else {
            throw AppBindingError.badOption(
                "\(option).\(field)", function: function, expected: "string", got: value.scriptTypeName)
        }
        return text
    }
}

/// Announces the screen's changes and runs the flow's `on_sign_out`.
final class SettingsRelay: SettingsOutput {
    private unowned let app: FlowApp
    private let onSignOut: () throws -> Void

    init(app: FlowApp, onSignOut: @escaping () throws -> Void) {
        self.app = app
        self.onSignOut = onSignOut
    }

    func settingDidChange(key: String, isOn: Bool) {
        app.announce("setting_changed", fields: ["key": key, "value": isOn ? "on" : "off"])
    }

    func settingsDidRequestSignOut() {
        app.announce("signed_out")
        app.report(from: "settings.build on_sign_out", onSignOut)
    }
}

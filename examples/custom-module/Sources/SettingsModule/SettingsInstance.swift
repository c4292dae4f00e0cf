import FlowScript
import SettingsCore

/// The Settings module in one launch: builds the screen over the store and shows it.
final class SettingsInstance {
    let table: SettingsTable
    private let context: ModuleContext

    init(context: ModuleContext, doubles: SettingsDoubles?) {
        self.context = context
        table = SettingsTable(store: context.store, doubles: doubles)
        context.app.registerAdapter(SettingsView.self) { view in
            ModuleScreen(
                Screen(name: view.moduleName, title: "Settings", labels: view.errorMessage.map { [$0] } ?? [],
                       rows: view.rows.map { ScreenRow(title: $0.title, detail: $0.isOn ? "on" : "off") }),
                buttons: [FlowAction(title: "Sign Out", perform: view.tapSignOut)],
                select: { try view.toggle(at: $0) })
        }
    }

    func makeScreen(_ options: SettingsOptions) -> SettingsView {
        let output = SettingsOutputs(context: context, onSignOut: options.onSignOut)
        let view = SettingsBuilder.makeModule(definitions: options.toggles.map(\.definition), store: table, output: output)
        return context.keep(output, while: view)
    }
}

/// Announces the screen's changes and runs the flow's `on_sign_out`.
final class SettingsOutputs: SettingsOutput {
    private let context: ModuleContext
    private let onSignOut: ScriptFunction

    init(context: ModuleContext, onSignOut: ScriptFunction) {
        self.context = context
        self.onSignOut = onSignOut
    }

    func settingDidChange(key: String, isOn: Bool) {
        context.announce(SettingsModule.changed, SettingChange(key: key, value: isOn ? "on" : "off"))
    }

    func settingsDidRequestSignOut() {
        context.announce(SettingsModule.signedOut)
        context.report(from: "settings.build on_sign_out") { try onSignOut() }
    }
}

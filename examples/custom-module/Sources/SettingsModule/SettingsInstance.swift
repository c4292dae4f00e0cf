import FlowScript
import SettingsCore

/// The Settings module in one launch: builds the screen over the store and shows it.
final class SettingsInstance {
    let table: SettingsTable, context: ModuleContext

    init(context: ModuleContext, doubles: PlannedFailure?) {
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
        let toggles = options.toggles.map { SettingDefinition(key: $0.key, title: $0.title, defaultValue: $0.initial ?? false) }
        return context.view { own in
            SettingsBuilder.makeModule(
                definitions: toggles, store: table, output: own(SettingsOutputs(context: context, onSignOut: options.onSignOut)))
        }
    }
}

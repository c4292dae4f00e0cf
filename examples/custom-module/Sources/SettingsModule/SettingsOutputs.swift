import FlowScript
import SettingsCore

/// Announces the screen's changes and runs the flow's `on_sign_out`.
final class SettingsOutputs: SettingsOutput {
    private let context: ModuleContext, onSignOut: ScriptFunction

    init(context: ModuleContext, onSignOut: ScriptFunction) { (self.context, self.onSignOut) = (context, onSignOut) }

    func settingDidChange(key: String, isOn: Bool) {
        context.announce(SettingsModule.changed, SettingChange(key: key, value: isOn ? "on" : "off"))
    }

    func settingsDidRequestSignOut() {
        context.announce(SettingsModule.signedOut)
        context.report(from: "settings.build on_sign_out") { try onSignOut() }
    }
}

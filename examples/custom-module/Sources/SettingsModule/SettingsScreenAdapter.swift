import FlowScript
import SettingsCore

/// Shows the settings screen: a row per toggle (its title, "on" or "off"), the error in place, "Sign Out".
struct SettingsScreenAdapter: HeadlessScreen {
    /// The sign-out button's title.
    static let signOutTitle = "Sign Out"

    let view: SettingsView

    func render() -> Screen {
        Screen(
            name: view.moduleName,
            title: "Settings",
            labels: view.errorMessage.map { [$0] } ?? [],
            buttons: [ScreenButton(title: Self.signOutTitle)],
            rows: view.rows.map { ScreenRow(title: $0.title, detail: $0.isOn ? "on" : "off") })
    }

    func perform(_ action: ScreenAction) throws {
        switch action {
        case .select(let index):
            try view.toggle(at: index)
        case .tap(_, Self.signOutTitle):
            view.tapSignOut()
        default:
            throw AdapterActionError.unsupportedAction(action, screen: view.moduleName)
        }
    }
}

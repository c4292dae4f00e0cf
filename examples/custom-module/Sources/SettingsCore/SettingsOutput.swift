/// What the settings screen tells the app.
public protocol SettingsOutput: AnyObject {
    /// A toggle changed, and the change was stored.
    func settingDidChange(key: String, isOn: Bool)
    /// The user asked to sign out.
    func settingsDidRequestSignOut()
}

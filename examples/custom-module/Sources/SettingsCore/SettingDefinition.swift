/// A toggle the settings screen offers: its key in storage, its title and its value until the user changes it.
public struct SettingDefinition: Equatable, Sendable {
    /// The key the value is stored under, such as `dark_mode`.
    public let key: String
    /// What the row shows, such as "Dark Mode".
    public let title: String
    /// The value before the user ever changed it.
    public let defaultValue: Bool

    /// Creates a toggle.
    public init(key: String, title: String, defaultValue: Bool = false) {
        self.key = key
        self.title = title
        self.defaultValue = defaultValue
    }
}

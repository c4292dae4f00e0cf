/// One toggle as the view shows it.
public struct SettingRow: Equatable, Sendable {
    /// The toggle's key.
    public let key: String
    /// Its title.
    public let title: String
    /// Whether it is on.
    public let isOn: Bool

    /// Creates a row.
    public init(key: String, title: String, isOn: Bool) {
        self.key = key
        self.title = title
        self.isOn = isOn
    }
}

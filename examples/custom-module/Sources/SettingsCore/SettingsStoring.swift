/// Where the values the user chose are kept.
public protocol SettingsStoring: AnyObject {
    /// Every stored value by key; keys never stored are absent.
    func loadSettings() throws -> [String: Bool]
    /// Stores `isOn` for `key`.
    func saveSetting(key: String, isOn: Bool) throws
}

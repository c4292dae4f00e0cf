/// What the presenter shows: the rows and, when the last change could not be kept, why.
public protocol SettingsDisplaying: AnyObject {
    /// Shows `rows`, in the order the flow declared the toggles.
    func display(_ rows: [SettingRow])
    /// Shows `message` in place, or takes the last one away (nil).
    func displayError(_ message: String?)
}

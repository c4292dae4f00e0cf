/// What the Items add director asks its scene to display.
public protocol ItemsAddDisplaying: AnyObject {
    /// Shows `message` on the form: a refused title or a failed save.
    func showError(_ message: String)
    /// Removes the error from the form.
    func hideError()
}

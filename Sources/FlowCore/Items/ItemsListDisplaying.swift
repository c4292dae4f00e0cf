/// What the Items list director asks its scene to display.
public protocol ItemsListDisplaying: AnyObject {
    /// Turns the loading indicator on or off.
    func setLoading(_ isLoading: Bool)
    /// Shows `rows` as the list's content, clearing any error (the success display).
    func showItems(_ rows: [ItemDisplayModel])
    /// Shows `message` in place of the list's content, with no rows (the error display).
    func showError(_ message: String)
}

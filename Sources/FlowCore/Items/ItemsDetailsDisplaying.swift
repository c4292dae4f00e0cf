/// What the Items details director asks its scene to display.
public protocol ItemsDetailsDisplaying: AnyObject {
    /// Shows `item` and clears any error.
    func showItem(_ item: ItemDisplayModel)
    /// Shows `message` next to the item, which stays as it was.
    func showError(_ message: String)
}

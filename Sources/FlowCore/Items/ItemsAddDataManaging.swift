/// The data work the Items add director asks of its worker. The result comes back, before the call
/// returns, through the worker's `ItemsAddDataPresenting` presenter.
public protocol ItemsAddDataManaging: AnyObject {
    /// Creates and stores an item with `title` and `isEnabled`.
    func createItem(title: String, isEnabled: Bool)
}

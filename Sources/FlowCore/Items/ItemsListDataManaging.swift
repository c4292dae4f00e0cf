/// The data work the Items list director asks of its worker. Results come back, before the call
/// returns, through the worker's `ItemsListDataPresenting` presenter.
public protocol ItemsListDataManaging: AnyObject {
    /// Fetches every item.
    func fetchItems()
    /// Deletes every item, then fetches what is left.
    func deleteAllItems()
}

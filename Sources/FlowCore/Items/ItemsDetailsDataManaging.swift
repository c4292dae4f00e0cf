/// The data work the Items details director asks of its worker. Results come back, before the call
/// returns, through the worker's `ItemsDetailsDataPresenting` presenter.
public protocol ItemsDetailsDataManaging: AnyObject {
    /// Stores `item` with its enabled flag set to `isEnabled`.
    func setEnabled(_ isEnabled: Bool, for item: Item)
}

/// Told by the Details module when it has changed its item.
public protocol ItemsDetailsDelegate: AnyObject {
    /// `item` has been changed and stored.
    func itemDidUpdate(_ item: Item)
}

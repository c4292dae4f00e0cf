/// Told by the Add module when it has created an item, before Add navigates back.
public protocol ItemsAddDelegate: AnyObject {
    /// `item` has been created and stored.
    func itemDidCreate(_ item: Item)
}

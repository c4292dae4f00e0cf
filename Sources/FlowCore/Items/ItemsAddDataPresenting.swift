/// How the Items add worker hands its result to the director.
public protocol ItemsAddDataPresenting: AnyObject {
    /// Presents the item just created and stored.
    func presentCreated(_ item: Item)
    /// Presents the failure to create an item.
    func presentError(_ error: ItemsError)
}

/// How the Items details worker hands its results to the director.
public protocol ItemsDetailsDataPresenting: AnyObject {
    /// Presents the item as stored after a change.
    func present(updatedItem: Item)
    /// Presents the failure of a change.
    func presentError(_ error: ItemsError)
}
